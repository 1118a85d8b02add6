# The screens around the table in the new look (issue 31): menu tiles, switches, podium, charts.

## Main menu: what Continue continues
ui-look-continue-what = { $edition } · { $players ->
    [one] { $players } spiller
   *[other] { $players } spillere
} · runde { $round }

## Game over: the podium and the match in numbers
ui-look-podium-points = { $points ->
    [one] 1 poeng
   *[other] { $points } poeng
}
## a one-round game's podium: the winner's points are what the round was worth, the others' what they still held
ui-look-podium-won = vant { $points ->
    [one] 1 poeng
   *[other] { $points } poeng
}
ui-look-podium-left = { $points ->
    [one] 1 poeng
   *[other] { $points } poeng
} igjen
ui-look-numbers-title = Spillet i tall
ui-look-numbers-rounds = Flest vunne runder
ui-look-numbers-best = Beste runde
ui-look-numbers-uno = Flest UNO-rop
ui-look-numbers-catches = Tok flest uten UNO
## a number of the match shared by three or more players (two are named)
ui-look-numbers-tied = { $count ->
    [one] { $count } spiller deler
   *[other] { $count } spillere deler
}

## New game: house options as switches (the name, then what it does in one line)
ui-look-option-stacking = Stabling av trekkort
ui-look-option-stacking-effect = Svar på et trekkort med et nytt; neste spiller trekker alt
ui-look-option-forced-play = Trukket kort må spilles
ui-look-option-forced-play-effect = Et trukket kort som passer, må legges
ui-look-option-draw-until-playable = Trekk til du kan spille
ui-look-option-draw-until-playable-effect = Fortsett å trekke til et kort passer
ui-look-option-seven-zero = Sjuer bytter, null roterer
ui-look-option-seven-zero-effect = En sjuer bytter hånd med noen; en null sender alle hender videre
ui-look-option-two-player-reverse-skips = Snukort hopper over med to spillere
ui-look-option-two-player-reverse-skips-effect = Med to spillere virker snukortet som et stå over-kort
ui-look-option-jump-in = Hopp inn
ui-look-option-jump-in-effect = Legg et helt likt kort utenom tur
ui-look-option-teams = Lag
ui-look-option-teams-effect = Makkerne sitter rett overfor hverandre og vinner rundene sammen

## New game: scoring as a segmented control (short words for the three ways)
ui-look-scoring = Poengberegning
ui-look-scoring-standard = Vanlig
ui-look-scoring-alternative = Alternativ
ui-look-scoring-single-round = Én runde
