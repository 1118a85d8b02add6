# Ord som ritas på själva bordet (game/scene): namnskyltar, pratbubblor, flygande texter.

scene-plate = { $cards } kort  { $points } p
scene-dealer = Givare
scene-challenge = Utmaning!
scene-guilty = Skyldig!
scene-innocent = Oskyldig
scene-four-towers = Alla fyra tornen!
scene-shuffle = Blanda!
scene-uno = UNO!
scene-caught = Tagen!

## Issue 18 (bordets ögonblick och makttornen): banderoller, UNO-ögonblicket, tagen, tornbrickan
## och tornets förklaring.
scene-round-won = { $player } vinner omgången
scene-round-points = +{ $points } poäng
scene-game-won = { $player } vinner spelet!
scene-caught-who = { $catcher } tog { $target }
scene-caught-penalty = Straff: { $count } kort
scene-towers-title = Makttorn
scene-tower-free = ledigt
scene-tower-title = { $color ->
        [r] Röda
        [y] Gula
        [g] Gröna
       *[b] Blå
    } tornet { $tower }
scene-tower-blocks = { $rank ->
        [D1] Stoppar Dra ett
        [D2] Stoppar Dra två
        [W4] Stoppar Dra fyra-joker
       *[S] Stoppar Hoppa över
    }
scene-tower-how = { $rank ->
        [S] När ett Hoppa över-kort läggs mot den som äger tornet, behåller hen sin tur.
       *[other] När ett sådant kort läggs mot den som äger tornet, drar hen inga kort och behåller sin tur.
    }
scene-tower-held = Ägs av { $player }
scene-tower-take = Ledigt. Ett sifferkort med symbolen { $tower } tar det, och det gör även Ta två torn och Ta ett torn-joker.
