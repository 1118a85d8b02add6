## Expertens genomgång av ett avslutat spel (issue 33). Se en/review.ftl för förklaringar.

review-move-wild = { $card } ({ $color })

review-cli-line = { $number }. Drag { $move }: valde { $chosen } ({ $chosen_chance } %), bäst { $best } ({ $best_chance } %)
review-summary = { $player }: { $decisions } beslut, { $matched } som experten skulle ha spelat, { $costly ->
    [one] { $costly } dyrt
   *[other] { $costly } dyra
} (det dyraste kostade { $worst ->
    [one] { $worst } procentenhet
   *[other] { $worst } procentenheter
})
review-no-file = Det finns ingen reprisfil i { $path }.
review-bad-file = Reprisen { $path } kan inte gås igenom: filen är skadad ({ $detail }).
review-bad-seat = Spelet har ingen plats { $seat }: välj en plats från 1 till { $players }.

review-button = Genomgång
review-title = Genomgång: { $player }
review-working = Experten går igenom dina beslut: { $done } av { $total }
review-cancel = Avbryt
review-back = Tillbaka
review-failed = Genomgången avbröts: { $detail }
review-nothing = Inget att gå igenom: alla drag i spelet var tvingade.
review-line-label = Din chans att vinna omgången efter varje beslut
review-costly-title = De dyraste besluten
review-no-costly = Inget beslut kostade mer än { $points ->
    [one] { $points } procentenhet
   *[other] { $points } procentenheter
}.
## said after review-no-costly only when the reviewed player won the game
review-well-played = Snyggt spelat!
review-decision = Beslut { $number }: ditt drag var { $chosen } ({ $chosen_chance } %), det bättre var { $best } ({ $best_chance } %).
review-well-title = Det här gick bra
review-well-matched = { $matched } av dina { $decisions } beslut var samma som expertens.
review-well-found = Beslut { $number }: du hittade det bästa draget ({ $move }); det näst bästa var { $points ->
    [one] { $points } procentenhet
   *[other] { $points } procentenheter
} sämre.
review-show-moment = Visa det här läget
review-show-better = Spela det bättre draget
review-moment = Beslut { $number }: bordet innan du valde { $chosen }
review-decision-good = Beslut { $number }: ditt drag var { $chosen } ({ $chosen_chance } %), samma som expertens.
review-legend-chosen = Ditt drag
review-legend-best = Det bästa draget
review-legend-costly = Ett dyrt beslut
review-chip = Beslut { $number }
review-keys = Piltangenterna: välj ett beslut · Enter: visa det på bordet
review-showing = Beslut { $number }: det bättre draget, { $best }

review-why-out = Ditt sista kort ({ $best }) hade vunnit omgången direkt.
review-why-uno = Det bättre draget ({ $best }) hade tagit dig ner till ett kort.
review-why-stop-next = { $player } hade bara { $count ->
    [one] ett kort
   *[other] { $count } kort
} kvar, och det bättre draget ({ $best }) hade hållit emot.
review-why-kept-wild = Du gjorde av med en joker ({ $chosen }) fast ett annat kort passade ({ $best }); en sparad joker är en väg ut senare.
review-why-shed = Att dra gav dig ett kort till; att spela det bättre kortet ({ $best }) hade gjort dig av med ett.
review-why-challenge = Det lönade sig att utmana: { $best_chance } % chans att vinna omgången mot { $chosen_chance } %.
review-why-accept = Att godta var det säkrare svaret: { $best_chance } % chans att vinna omgången mot { $chosen_chance } %.
review-why-colour = Färgen { $color } passade din hand: du hade { $held ->
    [one] ett sådant kort
   *[other] { $held } sådana kort
}, och { $unseen ->
    [one] { $unseen } till var fortfarande dolt
   *[other] { $unseen } till var fortfarande dolda
}.
review-why-colours = Efter det bättre draget ({ $best }) hade din hand haft { $colours_best ->
    [one] { $colours_best } färg
   *[other] { $colours_best } färger
} kvar, efter ditt ({ $chosen }) { $colours_chosen }: färre färger, färre drag utan något som passar.
review-why-search = I { $worlds ->
    [one] { $worlds } giv
   *[other] { $worlds } given
} av korten du inte kunde se gav experten det bättre draget ({ $best }) { $best_chance } % och ditt ({ $chosen }) { $chosen_chance } %.
