# Az asztalra rajzolt szavak (game/scene): névtáblák, szövegbuborékok, repülő feliratok.

scene-plate = { $cards } lap  { $points } pont
scene-dealer = Osztó
scene-challenge = Kihívás!
scene-guilty = Bűnös!
scene-innocent = Ártatlan
scene-four-towers = Mind a négy torony!
scene-shuffle = Keverés!
scene-uno = UNO!
scene-caught = Rajtakapva!
