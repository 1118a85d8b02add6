## Vihje (H) asiantuntijan luvuin (issue 33). Selitykset: en/hint.ftl.
ui-look-hint-figures = Vihje voittomahdollisuuksin
ui-look-help-hint-figures = Vihje (H) kysyy asiantuntijalta ja näyttää, millä todennäköisyydellä kukin siirto voittaa erän.
ui-hint-weighing = Asiantuntija punnitsee siirtojasi…
ui-hint-figures = Asiantuntija valitsisi: { $move } (voittomahdollisuus { $chance } %)
ui-hint-figures-next = Asiantuntija valitsisi: { $move } (voittomahdollisuus { $chance } %). Seuraavaksi paras: { $other } ({ $other_chance } %)
