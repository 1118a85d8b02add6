# Regelbok for moderne UNO (norsk bokmål).
# Hvert avsnitt står på én linje; avsnittene skilles med en tom linje.

rules-modern-title = Moderne UNO – regler

rules-modern-different-title = Dette er annerledes i denne utgaven
rules-modern-different =
    Grunnspillet er én runde: den som først blir kvitt alle kortene sine, vinner, og poengtelling er
    et tillegg. Et trekk 4-jokerkort kan bare legges når man ikke har andre kort i fargen som
    gjelder, og ingen annen joker.

    Nye kort: Stokkejokeren samler alle hendene og deler dem ut på nytt, og de tre tilpassbare
    jokerkortene har hver sin husregel.
    .cards = WS WC1 W4

rules-modern-aim-title = Målet med spillet
rules-modern-aim =
    Prøv å bli kvitt alle kortene på hånden før alle andre. I grunnspillet spiller dere én runde: den som først legger sitt siste kort, vinner. Vil du spille lenger, kan du velge poengberegning, og da spilles flere runder til noen når poengmålet.

    Spillet er for 2–10 spillere. Kortstokken har 112 kort: alle de 108 kortene fra klassisk UNO – tallkort fra 0 til 9 i fire farger (rød, gul, grønn, blå), stå over-kort, snukort, trekk 2-kort, jokerkort og trekk 4-jokere – pluss én stokkejoker og tre jokerkort som kan tilpasses.
    .cards = g5 rS W WS WC1

rules-modern-setup-title = Forberedelser
rules-modern-setup =
    Før første runde trekker hver spiller ett kort fra kortstokken. Den som trekker det høyeste tallet, deler ut; handlingskort og jokerkort teller som null her. Hvis flere får det samme høyeste tallet, trekker bare de på nytt seg imellom. Kortene legges tilbake i kortstokken før den stokkes. Spiller dere flere runder, går utdelingen videre til venstre for hver runde.

    Giveren stokker og deler ut sju kort til hver spiller, ett om gangen, med start hos spilleren til venstre. Resten av kortene legges med bildesiden ned som trekkbunken, og det øverste kortet snus og starter kastebunken. Spillet stokker og deler ut for deg.

    Når du setter opp spillet, velger du også en regel for hvert av de tre jokerkortene som kan tilpasses (se Tilpassbare jokerkort).

    Spilleren til venstre for giveren begynner, og spillet går med klokka.

rules-modern-first-card-title = Det første kortet
rules-modern-first-card =
    Moderne UNO begynner alltid med et tallkort. Er det første kortet i kastebunken et tallkort, begynner spillet som vanlig.

    Er det første kortet et handlingskort eller et jokerkort av noe slag, stikkes det tilbake i trekkbunken på et tilfeldig sted (aldri øverst), og neste kort snus. Dette gjentas til et tallkort kommer opp. Det første kortet har altså aldri noen spesiell virkning.
    .cards = r4 bS WS

rules-modern-turn-title = En tur
rules-modern-turn =
    Når det er din tur, legger du enten ett kort fra hånden på kastebunken, eller du trekker ett kort fra trekkbunken. Du kan legge et kort hvis det har samme farge, samme tall eller samme symbol som det øverste kortet i kastebunken. Etter et jokerkort gjelder fargen som ble valgt. Jokerkort kan alltid spilles; hva som gjelder for trekk 4-jokeren, står under Kortene.

    Eksempel: ligger det en blå 3 øverst, kan du legge et hvilket som helst blått kort, en treer i hvilken som helst farge eller et jokerkort. Et handlingskort kan legges på et kort i samme farge eller på et likt handlingskort.

    Du kan trekke et kort selv om du har et kort som kan spilles. Passer kortet du trakk, kan du legge det med en gang – men bare det kortet, ikke et annet. Du kan også beholde det, og da går turen videre. Passer det ikke, går turen videre med en gang.

    Når trekkbunken er tom, stokkes kastebunken, unntatt det øverste kortet, til en ny trekkbunke. Er det fortsatt ingenting å trekke, får du ikke noe kort, og turen går videre. Ved straffetrekk trekker man så mange kort som finnes.

    Med to spillere virker snukortet som et stå over-kort: den som la det, får en ny tur med en gang.
    .cards = b3 b8 g3 W

rules-modern-cards-title = Kortene
rules-modern-cards =
    Tallkort 0–9: hver farge har én null og to av hvert tall fra 1 til 9. Tallkortene har ingen spesiell virkning. I tillegg har hver farge to stå over-kort, to snukort og to trekk 2-kort, og kortstokken har fire jokerkort og fire trekk 4-jokere, én stokkejoker og tre tilpassbare jokerkort.

    Stå over-kort: neste spiller står over turen sin.

    Snukort: spilleretningen snus. Med to spillere virker kortet som et stå over-kort.

    Trekk 2-kort: neste spiller trekker to kort og står over turen sin.

    Jokerkort: du bestemmer hvilken farge spillet skal fortsette i, gjerne den samme som før. Du kan legge et jokerkort når som helst, også når du har andre kort som passer.

    Stokkejoker: du velger farge, og så samles alle kortene fra alle spillerne – også dine – og stokkes. Kortene deles ut ett og ett, med start hos spilleren etter deg i spilleretningen, til alle er delt ut. Noen kan få flere eller færre kort enn de hadde før. Spillet fortsetter i samme retning.

    Trekk 4-joker: du velger farge, og neste spiller trekker fire kort og står over turen sin. Etter reglene kan du bare legge kortet når du ikke har noe annet kort i fargen som gjelder, og heller ikke noe annet jokerkort av noe slag, heller ikke en annen trekk 4-joker. Et kort med samme tall eller symbol i en annen farge hindrer deg ikke. Spillet stopper ikke en ulovlig trekk 4-joker: det er en bløff, og svaret på den er å utfordre.

    Utfordring: bare neste spiller, den som skulle trekke de fire kortene, kan utfordre, og bare før vedkommende trekker. Hånden til den utfordrede vises bare til utfordreren. Var kortet ulovlig, må den som la det, trekke fire kort selv, mens utfordreren ikke trekker noe og spiller turen sin som vanlig. Var kortet lovlig, trekker utfordreren seks kort og står over. Fargen som ble valgt, gjelder uansett.
    .cards = yS gR bD2 W WS W4

rules-modern-custom-cards-title = Tilpassbare jokerkort
rules-modern-custom-cards =
    Kortstokken har tre jokerkort som kan tilpasses. De er jokerkort: de passer på alle kort, og den som legger dem, velger farge. I tillegg har hvert av dem sin egen regel, som velges for hvert av de tre kortene når spillet settes opp. Disse reglene kan du velge mellom:

    Trekk til fargen: neste spiller trekker kort til det kommer et kort i fargen som ble valgt (jokerkort teller ikke), og står over. Trekkingen stopper hvis det ikke er flere kort.

    Kast jokerne: alle andre spillere legger alle jokerkortene sine under det øverste kortet i kastebunken. Blir noen tom for kort på denne måten, har vedkommende gått ut, og runden er over. Gjelder det flere, vinner den som kommer først i spilleretningen.

    Tre hvis du står fast: hvis neste spiller ikke har noe kort som kan spilles når det blir vedkommendes tur, trekker spilleren tre kort i stedet for ett. Det siste av dem kan legges med en gang hvis det passer.

    Ekstra tur: du spiller en tur til med en gang.

    Sju på hånden: neste spiller skal ha nøyaktig sju kort. Har vedkommende færre, trekker spilleren opp til sju med en gang; har vedkommende flere, velger spilleren selv hvilke kort som er til overs, og legger dem under det øverste kortet i kastebunken. Deretter spiller vedkommende turen sin som vanlig.

    Ingen regel: kortet er et vanlig jokerkort uten egen regel.

    Er stokkejokeren eller et tilpassbart jokerkort spillerens siste kort, slutter runden med en gang, og kortets virkning faller bort.
    .cards = WC1 WC2 WC3

rules-modern-uno-title = UNO!
rules-modern-uno =
    Når du legger et kort og bare har ett kort igjen på hånden, må du rope «UNO». I spillet gjør du det med UNO-knappen: trykk på den før du legger nest siste kort, eller samtidig. Datamaskinspillerne roper også, men på de lette nivåene glemmer de det av og til.

    Glemmer du å rope, kan hvilken som helst annen spiller ta deg, så lenge ingen andre har gjort et trekk siden. Blir du tatt, trekker du to kort i straff (eller fire, hvis UNO-straffen er satt til 4).

    Du kan fortsatt redde deg: roper du UNO selv før noen tar deg, er du trygg. Et forsøk på å ta noen avvises hvis spilleren allerede har ropt, ikke lenger har nøyaktig ett kort, eller hvis noen andre har gjort et trekk siden.

    Det samme gjelder når du plutselig sitter med ett kort av en annen grunn: etter utdelingen fra en stokkejoker, et håndbytte med sju-null-regelen eller regelen Kast jokerne. Rop UNO med en gang.

rules-modern-scoring-title = Poengberegning
rules-modern-scoring =
    Runden slutter i det øyeblikket en spiller ikke har flere kort. Var det siste kortet et trekk 2-kort eller en trekk 4-joker, må neste spiller likevel trekke kortene (uten mulighet til å utfordre). Ellers har det siste kortet ingen virkning: en stokkejoker, et tilpassbart jokerkort, en sjuer eller en null gjør ingenting.

    Én runde (grunnspillet): den som først blir kvitt kortene sine, vinner spillet. Det regnes ikke poeng.

    Vanlig poengberegning: vinneren av runden får poeng for alle kortene de andre har igjen på hånden. Tallkort gir tallverdien. Stå over-kort, snukort og trekk 2-kort gir 20 poeng; jokerkort, trekk 4-jokere, stokkejokere og tilpassbare jokerkort 50 poeng.

    Alternativ poengberegning: etter hver runde legger hver spiller verdien av sin egen hånd til sin egen poengsum, med de samme verdiene. Her lønner det seg altså å unngå poeng.
    .cards = r8 gS bD2 WS WC2 W4

rules-modern-winning-title = Slik vinner du
rules-modern-winning =
    I grunnspillet vinner den som først blir kvitt kortene sine. Deretter kan dere starte et nytt spill.

    Med vanlig poengberegning vinner den som først når poengmålet (500 hvis dere ikke har valgt noe annet). Til det skjer, spilles nye runder, og utdelingen går videre til venstre.

    Med alternativ poengberegning slutter spillet når noens poengsum når målet. Da vinner den med færrest poeng. Ved likhet vinner den som sitter først i rekkefølgen rundt bordet.

rules-modern-options-title = Husregler
rules-modern-options =
    Når du setter opp spillet, kan du slå på husregler. De står ikke i de trykte reglene, og alle er slått av i utgangspunktet. Unntaket er «Snukort hopper over med to spillere», produsentens egen regel for to spillere, som er slått på til du slår den av.

    Snukort hopper over med to spillere: når dere bare er to, virker snukortet som et stå over-kort, så den som la det, spiller igjen. Slår du regelen av, snur kortet bare spilleretningen, og så er det den andre spillerens tur.

    Poengberegning: Én runde, Vanlig poengberegning eller Alternativ poengberegning, slik det står under Poengberegning. Et nytt moderne spill er én runde, grunnspillet; å telle poeng er et valg.

    Tilpassbar joker 1, 2 og 3: husregelen hvert av de tre tilpassbare jokerkortene har, valgt blant reglene under Tilpassbare jokerkort. Med Ingen regel er kortet en vanlig joker.

    Stabling: på et trekk 2-kort kan man legge et nytt trekk 2-kort, og på en trekk 4-joker en ny trekk 4-joker. Antallet kort som skal trekkes, vokser til noen ikke kan eller vil stable videre: den spilleren trekker alt og står over. En stablet trekk 4-joker kan ikke utfordres, men en enkelt kan det.

    Sju-null: legger du en sjuer, bytter du hånd med en spiller du velger. Legger du en null, gir alle hånden sin videre til neste spiller i spilleretningen. Ingen av delene skjer hvis sjueren eller nullen var spillerens siste kort.

    Trekk til du kan spille: i stedet for ett kort trekker du til det kommer et kort som passer, eller til bunken er tom. Det siste kortet du trakk, kan du legge med en gang.

    Tvungen spilling: passer kortet du trakk, må du legge det med en gang.

    UNO-straff: den som blir tatt, trekker 2 eller 4 kort.

    Poengmål: antall poeng som avslutter spillet (500 som standard) med vanlig eller alternativ poengberegning.
    .cards = rD2 bD2 W4 r7 g0

## Husreglene hopp inn og lag (issue 23): avsnitt som følger etter husreglene

rules-modern-options-jump-in =
    Hopp inn: har du et kort som er helt likt det øverste kortet i kastebunken, kan du legge det med en gang, selv om det ikke er din tur. Helt likt betyr samme farge og samme tall, eller samme farge og samme symbol: en rød 7 på en rød 7, et blått stå over-kort på et blått stå over-kort. Med jokerkort kan man aldri hoppe inn (heller ikke med stokkejokeren eller de tilpassbare jokerkortene), og ingen kan hoppe inn på et kort de har lagt selv.

    Deretter fortsetter spillet fra deg som om det var din tur, og spillerne imellom mister sjansen sin. Kortet virker slik det ville gjort på din tur: etter et stå over-kort står spilleren etter deg over, etter et snukort går spillet tilbake fra deg, og etter et trekk 2-kort trekker spilleren etter deg (den som allerede trakk for det første kortet, beholder kortene).

    Du kan bare hoppe inn når spillet venter på en vanlig tur, aldri mens noen har et valg å gjøre: mens noen velger farge, mens en trekk 4-joker kan utfordres, mens en stabel skal besvares, mens noen velger kort å kvitte seg med eller mens den som har turen, bestemmer seg om kortet vedkommende nettopp trakk. Når neste tur begynner, kan du hoppe inn igjen hvis kortet fortsatt ligger øverst. Det første kortet som snus, teller også, når virkningen er over. Vær rask: rekker den som har turen, å legge først, er sjansen borte. Sitter du igjen med ett kort etter at du hoppet inn, må du rope UNO som ellers.

rules-modern-options-teams =
    Lag: med 4, 6, 8 eller 10 spillere kan dere spille i lag på to. Makkerne sitter rett overfor hverandre, med like mange spillere imellom på hver side. Når den ene går ut, vinner laget runden for dem begge.

    Vanlig poengberegning: laget får poeng for kortene alle de andre lagene har igjen på hånden; makkerens kort teller ikke. Alternativ poengberegning: hvert lag legger verdien av kortene på begge makkernes hender til sin poengsum. Én runde: laget til den som gikk ut, vinner spillet. Makkerne har én felles poengsum, og poengmålet gjelder laget: med vanlig poengberegning vinner laget som først når det; med alternativ poengberegning slutter spillet når et lag når det, og laget med færrest poeng vinner.

    Makkerne ser ikke hverandres kort, og bortsett fra poengene er de spillere som alle andre: du kan hoppe inn på makkerens kort og ta makkeren hvis vedkommende glemmer å rope UNO. I statistikken teller lagets seier for begge makkerne.
