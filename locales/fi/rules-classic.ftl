# Klassisen UNOn sääntökirja (suomi).
# Jokainen kappale on yhdellä rivillä; kappaleet erotetaan tyhjällä rivillä.

rules-classic-title = Klassinen UNO – säännöt

rules-classic-different-title = Mikä tässä pelityypissä on toisin
rules-classic-different =
    Tämä on UNO sellaisena kuin sitä on aina pelattu, ja muut pelityypit pohjautuvat siihen: 108
    korttia, pisteet muiden käsiin jääneistä korteista ja 500 pistettä voittoon.

    Nosta 4 -jokerin voi haastaa, jos epäilet sen olleen bluffi. Tyhjät kortit -valinta tuo
    jokaiseen väriin tyhjän kortin, jossa on valitsemasi kotisääntö.
    .cards = W4 rD2 gR bS

rules-classic-aim-title = Pelin tavoite
rules-classic-aim =
    Yritä päästä jokaisessa erässä ensimmäisenä eroon kaikista kädessäsi olevista korteista. Kun onnistut, saat pisteitä korteista, jotka jäivät muiden pelaajien käteen. Erien pisteet lasketaan yhteen, ja pelin voittaa se, joka saavuttaa ensimmäisenä tavoitepisteet, tavallisesti 500.

    Pelaajia voi olla 2–10. Pakassa on 108 korttia: neljän värin (punainen, keltainen, vihreä ja sininen) numerokortit 0–9, samojen värien erikoiskortit sekä jokerit. Jos tyhjät kortit otetaan käyttöön, kortteja on 112.
    .cards = r7 y3 g0 bS W

rules-classic-setup-title = Valmistelut
rules-classic-setup =
    Ensimmäisen erän alussa jokainen pelaaja nostaa pakasta yhden kortin. Suurimman numeron nostanut jakaa; erikoiskortit ja jokerit vastaavat tässä nollaa. Jos usealla on sama suurin numero, he nostavat uudestaan keskenään. Nostetut kortit palautetaan pakkaan ennen sekoittamista. Seuraavissa erissä jakovuoro siirtyy aina vasemmalle.

    Jakaja sekoittaa pakan ja jakaa jokaiselle seitsemän korttia yksi kerrallaan alkaen vasemmalla puolellaan istuvasta. Loput kortit jäävät kuvapuoli alaspäin nostopakaksi. Nostopakan päällimmäinen kortti käännetään kuvapuoli ylöspäin sen viereen, ja siitä alkaa poistopakka. Peli hoitaa sekoittamisen ja jakamisen puolestasi.

    Jakajan vasemmalla puolella istuva pelaaja aloittaa, ja vuoro kiertää myötäpäivään, ellei ensimmäinen kortti määrää toisin.

rules-classic-first-card-title = Ensimmäinen kortti
rules-classic-first-card =
    Jos poistopakan ensimmäinen kortti on numerokortti, peli alkaa tavalliseen tapaan. Erikoiskortti tai jokeri aloituskorttina toimii näin:

    Nosta 2 -kortti: aloittava pelaaja nostaa kaksi korttia ja menettää vuoronsa, joten hänen jälkeensä seuraava pelaa ensimmäisenä.

    Suunnanvaihto: jakaja pelaa itse ensimmäisenä, ja peli kulkee vastapäivään.

    Ohitus: jakajan vasemmalla puolella istuva ohitetaan, ja häntä seuraava pelaaja aloittaa.

    Jokeri: aloittava pelaaja valitsee ensin värin ja pelaa sitten vuoronsa.

    Nosta 4 -jokeri: kortti sujautetaan takaisin nostopakkaan satunnaiseen kohtaan (ei koskaan päällimmäiseksi), ja tilalle käännetään uusi kortti.

    Tyhjä kortti (jos tyhjät kortit ovat käytössä): kortti määrää vain aloitusvärin. Sen sääntö ei aloituskorttina tee mitään.
    .cards = rD2 bR gS W W4

rules-classic-turn-title = Pelivuoro
rules-classic-turn =
    Vuorollasi joko pelaat yhden kortin kädestäsi poistopakkaan tai nostat yhden kortin nostopakasta. Kortin saa pelata, jos se on samaa väriä, samaa numeroa tai samaa symbolia kuin poistopakan päällimmäinen kortti. Jokerin jälkeen voimassa on jokerin pelanneen valitsema väri. Jokerin voit pelata aina; Nosta 4 -jokerin ehdot kerrotaan kohdassa Kortit.

    Esimerkki: jos päällimmäisenä on punainen 7, voit pelata minkä tahansa punaisen kortin, minkä tahansa värisen seiskan tai jokerin. Punaisen ohituksen päälle käy mikä tahansa punainen kortti tai minkä tahansa värinen ohitus.

    Saat nostaa kortin, vaikka kädessäsi olisi sopiva kortti. Jos nostamasi kortti sopii poistopakkaan, voit pelata sen heti – mutta vain sen, et mitään muuta korttia. Voit myös pitää sen, jolloin vuoro siirtyy seuraavalle. Jos nostettu kortti ei sovi, vuoro siirtyy saman tien.

    Kun nostopakka loppuu, poistopakan kortit päällimmäistä lukuun ottamatta sekoitetaan uudeksi nostopakaksi. Jos nostettavaa ei silti ole, nostosta ei tule korttia ja vuoro siirtyy. Rangaistusnostoissa nostetaan niin monta korttia kuin pakassa on jäljellä.

    Kahden pelaajan pelissä suunnanvaihto toimii kuin ohitus: sen pelannut pelaaja saa heti uuden vuoron.
    .cards = r7 r2 g7 W

rules-classic-cards-title = Kortit
rules-classic-cards =
    Numerokortit 0–9: jokaisessa värissä on yksi nolla ja kaksi kutakin numeroa 1–9. Numerokortilla ei ole erityistä vaikutusta. Lisäksi jokaisessa värissä on kaksi ohitusta, kaksi suunnanvaihtoa ja kaksi Nosta 2 -korttia, ja pakassa on neljä jokeria ja neljä Nosta 4 -jokeria.

    Ohitus: seuraava pelaaja menettää vuoronsa, ja vuoro siirtyy hänen ohitseen.

    Suunnanvaihto: pelisuunta kääntyy. Jos peli kulki myötäpäivään, se kulkee nyt vastapäivään, ja päinvastoin. Kahden pelaajan pelissä kortti toimii kuin ohitus.

    Nosta 2 -kortti: seuraava pelaaja nostaa kaksi korttia ja menettää vuoronsa.

    Jokeri: valitset, millä värillä peliä jatketaan. Voit valita myös nykyisen värin. Jokerin saa pelata milloin tahansa, vaikka kädessäsi olisi muitakin sopivia kortteja.

    Nosta 4 -jokeri: valitset värin, ja seuraava pelaaja nostaa neljä korttia ja menettää vuoronsa. Sääntöjen mukaan kortin saa pelata vain, jos kädessäsi ei ole yhtään muuta voimassa olevan värin korttia. Sopiva numero tai erikoiskortti jostakin toisesta väristä ei estä sitä. Peli ei kiellä sääntöjen vastaista Nosta 4 -jokeria: se on bluffi, ja siihen vastataan haastamalla.

    Haastaminen: vain seuraava pelaaja, jonka pitäisi nostaa neljä korttia, voi haastaa, ja vain ennen kuin hän nostaa. Haastetun pelaajan kortit näytetään ainoastaan haastajalle. Jos jokeri pelattiin sääntöjen vastaisesti, sen pelannut nostaa itse neljä korttia, eikä haastaja nosta mitään vaan pelaa vuoronsa. Jos jokeri oli sallittu, haastaja nostaa kuusi korttia ja menettää vuoronsa. Valittu väri pysyy voimassa kummassakin tapauksessa.

    Tyhjät kortit (kotisääntö): pakkaan tulee yksi tyhjä kortti kutakin väriä, ja pelin valmisteluissa niille valitaan yksi sääntö, joka koskee kaikkia neljää. Vaihtoehdot ovat: seuraava pelaaja nostaa, kunnes saa tyhjän kortin väriä olevan kortin (jokeri ei kelpaa), ja menettää vuoronsa; kaikki muut heittävät jokerinsa poistopakan päällimmäisen kortin alle; seuraava nostaa kolme korttia yhden sijaan, jos ei voi pelata; pelaaja saa heti uuden vuoron; seuraava nostaa tai heittää pois kortteja, kunnes hänellä on tasan seitsemän; tai tavallinen värikortti ilman sääntöä. Tyhjän kortin voi pelata samanvärisen kortin tai toisen tyhjän kortin päälle. Jos joku jää jokerien poisheiton jälkeen ilman kortteja, hän on päässyt eroon korteistaan ja erä päättyy; jos heitä on useita, voittaja on pelisuunnassa ensimmäinen.
    .cards = rS bR gD2 W W4 yX

rules-classic-uno-title = UNO!
rules-classic-uno =
    Kun pelaat kortin ja kädessäsi on sen jälkeen enää yksi kortti, sinun on huudettava ”UNO”. Pelissä se tehdään UNO-painikkeella: paina sitä ennen kuin pelaat toiseksi viimeisen korttisi tai samalla kun pelaat sen. Tietokonepelaajat huutavat myös, mutta helpoilla tasoilla ne unohtavat sen joskus.

    Jos unohdat huutaa, kuka tahansa muu pelaaja voi saada sinut kiinni niin kauan kuin kukaan muu ei ole sen jälkeen tehnyt siirtoa. Kiinni jäänyt nostaa rangaistukseksi kaksi korttia, tai neljä, jos UNO-rangaistukseksi on valittu 4.

    Ehdit vielä pelastautua: jos huudat UNO itse ennen kuin kukaan ehtii saada sinut kiinni, olet turvassa. Kiinniotto hylätään, jos pelaaja on jo huutanut, jos hänellä ei enää ole tasan yhtä korttia tai jos joku muu on jo ehtinyt tehdä siirron.

    Sama pätee, kun kätesi kutistuu yhteen korttiin muusta syystä, esimerkiksi seitsemän–nolla-säännön kädenvaihdossa tai kun tyhjä kortti pakottaa heittämään jokerit pois: huuda UNO heti.

rules-classic-scoring-title = Pisteet
rules-classic-scoring =
    Erä päättyy heti, kun joltakulta loppuvat kortit. Jos viimeinen kortti oli Nosta 2 -kortti tai Nosta 4 -jokeri, seuraava pelaaja nostaa silti kortit (haastaa ei voi), ja ne lasketaan mukaan pisteisiin. Muita vaikutuksia viimeisellä kortilla ei ole: tyhjän kortin sääntö ei toteudu, eikä seiska tai nolla vaihda käsiä.

    Tavallinen pistelasku: erän voittaja saa pisteet kaikista korteista, jotka jäivät muiden käteen. Numerokortti on numeronsa arvoinen. Ohitus, suunnanvaihto, Nosta 2 -kortti ja tyhjä kortti ovat 20 pisteen arvoisia, jokeri ja Nosta 4 -jokeri 50 pisteen.

    Vaihtoehtoinen pistelasku: erän jälkeen jokainen pelaaja lisää omaan tulokseensa oman kätensä korttien arvon samoilla arvoilla. Tässä tavassa pisteitä kannattaa siis välttää.

    Erän lopuksi yhteenveto näyttää, paljonko pisteitä kukin sai ja mikä on kokonaistilanne.
    .cards = r9 bS gR yD2 W W4

rules-classic-winning-title = Pelin voittaminen
rules-classic-winning =
    Tavallisessa pistelaskussa pelin voittaa se, jonka kokonaispisteet saavuttavat ensimmäisenä tavoitteen (500, ellei toisin valita). Jos kukaan ei ole vielä perillä, jaetaan uusi erä, ja jakovuoro siirtyy vasemmalle.

    Vaihtoehtoisessa pistelaskussa peli päättyy, kun jonkun kokonaispisteet saavuttavat tavoitteen. Silloin voittaa se, jolla on vähiten pisteitä. Tasatilanteessa voitto menee sille, joka on istumajärjestyksessä ensimmäisenä.

rules-classic-options-title = Kotisäännöt
rules-classic-options =
    Pelin valmisteluissa voit ottaa käyttöön kotisääntöjä. Ne eivät kuulu painettuihin sääntöihin, ja kaikki ovat oletuksena pois päältä. Poikkeus on ”Suunnanvaihto ohittaa kahden pelaajan pelissä”: se on valmistajan oma sääntö kahdelle pelaajalle ja päällä, kunnes kytket sen pois.

    Suunnanvaihto ohittaa kahden pelaajan pelissä: kun pelaajia on vain kaksi, suunnanvaihtokortti toimii kuin ohituskortti, joten sen pelannut pelaa heti uudelleen. Jos kytket säännön pois, kortti vain vaihtaa suunnan, ja vuoro siirtyy toiselle pelaajalle.

    Pistelasku: Tavallinen pistelasku, Vaihtoehtoinen pistelasku tai Yksi erä, kuten kohdassa Pisteet kerrotaan. Uusi peli alkaa tavallisella pistelaskulla.

    Pinoaminen: Nosta 2 -kortin päälle saa pelata toisen Nosta 2 -kortin ja Nosta 4 -jokerin päälle toisen Nosta 4 -jokerin. Nostettavien korttien määrä kasvaa, kunnes joku ei voi tai ei halua jatkaa pinoa: hän nostaa kaikki kortit ja menettää vuoronsa. Pinottua Nosta 4 -jokeria ei voi haastaa, yksittäistä voi.

    Seitsemän–nolla: kun pelaat seiskan, vaihdat kortit valitsemasi pelaajan kanssa. Kun pelaat nollan, jokainen antaa korttinsa seuraavalle pelaajalle pelisuunnassa. Kumpikaan ei tapahdu, jos seiska tai nolla oli pelaajan viimeinen kortti.

    Nosta, kunnes voit pelata: nostaessasi et ota vain yhtä korttia, vaan jatkat, kunnes saat sopivan kortin tai pakka loppuu. Viimeisen nostamasi kortin voit pelata heti.

    Pakko pelata: jos nostamasi kortti sopii poistopakkaan, se on pelattava heti.

    UNO-rangaistus: kiinni jäänyt nostaa joko 2 tai 4 korttia.

    Tavoitepisteet: pistemäärä, johon peli päättyy (oletus 500).

    Tyhjät kortit: pakkaan lisätään neljä tyhjää korttia, joille valitaan yksi yhteinen sääntö (ks. Kortit). Tyhjä kortti on 20 pisteen arvoinen.
    .cards = rD2 bD2 W4 r7 g0

## Kotisäännöt väliinhyppy ja joukkueet (issue 23): kappaleet kotisääntöjen perään

rules-classic-options-jump-in =
    Väliinhyppy: jos kädessäsi on täsmälleen samanlainen kortti kuin poistopakan päällimmäinen, saat pelata sen heti, vaikka vuoro ei olisi sinun. Samanlainen tarkoittaa samaa väriä ja samaa numeroa tai samaa väriä ja samaa symbolia: punainen 7 punaisen 7:n päälle, sininen ohitus sinisen ohituksen päälle. Jokerilla ei voi koskaan hypätä väliin, eikä kukaan voi hypätä väliin itse pelaamansa kortin päälle.

    Sen jälkeen peli jatkuu sinusta kuin vuoro olisi ollut sinun, ja väliin jäävät pelaajat menettävät tilaisuutensa. Kortti vaikuttaa samoin kuin omalla vuorollasi: ohituksen jälkeen sinua seuraava pelaaja menettää vuoronsa, suunnanvaihdon jälkeen peli kääntyy takaisin sinusta, ja Nosta 2 -kortin jälkeen sinua seuraava pelaaja nostaa (ensimmäisen kortin takia jo nostanut pitää korttinsa).

    Väliin saa hypätä vain, kun peli odottaa tavallista vuoroa, ei koskaan silloin, kun jokin päätös on kesken: kun joku valitsee väriä, kun Nosta 4 -jokerin voi haastaa, kun pinoon on vastattava, kun joku valitsee pois heitettäviä kortteja tai kun vuorossa oleva pelaaja päättää juuri nostamastaan kortista. Kun seuraava vuoro alkaa, saat taas hypätä väliin, jos kortti on yhä päällimmäisenä. Myös ensimmäinen käännetty kortti käy, kunhan sen vaikutus on ohi. Ole nopea: jos vuorossa oleva ehtii pelata ensin, tilaisuus on mennyt. Jos väliinhypyn jälkeen kädessäsi on enää yksi kortti, sinun on huudettava UNO kuten minkä tahansa muunkin kortin jälkeen.

rules-classic-options-teams =
    Joukkueet: 4, 6, 8 tai 10 pelaajaa voi pelata kahden hengen joukkueina. Joukkuetoverit istuvat vastakkain, niin että heidän välissään on kummallakin puolella yhtä monta pelaajaa. Kun jompikumpi pääsee eroon korteistaan, joukkue voittaa erän yhdessä.

    Tavallinen pistelasku: joukkue saa pisteet kaikista korteista, jotka jäivät muiden joukkueiden käteen; joukkuetoverin kortteja ei lasketa. Vaihtoehtoinen pistelasku: kukin joukkue lisää tulokseensa kummankin jäsenensä käteen jääneiden korttien arvon. Yksi erä: pelin voittaa se joukkue, jonka pelaaja pääsi eroon korteistaan. Joukkuetovereilla on yhteiset kokonaispisteet, ja tavoite koskee joukkuetta: tavallisessa pistelaskussa voittaa joukkue, joka saavuttaa sen ensimmäisenä; vaihtoehtoisessa pistelaskussa peli päättyy, kun jokin joukkue saavuttaa tavoitteen, ja voittaja on joukkue, jolla on vähiten pisteitä.

    Joukkuetoverit eivät näe toistensa kortteja, ja pisteitä lukuun ottamatta he ovat pelaajia siinä missä muutkin: voit hypätä väliin joukkuetoverisi kortille ja saada hänet kiinni, jos hän unohtaa huutaa UNO. Tilastoissa joukkueen voitto lasketaan kummallekin jäsenelle.
