# Ord som tegnes på selve bordet (game/scene): navneskilt, snakkebobler, flyvende tekster.

scene-plate = { $cards } kort  { $points } p
scene-dealer = Giver
scene-challenge = Utfordring!
scene-guilty = Skyldig!
scene-innocent = Uskyldig
scene-four-towers = Alle fire tårnene!
scene-shuffle = Stokk!
scene-uno = UNO!
scene-caught = Tatt!
