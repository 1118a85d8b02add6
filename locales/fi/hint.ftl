## Vihje (H) asiantuntijan luvuin (issue 33). Selitykset: en/hint.ftl.
ui-look-hint-figures = Vihje voittomahdollisuuksin
ui-look-help-hint-figures = Vihje (H) kysyy asiantuntijalta ja näyttää, millä todennäköisyydellä kukin siirto voittaa erän.
ui-hint-weighing = Asiantuntija punnitsee siirtojasi…
ui-hint-figures = Asiantuntija valitsisi: { $move } (voittomahdollisuus { $chance } %)
ui-hint-figures-next = Asiantuntija valitsisi: { $move } (voittomahdollisuus { $chance } %). Seuraavaksi paras: { $other } ({ $other_chance } %)

## Issue 41: the hint says why, in one short clause ($why), from what the computer player weighed.
## $player: a seat's name; $count: cards; $color: r, y, g or b; $points: a card's points.
ui-hint-says-why = Tavallinen tietokonepelaaja valitsisi: { $move } ({ $why })
hint-why-out = se on viimeinen korttisi
hint-why-only = ainoa kortti, jonka voit pelata
hint-why-nothing = mikään korteistasi ei sovi
hint-why-follow = { $count ->
    [one] sinulle jää vielä yksi { $color ->
        [r] punainen
        [y] keltainen
        [g] vihreä
       *[b] sininen
    } kortti
   *[other] sinulle jää vielä { $count } { $color ->
        [r] punaista
        [y] keltaista
        [g] vihreää
       *[b] sinistä
    } korttia
}
hint-why-points = pääset eroon { $points ->
    [one] yhdestä pisteestä
   *[other] { $points } pisteestä
}
hint-why-hold = jokeri säästyy myöhemmäksi
hint-why-house = kotisääntö toimii eduksesi
hint-why-threat = pelaajalla { $player } on enää { $count ->
    [one] yksi kortti
   *[other] { $count } korttia
}
hint-why-hits = se jarruttaa pelaajaa { $player }
hint-why-reverse = suunta kääntyy pois pelaajalta { $player }, jolla on { $count ->
    [one] yksi kortti
   *[other] { $count } korttia
}
hint-why-bluff = Nosta 4 -jokerin voisi nyt haastaa
hint-why-shuffle = sinulla on enemmän kortteja kuin muilla
hint-why-fewer = pelaajalla { $player } on vähemmän kortteja kuin sinulla
hint-why-towers = siepaat tornin
hint-why-team = se auttaa joukkuetoveriasi { $player }
