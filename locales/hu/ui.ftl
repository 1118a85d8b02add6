### UNO Table: a felhasználói felület szövegei (magyar).
### Ugyanazok az azonosítók, attribútumok és változók, mint az angol ui.ftl-ben.
### Számnév után a magyarban egyes szám áll (1 lap, 5 lap), ezért a legtöbb mondatban nincs szükség
### one/other elágazásra. A kártyanév ($card) mindig alanyesetben áll, a mondatok ehhez igazodnak.

## Maga a nyelv

language-name = Magyar

## Ablak

app-title = UNO Table
app-version = verzió: { $v }

## Változatok és pontozás

edition-classic = Klasszikus
edition-power = Hatalmi tornyok
edition-modern = Modern
scoring-standard = Hagyományos pontozás
scoring-alternative = Alternatív pontozás
scoring-single_round = Egyetlen menet

## Az üres kártya (klasszikus) vagy a testreszabható színválasztó (modern) szabályai

house-rule-plain = Nincs szabály
    .description = A lapnak nincs külön hatása.
house-rule-draw_until_color = Húzás a színig
    .description = A következő játékos addig húz, amíg nem húz egy választott színű lapot, és kimarad.
house-rule-discard_wilds = Színválasztók el
    .description = A többi játékos az összes színválasztó kártyáját a dobópakli legfelső lapja alá teszi.
house-rule-draw_three_if_stuck = Három, ha elakadsz
    .description = Ha a következő játékos nem tud lapot kijátszani a körében, egy helyett három lapot húz.
house-rule-extra_turn = Plusz kör
    .description = Aki kijátszotta a lapot, azonnal még egy kört játszik.
house-rule-hand_to_seven = Hét lap a kézben
    .description = A következő játékos addig húz vagy dob el lapokat, amíg pontosan hét lapja nem lesz.

## Kártyák (alanyesetben)

color-name = { $color ->
    [r] piros
    [y] sárga
    [g] zöld
   *[b] kék
}
card-number = { $color ->
    [r] piros
    [y] sárga
    [g] zöld
   *[b] kék
} { $number ->
    [0] 0-s
    [1] 1-es
    [2] 2-es
    [3] 3-as
    [4] 4-es
    [5] 5-ös
    [6] 6-os
    [7] 7-es
    [8] 8-as
   *[other] { $number }-es
}
card-power-number = { $color ->
    [r] piros
    [y] sárga
    [g] zöld
   *[b] kék
} { $number ->
    [0] 0-s
    [1] 1-es
    [2] 2-es
    [3] 3-as
    [4] 4-es
    [5] 5-ös
    [6] 6-os
    [7] 7-es
    [8] 8-as
   *[other] { $number }-es
} ({ $symbol } jel)
card-S = { $color ->
    [r] piros
    [y] sárga
    [g] zöld
   *[b] kék
} kimaradsz
card-R = { $color ->
    [r] piros
    [y] sárga
    [g] zöld
   *[b] kék
} fordító
card-D2 = { $color ->
    [r] piros
    [y] sárga
    [g] zöld
   *[b] kék
} húzz kettőt
card-D1 = { $color ->
    [r] piros
    [y] sárga
    [g] zöld
   *[b] kék
} húzz egyet
card-T2 = { $color ->
    [r] piros
    [y] sárga
    [g] zöld
   *[b] kék
} szerezz két tornyot
card-X = { $color ->
    [r] piros
    [y] sárga
    [g] zöld
   *[b] kék
} üres lap
card-W = színválasztó
card-W4 = színválasztó húzz négyet
card-WT = színválasztó szerezz egy tornyot
card-WS = színválasztó kézkeverő
card-WC = { $number }. testreszabható színválasztó
## a custom wild or a blank card, with the house rule it carries at the table
card-with-rule = { $card } ({ $rule })
## what a card's house rule does: the card and its rule named, then the rule's one-line effect
ui-card-rule = { $card }: { $effect }
tower-name = { $tower } torony

## Események a játéknaplóban

log-play = { $player } kijátssza: { $card }.
log-play-wild = { $player } kijátssza: { $card }. Új szín: { $color ->
    [r] piros
    [y] sárga
    [g] zöld
   *[b] kék
}.
log-draw = { $player } húz { $count } lapot.
log-draw-penalty = { $player } húz { $count } lapot, és kimarad.
log-keep = { $player } megtartja a húzott lapot.
log-skip = { $player } kimarad.
log-reverse = Megfordul a játék iránya.
log-uno = { $player } elkiáltja: UNO!
log-uno-caught = { $catcher } rajtakapja { $player } játékost, aki nem kiáltott UNO-t: { $player } húz { $count } lapot.
log-challenge = { $player } kihívja a színválasztó húzz négyet kártyát.
log-challenge-guilty = A kihívás sikeres: { $player } húz { $count } lapot.
log-challenge-innocent = A kihívás sikertelen: { $player } húz { $count } lapot.
log-tower-taken = { $player } tornyot szerez: { $tower }.
log-tower-blocks = { $player } tornya ({ $tower }) elhárítja: { $card }.
log-four-towers = { $player } birtokolja mind a négy tornyot, és eldob { $count } lapot.
log-shuffle-hands = { $player } összegyűjti az összes lapot a kezekből, megkeveri, és újra kiosztja őket.
log-swap-hands = { $player } és { $other } kicserélik a lapjaikat.
log-rotate-hands = Mindenki továbbadja a lapjait a következő játékosnak.
log-discard = { $player } eldob { $count } lapot.
log-reshuffle = A dobópaklit megkeverik, ebből lesz az új húzópakli.
log-round-won = { $player } megnyeri a menetet, és { $points } pontot kap.
log-game-won = { $player } { $points } ponttal megnyeri a játékot!
cards-left = { $count } lap maradt

# Jump-in and teams (house options, issue 23): the move log
log-jump-in = { $player } beugrik { $other } elé!
