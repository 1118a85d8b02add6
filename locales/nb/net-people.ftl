### Nettverksspill (issue 30): runder som venter på alle, vert på en server, bord som serveren viser, tilbake etter et krasj.

ui-net-round-ready = Venter på de andre
ui-net-round-waiting = Venter på { $players }.
ui-net-round-starts-in = Neste runde begynner om { $seconds } s.
ui-net-round-started = Neste runde har begynt.
ui-net-back-to-table = Tilbake til bordet
