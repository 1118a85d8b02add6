# The screens around the table in the new look (issue 31): menu tiles, switches, podium, charts.

## Main menu: what Continue continues
ui-look-continue-what = { $edition } · { $players } spillere · runde { $round }
