### Gamepads (issue 35): beskeder når en controller tilsluttes eller forsvinder, controllere ved
### delt skærm, og ordene i hjælpelinjen.

pad-unnamed = Controller
pad-connected = Controller tilsluttet: { $name }
pad-disconnected = Controller afbrudt: { $name }. Spillet fortsætter.
pad-owner-lost = { $player } har mistet forbindelsen til sin controller: spil videre med en anden controller, tastaturet eller musen.
pad-not-yours = Denne controller spiller for { $player }.
pad-seat-taken = { $player } spiller allerede med en anden controller.

## hjælpelinjen: korte udsagnsord ved siden af en knap eller tast
pad-hint-move = Flyt
pad-hint-select = Vælg
pad-hint-back = Tilbage
pad-hint-section = Afsnit
pad-hint-scroll = Rul
pad-hint-choose-card = Vælg kort
pad-hint-play = Spil
pad-hint-jump-in = Hop ind
pad-hint-send = Send
pad-hint-close = Luk

## ved bordet: controllerens knap tegnes lige efter ordene
pad-jump-in-prompt = Hop ind med det lysende kort? Tryk på

## indstillinger
pad-setting-rumble = Vibration: { $on ->
    [yes] til
   *[no] fra
}
pad-setting-big-screen = Stor skærm (tv): { $on ->
    [yes] til
   *[no] fra
}
