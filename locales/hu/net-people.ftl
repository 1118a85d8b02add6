### Hálózati játék (issue 30): mindenkit megváró menetek, játék szerveren, a szerver által listázott asztalok, visszatérés összeomlás után.

ui-net-round-ready = Várunk a többiekre
ui-net-round-waiting = Várakozás rájuk: { $players }.
ui-net-round-starts-in = A következő menet { $seconds } mp múlva kezdődik.
ui-net-round-started = A következő menet elkezdődött.
ui-net-back-to-table = Vissza az asztalhoz
