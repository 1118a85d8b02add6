### Gamepads (issue 35): notes when a pad comes or goes, hot-seat pads, and the hint bar's words.
### Variables: $name a pad's name as the system reports it (e.g. "Xbox Series X Controller");
### $player a player's name; $on "yes"/"no".

pad-unnamed = Gamepad
pad-connected = Gamepad connected: { $name }
pad-disconnected = Gamepad disconnected: { $name }. The game goes on.
pad-owner-lost = { $player } lost their gamepad: play on with another pad, the keyboard or the mouse.
pad-not-yours = This gamepad plays for { $player }.
pad-seat-taken = { $player } already plays with another gamepad.

## the hint bar: short verbs beside a button or key
pad-hint-move = Move
pad-hint-select = Select
pad-hint-back = Back
pad-hint-section = Section
pad-hint-scroll = Scroll
pad-hint-choose-card = Choose a card
pad-hint-play = Play
pad-hint-jump-in = Jump in
pad-hint-send = Send
pad-hint-close = Close

## at the table, a pad's button drawn right after the words
pad-jump-in-prompt = Jump in with the glowing card? Press

## the settings screen
pad-setting-rumble = Rumble: { $on ->
    [yes] on
   *[no] off
}
pad-setting-big-screen = Big screen (TV): { $on ->
    [yes] on
   *[no] off
}
