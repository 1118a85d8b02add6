# Ord der tegnes på selve bordet (game/scene): navneskilte, talebobler, flyvende tekster.

scene-plate = { $cards } kort  { $points } p
scene-dealer = Giver
scene-challenge = Udfordring!
scene-guilty = Skyldig!
scene-innocent = Uskyldig
scene-four-towers = Alle fire tårne!
scene-shuffle = Bland!
scene-uno = UNO!
scene-caught = Fanget!
