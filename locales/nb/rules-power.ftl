# Regelbok for UNO med makttårn (norsk bokmål).
# Hvert avsnitt står på én linje; avsnittene skilles med en tom linje.

rules-power-title = Makttårn – regler

rules-power-different-title = Dette er annerledes i denne utgaven
rules-power-different =
    Klassisk UNO med fire makttårn. Et tallkort med et maktikon gir deg tårnet sitt, og hvert tårn
    stopper én type kort som legges mot deg: U stopper trekk 1-kort, N trekk 2-kort, O trekk 4-joker
    og ! stå over-kort.

    Kortstokken har 112 kort og ingen nuller. Trekk 1-kort, ta 2 tårn-kort og ta ett tårn-joker er
    nye.
    .cards = b5U rD1 yT2 WT

rules-power-aim-title = Målet med spillet
rules-power-aim =
    Grip makten og bli kvitt alle kortene dine først! Hvert av de fire makttårnene beskytter eieren mot én type handlingskort, og tårnene skifter ofte eier underveis.

    Den som legger sitt siste kort først, får poeng for kortene motspillerne sitter igjen med. Poengene fra rundene legges sammen, og den som først når poengmålet, vanligvis 500, vinner spillet. Spillet er for 2–10 spillere.

    Kortstokken har 112 kort. Hver av de fire fargene (rød, gul, grønn, blå) har to av hvert tall fra 1 til 9 – det finnes ingen nuller –, to trekk 1-kort, to trekk 2-kort, to stå over-kort, ett snukort og ett ta 2 tårn-kort. I tillegg kommer fire ta ett tårn-jokere og fire trekk 4-jokere.
    .cards = r1U bD1 gT2 WT W4

rules-power-setup-title = Forberedelser
rules-power-setup =
    Før første runde trekker hver spiller ett kort fra kortstokken. Den som trekker det høyeste tallet, deler ut; handlingskort og jokerkort teller som null her. Hvis flere får det samme høyeste tallet, trekker bare de på nytt seg imellom. Kortene legges tilbake i kortstokken før den stokkes. I senere runder går utdelingen videre til spilleren til venstre.

    Giveren stokker og deler ut sju kort til hver spiller, ett om gangen, med start hos spilleren til venstre. Resten av kortene legges med bildesiden ned som trekkbunken, og det øverste kortet snus og starter kastebunken. De fire makttårnene – det røde U, det blå N, det grønne O og det gule ! – settes på plassen for ledige tårn midt på bordet. Spillet gjør alt dette for deg.

    Spilleren til venstre for giveren begynner, og spillet går med klokka, med mindre det første kortet sier noe annet.

rules-power-first-card-title = Det første kortet
rules-power-first-card =
    Er det første kortet i kastebunken et tallkort, begynner spillet som vanlig. Selv om kortet har et maktikon, får ingen tårnet, for ingen spilte kortet. Er det et handlingskort eller et jokerkort, skjer dette:

    Trekk 1-kort eller trekk 2-kort: spilleren som skulle begynne, trekker ett eller to kort og står over.

    Snukort: giveren spiller først, og spillet går mot klokka.

    Stå over-kort: spilleren til venstre for giveren står over, og neste spiller til venstre begynner.

    Ta 2 tårn-kort: ingen tar tårn. Spilleren som begynner, må legge et kort i samme farge (eller et annet kort som passer på vanlig måte).

    Ta ett tårn-joker: ingen tar tårn. Spilleren som begynner, velger en farge og spiller så turen sin.

    Trekk 4-joker: kortet stikkes tilbake i trekkbunken på et tilfeldig sted (aldri øverst), og et nytt kort snus.

    Et tårn kan ikke blokkere virkningen av det første kortet, for ingen spilte det mot noen.
    .cards = bD1 rD2 gR yS rT2 WT W4

rules-power-turn-title = En tur
rules-power-turn =
    Når det er din tur, legger du enten ett kort fra hånden på kastebunken, eller du trekker ett kort fra trekkbunken. Du kan legge et kort hvis det har samme farge, samme tall eller samme symbol som det øverste kortet i kastebunken: stå over-kort på stå over-kort, trekk 1-kort på trekk 1-kort og så videre. Etter et jokerkort gjelder fargen som ble valgt. Jokerkort kan alltid spilles; hva som gjelder for trekk 4-jokeren, står under Kortene.

    Maktikonene U, N, O og ! passer ikke med hverandre, så du kan ikke legge kort etter maktikon. En rød 1 med U passer på et rødt kort eller en hvilken som helst ener, men ikke på et annet U-kort.

    Du kan trekke et kort selv om du har et kort som kan spilles. Passer kortet du trakk, kan du legge det med en gang – men bare det kortet, ikke et annet. Du kan også beholde det, og da går turen videre. Passer det ikke, går turen videre med en gang.

    Når trekkbunken er tom, stokkes kastebunken, unntatt det øverste kortet, til en ny trekkbunke. Er det fortsatt ingenting å trekke, får du ikke noe kort, og turen går videre. Ved straffetrekk trekker man så mange kort som finnes.

    Med to spillere virker snukortet som et stå over-kort: den som la det, får en ny tur med en gang.
    .cards = r1U r7 g1 WT

rules-power-cards-title = Kortene
rules-power-cards =
    Tallkort 1–9: hver farge har to av hvert tall. Noen av dem har også et maktikon: i hver farge har én av enerne og én av femmerne U, én toer og én sekser N, én treer og én sjuer O, og én firer og én åtter !. Legger du et kort med maktikon, får du det tilsvarende tårnet med en gang (se Makttårnene).

    Stå over-kort: neste spiller står over turen sin.

    Snukort: spilleretningen snus. Med to spillere virker kortet som et stå over-kort.

    Trekk 1-kort: neste spiller trekker ett kort og står over turen sin.

    Trekk 2-kort: neste spiller trekker to kort og står over turen sin.

    Ta 2 tårn-kort: du tar to valgfrie tårn som du ikke eier ennå – fra plassen for ledige tårn, fra andre spillere eller ett fra hvert sted. Har du allerede tre tårn, får du det ene som mangler.

    Ta ett tårn-joker: du velger farge og tar ett valgfritt tårn som du ikke eier ennå. Kortet kan spilles når som helst.

    Trekk 4-joker: du velger farge, og neste spiller trekker fire kort og står over turen sin. Etter reglene kan du bare legge kortet når du ikke har noe annet kort i fargen som gjelder. Et kort med samme tall eller symbol i en annen farge hindrer deg ikke. Spillet stopper ikke en ulovlig trekk 4-joker: det er en bløff, og svaret på den er å utfordre.

    Utfordring: bare neste spiller, den som skulle trekke de fire kortene, kan utfordre, og bare før vedkommende trekker. Hånden til den utfordrede vises bare til utfordreren. Var kortet ulovlig, må den som la det, trekke fire kort selv, mens utfordreren ikke trekker noe og spiller turen sin som vanlig. Var kortet lovlig, trekker utfordreren seks kort og står over. Fargen som ble valgt, gjelder uansett.
    .cards = b2N yS rR gD1 bD2 yT2 WT W4

rules-power-towers-title = Makttårnene
rules-power-towers =
    Det finnes fire makttårn, og hvert beskytter eieren mot ett handlingskort: det røde U-tårnet blokkerer trekk 1-kort, det blå N-tårnet trekk 2-kort, det grønne O-tårnet trekk 4-jokere og det gule !-tårnet stå over-kort. Ved starten står alle fire på plassen for ledige tårn.

    Du får et tårn ved å legge et tallkort med tårnets maktikon. Tårnet blir ditt med en gang, enten det står ledig eller en annen spiller har det. Fargen på kortet trenger ikke å passe med fargen på tårnet. Du kan også ta tårn med ta 2 tårn-kortet og ta ett tårn-jokeren.

    Blokkering: når noen legger et kort mot deg som tårnet ditt blokkerer, skjer det ingenting med deg – du trekker ikke og står ikke over. Du legger på det som på et vanlig kort i samme farge; etter en blokkert trekk 4-joker gjelder fargen som ble valgt. Blokkeringen skjer automatisk. Snukortet som virker som stå over med to spillere, er ikke et stå over-kort, så !-tårnet blokkerer det ikke.

    Alle fire tårnene: i det øyeblikket én spiller eier alle fire, kan vedkommende kvitte seg med alle kortene sine unntatt ett (spilleren velger selv hvilket kort som beholdes, eller kan beholde alle). Kortene legges under det øverste kortet i kastebunken, og alle fire tårnene går tilbake til plassen for ledige tårn. Deretter fortsetter spillet slik det spilte kortet sier. Husk å rope UNO!
    .cards = r1U b2N g3O y4!

rules-power-uno-title = UNO!
rules-power-uno =
    Når du legger et kort og bare har ett kort igjen på hånden, må du rope «UNO». I spillet gjør du det med UNO-knappen: trykk på den før du legger nest siste kort, eller samtidig. Datamaskinspillerne roper også, men på de lette nivåene glemmer de det av og til.

    Glemmer du å rope, kan hvilken som helst annen spiller ta deg, så lenge ingen andre har gjort et trekk siden. Blir du tatt, trekker du to kort i straff (eller fire, hvis UNO-straffen er satt til 4).

    Du kan fortsatt redde deg: roper du UNO selv før noen tar deg, er du trygg. Et forsøk på å ta noen avvises hvis spilleren allerede har ropt, ikke lenger har nøyaktig ett kort, eller hvis noen andre har gjort et trekk siden.

    Det samme gjelder når du har kvittet deg med alle kort unntatt ett fordi du eier alle fire tårnene: rop UNO med en gang.

rules-power-scoring-title = Poengberegning
rules-power-scoring =
    Runden slutter i det øyeblikket en spiller ikke har flere kort. Var det siste kortet et trekk 1-kort, et trekk 2-kort eller en trekk 4-joker, må neste spiller likevel trekke kortene, og de teller med i poengene. Et tårn blokkerer fortsatt, men det er ikke mulig å utfordre. Ellers har det siste kortet ingen virkning: et ta 2 tårn-kort, en ta ett tårn-joker eller et kort med maktikon gir ikke noe tårn.

    Vanlig poengberegning: vinneren av runden får poeng for alle kortene de andre har igjen på hånden. Tallkort gir tallverdien. Stå over-kort, snukort, trekk 1-kort, trekk 2-kort og ta 2 tårn-kort gir 20 poeng, ta ett tårn-jokere og trekk 4-jokere 50 poeng.

    Alternativ poengberegning: etter hver runde legger hver spiller verdien av sin egen hånd til sin egen poengsum, med de samme verdiene. Her lønner det seg altså å unngå poeng.

    Etter runden viser oversikten hvor mange poeng hver fikk og hvordan stillingen er.
    .cards = r9 gD1 bT2 WT W4

rules-power-winning-title = Slik vinner du
rules-power-winning =
    Med vanlig poengberegning vinner den som først når poengmålet (500 hvis dere ikke har valgt noe annet). Til det skjer, spilles nye runder, og utdelingen går videre til venstre. Ved starten av hver runde står alle tårnene ledige igjen.

    Med alternativ poengberegning slutter spillet når noens poengsum når målet. Da vinner den med færrest poeng. Ved likhet vinner den som sitter først i rekkefølgen rundt bordet.

rules-power-options-title = Husregler
rules-power-options =
    Når du setter opp spillet, kan du slå på husregler. De står ikke i de trykte reglene, og alle er slått av i utgangspunktet. Unntaket er «Snukort hopper over med to spillere», produsentens egen regel for to spillere, som er slått på til du slår den av.

    Snukort hopper over med to spillere: når dere bare er to, virker snukortet som et stå over-kort, så den som la det, spiller igjen. Slår du regelen av, snur kortet bare spilleretningen, og så er det den andre spillerens tur.

    Poengberegning: Vanlig poengberegning, Alternativ poengberegning eller Én runde, slik det står under Poengberegning. Et nytt spill starter med vanlig poengberegning.

    Stabling: på et trekk 1-kort kan man legge et nytt trekk 1-kort, på et trekk 2-kort et nytt trekk 2-kort og på en trekk 4-joker en ny trekk 4-joker. Antallet kort som skal trekkes, vokser til noen ikke kan eller vil stable videre: den spilleren trekker alt og står over. En stablet trekk 4-joker kan ikke utfordres, men en enkelt kan det. Når stabelen når en spiller med et tårn som blokkerer den, trekker ingen, og tårneieren spiller videre.

    Trekk til du kan spille: i stedet for ett kort trekker du til det kommer et kort som passer, eller til bunken er tom. Det siste kortet du trakk, kan du legge med en gang.

    Tvungen spilling: passer kortet du trakk, må du legge det med en gang.

    UNO-straff: den som blir tatt, trekker 2 eller 4 kort.

    Poengmål: antall poeng som avslutter spillet (500 som standard).
    .cards = gD1 bD1 rD2 yD2 W4

## Husreglene hopp inn og lag (issue 23): avsnitt som følger etter husreglene

rules-power-options-jump-in =
    Hopp inn: har du et kort som er helt likt det øverste kortet i kastebunken, kan du legge det med en gang, selv om det ikke er din tur. Helt likt betyr samme farge og samme tall, eller samme farge og samme symbol: en rød 7 på en rød 7, et blått stå over-kort på et blått stå over-kort. Maktikonet spiller ingen rolle: en rød 5 med maktikon er lik en vanlig rød 5. Med jokerkort kan man aldri hoppe inn, og ingen kan hoppe inn på et kort de har lagt selv.

    Deretter fortsetter spillet fra deg som om det var din tur, og spillerne imellom mister sjansen sin. Kortet virker slik det ville gjort på din tur: etter et stå over-kort står spilleren etter deg over, etter et snukort går spillet tilbake fra deg, og etter et trekk 2-kort eller trekk 1-kort trekker spilleren etter deg (den som allerede trakk for det første kortet, beholder kortene). Et tallkort med maktikon gir deg tårnet som vanlig.

    Du kan bare hoppe inn når spillet venter på en vanlig tur, aldri mens noen har et valg å gjøre: mens noen velger farge, mens en trekk 4-joker kan utfordres, mens en stabel skal besvares, mens eieren av alle fire tårnene velger hvilket kort som skal beholdes eller mens den som har turen, bestemmer seg om kortet vedkommende nettopp trakk. Når neste tur begynner, kan du hoppe inn igjen hvis kortet fortsatt ligger øverst. Det første kortet som snus, teller også, når virkningen er over. Vær rask: rekker den som har turen, å legge først, er sjansen borte. Sitter du igjen med ett kort etter at du hoppet inn, må du rope UNO som ellers.

rules-power-options-teams =
    Lag: med 4, 6, 8 eller 10 spillere kan dere spille i lag på to. Makkerne sitter rett overfor hverandre, med like mange spillere imellom på hver side. Når den ene går ut, vinner laget runden for dem begge.

    Vanlig poengberegning: laget får poeng for kortene alle de andre lagene har igjen på hånden; makkerens kort teller ikke. Alternativ poengberegning: hvert lag legger verdien av kortene på begge makkernes hender til sin poengsum. Én runde: laget til den som gikk ut, vinner spillet. Makkerne har én felles poengsum, og poengmålet gjelder laget: med vanlig poengberegning vinner laget som først når det; med alternativ poengberegning slutter spillet når et lag når det, og laget med færrest poeng vinner.

    Makkerne ser ikke hverandres kort, og bortsett fra poengene er de spillere som alle andre: du kan hoppe inn på makkerens kort og ta makkeren hvis vedkommende glemmer å rope UNO. Tårnene tilhører spillerne, ikke lagene: makkerens tårn beskytter ikke deg, og tårnene deres regnes aldri sammen som alle fire. I statistikken teller lagets seier for begge makkerne.
