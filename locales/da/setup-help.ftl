### Nyt spil: hjælpelinjen, før noget er markeret. $description: den valgte udgaves beskrivelse.

setup-help-start = { $description } Peg på et valg for at læse her, hvad det gør.
