## Eksperten går gjennom et ferdig spill (issue 33). Se en/review.ftl for forklaringer.

review-move-wild = { $card } ({ $color })

review-cli-line = { $number }. Trekk { $move }: valgte { $chosen } ({ $chosen_chance } %), best { $best } ({ $best_chance } %)
review-summary = { $player }: { $decisions } valg, { $matched } slik eksperten ville spilt, { $costly ->
    [one] { $costly } dyrt
   *[other] { $costly } dyre
} (det dyreste kostet { $worst } prosentpoeng)
review-no-file = Det finnes ingen reprisefil i { $path }.
review-bad-file = Reprisen { $path } kan ikke gjennomgås: filen er skadet ({ $detail }).
review-bad-seat = Spillet har ingen plass { $seat }: velg en plass fra 1 til { $players }.

review-button = Gjennomgang
review-title = Gjennomgang: { $player }
review-working = Eksperten går gjennom valgene dine: { $done } av { $total }
review-cancel = Avbryt
review-back = Tilbake
review-failed = Gjennomgangen stoppet: { $detail }
review-nothing = Ingenting å gå gjennom: alle trekkene i spillet var tvungne.
review-line-label = Sjansen din for å vinne runden etter hvert valg
review-costly-title = De dyreste valgene
review-no-costly = Ingen valg kostet mer enn { $points } prosentpoeng.
## said after review-no-costly only when the reviewed player won the game
review-well-played = Godt spilt!
review-decision = Valg { $number }: du valgte { $chosen } ({ $chosen_chance } %), bedre var { $best } ({ $best_chance } %).
review-well-title = Dette gikk bra
review-well-matched = { $decisions ->
    [one] { $matched } av { $decisions } valg var det samme som ekspertens.
   *[other] { $matched } av de { $decisions } valgene dine var de samme som ekspertens.
}
review-well-found = Valg { $number }: du fant det beste trekket, { $move }; det nest beste var { $points } prosentpoeng dårligere.
review-show-moment = Vis dette øyeblikket
review-show-better = Spill det bedre trekket
review-moment = Valg { $number }: bordet før du valgte { $chosen }
review-decision-good = Valg { $number }: du valgte { $chosen } ({ $chosen_chance } %), akkurat som eksperten ville gjort.
review-legend-chosen = Trekket ditt
review-legend-best = Det beste trekket
review-legend-costly = Et dyrt valg
review-chip = Valg { $number }
review-keys = Piltastene: bla mellom valgene · Enter: vis valget på bordet
review-showing = Valg { $number }: det bedre trekket, { $best }

review-why-out = Det siste kortet ditt, { $best }, ville vunnet runden med en gang.
review-why-uno = Med { $best } hadde du kommet ned i ett kort.
review-why-stop-next = { $player } hadde bare { $count ->
    [one] ett kort
   *[other] { $count } kort
} igjen, og { $best } ville holdt vedkommende tilbake.
review-why-kept-wild = Du brukte et jokerkort ({ $chosen }) selv om { $best } passet; et spart jokerkort er en vei ut senere.
review-why-shed = Å trekke ga deg ett kort til på hånden; å spille { $best } ville kvittet deg med ett.
review-why-challenge = Det lønte seg å utfordre: { $best_chance } % sjanse for å vinne runden mot { $chosen_chance } %.
review-why-accept = Å godta var det tryggeste svaret: { $best_chance } % sjanse for å vinne runden mot { $chosen_chance } %.
review-why-colour = Fargen { $color } passet hånden din: du hadde { $held } kort i den, og { $unseen } til var fortsatt skjult.
review-why-colours = Med { $best } hadde hånden din beholdt { $colours_best ->
    [one] { $colours_best } farge
   *[other] { $colours_best } farger
}, med { $chosen } { $colours_chosen }: færre farger, færre turer uten noe som passer.
review-why-search = I { $worlds ->
    [one] { $worlds } fordeling
   *[other] { $worlds } fordelinger
} av kortene du ikke kunne se, ga eksperten { $best } { $best_chance } % og { $chosen } { $chosen_chance } %.
