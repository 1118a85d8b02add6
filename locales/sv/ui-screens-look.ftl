# The screens around the table in the new look (issue 31): menu tiles, switches, podium, charts.

## Main menu: what Continue continues
ui-look-continue-what = { $edition } · { $players } spelare · omgång { $round }

## Game over: the podium and the match in numbers
ui-look-podium-points = { $points ->
    [one] 1 poäng
   *[other] { $points } poäng
}
## a one-round game's podium: the winner's points are what the round was worth, the others' what they still held
ui-look-podium-won = vann { $points ->
    [one] 1 poäng
   *[other] { $points } poäng
}
ui-look-podium-left = { $points ->
    [one] 1 poäng
   *[other] { $points } poäng
} kvar
ui-look-numbers-title = Spelet i siffror
ui-look-numbers-rounds = Flest vunna omgångar
ui-look-numbers-best = Bästa omgången
ui-look-numbers-uno = Flest UNO-rop
ui-look-numbers-catches = Tog flest utan UNO
## a number of the match shared by three or more players (two are named)
ui-look-numbers-tied = { $count ->
    [one] { $count } spelare delar
   *[other] { $count } spelare delar
}

## New game: house options as switches (the name, then what it does in one line)
ui-look-option-stacking = Stapla dragkort
ui-look-option-stacking-effect = Svara på ett dragkort med ett till; nästa spelare drar allt
ui-look-option-forced-play = Draget kort måste spelas
ui-look-option-forced-play-effect = Ett draget kort som passar måste läggas
ui-look-option-draw-until-playable = Dra tills ett kort passar
ui-look-option-draw-until-playable-effect = Fortsätt dra tills du kan lägga
ui-look-option-seven-zero = Sjua byter, nolla roterar
ui-look-option-seven-zero-effect = En sjua byter hand med någon; en nolla skickar alla händer vidare
ui-look-option-two-player-reverse-skips = Vändkort hoppar över vid två spelare
ui-look-option-two-player-reverse-skips-effect = Med två spelare fungerar Vändkortet som Hoppa över
ui-look-option-jump-in = Hoppa in
ui-look-option-jump-in-effect = Lägg ett likadant kort fast det inte är din tur
ui-look-option-teams = Lag
ui-look-option-teams-effect = Lagkamraterna sitter mittemot och vinner omgångarna ihop

## New game: scoring as a segmented control (short words for the three ways)
ui-look-scoring = Poängräkning
ui-look-scoring-standard = Vanlig
ui-look-scoring-alternative = Alternativ
ui-look-scoring-single-round = En omgång
