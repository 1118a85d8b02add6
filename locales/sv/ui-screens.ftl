### Skärmarna: menyer, förberedelser, bordets knappar och dialoger, sammanfattningar, inställningar.

## Gemensamt
ui-ok = OK
ui-yes = Ja
ui-no = Nej
ui-back = Tillbaka
ui-cancel = Avbryt
ui-main-menu = Huvudmeny
ui-notice-title = Om dina filer

## Huvudmeny
ui-menu-continue = Fortsätt
ui-menu-new-game = Nytt spel
ui-menu-rules = Regler
ui-menu-settings = Inställningar
ui-menu-statistics = Statistik
ui-menu-quit = Avsluta
ui-quit-title = Avsluta UNO Table?
ui-quit-question = Spelet du håller på med är sparat och kan fortsättas senare.

## Nytt spel
ui-setup-title = Nytt spel
ui-edition-desc-classic = Originalet: 108 kort, Dra fyra-jokern och UNO-ropet.
ui-edition-desc-power = Makttorn: kort med maktsymboler, torn som stoppar, Dra ett, Ta ett torn och Ta två torn.
ui-edition-desc-modern = Blandajokern och tre individuella jokrar med husregler som du väljer själv.
ui-setup-seats = { $count ->
    [one] { $count } plats
   *[other] { $count } platser
}
ui-seat-person = Person
ui-seat-ai = Dator
ui-seat-level = Nivå: { $level ->
    [beginner] nybörjare
    [easy] lätt
    [normal] normal
    [expert] expert
   *[other] { $level }
}
ui-setup-default-person = Spelare
ui-setup-default-player = Spelare { $n }
ui-ai-names = Alva,Bosse,Cissi,David,Elsa,Frida,Gustav,Hugo,Ida,Jonna
ui-setup-options = Husregler
ui-option-stacking = Stapla dragkort: { $on ->
    [yes] på
   *[no] av
}
ui-option-forced-play = Draget kort måste spelas: { $on ->
    [yes] på
   *[no] av
}
ui-option-draw-until-playable = Dra tills ett kort passar: { $on ->
    [yes] på
   *[no] av
}
ui-option-seven-zero = Sjua byter, nolla roterar: { $on ->
    [yes] på
   *[no] av
}
ui-option-two-player-reverse-skips = Vändkort hoppar över vid två spelare: { $on ->
    [yes] på
   *[no] av
}
ui-option-uno-penalty = Straff för glömt UNO: { $count ->
    [one] { $count } kort
   *[other] { $count } kort
}
ui-option-custom-card = Individuell joker { $number }: { $rule }
ui-option-blank-cards = Blanka kort: { $rule }
ui-option-none = inga
ui-option-target = Spela till { $target ->
    [one] { $target } poäng
   *[other] { $target } poäng
}
ui-setup-seed = Frö
ui-setup-seed-hint = slumpmässigt
ui-setup-start = Starta spelet
ui-replace-save-title = Ersätta det sparade spelet?
ui-replace-save-question = Ett sparat spel väntar på att fortsättas. Startar du ett nytt spel försvinner det för gott.
ui-replace-save-confirm = Starta ett nytt spel

## Bordet
ui-uno = UNO!
ui-key-uno = Tangent U
ui-draw = Dra
ui-keep = Behåll
ui-hint = Tips
ui-menu = Meny
ui-catch = Ta { $player }!
ui-catch-too-late = För sent: det går inte längre att ta { $player }.
ui-your-turn = Din tur, { $player }
ui-refused = Det draget går inte nu.
ui-cannot-play = Det kortet passar inte här: { $card }.
ui-only-drawn = Nu får du bara spela kortet du just drog: { $card }. Eller behåll det.
ui-hint-says = Datorspelaren på normal nivå skulle välja: { $move }
ui-log-color = { $player } väljer { $color ->
    [r] rött
    [y] gult
    [g] grönt
   *[b] blått
}.
ui-color-title = Välj en färg
ui-towers-title = Ta torn
ui-towers-question = Vilka torn tar du?
ui-swap-title = Byt hand
ui-swap-question = Vem byter du hand med?
ui-challenge-title = { $player } spelade en Dra fyra-joker
ui-challenge-question = Utmana om du tror att { $player } hade ett kort i färgen som gällde. Har du rätt drar { $player } { $right } kort och du spelar vidare. Har du fel drar du { $wrong } kort och står över din tur.
ui-challenge = Utmana
ui-accept = Godta
ui-accept-draw = Godta: dra { $count ->
    [one] { $count } kort
   *[other] { $count } kort
}
ui-stack-title = Dragkorten staplas
ui-stack-question = Lägg ett eget kort på högen, eller dra alla { $count ->
    [one] { $count } kort
   *[other] { $count } kort
}.
## the stack dialog when no card of the hand may be added: taking the cards is the only move
ui-stack-none = Inget av dina kort kan läggas på högen: dra { $count ->
    [one] { $count } kort
   *[other] alla { $count } kort
}.
ui-stack-play = Lägg: { $card }
ui-stack-take = Dra { $count ->
    [one] { $count } kort
   *[other] { $count } kort
}
ui-keep-title = Alla fyra tornen
ui-keep-question = Behåll ett kort och lägg bort resten, eller behåll hela handen.
ui-keep-all = Behåll hela handen
ui-discard-title = Exakt sju
ui-discard-question = Välj { $count ->
    [one] { $count } kort
   *[other] { $count } kort
} att lägga bort.
ui-shown-title = { $player } visar sin hand

## Turas om vid samma dator
ui-privacy-pass = Lämna över till { $player }
ui-privacy-hint = Nu ska bara { $player } titta på skärmen.
ui-privacy-ready = Jag är { $player }

## Omgångens slut och spelets slut
ui-round-title = { $player } vinner omgången: { $points ->
    [one] { $points } poäng
   *[other] { $points } poäng
}
ui-round-hand-points = Hand: { $points ->
    [one] { $points } poäng
   *[other] { $points } poäng
}
ui-round-total = Totalt: { $points ->
    [one] { $points } poäng
   *[other] { $points } poäng
}
ui-next-round = Nästa omgång
ui-game-over-next = Se vinnaren
ui-game-winner = { $player } vinner spelet!
ui-final-row = { $n }. { $player }: { $points ->
    [one] { $points } poäng
   *[other] { $points } poäng
}

## Paus
ui-pause-title = Paus
ui-pause-resume = Fortsätt spela
ui-pause-save-quit = Spara och avsluta

## Inställningar
ui-settings-title = Inställningar
ui-settings-language = Språk: { $language }
ui-settings-speed = Animationshastighet: { $speed ->
    [slow] långsam
    [fast] snabb
    [instant] direkt
   *[normal] normal
}
ui-settings-colorblind = Färgblindläge: { $on ->
    [yes] på
   *[no] av
}
ui-settings-fullscreen = Helskärm: { $on ->
    [yes] på
   *[no] av
}

## Statistik
ui-stats-title = Statistik
ui-stats-empty = Inga avslutade spel ännu.
ui-stats-empty-edition = { $edition }: inga avslutade spel ännu.
ui-stats-all = Alla utgåvor
ui-stats-col-player = Spelare
ui-stats-col-edition = Utgåva
ui-stats-col-games = Spel
ui-stats-col-wins = Vinster
ui-stats-col-win-rate = Vinst-%
ui-stats-col-rounds = Vunna omgångar
ui-stats-col-points = Poäng
ui-stats-col-best-streak = Längsta svit
ui-stats-col-streak = Nuvarande svit
ui-stats-reset = Nollställ statistiken
ui-stats-reset-title = Nollställa statistiken?
ui-stats-reset-question = Alla spelares spel, vinster, poäng och vinstsviter i alla utgåvor raderas. Det går inte att ångra.
ui-stats-reset-confirm = Nollställ
ui-stats-computer = Dator ({ $level ->
    [beginner] nybörjare
    [easy] lätt
    [normal] normal
    [expert] expert
   *[other] { $level }
})
ui-stats-won-of = Vann { $wins } av { $games }

## Meddelanden om spelarens filer
storage-empty = { $what ->
    [settings] Inställningsfilen var tom
    [saved_game] Det sparade spelet var tomt
    [statistics] Statistikfilen var tom
   *[replay] Reprisfilen var tom
} och har lagts åt sidan.
storage-truncated = { $what ->
    [settings] Inställningsfilen var avkortad
    [saved_game] Det sparade spelet var avkortat
    [statistics] Statistikfilen var avkortad
   *[replay] Reprisfilen var avkortad
} (kanske efter en krasch) och har lagts åt sidan.
storage-not-json = { $what ->
    [settings] Inställningsfilen var skadad
    [saved_game] Det sparade spelet var skadat
    [statistics] Statistikfilen var skadad
   *[replay] Reprisfilen var skadad
} och har lagts åt sidan.
storage-wrong-shape = { $what ->
    [settings] Inställningsfilen
    [saved_game] Det sparade spelet
    [statistics] Statistikfilen
   *[replay] Reprisfilen
} innehöll inte det UNO Table väntar sig och har lagts åt sidan.
storage-newer-version = { $what ->
    [settings] Inställningsfilen
    [saved_game] Det sparade spelet
    [statistics] Statistikfilen
   *[replay] Reprisfilen
} skrevs av en nyare version av UNO Table och har lagts åt sidan.
storage-unreadable = { $what ->
    [settings] Inställningsfilen
    [saved_game] Det sparade spelet
    [statistics] Statistikfilen
   *[replay] Reprisfilen
} kunde inte läsas.
storage-bad-moves = { $what ->
    [settings] Inställningsfilen
    [saved_game] Det sparade spelet
    [statistics] Statistikfilen
   *[replay] Reprisfilen
} kunde inte spelas upp igen och har lagts åt sidan.
storage-moves-lost = De sista dragen i det sparade spelet kunde inte läsas; spelet fortsätter från före dem.
storage-not-saved = { $what ->
    [settings] Inställningarna
    [saved_game] Spelet
    [statistics] Statistiken
   *[replay] Reprisen
} kunde inte sparas. Är disken full?
storage-reset = Inställningarna har återställts till standardvärdena.

## The move log: the first card and a new round (issue 18)
ui-log-first-card = Första kortet som vänds upp: { $card }.
## Issue 41: a first card that may not start the pile goes back (RULES.md), and the next one is turned
ui-log-card-returned = Slänghögen får inte börja med { $card }: kortet stoppas tillbaka i draghögen.
ui-log-next-card = Nästa kort som vänds upp: { $card }.
ui-log-round = — Omgång { $round } —

## Issue 18: set-up help line
ui-setup-rule-help = { $rule }: { $description }

## Ljud (issue 24): volymerna i inställningarna, ljud av/på (inställningar, pausmenyn) och notisen efter M
ui-volume-master = Huvudvolym: { $percent } %
ui-volume-effects = Ljudeffekter: { $percent } %
ui-volume-music = Musik: { $percent ->
    [0] av
   *[other] { $percent } %
}
ui-volume-down = Sänk volymen
ui-volume-up = Höj volymen
ui-sound-toggle = Ljud (M): { $on ->
    [yes] på
   *[no] avstängt
}
ui-sound-note = { $on ->
    [yes] Ljudet är på (M)
   *[no] Ljudet är avstängt (M)
}

## Robustness (issue 20): a finished game kept on a full disk, a second window, no display
storage-game-kept = Det avslutade spelet kunde inte sparas. Är disken full? Spelet finns kvar att fortsätta: välj Fortsätt i huvudmenyn senare, så visas slutet igen och spelet sparas då.
app-already-running = UNO Table är redan öppet med samma filer ({ $folder }). Stäng det andra fönstret först, eller starta det här med --data-dir och en egen mapp.
app-no-display = Ingen skärm hittades: UNO Table behöver ett grafiskt skrivbord, och varken DISPLAY eller WAYLAND_DISPLAY är satt. Sätt SDL_VIDEODRIVER för att köra utan skärm (till exempel SDL_VIDEODRIVER=dummy).

## The end of the match (issue 18): teams, a single round, play again
ui-team-name = { $first } och { $second }
ui-final-row-round-won = { $n }. { $player }: vann omgången, värd { $points ->
    [one] { $points } poäng
   *[other] { $points } poäng
}
ui-final-row-left = { $n }. { $player }: { $points ->
    [one] { $points } poäng
   *[other] { $points } poäng
} kvar på handen
ui-play-again = Spela igen

# Repriser (issue 21): listan över avslutade spel och uppspelningen
ui-menu-replays = Repriser
ui-replays-title = Repriser
ui-replays-none = Inga avslutade spel ännu. Varje spel som spelas klart sparas här.
ui-replays-row = { $date } · { $edition } · { $players } · vinnare: { $winner }
ui-replays-previous = Föregående
ui-replays-next = Nästa
ui-replays-page = Sida { $page } av { $pages }
ui-replay-play = Spela upp
ui-replay-pause = Pausa
ui-replay-step = Nästa drag
ui-replay-speed = Hastighet { $speed }
ui-replay-seat = Plats: { $player }
ui-replay-move = Drag { $move } av { $moves }
ui-replay-end = Slut: { $winner } vann
ui-replay-end-nobody = Slut

# Jump-in and teams (house options, issue 23): set-up screen, table, summaries
ui-option-jump-in = Hoppa in: { $on ->
    [yes] på
   *[no] av
}
ui-option-teams = Lag: { $on ->
    [yes] på
   *[no] av
}
ui-option-jump-in-help = Hoppa in: den som har ett likadant kort som det översta (samma färg och samma siffra eller symbol) får lägga det fast det inte är hens tur, och spelet fortsätter därifrån.
ui-option-teams-help = Lag: lagkamraterna sitter mittemot varandra och vinner omgångarna tillsammans. { $pairs }
ui-setup-partners = { $team }: { $first } + { $second }
ui-jump-in-prompt = Hoppa in? Klicka på det lysande kortet eller tryck J
ui-team-label = Lag { $team } ({ $players })
ui-team-score = Lag { $team }: { $points } poäng

## lämna över-skärmens nyheter och reprisernas kort (issue 42)
ui-privacy-news = Sedan din senaste tur
ui-privacy-news-none = Inget har hänt än.
ui-replays-when = { $date } · { $moves ->
    [one] 1 drag
   *[other] { $moves } drag
}
ui-replays-winner = Vinnare: { $winner }
ui-replays-no-winner = Ingen vinnare
ui-replays-watch = Titta
ui-replays-empty = Inga repriser än
ui-replays-first-game = Spela ditt första spel

## Issue 41: at the instant animation speed nothing moves, so the table says what it would show:
## the cards the person drew ($card: their names, $count: how many) and, after hands were shuffled,
## swapped or passed on, how many cards the person now holds
ui-you-drew = { $count ->
    [one] Du drog: { $card }
   *[other] Du drog { $count } kort: { $card }
}
ui-you-hold = { $count ->
    [one] Nu har du ett kort.
   *[other] Nu har du { $count } kort.
}

## Issue 41: the towers dialog (Take Two Towers, Wild Take-a-Tower) says of each tower on offer what it
## blocks and who holds it. $tower: U, N, O or !; $rank: the card it blocks (D1, D2, W4, S); $player: a name
ui-towers-free = Makttornet { $tower }: stoppar { $rank ->
    [D1] Dra ett
    [D2] Dra två
    [W4] Dra fyra-joker
   *[S] Hoppa över
}; ledigt
ui-towers-held = Makttornet { $tower }: stoppar { $rank ->
    [D1] Dra ett
    [D2] Dra två
    [W4] Dra fyra-joker
   *[S] Hoppa över
}; ägs av { $player }
