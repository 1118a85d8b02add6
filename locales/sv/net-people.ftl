### Nätverksspel (issue 30): omgångar som väntar på alla, värd på en server, bord som servern listar, tillbaka efter en krasch.

ui-net-round-ready = Väntar på de andra
ui-net-round-waiting = Väntar på { $players }.
ui-net-round-starts-in = Nästa omgång börjar om { $seconds } s.
ui-net-round-started = Nästa omgång har börjat.
ui-net-back-to-table = Tillbaka till bordet
