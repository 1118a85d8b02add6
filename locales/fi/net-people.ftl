### Verkkopeli (issue 30): erät odottavat kaikkia, järjestäminen palvelimella, palvelimen listaamat pöydät, paluu kaatumisen jälkeen.

ui-net-round-ready = Odotetaan muita
ui-net-round-waiting = Odotetaan: { $players }.
ui-net-round-starts-in = Seuraava erä alkaa { $seconds } s kuluttua.
ui-net-round-started = Seuraava erä on alkanut.
ui-net-back-to-table = Takaisin pöytään
