### Å bli med ved et bord der spillet er over: ingenting å vente på, et nytt bord i stedet.

ui-net-error-game-over = Spillet ved det bordet er over, så ingen plass blir ledig. Be verten om et nytt bord, eller åpne et selv på den serveren.
net-over-host = Åpne et bord der
