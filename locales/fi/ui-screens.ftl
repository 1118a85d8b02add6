### Näkymät: valikot, pelin valmistelu, pöydän painikkeet ja ikkunat, yhteenvedot, asetukset, ilmoitukset.
### Samat muuttujat kuin englanninkielisessä ui-screens.ftl:ssä. Monikko: one ja other (1 kortti, 2 korttia).

## Yleiset
ui-ok = OK
ui-yes = Kyllä
ui-no = Ei
ui-back = Takaisin
ui-cancel = Peruuta
ui-main-menu = Päävalikko
ui-notice-title = Tiedostoistasi

## Päävalikko
ui-menu-continue = Jatka
ui-menu-new-game = Uusi peli
ui-menu-rules = Säännöt
ui-menu-settings = Asetukset
ui-menu-statistics = Tilastot
ui-menu-quit = Lopeta
ui-quit-title = Lopetetaanko UNO Table?
ui-quit-question = Keskeneräinen pelisi tallennetaan, ja voit jatkaa sitä myöhemmin.

## Uusi peli
ui-setup-title = Uusi peli
ui-edition-desc-classic = Alkuperäinen: 108 korttia, Nosta 4 -jokeri ja UNO-huuto.
ui-edition-desc-power = Supertornit: supersymbolikortit, torjuvat tornit, Nosta 1 ja Sieppaa 2 tornia.
ui-edition-desc-modern = Sekoita kortit -jokeri ja kolme jokeria itse valitsemillasi kotisäännöillä.
ui-setup-seats = { $count ->
    [one] { $count } pelaaja
   *[other] { $count } pelaajaa
}
ui-seat-person = Ihminen
ui-seat-ai = Tietokone
ui-seat-level = Taso: { $level ->
    [beginner] aloittelija
    [easy] helppo
    [normal] normaali
    [expert] asiantuntija
   *[other] { $level }
}
ui-setup-default-person = Pelaaja
ui-setup-default-player = Pelaaja { $n }
ui-ai-names = Aino,Eero,Helmi,Ilmari,Kaisa,Lauri,Minna,Otto,Saara,Ville
ui-setup-options = Kotisäännöt
ui-option-stacking = Nostokorttien pinoaminen: { $on ->
    [yes] päällä
   *[no] pois
}
ui-option-forced-play = Sopiva nostettu kortti on pelattava: { $on ->
    [yes] päällä
   *[no] pois
}
ui-option-draw-until-playable = Nosta, kunnes voit pelata: { $on ->
    [yes] päällä
   *[no] pois
}
ui-option-seven-zero = Seiska vaihtaa, nolla kierrättää: { $on ->
    [yes] päällä
   *[no] pois
}
ui-option-two-player-reverse-skips = Suunnanvaihto ohittaa kahden pelaajan pelissä: { $on ->
    [yes] päällä
   *[no] pois
}
ui-option-uno-penalty = Unohdetun UNOn rangaistus: { $count ->
    [one] { $count } kortti
   *[other] { $count } korttia
}
ui-option-custom-card = Mukautettava jokeri { $number }: { $rule }
ui-option-blank-cards = Tyhjät kortit: { $rule }
ui-option-none = ei käytössä
ui-option-target = Tavoite: { $target ->
    [one] { $target } piste
   *[other] { $target } pistettä
}
ui-setup-seed = Siemen
ui-setup-seed-hint = satunnainen
ui-setup-start = Aloita peli
ui-replace-save-title = Korvataanko tallennettu peli?
ui-replace-save-question = Tallennettu peli odottaa jatkamista. Jos aloitat uuden pelin, se katoaa lopullisesti.
ui-replace-save-confirm = Aloita uusi peli

## Pöytä
ui-uno = UNO!
ui-key-uno = Näppäin U
ui-draw = Nosta
ui-keep = Pidä kortti
ui-hint = Vihje
ui-menu = Valikko
ui-catch = Kiinni, { $player }!
ui-catch-too-late = Liian myöhään: pelaajaa { $player } ei voi enää saada kiinni.
ui-your-turn = Sinun vuorosi, { $player }
ui-refused = Tätä siirtoa ei voi tehdä nyt.
ui-cannot-play = Kortti ei sovi tähän: { $card }.
ui-only-drawn = Nyt saat pelata vain juuri nostamasi kortin: { $card }. Tai pidä se.
ui-hint-says = Tavallinen tietokonepelaaja valitsisi: { $move }
ui-log-color = { $player } valitsee värin: { $color ->
    [r] punainen
    [y] keltainen
    [g] vihreä
   *[b] sininen
}.
ui-color-title = Valitse väri
ui-towers-title = Sieppaa torneja
ui-towers-question = Mitkä tornit sieppaat?
ui-swap-title = Korttien vaihto
ui-swap-question = Kenen kanssa vaihdat kortit?
ui-challenge-title = { $player } pelasi Nosta 4 -jokerin
ui-challenge-question = Haasta, jos epäilet, että pelaajalla { $player } oli voimassa olevan värin kortti. Jos olet oikeassa, { $player } nostaa { $right ->
    [one] { $right } kortin
   *[other] { $right } korttia
} ja sinä jatkat. Jos olet väärässä, nostat { $wrong ->
    [one] { $wrong } kortin
   *[other] { $wrong } korttia
} ja menetät vuorosi.
ui-challenge = Haasta
ui-accept = Hyväksy
ui-accept-draw = Hyväksy: nosta { $count ->
    [one] { $count } kortti
   *[other] { $count } korttia
}
ui-stack-title = Nostokortit pinoutuvat
ui-stack-question = Lisää pinoon oma korttisi tai nosta { $count ->
    [one] { $count } kortti
   *[other] kaikki { $count } korttia
}.
## the stack dialog when no card of the hand may be added: taking the cards is the only move
ui-stack-none = Mikään korteistasi ei sovi pinoon: nosta { $count ->
    [one] { $count } kortti
   *[other] kaikki { $count } korttia
}.
ui-stack-play = Pelaa: { $card }
ui-stack-take = Nosta { $count ->
    [one] { $count } kortti
   *[other] { $count } korttia
}
ui-keep-title = Kaikki neljä tornia
ui-keep-question = Pidä yksi kortti ja heitä loput pois, tai pidä koko kätesi.
ui-keep-all = Pidä koko käsi
ui-discard-title = Tasan seitsemän
ui-discard-question = Valitse poistettavaksi { $count ->
    [one] { $count } kortti
   *[other] { $count } korttia
}.
ui-shown-title = Pelaajan { $player } käsi

## Vuorotellen samalla koneella
ui-privacy-pass = Anna vuoro pelaajalle { $player }
ui-privacy-hint = Vain pelaaja { $player } saa nyt katsoa näyttöä.
ui-privacy-ready = Olen { $player }

## Erän yhteenveto ja pelin loppu
ui-round-title = { $player } voittaa erän: { $points ->
    [one] { $points } piste
   *[other] { $points } pistettä
}
ui-round-hand-points = Käsi: { $points ->
    [one] { $points } piste
   *[other] { $points } pistettä
}
ui-round-total = Yhteensä: { $points ->
    [one] { $points } piste
   *[other] { $points } pistettä
}
ui-next-round = Seuraava erä
ui-game-over-next = Katso voittaja
ui-game-winner = { $player } voittaa pelin!
ui-final-row = { $n }. { $player }: { $points ->
    [one] { $points } piste
   *[other] { $points } pistettä
}

## Tauko
ui-pause-title = Tauko
ui-pause-resume = Jatka
ui-pause-save-quit = Tallenna ja lopeta

## Asetukset
ui-settings-title = Asetukset
ui-settings-language = Kieli: { $language }
ui-settings-speed = Animaatioiden nopeus: { $speed ->
    [slow] hidas
    [fast] nopea
    [instant] välitön
   *[normal] normaali
}
ui-settings-colorblind = Värisokeustila: { $on ->
    [yes] päällä
   *[no] pois
}
ui-settings-fullscreen = Koko näyttö: { $on ->
    [yes] päällä
   *[no] pois
}

## Tilastot
ui-stats-title = Tilastot
ui-stats-empty = Ei vielä päättyneitä pelejä.
ui-stats-empty-edition = { $edition }: ei vielä päättyneitä pelejä.
ui-stats-all = Kaikki pelityypit
ui-stats-col-player = Pelaaja
ui-stats-col-edition = Pelityyppi
ui-stats-col-games = Pelit
ui-stats-col-wins = Voitot
ui-stats-col-win-rate = Voitto-%
ui-stats-col-rounds = Voitetut erät
ui-stats-col-points = Pisteet
ui-stats-col-best-streak = Pisin putki
ui-stats-col-streak = Nykyinen putki
ui-stats-reset = Nollaa tilastot
ui-stats-reset-title = Nollataanko tilastot?
ui-stats-reset-question = Kaikkien pelaajien pelit, voitot, pisteet ja voittoputket kaikissa pelityypeissä poistetaan. Tätä ei voi perua.
ui-stats-reset-confirm = Nollaa
ui-stats-computer = Tietokone ({ $level ->
    [beginner] aloittelija
    [easy] helppo
    [normal] normaali
    [expert] asiantuntija
   *[other] { $level }
})
ui-stats-won-of = { $wins ->
    [one] { $wins } voitto
   *[other] { $wins } voittoa
} { $games ->
    [one] { $games } pelistä
   *[other] { $games } pelistä
}

## Ilmoitukset pelaajan tiedostoista ($what: settings, saved_game, statistics, replay)
storage-empty = { $what ->
    [settings] Asetustiedosto
    [saved_game] Tallennettu peli
    [statistics] Tilastotiedosto
   *[replay] Uusintatiedosto
} oli tyhjä, ja se on siirretty syrjään.
storage-truncated = { $what ->
    [settings] Asetustiedosto
    [saved_game] Tallennettu peli
    [statistics] Tilastotiedosto
   *[replay] Uusintatiedosto
} oli katkennut kesken (ehkä kaatumisen vuoksi), ja se on siirretty syrjään.
storage-not-json = { $what ->
    [settings] Asetustiedosto
    [saved_game] Tallennettu peli
    [statistics] Tilastotiedosto
   *[replay] Uusintatiedosto
} oli vioittunut, ja se on siirretty syrjään.
storage-wrong-shape = { $what ->
    [settings] Asetustiedosto
    [saved_game] Tallennettu peli
    [statistics] Tilastotiedosto
   *[replay] Uusintatiedosto
} ei sisältänyt sitä, mitä UNO Table odottaa, ja se on siirretty syrjään.
storage-newer-version = { $what ->
    [settings] Asetustiedosto
    [saved_game] Tallennettu peli
    [statistics] Tilastotiedosto
   *[replay] Uusintatiedosto
} on tehty UNO Tablen uudemmalla versiolla, ja se on siirretty syrjään.
storage-unreadable = { $what ->
    [settings] Asetustiedostoa
    [saved_game] Tallennettua peliä
    [statistics] Tilastotiedostoa
   *[replay] Uusintatiedostoa
} ei voitu lukea.
storage-bad-moves = { $what ->
    [settings] Asetustiedostoa
    [saved_game] Tallennettua peliä
    [statistics] Tilastotiedostoa
   *[replay] Uusintatiedostoa
} ei voitu toistaa, ja se on siirretty syrjään.
storage-moves-lost = Tallennetun pelin viimeisiä siirtoja ei voitu lukea; peli jatkuu niitä edeltävästä tilanteesta.
storage-not-saved = { $what ->
    [settings] Asetuksia
    [saved_game] Peliä
    [statistics] Tilastoja
   *[replay] Uusintaa
} ei voitu tallentaa. Onko levy täynnä?
storage-reset = Asetukset palautettiin oletuksiin.

## The move log: the first card and a new round (issue 18)
ui-log-first-card = Ensimmäinen käännetty kortti on { $card }.
## Issue 41: a first card that may not start the pile goes back (RULES.md), and the next one is turned
ui-log-card-returned = Poistopakkaa ei aloiteta tällä kortilla ({ $card }): se palautetaan nostopakkaan.
ui-log-next-card = Seuraava käännetty kortti on { $card }.
ui-log-round = — Erä { $round } —

## Issue 18: set-up help line
ui-setup-rule-help = { $rule }: { $description }

## Äänet (issue 24): asetusten äänenvoimakkuudet, äänet päälle/pois (asetukset, taukovalikko) ja ilmoitus M-näppäimen jälkeen
ui-volume-master = Kokonaisäänenvoimakkuus: { $percent } %
ui-volume-effects = Äänitehosteet: { $percent } %
ui-volume-music = Musiikki: { $percent ->
    [0] pois
   *[other] { $percent } %
}
ui-volume-down = Hiljemmalle
ui-volume-up = Kovemmalle
ui-sound-toggle = Äänet (M): { $on ->
    [yes] päällä
   *[no] mykistetty
}
ui-sound-note = { $on ->
    [yes] Äänet päällä (M)
   *[no] Äänet mykistetty (M)
}

## Robustness (issue 20): a finished game kept on a full disk, a second window, no display
storage-game-kept = Päättynyttä peliä ei voitu tallentaa. Onko levy täynnä? Peli jää jatkettavaksi: valitse myöhemmin Jatka, niin pelin loppu näytetään uudelleen ja peli tallennetaan silloin.
app-already-running = UNO Table on jo auki samoilla tiedostoilla ({ $folder }). Sulje toinen ikkuna ensin tai käynnistä tämä valitsimella --data-dir ja omalla kansiolla.
app-no-display = Näyttöä ei löytynyt: UNO Table tarvitsee graafisen työpöydän, eikä DISPLAY- tai WAYLAND_DISPLAY-muuttujaa ole asetettu. Jos haluat ajaa pelin ilman näyttöä, aseta SDL_VIDEODRIVER (esimerkiksi SDL_VIDEODRIVER=dummy).

## The end of the match (issue 18): teams, a single round, play again
ui-team-name = { $first } ja { $second }
ui-final-row-round-won = { $n }. { $player }: voitti erän, arvoltaan { $points ->
    [one] { $points } piste
   *[other] { $points } pistettä
}
ui-final-row-left = { $n }. { $player }: kädessä jäljellä { $points ->
    [one] { $points } piste
   *[other] { $points } pistettä
}
ui-play-again = Pelaa uudelleen

# Uusinnat (issue 21): päättyneiden pelien luettelo ja toisto
ui-menu-replays = Uusinnat
ui-replays-title = Uusinnat
ui-replays-none = Päättyneitä pelejä ei vielä ole. Jokainen loppuun pelattu peli tallentuu tänne.
ui-replays-row = { $date } · { $edition } · { $players } · voittaja: { $winner }
ui-replays-previous = Edellinen
ui-replays-next = Seuraava
ui-replays-page = Sivu { $page }/{ $pages }
ui-replay-play = Toista
ui-replay-pause = Tauko
ui-replay-step = Seuraava siirto
ui-replay-speed = Nopeus { $speed }
ui-replay-seat = Paikka: { $player }
ui-replay-move = Siirto { $move }/{ $moves }
ui-replay-end = Loppu: { $winner } voitti
ui-replay-end-nobody = Loppu

# Jump-in and teams (house options, issue 23): set-up screen, table, summaries
ui-option-jump-in = Väliinhyppy: { $on ->
    [yes] päällä
   *[no] pois
}
ui-option-teams = Joukkueet: { $on ->
    [yes] päällä
   *[no] pois
}
ui-option-jump-in-help = Väliinhyppy: pelaaja, jolla on päällimmäisen kortin kanssa täsmälleen samanlainen kortti (sama väri ja sama numero tai symboli), saa pelata sen vuoronsa ulkopuolella, ja peli jatkuu hänestä eteenpäin.
ui-option-teams-help = Joukkueet: joukkuetoverit istuvat vastakkain ja voittavat erät yhdessä. { $pairs }
ui-setup-partners = { $team }: { $first } + { $second }
ui-jump-in-prompt = Hyppäätkö väliin? Napsauta hehkuvaa korttia tai paina J
ui-team-label = Joukkue { $team } ({ $players })
ui-team-score = Joukkue { $team }: { $points ->
    [one] { $points } piste
   *[other] { $points } pistettä
}

## vuoron luovutusnäytön uutiset ja uusintojen kortit (issue 42)
ui-privacy-news = Edellisen vuorosi jälkeen
ui-privacy-news-none = Mitään ei ole vielä tapahtunut.
ui-replays-when = { $date } · { $moves ->
    [one] 1 siirto
   *[other] { $moves } siirtoa
}
ui-replays-winner = Voittaja: { $winner }
ui-replays-no-winner = Ei voittajaa
ui-replays-watch = Katso
ui-replays-empty = Ei vielä uusintoja
ui-replays-first-game = Pelaa ensimmäinen pelisi

## Issue 41: at the instant animation speed nothing moves, so the table says what it would show:
## the cards the person drew ($card: their names, $count: how many) and, after hands were shuffled,
## swapped or passed on, how many cards the person now holds
ui-you-drew = { $count ->
    [one] Nostit: { $card }
   *[other] Nostit { $count } korttia: { $card }
}
ui-you-hold = { $count ->
    [one] Sinulla on nyt yksi kortti.
   *[other] Sinulla on nyt { $count } korttia.
}

## Issue 41: the towers dialog (Take Two Towers, Wild Take-a-Tower) says of each tower on offer what it
## blocks and who holds it. $tower: U, N, O or !; $rank: the card it blocks (D1, D2, W4, S); $player: a name
ui-towers-free = { $tower }-torni: torjuu { $rank ->
    [D1] Nosta 1 -kortit
    [D2] Nosta 2 -kortit
    [W4] Nosta 4 -jokerit
   *[S] ohitukset
}; vapaa
ui-towers-held = { $tower }-torni: torjuu { $rank ->
    [D1] Nosta 1 -kortit
    [D2] Nosta 2 -kortit
    [W4] Nosta 4 -jokerit
   *[S] ohitukset
}; omistaja: { $player }
