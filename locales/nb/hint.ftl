## Tipset (H) med ekspertens tall (issue 33). Se en/hint.ftl for forklaringer.
ui-look-hint-figures = Tips med vinnersjanser
ui-look-help-hint-figures = Tipset (H) spør eksperten og viser hvert trekks sjanse til å vinne runden.
ui-hint-weighing = Eksperten veier trekkene dine …
ui-hint-figures = Eksperten ville valgt: { $move } (vinnersjanse { $chance } %)
ui-hint-figures-next = Eksperten ville valgt: { $move } (vinnersjanse { $chance } %). Nest best: { $other } ({ $other_chance } %)

## Issue 41: the hint says why, in one short clause ($why), from what the computer player weighed.
## $player: a seat's name; $count: cards; $color: r, y, g or b; $points: a card's points.
ui-hint-says-why = Den vanlige datamaskinspilleren ville valgt: { $move } ({ $why })
hint-why-out = det er ditt siste kort
hint-why-only = det eneste kortet du kan spille
hint-why-nothing = ingen av kortene dine passer
hint-why-follow = { $count ->
    [one] du har ett { $color ->
        [r] rødt
        [y] gult
        [g] grønt
       *[b] blått
    } kort til
   *[other] du har { $count } { $color ->
        [r] røde
        [y] gule
        [g] grønne
       *[b] blå
    } kort til
}
hint-why-points = du blir kvitt { $points ->
    [one] ett poeng
   *[other] { $points } poeng
}
hint-why-hold = du sparer jokeren til senere
hint-why-house = husregelen er til din fordel
hint-why-threat = { $player } har bare { $count ->
    [one] ett kort
   *[other] { $count } kort
} igjen
hint-why-hits = det bremser { $player }
hint-why-reverse = spillet snur vekk fra { $player }, som har { $count ->
    [one] ett kort
   *[other] { $count } kort
}
hint-why-bluff = en trekk 4-joker nå kan bli utfordret
hint-why-shuffle = du har flere kort enn de andre
hint-why-fewer = { $player } har færre kort enn deg
hint-why-towers = du tar et makttårn
hint-why-team = det hjelper makkeren din { $player }
