## Tipset (H) med expertens siffror (issue 33). Se en/hint.ftl för förklaringar.
ui-look-hint-figures = Tips med vinstchanser
ui-look-help-hint-figures = Tipset (H) frågar experten och visar hur stor chans varje drag ger att vinna omgången.
ui-hint-weighing = Experten väger dina drag …
ui-hint-figures = Experten skulle välja: { $move } (vinstchans { $chance } %)
ui-hint-figures-next = Experten skulle välja: { $move } (vinstchans { $chance } %). Näst bäst: { $other } ({ $other_chance } %)

## Issue 41: the hint says why, in one short clause ($why), from what the computer player weighed.
## $player: a seat's name; $count: cards; $color: r, y, g or b; $points: a card's points.
ui-hint-says-why = Datorspelaren på normal nivå skulle välja: { $move } ({ $why })
hint-why-out = det är ditt sista kort
hint-why-only = det enda kort du kan spela
hint-why-nothing = inget av dina kort passar
hint-why-follow = { $count ->
    [one] du har ett { $color ->
        [r] rött
        [y] gult
        [g] grönt
       *[b] blått
    } kort till
   *[other] du har { $count } { $color ->
        [r] röda
        [y] gula
        [g] gröna
       *[b] blå
    } kort till
}
hint-why-points = du blir av med { $points ->
    [one] en poäng
   *[other] { $points } poäng
}
hint-why-hold = du sparar jokern till senare
hint-why-house = husregeln gynnar dig
hint-why-threat = { $player } har bara { $count ->
    [one] ett kort
   *[other] { $count } kort
} kvar
hint-why-hits = det bromsar { $player }
hint-why-reverse = spelet vänder bort från { $player }, som har { $count ->
    [one] ett kort
   *[other] { $count } kort
}
hint-why-bluff = en Dra fyra-joker nu kan utmanas
hint-why-shuffle = du har fler kort än de andra
hint-why-fewer = { $player } har färre kort än du
hint-why-towers = du tar ett makttorn
hint-why-team = det hjälper din lagkamrat { $player }
