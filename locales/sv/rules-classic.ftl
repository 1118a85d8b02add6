### Regelbok: det klassiska spelet (svenska).
### Format: rules-classic-<avsnitt>-title är rubriken, rules-classic-<avsnitt> texten;
### stycken skiljs åt av en tom rad; .cards är korten som ritas bredvid avsnittet.

rules-classic-title = Det klassiska spelet

rules-classic-different-title = Det här är annorlunda i utgåvan
rules-classic-different =
    Det här är UNO som det alltid har spelats, och spelet som de andra utgåvorna utgår från: 108
    kort, poäng för korten som finns kvar på de andras händer och 500 poäng för att vinna.

    En Dra fyra-joker kan utmanas när du tror att den var en bluff. Tillvalet blanka kort lägger
    till ett blankt kort i varje färg, med en husregel som du väljer.
    .cards = W4 rD2 gR bS

rules-classic-aim-title = Vad spelet går ut på
rules-classic-aim =
    Försök att bli först med att bli av med alla korten på handen. En omgång tar slut i samma
    ögonblick som någon lägger sitt sista kort, och den spelaren får poäng för de kort som
    motspelarna fortfarande har kvar på handen.

    Poängen från varje omgång räknas ihop, och den som först når målpoängen (500 om ni inte väljer
    något annat) vinner spelet. Det klassiska spelet är för 2 till 10 spelare: personer vid datorn,
    datorspelare eller en blandning av båda.
    .cards = r7 g3 b9

rules-classic-setup-title = Förberedelser
rules-classic-setup =
    Kortleken har 108 kort i fyra färger: rött, gult, grönt och blått. Varje färg har en nolla, två
    av varje siffra från 1 till 9 samt två vardera av Hoppa över, Vändkort och Dra två. Till det
    kommer fyra jokrar och fyra Dra fyra-jokrar. Med tillvalet blanka kort har leken 112 kort: ett
    blankt kort i varje färg.

    Före första omgången drar alla spelare ett kort var. Den som får den högsta siffran blir givare;
    händelsekort och jokrar räknas som noll. Om flera delar på den högsta siffran drar bara de igen.
    Korten läggs sedan tillbaka i leken. I varje ny omgång går given vidare till spelaren till
    vänster.

    Givaren blandar och delar ut sju kort till varje spelare, ett i taget, med början hos spelaren
    till vänster. Resten av leken läggs med baksidan upp som draghög, och dess översta kort vänds
    upp och blir början på slänghögen. Spelaren till vänster om givaren börjar, och spelet går
    medsols. Spelet blandar och delar åt dig, så du behöver bara titta på.

rules-classic-first-card-title = Det första kortet
rules-classic-first-card =
    Kortet som vänds upp för att starta slänghögen kan ändra hur omgången börjar.

    Ett sifferkort: inget särskilt händer. Spelaren till vänster om givaren börjar med att matcha
    det.

    Dra två: den första spelaren drar två kort och står över sin tur, så spelaren därefter börjar.

    Vändkort: givaren spelar först, och spelet går motsols, till givarens högra sida.

    Hoppa över: den första spelaren står över sin tur, och nästa spelare börjar.

    Joker: den första spelaren väljer färg och spelar sedan sin tur som vanligt.

    Dra fyra-joker: kortet stoppas tillbaka på ett slumpvis ställe i draghögen (aldrig överst), och
    nästa kort vänds upp i stället. Det upprepas tills ett annat kort kommer upp.

    Blankt kort (bara med tillvalet blanka kort): det bestämmer bara färgen. Husregeln på kortet
    gäller inte vid starten.
    .cards = rD2 gR bS W W4

rules-classic-turn-title = Din tur
rules-classic-turn =
    När det är din tur lägger du antingen ett kort från handen på slänghögen, eller drar ett kort
    från draghögen.

    Ett kort får läggas när det matchar slänghögens översta kort i färg, siffra eller symbol. På en
    röd sjua får du lägga vilket rött kort som helst eller vilken sjua som helst. Hoppa över får
    läggas på Hoppa över, Dra två på Dra två och så vidare. Efter en joker gäller färgen som
    spelaren valde. Jokrar får alltid läggas.

    Du får dra ett kort även om du har ett kort som går att lägga. Om det dragna kortet går att
    lägga får du lägga det direkt; det måste vara just det kortet, inte något annat från handen. Du
    kan också behålla det, och då är din tur slut. Går det dragna kortet inte att lägga är turen
    slut med en gång.

    När draghögen tar slut blandas slänghögen, utom det översta kortet, till en ny draghög. I det
    ovanliga fallet att det inte finns något alls kvar att dra får du inget kort, och turen går
    vidare. Kort som någon måste dra som straff dras så långt de räcker.
    .cards = r7 b7 r2 rS

rules-classic-cards-title = Korten
rules-classic-cards =
    Sifferkorten (0 till 9) har ingen särskild effekt. De är värda sin siffra i poäng.

    Hoppa över: nästa spelare står över sin tur.

    Vändkort: spelriktningen byts, från medsols till motsols eller tillbaka igen. När ni bara är två
    fungerar Vändkortet som Hoppa över: den som lade det får spela igen.

    Dra två: nästa spelare drar två kort och står över sin tur.

    Joker: du väljer vilken färg spelet ska fortsätta i. Du får välja vilken färg som helst, även
    den som redan gäller, och du får lägga en joker även när du har andra kort som går att lägga.

    Dra fyra-joker: du väljer färg, och nästa spelare drar fyra kort och står över sin tur. Du får
    bara lägga den när du inte har något annat kort i den färg som gäller. Kort i andra färger med
    samma siffra eller symbol räknas inte. Spelet hindrar dig inte från att lägga den ändå: då
    bluffar du, och nästa spelare kan utmana dig.

    Utmaning: bara spelaren som skulle dra de fyra korten kan utmana, och bara innan hen drar. Den
    utmanade spelarens hand visas då för utmanaren och ingen annan. Om Dra fyra-jokern lades mot
    reglerna drar den som lade den de fyra korten i stället, och utmanaren spelar sin tur som
    vanligt. Om den lades enligt reglerna drar utmanaren sex kort och står över sin tur. Den valda
    färgen gäller i båda fallen.
    .cards = b5 yS gR rD2 W W4

rules-classic-uno-title = Ropa UNO
rules-classic-uno =
    När ett drag lämnar dig med bara ett kort måste du ropa UNO. I spelet trycker du på UNO-knappen,
    samtidigt med draget eller före det (till exempel medan du fortfarande har två kort).
    Datorspelarna ropar också, men på de lätta nivåerna glömmer de ibland.

    Om du glömmer får vilken annan spelare som helst ta dig, så länge ingen annan har gjort något
    drag sedan dess. Blir du tagen drar du två kort (fyra med tillvalet UNO-straff). Du kan
    fortfarande rädda dig själv: ropar du UNO innan någon tar dig är du säker.

    Ett försök att ta någon avvisas om spelaren har ropat UNO, inte längre har exakt ett kort, eller
    om chansen har gått förbi. Samma regler gäller när du får ett enda kort kvar på annat sätt, till
    exempel när ni byter händer med tillvalet sju-noll.

rules-classic-scoring-title = Poängräkning
rules-classic-scoring =
    En omgång tar slut i samma ögonblick som en spelare inte har några kort kvar. Var det sista
    kortet Dra två eller Dra fyra-joker måste nästa spelare ändå dra korten (det går inte att
    utmana), och de räknas med i poängen.

    Vanlig poängräkning: omgångens vinnare får poäng för alla kort som finns kvar på de andra
    spelarnas händer. Sifferkort är värda sin siffra. Hoppa över, Vändkort, Dra två och blanka kort
    är värda 20 poäng var. Joker och Dra fyra-joker är värda 50 poäng var.

    Alternativ poängräkning: efter varje omgång lägger varje spelare värdet av korten på sin egen
    hand till sin egen summa. Här är låga poäng bra. Omgångens vinnare lägger inte till något,
    eftersom handen är tom.
    .cards = r9 gS W4

rules-classic-winning-title = Att vinna spelet
rules-classic-winning =
    Med vanlig poängräkning vinner den spelare som först når målpoängen (500 om ni inte väljer något
    annat).

    Med alternativ poängräkning slutar spelet så fort någon spelares summa når målpoängen. Då vinner
    spelaren med lägst summa. Om två spelare delar på den lägsta summan vinner den som kommer först
    i sittordningen.

    Efter en omgång som inte avslutar spelet delas nästa omgång ut och spelet fortsätter.

rules-classic-options-title = Husregler och tillval
rules-classic-options =
    Alla dessa är avstängda om du inte slår på dem när du ställer in ett nytt spel, utom ”Vändkort
    hoppar över vid två spelare”, som är påslagen tills du stänger av den.

    Vändkort hoppar över vid två spelare: när ni bara är två fungerar Vändkortet som Hoppa över, så
    den som lade det får spela igen (tillverkarens egen regel för två spelare). Stänger du av den
    byter ett Vändkort bara spelriktning, och sedan är det den andra spelarens tur.

    Poängräkning: Vanlig poängräkning, Alternativ poängräkning eller En enda omgång, så som det
    beskrivs under Poängräkning. Ett nytt spel börjar med vanlig poängräkning.

    Stapla: en Dra två kan besvaras med en annan Dra två, och en Dra fyra-joker med en annan Dra
    fyra-joker (bara samma sort). Summan går vidare till nästa spelare, tills någon inte kan eller
    vill stapla och drar hela summan och står över sin tur. En Dra fyra-joker som någon har staplat
    på kan inte utmanas; en ensam kan fortfarande det.

    Sju-noll: när du lägger en sjua byter du hand med en annan spelare som du väljer (när ni bara är
    två kan du avstå). När någon lägger en nolla går alla händer vidare till nästa spelare i
    spelriktningen. Inget av det händer om sjuan eller nollan var spelarens sista kort.

    Dra tills det går: i stället för ett kort drar du tills du får ett kort som går att lägga (eller
    tills korten tar slut). Det kortet får du sedan lägga.

    Tvingat spel: om kortet du drar går att lägga måste du lägga det; du får inte behålla det.

    UNO-straff: den som blir tagen utan att ha ropat UNO drar två kort, eller fyra om ni vill.

    Målpoäng: spelet går till 500 poäng om ni inte väljer ett annat mål.

    Blanka kort: fyra blanka kort läggs i leken, ett i varje färg. När du ställer in spelet väljer
    du vilken husregel de ska ha. Ett blankt kort matchar sin egen färg eller ett annat blankt kort
    och är värt 20 poäng. Du kan välja bland dessa regler:

    Dra till färgen: nästa spelare drar tills hen får ett kort i det blanka kortets färg, och står
    över sin tur. Jokrar stoppar inte dragandet.

    Släng jokrarna: alla andra spelare lägger alla sina jokrar under det översta kortet i
    slänghögen.

    Tre när man är fast: om nästa spelare inte har något kort att lägga på sin tur drar hen tre kort
    i stället för ett, och får lägga det sista av dem om det passar.

    Extra tur: du får genast en tur till.

    Sju kort: nästa spelare drar upp till sju kort, eller, om hen har fler än sju, slänger valfria
    kort tills exakt sju är kvar.

    Ingen regel: det blanka kortet är ett vanligt färgkort utan effekt.

    När jokrarna slängs och en spelare blir utan kort har den spelaren gått ut, och omgången tar
    slut. Om flera spelare blir av med alla kort på det sättet vinner den första av dem räknat i
    spelriktningen från den som lade kortet.
    .cards = rD2 W4 r7 b0 yX

## Husreglerna hoppa in och lag (issue 23): stycken som följer efter husreglerna

rules-classic-options-jump-in =
    Hoppa in: har du ett kort som är exakt likadant som slänghögens översta kort får du lägga det
    direkt, även när det inte är din tur. Likadant betyder samma färg och samma siffra, eller samma
    färg och samma symbol: en röd sjua på en röd sjua, en blå Hoppa över på en blå Hoppa över. Med
    en joker kan man aldrig hoppa in, och ingen får hoppa in på ett kort som hen själv har lagt.

    Sedan fortsätter spelet från dig som om det vore din tur, och spelarna emellan går miste om sin
    chans. Kortet gör allt som det skulle göra på din tur: efter Hoppa över står spelaren efter dig
    över sin tur, efter ett Vändkort vänder spelet tillbaka från dig, och efter Dra två drar
    spelaren efter dig (den som redan drog för det första kortet behåller de korten).

    Du får bara hoppa in när spelet väntar på en vanlig tur, aldrig medan ett beslut väntar: medan
    någon väljer färg, medan en Dra fyra-joker kan utmanas, medan en stapel ska besvaras, medan
    någon väljer kort att slänga eller medan den som har turen bestämmer sig om ett kort hen just
    har dragit. När nästa tur börjar får du hoppa in igen om kortet fortfarande ligger överst. Det
    första kortet som vänds upp räknas också, när dess effekt är klar. Var snabb: hinner den som har
    turen lägga först är chansen borta. Lämnar ett inhopp dig med ett enda kort måste du ropa UNO,
    precis som vid alla andra drag.

rules-classic-options-teams =
    Lag: med 4, 6, 8 eller 10 spelare kan ni spela i lag om två. Lagkamraterna sitter mittemot
    varandra, med lika många spelare emellan åt båda hållen. När den ena går ut vinner laget
    omgången för dem båda.

    Vanlig poängräkning: laget får poäng för korten som finns kvar på alla andra lags händer;
    lagkamratens kort räknas inte. Alternativ poängräkning: varje lag lägger värdet av korten på
    båda lagkamraternas händer till sin summa. En enda omgång: den som går ut vinner spelet
    tillsammans med sin lagkamrat. Lagkamraterna har en gemensam summa, och målpoängen gäller laget:
    med vanlig poängräkning vinner det lag som först når den; med alternativ poängräkning slutar
    spelet så fort ett lag når den, och laget med lägst summa vinner.

    Lagkamraterna ser inte varandras kort, och utom i poängräkningen är de spelare som alla andra:
    du får hoppa in på din lagkamrats kort och ta hen om hen glömmer att ropa UNO. I statistiken
    räknas lagets vinst för båda lagkamraterna.
