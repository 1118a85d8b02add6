### Uusi peli: ohjerivi ennen kuin mitään on valittu. $description: valitun version kuvaus.

setup-help-start = { $description } Osoita mitä tahansa valintaa, niin näet tästä, mitä se tekee.
