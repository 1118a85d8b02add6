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
