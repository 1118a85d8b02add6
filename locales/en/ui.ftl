### UNO Table: the strings of the user interface (English, the reference language).
### Every other language has the same message ids, attributes and variables.
### Numbers passed as variables choose plural forms by CLDR: { $count -> [one] ... *[other] ... }.

## The language itself (shown in the language list of Settings, in its own language)

language-name = English

## Window

app-title = UNO Table
app-version = version { $v }

## Editions and scoring

edition-classic = Classic
edition-power = Power Towers
edition-modern = Modern
scoring-standard = Standard scoring
scoring-alternative = Alternative scoring
scoring-single_round = Single round

## The house rules a blank card (classic) or a Wild Customizable card (modern) can carry

house-rule-plain = No rule
    .description = The card has no extra effect.
house-rule-draw_until_color = Draw to the colour
    .description = The next player draws until they draw a card of the chosen colour, and loses the turn.
house-rule-discard_wilds = Discard the wild cards
    .description = Every other player puts all their wild cards under the top card of the discard pile.
house-rule-draw_three_if_stuck = Three when stuck
    .description = If the next player cannot play on their turn, they draw three cards instead of one.
house-rule-extra_turn = Extra turn
    .description = The player who played the card takes another turn at once.
house-rule-hand_to_seven = Seven cards
    .description = The next player draws or discards cards until they hold exactly seven.

## Cards
## A card code (r5, gS, b3U, W4, WC2; see RULES.md) is named by one of the messages below:
## a number card by card-number (card-power-number when it bears a tower symbol), a coloured
## action card by card-<rank> with the colour as $color (r, y, g, b), a wild card by card-<code>,
## and the three Wild Customizable cards by card-WC with $number 1 to 3.
## Names are written to stand inside a sentence ("Anna plays a red Skip").

color-name = { $color ->
    [r] red
    [y] yellow
    [g] green
   *[b] blue
}
card-number = { $color ->
    [r] red
    [y] yellow
    [g] green
   *[b] blue
} { $number }
card-power-number = { $color ->
    [r] red
    [y] yellow
    [g] green
   *[b] blue
} { $number } with the { $symbol } symbol
card-S = { $color ->
    [r] red
    [y] yellow
    [g] green
   *[b] blue
} Skip
card-R = { $color ->
    [r] red
    [y] yellow
    [g] green
   *[b] blue
} Reverse
card-D2 = { $color ->
    [r] red
    [y] yellow
    [g] green
   *[b] blue
} Draw Two
card-D1 = { $color ->
    [r] red
    [y] yellow
    [g] green
   *[b] blue
} Draw One
card-T2 = { $color ->
    [r] red
    [y] yellow
    [g] green
   *[b] blue
} Take Two Towers
card-X = { $color ->
    [r] red
    [y] yellow
    [g] green
   *[b] blue
} blank card
card-W = Wild
card-W4 = Wild Draw Four
card-WT = Wild Take-a-Tower
card-WS = Wild Shuffle Hands
card-WC = Wild Customizable { $number }
## a custom wild or a blank card, with the house rule it carries at the table
card-with-rule = { $card } ({ $rule })
## what a card's house rule does: the card and its rule named, then the rule's one-line effect
ui-card-rule = { $card }: { $effect }
tower-name = { $tower } tower

## The move log: one sentence for each thing that happens at the table
## $player, $other, $catcher: names; $card: a card name made by the card messages above;
## $color: always a colour code (r, y, g, b), never a word: choose the word with a selector;
## $tower: the tower's symbol (U, N, O, !); $count, $points: numbers (plural selectors).

log-play = { $player } plays a { $card }.
log-play-wild = { $player } plays a { $card } and picks { $color ->
    [r] red
    [y] yellow
    [g] green
   *[b] blue
}.
log-draw = { $player } draws { $count ->
    [one] { $count } card
   *[other] { $count } cards
}.
log-draw-penalty = { $player } draws { $count ->
    [one] { $count } card
   *[other] { $count } cards
} and loses the turn.
log-keep = { $player } keeps the drawn card.
log-skip = { $player } loses the turn.
log-reverse = The direction of play is reversed.
log-uno = { $player } calls UNO!
log-uno-caught = { $catcher } catches { $player } without UNO: { $player } draws { $count ->
    [one] { $count } card
   *[other] { $count } cards
}.
log-challenge = { $player } challenges the Wild Draw Four.
log-challenge-guilty = The challenge succeeds: { $player } draws { $count ->
    [one] { $count } card
   *[other] { $count } cards
}.
log-challenge-innocent = The challenge fails: { $player } draws { $count ->
    [one] { $count } card
   *[other] { $count } cards
}.
log-tower-taken = { $player } takes the { $tower } tower.
log-tower-blocks = { $player }'s { $tower } tower blocks the { $card }.
log-four-towers = { $player } holds all four towers and discards { $count ->
    [one] { $count } card
   *[other] { $count } cards
}.
log-shuffle-hands = { $player } gathers every hand, shuffles and deals them out again.
log-swap-hands = { $player } swaps hands with { $other }.
log-rotate-hands = Every hand passes to the next player.
log-discard = { $player } discards { $count ->
    [one] { $count } card
   *[other] { $count } cards
}.
log-reshuffle = The discard pile is shuffled into a new draw pile.
log-round-won = { $player } wins the round and scores { $points ->
    [one] { $points } point
   *[other] { $points } points
}.
log-game-won = { $player } wins the game with { $points ->
    [one] { $points } point
   *[other] { $points } points
}!
cards-left = { $count ->
    [one] { $count } card left
   *[other] { $count } cards left
}

# Jump-in and teams (house options, issue 23): the move log
log-jump-in = { $player } jumps in, ahead of { $other }!
