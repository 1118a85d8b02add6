### UNO Table: brugerfladens tekster (dansk).
### Samme beskeder, attributter og variabler som i locales/en/ui.ftl.

## Sproget selv

language-name = Dansk

## Vinduet

app-title = UNO Table
app-version = version { $v }

## Udgaver og pointtælling

edition-classic = Klassisk
edition-power = Magttårne
edition-modern = Moderne
scoring-standard = Almindelig pointtælling
scoring-alternative = Alternativ pointtælling
scoring-single_round = Én runde

## Husregler for blanke kort (klassisk) og husregeljokere (moderne)

house-rule-plain = Ingen regel
    .description = Kortet har ingen ekstra virkning.
house-rule-draw_until_color = Træk til farven
    .description = Den næste spiller trækker kort, indtil der kommer et i den valgte farve, og mister sin tur.
house-rule-discard_wilds = Smid jokerne
    .description = Alle andre spillere lægger alle deres jokere ind under det øverste kort i afkastbunken.
house-rule-draw_three_if_stuck = Tre, når man sidder fast
    .description = Hvis den næste spiller ikke kan lægge et kort i sin tur, trækker vedkommende tre kort i stedet for ét.
house-rule-extra_turn = Ekstra tur
    .description = Den, der lagde kortet, får straks en tur mere.
house-rule-hand_to_seven = Syv kort
    .description = Den næste spiller trækker eller smider kort, indtil vedkommende har præcis syv kort på hånden.

## Kort (se kommentaren i locales/en/ui.ftl)

color-name = { $color ->
    [r] rød
    [y] gul
    [g] grøn
   *[b] blå
}
card-number = { $color ->
    [r] rød
    [y] gul
    [g] grøn
   *[b] blå
} { $number }'er
card-power-number = { $color ->
    [r] rød
    [y] gul
    [g] grøn
   *[b] blå
} { $number }'er med magtsymbolet { $symbol }
card-S = { $color ->
    [r] rød
    [y] gul
    [g] grøn
   *[b] blå
} Spring over
card-R = { $color ->
    [r] rød
    [y] gul
    [g] grøn
   *[b] blå
} Skift retning
card-D2 = { $color ->
    [r] rød
    [y] gul
    [g] grøn
   *[b] blå
} Træk to
card-D1 = { $color ->
    [r] rød
    [y] gul
    [g] grøn
   *[b] blå
} Træk ét
card-T2 = { $color ->
    [r] rød
    [y] gul
    [g] grøn
   *[b] blå
} Tag to tårne
card-X = { $color ->
    [r] rødt
    [y] gult
    [g] grønt
   *[b] blåt
} blankt kort
card-W = Joker
card-W4 = Træk fire-joker
card-WT = Tag et tårn-joker
card-WS = Blandejoker
card-WC = Husregeljoker { $number }
## a custom wild or a blank card, with the house rule it carries at the table
card-with-rule = { $card } ({ $rule })
## what a card's house rule does: the card and its rule named, then the rule's one-line effect
ui-card-rule = { $card }: { $effect }
tower-name = magttårnet { $tower }

## Træklog
## Kortnavnet ($card) er en nøgen navneforbindelse ("rød Spring over", "rød 5'er") og står også alene i
## lister, så det får ingen artikel: sætningerne sætter det efter et kolon ("lægger et kort: { $card }").

log-play = { $player } lægger et kort: { $card }.
log-play-wild = { $player } lægger et kort: { $card }. Ny farve: { $color ->
    [r] rød
    [y] gul
    [g] grøn
   *[b] blå
}.
log-draw = { $player } trækker { $count ->
    [one] { $count } kort
   *[other] { $count } kort
}.
log-draw-penalty = { $player } trækker { $count ->
    [one] { $count } kort
   *[other] { $count } kort
} og mister sin tur.
log-keep = { $player } beholder det trukne kort.
log-skip = { $player } mister sin tur.
log-reverse = Spilleretningen skifter.
log-uno = { $player } råber UNO!
log-uno-caught = { $catcher } fanger { $player } uden UNO: { $player } trækker { $count ->
    [one] { $count } kort
   *[other] { $count } kort
}.
log-challenge = { $player } udfordrer Træk fire-jokeren.
log-challenge-guilty = Udfordringen lykkes: { $player } trækker { $count ->
    [one] { $count } kort
   *[other] { $count } kort
}.
log-challenge-innocent = Udfordringen mislykkes: { $player } trækker { $count ->
    [one] { $count } kort
   *[other] { $count } kort
}.
log-tower-taken = { $player } tager magttårnet { $tower }.
log-tower-blocks = Magttårnet { $tower } beskytter { $player } mod kortet: { $card }.
log-four-towers = { $player } har alle fire magttårne og smider { $count ->
    [one] { $count } kort
   *[other] { $count } kort
}.
log-shuffle-hands = { $player } samler alle hænder, blander og giver kortene ud igen.
log-swap-hands = { $player } bytter hånd med { $other }.
log-rotate-hands = Alle hænder går videre til den næste spiller.
log-discard = { $player } smider { $count ->
    [one] { $count } kort
   *[other] { $count } kort
}.
log-reshuffle = Afkastbunken blandes til en ny lukket bunke.
log-round-won = { $player } vinder runden og får { $points ->
    [one] { $points } point
   *[other] { $points } point
}.
log-game-won = { $player } vinder spillet med { $points ->
    [one] { $points } point
   *[other] { $points } point
}!
cards-left = { $count ->
    [one] { $count } kort tilbage
   *[other] { $count } kort tilbage
}

# Jump-in and teams (house options, issue 23): the move log
log-jump-in = { $player } hopper ind før { $other }!
