### Játékvezérlők (issue 35): üzenetek, ha egy kontroller csatlakozik vagy leválik, kontrollerek
### közös képernyőnél, és a súgósor szavai. A nevet ($player, $name) nem ragozzuk.

pad-unnamed = Kontroller
pad-connected = Kontroller csatlakoztatva: { $name }
pad-disconnected = A kontroller levált: { $name }. A játék folytatódik.
pad-owner-lost = { $player } kontrollere levált: játsszatok tovább egy másik kontrollerrel, a billentyűzettel vagy az egérrel.
pad-not-yours = Ezzel a kontrollerrel { $player } játszik.
pad-seat-taken = { $player } már egy másik kontrollerrel játszik.

## a súgósor: rövid igék egy gomb vagy billentyű mellett
pad-hint-move = Mozgás
pad-hint-select = Kiválasztás
pad-hint-back = Vissza
pad-hint-section = Fejezet
pad-hint-scroll = Görgetés
pad-hint-choose-card = Lap választása
pad-hint-play = Kijátszás
pad-hint-jump-in = Beugrás
pad-hint-send = Küldés
pad-hint-close = Bezárás

## az asztalnál: a kontroller gombja közvetlenül a szavak után jelenik meg
pad-jump-in-prompt = Beugrasz a világító lappal? Nyomd meg:

## beállítások
pad-setting-rumble = Rezgés: { $on ->
    [yes] be
   *[no] ki
}
pad-setting-big-screen = Nagy képernyő (tévé): { $on ->
    [yes] be
   *[no] ki
}
