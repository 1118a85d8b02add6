# Järjestä, Liity ja aula uudessa ulkoasussa (issue 31).

## Pelaa verkossa: kaksi ruutua
net-look-host-effect = Avaa pöytä ja kutsu kaverisi
net-look-join-effect = Istu kaverin pöytään

## Järjestä: kuka voi liittyä
net-look-where-local = Tämä tietokone
net-look-where-local-effect = Muut ikkunat tällä tietokoneella
net-look-where-lan = Lähiverkko
net-look-where-lan-effect = Kaverit samassa verkossa
net-look-where-server = Palvelin
net-look-where-server-effect = Palvelimen pelaajat sen osoitteella
net-look-listed-on = Kaverit löytävät sen Etsi pöytiä -painikkeella ilman koodia
net-look-listed-off = Kaverit tarvitsevat huonekoodin liittyäkseen
net-look-timer-effect = Aikaa jokaiseen siirtoon ja ennen seuraavaa erää

## Liity: löydetty pöytä
net-look-table-seats = { $edition } · { $taken }/{ $seats ->
    [one] { $seats } paikka varattu
   *[other] { $seats } paikkaa varattu
}
net-look-table-free = { $edition } · { $free ->
    [one] 1 paikka vapaana
   *[other] { $free } paikkaa vapaana
}
net-look-on-server = Palvelimella { $address }
net-look-on-lan-listed = Lähiverkko · liity yhdellä napsautuksella
net-look-on-lan-code = Lähiverkko · kirjoita huonekoodi
net-look-on-lan-started = Lähiverkko · peli on käynnissä: odota paikkaa tai katso peliä
net-look-find-hint = Paina Etsi pöytiä, niin pöytiä etsitään tästä verkosta ja kirjoittamasi osoitteen palvelimelta.
net-look-room = Huone { $code }

## Aula
net-look-room-code = Huonekoodi
net-look-copy = Kopioi
net-look-copied = Kopioitu
net-look-copied-note = { $code } on leikepöydällä: liitä se viestiin kavereillesi.
net-look-copy-failed = Leikepöytää ei voi käyttää täällä. Lue koodi kavereillesi ääneen.
net-look-address = Osoite kavereille: { $address }
net-look-hosted-by = Järjestäjä: { $player }
net-look-waiting-for = Vielä ei valmiina: { $players }.
net-look-everyone-ready = Kaikki ovat valmiita.
net-look-timer-now = Vuoroaika: { $timer }
