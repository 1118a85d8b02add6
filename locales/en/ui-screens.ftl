### The screens: menus, set-up, the table's controls and dialogs, summaries, settings, notices.
### Variables: $player a name; $count, $points, $n, $number, $target numbers (plural selectors);
### $on "yes"/"no"; $speed an animation speed key; $level an AI id; $color a colour code (r, y, g, b).

## Common
ui-ok = OK
ui-yes = Yes
ui-no = No
ui-back = Back
ui-cancel = Cancel
ui-main-menu = Main menu
ui-notice-title = About your files

## Main menu
ui-menu-continue = Continue
ui-menu-new-game = New game
ui-menu-rules = Rules
ui-menu-settings = Settings
ui-menu-statistics = Statistics
ui-menu-quit = Quit
ui-quit-title = Quit UNO Table?
ui-quit-question = Your game in progress is saved and can be continued later.

## New game
ui-setup-title = New game
ui-edition-desc-classic = The original: 108 cards, Wild Draw Four and the UNO call.
ui-edition-desc-power = Power towers: symbol cards, towers that block, Draw One and Take Two.
ui-edition-desc-modern = Wild Shuffle Hands and three wild cards with house rules of your choice.
ui-setup-seats = { $count ->
    [one] { $count } seat
   *[other] { $count } seats
}
ui-seat-person = Person
ui-seat-ai = Computer
ui-seat-level = Level: { $level ->
    [beginner] beginner
    [easy] easy
    [normal] normal
    [expert] expert
   *[other] { $level }
}
ui-setup-default-person = Player
ui-setup-default-player = Player { $n }
ui-ai-names = Alex,Billie,Charlie,Dana,Eli,Frankie,Gabi,Harper,Iris,Jules
ui-setup-options = House options
ui-option-stacking = Stacking draw cards: { $on ->
    [yes] on
   *[no] off
}
ui-option-forced-play = Forced play of a drawn card: { $on ->
    [yes] on
   *[no] off
}
ui-option-draw-until-playable = Draw until playable: { $on ->
    [yes] on
   *[no] off
}
ui-option-seven-zero = Seven swaps, zero rotates: { $on ->
    [yes] on
   *[no] off
}
ui-option-two-player-reverse-skips = Reverse skips with two players: { $on ->
    [yes] on
   *[no] off
}
ui-option-uno-penalty = Penalty for a missed UNO: { $count ->
    [one] { $count } card
   *[other] { $count } cards
}
ui-option-custom-card = Custom wild { $number }: { $rule }
ui-option-blank-cards = Blank cards: { $rule }
ui-option-none = none
ui-option-target = Play to { $target ->
    [one] { $target } point
   *[other] { $target } points
}
ui-setup-seed = Seed
ui-setup-seed-hint = random
ui-setup-start = Start the game
ui-replace-save-title = Replace the saved game?
ui-replace-save-question = A game is saved and waiting to be continued. Starting a new game ends it for good.
ui-replace-save-confirm = Start a new game

## The table
ui-uno = UNO!
ui-key-uno = Key U
ui-draw = Draw
ui-keep = Keep it
ui-hint = Hint
ui-menu = Menu
ui-catch = Catch { $player }!
ui-catch-too-late = Too late: { $player } can no longer be caught.
ui-your-turn = Your turn, { $player }
ui-refused = That move is not allowed now.
ui-cannot-play = The { $card } does not fit here.
ui-only-drawn = Only the card you just drew may be played now: the { $card }. Or keep it.
ui-hint-says = The normal computer player would choose: { $move }
ui-log-color = { $player } picks { $color ->
    [r] red
    [y] yellow
    [g] green
   *[b] blue
}.
ui-color-title = Choose a colour
ui-towers-title = Take towers
ui-towers-question = Which towers do you take?
ui-swap-title = Swap hands
ui-swap-question = Whom do you swap hands with?
ui-challenge-title = { $player } played a Wild Draw Four
ui-challenge-question = Challenge if you think { $player } still held a card of the colour in play. Right: { $player } draws { $right ->
    [one] { $right } card
   *[other] { $right } cards
} and you play on. Wrong: you draw { $wrong ->
    [one] { $wrong } card
   *[other] { $wrong } cards
} and miss your turn.
ui-challenge = Challenge
ui-accept = Accept
ui-accept-draw = Accept: draw { $count ->
    [one] { $count } card
   *[other] { $count } cards
}
ui-stack-title = Draw cards are stacked
ui-stack-question = Add one of yours to the stack, or take all { $count ->
    [one] { $count } card
   *[other] { $count } cards
}.
## the stack dialog when no card of the hand may be added: taking the cards is the only move
ui-stack-none = None of your cards can go on the stack: take { $count ->
    [one] the { $count } card
   *[other] all { $count } cards
}.
ui-stack-play = Play the { $card }
ui-stack-take = Take { $count ->
    [one] { $count } card
   *[other] { $count } cards
}
ui-keep-title = All four towers
ui-keep-question = Keep one card and discard the rest, or keep your whole hand.
ui-keep-all = Keep the whole hand
ui-discard-title = Exactly seven
ui-discard-question = Choose { $count ->
    [one] { $count } card
   *[other] { $count } cards
} to discard.
ui-shown-title = The hand of { $player }

## Hot-seat
ui-privacy-pass = Pass to { $player }
ui-privacy-hint = Only { $player } should look at the screen now.
ui-privacy-ready = I am { $player }

## Round summary and game over
ui-round-title = { $player } wins the round: { $points ->
    [one] { $points } point
   *[other] { $points } points
}
ui-round-hand-points = Hand: { $points ->
    [one] { $points } point
   *[other] { $points } points
}
ui-round-total = Total: { $points ->
    [one] { $points } point
   *[other] { $points } points
}
ui-next-round = Next round
ui-game-over-next = See the winner
ui-game-winner = { $player } wins the game!
ui-final-row = { $n }. { $player }: { $points ->
    [one] { $points } point
   *[other] { $points } points
}

## Pause
ui-pause-title = Paused
ui-pause-resume = Resume
ui-pause-save-quit = Save and quit

## Settings
ui-settings-title = Settings
ui-settings-language = Language: { $language }
ui-settings-speed = Animation speed: { $speed ->
    [slow] slow
    [fast] fast
    [instant] instant
   *[normal] normal
}
ui-settings-colorblind = Colour-blind mode: { $on ->
    [yes] on
   *[no] off
}
ui-settings-fullscreen = Full screen: { $on ->
    [yes] on
   *[no] off
}

## Statistics
ui-stats-title = Statistics
ui-stats-empty = No finished games yet.
ui-stats-empty-edition = No finished games in { $edition } yet.
ui-stats-all = All editions
ui-stats-col-player = Player
ui-stats-col-edition = Edition
ui-stats-col-games = Games
ui-stats-col-wins = Wins
ui-stats-col-win-rate = Win %
ui-stats-col-rounds = Rounds won
ui-stats-col-points = Points
ui-stats-col-best-streak = Best streak
ui-stats-col-streak = Current streak
ui-stats-reset = Reset statistics
ui-stats-reset-title = Reset the statistics?
ui-stats-reset-question = The games, wins, points and streaks of every player in every edition will be erased. This cannot be undone.
ui-stats-reset-confirm = Reset
ui-stats-computer = Computer ({ $level ->
    [beginner] beginner
    [easy] easy
    [normal] normal
    [expert] expert
   *[other] { $level }
})
ui-stats-won-of = Won { $wins } of { $games }

## Notices about the player's files ($what: settings, saved_game, statistics, replay)
storage-empty = The { $what ->
    [settings] settings file
    [saved_game] saved game
    [statistics] statistics file
   *[replay] replay file
} was empty and has been set aside.
storage-truncated = The { $what ->
    [settings] settings file
    [saved_game] saved game
    [statistics] statistics file
   *[replay] replay file
} was cut short (perhaps by a crash) and has been set aside.
storage-not-json = The { $what ->
    [settings] settings file
    [saved_game] saved game
    [statistics] statistics file
   *[replay] replay file
} was damaged and has been set aside.
storage-wrong-shape = The { $what ->
    [settings] settings file
    [saved_game] saved game
    [statistics] statistics file
   *[replay] replay file
} did not hold what UNO Table expects and has been set aside.
storage-newer-version = The { $what ->
    [settings] settings file
    [saved_game] saved game
    [statistics] statistics file
   *[replay] replay file
} was written by a newer version of UNO Table and has been set aside.
storage-unreadable = The { $what ->
    [settings] settings file
    [saved_game] saved game
    [statistics] statistics file
   *[replay] replay file
} could not be read.
storage-bad-moves = The { $what ->
    [settings] settings file
    [saved_game] saved game
    [statistics] statistics file
   *[replay] replay file
} could not be replayed and has been set aside.
storage-moves-lost = The last moves of the saved game could not be read; the game goes on from before them.
storage-not-saved = The { $what ->
    [settings] settings
    [saved_game] game
    [statistics] statistics
   *[replay] replay
} could not be saved. Is the disk full?
storage-reset = The settings were reset to their defaults.

## The move log: the first card and a new round (issue 18)
ui-log-first-card = The first card turned up is a { $card }.
## Issue 41: a first card that may not start the pile goes back (RULES.md), and the next one is turned
ui-log-card-returned = The discard pile may not start with a { $card }: it goes back into the draw pile.
ui-log-next-card = The next card turned up is a { $card }.
ui-log-round = — Round { $round } —

## Issue 18: the set-up screen's help line under the house options ($rule: a house rule's name,
## $description: what it does)
ui-setup-rule-help = { $rule }: { $description }

## Sound (issue 24): the settings screen's volumes, the mute toggle (settings, pause menu) and the note after M
ui-volume-master = Master volume: { $percent }%
ui-volume-effects = Sound effects: { $percent }%
ui-volume-music = Music: { $percent ->
    [0] off
   *[other] { $percent }%
}
ui-volume-down = Quieter
ui-volume-up = Louder
ui-sound-toggle = Sound (M): { $on ->
    [yes] on
   *[no] muted
}
ui-sound-note = { $on ->
    [yes] Sound on (M)
   *[no] Sound muted (M)
}

## Robustness (issue 20): a finished game kept on a full disk, a second window, no display
storage-game-kept = The finished game could not be stored. Is the disk full? It is kept as the game to continue: choose Continue later to see its end again and store it then.
app-already-running = UNO Table is already open with the same files ({ $folder }). Close the other window first, or start this one with --data-dir and a folder of its own.
app-no-display = No display found: UNO Table needs a graphical desktop, and neither DISPLAY nor WAYLAND_DISPLAY is set. To run it without a screen, set SDL_VIDEODRIVER (for example SDL_VIDEODRIVER=dummy).

## The end of the match (issue 18): teams, a single round, play again
ui-team-name = { $first } & { $second }
ui-final-row-round-won = { $n }. { $player }: won the round, worth { $points ->
    [one] { $points } point
   *[other] { $points } points
}
ui-final-row-left = { $n }. { $player }: { $points ->
    [one] { $points } point
   *[other] { $points } points
} left in hand
ui-play-again = Play again

# Replays (issue 21): the list of finished games and the replay player
ui-menu-replays = Replays
ui-replays-title = Replays
ui-replays-none = No finished games yet. Every game played to the end is kept here.
ui-replays-row = { $date } · { $edition } · { $players } · winner: { $winner }
ui-replays-previous = Previous
ui-replays-next = Next
ui-replays-page = Page { $page } of { $pages }
ui-replay-play = Play
ui-replay-pause = Pause
ui-replay-step = Next move
ui-replay-speed = Speed { $speed }
ui-replay-seat = Seat: { $player }
ui-replay-move = Move { $move } of { $moves }
ui-replay-end = The end: { $winner } won
ui-replay-end-nobody = The end

# Jump-in and teams (house options, issue 23): set-up screen, table, summaries
ui-option-jump-in = Jump-in: { $on ->
    [yes] on
   *[no] off
}
ui-option-teams = Teams: { $on ->
    [yes] on
   *[no] off
}
ui-option-jump-in-help = Jump-in: whoever holds a card identical to the top card (same colour and same number or symbol) may play it out of turn, and play goes on from them.
ui-option-teams-help = Teams: partners sit opposite each other and win rounds together. { $pairs }
ui-setup-partners = { $team }: { $first } + { $second }
ui-jump-in-prompt = Jump in? Click the glowing card or press J
ui-team-label = Team { $team } ({ $players })
ui-team-score = Team { $team }: { $points ->
    [one] { $points } point
   *[other] { $points } points
}

## the pass screen's news and the Replays cards (issue 42)
ui-privacy-news = Since your last turn
ui-privacy-news-none = Nothing has happened yet.
ui-replays-when = { $date } · { $moves ->
    [one] 1 move
   *[other] { $moves } moves
}
ui-replays-winner = Winner: { $winner }
ui-replays-no-winner = No winner
ui-replays-watch = Watch
ui-replays-empty = No replays yet
ui-replays-first-game = Play your first game

## Issue 41: at the instant animation speed nothing moves, so the table says what it would show:
## the cards the person drew ($card: their names, $count: how many) and, after hands were shuffled,
## swapped or passed on, how many cards the person now holds
ui-you-drew = { $count ->
    [one] You drew: { $card }
   *[other] You drew { $count } cards: { $card }
}
ui-you-hold = { $count ->
    [one] You now hold one card.
   *[other] You now hold { $count } cards.
}

## Issue 41: the towers dialog (Take Two Towers, Wild Take-a-Tower) says of each tower on offer what it
## blocks and who holds it. $tower: U, N, O or !; $rank: the card it blocks (D1, D2, W4, S); $player: a name
ui-towers-free = { $tower } tower: blocks { $rank ->
    [D1] Draw One
    [D2] Draw Two
    [W4] Wild Draw Four
   *[S] Skip
}; free
ui-towers-held = { $tower } tower: blocks { $rank ->
    [D1] Draw One
    [D2] Draw Two
    [W4] Wild Draw Four
   *[S] Skip
}; held by { $player }
