## The expert's review of a finished game (issue 33): the Review screen, reached from Replays and from
## the game over, and the command `uno-table review FILE`. $chance values are whole percentages; $points
## are percentage points of the chance to win the round. Moves ($chosen, $best, $move) are card names as
## in ui.ftl, or the button words (Draw, Keep it, Challenge, Accept); no sentence starts with one.

review-move-wild = { $card } ({ $color })

## the command line
review-cli-line = { $number }. Move { $move }: chose { $chosen } ({ $chosen_chance }%), best { $best } ({ $best_chance }%)
review-summary = { $player }: { $decisions ->
    [one] { $decisions } decision
   *[other] { $decisions } decisions
}, { $matched } as the expert would play, { $costly } costly (the costliest gave away { $worst ->
    [one] { $worst } percentage point
   *[other] { $worst } percentage points
})
review-no-file = There is no replay file at { $path }.
review-bad-file = The replay { $path } cannot be reviewed: it is damaged ({ $detail }).
review-bad-seat = That game has no seat { $seat }: choose a seat from 1 to { $players }.

## the screen
review-button = Review
review-title = Game review: { $player }
review-working = The expert is going through your decisions: { $done } of { $total }
review-cancel = Cancel
review-back = Back
review-failed = The review stopped: { $detail }
review-nothing = Nothing to review: every move in this game was forced.
review-line-label = Your chance to win the round after each decision
review-costly-title = The most costly decisions
review-no-costly = No decision gave away more than { $points ->
    [one] { $points } percentage point
   *[other] { $points } percentage points
}.
## said after review-no-costly only when the reviewed player won the game
review-well-played = Well played!
review-decision = Decision { $number }: you chose { $chosen } ({ $chosen_chance }%), better was { $best } ({ $best_chance }%).
review-well-title = What went well
review-well-matched = { $decisions ->
    [one] { $matched } of your { $decisions } decision was the expert's own choice.
   *[other] { $matched ->
        [one] { $matched } of your { $decisions } decisions was the expert's own choice.
       *[other] { $matched } of your { $decisions } decisions were the expert's own choice.
    }
}
review-well-found = Decision { $number }: you found the best move, { $move }; the next best was { $points ->
    [one] { $points } percentage point
   *[other] { $points } percentage points
} worse.
review-show-moment = Show this moment
review-show-better = Play the better move
review-moment = Decision { $number }: the table before you chose { $chosen }
review-decision-good = Decision { $number }: you chose { $chosen } ({ $chosen_chance }%), as the expert would have.
review-legend-chosen = Your move
review-legend-best = The best move
review-legend-costly = A costly decision
review-chip = Decision { $number }
review-keys = Arrow keys: choose a decision · Enter: show it on the table
review-showing = Decision { $number }: the better move, { $best }

## why the better move was better: each sentence says only what the table showed and the search measured
review-why-out = Your last card, { $best }, would have won the round at once.
review-why-uno = Playing { $best } would have brought you down to one card.
review-why-stop-next = { $player } had only { $count ->
    [one] one card
   *[other] { $count } cards
} left, and { $best } would have held them back.
review-why-kept-wild = You spent a wild card ({ $chosen }) while { $best } matched; a wild card kept is a way out later.
review-why-shed = Drawing added a card to your hand; playing { $best } would have got rid of one.
review-why-challenge = Challenging was worth it: { $best_chance }% to win the round against { $chosen_chance }%.
review-why-accept = Accepting was the safer answer: { $best_chance }% to win the round against { $chosen_chance }%.
review-why-colour = The colour { $color } suited your hand: you held { $held ->
    [one] { $held } card
   *[other] { $held } cards
} of it, and { $unseen ->
    [one] { $unseen } more was
   *[other] { $unseen } more were
} still out of sight.
review-why-colours = With { $best } your hand would have kept { $colours_best ->
    [one] { $colours_best } colour
   *[other] { $colours_best } colours
}, with { $chosen } { $colours_chosen }: fewer colours, fewer turns without a match.
review-why-search = Over { $worlds ->
    [one] { $worlds } deal
   *[other] { $worlds } deals
} of the cards you could not see, the expert put { $best } at { $best_chance }% and { $chosen } at { $chosen_chance }%.
