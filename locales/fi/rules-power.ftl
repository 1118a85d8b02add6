# Supertornit-pelin sääntökirja (suomi).
# Jokainen kappale on yhdellä rivillä; kappaleet erotetaan tyhjällä rivillä.

rules-power-title = Supertornit – säännöt

rules-power-different-title = Mikä tässä pelityypissä on toisin
rules-power-different =
    Klassinen UNO neljällä supertornilla. Supersymbolilla merkitty numerokortti antaa sinulle
    tornin, ja jokainen torni torjuu yhden sinua vastaan pelatun korttilajin: U torjuu Nosta 1
    -kortin, N Nosta 2 -kortin, O Nosta 4 -jokerin ja ! ohituksen.

    Pakassa on 112 korttia eikä nollia. Nosta 1 -kortti, Sieppaa 2 tornia -kortti ja Sieppaa torni
    -jokeri ovat uusia.
    .cards = b5U rD1 yT2 WT

rules-power-aim-title = Pelin tavoite
rules-power-aim =
    Yritä päästä jokaisessa erässä ensimmäisenä eroon kaikista kädessäsi olevista korteista – ja sieppaa samalla valtaa itsellesi! Neljä tornia suojaavat omistajaansa tietyiltä erikoiskorteilta, ja ne vaihtavat omistajaa pelin aikana usein.

    Erän voittaja saa pisteitä korteista, jotka jäivät muiden pelaajien käteen. Erien pisteet lasketaan yhteen, ja pelin voittaa se, joka saavuttaa ensimmäisenä tavoitepisteet, tavallisesti 500. Pelaajia voi olla 2–10.

    Pakassa on 112 korttia. Jokaisessa neljässä värissä (punainen, keltainen, vihreä, sininen) on kaksi kutakin numeroa 1–9 – nollia ei ole –, kaksi Nosta 1 -korttia, kaksi Nosta 2 -korttia, kaksi ohitusta, yksi suunnanvaihto ja yksi Sieppaa 2 tornia -kortti. Lisäksi pakassa on neljä Sieppaa torni -jokeria ja neljä Nosta 4 -jokeria.
    .cards = r1U bD1 gT2 WT W4

rules-power-setup-title = Valmistelut
rules-power-setup =
    Ensimmäisen erän alussa jokainen pelaaja nostaa pakasta yhden kortin. Suurimman numeron nostanut jakaa; erikoiskortit ja jokerit vastaavat tässä nollaa. Jos usealla on sama suurin numero, he nostavat uudestaan keskenään. Nostetut kortit palautetaan pakkaan ennen sekoittamista. Seuraavissa erissä jakovuoro siirtyy aina vasemmalle.

    Jakaja sekoittaa pakan ja jakaa jokaiselle seitsemän korttia yksi kerrallaan alkaen vasemmalla puolellaan istuvasta. Loput kortit jäävät kuvapuoli alaspäin nostopakaksi, ja sen päällimmäinen kortti käännetään poistopakan ensimmäiseksi kortiksi. Neljä tornia – punainen U, sininen N, vihreä O ja keltainen ! – asetetaan pöydän keskelle vapaiden tornien paikalle. Peli hoitaa kaiken tämän puolestasi.

    Jakajan vasemmalla puolella istuva pelaaja aloittaa, ja vuoro kiertää myötäpäivään, ellei ensimmäinen kortti määrää toisin.

rules-power-first-card-title = Ensimmäinen kortti
rules-power-first-card =
    Jos poistopakan ensimmäinen kortti on numerokortti, peli alkaa tavalliseen tapaan. Vaikka kortissa olisi supersymboli, kukaan ei saa sen tornia, koska kukaan ei pelannut korttia. Erikoiskortti tai jokeri aloituskorttina toimii näin:

    Nosta 1 -kortti tai Nosta 2 -kortti: aloittava pelaaja nostaa yhden tai kaksi korttia ja menettää vuoronsa.

    Suunnanvaihto: jakaja pelaa itse ensimmäisenä, ja peli kulkee vastapäivään.

    Ohitus: jakajan vasemmalla puolella istuva ohitetaan, ja häntä seuraava pelaaja aloittaa.

    Sieppaa 2 tornia -kortti: kukaan ei saa torneja. Aloittavan pelaajan on pelattava samanvärinen kortti (tai jokin muu sopiva kortti tavalliseen tapaan).

    Sieppaa torni -jokeri: kukaan ei saa tornia. Aloittava pelaaja valitsee värin ja pelaa sitten vuoronsa.

    Nosta 4 -jokeri: kortti sujautetaan takaisin nostopakkaan satunnaiseen kohtaan (ei koskaan päällimmäiseksi), ja tilalle käännetään uusi kortti.

    Torni ei voi torjua aloituskortin vaikutusta, koska kukaan ei pelannut korttia ketään vastaan.
    .cards = bD1 rD2 gR yS rT2 WT W4

rules-power-turn-title = Pelivuoro
rules-power-turn =
    Vuorollasi joko pelaat yhden kortin kädestäsi poistopakkaan tai nostat yhden kortin nostopakasta. Kortin saa pelata, jos se on samaa väriä, samaa numeroa tai samaa symbolia kuin poistopakan päällimmäinen kortti: ohitus ohituksen päälle, Nosta 1 Nosta 1:n päälle ja niin edelleen. Jokerin jälkeen voimassa on jokerin pelanneen valitsema väri. Jokerin voit pelata aina; Nosta 4 -jokerin ehdot kerrotaan kohdassa Kortit.

    Supersymbolit U, N, O ja ! eivät sovi toisiinsa: niiden mukaan ei pelata. Punainen 1 U-supersymbolilla käy punaisen kortin tai minkä tahansa ykkösen päälle, ei muun U-kortin päälle.

    Saat nostaa kortin, vaikka kädessäsi olisi sopiva kortti. Jos nostamasi kortti sopii poistopakkaan, voit pelata sen heti – mutta vain sen, et mitään muuta korttia. Voit myös pitää sen, jolloin vuoro siirtyy seuraavalle. Jos nostettu kortti ei sovi, vuoro siirtyy saman tien.

    Kun nostopakka loppuu, poistopakan kortit päällimmäistä lukuun ottamatta sekoitetaan uudeksi nostopakaksi. Jos nostettavaa ei silti ole, nostosta ei tule korttia ja vuoro siirtyy. Rangaistusnostoissa nostetaan niin monta korttia kuin pakassa on jäljellä.

    Kahden pelaajan pelissä suunnanvaihto toimii kuin ohitus: sen pelannut pelaaja saa heti uuden vuoron.
    .cards = r1U r7 g1 WT

rules-power-cards-title = Kortit
rules-power-cards =
    Numerokortit 1–9: jokaisessa värissä on kaksi kutakin numeroa. Osassa niistä on supersymboli: joka värissä toisessa ykkösistä ja vitosista on U, toisessa kakkosista ja kuutosista N, toisessa kolmosista ja seiskoista O ja toisessa nelosista ja kasieista !. Kun pelaat supersymbolikortin, saat symbolia vastaavan tornin heti (ks. Tornit).

    Ohitus: seuraava pelaaja menettää vuoronsa, ja vuoro siirtyy hänen ohitseen.

    Suunnanvaihto: pelisuunta kääntyy myötäpäivästä vastapäivään tai päinvastoin. Kahden pelaajan pelissä kortti toimii kuin ohitus.

    Nosta 1 -kortti: seuraava pelaaja nostaa yhden kortin ja menettää vuoronsa.

    Nosta 2 -kortti: seuraava pelaaja nostaa kaksi korttia ja menettää vuoronsa.

    Sieppaa 2 tornia -kortti: sieppaat kaksi haluamaasi tornia, joita et vielä omista – vapaiden tornien paikalta, muilta pelaajilta tai yhden kummastakin. Jos sinulla on jo kolme tornia, saat sen yhden, joka puuttuu.

    Sieppaa torni -jokeri: valitset värin ja sieppaat yhden haluamasi tornin, jota et vielä omista. Jokerin saa pelata milloin tahansa.

    Nosta 4 -jokeri: valitset värin, ja seuraava pelaaja nostaa neljä korttia ja menettää vuoronsa. Sääntöjen mukaan kortin saa pelata vain, jos kädessäsi ei ole yhtään muuta voimassa olevan värin korttia. Sopiva numero tai erikoiskortti jostakin toisesta väristä ei estä sitä. Peli ei kiellä sääntöjen vastaista Nosta 4 -jokeria: se on bluffi, ja siihen vastataan haastamalla.

    Haastaminen: vain seuraava pelaaja, jonka pitäisi nostaa neljä korttia, voi haastaa, ja vain ennen kuin hän nostaa. Haastetun pelaajan kortit näytetään ainoastaan haastajalle. Jos jokeri pelattiin sääntöjen vastaisesti, sen pelannut nostaa itse neljä korttia, eikä haastaja nosta mitään vaan pelaa vuoronsa. Jos jokeri oli sallittu, haastaja nostaa kuusi korttia ja menettää vuoronsa. Valittu väri pysyy voimassa kummassakin tapauksessa.
    .cards = b2N yS rR gD1 bD2 yT2 WT W4

rules-power-towers-title = Tornit
rules-power-towers =
    Pelissä on neljä tornia, ja jokainen niistä suojaa omistajaansa yhdeltä erikoiskortilta: punainen U-torni torjuu Nosta 1 -kortit, sininen N-torni Nosta 2 -kortit, vihreä O-torni Nosta 4 -jokerit ja keltainen !-torni ohitukset. Alussa kaikki tornit ovat vapaiden tornien paikalla.

    Tornin saa pelaamalla numerokortin, jossa on sen supersymboli. Torni siirtyy sinulle heti, joko vapaiden tornien paikalta tai toiselta pelaajalta. Kortin värin ei tarvitse vastata tornin väriä. Torneja voi siepata myös Sieppaa 2 tornia -kortilla ja Sieppaa torni -jokerilla.

    Torjuminen: kun sinua vastaan pelataan kortti, jonka tornisi torjuu, sinulle ei tapahdu mitään – et nosta etkä menetä vuoroasi. Pelaat sen päälle kuin tavallisen samanvärisen kortin päälle; torjutun Nosta 4 -jokerin jälkeen voimassa on valittu väri. Torjunta tapahtuu automaattisesti. Kahden pelaajan pelin suunnanvaihto ei ole ohituskortti, joten !-torni ei torju sitä.

    Kaikki neljä tornia: heti kun yhdellä pelaajalla on kaikki neljä tornia, hän saa heittää pois kaikki korttinsa yhtä lukuun ottamatta (hän valitsee, minkä kortin pitää – tai voi pitää kaikki). Pois heitetyt kortit menevät poistopakan päällimmäisen kortin alle, ja kaikki neljä tornia palaavat vapaiden tornien paikalle. Sen jälkeen peli jatkuu pelatun kortin mukaan. Muista huutaa UNO!
    .cards = r1U b2N g3O y4!

rules-power-uno-title = UNO!
rules-power-uno =
    Kun pelaat kortin ja kädessäsi on sen jälkeen enää yksi kortti, sinun on huudettava ”UNO”. Pelissä se tehdään UNO-painikkeella: paina sitä ennen kuin pelaat toiseksi viimeisen korttisi tai samalla kun pelaat sen. Tietokonepelaajat huutavat myös, mutta helpoilla tasoilla ne unohtavat sen joskus.

    Jos unohdat huutaa, kuka tahansa muu pelaaja voi saada sinut kiinni niin kauan kuin kukaan muu ei ole sen jälkeen tehnyt siirtoa. Kiinni jäänyt nostaa rangaistukseksi kaksi korttia, tai neljä, jos UNO-rangaistukseksi on valittu 4.

    Ehdit vielä pelastautua: jos huudat UNO itse ennen kuin kukaan ehtii saada sinut kiinni, olet turvassa. Kiinniotto hylätään, jos pelaaja on jo huutanut, jos hänellä ei enää ole tasan yhtä korttia tai jos joku muu on jo ehtinyt tehdä siirron.

    Sama pätee, kun heität kaikkien neljän tornin ansiosta pois kaikki korttisi yhtä lukuun ottamatta: huuda UNO heti.

rules-power-scoring-title = Pisteet
rules-power-scoring =
    Erä päättyy heti, kun joltakulta loppuvat kortit. Jos viimeinen kortti oli Nosta 1 -kortti, Nosta 2 -kortti tai Nosta 4 -jokeri, seuraava pelaaja nostaa silti kortit, ja ne lasketaan mukaan pisteisiin. Torni torjuu nämäkin nostot, mutta haastaa ei voi. Muita vaikutuksia viimeisellä kortilla ei ole: Sieppaa 2 tornia -kortti, Sieppaa torni -jokeri tai supersymbolikortti ei anna tornia.

    Tavallinen pistelasku: erän voittaja saa pisteet kaikista korteista, jotka jäivät muiden käteen. Numerokortti on numeronsa arvoinen. Ohitus, suunnanvaihto, Nosta 1 -kortti, Nosta 2 -kortti ja Sieppaa 2 tornia -kortti ovat 20 pisteen arvoisia, Sieppaa torni -jokeri ja Nosta 4 -jokeri 50 pisteen.

    Vaihtoehtoinen pistelasku: erän jälkeen jokainen pelaaja lisää omaan tulokseensa oman kätensä korttien arvon samoilla arvoilla. Tässä tavassa pisteitä kannattaa siis välttää.

    Erän lopuksi yhteenveto näyttää, paljonko pisteitä kukin sai ja mikä on kokonaistilanne.
    .cards = r9 gD1 bT2 WT W4

rules-power-winning-title = Pelin voittaminen
rules-power-winning =
    Tavallisessa pistelaskussa pelin voittaa se, jonka kokonaispisteet saavuttavat ensimmäisenä tavoitteen (500, ellei toisin valita). Jos kukaan ei ole vielä perillä, jaetaan uusi erä, ja jakovuoro siirtyy vasemmalle. Tornit palaavat jokaisen erän alussa vapaiden tornien paikalle.

    Vaihtoehtoisessa pistelaskussa peli päättyy, kun jonkun kokonaispisteet saavuttavat tavoitteen. Silloin voittaa se, jolla on vähiten pisteitä. Tasatilanteessa voitto menee sille, joka on istumajärjestyksessä ensimmäisenä.

rules-power-options-title = Kotisäännöt
rules-power-options =
    Pelin valmisteluissa voit ottaa käyttöön kotisääntöjä. Ne eivät kuulu painettuihin sääntöihin, ja kaikki ovat oletuksena pois päältä. Poikkeus on ”Suunnanvaihto ohittaa kahden pelaajan pelissä”: se on valmistajan oma sääntö kahdelle pelaajalle ja päällä, kunnes kytket sen pois.

    Suunnanvaihto ohittaa kahden pelaajan pelissä: kun pelaajia on vain kaksi, suunnanvaihtokortti toimii kuin ohituskortti, joten sen pelannut pelaa heti uudelleen. Jos kytket säännön pois, kortti vain vaihtaa suunnan, ja vuoro siirtyy toiselle pelaajalle.

    Pistelasku: Tavallinen pistelasku, Vaihtoehtoinen pistelasku tai Yksi erä, kuten kohdassa Pisteet kerrotaan. Uusi peli alkaa tavallisella pistelaskulla.

    Pinoaminen: Nosta 1 -kortin päälle saa pelata toisen Nosta 1 -kortin, Nosta 2 -kortin päälle toisen Nosta 2 -kortin ja Nosta 4 -jokerin päälle toisen Nosta 4 -jokerin. Nostettavien korttien määrä kasvaa, kunnes joku ei voi tai ei halua jatkaa pinoa: hän nostaa kaikki kortit ja menettää vuoronsa. Pinottua Nosta 4 -jokeria ei voi haastaa, yksittäistä voi. Jos pino osuu pelaajaan, jonka torni torjuu sen, kukaan ei nosta, ja tornin omistaja jatkaa pelaamalla.

    Nosta, kunnes voit pelata: nostaessasi et ota vain yhtä korttia, vaan jatkat, kunnes saat sopivan kortin tai pakka loppuu. Viimeisen nostamasi kortin voit pelata heti.

    Pakko pelata: jos nostamasi kortti sopii poistopakkaan, se on pelattava heti.

    UNO-rangaistus: kiinni jäänyt nostaa joko 2 tai 4 korttia.

    Tavoitepisteet: pistemäärä, johon peli päättyy (oletus 500).
    .cards = gD1 bD1 rD2 yD2 W4

## Kotisäännöt väliinhyppy ja joukkueet (issue 23): kappaleet kotisääntöjen perään

rules-power-options-jump-in =
    Väliinhyppy: jos kädessäsi on täsmälleen samanlainen kortti kuin poistopakan päällimmäinen, saat pelata sen heti, vaikka vuoro ei olisi sinun. Samanlainen tarkoittaa samaa väriä ja samaa numeroa tai samaa väriä ja samaa symbolia: punainen 7 punaisen 7:n päälle, sininen ohitus sinisen ohituksen päälle. Supersymbolilla ei ole väliä: punainen 5, jossa on supersymboli, on samanlainen kuin tavallinen punainen 5. Jokerilla ei voi koskaan hypätä väliin, eikä kukaan voi hypätä väliin itse pelaamansa kortin päälle.

    Sen jälkeen peli jatkuu sinusta kuin vuoro olisi ollut sinun, ja väliin jäävät pelaajat menettävät tilaisuutensa. Kortti vaikuttaa samoin kuin omalla vuorollasi: ohituksen jälkeen sinua seuraava pelaaja menettää vuoronsa, suunnanvaihdon jälkeen peli kääntyy takaisin sinusta, ja Nosta 2 -kortin tai Nosta 1 -kortin jälkeen sinua seuraava pelaaja nostaa (ensimmäisen kortin takia jo nostanut pitää korttinsa). Supersymbolilla varustettu numerokortti tuo tornin tavalliseen tapaan.

    Väliin saa hypätä vain, kun peli odottaa tavallista vuoroa, ei koskaan silloin, kun jokin päätös on kesken: kun joku valitsee väriä, kun Nosta 4 -jokerin voi haastaa, kun pinoon on vastattava, kun kaikkien neljän tornin omistaja valitsee pidettävää korttia tai kun vuorossa oleva pelaaja päättää juuri nostamastaan kortista. Kun seuraava vuoro alkaa, saat taas hypätä väliin, jos kortti on yhä päällimmäisenä. Myös ensimmäinen käännetty kortti käy, kunhan sen vaikutus on ohi. Ole nopea: jos vuorossa oleva ehtii pelata ensin, tilaisuus on mennyt. Jos väliinhypyn jälkeen kädessäsi on enää yksi kortti, sinun on huudettava UNO kuten minkä tahansa muunkin kortin jälkeen.

rules-power-options-teams =
    Joukkueet: 4, 6, 8 tai 10 pelaajaa voi pelata kahden hengen joukkueina. Joukkuetoverit istuvat vastakkain, niin että heidän välissään on kummallakin puolella yhtä monta pelaajaa. Kun jompikumpi pääsee eroon korteistaan, joukkue voittaa erän yhdessä.

    Tavallinen pistelasku: joukkue saa pisteet kaikista korteista, jotka jäivät muiden joukkueiden käteen; joukkuetoverin kortteja ei lasketa. Vaihtoehtoinen pistelasku: kukin joukkue lisää tulokseensa kummankin jäsenensä käteen jääneiden korttien arvon. Yksi erä: pelin voittaa se joukkue, jonka pelaaja pääsi eroon korteistaan. Joukkuetovereilla on yhteiset kokonaispisteet, ja tavoite koskee joukkuetta: tavallisessa pistelaskussa voittaa joukkue, joka saavuttaa sen ensimmäisenä; vaihtoehtoisessa pistelaskussa peli päättyy, kun jokin joukkue saavuttaa tavoitteen, ja voittaja on joukkue, jolla on vähiten pisteitä.

    Joukkuetoverit eivät näe toistensa kortteja, ja pisteitä lukuun ottamatta he ovat pelaajia siinä missä muutkin: voit hypätä väliin joukkuetoverisi kortille ja saada hänet kiinni, jos hän unohtaa huutaa UNO. Tornit kuuluvat pelaajille eivätkä joukkueille: joukkuetoverisi torni ei suojaa sinua, eikä teidän tornejanne lasketa yhteen kaikiksi neljäksi. Tilastoissa joukkueen voitto lasketaan kummallekin jäsenelle.
