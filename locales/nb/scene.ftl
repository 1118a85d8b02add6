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

## Issue 18 (øyeblikkene ved bordet og makttårnene): bannere, UNO-øyeblikket, tatt, plassen for
## tårnene og forklaringen til et tårn.
scene-round-won = { $player } vinner runden
scene-round-points = +{ $points } poeng
scene-game-won = { $player } vinner spillet!
scene-caught-who = { $catcher } tok { $target }
scene-caught-penalty = Straff: { $count } kort
scene-towers-title = Makttårn
scene-tower-free = ledig
scene-tower-title = Det { $color ->
        [r] røde
        [y] gule
        [g] grønne
       *[b] blå
    } { $tower }-tårnet
scene-tower-blocks = { $rank ->
        [D1] Blokkerer trekk 1-kort
        [D2] Blokkerer trekk 2-kort
        [W4] Blokkerer trekk 4-jokere
       *[S] Blokkerer stå over-kort
    }
scene-tower-how = { $rank ->
        [S] Når noen legger et stå over-kort mot eieren av tårnet, står vedkommende ikke over.
       *[other] Når noen legger et slikt kort mot eieren av tårnet, trekker vedkommende ikke og står ikke over.
    }
scene-tower-held = Eies av { $player }
scene-tower-take = Ledig. Et tallkort med { $tower }-ikonet tar det, og det gjør også ta 2 tårn-kortet og ta ett tårn-jokeren.
