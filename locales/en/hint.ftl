## The table's hint (H) with the expert's figures (issue 33): a setting, and what the hint then says.
## $chance and $other_chance are whole percentages: the chance to win the round after the move.
ui-look-hint-figures = Hint with win chances
ui-look-help-hint-figures = The hint (H) asks the expert and shows each move's chance to win the round.
ui-hint-weighing = The expert is weighing your moves…
ui-hint-figures = The expert would choose: { $move } (win chance { $chance } %)
ui-hint-figures-next = The expert would choose: { $move } (win chance { $chance } %). Next best: { $other } ({ $other_chance } %)

## Issue 41: the hint says why, in one short clause ($why), from what the computer player weighed.
## $player: a seat's name; $count: cards; $color: r, y, g or b; $points: a card's points.
ui-hint-says-why = The normal computer player would choose: { $move } ({ $why })
hint-why-out = it is your last card
hint-why-only = the only card you may play
hint-why-nothing = none of your cards fits
hint-why-follow = { $count ->
    [one] you still hold one more { $color ->
        [r] red
        [y] yellow
        [g] green
       *[b] blue
    } card
   *[other] you still hold { $count } more { $color ->
        [r] red
        [y] yellow
        [g] green
       *[b] blue
    } cards
}
hint-why-points = it gets rid of { $points ->
    [one] one point
   *[other] { $points } points
}
hint-why-hold = it keeps your wild card for later
hint-why-house = its house rule works for you
hint-why-threat = { $player } has only { $count ->
    [one] one card
   *[other] { $count } cards
} left
hint-why-hits = it holds { $player } back
hint-why-reverse = it turns play away from { $player }, who has { $count ->
    [one] one card
   *[other] { $count } cards
}
hint-why-bluff = a Wild Draw Four now could be challenged
hint-why-shuffle = your hand is bigger than the others'
hint-why-fewer = { $player } holds fewer cards than you
hint-why-towers = it takes a tower
hint-why-team = it helps your partner { $player }
