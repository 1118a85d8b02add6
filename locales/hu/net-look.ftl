# A Házigazda, a Csatlakozás és a váróterem új külseje (issue 31).

## Hálózati játék: a két csempe
net-look-host-effect = Nyiss asztalt, és hívd meg a barátaidat
net-look-join-effect = Ülj le egy barátod asztalához

## Házigazda: ki csatlakozhat
net-look-where-local = Ez a gép
net-look-where-local-effect = Más ablakok ezen a gépen
net-look-where-lan = Helyi hálózat
net-look-where-lan-effect = Barátok ugyanazon a hálózaton
net-look-where-server = Szerver
net-look-where-server-effect = Egy szerver játékosai, a címe alapján
net-look-listed-on = A barátok az Asztalkeresésnél megtalálják, kód nélkül
net-look-listed-off = A barátoknak kell a szobakód a csatlakozáshoz
net-look-timer-effect = Idő minden lépésre és a következő menet előtt

## Csatlakozás: egy megtalált asztal
net-look-table-seats = { $edition } · { $seats } helyből { $taken } foglalt
net-look-table-free = { $edition } · { $free } szabad hely
net-look-on-server = Szerveren: { $address }
net-look-on-lan-listed = Helyi hálózat · csatlakozás egy kattintással
net-look-on-lan-code = Helyi hálózat · írd be a szobakódot
net-look-on-lan-started = Helyi hálózat · a játék már folyik: várj egy helyre, vagy nézd
net-look-find-hint = Nyomd meg az Asztalkeresés gombot: átnézzük ezt a hálózatot és a beírt címen lévő szervert.
net-look-room = Szoba: { $code }

## A váróterem
net-look-room-code = Szobakód
net-look-copy = Másolás
net-look-copied = Kimásolva
net-look-copied-note = A kód ({ $code }) a vágólapon van: illeszd be egy üzenetbe a barátaidnak.
net-look-copy-failed = A vágólap itt nem érhető el. Mondd meg a kódot a barátaidnak.
net-look-address = Cím a barátoknak: { $address }
net-look-hosted-by = Házigazda: { $player }
net-look-waiting-for = Várakozás, amíg kész lesz: { $players }.
net-look-everyone-ready = Mindenki kész.
net-look-timer-now = Gondolkodási idő: { $timer }
