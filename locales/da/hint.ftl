## Tippet (H) med ekspertens tal (issue 33). Se en/hint.ftl for forklaringer.
ui-look-hint-figures = Tip med vinderchancer
ui-look-help-hint-figures = Tippet (H) spørger eksperten og viser hvert træks chance for at vinde runden.
ui-hint-weighing = Eksperten vejer dine træk …
ui-hint-figures = Eksperten ville vælge: { $move } (vinderchance { $chance } %)
ui-hint-figures-next = Eksperten ville vælge: { $move } (vinderchance { $chance } %). Næstbedst: { $other } ({ $other_chance } %)

## Issue 41: the hint says why, in one short clause ($why), from what the computer player weighed.
## $player: a seat's name; $count: cards; $color: r, y, g or b; $points: a card's points.
ui-hint-says-why = Computerspilleren på normalt niveau ville vælge: { $move } ({ $why })
hint-why-out = det er dit sidste kort
hint-why-only = det eneste kort, du må spille
hint-why-nothing = ingen af dine kort passer
hint-why-follow = { $count ->
    [one] du har ét { $color ->
        [r] rødt
        [y] gult
        [g] grønt
       *[b] blåt
    } kort mere
   *[other] du har { $count } { $color ->
        [r] røde
        [y] gule
        [g] grønne
       *[b] blå
    } kort mere
}
hint-why-points = du slipper af med { $points ->
    [one] ét point
   *[other] { $points } point
}
hint-why-hold = du gemmer jokeren til senere
hint-why-house = husreglen er til din fordel
hint-why-threat = { $player } har kun { $count ->
    [one] ét kort
   *[other] { $count } kort
} tilbage
hint-why-hits = det bremser { $player }
hint-why-reverse = spillet vender væk fra { $player }, som har { $count ->
    [one] ét kort
   *[other] { $count } kort
}
hint-why-bluff = en Træk fire-joker nu kan blive udfordret
hint-why-shuffle = du har flere kort end de andre
hint-why-fewer = { $player } har færre kort end dig
hint-why-towers = du tager et magttårn
hint-why-team = det hjælper din makker { $player }
