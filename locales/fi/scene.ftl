# Pöytään piirrettävät sanat (game/scene): nimikyltit, puhekuplat, lentävät tekstit.

scene-plate = { $cards ->
        [one] { $cards } kortti
       *[other] { $cards } korttia
    }  { $points } p
scene-dealer = Jakaja
scene-challenge = Haaste!
scene-guilty = Syyllinen!
scene-innocent = Syytön
scene-four-towers = Kaikki neljä tornia!
scene-shuffle = Sekoitus!
scene-uno = UNO!
scene-caught = Kiinni!

## Issue 18 (pöydän hetket ja tornit): voittobannerit, UNO-hetki, kiinni jääminen, tornien paikka ja
## tornin selitys.
scene-round-won = { $player } voittaa erän
scene-round-points = { $points ->
        [one] +{ $points } piste
       *[other] +{ $points } pistettä
    }
scene-game-won = { $player } voittaa pelin!
scene-caught-who = { $catcher } sai kiinni pelaajan { $target }
scene-caught-penalty = { $count ->
        [one] Rangaistus: { $count } kortti
       *[other] Rangaistus: { $count } korttia
    }
scene-towers-title = Tornit
scene-tower-free = vapaa
scene-tower-title = { $color ->
        [r] Punainen
        [y] Keltainen
        [g] Vihreä
       *[b] Sininen
    } { $tower }-torni
scene-tower-blocks = { $rank ->
        [D1] Torjuu Nosta 1 -kortit
        [D2] Torjuu Nosta 2 -kortit
        [W4] Torjuu Nosta 4 -jokerit
       *[S] Torjuu ohitukset
    }
scene-tower-how = { $rank ->
        [S] Kun tornin omistajaa vastaan pelataan ohitus, hän ei menetä vuoroaan.
       *[other] Kun tornin omistajaa vastaan pelataan sellainen kortti, hän ei nosta eikä menetä vuoroaan.
    }
scene-tower-held = Omistaja: { $player }
scene-tower-take = Vapaa. Sen saa numerokortilla, jossa on { $tower }-supersymboli, sekä Sieppaa 2 tornia -kortilla ja Sieppaa torni -jokerilla.
