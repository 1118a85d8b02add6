### Spillkontrollere (issue 35): meldinger når en kontroller kobles til eller forsvinner, kontrollere
### ved delt skjerm, og ordene i hjelpelinjen.

pad-unnamed = Spillkontroller
pad-connected = Spillkontroller tilkoblet: { $name }
pad-disconnected = Spillkontroller frakoblet: { $name }. Spillet fortsetter.
pad-owner-lost = { $player } har mistet forbindelsen med kontrolleren sin: spill videre med en annen kontroller, tastaturet eller musa.
pad-not-yours = Denne kontrolleren spiller for { $player }.
pad-seat-taken = { $player } spiller allerede med en annen kontroller.

## hjelpelinjen: korte verb ved siden av en knapp eller tast
pad-hint-move = Flytt
pad-hint-select = Velg
pad-hint-back = Tilbake
pad-hint-section = Avsnitt
pad-hint-scroll = Rull
pad-hint-choose-card = Velg kort
pad-hint-play = Spill
pad-hint-jump-in = Hopp inn
pad-hint-send = Send
pad-hint-close = Lukk

## ved bordet: kontrollerens knapp tegnes rett etter ordene
pad-jump-in-prompt = Hopp inn med det lysende kortet? Trykk på

## innstillinger
pad-setting-rumble = Vibrasjon: { $on ->
    [yes] på
   *[no] av
}
pad-setting-big-screen = Stor skjerm (TV): { $on ->
    [yes] på
   *[no] av
}
