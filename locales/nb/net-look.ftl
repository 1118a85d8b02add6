# Vert, Bli med og lobbyen i det nye utseendet (issue 31).

## Spill i nettverk: de to flisene
net-look-host-effect = Åpne et bord og inviter vennene dine
net-look-join-effect = Sett deg ved bordet til en venn

## Vert: hvem kan bli med
net-look-where-local = Denne maskinen
net-look-where-local-effect = Andre vinduer på denne datamaskinen
net-look-where-lan = Lokalt nettverk
net-look-where-lan-effect = Venner på samme nettverk
net-look-where-server = En server
net-look-where-server-effect = Spillere på en server, via adressen
net-look-listed-on = Venner finner det under Finn bord, uten kode
net-look-listed-off = Venner trenger romkoden for å bli med
net-look-timer-effect = Tid for hvert trekk og før neste runde

## Bli med: et bord som er funnet
net-look-table-seats = { $edition } · { $taken } av { $seats ->
    [one] { $seats } plass tatt
   *[other] { $seats } plasser tatt
}
net-look-table-free = { $edition } · { $free ->
    [one] 1 ledig plass
   *[other] { $free } ledige plasser
}
net-look-on-server = På serveren { $address }
net-look-on-lan-listed = Lokalt nettverk · ett klikk, så er du med
net-look-on-lan-code = Lokalt nettverk · skriv inn romkoden
net-look-on-lan-started = Lokalt nettverk · spillet er i gang: vent på en plass eller se på
net-look-find-hint = Trykk på Finn bord for å søke i dette nettverket og på serveren på adressen du skrev inn.
net-look-room = Rom { $code }

## Lobbyen
net-look-room-code = Romkode
net-look-copy = Kopier
net-look-copied = Kopiert
net-look-copied-note = { $code } ligger på utklippstavlen: lim den inn i en melding til vennene dine.
net-look-copy-failed = Utklippstavlen er ikke tilgjengelig her. Les koden høyt for vennene dine.
net-look-address = Adresse til vennene: { $address }
net-look-hosted-by = Vert: { $player }
net-look-waiting-for = Venter på at { $players } skal bli klar.
net-look-everyone-ready = Alle er klare.
net-look-timer-now = Betenkningstid: { $timer }
