### Rule book: the classic game (English).
### Format: rules-classic-<section>-title is the heading, rules-classic-<section> the text;
### paragraphs are separated by a blank line; .cards lists the card codes drawn beside the section.

rules-classic-title = The Classic Game

rules-classic-different-title = What is different in this edition
rules-classic-different =
    This is UNO as it has always been played, and the game the other editions start from: 108
    cards, points for the cards left in the other hands, and 500 points to win.

    A Wild Draw Four may be challenged when you think it was a bluff. The blank cards option adds a
    blank card in each colour that carries a house rule of your choice.
    .cards = W4 rD2 gR bS

rules-classic-aim-title = The aim of the game
rules-classic-aim =
    Be the first to get rid of every card in your hand. Each round ends the moment one player has
    played their last card, and that player scores points for the cards the others are still
    holding.

    The points of each round are added up, and the first player to reach the target score (500
    unless you choose another) wins the game. The classic game is for 2 to 10 players: people at
    this computer, computer players, or both.
    .cards = r7 g3 b9

rules-classic-setup-title = Getting ready
rules-classic-setup =
    The deck has 108 cards in four colours: red, yellow, green and blue. Each colour has one 0, two
    of every number from 1 to 9, and two each of Skip, Reverse and Draw Two. On top of that come
    four Wild cards and four Wild Draw Four cards. With the blank cards option the deck has 112
    cards: one blank card in each colour.

    Before the first round, every player draws one card. The highest number deals; action cards and
    wild cards count as zero here. If several players tie for the highest number, only they draw
    again. The cards go back into the deck afterwards. In every later round the deal passes to the
    next player on the left.

    The dealer shuffles and deals seven cards to each player, one at a time, starting with the
    player on their left. The rest of the deck is placed face down as the draw pile, and its top
    card is turned over to start the discard pile. The player to the dealer's left begins, and play
    goes clockwise. The game shuffles and deals for you; you only have to watch.

rules-classic-first-card-title = The first card
rules-classic-first-card =
    The card turned over to start the discard pile may change how the round begins.

    A number card: nothing special happens. The player to the dealer's left starts by matching it.

    A Draw Two: the first player draws two cards and loses the turn, so the player after them
    starts.

    A Reverse: the dealer plays first, and play goes counter-clockwise, to the dealer's right.

    A Skip: the first player loses the turn, and the player after them starts.

    A Wild card: the first player chooses the colour and then takes the turn as usual.

    A Wild Draw Four: it goes back into the draw pile at a random place (never on top), and the next
    card is turned over instead. This repeats until another card shows.

    A blank card (only with the blank cards option): it simply sets the colour. The house rule it
    carries does not happen at the start.
    .cards = rD2 gR bS W W4

rules-classic-turn-title = Your turn
rules-classic-turn =
    On your turn you either play one card from your hand onto the discard pile, or draw one card
    from the draw pile.

    A card may be played when it matches the top card of the discard pile in colour, in number, or
    in symbol. On a red 7 you may play any red card or any 7. A Skip may go on another Skip, a Draw
    Two on another Draw Two, and so on. After a wild card, the colour its player chose counts as the
    colour to match. Wild cards can always be played.

    You may draw a card even when you could play one. If the card you draw can be played, you may
    play it at once; it must be that card, not another one from your hand. You may also keep it, and
    then your turn is over. If the drawn card cannot be played, your turn is over straight away.

    When the draw pile runs out, the discard pile except its top card is shuffled into a new draw
    pile. In the rare case that there is nothing at all left to draw, the draw gives you nothing and
    the turn passes on. Cards that a player has to draw as a penalty are taken as far as there are
    any.
    .cards = r7 b7 r2 rS

rules-classic-cards-title = The cards
rules-classic-cards =
    Number cards (0 to 9) have no special effect. They are worth their number in points.

    Skip: the next player loses their turn.

    Reverse: the direction of play changes, from clockwise to counter-clockwise or back again. With
    only two players, a Reverse works like a Skip: the player who played it plays again.

    Draw Two: the next player draws two cards and loses their turn.

    Wild: you choose the colour play goes on with. You may choose any colour, the current one too,
    and you may play a Wild even when you hold other cards that could be played.

    Wild Draw Four: you choose the colour, and the next player draws four cards and loses their
    turn. You may only play it when you hold no other card of the colour in play. Cards of other
    colours with the same number or symbol do not count. The game does not stop you from playing it
    anyway: that is a bluff, and the next player may challenge it.

    Challenge: only the player who would draw the four cards can challenge, and only before drawing.
    The challenged player's hand is then shown to the challenger alone. If the Wild Draw Four was
    played against the rules, its player draws the four cards instead, and the challenger takes the
    turn as usual. If it was played fairly, the challenger draws six cards and loses the turn.
    Either way the chosen colour stays.
    .cards = b5 yS gR rD2 W W4

rules-classic-uno-title = Calling UNO
rules-classic-uno =
    When a play leaves you with just one card, you must call UNO. In the game you press the UNO
    button, together with that play or before it (for example while you still hold two cards).
    Computer players call it as well, though at the easy levels they sometimes forget.

    If you forget, any other player may catch you, as long as no one else has made a move since. If
    you are caught, you draw two cards (four with the UNO penalty option). You can still save
    yourself: if you call UNO before anyone catches you, you are safe.

    A catch is refused when the player did call UNO, when they no longer hold exactly one card, or
    when the chance has passed. The same rules apply whenever you are left with one card by other
    means, such as a swap of hands with the seven-zero option.

rules-classic-scoring-title = Scoring
rules-classic-scoring =
    A round ends the moment a player has no cards left. If that last card was a Draw Two or a Wild
    Draw Four, the next player still draws those cards (there is no challenge), and they count in
    the score.

    Standard scoring: the winner of the round scores the value of all the cards left in the other
    players' hands. Number cards count their number. Skip, Reverse, Draw Two and blank cards count
    20 points each. Wild and Wild Draw Four count 50 points each.

    Alternative scoring: after each round, every player adds the value of the cards left in their
    own hand to their own total. Here low scores are good. The round's winner adds nothing, because
    their hand is empty.
    .cards = r9 gS W4

rules-classic-winning-title = Winning the game
rules-classic-winning =
    With standard scoring, the first player whose total reaches the target score (500 unless you set
    another) wins the game.

    With alternative scoring, the game ends as soon as any player's total reaches the target. The
    player with the lowest total then wins. If two players tie for the lowest total, the one who
    comes first in seat order wins.

    After a round that does not end the game, the next round is dealt and play goes on.

rules-classic-options-title = House rules and options
rules-classic-options =
    All of these are switched off unless you turn them on when you set up a game, except "Reverse
    skips with two players", which is on until you turn it off.

    Reverse skips with two players: when only two of you play, a Reverse acts as a Skip, so whoever
    played it plays again (the publisher's own rule for two players). Turn it off and a Reverse
    between two players only changes the direction, so the other player plays next.

    Scoring: Standard scoring, Alternative scoring or Single round, as described under Scoring. A
    new game starts with standard scoring.

    Stacking: a Draw Two may be answered with another Draw Two, and a Wild Draw Four with another
    Wild Draw Four (the same kind only). The total passes on to the next player, until someone
    cannot or will not stack and draws the whole total, losing their turn. A Wild Draw Four that has
    been stacked on cannot be challenged; a single one still can.

    Seven-zero: when you play a 7, you swap hands with another player of your choice (with two
    players you may leave it out). When anyone plays a 0, every hand passes to the next player in
    the direction of play. Neither happens when the 7 or the 0 was the player's last card.

    Draw until playable: instead of one card, you keep drawing until you draw a card that can be
    played (or the cards run out). You may then play that card.

    Forced play: if the card you draw can be played, you must play it; you cannot keep it.

    UNO penalty: a player caught without calling UNO draws two cards, or four if you choose.

    Target score: the game is played to 500 points unless you choose another target.

    Blank cards: four blank cards join the deck, one in each colour. When you set up the game you
    choose the house rule they carry. A blank card matches its own colour or another blank card, and
    counts 20 points. These are the rules you can choose from:

    Draw to the colour: the next player draws until they draw a card of the blank card's colour, and
    loses their turn. Wild cards do not stop the drawing.

    Discard the wild cards: every other player puts all their wild cards under the top card of the
    discard pile.

    Three when stuck: if the next player has no card they can play on their turn, they draw three
    cards instead of one, and may play the last of them if it fits.

    Extra turn: you take another turn at once.

    Seven cards: the next player draws up to seven cards, or if they hold more than seven, discards
    the cards of their choice until exactly seven are left.

    No rule: the blank card is a plain coloured card without any effect.

    When the wild cards are discarded and a player is left with none at all, that player has gone
    out and the round ends. If several players empty their hands this way, the first of them in the
    direction of play from the card's player wins the round.
    .cards = rD2 W4 r7 b0 yX

## House options jump-in and teams (issue 23): paragraphs that follow the house-rules section

rules-classic-options-jump-in =
    Jump-in: if you hold a card identical to the top card of the discard pile, you may play it at
    once, even when it is not your turn. Identical means the same colour and the same number, or the
    same colour and the same symbol: a red 7 on a red 7, a blue Skip on a blue Skip. Wild cards
    never jump in, and nobody may jump in on a card they played themselves.

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

rules-classic-options-teams =
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
