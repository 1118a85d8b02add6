## A tipp (H) a szakértő számaival (issue 33). Magyarázat: en/hint.ftl.
ui-look-hint-figures = Tipp nyerési esélyekkel
ui-look-help-hint-figures = A tipp (H) megkérdezi a szakértőt, és megmutatja, mekkora eséllyel nyeri meg a menetet egy-egy lépés.
ui-hint-weighing = A szakértő mérlegeli a lépéseidet…
ui-hint-figures = A szakértő ezt választaná: { $move } (nyerési esély: { $chance }%)
ui-hint-figures-next = A szakértő ezt választaná: { $move } (nyerési esély: { $chance }%). A második legjobb: { $other } ({ $other_chance }%)

## Issue 41: the hint says why, in one short clause ($why), from what the computer player weighed.
## $player: a seat's name; $count: cards; $color: r, y, g or b; $points: a card's points.
ui-hint-says-why = A normál gépi játékos ezt választaná: { $move } ({ $why })
hint-why-out = ez az utolsó lapod
hint-why-only = csak ezt a lapot teheted ki
hint-why-nothing = egyik lapod sem illik
hint-why-follow = { $count ->
    [one] marad még egy { $color ->
        [r] piros
        [y] sárga
        [g] zöld
       *[b] kék
    } lapod
   *[other] marad még { $count } { $color ->
        [r] piros
        [y] sárga
        [g] zöld
       *[b] kék
    } lapod
}
hint-why-points = { $points ->
    [one] egy ponttól
   *[other] { $points } ponttól
} szabadulsz meg
hint-why-hold = a színválasztót későbbre tartogatod
hint-why-house = a házi szabály neked kedvez
hint-why-threat = { $player } játékosnak már csak { $count ->
    [one] egy lapja
   *[other] { $count } lapja
} van
hint-why-hits = ez hátráltatja a következő játékost: { $player }
hint-why-reverse = a játék iránya elfordul { $player } játékostól, akinek { $count ->
    [one] egy lapja
   *[other] { $count } lapja
} van
hint-why-bluff = a színválasztó húzz négyet most kihívható lenne
hint-why-shuffle = több lapod van, mint a többieknek
hint-why-fewer = { $player } játékosnak kevesebb lapja van, mint neked
hint-why-towers = tornyot szerzel
hint-why-team = ez segíti a társadat ({ $player })
