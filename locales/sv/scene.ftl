# Ord som ritas på själva bordet (game/scene): namnskyltar, pratbubblor, flygande texter.

scene-plate = { $cards } kort  { $points } p
scene-dealer = Givare
scene-challenge = Utmaning!
scene-guilty = Skyldig!
scene-innocent = Oskyldig
scene-four-towers = Alla fyra tornen!
scene-shuffle = Blanda!
scene-uno = UNO!
scene-caught = Ertappad!
