### Regelbog: det klassiske spil (dansk).
### Format: rules-classic-<afsnit>-title er overskriften, rules-classic-<afsnit> teksten;
### afsnit i teksten adskilles af en tom linje; .cards er de kort, der tegnes ved siden af.

rules-classic-title = Det klassiske spil

rules-classic-different-title = Det er anderledes i denne udgave
rules-classic-different =
    Dette er UNO, som det altid er blevet spillet, og det spil, de andre udgaver bygger på: 108
    kort, point for de kort, der er tilbage på de andres hænder, og 500 point for at vinde.

    En Træk fire-joker kan udfordres, når du tror, den var bluff. Tilvalget blanke kort tilføjer et
    blankt kort i hver farve med en husregel, du selv vælger.
    .cards = W4 rD2 gR bS

rules-classic-aim-title = Spillets formål
rules-classic-aim =
    Prøv at blive den første, der slipper af med alle kortene på hånden. En runde slutter i samme
    øjeblik, som en spiller lægger sit sidste kort, og den spiller får point for de kort, de andre
    stadig har på hånden.

    Pointene fra hver runde lægges sammen, og den første, der når målet (500 point, hvis I ikke
    vælger noget andet), vinder spillet. Det klassiske spil er for 2 til 10 spillere: personer ved
    computeren, computerspillere eller begge dele.
    .cards = r7 g3 b9

rules-classic-setup-title = Forberedelser
rules-classic-setup =
    Kortspillet har 108 kort i fire farver: rød, gul, grøn og blå. Hver farve har ét 0, to af hvert
    tal fra 1 til 9 og to af hver af Spring over, Skift retning og Træk to. Dertil kommer fire
    jokere og fire Træk fire-jokere. Med tilvalget blanke kort er der 112 kort: ét blankt kort i
    hver farve.

    Før første runde trækker hver spiller ét kort. Den, der trækker det højeste tal, bliver
    kortgiver; specialkort og jokere tæller som nul. Hvis flere deler det højeste tal, trækker kun
    de igen. Kortene lægges derefter tilbage i bunken. I hver ny runde går kortgivningen videre til
    spilleren til venstre.

    Kortgiveren blander og giver hver spiller syv kort, ét ad gangen, begyndende med spilleren til
    venstre. Resten af kortene lægges med bagsiden opad som den lukkede bunke, og det øverste kort
    vendes og bliver begyndelsen på afkastbunken. Spilleren til venstre for kortgiveren begynder, og
    spillet går med uret. Spillet blander og giver for dig, så du skal bare se med.

rules-classic-first-card-title = Det første kort
rules-classic-first-card =
    Det kort, der vendes for at starte afkastbunken, kan ændre, hvordan runden begynder.

    Et talkort: der sker ikke noget særligt. Spilleren til venstre for kortgiveren begynder med at
    lægge et kort, der passer.

    Træk to: den første spiller trækker to kort og mister sin tur, så spilleren efter begynder.

    Skift retning: kortgiveren spiller først, og spillet går mod uret, til kortgiverens højre side.

    Spring over: den første spiller mister sin tur, og den næste spiller begynder.

    Joker: den første spiller vælger farven og spiller derefter sin tur som normalt.

    Træk fire-joker: kortet stikkes tilbage et tilfældigt sted i den lukkede bunke (aldrig øverst),
    og det næste kort vendes i stedet. Det gentages, indtil der kommer et andet kort.

    Blankt kort (kun med tilvalget blanke kort): det bestemmer kun farven. Husreglen på kortet
    gælder ikke ved starten.
    .cards = rD2 gR bS W W4

rules-classic-turn-title = Din tur
rules-classic-turn =
    Når det er din tur, lægger du enten ét kort fra hånden på afkastbunken, eller du trækker ét kort
    fra den lukkede bunke.

    Et kort må lægges, når det passer til det øverste kort i afkastbunken i farve, tal eller symbol.
    På en rød 7'er må du lægge et hvilket som helst rødt kort eller en hvilken som helst 7'er.
    Spring over må lægges på Spring over, Træk to på Træk to og så videre. Efter en joker gælder den
    farve, spilleren valgte. Jokere må altid lægges.

    Du må trække et kort, selv om du har et kort, der kan lægges. Kan det trukne kort lægges, må du
    lægge det med det samme; det skal være netop det kort og ikke et andet fra hånden. Du kan også
    beholde det, og så er din tur forbi. Kan det trukne kort ikke lægges, er turen forbi med det
    samme.

    Når den lukkede bunke slipper op, blandes afkastbunken, undtagen det øverste kort, til en ny
    lukket bunke. I det sjældne tilfælde, at der slet ikke er noget tilbage at trække, får du intet
    kort, og turen går videre. Kort, som en spiller skal trække som straf, trækkes, så langt de
    rækker.
    .cards = r7 b7 r2 rS

rules-classic-cards-title = Kortene
rules-classic-cards =
    Talkortene (0 til 9) har ingen særlig virkning. De er værd deres tal i point.

    Spring over: den næste spiller mister sin tur.

    Skift retning: spilleretningen skifter, fra med uret til mod uret eller tilbage igen. Når I kun
    er to, virker Skift retning som Spring over: den, der lagde kortet, spiller igen.

    Træk to: den næste spiller trækker to kort og mister sin tur.

    Joker: du vælger, hvilken farve spillet skal fortsætte i. Du må vælge en hvilken som helst
    farve, også den, der allerede gælder, og du må lægge en joker, selv om du har andre kort, der
    kan lægges.

    Træk fire-joker: du vælger farven, og den næste spiller trækker fire kort og mister sin tur. Du
    må kun lægge den, når du ikke har noget andet kort i den farve, der gælder. Kort i andre farver
    med samme tal eller symbol tæller ikke. Spillet forhindrer dig ikke i at lægge den alligevel: så
    bluffer du, og den næste spiller kan udfordre dig.

    Udfordring: kun den spiller, der skulle trække de fire kort, kan udfordre, og kun før
    vedkommende trækker. Den udfordrede spillers hånd vises da til udfordreren og ingen andre. Blev
    Træk fire-jokeren lagt i strid med reglerne, trækker den, der lagde den, de fire kort i stedet,
    og udfordreren spiller sin tur som normalt. Blev den lagt efter reglerne, trækker udfordreren
    seks kort og mister sin tur. Den valgte farve gælder under alle omstændigheder.
    .cards = b5 yS gR rD2 W W4

rules-classic-uno-title = Råb UNO
rules-classic-uno =
    Når et træk efterlader dig med kun ét kort, skal du råbe UNO. I spillet trykker du på
    UNO-knappen, samtidig med trækket eller før det (for eksempel mens du stadig har to kort).
    Computerspillerne råber også, men på de lette niveauer glemmer de det nogle gange.

    Glemmer du det, må enhver anden spiller fange dig, så længe ingen anden har foretaget et træk
    siden. Bliver du fanget, trækker du to kort (fire med tilvalget UNO-straf). Du kan stadig redde
    dig selv: råber du UNO, før nogen fanger dig, er du sikker.

    Et forsøg på at fange en spiller afvises, hvis spilleren har råbt UNO, ikke længere har præcis
    ét kort, eller hvis chancen er forbi. De samme regler gælder, når du ender med ét kort på anden
    måde, for eksempel når I bytter hænder med tilvalget syv-nul.

rules-classic-scoring-title = Pointtælling
rules-classic-scoring =
    En runde slutter i samme øjeblik, som en spiller ikke har flere kort. Var det sidste kort en
    Træk to eller en Træk fire-joker, skal den næste spiller stadig trække kortene (der kan ikke
    udfordres), og de tæller med i pointene.

    Almindelig pointtælling: rundens vinder får point for alle de kort, der er tilbage på de andre
    spilleres hænder. Talkort er værd deres tal. Spring over, Skift retning, Træk to og blanke kort
    er værd 20 point hver. Joker og Træk fire-joker er værd 50 point hver.

    Alternativ pointtælling: efter hver runde lægger hver spiller værdien af kortene på sin egen
    hånd til sin egen sum. Her er få point godt. Rundens vinder lægger intet til, for hånden er tom.
    .cards = r9 gS W4

rules-classic-winning-title = Sådan vinder du
rules-classic-winning =
    Med almindelig pointtælling vinder den spiller, der først når målet (500 point, hvis I ikke
    vælger noget andet).

    Med alternativ pointtælling slutter spillet, så snart en spillers sum når målet. Så vinder
    spilleren med den laveste sum. Deler to spillere den laveste sum, vinder den, der kommer først i
    siddeordenen.

    Efter en runde, der ikke afslutter spillet, gives der kort til næste runde, og spillet
    fortsætter.

rules-classic-options-title = Husregler og tilvalg
rules-classic-options =
    Alle disse er slået fra, medmindre du slår dem til, når du sætter et nyt spil op. Undtagelsen er
    »Skift retning springer over med to spillere«, som er slået til, indtil du slår den fra.

    Skift retning springer over med to spillere: er I kun to, virker Skift retning som Spring over,
    så den, der lagde kortet, spiller igen (producentens egen regel for to spillere). Slår du den
    fra, skifter kortet kun retning, og så er det den anden spillers tur.

    Pointtælling: Almindelig pointtælling, Alternativ pointtælling eller Én runde, som beskrevet
    under Pointtælling. Et nyt spil begynder med almindelig pointtælling.

    Stabling: en Træk to kan besvares med en anden Træk to, og en Træk fire-joker med en anden Træk
    fire-joker (kun samme slags). Summen går videre til den næste spiller, indtil nogen ikke kan
    eller vil stable og trækker hele summen og mister sin tur. En Træk fire-joker, der er stablet
    på, kan ikke udfordres; en enkelt kan stadig.

    Syv-nul: når du lægger en 7'er, bytter du hånd med en anden spiller efter eget valg (når I kun
    er to, kan du lade være). Når nogen lægger et 0, går alle hænder videre til den næste spiller i
    spilleretningen. Ingen af delene sker, hvis 7'eren eller 0'et var spillerens sidste kort.

    Træk, til det passer: i stedet for ét kort trækker du, indtil du får et kort, der kan lægges
    (eller kortene slipper op). Det kort må du så lægge.

    Tvungent spil: kan det kort, du trækker, lægges, skal du lægge det; du må ikke beholde det.

    UNO-straf: den, der bliver fanget uden at have råbt UNO, trækker to kort, eller fire, hvis I
    vil.

    Mål: spillet går til 500 point, medmindre I vælger et andet mål.

    Blanke kort: fire blanke kort kommer med i bunken, ét i hver farve. Når du sætter spillet op,
    vælger du, hvilken husregel de skal have. Et blankt kort passer til sin egen farve eller til et
    andet blankt kort og er værd 20 point. Du kan vælge mellem disse regler:

    Træk til farven: den næste spiller trækker, indtil der kommer et kort i det blanke korts farve,
    og mister sin tur. Jokere stopper ikke trækningen.

    Smid jokerne: alle andre spillere lægger alle deres jokere ind under det øverste kort i
    afkastbunken.

    Tre, når man sidder fast: hvis den næste spiller ikke har noget kort at lægge i sin tur, trækker
    vedkommende tre kort i stedet for ét og må lægge det sidste af dem, hvis det passer.

    Ekstra tur: du får straks en tur mere.

    Syv kort: den næste spiller trækker op til syv kort, eller, hvis vedkommende har flere end syv,
    smider kort efter eget valg, indtil der er præcis syv tilbage.

    Ingen regel: det blanke kort er et almindeligt farvekort uden virkning.

    Når jokerne smides, og en spiller ikke har flere kort, er den spiller gået ud, og runden
    slutter. Hvis flere spillere tømmer hånden på den måde, vinder den første af dem regnet i
    spilleretningen fra den, der lagde kortet.
    .cards = rD2 W4 r7 b0 yX

## Husreglerne hop ind og hold (issue 23): afsnit, der følger efter husreglerne

rules-classic-options-jump-in =
    Hop ind: har du et kort, der er helt magen til det øverste kort i afkastbunken, må du lægge det
    med det samme, også selv om det ikke er din tur. Magen til betyder samme farve og samme tal,
    eller samme farve og samme symbol: en rød 7'er på en rød 7'er, en blå Spring over på en blå
    Spring over. Med en joker kan man aldrig hoppe ind, og ingen må hoppe ind på et kort, de selv
    har lagt.

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

rules-classic-options-teams =
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
