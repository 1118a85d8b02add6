# Vært, Deltag og lobbyen i det nye udseende (issue 31).

## Spil på netværket: de to felter
net-look-host-effect = Åbn et bord og inviter dine venner
net-look-join-effect = Sæt dig ved en vens bord

## Vært: hvem kan deltage
net-look-where-local = Denne computer
net-look-where-local-effect = Andre vinduer på denne computer
net-look-where-lan = Lokalt netværk
net-look-where-lan-effect = Venner på samme netværk
net-look-where-server = En server
net-look-where-server-effect = Spillere på en server, via dens adresse
net-look-listed-on = Venner finder det under Find borde, uden kode
net-look-listed-off = Venner skal bruge rumkoden for at deltage
net-look-timer-effect = Tid til hvert træk og før næste runde

## Deltag: et bord, der er fundet
net-look-table-seats = { $edition } · { $taken } af { $seats ->
    [one] { $seats } plads taget
   *[other] { $seats } pladser taget
}
net-look-table-free = { $edition } · { $free ->
    [one] 1 ledig plads
   *[other] { $free } ledige pladser
}
net-look-on-server = På serveren { $address }
net-look-on-lan-listed = Lokalt netværk · ét klik, så er du med
net-look-on-lan-code = Lokalt netværk · skriv rumkoden
net-look-on-lan-started = Lokalt netværk · spillet er i gang: vent på en plads eller se med
net-look-find-hint = Tryk på Find borde for at søge på dette netværk og på serveren på den adresse, du har skrevet.
net-look-room = Rum { $code }

## Lobbyen
net-look-room-code = Rumkode
net-look-copy = Kopiér
net-look-copied = Kopieret
net-look-copied-note = { $code } ligger i udklipsholderen: indsæt den i en besked til dine venner.
net-look-copy-failed = Udklipsholderen kan ikke bruges her. Læs koden op for dine venner.
net-look-address = Adresse til vennerne: { $address }
net-look-hosted-by = Vært: { $player }
net-look-waiting-for = Venter på, at { $players } bliver klar.
net-look-everyone-ready = Alle er klar.
net-look-timer-now = Betænkningstid: { $timer }
