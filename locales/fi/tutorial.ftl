## Opi pelaamaan (issue 33): opastettu ensimmäinen peli kustakin versiosta. Ks. en/tutorial.ftl.

tutorial-menu = Opi pelaamaan
tutorial-offer = Uusi UNO Tablen pelaaja? ”Opi pelaamaan” jakaa sinulle opastetun ensimmäisen pelin.
tutorial-title = Opi pelaamaan
tutorial-choose = Opastettu ensimmäinen peli valmiiksi jaetuilla korteilla. Valitse pelityyppi:
tutorial-opponent = Alex
tutorial-next = Seuraava
tutorial-skip = Ohita
tutorial-leave = Lopeta
tutorial-done = Siinä oli oppitunti. Pelaa halutessasi loppuun tai poistu pöydästä.
tutorial-wait = Jatka peliä: seuraava vinkki tulee esiin, kun sen aika on.

tutorial-welcome = Tervetuloa! Tämä on oikea peli Alexia vastaan, valmiiksi jaetuilla korteilla. Pääse eroon kaikista korteistasi ennen Alexia. Jatka painamalla Seuraava (tai N).
tutorial-pile = Tämä on poistopakka. Vuorollasi pelaat kortin, joka sopii päällimmäiseen korttiin värin, numeron tai symbolin puolesta. Jokerin voi pelata minkä tahansa päälle.
tutorial-glow = Kortit, jotka voit pelata, hehkuvat. Pelaa yksi niistä: napsauta sitä tai valitse se nuolinäppäimillä ja paina Enter.
tutorial-draw = Mikään korteistasi ei sovi päällimmäiseen korttiin. Nosta kortti nostopakasta: napsauta pakkaa tai Nosta-painiketta, tai paina D.
tutorial-drawn = Nostamasi kortti sopii, joten voit pelata sen heti. Pelaa se (tai pidä se, jolloin on Alexin vuoro).
tutorial-uno = Kaksi korttia jäljellä! Kun sinulle jää yksi kortti, sinun on huudettava UNO: paina UNO (tai U) ja pelaa sitten kortti.
tutorial-catch = Alex pelasi toiseksi viimeisen korttinsa huutamatta UNO. Ota Alex kiinni ennen seuraavaa siirtoa: paina Alexin alla olevaa painiketta (tai C). Alex nostaa kaksi korttia.
tutorial-again = Nyt mikään korteistasi ei sovi. Nosta kortti.
tutorial-w4 = Alex pelasi Nosta 4 -jokerin. Sen saa pelata vain, jos kädessä ei ole muuta voimassa olevan värin korttia. Bluffasiko Alex? Haasta: jos olet oikeassa, Alex nostaa neljä korttia, muuten nostat kuusi. Tai hyväksy, jolloin nostat 4 korttia.
tutorial-finish = Pelaa nyt loppuun: se, joka pääsee ensin eroon kaikista korteistaan, voittaa erän.
tutorial-towers = Supertornit: kun pelaat supersymbolilla merkityn numerokortin, saat saman symbolin tornin. Pelaa sininen 5, jossa on U-supersymboli, niin U-torni on sinun.
tutorial-blocked = Jokainen torni torjuu yhden korttityypin: punainen U-torni torjuu Nosta 1 -kortin. Jos sinua vastaan pelataan kortti, jonka tornisi torjuu, sinulle ei tapahdu mitään: et nosta kortteja etkä menetä vuoroasi.
tutorial-shuffle = Sekoita kortit -jokeri: valitse väri, sitten kaikkien käsien kortit, myös omasi, kerätään, sekoitetaan ja jaetaan uudelleen. Pelaa se nyt.

## Opi pelaamaan: mitä kukin oppitunti opettaa ja onko se pelattu loppuun (issue 42)
tutorial-teaches-classic = Sopivan kortin pelaaminen, nostaminen, UNOn huutaminen, unohtuneen UNOn kiinni ottaminen ja Nosta 4 -jokeriin vastaaminen.
tutorial-teaches-power = Perusteet ja sitten supertornit: hanki torni ja anna sen torjua sinua vastaan pelattu kortti.
tutorial-teaches-modern = Perusteet ja sitten Sekoita kortit -jokeri, joka jakaa kaikki kädet uudelleen.
tutorial-finished = Suoritettu
tutorial-not-finished = Ei vielä suoritettu

tutorial-leave-title = Lopetetaanko oppitunti?
tutorial-leave-text = Voit jatkaa tästä myöhemmin: valitse oppitunti uudelleen kohdasta Opi pelaamaan.
tutorial-leave-stay = Jatka pelaamista
tutorial-leave-yes = Lopeta oppitunti
tutorial-resume-title = Jatketaanko oppituntia?
tutorial-resume-text = Lopetit tämän oppitunnin kesken.
tutorial-resume-yes = Jatka
tutorial-resume-again = Aloita alusta
tutorial-left = Kesken – voit jatkaa
