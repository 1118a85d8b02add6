### UNO Table: tekstene i brukergrensesnittet (norsk bokmål).
### Samme meldings-ID-er, attributter og variabler som i den engelske ui.ftl.
### «kort» og «poeng» har samme form i entall og flertall, så de fleste setningene trenger ikke
### one/other-valg. Kortnavnet ($card) står uten artikkel, og setningene er skrevet for det.

## Språket selv

language-name = Norsk bokmål

## Vindu

app-title = UNO Table
app-version = versjon { $v }

## Utgaver og poengberegning

edition-classic = Klassisk
edition-power = Makttårn
edition-modern = Moderne
scoring-standard = Vanlig poengberegning
scoring-alternative = Alternativ poengberegning
scoring-single_round = Én runde

## Reglene et blankt kort (klassisk) eller et tilpassbart jokerkort (moderne) kan ha

house-rule-plain = Ingen regel
    .description = Kortet har ingen ekstra virkning.
house-rule-draw_until_color = Trekk til fargen
    .description = Neste spiller trekker til det kommer et kort i fargen som ble valgt, og står over.
house-rule-discard_wilds = Kast jokerne
    .description = Alle andre spillere legger alle jokerkortene sine under det øverste kortet i kastebunken.
house-rule-draw_three_if_stuck = Tre hvis du står fast
    .description = Kan neste spiller ikke legge noe kort på sin tur, trekker vedkommende tre kort i stedet for ett.
house-rule-extra_turn = Ekstra tur
    .description = Den som la kortet, tar en ny tur med en gang.
house-rule-hand_to_seven = Sju på hånden
    .description = Neste spiller trekker eller kaster kort til vedkommende har nøyaktig sju.

## Kort (uten artikkel)

color-name = { $color ->
    [r] rød
    [y] gul
    [g] grønn
   *[b] blå
}
card-number = { $color ->
    [r] rød
    [y] gul
    [g] grønn
   *[b] blå
} { $number }
card-power-number = { $color ->
    [r] rød
    [y] gul
    [g] grønn
   *[b] blå
} { $number } med maktikonet { $symbol }
card-S = { $color ->
    [r] rødt
    [y] gult
    [g] grønt
   *[b] blått
} stå over-kort
card-R = { $color ->
    [r] rødt
    [y] gult
    [g] grønt
   *[b] blått
} snukort
card-D2 = { $color ->
    [r] rødt
    [y] gult
    [g] grønt
   *[b] blått
} trekk 2-kort
card-D1 = { $color ->
    [r] rødt
    [y] gult
    [g] grønt
   *[b] blått
} trekk 1-kort
card-T2 = { $color ->
    [r] rødt
    [y] gult
    [g] grønt
   *[b] blått
} ta 2 tårn-kort
card-X = { $color ->
    [r] rødt
    [y] gult
    [g] grønt
   *[b] blått
} blankt kort
card-W = jokerkort
card-W4 = trekk 4-joker
card-WT = ta ett tårn-joker
card-WS = stokkejoker
card-WC = tilpassbart jokerkort { $number }
## a custom wild or a blank card, with the house rule it carries at the table
card-with-rule = { $card } ({ $rule })
## what a card's house rule does: the card and its rule named, then the rule's one-line effect
ui-card-rule = { $card }: { $effect }
tower-name = { $tower }-tårnet

## Hendelsesloggen ved bordet

log-play = { $player } legger ut et kort: { $card }.
log-play-wild = { $player } legger ut et kort: { $card }. Ny farge: { $color ->
    [r] rød
    [y] gul
    [g] grønn
   *[b] blå
}.
log-draw = { $player } trekker { $count } kort.
log-draw-penalty = { $player } trekker { $count } kort og står over.
log-keep = { $player } beholder kortet som ble trukket.
log-skip = { $player } står over.
log-reverse = Spilleretningen snus.
log-uno = { $player } roper UNO!
log-uno-caught = { $catcher } tar { $player } uten UNO: { $player } trekker { $count } kort.
log-challenge = { $player } utfordrer trekk 4-jokeren.
log-challenge-guilty = Utfordringen lykkes: { $player } trekker { $count } kort.
log-challenge-innocent = Utfordringen mislykkes: { $player } trekker { $count } kort.
log-tower-taken = { $player } tar { $tower }-tårnet.
log-tower-blocks = { $tower }-tårnet til { $player } blokkerer kortet: { $card }.
log-four-towers = { $player } eier alle fire tårnene og kaster { $count } kort.
log-shuffle-hands = { $player } samler inn alle hendene, stokker og deler ut på nytt.
log-swap-hands = { $player } bytter hånd med { $other }.
log-rotate-hands = Alle gir hånden sin videre til neste spiller.
log-discard = { $player } kaster { $count } kort.
log-reshuffle = Kastebunken stokkes til en ny trekkbunke.
log-round-won = { $player } vinner runden og får { $points } poeng.
log-game-won = { $player } vinner spillet med { $points } poeng!
cards-left = { $count } kort igjen

# Jump-in and teams (house options, issue 23): the move log
log-jump-in = { $player } hopper inn før { $other }!
