### A képernyők: menük, előkészületek, az asztal gombjai és ablakai, összesítők, beállítások, értesítések.
### Ugyanazok a változók, mint az angol ui-screens.ftl-ben. Számnév után egyes szám áll (5 lap).

## Általános
ui-ok = OK
ui-yes = Igen
ui-no = Nem
ui-back = Vissza
ui-cancel = Mégse
ui-main-menu = Főmenü
ui-notice-title = A fájljaidról

## Főmenü
ui-menu-continue = Folytatás
ui-menu-new-game = Új játék
ui-menu-rules = Szabályok
ui-menu-settings = Beállítások
ui-menu-statistics = Statisztika
ui-menu-quit = Kilépés
ui-quit-title = Kilépsz az UNO Table-ből?
ui-quit-question = A folyamatban lévő játékot elmentjük, később folytathatod.

## Új játék
ui-setup-title = Új játék
ui-edition-desc-classic = Az eredeti: 108 lap, színválasztó húzz négyet és az UNO kiáltás.
ui-edition-desc-power = Hatalmi tornyok: jellel ellátott lapok, hárító tornyok, húzz egyet és szerezz két tornyot.
ui-edition-desc-modern = Színválasztó kézkeverő és három színválasztó saját házi szabállyal.
ui-setup-seats = Játékosok: { $count }
ui-seat-person = Ember
ui-seat-ai = Gép
ui-seat-level = Szint: { $level ->
    [beginner] kezdő
    [easy] könnyű
    [normal] normál
    [expert] szakértő
   *[other] { $level }
}
ui-setup-default-person = Játékos
ui-setup-default-player = { $n }. játékos
ui-ai-names = Anna,Bence,Csilla,Dávid,Eszter,Gábor,Hanna,Levente,Réka,Zoltán
ui-setup-options = Házi szabályok
ui-option-stacking = Húzólapok halmozása: { $on ->
    [yes] be
   *[no] ki
}
ui-option-forced-play = A húzott lap kötelező kijátszása: { $on ->
    [yes] be
   *[no] ki
}
ui-option-draw-until-playable = Húzás, amíg nem tudsz rakni: { $on ->
    [yes] be
   *[no] ki
}
ui-option-seven-zero = Hetessel csere, nullással körbeadás: { $on ->
    [yes] be
   *[no] ki
}
ui-option-two-player-reverse-skips = Két játékosnál a fordító kimaradást jelent: { $on ->
    [yes] be
   *[no] ki
}
ui-option-uno-penalty = Elmaradt UNO büntetése: { $count } lap
ui-option-custom-card = { $number }. testreszabható színválasztó: { $rule }
ui-option-blank-cards = Üres kártyák: { $rule }
ui-option-none = nincs
ui-option-target = Célpontszám: { $target } pont
ui-setup-seed = Véletlenmag
ui-setup-seed-hint = véletlen
ui-setup-start = Játék indítása
ui-replace-save-title = Felülírod a mentett játékot?
ui-replace-save-question = Egy mentett játék folytatásra vár. Ha új játékot kezdesz, az végleg elvész.
ui-replace-save-confirm = Új játék indítása

## Az asztal
ui-uno = UNO!
ui-key-uno = U billentyű
ui-draw = Húzás
ui-keep = Megtartom
ui-hint = Tipp
ui-menu = Menü
ui-catch = Megvagy, { $player }!
ui-catch-too-late = Túl késő: { $player } játékost már nem lehet rajtakapni.
ui-your-turn = Te jössz, { $player }
ui-refused = Ez a lépés most nem megengedett.
ui-cannot-play = Ez a lap nem illik ide: { $card }.
ui-only-drawn = Most csak az imént húzott lapot teheted ki: { $card }. Vagy megtarthatod.
ui-hint-says = A normál gépi játékos ezt választaná: { $move }
ui-log-color = { $player } színt választ: { $color ->
    [r] piros
    [y] sárga
    [g] zöld
   *[b] kék
}.
ui-color-title = Válassz színt
ui-towers-title = Tornyok megszerzése
ui-towers-question = Melyik tornyokat szerzed meg?
ui-swap-title = Kézcsere
ui-swap-question = Kivel cseréled ki a lapjaidat?
ui-challenge-title = { $player } színválasztó húzz négyet lapot tett le
ui-challenge-question = Hívd ki, ha szerinted { $player } kezében volt még lap az érvényes színből. Ha igazad van, { $player } húz { $right } lapot, te pedig folytatod. Ha tévedsz, te húzol { $wrong } lapot, és kimaradsz.
ui-challenge = Kihívás
ui-accept = Elfogadom
ui-accept-draw = Elfogadom: húzok { $count } lapot
ui-stack-title = Halmozott húzólapok
ui-stack-question = Tegyél egy saját lapot a halomra, vagy húzd fel az összes lapot ({ $count }).
## the stack dialog when no card of the hand may be added: taking the cards is the only move
ui-stack-none = Egyik lapod sem tehető a halomra: húzd fel { $count ->
    [one] a lapot ({ $count })
   *[other] az összes lapot ({ $count })
}.
ui-stack-play = Kijátszom: { $card }
ui-stack-take = Felhúzok { $count } lapot
ui-keep-title = Mind a négy torony
ui-keep-question = Tarts meg egy lapot, és dobd el a többit, vagy tartsd meg az egész kezed.
ui-keep-all = Az egész kezemet megtartom
ui-discard-title = Pontosan hét
ui-discard-question = Válassz ki { $count } lapot, amelyet eldobsz.
ui-shown-title = { $player } lapjai

## Egy gépen, felváltva
ui-privacy-pass = Add át neki: { $player }
ui-privacy-hint = Most csak { $player } nézze a képernyőt.
ui-privacy-ready = { $player } vagyok

## A menet összesítése és a játék vége
ui-round-title = { $player } nyerte a menetet: { $points } pont
ui-round-hand-points = Kéz: { $points } pont
ui-round-total = Összesen: { $points } pont
ui-next-round = Következő menet
ui-game-over-next = Lássuk a győztest
ui-game-winner = { $player } megnyerte a játékot!
ui-final-row = { $n }. { $player }: { $points } pont

## Szünet
ui-pause-title = Szünet
ui-pause-resume = Folytatás
ui-pause-save-quit = Mentés és kilépés

## Beállítások
ui-settings-title = Beállítások
ui-settings-language = Nyelv: { $language }
ui-settings-speed = Animáció sebessége: { $speed ->
    [slow] lassú
    [fast] gyors
    [instant] azonnali
   *[normal] normál
}
ui-settings-colorblind = Színtévesztő mód: { $on ->
    [yes] be
   *[no] ki
}
ui-settings-fullscreen = Teljes képernyő: { $on ->
    [yes] be
   *[no] ki
}

## Statisztika
ui-stats-title = Statisztika
ui-stats-empty = Még nincs befejezett játék.
ui-stats-empty-edition = { $edition }: még nincs befejezett játék.
ui-stats-all = Minden változat
ui-stats-col-player = Játékos
ui-stats-col-edition = Változat
ui-stats-col-games = Játék
ui-stats-col-wins = Győzelem
ui-stats-col-win-rate = Győzelmi %
ui-stats-col-rounds = Nyert menet
ui-stats-col-points = Pont
ui-stats-col-best-streak = Legjobb sorozat
ui-stats-col-streak = Mostani sorozat
ui-stats-reset = Statisztika törlése
ui-stats-reset-title = Törlöd a statisztikát?
ui-stats-reset-question = Minden játékos játékai, győzelmei, pontjai és győzelmi sorozatai törlődnek minden változatban. Ez nem vonható vissza.
ui-stats-reset-confirm = Törlés
ui-stats-computer = Gép ({ $level ->
    [beginner] kezdő
    [easy] könnyű
    [normal] normál
    [expert] szakértő
   *[other] { $level }
})
ui-stats-won-of = { $games } játékból { $wins } győzelem

## Értesítések a játékos fájljairól ($what: settings, saved_game, statistics, replay)
storage-empty = { $what ->
    [settings] A beállításfájl
    [saved_game] A mentett játék
    [statistics] A statisztikafájl
   *[replay] A visszajátszásfájl
} üres volt, ezért félretettük.
storage-truncated = { $what ->
    [settings] A beállításfájl
    [saved_game] A mentett játék
    [statistics] A statisztikafájl
   *[replay] A visszajátszásfájl
} csonka volt (talán egy összeomlás miatt), ezért félretettük.
storage-not-json = { $what ->
    [settings] A beállításfájl
    [saved_game] A mentett játék
    [statistics] A statisztikafájl
   *[replay] A visszajátszásfájl
} megsérült, ezért félretettük.
storage-wrong-shape = { $what ->
    [settings] A beállításfájl
    [saved_game] A mentett játék
    [statistics] A statisztikafájl
   *[replay] A visszajátszásfájl
} nem azt tartalmazta, amit az UNO Table vár, ezért félretettük.
storage-newer-version = { $what ->
    [settings] A beállításfájlt
    [saved_game] A mentett játékot
    [statistics] A statisztikafájlt
   *[replay] A visszajátszásfájlt
} az UNO Table egy újabb verziója írta, ezért félretettük.
storage-unreadable = { $what ->
    [settings] A beállításfájlt
    [saved_game] A mentett játékot
    [statistics] A statisztikafájlt
   *[replay] A visszajátszásfájlt
} nem sikerült beolvasni.
storage-bad-moves = { $what ->
    [settings] A beállításfájlt
    [saved_game] A mentett játékot
    [statistics] A statisztikafájlt
   *[replay] A visszajátszásfájlt
} nem sikerült visszajátszani, ezért félretettük.
storage-moves-lost = A mentett játék utolsó lépéseit nem sikerült beolvasni; a játék az azok előtti állapotból folytatódik.
storage-not-saved = { $what ->
    [settings] A beállításokat
    [saved_game] A játékot
    [statistics] A statisztikát
   *[replay] A visszajátszást
} nem sikerült menteni. Megtelt a lemez?
storage-reset = A beállítások visszaálltak az alapértékekre.

## The move log: the first card and a new round (issue 18)
ui-log-first-card = Az első felfordított lap: { $card }.
## Issue 41: a first card that may not start the pile goes back (RULES.md), and the next one is turned
ui-log-card-returned = A dobópakli nem kezdődhet ezzel a lappal ({ $card }): visszakerül a húzópakliba.
ui-log-next-card = A következő felfordított lap: { $card }.
ui-log-round = — { $round }. menet —

## Issue 18: set-up help line
ui-setup-rule-help = { $rule }: { $description }

## Hang (issue 24): a hangerők a beállításokban, a némítás (beállítások, szünetmenü) és az M utáni üzenet
ui-volume-master = Fő hangerő: { $percent }%
ui-volume-effects = Hangeffektek: { $percent }%
ui-volume-music = Zene: { $percent ->
    [0] ki
   *[other] { $percent }%
}
ui-volume-down = Halkabban
ui-volume-up = Hangosabban
ui-sound-toggle = Hang (M): { $on ->
    [yes] be
   *[no] némítva
}
ui-sound-note = { $on ->
    [yes] Hang bekapcsolva (M)
   *[no] Hang némítva (M)
}

## Robustness (issue 20): a finished game kept on a full disk, a second window, no display
storage-game-kept = A befejezett játékot nem sikerült elmenteni. Megtelt a lemez? A játék folytatható marad: később válaszd a Folytatás pontot, ekkor újra látod a végét, és a játék akkor mentődik el.
app-already-running = Az UNO Table már fut ugyanezekkel a fájlokkal ({ $folder }). Előbb zárd be a másik ablakot, vagy indítsd ezt a --data-dir kapcsolóval és egy saját mappával.
app-no-display = Nem található kijelző: az UNO Table grafikus asztalt igényel, de sem a DISPLAY, sem a WAYLAND_DISPLAY nincs beállítva. Kijelző nélküli futtatáshoz állítsd be az SDL_VIDEODRIVER változót (például SDL_VIDEODRIVER=dummy).

## The end of the match (issue 18): teams, a single round, play again
ui-team-name = { $first } és { $second }
ui-final-row-round-won = { $n }. { $player }: megnyerte a menetet, értéke { $points } pont
ui-final-row-left = { $n }. { $player }: { $points } pont maradt a kézben
ui-play-again = Még egy játszma

# Visszajátszások (issue 21): a befejezett játékok listája és a lejátszás
ui-menu-replays = Visszajátszások
ui-replays-title = Visszajátszások
ui-replays-none = Még nincs befejezett játék. Minden végigjátszott játék ide kerül.
ui-replays-row = { $date } · { $edition } · { $players } · nyertes: { $winner }
ui-replays-previous = Előző
ui-replays-next = Következő
ui-replays-page = { $page }. oldal / { $pages }
ui-replay-play = Lejátszás
ui-replay-pause = Szünet
ui-replay-step = Következő lépés
ui-replay-speed = Sebesség: { $speed }
ui-replay-seat = Hely: { $player }
ui-replay-move = { $move }. lépés / { $moves }
ui-replay-end = Vége: { $winner } nyert
ui-replay-end-nobody = Vége

# Jump-in and teams (house options, issue 23): set-up screen, table, summaries
ui-option-jump-in = Beugrás: { $on ->
    [yes] be
   *[no] ki
}
ui-option-teams = Csapatjáték: { $on ->
    [yes] be
   *[no] ki
}
ui-option-jump-in-help = Beugrás: akinél a legfelső lappal teljesen egyező lap van (azonos szín és azonos szám vagy jel), soron kívül is kijátszhatja, és a játék tőle folytatódik.
ui-option-teams-help = Csapatjáték: a társak egymással szemben ülnek, és együtt nyerik a meneteket. { $pairs }
ui-setup-partners = { $team }: { $first } + { $second }
ui-jump-in-prompt = Beugrasz? Kattints a világító lapra, vagy nyomd meg a J-t
ui-team-label = „{ $team }” csapat ({ $players })
ui-team-score = „{ $team }” csapat: { $points } pont

## az átadó képernyő hírei és a visszajátszások kártyái (issue 42)
ui-privacy-news = A legutóbbi köröd óta
ui-privacy-news-none = Még nem történt semmi.
ui-replays-when = { $date } · { $moves } lépés
ui-replays-winner = Nyertes: { $winner }
ui-replays-no-winner = Nincs nyertes
ui-replays-watch = Megnézem
ui-replays-empty = Még nincs visszajátszás
ui-replays-first-game = Játszd le az első játékodat

## Issue 41: at the instant animation speed nothing moves, so the table says what it would show:
## the cards the person drew ($card: their names, $count: how many) and, after hands were shuffled,
## swapped or passed on, how many cards the person now holds
ui-you-drew = { $count ->
    [one] Ezt húztad: { $card }
   *[other] { $count } lapot húztál: { $card }
}
ui-you-hold = { $count ->
    [one] Most egy lapod van.
   *[other] Most { $count } lapod van.
}

## Issue 41: the towers dialog (Take Two Towers, Wild Take-a-Tower) says of each tower on offer what it
## blocks and who holds it. $tower: U, N, O or !; $rank: the card it blocks (D1, D2, W4, S); $player: a name
ui-towers-free = { $tower } torony: elhárítja a { $rank ->
    [D1] húzz egyet
    [D2] húzz kettőt
    [W4] színválasztó húzz négyet
   *[S] kimaradsz
} kártyát; szabad
ui-towers-held = { $tower } torony: elhárítja a { $rank ->
    [D1] húzz egyet
    [D2] húzz kettőt
    [W4] színválasztó húzz négyet
   *[S] kimaradsz
} kártyát; gazdája: { $player }
