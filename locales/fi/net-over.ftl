### Liittyminen pöytään, jonka peli on päättynyt: ei mitään odotettavaa, uusi pöytä tilalle.

ui-net-error-game-over = Pöydän peli on jo päättynyt, joten paikkoja ei vapaudu. Pyydä järjestäjältä uusi pöytä tai avaa oma samalle palvelimelle.
net-over-host = Avaa pöytä sinne
