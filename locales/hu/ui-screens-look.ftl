# The screens around the table in the new look (issue 31): menu tiles, switches, podium, charts.

## Main menu: what Continue continues
ui-look-continue-what = { $edition } · { $players } játékos · { $round }. menet

## Game over: the podium and the match in numbers
ui-look-podium-points = { $points } pont
## a one-round game's podium: the winner's points are what the round was worth, the others' what they still held
ui-look-podium-won = nyert { $points } pontot
ui-look-podium-left = { $points } pont maradt
ui-look-numbers-title = A játszma számokban
ui-look-numbers-rounds = Legtöbb megnyert menet
ui-look-numbers-best = Legjobb menet
ui-look-numbers-uno = Legtöbb UNO-kiáltás
ui-look-numbers-catches = Legtöbb rajtakapás
## a number of the match shared by three or more players (two are named)
ui-look-numbers-tied = { $count ->
    [one] { $count } játékos holtversenyben
   *[other] { $count } játékos holtversenyben
}

## New game: house options as switches (the name, then what it does in one line)
ui-look-option-stacking = Húzólapok halmozása
ui-look-option-stacking-effect = Húzólapra húzólappal felelhetsz; a következő húzza az egészet
ui-look-option-forced-play = A húzott lap kötelező kijátszása
ui-look-option-forced-play-effect = A húzott lapot ki kell rakni, ha illik
ui-look-option-draw-until-playable = Húzás, amíg nem tudsz rakni
ui-look-option-draw-until-playable-effect = Addig húzol, amíg nincs rakható lapod
ui-look-option-seven-zero = Hetessel csere, nullással körbeadás
ui-look-option-seven-zero-effect = A hetessel lapot cserélsz valakivel, a nullással minden kéz továbbmegy
ui-look-option-two-player-reverse-skips = Két játékosnál a fordító kimaradást jelent
ui-look-option-two-player-reverse-skips-effect = Két játékosnál a fordító kimaradásként hat
ui-look-option-jump-in = Beugrás
ui-look-option-jump-in-effect = Egyező lapot soron kívül is kirakhatsz
ui-look-option-teams = Csapatjáték
ui-look-option-teams-effect = A társak egymással szemben ülnek, és együtt nyerik a meneteket

## New game: scoring as a segmented control (short words for the three ways)
ui-look-scoring = Pontozás
ui-look-scoring-standard = Hagyományos
ui-look-scoring-alternative = Alternatív
ui-look-scoring-single-round = Egy menet
