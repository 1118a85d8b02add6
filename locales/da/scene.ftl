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

## Issue 18 (bordets øjeblikke og magttårnene): bannere, UNO-øjeblikket, fanget, tårnpladsen og
## tårnets forklaring.
scene-round-won = { $player } vinder runden
scene-round-points = +{ $points } point
scene-game-won = { $player } vinder spillet!
scene-caught-who = { $catcher } fangede { $target }
scene-caught-penalty = Straf: { $count } kort
scene-towers-title = Magttårne
scene-tower-free = ledigt
scene-tower-title = Det { $color ->
        [r] røde
        [y] gule
        [g] grønne
       *[b] blå
    } tårn { $tower }
scene-tower-blocks = { $rank ->
        [D1] Blokerer Træk ét
        [D2] Blokerer Træk to
        [W4] Blokerer Træk fire-joker
       *[S] Blokerer Spring over
    }
scene-tower-how = { $rank ->
        [S] Når et Spring over-kort bliver spillet mod tårnets ejer, beholder vedkommende sin tur.
       *[other] Når sådan et kort bliver spillet mod tårnets ejer, trækker vedkommende ingen kort og beholder sin tur.
    }
scene-tower-held = Ejes af { $player }
scene-tower-take = Ledigt. Et talkort med magtsymbolet { $tower } tager det, og det gør Tag to tårne og Tag et tårn-joker også.
