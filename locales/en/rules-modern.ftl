### Rule book: the modern edition (English).
### Format: rules-modern-<section>-title is the heading, rules-modern-<section> the text;
### paragraphs are separated by a blank line; .cards lists the card codes drawn beside the section.

rules-modern-title = The Modern Game

rules-modern-different-title = What is different in this edition
rules-modern-different =
    The basic game is a single round: the first player to empty their hand wins, and keeping score
    is an option. A Wild Draw Four may only be played with no other card of the colour in play and
    no other wild card.

    New cards: Wild Shuffle Hands gathers every hand and deals them out again, and the three Wild
    Customizable cards each carry a house rule.
    .cards = WS WC1 W4

rules-modern-aim-title = The aim of the game
rules-modern-aim =
    Be the first to get rid of every card in your hand. In the basic game that is all it takes: the
    first player to play their last card wins.

    If you prefer a longer game, keep score over several rounds: the winner of each round scores
    points for the cards the others are still holding, and the first player to reach the target
    score wins. The modern game is for 2 to 10 players.
    .cards = y4 WS WC1

rules-modern-setup-title = Getting ready
rules-modern-setup =
    The deck has 112 cards in four colours: red, yellow, green and blue. Each colour has one 0, two
    of every number from 1 to 9, and two each of Skip, Reverse and Draw Two. On top of that come
    four Wild cards, four Wild Draw Four cards, one Wild Shuffle Hands card and three Wild
    Customizable cards.

    To choose the dealer, every player draws one card and the highest number deals (action and wild
    cards count as zero); tied players draw again among themselves. In later rounds the deal passes
    to the left.

    The dealer shuffles and deals seven cards to each player, one at a time, starting on their left.
    The rest becomes the face-down draw pile, and its top card is turned over to start the discard
    pile. The player to the dealer's left begins, and play goes clockwise.

rules-modern-first-card-title = The first card
rules-modern-first-card =
    The round always starts on a number card. If the card turned over is an action card or a wild
    card of any kind, it goes back into the draw pile at a random place (never on top), and the next
    card is turned over. This repeats until a number card shows.

    Then the player to the dealer's left starts by matching it, and play goes clockwise.
    .cards = g6 rS W

rules-modern-turn-title = Your turn
rules-modern-turn =
    On your turn you either play one card from your hand onto the discard pile, or draw one card
    from the draw pile.

    A card may be played when it matches the top card of the discard pile in colour, in number, or
    in symbol. On a green 6 you may play any green card or any 6, and action cards may go on the
    same action card of another colour. After a wild card, the colour its player chose is the colour
    to match. Wild cards can always be played.

    You may draw a card even when you could play one. If the card you draw can be played, you may
    play it at once (only that card), or keep it and end your turn. If it cannot be played, your
    turn is over.

    When the draw pile runs out, the discard pile except its top card is shuffled into a new draw
    pile. If there is nothing at all left to draw, the turn simply passes on.
    .cards = g6 b6 g2

rules-modern-cards-title = The cards
rules-modern-cards =
    Number cards (0 to 9) count their number in points.

    Skip: the next player loses their turn.

    Reverse: the direction of play changes. With only two players, a Reverse works like a Skip: the
    player who played it plays again.

    Draw Two: the next player draws two cards and loses their turn.

    Wild: choose the colour play goes on with (the current one too). You may play it even when other
    cards in your hand could be played.

    Wild Draw Four: choose the colour, and the next player draws four cards and loses their turn.
    You may only play it when you hold no other card of the colour in play and no other wild card of
    any kind. The game lets you bluff, and the next player may challenge before drawing. The
    challenged hand is shown to the challenger alone. If the card was played against the rules, its
    player draws the four cards instead and the challenger takes the turn as usual. If it was played
    fairly, the challenger draws six cards and loses the turn. The chosen colour stays either way.

    Wild Shuffle Hands: choose the colour. Then every card in every hand, yours included, is
    gathered and shuffled, and dealt out one at a time, starting with the next player in the
    direction of play, until none remain. Players may end up with more or fewer cards than before.
    Play then goes on in the same direction.

    Wild Customizable: a wild card that also carries a house rule, chosen for each of the three
    cards when you set up the game. See the next section.
    .cards = rS yR bD2 W W4 WS WC1

rules-modern-custom-cards-title = The customizable cards
rules-modern-custom-cards =
    The three Wild Customizable cards are wild: they can be played on anything, and their player
    chooses the colour play goes on with. When you set up a game, you choose the rule each of the
    three cards carries. When one is played, its rule happens too.

    Draw to the colour: the next player draws until they draw a card of the chosen colour, and loses
    their turn. Wild cards do not stop the drawing. It also stops if the cards run out.

    Discard the wild cards: every other player puts all their wild cards under the top card of the
    discard pile. A player left with no cards at all has gone out, and the round ends. If several
    players empty their hands at once, the first of them in the direction of play from the card's
    player wins the round.

    Three when stuck: if the next player has no card they can play on their turn, they draw three
    cards instead of one, and may play the last of them if it fits.

    Extra turn: the player who played the card takes another turn at once.

    Seven cards: the next player draws cards until they hold seven. If they hold more than seven,
    they choose cards to discard under the top card of the discard pile until exactly seven are
    left. Then they play their turn as usual.

    No rule: the card is a plain Wild.
    .cards = WC1 WC2 WC3

rules-modern-uno-title = Calling UNO
rules-modern-uno =
    When a play leaves you with just one card, you must call UNO: press the UNO button together with
    that play or before it. Computer players call it too, though at the easy levels they sometimes
    forget.

    If you forget, any other player may catch you, as long as no one else has made a move since. If
    you are caught, you draw two cards (four with the UNO penalty option). If you call UNO yourself
    before anyone catches you, you are safe.

    A catch is refused when the player did call UNO, no longer holds exactly one card, or when the
    chance has passed. The same holds when a Wild Shuffle Hands deal, a swap of hands or a discard
    leaves you with one card: call UNO straight away.

rules-modern-scoring-title = Scoring
rules-modern-scoring =
    A round ends the moment a player has no cards left. If that last card was a Draw Two or a Wild
    Draw Four, the next player still draws those cards (there is no challenge). If it was a Wild
    Shuffle Hands or a Wild Customizable card, the round simply ends and its effect does not happen.

    Single round: the basic game. The first player to empty their hand wins, and no score is kept.

    Standard scoring: the winner of the round scores the value of all the cards left in the other
    players' hands. Number cards count their number. Skip, Reverse and Draw Two count 20 points
    each. Wild, Wild Draw Four, Wild Shuffle Hands and Wild Customizable count 50 points each.

    Alternative scoring: after each round, every player adds the value of the cards left in their
    own hand to their own total, so low scores are good.
    .cards = r9 yR W WS

rules-modern-winning-title = Winning the game
rules-modern-winning =
    In a single round game, the winner of the round wins the game.

    With standard scoring, the first player whose total reaches the target score (500 unless you set
    another) wins the game.

    With alternative scoring, the game ends as soon as any player's total reaches the target, and
    the player with the lowest total wins. If two players tie for the lowest total, the one who
    comes first in seat order wins.

rules-modern-options-title = House rules and options
rules-modern-options =
    All of these are switched off unless you turn them on when you set up a game, except "Reverse
    skips with two players", which is on until you turn it off.

    Reverse skips with two players: when only two of you play, a Reverse acts as a Skip, so whoever
    played it plays again (the publisher's own rule for two players). Turn it off and a Reverse
    between two players only changes the direction, so the other player plays next.

    Scoring: Single round, Standard scoring or Alternative scoring, as described under Scoring. A
    new modern game is a single round, the basic game; keeping score is an option.

    Custom wild 1, 2 and 3: the house rule each of the three Wild Customizable cards carries, chosen
    from the rules listed under The customizable cards. No rule makes it a plain wild.

    Stacking: a Draw Two may be answered with another Draw Two, and a Wild Draw Four with another
    Wild Draw Four (the same kind only). The total passes on until someone cannot or will not stack
    and draws the whole total, losing their turn. A stacked Wild Draw Four cannot be challenged; a
    single one still can.

    Seven-zero: when you play a 7, you swap hands with another player of your choice (with two
    players you may leave it out). When anyone plays a 0, every hand passes to the next player in
    the direction of play. Neither happens when the 7 or the 0 was the player's last card.

    Draw until playable: instead of one card, you keep drawing until you draw a card that can be
    played (or the cards run out). You may then play that card.

    Forced play: if the card you draw can be played, you must play it.

    UNO penalty: a player caught without calling UNO draws two cards, or four if you choose.

    Target score: with standard or alternative scoring, the game is played to 500 points unless you
    choose another target.
    .cards = yD2 W4 g7 r0

## House options jump-in and teams (issue 23): paragraphs that follow the house-rules section

rules-modern-options-jump-in =
    Jump-in: if you hold a card identical to the top card of the discard pile, you may play it at
    once, even when it is not your turn. Identical means the same colour and the same number, or the
    same colour and the same symbol: a red 7 on a red 7, a blue Skip on a blue Skip. Wild cards
    never jump in (nor do Wild Shuffle Hands and the Wild Customizable cards), and nobody may jump
    in on a card they played themselves.

    Play then goes on from you as if it were your turn, and the players in between lose their
    chance. Your card does everything it would do on your turn: after a Skip the player after you
    loses their turn, after a Reverse play turns back from you, and after a Draw Two the player
    after you draws (the player the first card hit keeps what they drew).

    You may only jump in while the game waits for an ordinary turn, never while a decision is
    pending: while a colour is being chosen, while a Wild Draw Four may be challenged, while a stack
    is to be answered, while a player picks cards to discard, or while the player on turn decides
    about a card they have just drawn. When the next turn begins, you may jump in again if the card
    is still on top. The first card turned over counts too, once its effect is over. Be quick: if
    the player on turn plays first, your chance is gone. If a jump-in leaves you with one card, you
    must call UNO as with any other play.

rules-modern-options-teams =
    Teams: with 4, 6, 8 or 10 players you can play in teams of two. Partners sit opposite each
    other, with as many players between them on one side as on the other. When one partner goes out,
    the team wins the round for both of them.

    Standard scoring: the team scores the cards left in the hands of all the other teams; the
    partner's cards do not count. Alternative scoring: each team adds the cards left in both
    partners' hands to its total. Single round: the team of the player who went out wins the game.
    Partners share one total, and the target score is for the team: with standard scoring the first
    team to reach it wins; with alternative scoring the game ends as soon as a team reaches it, and
    the team with the lowest total wins.

    Partners do not see each other's hands, and apart from the scoring they are players like any
    other: you may jump in on your partner's card, and catch them if they forget to call UNO. In the
    statistics a team's win counts for both partners.
