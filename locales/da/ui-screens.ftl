### Skærmene: menuer, opsætning, bordets knapper og dialoger, opsummeringer, indstillinger.

## Fælles
ui-ok = OK
ui-yes = Ja
ui-no = Nej
ui-back = Tilbage
ui-cancel = Annuller
ui-main-menu = Hovedmenu
ui-notice-title = Om dine filer

## Hovedmenu
ui-menu-continue = Fortsæt
ui-menu-new-game = Nyt spil
ui-menu-rules = Regler
ui-menu-settings = Indstillinger
ui-menu-statistics = Statistik
ui-menu-quit = Afslut
ui-quit-title = Afslut UNO Table?
ui-quit-question = Dit igangværende spil er gemt og kan fortsættes senere.

## Nyt spil
ui-setup-title = Nyt spil
ui-edition-desc-classic = Originalen: 108 kort, Træk fire-jokeren og UNO-råbet.
ui-edition-desc-power = Magttårne: kort med magtsymboler, tårne der blokerer, Træk ét, Tag et tårn og Tag to tårne.
ui-edition-desc-modern = Blandejokeren og tre husregeljokere med regler, som du selv vælger.
ui-setup-seats = { $count ->
    [one] { $count } plads
   *[other] { $count } pladser
}
ui-seat-person = Person
ui-seat-ai = Computer
ui-seat-level = Niveau: { $level ->
    [beginner] begynder
    [easy] let
    [normal] normal
    [expert] ekspert
   *[other] { $level }
}
ui-setup-default-person = Spiller
ui-setup-default-player = Spiller { $n }
ui-ai-names = Anders,Birgitte,Christian,Dorthe,Emil,Freja,Gustav,Hanne,Ida,Jens
ui-setup-options = Husregler
ui-option-stacking = Stabling af trækkort: { $on ->
    [yes] til
   *[no] fra
}
ui-option-forced-play = Trukket kort skal spilles: { $on ->
    [yes] til
   *[no] fra
}
ui-option-draw-until-playable = Træk til et kort passer: { $on ->
    [yes] til
   *[no] fra
}
ui-option-seven-zero = Syv bytter, nul roterer: { $on ->
    [yes] til
   *[no] fra
}
ui-option-two-player-reverse-skips = Skift retning springer over med to spillere: { $on ->
    [yes] til
   *[no] fra
}
ui-option-uno-penalty = Straf for glemt UNO: { $count ->
    [one] { $count } kort
   *[other] { $count } kort
}
ui-option-custom-card = Husregeljoker { $number }: { $rule }
ui-option-blank-cards = Blanke kort: { $rule }
ui-option-none = ingen
ui-option-target = Spil til { $target ->
    [one] { $target } point
   *[other] { $target } point
}
ui-setup-seed = Frø
ui-setup-seed-hint = tilfældigt
ui-setup-start = Start spillet
ui-replace-save-title = Erstat det gemte spil?
ui-replace-save-question = Et gemt spil venter på at blive fortsat. Starter du et nyt spil, forsvinder det for altid.
ui-replace-save-confirm = Start et nyt spil

## Bordet
ui-uno = UNO!
ui-key-uno = Tast U
ui-draw = Træk
ui-keep = Behold
ui-hint = Tip
ui-menu = Menu
ui-catch = Fang { $player }!
ui-catch-too-late = For sent: { $player } kan ikke længere fanges.
ui-your-turn = Din tur, { $player }
ui-refused = Det træk er ikke tilladt nu.
ui-cannot-play = Det kort passer ikke her: { $card }.
ui-only-drawn = Nu må du kun spille det kort, du lige har trukket: { $card }. Eller behold det.
ui-hint-says = Computerspilleren på normalt niveau ville vælge: { $move }
ui-log-color = { $player } vælger { $color ->
    [r] rød
    [y] gul
    [g] grøn
   *[b] blå
}.
ui-color-title = Vælg en farve
ui-towers-title = Tag tårne
ui-towers-question = Hvilke tårne tager du?
ui-swap-title = Byt hænder
ui-swap-question = Hvem bytter du hånd med?
ui-challenge-title = { $player } spillede en Træk fire-joker
ui-challenge-question = Udfordr, hvis du tror, at { $player } havde et kort i den gældende farve. Har du ret, trækker { $player } { $right } kort, og du spiller videre. Tager du fejl, trækker du { $wrong } kort og mister din tur.
ui-challenge = Udfordr
ui-accept = Accepter
ui-accept-draw = Accepter: træk { $count ->
    [one] { $count } kort
   *[other] { $count } kort
}
ui-stack-title = Trækkortene stables
ui-stack-question = Læg et af dine egne på stakken, eller træk alle { $count ->
    [one] { $count } kort
   *[other] { $count } kort
}.
## the stack dialog when no card of the hand may be added: taking the cards is the only move
ui-stack-none = Ingen af dine kort kan lægges på stakken: træk { $count ->
    [one] { $count } kort
   *[other] alle { $count } kort
}.
ui-stack-play = Læg: { $card }
ui-stack-take = Træk { $count ->
    [one] { $count } kort
   *[other] { $count } kort
}
ui-keep-title = Alle fire tårne
ui-keep-question = Behold ét kort og læg resten fra dig, eller behold hele hånden.
ui-keep-all = Behold hele hånden
ui-discard-title = Præcis syv
ui-discard-question = Vælg { $count ->
    [one] { $count } kort
   *[other] { $count } kort
} at lægge fra dig.
ui-shown-title = { $player } viser sin hånd

## Skiftes ved samme computer
ui-privacy-pass = Giv videre til { $player }
ui-privacy-hint = Nu må kun { $player } kigge på skærmen.
ui-privacy-ready = Jeg er { $player }

## Rundens og spillets afslutning
ui-round-title = { $player } vinder runden: { $points ->
    [one] { $points } point
   *[other] { $points } point
}
ui-round-hand-points = Hånd: { $points ->
    [one] { $points } point
   *[other] { $points } point
}
ui-round-total = I alt: { $points ->
    [one] { $points } point
   *[other] { $points } point
}
ui-next-round = Næste runde
ui-game-over-next = Se vinderen
ui-game-winner = { $player } vinder spillet!
ui-final-row = { $n }. { $player }: { $points ->
    [one] { $points } point
   *[other] { $points } point
}

## Pause
ui-pause-title = Pause
ui-pause-resume = Spil videre
ui-pause-save-quit = Gem og afslut

## Indstillinger
ui-settings-title = Indstillinger
ui-settings-language = Sprog: { $language }
ui-settings-speed = Animationshastighed: { $speed ->
    [slow] langsom
    [fast] hurtig
    [instant] øjeblikkelig
   *[normal] normal
}
ui-settings-colorblind = Farveblindtilstand: { $on ->
    [yes] til
   *[no] fra
}
ui-settings-fullscreen = Fuld skærm: { $on ->
    [yes] til
   *[no] fra
}

## Statistik
ui-stats-title = Statistik
ui-stats-empty = Ingen afsluttede spil endnu.
ui-stats-empty-edition = { $edition }: ingen afsluttede spil endnu.
ui-stats-all = Alle udgaver
ui-stats-col-player = Spiller
ui-stats-col-edition = Udgave
ui-stats-col-games = Spil
ui-stats-col-wins = Sejre
ui-stats-col-win-rate = Sejrs-%
ui-stats-col-rounds = Vundne runder
ui-stats-col-points = Point
ui-stats-col-best-streak = Længste række
ui-stats-col-streak = Aktuel række
ui-stats-reset = Nulstil statistikken
ui-stats-reset-title = Nulstil statistikken?
ui-stats-reset-question = Alle spilleres spil, sejre, point og sejrsrækker i alle udgaver bliver slettet. Det kan ikke fortrydes.
ui-stats-reset-confirm = Nulstil
ui-stats-computer = Computer ({ $level ->
    [beginner] begynder
    [easy] let
    [normal] normal
    [expert] ekspert
   *[other] { $level }
})
ui-stats-won-of = Vandt { $wins } af { $games }

## Beskeder om spillerens filer
storage-empty = { $what ->
    [settings] Indstillingsfilen var tom
    [saved_game] Det gemte spil var tomt
    [statistics] Statistikfilen var tom
   *[replay] Genafspilningsfilen var tom
} og er lagt til side.
storage-truncated = { $what ->
    [settings] Indstillingsfilen
    [saved_game] Det gemte spil
    [statistics] Statistikfilen
   *[replay] Genafspilningsfilen
} var afkortet (måske efter et nedbrud) og er lagt til side.
storage-not-json = { $what ->
    [settings] Indstillingsfilen
    [saved_game] Det gemte spil
    [statistics] Statistikfilen
   *[replay] Genafspilningsfilen
} var beskadiget og er lagt til side.
storage-wrong-shape = { $what ->
    [settings] Indstillingsfilen
    [saved_game] Det gemte spil
    [statistics] Statistikfilen
   *[replay] Genafspilningsfilen
} indeholdt ikke det, UNO Table forventer, og er lagt til side.
storage-newer-version = { $what ->
    [settings] Indstillingsfilen
    [saved_game] Det gemte spil
    [statistics] Statistikfilen
   *[replay] Genafspilningsfilen
} blev skrevet af en nyere version af UNO Table og er lagt til side.
storage-unreadable = { $what ->
    [settings] Indstillingsfilen
    [saved_game] Det gemte spil
    [statistics] Statistikfilen
   *[replay] Genafspilningsfilen
} kunne ikke læses.
storage-bad-moves = { $what ->
    [settings] Indstillingsfilen
    [saved_game] Det gemte spil
    [statistics] Statistikfilen
   *[replay] Genafspilningsfilen
} kunne ikke afspilles igen og er lagt til side.
storage-moves-lost = De sidste træk i det gemte spil kunne ikke læses; spillet fortsætter fra før dem.
storage-not-saved = { $what ->
    [settings] Indstillingerne
    [saved_game] Spillet
    [statistics] Statistikken
   *[replay] Genafspilningen
} kunne ikke gemmes. Er disken fuld?
storage-reset = Indstillingerne er sat tilbage til standard.

## The move log: the first card and a new round (issue 18)
ui-log-first-card = Det første kort, der vendes: { $card }.
## Issue 41: a first card that may not start the pile goes back (RULES.md), and the next one is turned
ui-log-card-returned = Afkastbunken må ikke starte med { $card }: kortet lægges tilbage i den lukkede bunke.
ui-log-next-card = Det næste kort, der vendes: { $card }.
ui-log-round = — Runde { $round } —

## Issue 18: set-up help line
ui-setup-rule-help = { $rule }: { $description }

## Lyd (issue 24): lydstyrkerne i indstillingerne, lyd til/fra (indstillinger, pausemenuen) og beskeden efter M
ui-volume-master = Samlet lydstyrke: { $percent } %
ui-volume-effects = Lydeffekter: { $percent } %
ui-volume-music = Musik: { $percent ->
    [0] fra
   *[other] { $percent } %
}
ui-volume-down = Skru ned
ui-volume-up = Skru op
ui-sound-toggle = Lyd (M): { $on ->
    [yes] til
   *[no] slået fra
}
ui-sound-note = { $on ->
    [yes] Lyden er slået til (M)
   *[no] Lyden er slået fra (M)
}

## Robustness (issue 20): a finished game kept on a full disk, a second window, no display
storage-game-kept = Det afsluttede spil kunne ikke gemmes. Er disken fuld? Spillet ligger klar til at fortsætte: vælg Fortsæt i hovedmenuen senere, så vises slutningen igen, og spillet gemmes da.
app-already-running = UNO Table er allerede åbent med de samme filer ({ $folder }). Luk det andet vindue først, eller start dette med --data-dir og sin egen mappe.
app-no-display = Der blev ikke fundet nogen skærm: UNO Table skal bruge et grafisk skrivebord, og hverken DISPLAY eller WAYLAND_DISPLAY er sat. Sæt SDL_VIDEODRIVER for at køre uden skærm (for eksempel SDL_VIDEODRIVER=dummy).

## The end of the match (issue 18): teams, a single round, play again
ui-team-name = { $first } og { $second }
ui-final-row-round-won = { $n }. { $player }: vandt runden, værd { $points ->
    [one] { $points } point
   *[other] { $points } point
}
ui-final-row-left = { $n }. { $player }: { $points ->
    [one] { $points } point
   *[other] { $points } point
} tilbage på hånden
ui-play-again = Spil igen

# Genafspilninger (issue 21): listen over færdige spil og afspilningen
ui-menu-replays = Genafspilninger
ui-replays-title = Genafspilninger
ui-replays-none = Ingen færdige spil endnu. Hvert spil, der spilles til ende, gemmes her.
ui-replays-row = { $date } · { $edition } · { $players } · vinder: { $winner }
ui-replays-previous = Forrige
ui-replays-next = Næste
ui-replays-page = Side { $page } af { $pages }
ui-replay-play = Afspil
ui-replay-pause = Pause
ui-replay-step = Næste træk
ui-replay-speed = Hastighed { $speed }
ui-replay-seat = Plads: { $player }
ui-replay-move = Træk { $move } af { $moves }
ui-replay-end = Slut: { $winner } vandt
ui-replay-end-nobody = Slut

# Jump-in and teams (house options, issue 23): set-up screen, table, summaries
ui-option-jump-in = Hop ind: { $on ->
    [yes] til
   *[no] fra
}
ui-option-teams = Hold: { $on ->
    [yes] til
   *[no] fra
}
ui-option-jump-in-help = Hop ind: den, der har et kort magen til det øverste (samme farve og samme tal eller symbol), må lægge det uden for tur, og spillet fortsætter derfra.
ui-option-teams-help = Hold: makkerne sidder over for hinanden og vinder runderne sammen. { $pairs }
ui-setup-partners = { $team }: { $first } + { $second }
ui-jump-in-prompt = Hop ind? Klik på det lysende kort, eller tryk J
ui-team-label = Hold { $team } ({ $players })
ui-team-score = Hold { $team }: { $points ->
    [one] { $points } point
   *[other] { $points } point
}

## giv videre-skærmens nyheder og genafspilningernes kort (issue 42)
ui-privacy-news = Siden din sidste tur
ui-privacy-news-none = Der er ikke sket noget endnu.
ui-replays-when = { $date } · { $moves ->
    [one] 1 træk
   *[other] { $moves } træk
}
ui-replays-winner = Vinder: { $winner }
ui-replays-no-winner = Ingen vinder
ui-replays-watch = Se
ui-replays-empty = Ingen genafspilninger endnu
ui-replays-first-game = Spil dit første spil

## Issue 41: at the instant animation speed nothing moves, so the table says what it would show:
## the cards the person drew ($card: their names, $count: how many) and, after hands were shuffled,
## swapped or passed on, how many cards the person now holds
ui-you-drew = { $count ->
    [one] Du trak: { $card }
   *[other] Du trak { $count } kort: { $card }
}
ui-you-hold = { $count ->
    [one] Nu har du ét kort.
   *[other] Nu har du { $count } kort.
}

## Issue 41: the towers dialog (Take Two Towers, Wild Take-a-Tower) says of each tower on offer what it
## blocks and who holds it. $tower: U, N, O or !; $rank: the card it blocks (D1, D2, W4, S); $player: a name
ui-towers-free = Magttårnet { $tower }: blokerer { $rank ->
    [D1] Træk ét
    [D2] Træk to
    [W4] Træk fire-joker
   *[S] Spring over
}; ledigt
ui-towers-held = Magttårnet { $tower }: blokerer { $rank ->
    [D1] Træk ét
    [D2] Træk to
    [W4] Træk fire-joker
   *[S] Spring over
}; ejes af { $player }
