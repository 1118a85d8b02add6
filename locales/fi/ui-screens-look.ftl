# The screens around the table in the new look (issue 31): menu tiles, switches, podium, charts.

## Main menu: what Continue continues
ui-look-continue-what = { $edition } · { $players ->
    [one] { $players } pelaaja
   *[other] { $players } pelaajaa
} · { $round }. erä

## Game over: the podium and the match in numbers
ui-look-podium-points = { $points ->
    [one] 1 piste
   *[other] { $points } pistettä
}
## a one-round game's podium: the winner's points are what the round was worth, the others' what they still held
ui-look-podium-won = voitti { $points ->
    [one] 1 pisteen
   *[other] { $points } pistettä
}
ui-look-podium-left = jäljellä { $points ->
    [one] 1 piste
   *[other] { $points } pistettä
}
ui-look-numbers-title = Peli numeroina
ui-look-numbers-rounds = Eniten voitettuja eriä
ui-look-numbers-best = Paras erä
ui-look-numbers-uno = Eniten UNO-huutoja
ui-look-numbers-catches = Eniten kiinniottoja
## a number of the match shared by three or more players (two are named)
ui-look-numbers-tied = { $count ->
    [one] { $count } pelaaja tasoissa
   *[other] { $count } pelaajaa tasoissa
}

## New game: house options as switches (the name, then what it does in one line)
ui-look-option-stacking = Nostokorttien pinoaminen
ui-look-option-stacking-effect = Vastaa nostokorttiin toisella; seuraava nostaa kaikki
ui-look-option-forced-play = Sopiva nostettu kortti on pelattava
ui-look-option-forced-play-effect = Nostettu kortti on pelattava, jos se sopii
ui-look-option-draw-until-playable = Nosta, kunnes voit pelata
ui-look-option-draw-until-playable-effect = Nosta kortteja, kunnes jokin sopii
ui-look-option-seven-zero = Seiska vaihtaa, nolla kierrättää
ui-look-option-seven-zero-effect = Seiskalla vaihdetaan kädet, nollalla kaikki kädet kiertävät
ui-look-option-two-player-reverse-skips = Suunnanvaihto ohittaa kahden pelaajan pelissä
ui-look-option-two-player-reverse-skips-effect = Kahden pelaajan pelissä suunnanvaihto toimii ohituksena
ui-look-option-jump-in = Väliinhyppy
ui-look-option-jump-in-effect = Pelaa samanlainen kortti vuorosi ulkopuolella
ui-look-option-teams = Joukkueet
ui-look-option-teams-effect = Joukkuetoverit istuvat vastakkain ja voittavat erät yhdessä

## New game: scoring as a segmented control (short words for the three ways)
ui-look-scoring = Pistelasku
ui-look-scoring-standard = Tavallinen
ui-look-scoring-alternative = Vaihtoehtoinen
ui-look-scoring-single-round = Yksi erä
