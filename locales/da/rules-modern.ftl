### Regelbog: den moderne udgave (dansk).
### Format: rules-modern-<afsnit>-title er overskriften, rules-modern-<afsnit> teksten;
### afsnit i teksten adskilles af en tom linje; .cards er de kort, der tegnes ved siden af.

rules-modern-title = Det moderne spil

rules-modern-different-title = Det er anderledes i denne udgave
rules-modern-different =
    Grundspillet er én runde: den, der først kommer af med alle sine kort, vinder, og pointtælling
    er et tilvalg. En Træk fire-joker må kun lægges, når man ikke har andre kort i den farve, der
    gælder, og ingen anden joker.

    Nye kort: Blandejokeren samler alle hænder og giver dem ud igen, og de tre husregeljokere har
    hver sin husregel.
    .cards = WS WC1 W4

rules-modern-aim-title = Spillets formål
rules-modern-aim =
    Prøv at blive den første, der slipper af med alle kortene på hånden. I grundspillet er det alt:
    den, der først lægger sit sidste kort, vinder.

    Vil I spille længere, kan I tælle point over flere runder: vinderen af hver runde får point for
    de kort, de andre stadig har på hånden, og den første, der når målet, vinder. Det moderne spil
    er for 2 til 10 spillere.
    .cards = y4 WS WC1

rules-modern-setup-title = Forberedelser
rules-modern-setup =
    Kortspillet har 112 kort i fire farver: rød, gul, grøn og blå. Hver farve har ét 0, to af hvert
    tal fra 1 til 9 og to af hver af Spring over, Skift retning og Træk to. Dertil kommer fire
    jokere, fire Træk fire-jokere, én blandejoker og tre husregeljokere.

    For at finde kortgiveren trækker alle ét kort, og den, der trækker det højeste tal, giver
    (specialkort og jokere tæller som nul); ved lighed trækker de, der deler det højeste tal, igen.
    I de følgende runder går kortgivningen videre til venstre.

    Kortgiveren blander og giver hver spiller syv kort, ét ad gangen, begyndende til venstre. Resten
    bliver den lukkede bunke med bagsiden opad, og det øverste kort vendes og bliver begyndelsen på
    afkastbunken. Spilleren til venstre for kortgiveren begynder, og spillet går med uret.

rules-modern-first-card-title = Det første kort
rules-modern-first-card =
    Runden begynder altid på et talkort. Er det kort, der vendes, et specialkort eller en joker af
    nogen art, stikkes det tilbage et tilfældigt sted i den lukkede bunke (aldrig øverst), og det
    næste kort vendes. Det gentages, indtil der kommer et talkort.

    Derefter begynder spilleren til venstre for kortgiveren med at lægge et kort, der passer, og
    spillet går med uret.
    .cards = g6 rS W

rules-modern-turn-title = Din tur
rules-modern-turn =
    Når det er din tur, lægger du enten ét kort fra hånden på afkastbunken, eller du trækker ét kort
    fra den lukkede bunke.

    Et kort må lægges, når det passer til det øverste kort i afkastbunken i farve, tal eller symbol.
    På en grøn 6'er må du lægge et hvilket som helst grønt kort eller en hvilken som helst 6'er, og
    et specialkort må lægges på samme slags specialkort i en anden farve. Efter en joker gælder den
    farve, spilleren valgte. Jokere må altid lægges.

    Du må trække et kort, selv om du har et, der kan lægges. Kan det trukne kort lægges, må du lægge
    det med det samme (kun det kort), eller beholde det og afslutte din tur. Kan det ikke lægges, er
    turen forbi.

    Når den lukkede bunke slipper op, blandes afkastbunken, undtagen det øverste kort, til en ny
    lukket bunke. Er der slet ikke noget tilbage at trække, går turen bare videre.
    .cards = g6 b6 g2

rules-modern-cards-title = Kortene
rules-modern-cards =
    Talkortene (0 til 9) er værd deres tal i point.

    Spring over: den næste spiller mister sin tur.

    Skift retning: spilleretningen skifter. Når I kun er to, virker Skift retning som Spring over:
    den, der lagde kortet, spiller igen.

    Træk to: den næste spiller trækker to kort og mister sin tur.

    Joker: vælg, hvilken farve spillet skal fortsætte i (også den, der allerede gælder). Du må lægge
    den, selv om andre kort på hånden kan lægges.

    Træk fire-joker: vælg farven, og den næste spiller trækker fire kort og mister sin tur. Du må
    kun lægge den, når du ikke har noget andet kort i den farve, der gælder, og ingen anden joker af
    nogen art. Spillet lader dig bluffe, og den næste spiller kan udfordre, før vedkommende trækker.
    Den udfordrede hånd vises kun til udfordreren. Blev kortet lagt i strid med reglerne, trækker
    den, der lagde det, de fire kort i stedet, og udfordreren spiller sin tur som normalt. Blev det
    lagt efter reglerne, trækker udfordreren seks kort og mister sin tur. Den valgte farve gælder
    under alle omstændigheder.

    Blandejoker: vælg farven. Derefter samles alle kort fra alle hænder, også dine egne, og blandes.
    De gives ud ét ad gangen, begyndende med den næste spiller i spilleretningen, indtil der ikke er
    flere kort. Spillerne kan ende med flere eller færre kort end før. Spillet fortsætter derefter i
    samme retning.

    Husregeljoker: en joker, der også har en husregel, valgt for hvert af de tre kort, når du
    sætter spillet op. Se næste afsnit.
    .cards = rS yR bD2 W W4 WS WC1

rules-modern-custom-cards-title = Husregeljokerne
rules-modern-custom-cards =
    De tre husregeljokere er jokere: de kan lægges på hvad som helst, og den, der lægger dem,
    vælger, hvilken farve spillet skal fortsætte i. Når du sætter et spil op, vælger du, hvilken
    regel hvert af de tre kort skal have. Når et af dem lægges, gælder dets regel også.

    Træk til farven: den næste spiller trækker, indtil der kommer et kort i den valgte farve, og
    mister sin tur. Jokere stopper ikke trækningen. Den stopper også, hvis kortene slipper op.

    Smid jokerne: alle andre spillere lægger alle deres jokere ind under det øverste kort i
    afkastbunken. En spiller, der ikke har flere kort tilbage, er gået ud, og runden slutter. Tømmer
    flere spillere hånden på samme tid, vinder den første af dem regnet i spilleretningen fra den,
    der lagde kortet.

    Tre, når man sidder fast: hvis den næste spiller ikke har noget kort at lægge i sin tur, trækker
    vedkommende tre kort i stedet for ét og må lægge det sidste af dem, hvis det passer.

    Ekstra tur: den, der lagde kortet, får straks en tur mere.

    Syv kort: den næste spiller trækker kort, indtil vedkommende har syv. Har vedkommende flere end
    syv, vælger vedkommende kort at smide ind under det øverste kort i afkastbunken, indtil der er
    præcis syv tilbage. Derefter spiller vedkommende sin tur som normalt.

    Ingen regel: kortet er en almindelig joker.
    .cards = WC1 WC2 WC3

rules-modern-uno-title = Råb UNO
rules-modern-uno =
    Når et træk efterlader dig med kun ét kort, skal du råbe UNO: tryk på UNO-knappen samtidig med
    trækket eller før det. Computerspillerne råber også, men på de lette niveauer glemmer de det
    nogle gange.

    Glemmer du det, må enhver anden spiller fange dig, så længe ingen anden har foretaget et træk
    siden. Bliver du fanget, trækker du to kort (fire med tilvalget UNO-straf). Råber du selv UNO,
    før nogen fanger dig, er du sikker.

    Et forsøg på at fange en spiller afvises, hvis spilleren har råbt UNO, ikke længere har præcis
    ét kort, eller hvis chancen er forbi. Det samme gælder, når en blandejoker, et bytte af hænder
    eller en omgang smidte kort efterlader dig med ét kort: råb UNO med det samme.

rules-modern-scoring-title = Pointtælling
rules-modern-scoring =
    En runde slutter i samme øjeblik, som en spiller ikke har flere kort. Var det sidste kort en
    Træk to eller en Træk fire-joker, skal den næste spiller stadig trække kortene (der kan ikke
    udfordres). Var det en blandejoker eller en husregeljoker, slutter runden bare, og kortets
    virkning sker ikke.

    Én runde: grundspillet. Den, der først slipper af med alle kortene, vinder, og der tælles ingen
    point.

    Almindelig pointtælling: rundens vinder får point for alle de kort, der er tilbage på de andre
    spilleres hænder. Talkort er værd deres tal. Spring over, Skift retning og Træk to er værd 20
    point hver. Joker, Træk fire-joker, blandejoker og husregeljokere er værd 50 point hver.

    Alternativ pointtælling: efter hver runde lægger hver spiller værdien af kortene på sin egen
    hånd til sin egen sum, så få point er godt.
    .cards = r9 yR W WS

rules-modern-winning-title = Sådan vinder du
rules-modern-winning =
    Når I spiller én runde, vinder rundens vinder spillet.

    Med almindelig pointtælling vinder den spiller, der først når målet (500 point, hvis I ikke
    vælger noget andet).

    Med alternativ pointtælling slutter spillet, så snart en spillers sum når målet, og spilleren
    med den laveste sum vinder. Deler to spillere den laveste sum, vinder den, der kommer først i
    siddeordenen.

rules-modern-options-title = Husregler og tilvalg
rules-modern-options =
    Alle disse er slået fra, medmindre du slår dem til, når du sætter et nyt spil op. Undtagelsen er
    »Skift retning springer over med to spillere«, som er slået til, indtil du slår den fra.

    Skift retning springer over med to spillere: er I kun to, virker Skift retning som Spring over,
    så den, der lagde kortet, spiller igen (producentens egen regel for to spillere). Slår du den
    fra, skifter kortet kun retning, og så er det den anden spillers tur.

    Pointtælling: Én runde, Almindelig pointtælling eller Alternativ pointtælling, som beskrevet
    under Pointtælling. Et nyt moderne spil er én runde, grundspillet; at tælle point er et tilvalg.

    Husregeljoker 1, 2 og 3: den husregel, hver af de tre husregeljokere har, valgt blandt reglerne
    under Husregeljokerne. Med Ingen regel er kortet en almindelig joker.

    Stabling: en Træk to kan besvares med en anden Træk to, og en Træk fire-joker med en anden Træk
    fire-joker (kun samme slags). Summen går videre, indtil nogen ikke kan eller vil stable og
    trækker hele summen og mister sin tur. En stablet Træk fire-joker kan ikke udfordres; en enkelt
    kan stadig.

    Syv-nul: når du lægger en 7'er, bytter du hånd med en anden spiller efter eget valg (når I kun
    er to, kan du lade være). Når nogen lægger et 0, går alle hænder videre til den næste spiller i
    spilleretningen. Ingen af delene sker, hvis 7'eren eller 0'et var spillerens sidste kort.

    Træk, til det passer: i stedet for ét kort trækker du, indtil du får et kort, der kan lægges
    (eller kortene slipper op). Det kort må du så lægge.

    Tvungent spil: kan det kort, du trækker, lægges, skal du lægge det.

    UNO-straf: den, der bliver fanget uden at have råbt UNO, trækker to kort, eller fire, hvis I
    vil.

    Mål: med almindelig eller alternativ pointtælling går spillet til 500 point, medmindre I vælger
    et andet mål.
    .cards = yD2 W4 g7 r0

## Husreglerne hop ind og hold (issue 23): afsnit, der følger efter husreglerne

rules-modern-options-jump-in =
    Hop ind: har du et kort, der er helt magen til det øverste kort i afkastbunken, må du lægge det
    med det samme, også selv om det ikke er din tur. Magen til betyder samme farve og samme tal,
    eller samme farve og samme symbol: en rød 7'er på en rød 7'er, en blå Spring over på en blå
    Spring over. Med en joker kan man aldrig hoppe ind (heller ikke med Blandejokeren eller
    husregeljokerne), og ingen må hoppe ind på et kort, de selv har lagt.

    Derefter fortsætter spillet fra dig, som om det var din tur, og spillerne imellem mister deres
    chance. Kortet gør alt det, det ville gøre i din tur: efter Spring over mister spilleren efter
    dig sin tur, efter Skift retning vender spillet tilbage fra dig, og efter Træk to trækker
    spilleren efter dig (den, der allerede har trukket for det første kort, beholder kortene).

    Du må kun hoppe ind, når spillet venter på en almindelig tur, aldrig mens en beslutning venter:
    mens nogen vælger farve, mens en Træk fire-joker kan udfordres, mens en stak skal besvares, mens
    nogen vælger kort at smide eller mens den, der har turen, beslutter sig om et kort, vedkommende
    lige har trukket. Når næste tur begynder, må du hoppe ind igen, hvis kortet stadig ligger
    øverst. Det første kort, der vendes, tæller også, når dets virkning er overstået. Vær hurtig:
    lægger den, der har turen, sit kort først, er chancen væk. Står du med ét kort efter at være hoppet
    ind, skal du råbe UNO som ved ethvert andet træk.

rules-modern-options-teams =
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
    hoppe ind på din makkers kort og fange makkeren, hvis vedkommende glemmer at råbe UNO. I
    statistikken tæller holdets sejr for begge makkere.
