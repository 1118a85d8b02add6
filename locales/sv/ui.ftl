### UNO Table: användargränssnittets texter (svenska).
### Samma meddelanden, attribut och variabler som i locales/en/ui.ftl.

## Språket självt

language-name = Svenska

## Fönstret

app-title = UNO Table
app-version = version { $v }

## Utgåvor och poängräkning

edition-classic = Klassiskt
edition-power = Makttorn
edition-modern = Modernt
scoring-standard = Vanlig poängräkning
scoring-alternative = Alternativ poängräkning
scoring-single_round = En enda omgång

## Husregler för blanka kort (klassiskt) och individuella jokrar (modernt)

house-rule-plain = Ingen regel
    .description = Kortet har ingen extra effekt.
house-rule-draw_until_color = Dra till färgen
    .description = Nästa spelare drar kort tills ett kort i den valda färgen kommer, och står över sin tur.
house-rule-discard_wilds = Släng jokrarna
    .description = Alla andra spelare lägger alla sina jokerkort under det översta kortet i slänghögen.
house-rule-draw_three_if_stuck = Tre om man sitter fast
    .description = Om nästa spelare inte kan lägga något kort på sin tur drar hen tre kort i stället för ett.
house-rule-extra_turn = Extra tur
    .description = Den som lade kortet får genast en tur till.
house-rule-hand_to_seven = Sju kort
    .description = Nästa spelare drar eller slänger kort tills hen har exakt sju kort på handen.

## Kort (se kommentaren i locales/en/ui.ftl)

color-name = { $color ->
    [r] röd
    [y] gul
    [g] grön
   *[b] blå
}
card-number = { $color ->
    [r] röd
    [y] gul
    [g] grön
   *[b] blå
} { $number }
card-power-number = { $color ->
    [r] röd
    [y] gul
    [g] grön
   *[b] blå
} { $number } med maktsymbolen { $symbol }
card-S = { $color ->
    [r] rött
    [y] gult
    [g] grönt
   *[b] blått
} Hoppa över-kort
card-R = { $color ->
    [r] rött
    [y] gult
    [g] grönt
   *[b] blått
} Vändkort
card-D2 = { $color ->
    [r] rött
    [y] gult
    [g] grönt
   *[b] blått
} Dra två-kort
card-D1 = { $color ->
    [r] rött
    [y] gult
    [g] grönt
   *[b] blått
} Dra ett-kort
card-T2 = { $color ->
    [r] rött
    [y] gult
    [g] grönt
   *[b] blått
} Ta två torn-kort
card-X = { $color ->
    [r] rött
    [y] gult
    [g] grönt
   *[b] blått
} blankt kort
card-W = Joker
card-W4 = Dra fyra-joker
card-WT = Ta ett torn-joker
card-WS = Blandajoker
card-WC = Individuell joker { $number }
## a custom wild or a blank card, with the house rule it carries at the table
card-with-rule = { $card } ({ $rule })
## what a card's house rule does: the card and its rule named, then the rule's one-line effect
ui-card-rule = { $card }: { $effect }
tower-name = makttornet { $tower }

## Händelseloggen
## Kortnamnet ($card) är en naken nominalfras ("rött Vändkort", "röd 5") och står även ensamt i listor,
## så det får ingen artikel: meningarna sätter det efter ett kolon ("lägger ett kort: { $card }").

log-play = { $player } lägger ett kort: { $card }.
log-play-wild = { $player } lägger ett kort: { $card }. Ny färg: { $color ->
    [r] röd
    [y] gul
    [g] grön
   *[b] blå
}.
log-draw = { $player } drar { $count ->
    [one] { $count } kort
   *[other] { $count } kort
}.
log-draw-penalty = { $player } drar { $count ->
    [one] { $count } kort
   *[other] { $count } kort
} och står över sin tur.
log-keep = { $player } behåller det dragna kortet.
log-skip = { $player } står över sin tur.
log-reverse = Spelriktningen vänds.
log-uno = { $player } ropar UNO!
log-uno-caught = { $catcher } tar { $player } utan UNO: { $player } drar { $count ->
    [one] { $count } kort
   *[other] { $count } kort
}.
log-challenge = { $player } utmanar Dra fyra-jokern.
log-challenge-guilty = Utmaningen lyckas: { $player } drar { $count ->
    [one] { $count } kort
   *[other] { $count } kort
}.
log-challenge-innocent = Utmaningen misslyckas: { $player } drar { $count ->
    [one] { $count } kort
   *[other] { $count } kort
}.
log-tower-taken = { $player } tar makttornet { $tower }.
log-tower-blocks = Makttornet { $tower } skyddar { $player } mot kortet: { $card }.
log-four-towers = { $player } har alla fyra makttornen och slänger { $count ->
    [one] { $count } kort
   *[other] { $count } kort
}.
log-shuffle-hands = { $player } samlar ihop alla händer, blandar och delar ut korten igen.
log-swap-hands = { $player } byter hand med { $other }.
log-rotate-hands = Alla händer går vidare till nästa spelare.
log-discard = { $player } slänger { $count ->
    [one] { $count } kort
   *[other] { $count } kort
}.
log-reshuffle = Slänghögen blandas till en ny draghög.
log-round-won = { $player } vinner omgången och får { $points ->
    [one] { $points } poäng
   *[other] { $points } poäng
}.
log-game-won = { $player } vinner spelet med { $points ->
    [one] { $points } poäng
   *[other] { $points } poäng
}!
cards-left = { $count ->
    [one] { $count } kort kvar
   *[other] { $count } kort kvar
}

# Jump-in and teams (house options, issue 23): the move log
log-jump-in = { $player } hoppar in före { $other }!
