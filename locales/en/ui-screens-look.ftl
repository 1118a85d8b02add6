# The screens around the table in the new look (issue 31): menu tiles, switches, podium, charts.

## Main menu: what Continue continues
ui-look-continue-what = { $edition } · { $players ->
    [one] { $players } player
   *[other] { $players } players
} · round { $round }

## Game over: the podium and the match in numbers
ui-look-podium-points = { $points ->
    [one] 1 point
   *[other] { $points } points
}
## a one-round game's podium: the winner's points are what the round was worth, the others' what they still held
ui-look-podium-won = won { $points ->
    [one] 1 point
   *[other] { $points } points
}
ui-look-podium-left = { $points ->
    [one] 1 point
   *[other] { $points } points
} left
ui-look-numbers-title = The match in numbers
ui-look-numbers-rounds = Most rounds won
ui-look-numbers-best = Best round
ui-look-numbers-uno = Most UNO calls
ui-look-numbers-catches = Most catches
## a number of the match shared by three or more players (two are named)
ui-look-numbers-tied = { $count ->
    [one] { $count } player tied
   *[other] { $count } players tied
}

## New game: house options as switches (the name, then what it does in one line)
ui-look-option-stacking = Stacking draw cards
ui-look-option-stacking-effect = Answer a draw card with one; the next player takes all
ui-look-option-forced-play = Forced play of a drawn card
ui-look-option-forced-play-effect = A drawn card that fits must be played
ui-look-option-draw-until-playable = Draw until playable
ui-look-option-draw-until-playable-effect = Keep drawing until a card fits
ui-look-option-seven-zero = Seven swaps, zero rotates
ui-look-option-seven-zero-effect = A 7 swaps hands with someone; a 0 passes every hand on
ui-look-option-two-player-reverse-skips = Reverse skips with two players
ui-look-option-two-player-reverse-skips-effect = With two players, a Reverse works as a Skip
ui-look-option-jump-in = Jump-in
ui-look-option-jump-in-effect = Play an identical card out of turn
ui-look-option-teams = Teams
ui-look-option-teams-effect = Partners sit opposite and win rounds together

## New game: scoring as a segmented control (short words for the three ways)
ui-look-scoring = Scoring
ui-look-scoring-standard = Standard
ui-look-scoring-alternative = Alternative
ui-look-scoring-single-round = One round
