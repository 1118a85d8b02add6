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
