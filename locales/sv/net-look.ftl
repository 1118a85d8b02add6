# Värd, Gå med och lobbyn i det nya utseendet (issue 31).

## Spela i nätverk: de två rutorna
net-look-host-effect = Öppna ett bord och bjud in dina vänner
net-look-join-effect = Slå dig ner vid en väns bord

## Värd: vem kan gå med
net-look-where-local = Den här datorn
net-look-where-local-effect = Andra fönster på den här datorn
net-look-where-lan = Lokalt nätverk
net-look-where-lan-effect = Vänner på samma nätverk
net-look-where-server = En server
net-look-where-server-effect = Spelare på en server, via dess adress
net-look-listed-on = Vänner hittar det under Hitta bord, ingen kod behövs
net-look-listed-off = Vänner behöver rumskoden för att gå med
net-look-timer-effect = Tid för varje drag och före nästa omgång

## Gå med: ett bord som hittats
net-look-table-seats = { $edition } · { $taken } av { $seats ->
    [one] { $seats } plats tagen
   *[other] { $seats } platser tagna
}
net-look-table-free = { $edition } · { $free ->
    [one] 1 ledig plats
   *[other] { $free } lediga platser
}
net-look-on-server = På servern { $address }
net-look-on-lan-listed = Lokalt nätverk · ett klick för att gå med
net-look-on-lan-code = Lokalt nätverk · skriv in rumskoden
net-look-on-lan-started = Lokalt nätverk · spelet är igång: vänta på en plats eller titta på
net-look-find-hint = Tryck på Hitta bord för att söka i det här nätverket och på servern på adressen du skrev in.
net-look-room = Rum { $code }

## Lobbyn
net-look-room-code = Rumskod
net-look-copy = Kopiera
net-look-copied = Kopierad
net-look-copied-note = { $code } ligger i urklipp: klistra in den i ett meddelande till dina vänner.
net-look-copy-failed = Urklipp går inte att nå här. Läs upp koden för dina vänner.
net-look-address = Adress till vännerna: { $address }
net-look-hosted-by = Värd: { $player }
net-look-waiting-for = Väntar på att { $players } ska bli redo.
net-look-everyone-ready = Alla är redo.
net-look-timer-now = Betänketid: { $timer }
