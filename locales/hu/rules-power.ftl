# A Hatalmi tornyok változat szabálykönyve (magyar).
# Minden bekezdés egy sorban áll; a bekezdéseket üres sor választja el.

rules-power-title = Hatalmi tornyok – szabályok

rules-power-different-title = Miben más ez a változat
rules-power-different =
    Klasszikus UNO négy hatalmi toronnyal. A hatalmi jellel ellátott számkártya neked adja a tornyát, és
    minden torony egyfajta ellened tett lapot hárít el: az U a húzz egyet, az N a húzz kettőt, az O
    a színválasztó húzz négyet, a ! pedig a kimaradsz lapot.

    A pakli 112 lapos, nulla nincs benne. Új lap a húzz egyet, a szerezz két tornyot és a
    színválasztó szerezz egy tornyot.
    .cards = b5U rD1 yT2 WT

rules-power-aim-title = A játék célja
rules-power-aim =
    Ragadd magadhoz a hatalmat, és szabadulj meg elsőként az összes lapodtól! A négy hatalmi torony mindegyike megvédi a gazdáját egy-egy akciókártyától, és a tornyok játék közben gyakran gazdát cserélnek.

    Aki elsőként teszi le az utolsó lapját, megkapja az ellenfelei kezében maradt lapok pontjait. A menetek pontjai összeadódnak, és az nyeri a játékot, aki elsőként éri el a célpontszámot, ami általában 500. A játékot 2–10 fő játszhatja.

    A pakli 112 lapból áll. Mind a négy színben (piros, sárga, zöld, kék) kettő-kettő van az 1–9 számokból – nullás nincs –, továbbá két húzz egyet, két húzz kettőt, két kimaradsz, egy fordító és egy szerezz két tornyot kártya. Ehhez jön még négy színválasztó szerezz egy tornyot és négy színválasztó húzz négyet kártya.
    .cards = r1U bD1 gT2 WT W4

rules-power-setup-title = Előkészületek
rules-power-setup =
    Az első menet előtt minden játékos húz egy lapot a pakliból. Aki a legnagyobb számot húzta, az oszt; az akciókártyák és a színválasztó kártyák itt nullát érnek. Ha többen is a legnagyobbat húzták, csak ők húznak újra egymás között. A kihúzott lapok keverés előtt visszakerülnek a pakliba. A további menetekben mindig a bal oldali szomszéd az osztó.

    Az osztó megkeveri a paklit, és mindenkinek hét lapot oszt, egyesével, a bal oldali szomszédjától kezdve. A maradék lapok képpel lefelé a húzópaklit alkotják, a legfelső lapot pedig felfordítják: ezzel indul a dobópakli. A négy torony – a piros U, a kék N, a zöld O és a sárga ! – a szabad tornyok helyére kerül, az asztal közepére. Mindezt a játék elvégzi helyetted.

    Az osztótól balra ülő játékos kezd, és a játék az óramutató járásával megegyező irányban halad, hacsak az első lap másként nem rendelkezik.

rules-power-first-card-title = Az első lap
rules-power-first-card =
    Ha a dobópakli első lapja számkártya, a játék a szokásos módon kezdődik. Ha hatalmi jel van rajta, a tornyát akkor sem kapja meg senki, hiszen senki sem játszotta ki. Ha akciókártya vagy színválasztó kártya, a következő történik:

    Húzz egyet vagy húzz kettőt kártya: a kezdő játékos húz egy, illetve két lapot, és kimarad.

    Fordító kártya: az osztó kezd, és a játék az óramutató járásával ellentétes irányban halad.

    Kimaradsz kártya: az osztótól balra ülő játékos kimarad, és az ő bal oldali szomszédja kezd.

    Szerezz két tornyot kártya: senki sem kap tornyot. A kezdő játékosnak a lap színéhez (vagy a szokásos módon máshoz) illő lapot kell kijátszania.

    Színválasztó szerezz egy tornyot kártya: senki sem kap tornyot. A kezdő játékos színt választ, majd lejátssza a körét.

    Színválasztó húzz négyet kártya: a lapot visszacsúsztatják a húzópakliba egy véletlenszerű helyre (soha nem legfelülre), és új lapot fordítanak fel.

    Az első lap hatását torony nem háríthatja el, mert senki sem játszotta ki senki ellen.
    .cards = bD1 rD2 gR yS rT2 WT W4

rules-power-turn-title = Egy kör menete
rules-power-turn =
    Amikor rád kerül a sor, vagy kijátszol egy lapot a kezedből a dobópaklira, vagy húzol egy lapot a húzópakliból. Egy lapot akkor játszhatsz ki, ha színe, száma vagy jele megegyezik a dobópakli legfelső lapjáéval: kimaradsz kártyát kimaradsz kártyára, húzz egyet kártyát húzz egyet kártyára és így tovább. Színválasztó kártya után az a szín érvényes, amelyet a lap kijátszója választott. Színválasztó kártyát mindig kijátszhatsz; a színválasztó húzz négyet kártya feltételeit A kártyák című rész írja le.

    Az U, N, O és ! hatalmi jelek nem illeszkednek egymáshoz, a jel alapján nem lehet lapot tenni. Egy U jelű piros 1-es bármilyen piros lapra vagy bármilyen 1-esre tehető, de egy másik U jelű lapra nem.

    Akkor is húzhatsz, ha van a kezedben kijátszható lap. Ha a húzott lap illik a dobópaklira, azonnal kijátszhatod – de csak azt, más lapot nem. Meg is tarthatod; ekkor a következő játékos jön. Ha a húzott lap nem illik, a sor azonnal továbbkerül.

    Ha elfogy a húzópakli, a dobópakli lapjait – a legfelső kivételével – megkeverik, és ezekből lesz az új húzópakli. Ha így sincs mit húzni, a húzás üres marad, és a sor továbbkerül. Büntetésből annyi lapot kell húzni, amennyi még van.

    Két játékos esetén a fordító kártya kimaradsz kártyaként működik: aki kijátszotta, azonnal újra jön.
    .cards = r1U r7 g1 WT

rules-power-cards-title = A kártyák
rules-power-cards =
    Számkártyák 1–9: minden színből kettő-kettő van. Némelyiken hatalmi jel is van: minden színben az egyik 1-esen és az egyik 5-ösön U, az egyik 2-esen és az egyik 6-oson N, az egyik 3-ason és az egyik 7-esen O, az egyik 4-esen és az egyik 8-ason pedig ! áll. Ha hatalmi jelű lapot játszol ki, azonnal megkapod a jelnek megfelelő tornyot (lásd A tornyok).

    Kimaradsz kártya: a következő játékos kimarad, a sor átugorja őt.

    Fordító kártya: megfordul a játék iránya. Két játékos esetén kimaradsz kártyaként működik.

    Húzz egyet kártya: a következő játékos húz egy lapot, és kimarad.

    Húzz kettőt kártya: a következő játékos húz két lapot, és kimarad.

    Szerezz két tornyot kártya: megszerzel két tetszőleges tornyot, amely még nem a tiéd – a szabad tornyok közül, más játékosoktól, vagy egyet innen, egyet onnan. Ha már három tornyod van, a hiányzó egyet kapod meg.

    Színválasztó szerezz egy tornyot kártya: színt választasz, és megszerzel egy tetszőleges tornyot, amely még nem a tiéd. Bármikor kijátszható.

    Színválasztó húzz négyet kártya: színt választasz, a következő játékos pedig húz négy lapot, és kimarad. A szabályok szerint csak akkor játszhatod ki, ha nincs a kezedben más lap az érvényes színből. Ha egy másik színű lapod száma vagy jele egyezik, az nem akadály. A játék nem tiltja meg a szabálytalan kijátszást: ez blöff, amelyre a kihívás a válasz.

    Kihívás: csak a következő játékos – akinek a négy lapot húznia kellene – hívhatja ki a kártya kijátszóját, és csak mielőtt húzna. A kihívott játékos lapjait csak a kihívó látja. Ha a kijátszás szabálytalan volt, a kártya kijátszója húz négy lapot, a kihívó nem húz semmit, és rendesen sorra kerül. Ha szabályos volt, a kihívó húz hat lapot, és kimarad. A választott szín mindkét esetben érvényben marad.
    .cards = b2N yS rR gD1 bD2 yT2 WT W4

rules-power-towers-title = A tornyok
rules-power-towers =
    Négy hatalmi torony van, és mindegyik egy-egy akciókártyától védi meg a gazdáját: a piros U torony a húzz egyet, a kék N torony a húzz kettőt, a zöld O torony a színválasztó húzz négyet, a sárga ! torony pedig a kimaradsz kártyát hárítja el. Kezdetben mind a négy a szabad tornyok helyén áll.

    Tornyot úgy szerezhetsz, hogy kijátszol egy számkártyát, amelyen a torony jele áll. A torony azonnal a tiéd lesz, akár a szabad tornyok közül, akár egy másik játékostól. A lap színének nem kell egyeznie a torony színével. Tornyot a szerezz két tornyot és a színválasztó szerezz egy tornyot kártyával is szerezhetsz.

    Hárítás: ha ellened olyan lapot játszanak ki, amelyet a tornyod elhárít, semmi sem történik veled – nem húzol, és nem maradsz ki. Úgy teszel rá, mintha egy közönséges, azonos színű lap volna; elhárított színválasztó húzz négyet után a választott szín érvényes. A hárítás automatikus. Két játékos esetén a fordító kártya kimaradsz kártyaként működik, de nem kimaradsz kártya, ezért a ! torony nem hárítja el.

    Mind a négy torony: abban a pillanatban, amikor valakié lesz mind a négy torony, az illető egy kivételével az összes lapját eldobhatja (ő dönti el, melyiket tartja meg, de az összeset is megtarthatja). Az eldobott lapok a dobópakli legfelső lapja alá kerülnek, a négy torony pedig visszakerül a szabad tornyok helyére. Ezután a játék a kijátszott lapnak megfelelően folytatódik. Ne felejts el UNO-t kiáltani!
    .cards = r1U b2N g3O y4!

rules-power-uno-title = UNO!
rules-power-uno =
    Amikor olyan lapot játszol ki, amely után már csak egy lap marad a kezedben, „UNO”-t kell kiáltanod. A játékban ezt az UNO gombbal teheted meg: nyomd meg az utolsó előtti lapod kijátszása előtt vagy azzal együtt. A gépi játékosok is kiáltanak, bár könnyű szinten néha elfelejtik.

    Ha elfelejted, bármelyik másik játékos rajtakaphat, amíg azóta senki más nem lépett. Akit rajtakapnak, két lapot húz büntetésből (vagy négyet, ha az UNO-büntetés 4-re van állítva).

    Még menekülhetsz: ha bárki más előtt magad kiáltod el az UNO-t, biztonságban vagy. A rajtakapás érvénytelen, ha a játékos már kiáltott, ha már nem pontosan egy lapja van, vagy ha azóta már más is lépett.

    Ugyanez érvényes, ha a négy torony miatt egy kivételével az összes lapodat eldobod: kiálts azonnal UNO-t.

rules-power-scoring-title = Pontozás
rules-power-scoring =
    A menet abban a pillanatban véget ér, amikor valakinek elfogynak a lapjai. Ha az utolsó lap húzz egyet, húzz kettőt vagy színválasztó húzz négyet kártya volt, a következő játékos akkor is kihúzza a lapokat, és ezek is beszámítanak a pontokba. A torony ilyenkor is hárít, kihívni viszont nem lehet. A befejező lapnak más hatása nincs: a szerezz két tornyot, a színválasztó szerezz egy tornyot és a hatalmi jelű lap sem ad tornyot.

    Hagyományos pontozás: a menet győztese megkapja az ellenfelei kezében maradt összes lap pontját. A számkártyák névértéket érnek. A kimaradsz, a fordító, a húzz egyet, a húzz kettőt és a szerezz két tornyot kártya 20 pontot, a színválasztó szerezz egy tornyot és a színválasztó húzz négyet kártya 50 pontot ér.

    Alternatív pontozás: minden menet után minden játékos a saját kezében maradt lapok értékét adja hozzá a saját pontszámához, ugyanezekkel az értékekkel. Itt tehát a pontokat kerülni érdemes.

    A menet végén az összesítő megmutatja, ki hány pontot kapott, és hogy áll a játék.
    .cards = r9 gD1 bT2 WT W4

rules-power-winning-title = A játék megnyerése
rules-power-winning =
    Hagyományos pontozásnál az nyer, akinek az összpontszáma elsőként éri el a célt (500, hacsak mást nem választasz). Amíg ez nem történik meg, új menet következik, és az osztás balra továbbadódik. Minden menet elején az összes torony visszakerül a szabad tornyok helyére.

    Alternatív pontozásnál a játék akkor ér véget, amikor valakinek az összpontszáma eléri a célt. Ekkor az nyer, akinek a legkevesebb pontja van. Egyenlőség esetén az ülésrendben előbb álló játékos nyer.

rules-power-options-title = Házi szabályok
rules-power-options =
    Az előkészületeknél házi szabályokat is bekapcsolhatsz. Ezek nem szerepelnek a nyomtatott szabályban, és alapértelmezés szerint mind ki vannak kapcsolva. Kivétel a „Két játékosnál a fordító kimaradást jelent” beállítás: ez a gyártó saját szabálya két játékosra, ezért be van kapcsolva, amíg ki nem kapcsolod.

    Két játékosnál a fordító kimaradást jelent: ha csak ketten játszotok, a fordító kártya kimaradsz kártyaként hat, vagyis aki kijátszotta, újra ő következik. Ha kikapcsolod, a fordító csak a játék irányát változtatja meg, és a másik játékos jön.

    Pontozás: hagyományos pontozás, alternatív pontozás vagy egyetlen menet, a Pontozás részben leírtak szerint. Az új játék hagyományos pontozással indul.

    Halmozás: húzz egyet kártyára egy másik húzz egyet, húzz kettőt kártyára egy másik húzz kettőt, színválasztó húzz négyet kártyára egy másik színválasztó húzz négyet tehető. A húzandó lapok száma addig nő, amíg valaki nem tud vagy nem akar tovább halmozni: ő húzza ki az összeset, és kimarad. Halmozott színválasztó húzz négyet kártyát nem lehet kihívni, egyetlenegyet igen. Ha a halom olyan játékoshoz ér, akinek a tornya elhárítja, senki sem húz, és a torony gazdája folytatja a játékot.

    Húzás, amíg nem tudsz rakni: egy lap helyett addig húzol, amíg kijátszható lapot nem kapsz, vagy el nem fogy a pakli. Az utoljára húzott lapot azonnal kijátszhatod.

    Kötelező kijátszás: ha a húzott lap illik a dobópaklira, azonnal ki kell játszanod.

    UNO-büntetés: akit rajtakapnak, 2 vagy 4 lapot húz.

    Célpontszám: ennyi pontnál ér véget a játék (alapértelmezés: 500).
    .cards = gD1 bD1 rD2 yD2 W4

## A beugrás és a csapatjáték házi szabály (issue 23): a házi szabályok után következő bekezdések

rules-power-options-jump-in =
    Beugrás: ha a kezedben van egy, a dobópakli legfelső lapjával teljesen egyező lap, azonnal kijátszhatod, akkor is, ha nem te következel. Egyező az a lap, amelynek a színe és a száma, vagy a színe és a jele is ugyanaz: piros 7-es piros 7-esre, kék kimaradsz kártya kék kimaradsz kártyára. A torony jele nem számít: a torony jelét viselő piros 5-ös ugyanolyan, mint a sima piros 5-ös. Színválasztó kártyával soha nem lehet beugrani, és arra a lapra sem ugorhatsz be, amelyet te magad játszottál ki.

    Ezután a játék tőled folytatódik, mintha te következtél volna, és akik közben sorra kerültek volna, kimaradnak. A lap ugyanúgy hat, mint a saját körödben: kimaradsz kártya után az utánad következő játékos marad ki, fordító után a játék tőled fordul vissza, húzz kettőt vagy húzz egyet kártya után pedig az utánad következő húz (aki az első lap miatt már húzott, megtartja a lapjait). A torony jelével ellátott számkártya ilyenkor is megszerzi a tornyát.

    Beugrani csak akkor lehet, amikor a játék egy szokásos körre vár, függőben lévő döntés közben soha: amíg valaki színt választ, amíg egy színválasztó húzz négyet kártyát ki lehet hívni, amíg egy halomra válaszolni kell, amíg a négy torony gazdája kiválasztja, melyik lapot tartja meg, vagy amíg a soron lévő játékos a frissen húzott lapjáról dönt. Amikor a következő kör elkezdődik, újra beugorhatsz, ha a lap még mindig a dobópakli tetején van. A kezdőlapra is be lehet ugrani, miután a hatása lezajlott. Légy gyors: ha a soron lévő játékos előbb rak, elszalasztottad a lehetőséget. Ha a beugrás után egy lapod marad, ugyanúgy UNO-t kell kiáltanod, mint bármely más kijátszásnál.

rules-power-options-teams =
    Csapatjáték: 4, 6, 8 vagy 10 játékos kétfős csapatokban is játszhat. A csapattársak egymással szemben ülnek, így mindkét oldalon ugyanannyi játékos van köztük. Ha egyikük megszabadul a lapjaitól, a menetet mindketten megnyerik.

    Hagyományos pontozás: a csapat megkapja az összes többi csapat kezében maradt lapok pontját; a csapattárs lapjai nem számítanak. Alternatív pontozás: minden csapat a két tagja kezében maradt lapok értékét adja hozzá a pontszámához. Egyetlen menet: annak a játékosnak a csapata nyeri a játékot, aki megszabadult a lapjaitól. A csapattársaknak közös az összpontszámuk, és a cél a csapatra vonatkozik: hagyományos pontozásnál az a csapat nyer, amely elsőként éri el; alternatív pontozásnál a játék akkor ér véget, amikor valamelyik csapat eléri, és a legkevesebb pontot gyűjtött csapat nyer.

    A csapattársak nem látják egymás lapjait, és a pontozáson kívül ugyanolyan játékosok, mint bárki más: beugorhatsz a csapattársad lapjára, és rajtakaphatod, ha elfelejt UNO-t kiáltani. A tornyok a játékosoké, nem a csapatoké: a csapattársad tornya nem véd téged, és a tornyaitok nem adódnak össze: a mind a négy torony szabálya csak akkor érvényes, ha egy játékosé mind a négy. A statisztikában a csapat győzelme mindkét csapattársnak számít.
