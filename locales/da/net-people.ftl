### Netværksspil (issue 30): runder der venter på alle, vært på en server, borde som serveren viser, tilbage efter et nedbrud.

ui-net-round-ready = Venter på de andre
ui-net-round-waiting = Venter på { $players }.
ui-net-round-starts-in = Næste runde begynder om { $seconds } s.
ui-net-round-started = Næste runde er begyndt.
ui-net-back-to-table = Tilbage til bordet
