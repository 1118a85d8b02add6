## Learn to play (issue 33): a guided first game for each edition, on a prepared deal. The words follow
## the rule books (rules-*.ftl): discard pile, draw pile, call UNO, catch, challenge, power towers,
## Wild Shuffle Hands. Each step is shown in a panel about 400 pixels wide at the table's top left.

tutorial-menu = Learn to play
tutorial-offer = New to UNO Table? "Learn to play" deals you a guided first game.
tutorial-title = Learn to play
tutorial-choose = A guided first game on a prepared deal. Choose an edition:
tutorial-opponent = Alex
tutorial-next = Next
tutorial-skip = Skip
tutorial-leave = Leave
tutorial-done = That was the lesson. Play on as you like, or leave the table.
tutorial-wait = Play on: the next tip comes up when it fits the game.

tutorial-welcome = Welcome! This is a real game against Alex, on a prepared deal. Get rid of all your cards before Alex does. Press Next (or N) to go on.
tutorial-pile = This is the discard pile. On your turn, play a card that matches its top card in colour, number or symbol. A Wild card goes on anything.
tutorial-glow = The cards you can play glow. Play one: click it, or choose it with the arrow keys and press Enter.
tutorial-draw = None of your cards matches the top card. Draw a card from the draw pile: click it or Draw, or press D.
tutorial-drawn = The card you drew matches, so you may play it at once. Play it (or keep it, and Alex plays).
tutorial-uno = Two cards left! When a play leaves you with one card, you must call UNO: press UNO (or U), then play.
tutorial-catch = Alex played the second-to-last card and did not call UNO. Catch Alex before the next move: press the catch button (or C). Alex draws two cards.
tutorial-again = Nothing matches the top card now. Draw a card.
tutorial-w4 = Alex played a Wild Draw Four. You may only play it when you hold no other card of the colour in play. Think Alex bluffed? Challenge: if so, Alex draws the four cards; if not, you draw six. Or accept and draw four.
tutorial-finish = Now play on: whoever gets rid of all their cards first wins the round.
tutorial-towers = Power Towers: play a number card with a power symbol and you take the tower of that symbol. Play your blue 5 with the U symbol: the U tower becomes yours.
tutorial-blocked = Each tower blocks one kind of card: the red U tower blocks Draw One. When a card your tower blocks is played against you, nothing happens to you: you draw nothing and do not lose your turn.
tutorial-shuffle = Wild Shuffle Hands: choose the colour, then every card in every hand, yours included, is gathered, shuffled and dealt out again. Play it now.

## Learn to play's tiles (issue 42): what each lesson teaches, and whether it was played to its end
tutorial-teaches-classic = Matching cards, drawing, calling UNO, catching a forgotten UNO and answering a Wild Draw Four.
tutorial-teaches-power = The basics, then the towers: take one and let it block a card played against you.
tutorial-teaches-modern = The basics, then the Wild Shuffle Hands card that deals every hand again.
tutorial-finished = Finished
tutorial-not-finished = Not finished yet

## Leave asks first (issue 41); a lesson left is kept, to go on with from Learn to play
tutorial-leave-title = Leave the lesson?
tutorial-leave-text = You can go on from here later: choose this lesson again in Learn to play.
tutorial-leave-stay = Keep playing
tutorial-leave-yes = Leave the lesson
tutorial-resume-title = Go on with the lesson?
tutorial-resume-text = You left this lesson before its end.
tutorial-resume-yes = Go on
tutorial-resume-again = Start again
tutorial-left = Left before the end
