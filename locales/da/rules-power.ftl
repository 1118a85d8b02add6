### Regelbog: udgaven med magttårne (dansk).
### Format: rules-power-<afsnit>-title er overskriften, rules-power-<afsnit> teksten;
### afsnit i teksten adskilles af en tom linje; .cards er de kort, der tegnes ved siden af.

rules-power-title = Magttårne

rules-power-different-title = Det er anderledes i denne udgave
rules-power-different =
    Klassisk UNO med fire magttårne. Et talkort med et magtsymbol giver dig sit tårn, og hvert tårn
    stopper én slags kort, der lægges mod dig: U stopper Træk ét, N Træk to, O Træk fire-joker og !
    Spring over.

    Bunken har 112 kort og ingen nuller. Træk ét, Tag to tårne og Tag et tårn-joker er nye.
    .cards = b5U rD1 yT2 WT

rules-power-aim-title = Spillets formål
rules-power-aim =
    Tag magten, og slip af med kortene! Prøv at blive den første, der lægger alle kortene fra
    hånden. En runde slutter i samme øjeblik, som en spiller lægger sit sidste kort, og den spiller
    får point for de kort, de andre stadig har på hånden.

    Fire magttårne, mærket U, N, O og !, beskytter den, der ejer dem, mod hver sin slags angreb.
    Pointene fra hver runde lægges sammen, og den første, der når målet (500 point, hvis I ikke
    vælger noget andet), vinder. Magttårne er for 2 til 10 spillere.
    .cards = r1U b2N g3O y4!

rules-power-setup-title = Forberedelser
rules-power-setup =
    Kortspillet har 112 kort i fire farver: rød, gul, grøn og blå. Der er ingen nuller. Hver farve
    har to af hvert tal fra 1 til 9, to Træk ét, to Træk to, to Spring over, ét Skift retning og ét
    Tag to tårne-kort. Dertil kommer fire Tag et tårn-jokere og fire Træk fire-jokere.

    Nogle talkort har også et magtsymbol. I hver farve har den ene af de to 1'ere og den ene af de to
    5'ere magtsymbolet U, én 2'er og én 6'er har N, én 3'er og én 7'er har O, og én 4'er og én 8'er har !.
    9'erne og de andre eksemplarer har intet magtsymbol. Hvert magtsymbol findes altså to gange i hver farve.

    De fire magttårne står i begyndelsen på pladsen ved siden af bordet, og ingen ejer dem. For at
    finde kortgiveren trækker alle ét kort, og den, der trækker det højeste tal, giver (specialkort
    og jokere tæller som nul); ved lighed trækker de, der deler det højeste tal, igen. I de følgende
    runder går kortgivningen videre til venstre.

    Kortgiveren blander og giver hver spiller syv kort, ét ad gangen, begyndende til venstre. Resten
    bliver den lukkede bunke med bagsiden opad, og det øverste kort vendes og bliver begyndelsen på
    afkastbunken. Spilleren til venstre for kortgiveren begynder, og spillet går med uret.

rules-power-first-card-title = Det første kort
rules-power-first-card =
    Det kort, der vendes for at starte afkastbunken, kan ændre, hvordan runden begynder. Ingen har
    lagt det mod nogen, så intet magttårn kan blokere dets virkning, og ingen tager et tårn på grund
    af det.

    Et talkort, med eller uden magtsymbol: der sker ikke noget særligt.

    Træk ét eller Træk to: den første spiller trækker ét eller to kort og mister sin tur.

    Skift retning: kortgiveren spiller først, og spillet går mod uret.

    Spring over: den første spiller mister sin tur, og den næste spiller begynder.

    Tag to tårne: ingen tager tårne. Den første spiller skal bare lægge et kort, der passer, som på
    ethvert andet kort.

    Tag et tårn-joker: ingen tager et tårn. Den første spiller vælger farven og spiller derefter.

    Træk fire-joker: kortet stikkes tilbage et tilfældigt sted i den lukkede bunke (aldrig øverst),
    og det næste kort vendes i stedet.
    .cards = rD1 bD2 gR yS rT2 WT W4

rules-power-turn-title = Din tur
rules-power-turn =
    Når det er din tur, lægger du enten ét kort fra hånden på afkastbunken, eller du trækker ét kort
    fra den lukkede bunke.

    Et kort må lægges, når det passer til det øverste kort i afkastbunken i farve, tal eller symbol
    (Spring over på Spring over, Træk ét på Træk ét og så videre). Efter en joker gælder den farve,
    spilleren valgte. Jokere må altid lægges.

    Magtsymbolerne U, N, O og ! passer aldrig til noget i sig selv. En rød 3'er med magtsymbolet O passer
    til røde kort og til 3'ere, ligesom enhver anden rød 3'er.

    Du må trække et kort, selv om du har et, der kan lægges. Kan det trukne kort lægges, må du lægge
    det med det samme (kun det kort), eller beholde det og afslutte din tur. Kan det ikke lægges, er
    turen forbi.

    Når den lukkede bunke slipper op, blandes afkastbunken, undtagen det øverste kort, til en ny
    lukket bunke. Er der slet ikke noget tilbage at trække, går turen bare videre.
    .cards = r3O r8 b3

rules-power-cards-title = Kortene
rules-power-cards =
    Talkortene (1 til 9) er værd deres tal i point. Et talkort med magtsymbol giver dig desuden det
    magttårn, når du lægger det: se afsnittet Magttårnene.

    Træk ét: den næste spiller trækker ét kort og mister sin tur.

    Træk to: den næste spiller trækker to kort og mister sin tur.

    Spring over: den næste spiller mister sin tur.

    Skift retning: spilleretningen skifter. Når I kun er to, virker Skift retning som Spring over:
    den, der lagde kortet, spiller igen. Det er stadig et Skift retning-kort, så tårnet ! blokerer
    det ikke.

    Tag to tårne: tag to tårne efter eget valg, som du ikke allerede ejer, fra pladsen ved bordet,
    fra andre spillere eller ét af hver. Ejer du allerede tre tårne, tager du det sidste.

    Tag et tårn-joker: vælg, hvilken farve spillet skal fortsætte i, og tag et tårn efter eget valg,
    som du ikke allerede ejer, fra pladsen eller fra en anden spiller. Ejer du alle fire, tager du
    ingen.

    Træk fire-joker: vælg farven, og den næste spiller trækker fire kort og mister sin tur. Du må
    kun lægge den, når du ikke har noget andet kort i den farve, der gælder; kort i andre farver
    tæller ikke. Spillet lader dig bluffe, og den næste spiller kan udfordre, før vedkommende
    trækker. Den udfordrede hånd vises kun til udfordreren. Blev kortet lagt i strid med reglerne,
    trækker den, der lagde det, de fire kort i stedet, og udfordreren spiller sin tur som normalt.
    Blev det lagt efter reglerne, trækker udfordreren seks kort og mister sin tur. Den valgte farve
    gælder under alle omstændigheder.
    .cards = gD1 bD2 yS rR yT2 WT W4

rules-power-towers-title = Magttårnene
rules-power-towers =
    Der er fire magttårne, og hvert af dem blokerer én slags kort: det røde tårn U blokerer Træk ét,
    det blå tårn N blokerer Træk to, det grønne tårn O blokerer Træk fire-joker, og det gule tårn !
    blokerer Spring over.

    Når du lægger et talkort med magtsymbol, tager du det tårn med det samme, fra pladsen eller fra
    den, der ejer det. Tårnets farve behøver ikke at passe til kortets farve. Tag to tårne og Tag et
    tårn-joker giver dig også tårne, som beskrevet under Kortene.

    Blokeringen sker af sig selv. Når et kort, som dit tårn blokerer, bliver spillet mod dig, sker
    der ingenting med dig: du trækker ingen kort, du mister ikke din tur, og du spiller videre på
    det som på et almindeligt kort i dets farve. Efter en blokeret Træk fire-joker skal du passe til
    den farve, spilleren valgte. Beskyttelsen varer, så længe du ejer tårnet.

    Alle fire tårne: i samme øjeblik, som du ejer alle fire, må du smide alle dine kort undtagen ét.
    Du vælger selv, hvilket kort du beholder (eller du beholder dem alle). De smidte kort lægges ind
    under det øverste kort i afkastbunken, og alle fire tårne går tilbage til pladsen på én gang.
    Derefter fortsætter spillet, som det kort, du lagde, siger. Med ét kort tilbage skal du stadig
    råbe UNO.
    .cards = r5U b6N g7O y8! rD1 bD2 W4 gS

rules-power-uno-title = Råb UNO
rules-power-uno =
    Når et træk efterlader dig med kun ét kort, skal du råbe UNO: tryk på UNO-knappen samtidig med
    trækket eller før det. Computerspillerne råber også, men på de lette niveauer glemmer de det
    nogle gange.

    Glemmer du det, må enhver anden spiller fange dig, så længe ingen anden har foretaget et træk
    siden. Bliver du fanget, trækker du to kort (fire med tilvalget UNO-straf). Råber du selv UNO,
    før nogen fanger dig, er du sikker.

    Et forsøg på at fange en spiller afvises, hvis spilleren har råbt UNO, ikke længere har præcis
    ét kort, eller hvis chancen er forbi. Det samme gælder, når du ender med ét kort efter at have
    smidt kort med alle fire tårne: råb UNO med det samme.

rules-power-scoring-title = Pointtælling
rules-power-scoring =
    En runde slutter i samme øjeblik, som en spiller ikke har flere kort. Var det sidste kort en
    Træk ét, en Træk to eller en Træk fire-joker, skal den næste spiller stadig trække kortene (et
    tårn blokerer dem stadig, og der kan ikke udfordres), og de tæller med i pointene.

    Almindelig pointtælling: rundens vinder får point for alle de kort, der er tilbage på de andre
    spilleres hænder. Talkort er værd deres tal. Træk ét, Træk to, Spring over, Skift retning og Tag
    to tårne er værd 20 point hver. Tag et tårn-joker og Træk fire-joker er værd 50 point hver.

    Alternativ pointtælling: efter hver runde lægger hver spiller værdien af kortene på sin egen
    hånd til sin egen sum, så få point er godt.
    .cards = b9 rD1 yT2 WT

rules-power-winning-title = Sådan vinder du
rules-power-winning =
    Med almindelig pointtælling vinder den spiller, der først når målet (500 point, hvis I ikke
    vælger noget andet).

    Med alternativ pointtælling slutter spillet, så snart en spillers sum når målet, og spilleren
    med den laveste sum vinder. Deler to spillere den laveste sum, vinder den, der kommer først i
    siddeordenen.

    Efter en runde, der ikke afslutter spillet, går tårnene tilbage til pladsen, der gives kort til
    næste runde, og spillet fortsætter.

rules-power-options-title = Husregler og tilvalg
rules-power-options =
    Alle disse er slået fra, medmindre du slår dem til, når du sætter et nyt spil op. Undtagelsen er
    »Skift retning springer over med to spillere«, som er slået til, indtil du slår den fra.

    Skift retning springer over med to spillere: er I kun to, virker Skift retning som Spring over,
    så den, der lagde kortet, spiller igen (producentens egen regel for to spillere). Slår du den
    fra, skifter kortet kun retning, og så er det den anden spillers tur.

    Pointtælling: Almindelig pointtælling, Alternativ pointtælling eller Én runde, som beskrevet
    under Pointtælling. Et nyt spil begynder med almindelig pointtælling.

    Stabling: en Træk ét kan besvares med en anden Træk ét, en Træk to med en anden Træk to og en
    Træk fire-joker med en anden Træk fire-joker (kun samme slags). Summen går videre, indtil nogen
    ikke kan eller vil stable og trækker hele summen og mister sin tur. En stablet Træk fire-joker
    kan ikke udfordres. Et tårn blokerer hele stakken, når den når tårnets ejer: ingen trækker, og
    ejeren spiller videre.

    Træk, til det passer: i stedet for ét kort trækker du, indtil du får et kort, der kan lægges
    (eller kortene slipper op). Det kort må du så lægge.

    Tvungent spil: kan det kort, du trækker, lægges, skal du lægge det.

    UNO-straf: den, der bliver fanget uden at have råbt UNO, trækker to kort, eller fire, hvis I
    vil.

    Mål: spillet går til 500 point, medmindre I vælger et andet mål.
    .cards = bD1 rD2 W4

## Husreglerne hop ind og hold (issue 23): afsnit, der følger efter husreglerne

rules-power-options-jump-in =
    Hop ind: har du et kort, der er helt magen til det øverste kort i afkastbunken, må du lægge det
    med det samme, også selv om det ikke er din tur. Magen til betyder samme farve og samme tal,
    eller samme farve og samme symbol: en rød 7'er på en rød 7'er, en blå Spring over på en blå
    Spring over. Magtsymbolet gør ingen forskel: en rød 5'er med magtsymbol er magen til en almindelig
    rød 5'er. Med en joker kan man aldrig hoppe ind, og ingen må hoppe ind på et kort, de selv har
    lagt.

    Derefter fortsætter spillet fra dig, som om det var din tur, og spillerne imellem mister deres
    chance. Kortet gør alt det, det ville gøre i din tur: efter Spring over mister spilleren efter
    dig sin tur, efter Skift retning vender spillet tilbage fra dig, og efter Træk to eller Træk ét
    trækker spilleren efter dig (den, der allerede har trukket for det første kort, beholder
    kortene). Et talkort med magtsymbol tager sit tårn som sædvanlig.

    Du må kun hoppe ind, når spillet venter på en almindelig tur, aldrig mens en beslutning venter:
    mens nogen vælger farve, mens en Træk fire-joker kan udfordres, mens en stak skal besvares, mens
    ejeren af alle fire tårne vælger, hvilket kort der skal beholdes eller mens den, der har turen,
    beslutter sig om et kort, vedkommende lige har trukket. Når næste tur begynder, må du hoppe ind
    igen, hvis kortet stadig ligger øverst. Det første kort, der vendes, tæller også, når dets
    virkning er overstået. Vær hurtig: lægger den, der har turen, sit kort først, er chancen væk. Står
    du med ét kort efter at være hoppet ind, skal du råbe UNO som ved ethvert andet træk.

rules-power-options-teams =
    Hold: med 4, 6, 8 eller 10 spillere kan I spille på hold af to. Makkerne sidder over for
    hinanden, med lige mange spillere imellem sig til begge sider. Når den ene går ud, vinder holdet
    runden for dem begge.

    Almindelig pointtælling: holdet får point for de kort, der er tilbage på alle de andre holds
    hænder; makkerens kort tæller ikke. Alternativ pointtælling: hvert hold lægger værdien af
    kortene på begge makkeres hænder til sin sum. Én runde: holdet med den spiller, der gik ud,
    vinder spillet. Makkerne har én fælles sum, og målet gælder holdet: med almindelig pointtælling
    vinder det hold, der først når det; med alternativ pointtælling slutter spillet, så snart et
    hold når det, og holdet med den laveste sum vinder.

    Makkerne ser ikke hinandens kort, og bortset fra pointene er de spillere som alle andre: du må
    hoppe ind på din makkers kort og fange makkeren, hvis vedkommende glemmer at råbe UNO. Tårnene
    tilhører spillerne, ikke holdene: din makkers tårn beskytter ikke dig, og jeres tårne tæller
    aldrig sammen som alle fire. I statistikken tæller holdets sejr for begge makkere.
