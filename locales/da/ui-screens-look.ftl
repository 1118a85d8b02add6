# The screens around the table in the new look (issue 31): menu tiles, switches, podium, charts.

## Main menu: what Continue continues
ui-look-continue-what = { $edition } · { $players ->
    [one] { $players } spiller
   *[other] { $players } spillere
} · runde { $round }

## Game over: the podium and the match in numbers
ui-look-podium-points = { $points ->
    [one] 1 point
   *[other] { $points } point
}
## a one-round game's podium: the winner's points are what the round was worth, the others' what they still held
ui-look-podium-won = vandt { $points ->
    [one] 1 point
   *[other] { $points } point
}
ui-look-podium-left = { $points ->
    [one] 1 point
   *[other] { $points } point
} tilbage
ui-look-numbers-title = Spillet i tal
ui-look-numbers-rounds = Flest vundne runder
ui-look-numbers-best = Bedste runde
ui-look-numbers-uno = Flest UNO-råb
ui-look-numbers-catches = Flest fangster
## a number of the match shared by three or more players (two are named)
ui-look-numbers-tied = { $count ->
    [one] { $count } spiller deler
   *[other] { $count } spillere deler
}

## New game: house options as switches (the name, then what it does in one line)
ui-look-option-stacking = Stabling af trækkort
ui-look-option-stacking-effect = Svar på et trækkort med et nyt; næste spiller trækker det hele
ui-look-option-forced-play = Trukket kort skal spilles
ui-look-option-forced-play-effect = Et trukket kort, der passer, skal lægges
ui-look-option-draw-until-playable = Træk til et kort passer
ui-look-option-draw-until-playable-effect = Bliv ved med at trække, til du kan lægge
ui-look-option-seven-zero = Syv bytter, nul roterer
ui-look-option-seven-zero-effect = En 7'er bytter hånd med en anden; et 0 sender alle hænder videre
ui-look-option-two-player-reverse-skips = Skift retning springer over med to spillere
ui-look-option-two-player-reverse-skips-effect = Med to spillere virker Skift retning som Spring over
ui-look-option-jump-in = Hop ind
ui-look-option-jump-in-effect = Læg et kort magen til det øverste uden for tur
ui-look-option-teams = Hold
ui-look-option-teams-effect = Makkerne sidder over for hinanden og vinder runderne sammen

## New game: scoring as a segmented control (short words for the three ways)
ui-look-scoring = Pointtælling
ui-look-scoring-standard = Almindelig
ui-look-scoring-alternative = Alternativ
ui-look-scoring-single-round = Én runde
