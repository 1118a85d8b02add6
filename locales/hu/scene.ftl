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

## Issue 18 (az asztal pillanatai és a tornyok): győzelmi szalagok, az UNO-pillanat, a rajtakapás,
## a tornyok helye és a torony magyarázata.
scene-round-won = { $player } nyerte a menetet
scene-round-points = +{ $points } pont
scene-game-won = { $player } megnyerte a játékot!
scene-caught-who = { $catcher } rajtakapta { $target } játékost
scene-caught-penalty = Büntetés: { $count } lap
scene-towers-title = Tornyok
scene-tower-free = szabad
scene-tower-title = { $color ->
        [r] Piros
        [y] Sárga
        [g] Zöld
       *[b] Kék
    } { $tower } torony
scene-tower-blocks = { $rank ->
        [D1] Elhárítja a húzz egyet kártyát
        [D2] Elhárítja a húzz kettőt kártyát
        [W4] Elhárítja a színválasztó húzz négyet kártyát
       *[S] Elhárítja a kimaradsz kártyát
    }
scene-tower-how = { $rank ->
        [S] Ha a torony gazdája ellen kimaradsz kártyát játszanak ki, nem marad ki.
       *[other] Ha a torony gazdája ellen ilyen lapot játszanak ki, nem húz, és nem marad ki.
    }
scene-tower-held = Gazdája: { $player }
scene-tower-take = Szabad. Megszerzi, aki { $tower } jelű számkártyát játszik ki, vagy szerezz két tornyot, illetve színválasztó szerezz egy tornyot kártyát.
