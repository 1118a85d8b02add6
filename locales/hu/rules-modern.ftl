# A modern UNO szabálykönyve (magyar).
# Minden bekezdés egy sorban áll; a bekezdéseket üres sor választja el.

rules-modern-title = Modern UNO – szabályok

rules-modern-different-title = Miben más ez a változat
rules-modern-different =
    Az alapjáték egyetlen kör: az nyer, aki elsőként szabadul meg minden lapjától, a pontszámítás
    pedig opció. A színválasztó húzz négyet lapot csak az teheti le, akinek nincs más lapja a
    játékban lévő színből, és más színválasztója sincs.

    Új lapok: a színválasztó kézkeverő összegyűjti és újraosztja az összes kezet, a három
    testreszabható színválasztó pedig egy-egy házi szabályt hordoz.
    .cards = WS WC1 W4

rules-modern-aim-title = A játék célja
rules-modern-aim =
    Légy az első, aki megszabadul az összes lapjától! Az alapjátékban egyetlen menetet játszotok: aki elsőként teszi le az utolsó lapját, az nyer. Ha hosszabb játékra vágysz, pontozást is választhatsz; ekkor több menet következik egymás után, amíg valaki el nem éri a célpontszámot.

    A játékot 2–10 fő játszhatja. A pakli 112 lapos: benne van a klasszikus UNO mind a 108 lapja – négy szín (piros, sárga, zöld, kék) 0–9-ig számozott lapjai, kimaradsz, fordító és húzz kettőt kártyák, színválasztó és színválasztó húzz négyet kártyák –, valamint egy színválasztó kézkeverő és három testreszabható színválasztó kártya.
    .cards = g5 rS W WS WC1

rules-modern-setup-title = Előkészületek
rules-modern-setup =
    Az első menet előtt minden játékos húz egy lapot a pakliból. Aki a legnagyobb számot húzta, az oszt; az akciókártyák és a színválasztó kártyák itt nullát érnek. Ha többen is a legnagyobbat húzták, csak ők húznak újra egymás között. A kihúzott lapok keverés előtt visszakerülnek a pakliba. Ha több menetet játszotok, az osztás menetenként balra továbbadódik.

    Az osztó megkeveri a paklit, és mindenkinek hét lapot oszt, egyesével, a bal oldali szomszédjától kezdve. A maradék lapok képpel lefelé a húzópaklit alkotják, a legfelső lapot pedig felfordítják: ezzel indul a dobópakli. A keverést és az osztást a játék elvégzi helyetted.

    Az előkészületeknél mindhárom testreszabható színválasztó kártyához külön-külön szabályt választasz (lásd Testreszabható kártyák).

    Az osztótól balra ülő játékos kezd, és a játék az óramutató járásával megegyező irányban halad.

rules-modern-first-card-title = Az első lap
rules-modern-first-card =
    A modern UNO mindig számkártyával indul. Ha a dobópakli első lapja számkártya, a játék a szokásos módon kezdődik.

    Ha az első lap bármilyen akciókártya vagy színválasztó kártya, visszacsúsztatják a húzópakliba egy véletlenszerű helyre (soha nem legfelülre), és felfordítják a következő lapot. Ez addig ismétlődik, amíg számkártya nem kerül felülre. Az első lapnak tehát soha nincs különleges hatása.
    .cards = r4 bS WS

rules-modern-turn-title = Egy kör menete
rules-modern-turn =
    Amikor rád kerül a sor, vagy kijátszol egy lapot a kezedből a dobópaklira, vagy húzol egy lapot a húzópakliból. Egy lapot akkor játszhatsz ki, ha színe, száma vagy jele megegyezik a dobópakli legfelső lapjáéval. Színválasztó kártya után az a szín érvényes, amelyet a lap kijátszója választott. Színválasztó kártyát mindig kijátszhatsz; a színválasztó húzz négyet kártya feltételeit A kártyák című rész írja le.

    Például ha a dobópakli tetején kék 3-as van, kijátszhatsz bármilyen kék lapot, bármilyen színű 3-ast vagy egy színválasztó kártyát. Akciókártyát azonos színű lapra vagy ugyanolyan akciókártyára tehetsz.

    Akkor is húzhatsz, ha van a kezedben kijátszható lap. Ha a húzott lap illik a dobópaklira, azonnal kijátszhatod – de csak azt, más lapot nem. Meg is tarthatod; ekkor a következő játékos jön. Ha a húzott lap nem illik, a sor azonnal továbbkerül.

    Ha elfogy a húzópakli, a dobópakli lapjait – a legfelső kivételével – megkeverik, és ezekből lesz az új húzópakli. Ha így sincs mit húzni, a húzás üres marad, és a sor továbbkerül. Büntetésből annyi lapot kell húzni, amennyi még van.

    Két játékos esetén a fordító kártya kimaradsz kártyaként működik: aki kijátszotta, azonnal újra jön.
    .cards = b3 b8 g3 W

rules-modern-cards-title = A kártyák
rules-modern-cards =
    Számkártyák 0–9: minden színből egy 0-s és az 1–9 számokból kettő-kettő van. A számkártyáknak nincs különleges hatásuk. Emellett minden színből két kimaradsz, két fordító és két húzz kettőt kártya van, a pakliban pedig négy színválasztó és négy színválasztó húzz négyet kártya, továbbá egy színválasztó kézkeverő és három testreszabható színválasztó kártya található.

    Kimaradsz kártya: a következő játékos kimarad, a sor átugorja őt.

    Fordító kártya: megfordul a játék iránya. Két játékos esetén kimaradsz kártyaként működik.

    Húzz kettőt kártya: a következő játékos húz két lapot, és kimarad.

    Színválasztó kártya: te döntöd el, milyen színnel folytatódik a játék; a jelenlegi színt is választhatod. Bármikor kijátszhatod, akkor is, ha más kijátszható lap is van a kezedben.

    Színválasztó kézkeverő kártya: színt választasz, majd mindenki lapjait – a tiédet is – összegyűjtik és megkeverik. A lapokat egyesével osztják ki, a játék irányában utánad következő játékostól kezdve, amíg el nem fogynak. Előfordulhat, hogy valakinek több vagy kevesebb lapja lesz, mint korábban. A játék ugyanabban az irányban folytatódik.

    Színválasztó húzz négyet kártya: színt választasz, a következő játékos pedig húz négy lapot, és kimarad. A szabályok szerint csak akkor játszhatod ki, ha nincs a kezedben más lap az érvényes színből, és más színválasztó kártya sincs nálad (egy másik színválasztó húzz négyet sem). Ha egy másik színű lapod száma vagy jele egyezik, az nem akadály. A játék nem tiltja meg a szabálytalan kijátszást: ez blöff, amelyre a kihívás a válasz.

    Kihívás: csak a következő játékos – akinek a négy lapot húznia kellene – hívhatja ki a kártya kijátszóját, és csak mielőtt húzna. A kihívott játékos lapjait csak a kihívó látja. Ha a kijátszás szabálytalan volt, a kártya kijátszója húz négy lapot, a kihívó nem húz semmit, és rendesen sorra kerül. Ha szabályos volt, a kihívó húz hat lapot, és kimarad. A választott szín mindkét esetben érvényben marad.
    .cards = yS gR bD2 W WS W4

rules-modern-custom-cards-title = Testreszabható kártyák
rules-modern-custom-cards =
    A pakliban három testreszabható színválasztó kártya van. Ezek színválasztó kártyák: bármilyen lapra rátehetők, és aki kijátssza őket, színt választ. Emellett mindegyiknek saját szabálya van, amelyet az előkészületeknél mindhárom lapnak külön választasz ki. A választható szabályok:

    Húzás a színig: a következő játékos addig húz, amíg a választott színű lapot nem húz (színválasztó kártya nem számít), és kimarad. A húzás akkor is véget ér, ha elfogynak a lapok.

    Színválasztók el: a többi játékos az összes színválasztó kártyáját a dobópakli legfelső lapja alá teszi. Ha valakinek így elfogynak a lapjai, megszabadult tőlük, és a menet véget ér. Ha többen is így járnak, a játék irányában elsőként következő nyer.

    Három, ha elakadsz: ha a következő játékosnak a körében nincs kijátszható lapja, egy helyett három lapot húz. Az utolsót azonnal kijátszhatja, ha illik.

    Plusz kör: azonnal még egy kört játszol.

    Hét lap a kézben: a következő játékosnak pontosan hét lapja lesz. Ha kevesebb van neki, azonnal felhúz hétig; ha több, ő választja ki a felesleges lapokat, és a dobópakli legfelső lapja alá teszi őket. Ezután a szokásos módon lejátssza a körét.

    Nincs szabály: a lap egyszerű színválasztó kártya, külön szabály nélkül.

    Ha a színválasztó kézkeverő vagy egy testreszabható kártya a játékos utolsó lapja, a menet azonnal véget ér, és a lap hatása elmarad.
    .cards = WC1 WC2 WC3

rules-modern-uno-title = UNO!
rules-modern-uno =
    Amikor olyan lapot játszol ki, amely után már csak egy lap marad a kezedben, „UNO”-t kell kiáltanod. A játékban ezt az UNO gombbal teheted meg: nyomd meg az utolsó előtti lapod kijátszása előtt vagy azzal együtt. A gépi játékosok is kiáltanak, bár könnyű szinten néha elfelejtik.

    Ha elfelejted, bármelyik másik játékos rajtakaphat, amíg azóta senki más nem lépett. Akit rajtakapnak, két lapot húz büntetésből (vagy négyet, ha az UNO-büntetés 4-re van állítva).

    Még menekülhetsz: ha bárki más előtt magad kiáltod el az UNO-t, biztonságban vagy. A rajtakapás érvénytelen, ha a játékos már kiáltott, ha már nem pontosan egy lapja van, vagy ha azóta már más is lépett.

    Ugyanez érvényes, ha más okból marad egyetlen lapod: a színválasztó kézkeverő osztása, a hetes–nullás szabály kézcseréje vagy a Színválasztók el szabály után. Kiálts azonnal UNO-t.

rules-modern-scoring-title = Pontozás
rules-modern-scoring =
    A menet abban a pillanatban véget ér, amikor valakinek elfogynak a lapjai. Ha az utolsó lap húzz kettőt vagy színválasztó húzz négyet kártya volt, a következő játékos akkor is kihúzza a lapokat (kihívni nem lehet). A befejező lapnak más hatása nincs: a színválasztó kézkeverő, a testreszabható színválasztó, a hetes és a nullás sem tesz semmit.

    Egy menet (alapjáték): aki elsőként szabadul meg a lapjaitól, megnyeri a játékot. Pontokat nem számolunk.

    Hagyományos pontozás: a menet győztese megkapja az ellenfelei kezében maradt összes lap pontját. A számkártyák névértéket érnek. A kimaradsz, a fordító és a húzz kettőt kártya 20 pontot, a színválasztó, a színválasztó húzz négyet, a színválasztó kézkeverő és a testreszabható színválasztó kártya 50 pontot ér.

    Alternatív pontozás: minden menet után minden játékos a saját kezében maradt lapok értékét adja hozzá a saját pontszámához, ugyanezekkel az értékekkel. Itt tehát a pontokat kerülni érdemes.
    .cards = r8 gS bD2 WS WC2 W4

rules-modern-winning-title = A játék megnyerése
rules-modern-winning =
    Az alapjátékban az nyer, aki elsőként szabadul meg a lapjaitól. Utána új játékot kezdhetsz.

    Hagyományos pontozásnál az nyer, akinek az összpontszáma elsőként éri el a célt (500, hacsak mást nem választasz). Amíg ez nem történik meg, új menet következik, és az osztás balra továbbadódik.

    Alternatív pontozásnál a játék akkor ér véget, amikor valakinek az összpontszáma eléri a célt. Ekkor az nyer, akinek a legkevesebb pontja van. Egyenlőség esetén az ülésrendben előbb álló játékos nyer.

rules-modern-options-title = Házi szabályok
rules-modern-options =
    Az előkészületeknél házi szabályokat is bekapcsolhatsz. Ezek nem szerepelnek a nyomtatott szabályban, és alapértelmezés szerint mind ki vannak kapcsolva. Kivétel a „Két játékosnál a fordító kimaradást jelent” beállítás: ez a gyártó saját szabálya két játékosra, ezért be van kapcsolva, amíg ki nem kapcsolod.

    Két játékosnál a fordító kimaradást jelent: ha csak ketten játszotok, a fordító kártya kimaradsz kártyaként hat, vagyis aki kijátszotta, újra ő következik. Ha kikapcsolod, a fordító csak a játék irányát változtatja meg, és a másik játékos jön.

    Pontozás: egyetlen menet, hagyományos pontozás vagy alternatív pontozás, a Pontozás részben leírtak szerint. Az új modern játék egyetlen menet, ez az alapjáték; a pontozás választható.

    1., 2. és 3. testreszabható színválasztó: az a házi szabály, amelyet a három testreszabható színválasztó kártya közül az adott kártya hordoz. A szabályok a Testreszabható kártyák részben olvashatók; a Nincs szabály sima színválasztóvá teszi a kártyát.

    Halmozás: húzz kettőt kártyára egy másik húzz kettőt, színválasztó húzz négyet kártyára egy másik színválasztó húzz négyet tehető. A húzandó lapok száma addig nő, amíg valaki nem tud vagy nem akar tovább halmozni: ő húzza ki az összeset, és kimarad. Halmozott színválasztó húzz négyet kártyát nem lehet kihívni, egyetlenegyet igen.

    Hetes–nullás: ha hetest játszol ki, kicseréled a lapjaidat egy általad választott játékossal. Ha nullást, mindenki továbbadja a kezében lévő lapokat a játék irányában következő játékosnak. Egyik sem történik meg, ha a hetes vagy a nullás volt a játékos utolsó lapja.

    Húzás, amíg nem tudsz rakni: egy lap helyett addig húzol, amíg kijátszható lapot nem kapsz, vagy el nem fogy a pakli. Az utoljára húzott lapot azonnal kijátszhatod.

    Kötelező kijátszás: ha a húzott lap illik a dobópaklira, azonnal ki kell játszanod.

    UNO-büntetés: akit rajtakapnak, 2 vagy 4 lapot húz.

    Célpontszám: hagyományos vagy alternatív pontozásnál az a pontszám, amelynél a játék véget ér (alapértelmezés: 500).
    .cards = rD2 bD2 W4 r7 g0

## A beugrás és a csapatjáték házi szabály (issue 23): a házi szabályok után következő bekezdések

rules-modern-options-jump-in =
    Beugrás: ha a kezedben van egy, a dobópakli legfelső lapjával teljesen egyező lap, azonnal kijátszhatod, akkor is, ha nem te következel. Egyező az a lap, amelynek a színe és a száma, vagy a színe és a jele is ugyanaz: piros 7-es piros 7-esre, kék kimaradsz kártya kék kimaradsz kártyára. Színválasztó kártyával soha nem lehet beugrani (a színválasztó kézkeverővel és a testreszabható színválasztókkal sem), és arra a lapra sem ugorhatsz be, amelyet te magad játszottál ki.

    Ezután a játék tőled folytatódik, mintha te következtél volna, és akik közben sorra kerültek volna, kimaradnak. A lap ugyanúgy hat, mint a saját körödben: kimaradsz kártya után az utánad következő játékos marad ki, fordító után a játék tőled fordul vissza, húzz kettőt kártya után pedig az utánad következő húz (aki az első lap miatt már húzott, megtartja a lapjait).

    Beugrani csak akkor lehet, amikor a játék egy szokásos körre vár, függőben lévő döntés közben soha: amíg valaki színt választ, amíg egy színválasztó húzz négyet kártyát ki lehet hívni, amíg egy halomra válaszolni kell, amíg valaki kiválasztja, mely lapokat dobja el, vagy amíg a soron lévő játékos a frissen húzott lapjáról dönt. Amikor a következő kör elkezdődik, újra beugorhatsz, ha a lap még mindig a dobópakli tetején van. A kezdőlapra is be lehet ugrani, miután a hatása lezajlott. Légy gyors: ha a soron lévő játékos előbb rak, elszalasztottad a lehetőséget. Ha a beugrás után egy lapod marad, ugyanúgy UNO-t kell kiáltanod, mint bármely más kijátszásnál.

rules-modern-options-teams =
    Csapatjáték: 4, 6, 8 vagy 10 játékos kétfős csapatokban is játszhat. A csapattársak egymással szemben ülnek, így mindkét oldalon ugyanannyi játékos van köztük. Ha egyikük megszabadul a lapjaitól, a menetet mindketten megnyerik.

    Hagyományos pontozás: a csapat megkapja az összes többi csapat kezében maradt lapok pontját; a csapattárs lapjai nem számítanak. Alternatív pontozás: minden csapat a két tagja kezében maradt lapok értékét adja hozzá a pontszámához. Egyetlen menet: annak a játékosnak a csapata nyeri a játékot, aki megszabadult a lapjaitól. A csapattársaknak közös az összpontszámuk, és a cél a csapatra vonatkozik: hagyományos pontozásnál az a csapat nyer, amely elsőként éri el; alternatív pontozásnál a játék akkor ér véget, amikor valamelyik csapat eléri, és a legkevesebb pontot gyűjtött csapat nyer.

    A csapattársak nem látják egymás lapjait, és a pontozáson kívül ugyanolyan játékosok, mint bárki más: beugorhatsz a csapattársad lapjára, és rajtakaphatod, ha elfelejt UNO-t kiáltani. A statisztikában a csapat győzelme mindkét csapattársnak számít.
