# Words drawn on the table itself (game/scene): name plates, speech bubbles, flying labels.

# A seat's name plate: its hand size and its running score.
scene-plate = { $cards ->
        [one] { $cards } card
       *[other] { $cards } cards
    }  { $points } pts
scene-dealer = Dealer
scene-challenge = Challenge!
scene-guilty = Guilty!
scene-innocent = Innocent
scene-four-towers = All four towers!
scene-shuffle = Shuffle!
scene-uno = UNO!
scene-caught = Caught!

## Issue 18 (the table's moments and towers): round and game banners, the UNO moment, the caught
## moment, the tower tray and a tower's tip. $color is a colour code (r, y, g, b); $rank is the card
## a tower blocks (D1, D2, W4, S); $tower a tower's symbol (U, N, O, !).
scene-round-won = { $player } wins the round
scene-round-points = { $points ->
        [one] +{ $points } point
       *[other] +{ $points } points
    }
scene-game-won = { $player } wins the game!
scene-caught-who = { $catcher } caught { $target }
scene-caught-penalty = { $count ->
        [one] Penalty: { $count } card
       *[other] Penalty: { $count } cards
    }
scene-towers-title = Towers
scene-tower-free = free
scene-tower-title = { $color ->
        [r] Red
        [y] Yellow
        [g] Green
       *[b] Blue
    } tower { $tower }
scene-tower-blocks = { $rank ->
        [D1] Blocks Draw One
        [D2] Blocks Draw Two
        [W4] Blocks Wild Draw Four
       *[S] Blocks Skip
    }
scene-tower-how = { $rank ->
        [S] When a Skip is played against its holder, they keep their turn.
       *[other] When one is played against its holder, they draw nothing and keep their turn.
    }
scene-tower-held = Held by { $player }
scene-tower-take = Free. A number card with the { $tower } symbol takes it, and so do Take Two Towers and Wild Take-a-Tower.
