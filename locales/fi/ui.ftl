### UNO Table: käyttöliittymän tekstit (suomi).
### Samat viestitunnukset, attribuutit ja muuttujat kuin englanninkielisessä ui.ftl:ssä.
### Monikko CLDR:n mukaan: suomessa one ja other (1 kortti, 2 korttia).
### Kortin nimi ($card) on aina nominatiivissa, joten lauseet on muotoiltu sen mukaan.

## Kieli itse

language-name = Suomi

## Ikkuna

app-title = UNO Table
app-version = versio { $v }

## Pelityypit ja pistelasku

edition-classic = Klassinen
edition-power = Supertornit
edition-modern = Moderni
scoring-standard = Tavallinen pistelasku
scoring-alternative = Vaihtoehtoinen pistelasku
scoring-single_round = Yksi erä

## Tyhjän kortin (klassinen) tai mukautettavan jokerin (moderni) säännöt

house-rule-plain = Ei sääntöä
    .description = Kortilla ei ole lisävaikutusta.
house-rule-draw_until_color = Nosta väriin asti
    .description = Seuraava pelaaja nostaa, kunnes saa valitun värin kortin, ja menettää vuoronsa.
house-rule-discard_wilds = Jokerit pois
    .description = Kaikki muut pelaajat laittavat jokerinsa poistopakan päällimmäisen kortin alle.
house-rule-draw_three_if_stuck = Kolme, jos et voi pelata
    .description = Jos seuraava pelaaja ei voi pelata vuorollaan, hän nostaa yhden sijaan kolme korttia.
house-rule-extra_turn = Lisävuoro
    .description = Kortin pelannut pelaaja saa heti uuden vuoron.
house-rule-hand_to_seven = Seitsemän kortin käsi
    .description = Seuraava pelaaja nostaa tai heittää pois kortteja, kunnes hänellä on tasan seitsemän.

## Kortit (nominatiivissa)

color-name = { $color ->
    [r] punainen
    [y] keltainen
    [g] vihreä
   *[b] sininen
}
card-number = { $color ->
    [r] punainen
    [y] keltainen
    [g] vihreä
   *[b] sininen
} { $number }
card-power-number = { $color ->
    [r] punainen
    [y] keltainen
    [g] vihreä
   *[b] sininen
} { $number } ({ $symbol }-supersymboli)
card-S = { $color ->
    [r] punainen
    [y] keltainen
    [g] vihreä
   *[b] sininen
} ohitus
card-R = { $color ->
    [r] punainen
    [y] keltainen
    [g] vihreä
   *[b] sininen
} suunnanvaihto
card-D2 = { $color ->
    [r] punainen
    [y] keltainen
    [g] vihreä
   *[b] sininen
} Nosta 2 -kortti
card-D1 = { $color ->
    [r] punainen
    [y] keltainen
    [g] vihreä
   *[b] sininen
} Nosta 1 -kortti
card-T2 = { $color ->
    [r] punainen
    [y] keltainen
    [g] vihreä
   *[b] sininen
} Sieppaa 2 tornia -kortti
card-X = { $color ->
    [r] punainen
    [y] keltainen
    [g] vihreä
   *[b] sininen
} tyhjä kortti
card-W = jokeri
card-W4 = Nosta 4 -jokeri
card-WT = Sieppaa torni -jokeri
card-WS = Sekoita kortit -jokeri
card-WC = Mukautettava jokeri { $number }
## a custom wild or a blank card, with the house rule it carries at the table
card-with-rule = { $card } ({ $rule })
## what a card's house rule does: the card and its rule named, then the rule's one-line effect
ui-card-rule = { $card }: { $effect }
tower-name = { $tower }-torni

## Pelitapahtumat

log-play = { $player } pelaa kortin: { $card }.
log-play-wild = { $player } pelaa kortin: { $card }. Uusi väri: { $color ->
    [r] punainen
    [y] keltainen
    [g] vihreä
   *[b] sininen
}.
log-draw = { $player } nostaa { $count ->
    [one] { $count } kortin
   *[other] { $count } korttia
}.
log-draw-penalty = { $player } nostaa { $count ->
    [one] { $count } kortin
   *[other] { $count } korttia
} ja menettää vuoronsa.
log-keep = { $player } pitää nostamansa kortin.
log-skip = { $player } menettää vuoronsa.
log-reverse = Pelisuunta vaihtuu.
log-uno = { $player } huutaa UNO!
log-uno-caught = { $catcher } huomaa, että { $player } unohti huutaa UNO. { $player } nostaa { $count ->
    [one] { $count } kortin
   *[other] { $count } korttia
}.
log-challenge = { $player } haastaa Nosta 4 -jokerin.
log-challenge-guilty = Haaste onnistuu: { $player } nostaa { $count ->
    [one] { $count } kortin
   *[other] { $count } korttia
}.
log-challenge-innocent = Haaste epäonnistuu: { $player } nostaa { $count ->
    [one] { $count } kortin
   *[other] { $count } korttia
}.
log-tower-taken = { $player } sieppaa { $tower }-tornin.
log-tower-blocks = Pelaajan { $player } { $tower }-torni torjuu kortin: { $card }.
log-four-towers = { $player } omistaa kaikki neljä tornia ja heittää pois { $count ->
    [one] { $count } kortin
   *[other] { $count } korttia
}.
log-shuffle-hands = { $player } kerää kaikki kädet, sekoittaa kortit ja jakaa ne uudelleen.
log-swap-hands = { $player } vaihtaa kortit pelaajan { $other } kanssa.
log-rotate-hands = Jokainen antaa korttinsa seuraavalle pelaajalle.
log-discard = { $player } heittää pois { $count ->
    [one] { $count } kortin
   *[other] { $count } korttia
}.
log-reshuffle = Poistopakka sekoitetaan uudeksi nostopakaksi.
log-round-won = { $player } voittaa erän ja saa { $points ->
    [one] { $points } pisteen
   *[other] { $points } pistettä
}.
log-game-won = { $player } voittaa pelin: { $points ->
    [one] { $points } piste
   *[other] { $points } pistettä
}!
cards-left = { $count ->
    [one] { $count } kortti jäljellä
   *[other] { $count } korttia jäljellä
}

# Jump-in and teams (house options, issue 23): the move log
log-jump-in = { $player } hyppää väliin ennen pelaajaa { $other }!
