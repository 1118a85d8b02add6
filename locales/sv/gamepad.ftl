### Handkontroller (issue 35): meddelanden när en handkontroll ansluts eller försvinner, handkontroller
### vid delad skärm, och orden i tipsraden.

pad-unnamed = Handkontroll
pad-connected = Handkontroll ansluten: { $name }
pad-disconnected = Handkontrollen kopplades från: { $name }. Spelet fortsätter.
pad-owner-lost = { $player } tappade kontakten med sin handkontroll: spela vidare med en annan handkontroll, tangentbordet eller musen.
pad-not-yours = Den här handkontrollen spelar för { $player }.
pad-seat-taken = { $player } spelar redan med en annan handkontroll.

## tipsraden: korta verb bredvid en knapp eller tangent
pad-hint-move = Flytta
pad-hint-select = Välj
pad-hint-back = Tillbaka
pad-hint-section = Avsnitt
pad-hint-scroll = Rulla
pad-hint-choose-card = Välj kort
pad-hint-play = Spela
pad-hint-jump-in = Hoppa in
pad-hint-send = Skicka
pad-hint-close = Stäng

## vid bordet: handkontrollens knapp ritas direkt efter orden
pad-jump-in-prompt = Hoppa in med det lysande kortet? Tryck på

## inställningar
pad-setting-rumble = Vibration: { $on ->
    [yes] på
   *[no] av
}
pad-setting-big-screen = Stor skärm (tv): { $on ->
    [yes] på
   *[no] av
}
