# Modernin UNOn sääntökirja (suomi).
# Jokainen kappale on yhdellä rivillä; kappaleet erotetaan tyhjällä rivillä.

rules-modern-title = Moderni UNO – säännöt

rules-modern-different-title = Mikä tässä pelityypissä on toisin
rules-modern-different =
    Peruspeli on yksi erä: ensimmäisenä kätensä tyhjentävä pelaaja voittaa, ja pisteiden
    laskeminen on valinnaista. Nosta 4 -jokerin saa pelata vain, jos kädessä ei ole muuta voimassa
    olevan värin korttia eikä muuta jokeria.

    Uudet kortit: Sekoita kortit -jokeri kerää kaikkien kädet ja jakaa ne uudelleen, ja kolmessa
    mukautettavassa jokerissa on kussakin oma kotisääntönsä.
    .cards = WS WC1 W4

rules-modern-aim-title = Pelin tavoite
rules-modern-aim =
    Yritä päästä ensimmäisenä eroon kaikista kädessäsi olevista korteista. Peruspelissä peli on yhden erän mittainen: se, joka pelaa ensimmäisenä viimeisen korttinsa, voittaa. Jos haluat pidemmän pelin, voit valita pistelaskun, jolloin pelataan useita eriä tavoitepisteisiin asti.

    Pelaajia voi olla 2–10. Pakassa on 112 korttia: klassisen UNOn 108 korttia – neljän värin (punainen, keltainen, vihreä, sininen) numerokortit 0–9, ohitukset, suunnanvaihdot, Nosta 2 -kortit, jokerit ja Nosta 4 -jokerit – sekä yksi Sekoita kortit -jokeri ja kolme mukautettavaa jokeria.
    .cards = g5 rS W WS WC1

rules-modern-setup-title = Valmistelut
rules-modern-setup =
    Ensimmäisen erän alussa jokainen pelaaja nostaa pakasta yhden kortin. Suurimman numeron nostanut jakaa; erikoiskortit ja jokerit vastaavat tässä nollaa. Jos usealla on sama suurin numero, he nostavat uudestaan keskenään. Nostetut kortit palautetaan pakkaan ennen sekoittamista. Jos pelataan useita eriä, jakovuoro siirtyy joka erässä vasemmalle.

    Jakaja sekoittaa pakan ja jakaa jokaiselle seitsemän korttia yksi kerrallaan alkaen vasemmalla puolellaan istuvasta. Loput kortit jäävät kuvapuoli alaspäin nostopakaksi, ja sen päällimmäinen kortti käännetään poistopakan ensimmäiseksi kortiksi. Peli hoitaa sekoittamisen ja jakamisen puolestasi.

    Pelin valmisteluissa valitaan myös kunkin kolmen mukautettavan jokerin sääntö (ks. Mukautettavat jokerit).

    Jakajan vasemmalla puolella istuva pelaaja aloittaa, ja vuoro kiertää myötäpäivään.

rules-modern-first-card-title = Ensimmäinen kortti
rules-modern-first-card =
    Modernissa UNOssa peli alkaa aina numerokortilla. Jos poistopakan ensimmäinen kortti on numerokortti, peli alkaa tavalliseen tapaan.

    Jos ensimmäinen kortti on mikä tahansa erikoiskortti tai jokeri, se sujautetaan takaisin nostopakkaan satunnaiseen kohtaan (ei koskaan päällimmäiseksi), ja tilalle käännetään seuraava kortti. Tätä toistetaan, kunnes esiin tulee numerokortti. Aloituskortilla ei siis koskaan ole erityistä vaikutusta.
    .cards = r4 bS WS

rules-modern-turn-title = Pelivuoro
rules-modern-turn =
    Vuorollasi joko pelaat yhden kortin kädestäsi poistopakkaan tai nostat yhden kortin nostopakasta. Kortin saa pelata, jos se on samaa väriä, samaa numeroa tai samaa symbolia kuin poistopakan päällimmäinen kortti. Jokerin jälkeen voimassa on jokerin pelanneen valitsema väri. Jokerin voit pelata aina; Nosta 4 -jokerin ehdot kerrotaan kohdassa Kortit.

    Esimerkki: jos päällimmäisenä on sininen 3, voit pelata minkä tahansa sinisen kortin, minkä tahansa värisen kolmosen tai jokerin. Erikoiskortin voi pelata samanvärisen kortin tai samanlaisen erikoiskortin päälle.

    Saat nostaa kortin, vaikka kädessäsi olisi sopiva kortti. Jos nostamasi kortti sopii poistopakkaan, voit pelata sen heti – mutta vain sen, et mitään muuta korttia. Voit myös pitää sen, jolloin vuoro siirtyy seuraavalle. Jos nostettu kortti ei sovi, vuoro siirtyy saman tien.

    Kun nostopakka loppuu, poistopakan kortit päällimmäistä lukuun ottamatta sekoitetaan uudeksi nostopakaksi. Jos nostettavaa ei silti ole, nostosta ei tule korttia ja vuoro siirtyy. Rangaistusnostoissa nostetaan niin monta korttia kuin pakassa on jäljellä.

    Kahden pelaajan pelissä suunnanvaihto toimii kuin ohitus: sen pelannut pelaaja saa heti uuden vuoron.
    .cards = b3 b8 g3 W

rules-modern-cards-title = Kortit
rules-modern-cards =
    Numerokortit 0–9: jokaisessa värissä on yksi nolla ja kaksi kutakin numeroa 1–9. Numerokortilla ei ole erityistä vaikutusta. Lisäksi jokaisessa värissä on kaksi ohitusta, kaksi suunnanvaihtoa ja kaksi Nosta 2 -korttia, ja pakassa on neljä jokeria ja neljä Nosta 4 -jokeria sekä yksi Sekoita kortit -jokeri ja kolme mukautettavaa jokeria.

    Ohitus: seuraava pelaaja menettää vuoronsa, ja vuoro siirtyy hänen ohitseen.

    Suunnanvaihto: pelisuunta kääntyy myötäpäivästä vastapäivään tai päinvastoin. Kahden pelaajan pelissä kortti toimii kuin ohitus.

    Nosta 2 -kortti: seuraava pelaaja nostaa kaksi korttia ja menettää vuoronsa.

    Jokeri: valitset, millä värillä peliä jatketaan. Voit valita myös nykyisen värin. Jokerin saa pelata milloin tahansa, vaikka kädessäsi olisi muitakin sopivia kortteja.

    Sekoita kortit -jokeri: valitset värin, minkä jälkeen kaikkien pelaajien kortit – myös omasi – kerätään yhteen ja sekoitetaan. Kortit jaetaan yksi kerrallaan alkaen pelisuunnassa sinusta seuraavasta pelaajasta, kunnes kaikki on jaettu. Joku voi saada enemmän tai vähemmän kortteja kuin hänellä oli ennen. Peli jatkuu samaan suuntaan.

    Nosta 4 -jokeri: valitset värin, ja seuraava pelaaja nostaa neljä korttia ja menettää vuoronsa. Sääntöjen mukaan kortin saa pelata vain, jos kädessäsi ei ole yhtään muuta voimassa olevan värin korttia eikä yhtään muuta jokeria, ei edes toista Nosta 4 -jokeria. Sopiva numero tai erikoiskortti jostakin toisesta väristä ei estä sitä. Peli ei kiellä sääntöjen vastaista Nosta 4 -jokeria: se on bluffi, ja siihen vastataan haastamalla.

    Haastaminen: vain seuraava pelaaja, jonka pitäisi nostaa neljä korttia, voi haastaa, ja vain ennen kuin hän nostaa. Haastetun pelaajan kortit näytetään ainoastaan haastajalle. Jos jokeri pelattiin sääntöjen vastaisesti, sen pelannut nostaa itse neljä korttia, eikä haastaja nosta mitään vaan pelaa vuoronsa. Jos jokeri oli sallittu, haastaja nostaa kuusi korttia ja menettää vuoronsa. Valittu väri pysyy voimassa kummassakin tapauksessa.
    .cards = yS gR bD2 W WS W4

rules-modern-custom-cards-title = Mukautettavat jokerit
rules-modern-custom-cards =
    Pakassa on kolme mukautettavaa jokeria. Ne ovat jokereita: ne sopivat minkä tahansa kortin päälle, ja pelaaja valitsee niillä värin. Lisäksi jokaisella on oma sääntönsä, joka valitaan pelin valmisteluissa erikseen kullekin kolmelle kortille. Tarjolla ovat seuraavat säännöt:

    Nosta väriin asti: seuraava pelaaja nostaa kortteja, kunnes saa valitun värin kortin (jokeri ei kelpaa), ja menettää vuoronsa. Nostaminen loppuu, jos kortit loppuvat.

    Jokerit pois: kaikki muut pelaajat laittavat kaikki jokerinsa poistopakan päällimmäisen kortin alle. Jos joku jää näin ilman kortteja, hän on päässyt eroon korteistaan ja erä päättyy. Jos tyhjäkätisiä on useita, voittaja on pelisuunnassa ensimmäinen.

    Kolme, jos et voi pelata: jos seuraavalla pelaajalla ei hänen vuorollaan ole yhtään sopivaa korttia, hän nostaa yhden sijaan kolme korttia. Viimeisen nostetuista hän voi pelata heti, jos se sopii.

    Lisävuoro: pelaat heti uuden vuoron.

    Seitsemän kortin käsi: seuraavalla pelaajalla on oltava tasan seitsemän korttia. Jos hänellä on vähemmän, hän nostaa heti loput; jos enemmän, hän valitsee ylimääräiset kortit ja laittaa ne poistopakan päällimmäisen kortin alle. Sen jälkeen hän pelaa vuoronsa tavalliseen tapaan.

    Ei sääntöä: kortti on tavallinen jokeri ilman omaa sääntöä.

    Jos Sekoita kortit -jokeri tai mukautettava jokeri on pelaajan viimeinen kortti, erä päättyy heti eikä kortin vaikutusta toteuteta.
    .cards = WC1 WC2 WC3

rules-modern-uno-title = UNO!
rules-modern-uno =
    Kun pelaat kortin ja kädessäsi on sen jälkeen enää yksi kortti, sinun on huudettava ”UNO”. Pelissä se tehdään UNO-painikkeella: paina sitä ennen kuin pelaat toiseksi viimeisen korttisi tai samalla kun pelaat sen. Tietokonepelaajat huutavat myös, mutta helpoilla tasoilla ne unohtavat sen joskus.

    Jos unohdat huutaa, kuka tahansa muu pelaaja voi saada sinut kiinni niin kauan kuin kukaan muu ei ole sen jälkeen tehnyt siirtoa. Kiinni jäänyt nostaa rangaistukseksi kaksi korttia, tai neljä, jos UNO-rangaistukseksi on valittu 4.

    Ehdit vielä pelastautua: jos huudat UNO itse ennen kuin kukaan ehtii saada sinut kiinni, olet turvassa. Kiinniotto hylätään, jos pelaaja on jo huutanut, jos hänellä ei enää ole tasan yhtä korttia tai jos joku muu on jo ehtinyt tehdä siirron.

    Sama pätee, kun kädessäsi on yhtäkkiä yksi kortti muusta syystä: Sekoita kortit -jokerin jaon, seitsemän–nolla-säännön kädenvaihdon tai Jokerit pois -säännön jälkeen. Huuda UNO heti.

rules-modern-scoring-title = Pisteet
rules-modern-scoring =
    Erä päättyy heti, kun joltakulta loppuvat kortit. Jos viimeinen kortti oli Nosta 2 -kortti tai Nosta 4 -jokeri, seuraava pelaaja nostaa silti kortit (haastaa ei voi). Muita vaikutuksia viimeisellä kortilla ei ole: Sekoita kortit -jokeri, mukautettava jokeri, seiska tai nolla ei tee mitään.

    Yksi erä (peruspeli): ensimmäisenä korttinsa pelannut voittaa pelin. Pisteitä ei lasketa.

    Tavallinen pistelasku: erän voittaja saa pisteet kaikista korteista, jotka jäivät muiden käteen. Numerokortti on numeronsa arvoinen. Ohitus, suunnanvaihto ja Nosta 2 -kortti ovat 20 pisteen arvoisia; jokeri, Nosta 4 -jokeri, Sekoita kortit -jokeri ja mukautettava jokeri 50 pisteen.

    Vaihtoehtoinen pistelasku: erän jälkeen jokainen pelaaja lisää omaan tulokseensa oman kätensä korttien arvon samoilla arvoilla. Tässä tavassa pisteitä kannattaa siis välttää.
    .cards = r8 gS bD2 WS WC2 W4

rules-modern-winning-title = Pelin voittaminen
rules-modern-winning =
    Peruspelissä voittaja on se, joka pääsee ensimmäisenä eroon korteistaan. Sen jälkeen voit aloittaa uuden pelin.

    Tavallisessa pistelaskussa pelin voittaa se, jonka kokonaispisteet saavuttavat ensimmäisenä tavoitteen (500, ellei toisin valita). Jos kukaan ei ole vielä perillä, jaetaan uusi erä, ja jakovuoro siirtyy vasemmalle.

    Vaihtoehtoisessa pistelaskussa peli päättyy, kun jonkun kokonaispisteet saavuttavat tavoitteen. Silloin voittaa se, jolla on vähiten pisteitä. Tasatilanteessa voitto menee sille, joka on istumajärjestyksessä ensimmäisenä.

rules-modern-options-title = Kotisäännöt
rules-modern-options =
    Pelin valmisteluissa voit ottaa käyttöön kotisääntöjä. Ne eivät kuulu painettuihin sääntöihin, ja kaikki ovat oletuksena pois päältä. Poikkeus on ”Suunnanvaihto ohittaa kahden pelaajan pelissä”: se on valmistajan oma sääntö kahdelle pelaajalle ja päällä, kunnes kytket sen pois.

    Suunnanvaihto ohittaa kahden pelaajan pelissä: kun pelaajia on vain kaksi, suunnanvaihtokortti toimii kuin ohituskortti, joten sen pelannut pelaa heti uudelleen. Jos kytket säännön pois, kortti vain vaihtaa suunnan, ja vuoro siirtyy toiselle pelaajalle.

    Pistelasku: Yksi erä, Tavallinen pistelasku tai Vaihtoehtoinen pistelasku, kuten kohdassa Pisteet kerrotaan. Uusi moderni peli on yksi erä eli peruspeli; pisteiden laskeminen on valinnainen.

    Mukautettava jokeri 1, 2 ja 3: kotisääntö, jonka kukin kolmesta mukautettavasta jokerista saa. Säännöt luetellaan kohdassa Mukautettavat jokerit. Ei sääntöä tekee kortista tavallisen jokerin.

    Pinoaminen: Nosta 2 -kortin päälle saa pelata toisen Nosta 2 -kortin ja Nosta 4 -jokerin päälle toisen Nosta 4 -jokerin. Nostettavien korttien määrä kasvaa, kunnes joku ei voi tai ei halua jatkaa pinoa: hän nostaa kaikki kortit ja menettää vuoronsa. Pinottua Nosta 4 -jokeria ei voi haastaa, yksittäistä voi.

    Seitsemän–nolla: kun pelaat seiskan, vaihdat kortit valitsemasi pelaajan kanssa. Kun pelaat nollan, jokainen antaa korttinsa seuraavalle pelaajalle pelisuunnassa. Kumpikaan ei tapahdu, jos seiska tai nolla oli pelaajan viimeinen kortti.

    Nosta, kunnes voit pelata: nostaessasi et ota vain yhtä korttia, vaan jatkat, kunnes saat sopivan kortin tai pakka loppuu. Viimeisen nostamasi kortin voit pelata heti.

    Pakko pelata: jos nostamasi kortti sopii poistopakkaan, se on pelattava heti.

    UNO-rangaistus: kiinni jäänyt nostaa joko 2 tai 4 korttia.

    Tavoitepisteet: pistemäärä, johon peli päättyy tavallisessa tai vaihtoehtoisessa pistelaskussa (oletus 500).
    .cards = rD2 bD2 W4 r7 g0

## Kotisäännöt väliinhyppy ja joukkueet (issue 23): kappaleet kotisääntöjen perään

rules-modern-options-jump-in =
    Väliinhyppy: jos kädessäsi on täsmälleen samanlainen kortti kuin poistopakan päällimmäinen, saat pelata sen heti, vaikka vuoro ei olisi sinun. Samanlainen tarkoittaa samaa väriä ja samaa numeroa tai samaa väriä ja samaa symbolia: punainen 7 punaisen 7:n päälle, sininen ohitus sinisen ohituksen päälle. Jokerilla ei voi koskaan hypätä väliin (ei myöskään Sekoita kortit -jokerilla eikä mukautettavilla jokereilla), eikä kukaan voi hypätä väliin itse pelaamansa kortin päälle.

    Sen jälkeen peli jatkuu sinusta kuin vuoro olisi ollut sinun, ja väliin jäävät pelaajat menettävät tilaisuutensa. Kortti vaikuttaa samoin kuin omalla vuorollasi: ohituksen jälkeen sinua seuraava pelaaja menettää vuoronsa, suunnanvaihdon jälkeen peli kääntyy takaisin sinusta, ja Nosta 2 -kortin jälkeen sinua seuraava pelaaja nostaa (ensimmäisen kortin takia jo nostanut pitää korttinsa).

    Väliin saa hypätä vain, kun peli odottaa tavallista vuoroa, ei koskaan silloin, kun jokin päätös on kesken: kun joku valitsee väriä, kun Nosta 4 -jokerin voi haastaa, kun pinoon on vastattava, kun joku valitsee pois heitettäviä kortteja tai kun vuorossa oleva pelaaja päättää juuri nostamastaan kortista. Kun seuraava vuoro alkaa, saat taas hypätä väliin, jos kortti on yhä päällimmäisenä. Myös ensimmäinen käännetty kortti käy, kunhan sen vaikutus on ohi. Ole nopea: jos vuorossa oleva ehtii pelata ensin, tilaisuus on mennyt. Jos väliinhypyn jälkeen kädessäsi on enää yksi kortti, sinun on huudettava UNO kuten minkä tahansa muunkin kortin jälkeen.

rules-modern-options-teams =
    Joukkueet: 4, 6, 8 tai 10 pelaajaa voi pelata kahden hengen joukkueina. Joukkuetoverit istuvat vastakkain, niin että heidän välissään on kummallakin puolella yhtä monta pelaajaa. Kun jompikumpi pääsee eroon korteistaan, joukkue voittaa erän yhdessä.

    Tavallinen pistelasku: joukkue saa pisteet kaikista korteista, jotka jäivät muiden joukkueiden käteen; joukkuetoverin kortteja ei lasketa. Vaihtoehtoinen pistelasku: kukin joukkue lisää tulokseensa kummankin jäsenensä käteen jääneiden korttien arvon. Yksi erä: pelin voittaa se joukkue, jonka pelaaja pääsi eroon korteistaan. Joukkuetovereilla on yhteiset kokonaispisteet, ja tavoite koskee joukkuetta: tavallisessa pistelaskussa voittaa joukkue, joka saavuttaa sen ensimmäisenä; vaihtoehtoisessa pistelaskussa peli päättyy, kun jokin joukkue saavuttaa tavoitteen, ja voittaja on joukkue, jolla on vähiten pisteitä.

    Joukkuetoverit eivät näe toistensa kortteja, ja pisteitä lukuun ottamatta he ovat pelaajia siinä missä muutkin: voit hypätä väliin joukkuetoverisi kortille ja saada hänet kiinni, jos hän unohtaa huutaa UNO. Tilastoissa joukkueen voitto lasketaan kummallekin jäsenelle.
