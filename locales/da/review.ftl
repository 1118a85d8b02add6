## Eksperten gennemgår et færdigt spil (issue 33). Se en/review.ftl for forklaringer.

review-move-wild = { $card } ({ $color })

review-cli-line = { $number }. Træk { $move }: valgte { $chosen } ({ $chosen_chance } %), bedst { $best } ({ $best_chance } %)
review-summary = { $player }: { $decisions } valg, { $matched } som eksperten ville spille, { $costly ->
    [one] { $costly } dyrt
   *[other] { $costly } dyre
} (det dyreste kostede { $worst } procentpoint)
review-no-file = Der er ingen genafspilningsfil i { $path }.
review-bad-file = Genafspilningen { $path } kan ikke gennemgås: filen er beskadiget ({ $detail }).
review-bad-seat = Spillet har ingen plads { $seat }: vælg en plads fra 1 til { $players }.

review-button = Gennemgang
review-title = Gennemgang: { $player }
review-working = Eksperten gennemgår dine valg: { $done } af { $total }
review-cancel = Annuller
review-back = Tilbage
review-failed = Gennemgangen stoppede: { $detail }
review-nothing = Intet at gennemgå: alle træk i spillet var tvungne.
review-line-label = Din chance for at vinde runden efter hvert valg
review-costly-title = De dyreste valg
review-no-costly = Intet valg kostede mere end { $points } procentpoint.
## said after review-no-costly only when the reviewed player won the game
review-well-played = Godt spillet!
review-decision = Valg { $number }: du valgte { $chosen } ({ $chosen_chance } %), det bedre valg var { $best } ({ $best_chance } %).
review-well-title = Det gik godt
review-well-matched = { $matched } af dine { $decisions } valg var de samme som ekspertens.
review-well-found = Valg { $number }: du fandt det bedste træk ({ $move }); det næstbedste var { $points } procentpoint dårligere.
review-show-moment = Vis dette øjeblik
review-show-better = Spil det bedre træk
review-moment = Valg { $number }: bordet, før du valgte { $chosen }
review-decision-good = Valg { $number }: du valgte { $chosen } ({ $chosen_chance } %), ligesom eksperten ville have gjort.
review-legend-chosen = Dit træk
review-legend-best = Det bedste træk
review-legend-costly = Et dyrt valg
review-chip = Valg { $number }
review-keys = Piletasterne: gå mellem valgene · Enter: vis valget på bordet
review-showing = Valg { $number }: det bedre træk, { $best }

review-why-out = Dit sidste kort ({ $best }) ville have vundet runden med det samme.
review-why-uno = Det bedre træk ({ $best }) havde bragt dig ned på ét kort.
review-why-stop-next = { $player } havde kun { $count ->
    [one] ét kort
   *[other] { $count } kort
} tilbage, og det bedre træk ({ $best }) ville have bremset vedkommende.
review-why-kept-wild = Du brugte en joker ({ $chosen }), selvom et andet kort passede ({ $best }); en gemt joker er en vej ud senere.
review-why-shed = Ved at trække fik du et kort mere på hånden; det bedre kort ({ $best }) ville have skaffet dig af med et.
review-why-challenge = Det betalte sig at udfordre: { $best_chance } % chance for at vinde runden mod { $chosen_chance } %.
review-why-accept = Det var sikrere at acceptere: { $best_chance } % chance for at vinde runden mod { $chosen_chance } %.
review-why-colour = Farven { $color } passede til din hånd: du havde { $held } kort i den, og { $unseen } mere var stadig skjult.
review-why-colours = Efter det bedre træk ({ $best }) havde din hånd beholdt { $colours_best ->
    [one] { $colours_best } farve
   *[other] { $colours_best } farver
}, efter dit ({ $chosen }) { $colours_chosen }: færre farver, færre ture uden noget, der passer.
review-why-search = I { $worlds ->
    [one] { $worlds } fordeling
   *[other] { $worlds } fordelinger
} af de kort, du ikke kunne se, gav eksperten det bedre træk ({ $best }) { $best_chance } % og dit ({ $chosen }) { $chosen_chance } %.
