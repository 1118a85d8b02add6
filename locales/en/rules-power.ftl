### Rule book: the Power Towers edition (English).
### Format: rules-power-<section>-title is the heading, rules-power-<section> the text;
### paragraphs are separated by a blank line; .cards lists the card codes drawn beside the section.

rules-power-title = Power Towers

rules-power-different-title = What is different in this edition
rules-power-different =
    Classic UNO with four power towers. A number card with a power symbol hands you its tower, and
    each tower blocks one kind of card played against you: U blocks Draw One, N Draw Two, O Wild
    Draw Four and ! Skip.

    The deck has 112 cards and no zeros. Draw One, Take Two Towers and Wild Take-a-Tower are new.
    .cards = b5U rD1 yT2 WT

rules-power-aim-title = The aim of the game
rules-power-aim =
    Grab the power and get rid of your cards! Be the first to play every card in your hand. The
    round ends the moment one player has played their last card, and that player scores points for
    the cards the others are still holding.

    Four power towers, marked U, N, O and !, protect whoever owns them against one kind of attack
    each. The points of each round are added up, and the first player to reach the target score (500
    unless you choose another) wins. Power Towers is for 2 to 10 players.
    .cards = r1U b2N g3O y4!

rules-power-setup-title = Getting ready
rules-power-setup =
    The deck has 112 cards in four colours: red, yellow, green and blue. There are no zeros. Each
    colour has two of every number from 1 to 9, two Draw One cards, two Draw Two cards, two Skips,
    one Reverse and one Take Two Towers card. On top of that come four Wild Take-a-Tower cards and
    four Wild Draw Four cards.

    Some number cards also bear a power symbol. In every colour, one of the two 1s and one of the
    two 5s bear U, one 2 and one 6 bear N, one 3 and one 7 bear O, and one 4 and one 8 bear !. The
    9s and the other copies bear none. So each symbol appears twice in each colour.

    The four towers start in the tray beside the table, owned by nobody. To choose the dealer, every
    player draws one card and the highest number deals (action and wild cards count as zero); tied
    players draw again among themselves. In later rounds the deal passes to the left.

    The dealer shuffles and deals seven cards to each player, one at a time, starting on their left.
    The rest becomes the face-down draw pile, and its top card is turned over to start the discard
    pile. The player to the dealer's left begins, and play goes clockwise.

rules-power-first-card-title = The first card
rules-power-first-card =
    The card turned over to start the discard pile may change how the round begins. Nobody played it
    against anyone, so no tower can block its effect, and nobody takes a tower because of it.

    A number card, with or without a power symbol: nothing special happens.

    A Draw One or a Draw Two: the first player draws one or two cards and loses the turn.

    A Reverse: the dealer plays first, and play goes counter-clockwise.

    A Skip: the first player loses the turn, and the player after them starts.

    A Take Two Towers: nobody takes towers. The first player simply has to match it, as any card.

    A Wild Take-a-Tower: nobody takes a tower. The first player chooses the colour, then plays.

    A Wild Draw Four: it goes back into the draw pile at a random place (never on top), and the next
    card is turned over instead.
    .cards = rD1 bD2 gR yS rT2 WT W4

rules-power-turn-title = Your turn
rules-power-turn =
    On your turn you either play one card from your hand onto the discard pile, or draw one card
    from the draw pile.

    A card may be played when it matches the top card of the discard pile in colour, in number, or
    in symbol (a Skip on a Skip, a Draw One on a Draw One, and so on). After a wild card, the colour
    its player chose is the colour to match. Wild cards can always be played.

    The power symbols U, N, O and ! never match anything by themselves. A red 3 with the O symbol
    matches red cards and 3s, like any red 3.

    You may draw a card even when you could play one. If the card you draw can be played, you may
    play it at once (only that card), or keep it and end your turn. If it cannot be played, your
    turn is over.

    When the draw pile runs out, the discard pile except its top card is shuffled into a new draw
    pile. If there is nothing at all left to draw, the turn simply passes on.
    .cards = r3O r8 b3

rules-power-cards-title = The cards
rules-power-cards =
    Number cards (1 to 9) count their number in points. A number card with a power symbol also hands
    you that tower when you play it: see the Power towers section.

    Draw One: the next player draws one card and loses their turn.

    Draw Two: the next player draws two cards and loses their turn.

    Skip: the next player loses their turn.

    Reverse: the direction of play changes. With only two players, a Reverse works like a Skip: the
    player who played it plays again. It is still a Reverse, so the ! tower does not stop it.

    Take Two Towers: take any two towers you do not own yet, from the tray, from other players, or
    one from each. If you already own three towers, you take the last one.

    Wild Take-a-Tower: choose the colour play goes on with, and take any one tower you do not own
    yet, from the tray or from another player. If you own all four, you take none.

    Wild Draw Four: choose the colour, and the next player draws four cards and loses their turn.
    You may only play it when you hold no other card of the colour in play; cards of other colours
    do not count. The game lets you bluff, and the next player may challenge before drawing. The
    challenged hand is shown to the challenger alone. If the card was played against the rules, its
    player draws the four cards instead and the challenger takes the turn as usual. If it was played
    fairly, the challenger draws six cards and loses the turn. The chosen colour stays either way.
    .cards = gD1 bD2 yS rR yT2 WT W4

rules-power-towers-title = Power towers
rules-power-towers =
    There are four towers, and each one blocks one kind of card: the red U tower blocks Draw One,
    the blue N tower blocks Draw Two, the green O tower blocks Wild Draw Four, and the yellow !
    tower blocks Skip.

    When you play a number card with a power symbol, you take that tower at once, from the tray or
    from whoever owns it. The colour of the tower does not need to match the colour of the card.
    Take Two Towers and Wild Take-a-Tower also give you towers, as described under The cards.

    Blocking is automatic. When a card that your tower blocks is played against you, nothing happens
    to you: you draw nothing, you do not lose your turn, and you play on it as on an ordinary card
    of its colour. After a blocked Wild Draw Four, you match the colour its player chose. You keep
    the protection for as long as you own the tower.

    All four towers: the moment you own all four, you may discard all your cards but one. You choose
    the card you keep (or you keep them all). The discarded cards go under the top card of the
    discard pile, and all four towers go back to the tray at once. Then play goes on as the card you
    played says. With one card left, you must still call UNO.
    .cards = r5U b6N g7O y8! rD1 bD2 W4 gS

rules-power-uno-title = Calling UNO
rules-power-uno =
    When a play leaves you with just one card, you must call UNO: press the UNO button together with
    that play or before it. Computer players call it too, though at the easy levels they sometimes
    forget.

    If you forget, any other player may catch you, as long as no one else has made a move since. If
    you are caught, you draw two cards (four with the UNO penalty option). If you call UNO yourself
    before anyone catches you, you are safe.

    A catch is refused when the player did call UNO, no longer holds exactly one card, or when the
    chance has passed. The same holds when the four-tower discard leaves you with one card: call UNO
    straight away.

rules-power-scoring-title = Scoring
rules-power-scoring =
    A round ends the moment a player has no cards left. If that last card was a Draw One, a Draw Two
    or a Wild Draw Four, the next player still draws those cards (a tower still blocks them, and
    there is no challenge), and they count in the score.

    Standard scoring: the winner of the round scores the value of all the cards left in the other
    players' hands. Number cards count their number. Draw One, Draw Two, Skip, Reverse and Take Two
    Towers count 20 points each. Wild Take-a-Tower and Wild Draw Four count 50 points each.

    Alternative scoring: after each round, every player adds the value of the cards left in their
    own hand to their own total, so low scores are good.
    .cards = b9 rD1 yT2 WT

rules-power-winning-title = Winning the game
rules-power-winning =
    With standard scoring, the first player whose total reaches the target score (500 unless you set
    another) wins the game.

    With alternative scoring, the game ends as soon as any player's total reaches the target, and
    the player with the lowest total wins. If two players tie for the lowest total, the one who
    comes first in seat order wins.

    After a round that does not end the game, the towers go back to the tray, the next round is
    dealt and play goes on.

rules-power-options-title = House rules and options
rules-power-options =
    All of these are switched off unless you turn them on when you set up a game, except "Reverse
    skips with two players", which is on until you turn it off.

    Reverse skips with two players: when only two of you play, a Reverse acts as a Skip, so whoever
    played it plays again (the publisher's own rule for two players). Turn it off and a Reverse
    between two players only changes the direction, so the other player plays next.

    Scoring: Standard scoring, Alternative scoring or Single round, as described under Scoring. A
    new game starts with standard scoring.

    Stacking: a Draw One may be answered with another Draw One, a Draw Two with another Draw Two,
    and a Wild Draw Four with another Wild Draw Four (the same kind only). The total passes on until
    someone cannot or will not stack and draws the whole total, losing their turn. A stacked Wild
    Draw Four cannot be challenged. A tower blocks the whole stack when it reaches its owner: nobody
    draws, and the owner plays on.

    Draw until playable: instead of one card, you keep drawing until you draw a card that can be
    played (or the cards run out). You may then play that card.

    Forced play: if the card you draw can be played, you must play it.

    UNO penalty: a player caught without calling UNO draws two cards, or four if you choose.

    Target score: the game is played to 500 points unless you choose another target.
    .cards = bD1 rD2 W4

## House options jump-in and teams (issue 23): paragraphs that follow the house-rules section

rules-power-options-jump-in =
    Jump-in: if you hold a card identical to the top card of the discard pile, you may play it at
    once, even when it is not your turn. Identical means the same colour and the same number, or the
    same colour and the same symbol: a red 7 on a red 7, a blue Skip on a blue Skip. A power symbol
    makes no difference: a red 5 with a symbol is identical to a plain red 5. Wild cards never jump
    in, and nobody may jump in on a card they played themselves.

    Play then goes on from you as if it were your turn, and the players in between lose their
    chance. Your card does everything it would do on your turn: after a Skip the player after you
    loses their turn, after a Reverse play turns back from you, and after a Draw Two or a Draw One
    the player after you draws (the player the first card hit keeps what they drew). A number card
    with a power symbol takes its tower as usual.

    You may only jump in while the game waits for an ordinary turn, never while a decision is
    pending: while a colour is being chosen, while a Wild Draw Four may be challenged, while a stack
    is to be answered, while the owner of all four towers chooses the card to keep, or while the
    player on turn decides about a card they have just drawn. When the next turn begins, you may
    jump in again if the card is still on top. The first card turned over counts too, once its
    effect is over. Be quick: if the player on turn plays first, your chance is gone. If a jump-in
    leaves you with one card, you must call UNO as with any other play.

rules-power-options-teams =
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
    other: you may jump in on your partner's card, and catch them if they forget to call UNO. Towers
    belong to players, not to teams: your partner's tower does not protect you, and your towers and
    your partner's never count as all four. In the statistics a team's win counts for both partners.
