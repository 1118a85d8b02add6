### Regelbok: utgåvan med makttorn (svenska).
### Format: rules-power-<avsnitt>-title är rubriken, rules-power-<avsnitt> texten;
### stycken skiljs åt av en tom rad; .cards är korten som ritas bredvid avsnittet.

rules-power-title = Makttorn

rules-power-different-title = Det här är annorlunda i utgåvan
rules-power-different =
    Klassiskt UNO med fyra makttorn. Ett sifferkort med en maktsymbol ger dig sitt torn, och varje
    torn stoppar en sorts kort som läggs mot dig: U stoppar Dra ett-kort, N Dra två-kort, O Dra
    fyra-joker och ! Hoppa över-kort.

    Kortleken har 112 kort och inga nollor. Dra ett-kort, Ta två torn-kort och Ta ett torn-joker är
    nya.
    .cards = b5U rD1 yT2 WT

rules-power-aim-title = Vad spelet går ut på
rules-power-aim =
    Ta makten och bli av med korten! Försök att bli först med att lägga alla kort från handen. En
    omgång tar slut i samma ögonblick som någon lägger sitt sista kort, och den spelaren får poäng
    för de kort som motspelarna fortfarande har kvar.

    Fyra makttorn, märkta U, N, O och !, skyddar den som äger dem mot var sin sorts anfall. Poängen
    från varje omgång räknas ihop, och den som först når målpoängen (500 om ni inte väljer något
    annat) vinner. Makttorn är för 2 till 10 spelare.
    .cards = r1U b2N g3O y4!

rules-power-setup-title = Förberedelser
rules-power-setup =
    Kortleken har 112 kort i fyra färger: rött, gult, grönt och blått. Det finns inga nollor. Varje
    färg har två av varje siffra från 1 till 9, två Dra ett, två Dra två, två Hoppa över, ett
    Vändkort och ett Ta två torn-kort. Till det kommer fyra Ta ett torn-jokrar och fyra Dra
    fyra-jokrar.

    En del sifferkort har också en maktsymbol. I varje färg har en av de två ettorna och en av de
    två femmorna symbolen U, en tvåa och en sexa har N, en trea och en sjua har O, och en fyra och
    en åtta har !. Niorna och de andra exemplaren har ingen symbol. Varje symbol finns alltså två
    gånger i varje färg.

    De fyra makttornen står i början på brickan bredvid bordet, och ingen äger dem. För att utse
    givare drar alla ett kort, och den som får högst siffra ger (händelsekort och jokrar räknas som
    noll); vid lika drar de som delar på högsta siffran igen. I senare omgångar går given vidare
    till vänster.

    Givaren blandar och delar ut sju kort till varje spelare, ett i taget, med början till vänster.
    Resten blir draghögen med baksidan upp, och dess översta kort vänds upp och blir början på
    slänghögen. Spelaren till vänster om givaren börjar, och spelet går medsols.

rules-power-first-card-title = Det första kortet
rules-power-first-card =
    Kortet som vänds upp för att starta slänghögen kan ändra hur omgången börjar. Ingen har lagt det
    mot någon, så inget makttorn kan stoppa dess effekt, och ingen tar något torn på grund av det.

    Ett sifferkort, med eller utan maktsymbol: inget särskilt händer.

    Dra ett eller Dra två: den första spelaren drar ett eller två kort och står över sin tur.

    Vändkort: givaren spelar först, och spelet går motsols.

    Hoppa över: den första spelaren står över sin tur, och nästa spelare börjar.

    Ta två torn: ingen tar några torn. Den första spelaren lägger bara ett kort som matchar, som på
    vilket kort som helst.

    Ta ett torn-joker: ingen tar något torn. Den första spelaren väljer färg och spelar sedan.

    Dra fyra-joker: kortet stoppas tillbaka på ett slumpvis ställe i draghögen (aldrig överst), och
    nästa kort vänds upp i stället.
    .cards = rD1 bD2 gR yS rT2 WT W4

rules-power-turn-title = Din tur
rules-power-turn =
    När det är din tur lägger du antingen ett kort från handen på slänghögen, eller drar ett kort
    från draghögen.

    Ett kort får läggas när det matchar slänghögens översta kort i färg, siffra eller symbol (Hoppa
    över på Hoppa över, Dra ett på Dra ett och så vidare). Efter en joker gäller färgen som spelaren
    valde. Jokrar får alltid läggas.

    Maktsymbolerna U, N, O och ! matchar aldrig något i sig. En röd trea med symbolen O matchar röda
    kort och treor, precis som vilken röd trea som helst.

    Du får dra ett kort även om du har ett som går att lägga. Om det dragna kortet går att lägga får
    du lägga det direkt (bara det kortet), eller behålla det och avsluta din tur. Går det inte att
    lägga är turen slut.

    När draghögen tar slut blandas slänghögen, utom det översta kortet, till en ny draghög. Finns
    det inget alls kvar att dra går turen helt enkelt vidare.
    .cards = r3O r8 b3

rules-power-cards-title = Korten
rules-power-cards =
    Sifferkorten (1 till 9) är värda sin siffra i poäng. Ett sifferkort med maktsymbol ger dig
    dessutom det makttornet när du lägger det: se avsnittet Makttornen.

    Dra ett: nästa spelare drar ett kort och står över sin tur.

    Dra två: nästa spelare drar två kort och står över sin tur.

    Hoppa över: nästa spelare står över sin tur.

    Vändkort: spelriktningen byts. När ni bara är två fungerar Vändkortet som Hoppa över: den som
    lade det får spela igen. Det är ändå ett Vändkort, så tornet ! stoppar det inte.

    Ta två torn: ta två valfria torn som du inte redan äger, från brickan, från andra spelare eller
    ett av varje. Äger du redan tre torn tar du det sista.

    Ta ett torn-joker: välj vilken färg spelet ska fortsätta i, och ta ett valfritt torn som du inte
    redan äger, från brickan eller från en annan spelare. Äger du alla fyra tar du inget.

    Dra fyra-joker: välj färg, och nästa spelare drar fyra kort och står över sin tur. Du får bara
    lägga den när du inte har något annat kort i den färg som gäller; kort i andra färger räknas
    inte. Spelet låter dig bluffa, och nästa spelare kan utmana innan hen drar. Den utmanade handen
    visas bara för utmanaren. Lades kortet mot reglerna drar den som lade det de fyra korten i
    stället, och utmanaren spelar sin tur som vanligt. Lades det enligt reglerna drar utmanaren sex
    kort och står över sin tur. Den valda färgen gäller i båda fallen.
    .cards = gD1 bD2 yS rR yT2 WT W4

rules-power-towers-title = Makttornen
rules-power-towers =
    Det finns fyra makttorn, och vart och ett stoppar en sorts kort: det röda tornet U stoppar Dra
    ett, det blå tornet N stoppar Dra två, det gröna tornet O stoppar Dra fyra-joker, och det gula
    tornet ! stoppar Hoppa över.

    När du lägger ett sifferkort med maktsymbol tar du det tornet direkt, från brickan eller från
    den som äger det. Tornets färg behöver inte stämma med kortets färg. Ta två torn och Ta ett
    torn-joker ger dig också torn, som det står under Korten.

    Skyddet fungerar av sig självt. När ett kort som ditt torn stoppar läggs mot dig händer
    ingenting med dig: du drar inga kort, du står inte över, och du spelar vidare på det som på ett
    vanligt kort i dess färg. Efter en stoppad Dra fyra-joker matchar du färgen som spelaren valde.
    Skyddet varar så länge du äger tornet.

    Alla fyra tornen: i samma ögonblick som du äger alla fyra får du slänga alla dina kort utom ett.
    Du väljer själv vilket kort du behåller (eller så behåller du alla). De slängda korten läggs
    under det översta kortet i slänghögen, och alla fyra tornen går tillbaka till brickan på en
    gång. Sedan fortsätter spelet som kortet du lade säger. Med ett kort kvar måste du fortfarande
    ropa UNO.
    .cards = r5U b6N g7O y8! rD1 bD2 W4 gS

rules-power-uno-title = Ropa UNO
rules-power-uno =
    När ett drag lämnar dig med bara ett kort måste du ropa UNO: tryck på UNO-knappen samtidigt med
    draget eller före det. Datorspelarna ropar också, men på de lätta nivåerna glömmer de ibland.

    Om du glömmer får vilken annan spelare som helst ta dig, så länge ingen annan har gjort något
    drag sedan dess. Blir du tagen drar du två kort (fyra med tillvalet UNO-straff). Ropar du själv
    UNO innan någon tar dig är du säker.

    Ett försök att ta någon avvisas om spelaren har ropat UNO, inte längre har exakt ett kort, eller
    om chansen har gått förbi. Detsamma gäller när slängningen med alla fyra tornen lämnar dig med
    ett kort: ropa UNO direkt.

rules-power-scoring-title = Poängräkning
rules-power-scoring =
    En omgång tar slut i samma ögonblick som en spelare inte har några kort kvar. Var det sista
    kortet Dra ett, Dra två eller Dra fyra-joker måste nästa spelare ändå dra korten (ett torn
    stoppar dem fortfarande, och det går inte att utmana), och de räknas med i poängen.

    Vanlig poängräkning: omgångens vinnare får poäng för alla kort som finns kvar på de andra
    spelarnas händer. Sifferkort är värda sin siffra. Dra ett, Dra två, Hoppa över, Vändkort och Ta
    två torn är värda 20 poäng var. Ta ett torn-joker och Dra fyra-joker är värda 50 poäng var.

    Alternativ poängräkning: efter varje omgång lägger varje spelare värdet av korten på sin egen
    hand till sin egen summa, så låga poäng är bra.
    .cards = b9 rD1 yT2 WT

rules-power-winning-title = Att vinna spelet
rules-power-winning =
    Med vanlig poängräkning vinner den spelare som först når målpoängen (500 om ni inte väljer något
    annat).

    Med alternativ poängräkning slutar spelet så fort någon spelares summa når målpoängen, och
    spelaren med lägst summa vinner. Om två spelare delar på den lägsta summan vinner den som kommer
    först i sittordningen.

    Efter en omgång som inte avslutar spelet går tornen tillbaka till brickan, nästa omgång delas ut
    och spelet fortsätter.

rules-power-options-title = Husregler och tillval
rules-power-options =
    Alla dessa är avstängda om du inte slår på dem när du ställer in ett nytt spel, utom ”Vändkort
    hoppar över vid två spelare”, som är påslagen tills du stänger av den.

    Vändkort hoppar över vid två spelare: när ni bara är två fungerar Vändkortet som Hoppa över, så
    den som lade det får spela igen (tillverkarens egen regel för två spelare). Stänger du av den
    byter ett Vändkort bara spelriktning, och sedan är det den andra spelarens tur.

    Poängräkning: Vanlig poängräkning, Alternativ poängräkning eller En enda omgång, så som det
    beskrivs under Poängräkning. Ett nytt spel börjar med vanlig poängräkning.

    Stapla: en Dra ett kan besvaras med en annan Dra ett, en Dra två med en annan Dra två och en Dra
    fyra-joker med en annan Dra fyra-joker (bara samma sort). Summan går vidare tills någon inte kan
    eller vill stapla och drar hela summan och står över sin tur. En staplad Dra fyra-joker kan inte
    utmanas. Ett torn stoppar hela högen när den når tornets ägare: ingen drar, och ägaren spelar
    vidare.

    Dra tills det går: i stället för ett kort drar du tills du får ett kort som går att lägga (eller
    tills korten tar slut). Det kortet får du sedan lägga.

    Tvingat spel: om kortet du drar går att lägga måste du lägga det.

    UNO-straff: den som blir tagen utan att ha ropat UNO drar två kort, eller fyra om ni vill.

    Målpoäng: spelet går till 500 poäng om ni inte väljer ett annat mål.
    .cards = bD1 rD2 W4

## Husreglerna hoppa in och lag (issue 23): stycken som följer efter husreglerna

rules-power-options-jump-in =
    Hoppa in: har du ett kort som är exakt likadant som slänghögens översta kort får du lägga det
    direkt, även när det inte är din tur. Likadant betyder samma färg och samma siffra, eller samma
    färg och samma symbol: en röd sjua på en röd sjua, en blå Hoppa över på en blå Hoppa över.
    Maktsymbolen spelar ingen roll: en röd femma med maktsymbol är likadan som en vanlig röd femma.
    Med en joker kan man aldrig hoppa in, och ingen får hoppa in på ett kort som hen själv har lagt.

    Sedan fortsätter spelet från dig som om det vore din tur, och spelarna emellan går miste om sin
    chans. Kortet gör allt som det skulle göra på din tur: efter Hoppa över står spelaren efter dig
    över sin tur, efter ett Vändkort vänder spelet tillbaka från dig, och efter Dra två eller Dra
    ett drar spelaren efter dig (den som redan drog för det första kortet behåller de korten). Ett
    sifferkort med maktsymbol tar sitt torn som vanligt.

    Du får bara hoppa in när spelet väntar på en vanlig tur, aldrig medan ett beslut väntar: medan
    någon väljer färg, medan en Dra fyra-joker kan utmanas, medan en stapel ska besvaras, medan den
    som äger alla fyra tornen väljer vilket kort hen behåller eller medan den som har turen
    bestämmer sig om ett kort hen just har dragit. När nästa tur börjar får du hoppa in igen om
    kortet fortfarande ligger överst. Det första kortet som vänds upp räknas också, när dess effekt
    är klar. Var snabb: hinner den som har turen lägga först är chansen borta. Lämnar ett inhopp dig
    med ett enda kort måste du ropa UNO, precis som vid alla andra drag.

rules-power-options-teams =
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
    du får hoppa in på din lagkamrats kort och ta hen om hen glömmer att ropa UNO. Tornen tillhör
    spelarna, inte lagen: din lagkamrats torn skyddar inte dig, och era torn räknas aldrig ihop till
    alla fyra. I statistiken räknas lagets vinst för båda lagkamraterna.
