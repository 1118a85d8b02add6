### Nytt spill: hjelpelinjen før noe er markert. $description: den valgte utgavens beskrivelse.

setup-help-start = { $description } Pek på et valg for å lese her hva det gjør.
