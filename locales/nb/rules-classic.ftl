# Regelbok for klassisk UNO (norsk bokmål).
# Hvert avsnitt står på én linje; avsnittene skilles med en tom linje.

rules-classic-title = Klassisk UNO – regler

rules-classic-different-title = Dette er annerledes i denne utgaven
rules-classic-different =
    Dette er UNO slik det alltid har vært spilt, og spillet de andre utgavene bygger på: 108 kort,
    poeng for kortene som er igjen på de andres hender, og 500 poeng for å vinne.

    Et trekk 4-jokerkort kan utfordres når du tror det var bløff. Tillegget blanke kort legger til et
    blankt kort i hver farge med en husregel du velger selv.
    .cards = W4 rD2 gR bS

rules-classic-aim-title = Målet med spillet
rules-classic-aim =
    Prøv å bli kvitt alle kortene på hånden før alle andre i hver runde. Den som legger sitt siste kort først, får poeng for kortene motspillerne sitter igjen med. Poengene fra rundene legges sammen, og den som først når poengmålet, vanligvis 500, vinner spillet.

    Spillet er for 2–10 spillere. Kortstokken har 108 kort: tallkort fra 0 til 9 i fire farger (rød, gul, grønn og blå), handlingskort i de samme fargene og jokerkort. Slår du på blanke kort, består kortstokken av 112 kort.
    .cards = r7 y3 g0 bS W

rules-classic-setup-title = Forberedelser
rules-classic-setup =
    Før første runde trekker hver spiller ett kort fra kortstokken. Den som trekker det høyeste tallet, deler ut; handlingskort og jokerkort teller som null her. Hvis flere får det samme høyeste tallet, trekker bare de på nytt seg imellom. Kortene legges tilbake i kortstokken før den stokkes. I senere runder går utdelingen videre til spilleren til venstre.

    Giveren stokker og deler ut sju kort til hver spiller, ett om gangen, med start hos spilleren til venstre. Resten av kortene legges med bildesiden ned som trekkbunken. Det øverste kortet i trekkbunken snus og legges ved siden av: det starter kastebunken. Spillet stokker og deler ut for deg.

    Spilleren til venstre for giveren begynner, og spillet går med klokka, med mindre det første kortet sier noe annet.

rules-classic-first-card-title = Det første kortet
rules-classic-first-card =
    Er det første kortet i kastebunken et tallkort, begynner spillet som vanlig. Er det et handlingskort eller et jokerkort, skjer dette:

    Trekk 2-kort: spilleren som skulle begynne, trekker to kort og står over, så spilleren etter begynner.

    Snukort: giveren spiller først, og spillet går mot klokka.

    Stå over-kort: spilleren til venstre for giveren står over, og neste spiller til venstre begynner.

    Jokerkort: spilleren som begynner, velger først en farge og spiller så turen sin.

    Trekk 4-joker: kortet stikkes tilbake i trekkbunken på et tilfeldig sted (aldri øverst), og et nytt kort snus.

    Blankt kort (når blanke kort er slått på): kortet bestemmer bare startfargen. Regelen på kortet gjelder ikke når det er første kort.
    .cards = rD2 bR gS W W4

rules-classic-turn-title = En tur
rules-classic-turn =
    Når det er din tur, legger du enten ett kort fra hånden på kastebunken, eller du trekker ett kort fra trekkbunken. Du kan legge et kort hvis det har samme farge, samme tall eller samme symbol som det øverste kortet i kastebunken. Etter et jokerkort gjelder fargen som ble valgt. Jokerkort kan alltid spilles; hva som gjelder for trekk 4-jokeren, står under Kortene.

    Eksempel: ligger det en rød 7 øverst, kan du legge et hvilket som helst rødt kort, en sjuer i hvilken som helst farge eller et jokerkort. På et rødt stå over-kort kan du legge et rødt kort eller et stå over-kort i en annen farge.

    Du kan trekke et kort selv om du har et kort som kan spilles. Passer kortet du trakk, kan du legge det med en gang – men bare det kortet, ikke et annet. Du kan også beholde det, og da går turen videre. Passer det ikke, går turen videre med en gang.

    Når trekkbunken er tom, stokkes kastebunken, unntatt det øverste kortet, til en ny trekkbunke. Er det fortsatt ingenting å trekke, får du ikke noe kort, og turen går videre. Ved straffetrekk trekker man så mange kort som finnes.

    Med to spillere virker snukortet som et stå over-kort: den som la det, får en ny tur med en gang.
    .cards = r7 r2 g7 W

rules-classic-cards-title = Kortene
rules-classic-cards =
    Tallkort 0–9: hver farge har én null og to av hvert tall fra 1 til 9. Tallkortene har ingen spesiell virkning. I tillegg har hver farge to stå over-kort, to snukort og to trekk 2-kort, og kortstokken har fire jokerkort og fire trekk 4-jokere.

    Stå over-kort: neste spiller står over turen sin.

    Snukort: spilleretningen snus. Gikk spillet med klokka, går det nå mot klokka, og omvendt. Med to spillere virker kortet som et stå over-kort.

    Trekk 2-kort: neste spiller trekker to kort og står over turen sin.

    Jokerkort: du bestemmer hvilken farge spillet skal fortsette i, gjerne den samme som før. Du kan legge et jokerkort når som helst, også når du har andre kort som passer.

    Trekk 4-joker: du velger farge, og neste spiller trekker fire kort og står over turen sin. Etter reglene kan du bare legge kortet når du ikke har noe annet kort i fargen som gjelder. Et kort med samme tall eller symbol i en annen farge hindrer deg ikke. Spillet stopper ikke en ulovlig trekk 4-joker: det er en bløff, og svaret på den er å utfordre.

    Utfordring: bare neste spiller, den som skulle trekke de fire kortene, kan utfordre, og bare før vedkommende trekker. Hånden til den utfordrede vises bare til utfordreren. Var kortet ulovlig, må den som la det, trekke fire kort selv, mens utfordreren ikke trekker noe og spiller turen sin som vanlig. Var kortet lovlig, trekker utfordreren seks kort og står over. Fargen som ble valgt, gjelder uansett.

    Blanke kort (husregel): kortstokken får ett blankt kort i hver farge, og når spillet settes opp, velger du én regel som gjelder for alle fire. Valgene er: neste spiller trekker til det kommer et kort i det blanke kortets farge (jokerkort teller ikke), og står over; alle andre legger jokerkortene sine under det øverste kortet i kastebunken; neste spiller trekker tre kort i stedet for ett hvis vedkommende ikke kan spille; den som la kortet, får en ekstra tur; neste spiller trekker eller kaster kort til vedkommende har nøyaktig sju; eller et vanlig fargekort uten regel. Et blankt kort kan legges på et kort i samme farge eller på et annet blankt kort. Blir noen tom for kort når jokerkortene kastes, har vedkommende gått ut, og runden er over; gjelder det flere, vinner den som kommer først i spilleretningen.
    .cards = rS bR gD2 W W4 yX

rules-classic-uno-title = UNO!
rules-classic-uno =
    Når du legger et kort og bare har ett kort igjen på hånden, må du rope «UNO». I spillet gjør du det med UNO-knappen: trykk på den før du legger nest siste kort, eller samtidig. Datamaskinspillerne roper også, men på de lette nivåene glemmer de det av og til.

    Glemmer du å rope, kan hvilken som helst annen spiller ta deg, så lenge ingen andre har gjort et trekk siden. Blir du tatt, trekker du to kort i straff (eller fire, hvis UNO-straffen er satt til 4).

    Du kan fortsatt redde deg: roper du UNO selv før noen tar deg, er du trygg. Et forsøk på å ta noen avvises hvis spilleren allerede har ropt, ikke lenger har nøyaktig ett kort, eller hvis noen andre har gjort et trekk siden.

    Det samme gjelder når du plutselig sitter med ett kort av en annen grunn, for eksempel etter et håndbytte med sju-null-regelen eller når et blankt kort tvinger deg til å kvitte deg med jokerkortene: rop UNO med en gang.

rules-classic-scoring-title = Poengberegning
rules-classic-scoring =
    Runden slutter i det øyeblikket en spiller ikke har flere kort. Var det siste kortet et trekk 2-kort eller en trekk 4-joker, må neste spiller likevel trekke kortene (uten mulighet til å utfordre), og de teller med i poengene. Ellers har det siste kortet ingen virkning: regelen på et blankt kort gjelder ikke, og en sjuer eller null bytter ingen hender.

    Vanlig poengberegning: vinneren av runden får poeng for alle kortene de andre har igjen på hånden. Tallkort gir tallverdien. Stå over-kort, snukort, trekk 2-kort og blanke kort gir 20 poeng, jokerkort og trekk 4-jokere 50 poeng.

    Alternativ poengberegning: etter hver runde legger hver spiller verdien av sin egen hånd til sin egen poengsum, med de samme verdiene. Her lønner det seg altså å unngå poeng.

    Etter runden viser oversikten hvor mange poeng hver fikk og hvordan stillingen er.
    .cards = r9 bS gR yD2 W W4

rules-classic-winning-title = Slik vinner du
rules-classic-winning =
    Med vanlig poengberegning vinner den som først når poengmålet (500 hvis dere ikke har valgt noe annet). Til det skjer, spilles nye runder, og utdelingen går videre til venstre.

    Med alternativ poengberegning slutter spillet når noens poengsum når målet. Da vinner den med færrest poeng. Ved likhet vinner den som sitter først i rekkefølgen rundt bordet.

rules-classic-options-title = Husregler
rules-classic-options =
    Når du setter opp spillet, kan du slå på husregler. De står ikke i de trykte reglene, og alle er slått av i utgangspunktet. Unntaket er «Snukort hopper over med to spillere», produsentens egen regel for to spillere, som er slått på til du slår den av.

    Snukort hopper over med to spillere: når dere bare er to, virker snukortet som et stå over-kort, så den som la det, spiller igjen. Slår du regelen av, snur kortet bare spilleretningen, og så er det den andre spillerens tur.

    Poengberegning: Vanlig poengberegning, Alternativ poengberegning eller Én runde, slik det står under Poengberegning. Et nytt spill starter med vanlig poengberegning.

    Stabling: på et trekk 2-kort kan man legge et nytt trekk 2-kort, og på en trekk 4-joker en ny trekk 4-joker. Antallet kort som skal trekkes, vokser til noen ikke kan eller vil stable videre: den spilleren trekker alt og står over. En stablet trekk 4-joker kan ikke utfordres, men en enkelt kan det.

    Sju-null: legger du en sjuer, bytter du hånd med en spiller du velger. Legger du en null, gir alle hånden sin videre til neste spiller i spilleretningen. Ingen av delene skjer hvis sjueren eller nullen var spillerens siste kort.

    Trekk til du kan spille: i stedet for ett kort trekker du til det kommer et kort som passer, eller til bunken er tom. Det siste kortet du trakk, kan du legge med en gang.

    Tvungen spilling: passer kortet du trakk, må du legge det med en gang.

    UNO-straff: den som blir tatt, trekker 2 eller 4 kort.

    Poengmål: antall poeng som avslutter spillet (500 som standard).

    Blanke kort: fire blanke kort legges i kortstokken, alle med den samme regelen (se Kortene). Et blankt kort er verdt 20 poeng.
    .cards = rD2 bD2 W4 r7 g0

## Husreglene hopp inn og lag (issue 23): avsnitt som følger etter husreglene

rules-classic-options-jump-in =
    Hopp inn: har du et kort som er helt likt det øverste kortet i kastebunken, kan du legge det med en gang, selv om det ikke er din tur. Helt likt betyr samme farge og samme tall, eller samme farge og samme symbol: en rød 7 på en rød 7, et blått stå over-kort på et blått stå over-kort. Med jokerkort kan man aldri hoppe inn, og ingen kan hoppe inn på et kort de har lagt selv.

    Deretter fortsetter spillet fra deg som om det var din tur, og spillerne imellom mister sjansen sin. Kortet virker slik det ville gjort på din tur: etter et stå over-kort står spilleren etter deg over, etter et snukort går spillet tilbake fra deg, og etter et trekk 2-kort trekker spilleren etter deg (den som allerede trakk for det første kortet, beholder kortene).

    Du kan bare hoppe inn når spillet venter på en vanlig tur, aldri mens noen har et valg å gjøre: mens noen velger farge, mens en trekk 4-joker kan utfordres, mens en stabel skal besvares, mens noen velger kort å kvitte seg med eller mens den som har turen, bestemmer seg om kortet vedkommende nettopp trakk. Når neste tur begynner, kan du hoppe inn igjen hvis kortet fortsatt ligger øverst. Det første kortet som snus, teller også, når virkningen er over. Vær rask: rekker den som har turen, å legge først, er sjansen borte. Sitter du igjen med ett kort etter at du hoppet inn, må du rope UNO som ellers.

rules-classic-options-teams =
    Lag: med 4, 6, 8 eller 10 spillere kan dere spille i lag på to. Makkerne sitter rett overfor hverandre, med like mange spillere imellom på hver side. Når den ene går ut, vinner laget runden for dem begge.

    Vanlig poengberegning: laget får poeng for kortene alle de andre lagene har igjen på hånden; makkerens kort teller ikke. Alternativ poengberegning: hvert lag legger verdien av kortene på begge makkernes hender til sin poengsum. Én runde: laget til den som gikk ut, vinner spillet. Makkerne har én felles poengsum, og poengmålet gjelder laget: med vanlig poengberegning vinner laget som først når det; med alternativ poengberegning slutter spillet når et lag når det, og laget med færrest poeng vinner.

    Makkerne ser ikke hverandres kort, og bortsett fra poengene er de spillere som alle andre: du kan hoppe inn på makkerens kort og ta makkeren hvis vedkommende glemmer å rope UNO. I statistikken teller lagets seier for begge makkerne.
