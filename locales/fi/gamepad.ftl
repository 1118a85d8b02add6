### Peliohjaimet (issue 35): ilmoitukset, kun ohjain liitetään tai irtoaa, ohjaimet yhteisellä
### näytöllä ja vihjerivin sanat. Nimeä ($player, $name) ei taivuteta.

pad-unnamed = Peliohjain
pad-connected = Peliohjain yhdistetty: { $name }
pad-disconnected = Peliohjaimen yhteys katkesi: { $name }. Peli jatkuu.
pad-owner-lost = Pelaajan { $player } ohjaimen yhteys katkesi: jatka toisella ohjaimella, näppäimistöllä tai hiirellä.
pad-not-yours = Tällä ohjaimella pelaa { $player }.
pad-seat-taken = { $player } pelaa jo toisella ohjaimella.

## vihjerivi: lyhyet verbit painikkeen tai näppäimen vieressä
pad-hint-move = Siirry
pad-hint-select = Valitse
pad-hint-back = Takaisin
pad-hint-section = Osio
pad-hint-scroll = Vieritä
pad-hint-choose-card = Valitse kortti
pad-hint-play = Pelaa
pad-hint-jump-in = Hyppää väliin
pad-hint-send = Lähetä
pad-hint-close = Sulje

## pöydässä: ohjaimen painike piirretään heti sanojen perään
pad-jump-in-prompt = Hyppäätkö väliin hehkuvalla kortilla? Paina

## asetukset
pad-setting-rumble = Tärinä: { $on ->
    [yes] päällä
   *[no] pois
}
pad-setting-big-screen = Iso näyttö (TV): { $on ->
    [yes] päällä
   *[no] pois
}
