### Regelbok: den moderna utgåvan (svenska).
### Format: rules-modern-<avsnitt>-title är rubriken, rules-modern-<avsnitt> texten;
### stycken skiljs åt av en tom rad; .cards är korten som ritas bredvid avsnittet.

rules-modern-title = Det moderna spelet

rules-modern-different-title = Det här är annorlunda i utgåvan
rules-modern-different =
    Grundspelet är en enda runda: den som först blir av med alla sina kort vinner, och poängräkning
    är ett tillval. En Dra fyra-joker får bara läggas när man inte har något annat kort i färgen som
    gäller och ingen annan joker.

    Nya kort: Blandajokern samlar ihop alla händer och delar ut dem på nytt, och de tre individuella
    jokrarna bär var sin husregel.
    .cards = WS WC1 W4

rules-modern-aim-title = Vad spelet går ut på
rules-modern-aim =
    Försök att bli först med att bli av med alla korten på handen. I grundspelet räcker det: den som
    först lägger sitt sista kort vinner.

    Vill ni spela längre kan ni räkna poäng över flera omgångar: vinnaren av varje omgång får poäng
    för de kort som de andra fortfarande har kvar, och den som först når målpoängen vinner. Det
    moderna spelet är för 2 till 10 spelare.
    .cards = y4 WS WC1

rules-modern-setup-title = Förberedelser
rules-modern-setup =
    Kortleken har 112 kort i fyra färger: rött, gult, grönt och blått. Varje färg har en nolla, två
    av varje siffra från 1 till 9 samt två vardera av Hoppa över, Vändkort och Dra två. Till det
    kommer fyra jokrar, fyra Dra fyra-jokrar, en Blandajoker och tre individuella jokrar.

    För att utse givare drar alla ett kort, och den som får högst siffra ger (händelsekort och
    jokrar räknas som noll); vid lika drar de som delar på högsta siffran igen. I senare omgångar
    går given vidare till vänster.

    Givaren blandar och delar ut sju kort till varje spelare, ett i taget, med början till vänster.
    Resten blir draghögen med baksidan upp, och dess översta kort vänds upp och blir början på
    slänghögen. Spelaren till vänster om givaren börjar, och spelet går medsols.

rules-modern-first-card-title = Det första kortet
rules-modern-first-card =
    Omgången börjar alltid på ett sifferkort. Är kortet som vänds upp ett händelsekort eller någon
    sorts joker stoppas det tillbaka på ett slumpvis ställe i draghögen (aldrig överst), och nästa
    kort vänds upp. Det upprepas tills ett sifferkort kommer upp.

    Sedan börjar spelaren till vänster om givaren med att matcha det, och spelet går medsols.
    .cards = g6 rS W

rules-modern-turn-title = Din tur
rules-modern-turn =
    När det är din tur lägger du antingen ett kort från handen på slänghögen, eller drar ett kort
    från draghögen.

    Ett kort får läggas när det matchar slänghögens översta kort i färg, siffra eller symbol. På en
    grön sexa får du lägga vilket grönt kort som helst eller vilken sexa som helst, och ett
    händelsekort får läggas på samma sorts händelsekort i en annan färg. Efter en joker gäller
    färgen som spelaren valde. Jokrar får alltid läggas.

    Du får dra ett kort även om du har ett som går att lägga. Om det dragna kortet går att lägga får
    du lägga det direkt (bara det kortet), eller behålla det och avsluta din tur. Går det inte att
    lägga är turen slut.

    När draghögen tar slut blandas slänghögen, utom det översta kortet, till en ny draghög. Finns
    det inget alls kvar att dra går turen helt enkelt vidare.
    .cards = g6 b6 g2

rules-modern-cards-title = Korten
rules-modern-cards =
    Sifferkorten (0 till 9) är värda sin siffra i poäng.

    Hoppa över: nästa spelare står över sin tur.

    Vändkort: spelriktningen byts. När ni bara är två fungerar Vändkortet som Hoppa över: den som
    lade det får spela igen.

    Dra två: nästa spelare drar två kort och står över sin tur.

    Joker: välj vilken färg spelet ska fortsätta i (även den som redan gäller). Du får lägga den
    även när andra kort på handen går att lägga.

    Dra fyra-joker: välj färg, och nästa spelare drar fyra kort och står över sin tur. Du får bara
    lägga den när du inte har något annat kort i den färg som gäller och ingen annan joker av något
    slag. Spelet låter dig bluffa, och nästa spelare kan utmana innan hen drar. Den utmanade handen
    visas bara för utmanaren. Lades kortet mot reglerna drar den som lade det de fyra korten i
    stället, och utmanaren spelar sin tur som vanligt. Lades det enligt reglerna drar utmanaren sex
    kort och står över sin tur. Den valda färgen gäller i båda fallen.

    Blandajoker: välj färg. Sedan samlas alla kort från alla händer ihop, dina egna också, blandas
    och delas ut ett i taget, med början hos nästa spelare i spelriktningen, tills inga kort är
    kvar. Spelarna kan få fler eller färre kort än förut. Spelet fortsätter sedan i samma riktning.

    Individuell joker: en joker som också har en husregel, vald för vart och ett av de tre korten
    när du ställer in spelet. Se nästa avsnitt.
    .cards = rS yR bD2 W W4 WS WC1

rules-modern-custom-cards-title = De individuella jokrarna
rules-modern-custom-cards =
    De tre individuella jokrarna är jokrar: de kan läggas på vad som helst, och den som lägger dem
    väljer vilken färg spelet ska fortsätta i. När du ställer in ett spel väljer du vilken regel
    vart och ett av de tre korten ska ha. När ett av dem läggs gäller också dess regel.

    Dra till färgen: nästa spelare drar tills hen får ett kort i den valda färgen, och står över sin
    tur. Jokrar stoppar inte dragandet. Det stannar också om korten tar slut.

    Släng jokrarna: alla andra spelare lägger alla sina jokrar under det översta kortet i
    slänghögen. En spelare som blir helt utan kort har gått ut, och omgången tar slut. Blir flera
    spelare av med alla kort samtidigt vinner den första av dem räknat i spelriktningen från den som
    lade kortet.

    Tre när man är fast: om nästa spelare inte har något kort att lägga på sin tur drar hen tre kort
    i stället för ett, och får lägga det sista av dem om det passar.

    Extra tur: den som lade kortet får genast en tur till.

    Sju kort: nästa spelare drar kort tills hen har sju. Har hen fler än sju väljer hen kort att
    slänga under det översta kortet i slänghögen tills exakt sju är kvar. Sedan spelar hen sin tur
    som vanligt.

    Ingen regel: kortet är en vanlig joker.
    .cards = WC1 WC2 WC3

rules-modern-uno-title = Ropa UNO
rules-modern-uno =
    När ett drag lämnar dig med bara ett kort måste du ropa UNO: tryck på UNO-knappen samtidigt med
    draget eller före det. Datorspelarna ropar också, men på de lätta nivåerna glömmer de ibland.

    Om du glömmer får vilken annan spelare som helst ta dig, så länge ingen annan har gjort något
    drag sedan dess. Blir du tagen drar du två kort (fyra med tillvalet UNO-straff). Ropar du själv
    UNO innan någon tar dig är du säker.

    Ett försök att ta någon avvisas om spelaren har ropat UNO, inte längre har exakt ett kort, eller
    om chansen har gått förbi. Detsamma gäller när en Blandajoker, ett byte av händer eller en
    slängning lämnar dig med ett kort: ropa UNO direkt.

rules-modern-scoring-title = Poängräkning
rules-modern-scoring =
    En omgång tar slut i samma ögonblick som en spelare inte har några kort kvar. Var det sista
    kortet Dra två eller Dra fyra-joker måste nästa spelare ändå dra korten (det går inte att
    utmana). Var det en Blandajoker eller en individuell joker tar omgången helt enkelt slut, och
    kortets effekt händer inte.

    En enda omgång: grundspelet. Den som först blir av med alla kort vinner, och inga poäng räknas.

    Vanlig poängräkning: omgångens vinnare får poäng för alla kort som finns kvar på de andra
    spelarnas händer. Sifferkort är värda sin siffra. Hoppa över, Vändkort och Dra två är värda 20
    poäng var. Joker, Dra fyra-joker, Blandajoker och individuella jokrar är värda 50 poäng var.

    Alternativ poängräkning: efter varje omgång lägger varje spelare värdet av korten på sin egen
    hand till sin egen summa, så låga poäng är bra.
    .cards = r9 yR W WS

rules-modern-winning-title = Att vinna spelet
rules-modern-winning =
    När ni spelar en enda omgång vinner omgångens vinnare spelet.

    Med vanlig poängräkning vinner den spelare som först når målpoängen (500 om ni inte väljer något
    annat).

    Med alternativ poängräkning slutar spelet så fort någon spelares summa når målpoängen, och
    spelaren med lägst summa vinner. Om två spelare delar på den lägsta summan vinner den som kommer
    först i sittordningen.

rules-modern-options-title = Husregler och tillval
rules-modern-options =
    Alla dessa är avstängda om du inte slår på dem när du ställer in ett nytt spel, utom ”Vändkort
    hoppar över vid två spelare”, som är påslagen tills du stänger av den.

    Vändkort hoppar över vid två spelare: när ni bara är två fungerar Vändkortet som Hoppa över, så
    den som lade det får spela igen (tillverkarens egen regel för två spelare). Stänger du av den
    byter ett Vändkort bara spelriktning, och sedan är det den andra spelarens tur.

    Poängräkning: En enda omgång, Vanlig poängräkning eller Alternativ poängräkning, så som det
    beskrivs under Poängräkning. Ett nytt modernt spel är en enda omgång, grundspelet; poängräkning
    kan ni välja till.

    Individuell joker 1, 2 och 3: husregeln som var och en av de tre individuella jokrarna har, vald
    bland reglerna under De individuella jokrarna. Med Ingen regel blir kortet en vanlig joker.

    Stapla: en Dra två kan besvaras med en annan Dra två, och en Dra fyra-joker med en annan Dra
    fyra-joker (bara samma sort). Summan går vidare tills någon inte kan eller vill stapla och drar
    hela summan och står över sin tur. En staplad Dra fyra-joker kan inte utmanas; en ensam kan
    fortfarande det.

    Sju-noll: när du lägger en sjua byter du hand med en annan spelare som du väljer (när ni bara är
    två kan du avstå). När någon lägger en nolla går alla händer vidare till nästa spelare i
    spelriktningen. Inget av det händer om sjuan eller nollan var spelarens sista kort.

    Dra tills det går: i stället för ett kort drar du tills du får ett kort som går att lägga (eller
    tills korten tar slut). Det kortet får du sedan lägga.

    Tvingat spel: om kortet du drar går att lägga måste du lägga det.

    UNO-straff: den som blir tagen utan att ha ropat UNO drar två kort, eller fyra om ni vill.

    Målpoäng: med vanlig eller alternativ poängräkning går spelet till 500 poäng om ni inte väljer
    ett annat mål.
    .cards = yD2 W4 g7 r0

## Husreglerna hoppa in och lag (issue 23): stycken som följer efter husreglerna

rules-modern-options-jump-in =
    Hoppa in: har du ett kort som är exakt likadant som slänghögens översta kort får du lägga det
    direkt, även när det inte är din tur. Likadant betyder samma färg och samma siffra, eller samma
    färg och samma symbol: en röd sjua på en röd sjua, en blå Hoppa över på en blå Hoppa över. Med
    en joker kan man aldrig hoppa in (inte heller med Blandajokern eller de individuella jokrarna),
    och ingen får hoppa in på ett kort som hen själv har lagt.

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

rules-modern-options-teams =
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
