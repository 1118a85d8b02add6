### Skjermbildene: menyer, oppsett, knappene og dialogene ved bordet, oppsummeringer, innstillinger, varsler.
### Samme variabler som i den engelske ui-screens.ftl. «kort» og «poeng» er like i entall og flertall.

## Felles
ui-ok = OK
ui-yes = Ja
ui-no = Nei
ui-back = Tilbake
ui-cancel = Avbryt
ui-main-menu = Hovedmeny
ui-notice-title = Om filene dine

## Hovedmeny
ui-menu-continue = Fortsett
ui-menu-new-game = Nytt spill
ui-menu-rules = Regler
ui-menu-settings = Innstillinger
ui-menu-statistics = Statistikk
ui-menu-quit = Avslutt
ui-quit-title = Avslutte UNO Table?
ui-quit-question = Spillet du er i gang med, blir lagret og kan fortsettes senere.

## Nytt spill
ui-setup-title = Nytt spill
ui-edition-desc-classic = Originalen: 108 kort, trekk 4-joker og UNO-ropet.
ui-edition-desc-power = Makttårn: kort med maktikon, tårn som blokkerer, trekk 1-kort og ta 2 tårn-kort.
ui-edition-desc-modern = Stokkejoker og tre jokerkort med husregler du velger selv.
ui-setup-seats = { $count ->
    [one] { $count } spiller
   *[other] { $count } spillere
}
ui-seat-person = Person
ui-seat-ai = Datamaskin
ui-seat-level = Nivå: { $level ->
    [beginner] nybegynner
    [easy] lett
    [normal] normal
    [expert] ekspert
   *[other] { $level }
}
ui-setup-default-person = Spiller
ui-setup-default-player = Spiller { $n }
ui-ai-names = Astrid,Bjørn,Eirik,Ingrid,Jonas,Kari,Lars,Nora,Sigrid,Tor
ui-setup-options = Husregler
ui-option-stacking = Stabling av trekkort: { $on ->
    [yes] på
   *[no] av
}
ui-option-forced-play = Trukket kort må spilles: { $on ->
    [yes] på
   *[no] av
}
ui-option-draw-until-playable = Trekk til du kan spille: { $on ->
    [yes] på
   *[no] av
}
ui-option-seven-zero = Sjuer bytter, null roterer: { $on ->
    [yes] på
   *[no] av
}
ui-option-two-player-reverse-skips = Snukort hopper over med to spillere: { $on ->
    [yes] på
   *[no] av
}
ui-option-uno-penalty = Straff for glemt UNO: { $count } kort
ui-option-custom-card = Tilpassbar joker { $number }: { $rule }
ui-option-blank-cards = Blanke kort: { $rule }
ui-option-none = ingen
ui-option-target = Spill til { $target } poeng
ui-setup-seed = Frø
ui-setup-seed-hint = tilfeldig
ui-setup-start = Start spillet
ui-replace-save-title = Erstatte det lagrede spillet?
ui-replace-save-question = Et lagret spill venter på å bli fortsatt. Starter du et nytt spill, forsvinner det for godt.
ui-replace-save-confirm = Start et nytt spill

## Bordet
ui-uno = UNO!
ui-key-uno = Tast U
ui-draw = Trekk
ui-keep = Behold det
ui-hint = Tips
ui-menu = Meny
ui-catch = Ta { $player }!
ui-catch-too-late = For sent: { $player } kan ikke lenger tas.
ui-your-turn = Din tur, { $player }
ui-refused = Det trekket er ikke tillatt nå.
ui-cannot-play = Dette kortet passer ikke her: { $card }.
ui-only-drawn = Nå kan du bare spille kortet du nettopp trakk: { $card }. Eller behold det.
ui-hint-says = Den vanlige datamaskinspilleren ville valgt: { $move }
ui-log-color = { $player } velger farge: { $color ->
    [r] rød
    [y] gul
    [g] grønn
   *[b] blå
}.
ui-color-title = Velg en farge
ui-towers-title = Ta tårn
ui-towers-question = Hvilke tårn tar du?
ui-swap-title = Bytt hånd
ui-swap-question = Hvem bytter du hånd med?
ui-challenge-title = { $player } la en trekk 4-joker
ui-challenge-question = Utfordre hvis du tror at { $player } hadde et kort i fargen som gjaldt. Har du rett, trekker { $player } { $right } kort, og du spiller videre. Tar du feil, trekker du { $wrong } kort og står over.
ui-challenge = Utfordre
ui-accept = Godta
ui-accept-draw = Godta: trekk { $count } kort
ui-stack-title = Trekkortene er stablet
ui-stack-question = Legg et av dine egne kort på stabelen, eller { $count ->
    [one] ta det ene kortet
   *[other] ta alle { $count } kortene
}.
## the stack dialog when no card of the hand may be added: taking the cards is the only move
ui-stack-none = Ingen av kortene dine kan legges på stabelen: { $count ->
    [one] ta det ene kortet
   *[other] ta alle { $count } kortene
}.
ui-stack-play = Legg: { $card }
ui-stack-take = Ta { $count } kort
ui-keep-title = Alle fire tårnene
ui-keep-question = Behold ett kort og kast resten, eller behold hele hånden.
ui-keep-all = Behold hele hånden
ui-discard-title = Nøyaktig sju
ui-discard-question = Velg { $count } kort som skal kastes.
ui-shown-title = Hånden til { $player }

## Bytte på samme maskin
ui-privacy-pass = Gi videre til { $player }
ui-privacy-hint = Bare { $player } skal se på skjermen nå.
ui-privacy-ready = Jeg er { $player }

## Oppsummering av runden og slutten av spillet
ui-round-title = { $player } vinner runden: { $points } poeng
ui-round-hand-points = Hånd: { $points } poeng
ui-round-total = Totalt: { $points } poeng
ui-next-round = Neste runde
ui-game-over-next = Se vinneren
ui-game-winner = { $player } vinner spillet!
ui-final-row = { $n }. { $player }: { $points } poeng

## Pause
ui-pause-title = Pause
ui-pause-resume = Fortsett
ui-pause-save-quit = Lagre og avslutt

## Innstillinger
ui-settings-title = Innstillinger
ui-settings-language = Språk: { $language }
ui-settings-speed = Animasjonshastighet: { $speed ->
    [slow] sakte
    [fast] rask
    [instant] umiddelbar
   *[normal] normal
}
ui-settings-colorblind = Fargeblindmodus: { $on ->
    [yes] på
   *[no] av
}
ui-settings-fullscreen = Fullskjerm: { $on ->
    [yes] på
   *[no] av
}

## Statistikk
ui-stats-title = Statistikk
ui-stats-empty = Ingen fullførte spill ennå.
ui-stats-empty-edition = Ingen fullførte spill i { $edition } ennå.
ui-stats-all = Alle utgaver
ui-stats-col-player = Spiller
ui-stats-col-edition = Utgave
ui-stats-col-games = Spill
ui-stats-col-wins = Seire
ui-stats-col-win-rate = Seiers-%
ui-stats-col-rounds = Vunne runder
ui-stats-col-points = Poeng
ui-stats-col-best-streak = Lengste rekke
ui-stats-col-streak = Nåværende rekke
ui-stats-reset = Nullstill statistikken
ui-stats-reset-title = Nullstille statistikken?
ui-stats-reset-question = Alle spilleres spill, seire, poeng og seiersrekker i alle utgaver blir slettet. Dette kan ikke angres.
ui-stats-reset-confirm = Nullstill
ui-stats-computer = Datamaskin ({ $level ->
    [beginner] nybegynner
    [easy] lett
    [normal] normal
    [expert] ekspert
   *[other] { $level }
})
ui-stats-won-of = Vant { $wins } av { $games }

## Varsler om spillerens filer ($what: settings, saved_game, statistics, replay)
storage-empty = { $what ->
    [settings] Innstillingsfilen var tom
    [saved_game] Det lagrede spillet var tomt
    [statistics] Statistikkfilen var tom
   *[replay] Reprisefilen var tom
} og er lagt til side.
storage-truncated = { $what ->
    [settings] Innstillingsfilen
    [saved_game] Det lagrede spillet
    [statistics] Statistikkfilen
   *[replay] Reprisefilen
} var avkortet (kanskje etter et krasj) og er lagt til side.
storage-not-json = { $what ->
    [settings] Innstillingsfilen
    [saved_game] Det lagrede spillet
    [statistics] Statistikkfilen
   *[replay] Reprisefilen
} var skadet og er lagt til side.
storage-wrong-shape = { $what ->
    [settings] Innstillingsfilen
    [saved_game] Det lagrede spillet
    [statistics] Statistikkfilen
   *[replay] Reprisefilen
} inneholdt ikke det UNO Table forventer, og er lagt til side.
storage-newer-version = { $what ->
    [settings] Innstillingsfilen
    [saved_game] Det lagrede spillet
    [statistics] Statistikkfilen
   *[replay] Reprisefilen
} ble skrevet av en nyere versjon av UNO Table og er lagt til side.
storage-unreadable = { $what ->
    [settings] Innstillingsfilen
    [saved_game] Det lagrede spillet
    [statistics] Statistikkfilen
   *[replay] Reprisefilen
} kunne ikke leses.
storage-bad-moves = { $what ->
    [settings] Innstillingsfilen
    [saved_game] Det lagrede spillet
    [statistics] Statistikkfilen
   *[replay] Reprisefilen
} kunne ikke spilles av på nytt og er lagt til side.
storage-moves-lost = De siste trekkene i det lagrede spillet kunne ikke leses; spillet fortsetter fra før dem.
storage-not-saved = { $what ->
    [settings] Innstillingene
    [saved_game] Spillet
    [statistics] Statistikken
   *[replay] Reprisen
} kunne ikke lagres. Er disken full?
storage-reset = Innstillingene ble tilbakestilt til standardverdiene.

## The move log: the first card and a new round (issue 18)
ui-log-first-card = Det første kortet som snus, er { $card }.
## Issue 41: a first card that may not start the pile goes back (RULES.md), and the next one is turned
ui-log-card-returned = Kastebunken kan ikke starte med { $card }: kortet legges tilbake i trekkbunken.
ui-log-next-card = Det neste kortet som snus, er { $card }.
ui-log-round = — Runde { $round } —

## Issue 18: set-up help line
ui-setup-rule-help = { $rule }: { $description }

## Lyd (issue 24): volumene i innstillingene, lyd av/på (innstillinger, pausemenyen) og beskjeden etter M
ui-volume-master = Hovedvolum: { $percent } %
ui-volume-effects = Lydeffekter: { $percent } %
ui-volume-music = Musikk: { $percent ->
    [0] av
   *[other] { $percent } %
}
ui-volume-down = Skru ned
ui-volume-up = Skru opp
ui-sound-toggle = Lyd (M): { $on ->
    [yes] på
   *[no] dempet
}
ui-sound-note = { $on ->
    [yes] Lyden er på (M)
   *[no] Lyden er dempet (M)
}

## Robustness (issue 20): a finished game kept on a full disk, a second window, no display
storage-game-kept = Det avsluttede spillet kunne ikke lagres. Er disken full? Spillet ligger klart til å fortsette: velg Fortsett i hovedmenyen senere, så vises slutten igjen og spillet lagres da.
app-already-running = UNO Table er allerede åpent med de samme filene ({ $folder }). Lukk det andre vinduet først, eller start dette med --data-dir og en egen mappe.
app-no-display = Fant ingen skjerm: UNO Table trenger et grafisk skrivebord, og verken DISPLAY eller WAYLAND_DISPLAY er satt. Sett SDL_VIDEODRIVER for å kjøre uten skjerm (for eksempel SDL_VIDEODRIVER=dummy).

## The end of the match (issue 18): teams, a single round, play again
ui-team-name = { $first } og { $second }
ui-final-row-round-won = { $n }. { $player }: vant runden, verdt { $points ->
    [one] { $points } poeng
   *[other] { $points } poeng
}
ui-final-row-left = { $n }. { $player }: { $points ->
    [one] { $points } poeng
   *[other] { $points } poeng
} igjen på hånden
ui-play-again = Spill igjen

# Repriser (issue 21): listen over ferdige spill og avspillingen
ui-menu-replays = Repriser
ui-replays-title = Repriser
ui-replays-none = Ingen ferdige spill ennå. Hvert spill som spilles ferdig, lagres her.
ui-replays-row = { $date } · { $edition } · { $players } · vinner: { $winner }
ui-replays-previous = Forrige
ui-replays-next = Neste
ui-replays-page = Side { $page } av { $pages }
ui-replay-play = Spill av
ui-replay-pause = Pause
ui-replay-step = Neste trekk
ui-replay-speed = Fart { $speed }
ui-replay-seat = Plass: { $player }
ui-replay-move = Trekk { $move } av { $moves }
ui-replay-end = Slutt: { $winner } vant
ui-replay-end-nobody = Slutt

# Jump-in and teams (house options, issue 23): set-up screen, table, summaries
ui-option-jump-in = Hopp inn: { $on ->
    [yes] på
   *[no] av
}
ui-option-teams = Lag: { $on ->
    [yes] på
   *[no] av
}
ui-option-jump-in-help = Hopp inn: den som har et kort helt likt det øverste (samme farge og samme tall eller symbol), kan legge det utenom tur, og spillet fortsetter derfra.
ui-option-teams-help = Lag: makkerne sitter rett overfor hverandre og vinner rundene sammen. { $pairs }
ui-setup-partners = { $team }: { $first } + { $second }
ui-jump-in-prompt = Hopp inn? Klikk på det lysende kortet eller trykk J
ui-team-label = Lag { $team } ({ $players })
ui-team-score = Lag { $team }: { $points ->
    [one] { $points } poeng
   *[other] { $points } poeng
}

## gi videre-skjermens nyheter og reprisenes kort (issue 42)
ui-privacy-news = Siden din forrige tur
ui-privacy-news-none = Ingenting har skjedd ennå.
ui-replays-when = { $date } · { $moves ->
    [one] 1 trekk
   *[other] { $moves } trekk
}
ui-replays-winner = Vinner: { $winner }
ui-replays-no-winner = Ingen vinner
ui-replays-watch = Se
ui-replays-empty = Ingen repriser ennå
ui-replays-first-game = Spill ditt første spill

## Issue 41: at the instant animation speed nothing moves, so the table says what it would show:
## the cards the person drew ($card: their names, $count: how many) and, after hands were shuffled,
## swapped or passed on, how many cards the person now holds
ui-you-drew = { $count ->
    [one] Du trakk: { $card }
   *[other] Du trakk { $count } kort: { $card }
}
ui-you-hold = { $count ->
    [one] Nå har du ett kort.
   *[other] Nå har du { $count } kort.
}

## Issue 41: the towers dialog (Take Two Towers, Wild Take-a-Tower) says of each tower on offer what it
## blocks and who holds it. $tower: U, N, O or !; $rank: the card it blocks (D1, D2, W4, S); $player: a name
ui-towers-free = { $tower }-tårnet: blokkerer { $rank ->
    [D1] trekk 1-kort
    [D2] trekk 2-kort
    [W4] trekk 4-jokere
   *[S] stå over-kort
}; ledig
ui-towers-held = { $tower }-tårnet: blokkerer { $rank ->
    [D1] trekk 1-kort
    [D2] trekk 2-kort
    [W4] trekk 4-jokere
   *[S] stå over-kort
}; eies av { $player }
