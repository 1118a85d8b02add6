## A tipp (H) a szakértő számaival (issue 33). Magyarázat: en/hint.ftl.
ui-look-hint-figures = Tipp nyerési esélyekkel
ui-look-help-hint-figures = A tipp (H) megkérdezi a szakértőt, és megmutatja, mekkora eséllyel nyeri meg a menetet egy-egy lépés.
ui-hint-weighing = A szakértő mérlegeli a lépéseidet…
ui-hint-figures = A szakértő ezt választaná: { $move } (nyerési esély: { $chance }%)
ui-hint-figures-next = A szakértő ezt választaná: { $move } (nyerési esély: { $chance }%). A második legjobb: { $other } ({ $other_chance }%)
