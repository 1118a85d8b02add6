# A klasszikus UNO szabálykönyve (magyar).
# Minden bekezdés egy sorban áll; a bekezdéseket üres sor választja el.

rules-classic-title = Klasszikus UNO – szabályok

rules-classic-different-title = Miben más ez a változat
rules-classic-different =
    Ez az UNO úgy, ahogy mindig is játszották, és ebből indul ki a többi változat: 108 lap, pont a
    többiek kezében maradt lapokért, és 500 pont a győzelemhez.

    A színválasztó húzz négyet lapot ki lehet hívni, ha úgy gondolod, blöff volt. Az Üres kártyák
    opció minden színbe ad egy üres kártyát, amely egy általad választott házi szabályt hordoz.
    .cards = W4 rD2 gR bS

rules-classic-aim-title = A játék célja
rules-classic-aim =
    Légy az első, aki minden menetben megszabadul az összes lapjától! Aki elsőként teszi le az utolsó lapját, megkapja az ellenfelei kezében maradt lapok pontjait. A menetek pontjai összeadódnak, és az nyeri a játékot, aki elsőként éri el a célpontszámot, ami általában 500.

    A játékot 2–10 fő játszhatja. A pakli 108 lapból áll: négy szín (piros, sárga, zöld és kék) 0–9-ig számozott lapjai, ugyanilyen színű akciókártyák, valamint színválasztó kártyák. Ha bekapcsolod az üres kártyákat, a pakli 112 lapos.
    .cards = r7 y3 g0 bS W

rules-classic-setup-title = Előkészületek
rules-classic-setup =
    Az első menet előtt minden játékos húz egy lapot a pakliból. Aki a legnagyobb számot húzta, az oszt; az akciókártyák és a színválasztó kártyák itt nullát érnek. Ha többen is a legnagyobbat húzták, csak ők húznak újra egymás között. A kihúzott lapok keverés előtt visszakerülnek a pakliba. A további menetekben mindig a bal oldali szomszéd az osztó.

    Az osztó megkeveri a paklit, és mindenkinek hét lapot oszt, egyesével, a bal oldali szomszédjától kezdve. A maradék lapok képpel lefelé a húzópaklit alkotják. A húzópakli legfelső lapját felfordítják mellé: ezzel indul a dobópakli. A keverést és az osztást a játék elvégzi helyetted.

    Az osztótól balra ülő játékos kezd, és a játék az óramutató járásával megegyező irányban halad, hacsak az első lap másként nem rendelkezik.

rules-classic-first-card-title = Az első lap
rules-classic-first-card =
    Ha a dobópakli első lapja számkártya, a játék a szokásos módon kezdődik. Ha akciókártya vagy színválasztó kártya, a következő történik:

    Húzz kettőt kártya: a kezdő játékos húz két lapot, és kimarad, így az utána következő játékos kezd.

    Fordító kártya: az osztó kezd, és a játék az óramutató járásával ellentétes irányban halad.

    Kimaradsz kártya: az osztótól balra ülő játékos kimarad, és az ő bal oldali szomszédja kezd.

    Színválasztó kártya: a kezdő játékos először színt választ, majd lejátssza a körét.

    Színválasztó húzz négyet kártya: a lapot visszacsúsztatják a húzópakliba egy véletlenszerű helyre (soha nem legfelülre), és új lapot fordítanak fel.

    Üres kártya (ha az üres kártyák be vannak kapcsolva): csak a kezdő színt határozza meg, a rajta lévő szabály ilyenkor nem lép életbe.
    .cards = rD2 bR gS W W4

rules-classic-turn-title = Egy kör menete
rules-classic-turn =
    Amikor rád kerül a sor, vagy kijátszol egy lapot a kezedből a dobópaklira, vagy húzol egy lapot a húzópakliból. Egy lapot akkor játszhatsz ki, ha színe, száma vagy jele megegyezik a dobópakli legfelső lapjáéval. Színválasztó kártya után az a szín érvényes, amelyet a lap kijátszója választott. Színválasztó kártyát mindig kijátszhatsz; a színválasztó húzz négyet kártya feltételeit a Kártyák című rész írja le.

    Például ha a dobópakli tetején piros 7-es van, kijátszhatsz bármilyen piros lapot, bármilyen színű 7-est vagy egy színválasztó kártyát. Piros kimaradsz kártyára bármilyen piros lap vagy bármilyen színű kimaradsz kártya tehető.

    Akkor is húzhatsz, ha van a kezedben kijátszható lap. Ha a húzott lap illik a dobópaklira, azonnal kijátszhatod – de csak azt, más lapot nem. Meg is tarthatod; ekkor a következő játékos jön. Ha a húzott lap nem illik, a sor azonnal továbbkerül.

    Ha elfogy a húzópakli, a dobópakli lapjait – a legfelső kivételével – megkeverik, és ezekből lesz az új húzópakli. Ha így sincs mit húzni, a húzás üres marad, és a sor továbbkerül. Büntetésből annyi lapot kell húzni, amennyi még van.

    Két játékos esetén a fordító kártya kimaradsz kártyaként működik: aki kijátszotta, azonnal újra jön.
    .cards = r7 r2 g7 W

rules-classic-cards-title = A kártyák
rules-classic-cards =
    Számkártyák 0–9: minden színből egy 0-s és az 1–9 számokból kettő-kettő van. A számkártyáknak nincs különleges hatásuk. Emellett minden színből két kimaradsz, két fordító és két húzz kettőt kártya van, a pakliban pedig négy színválasztó és négy színválasztó húzz négyet kártya található.

    Kimaradsz kártya: a következő játékos kimarad, a sor átugorja őt.

    Fordító kártya: megfordul a játék iránya. Ha eddig az óramutató járásával megegyezően haladt, most ellentétesen halad, és fordítva. Két játékos esetén kimaradsz kártyaként működik.

    Húzz kettőt kártya: a következő játékos húz két lapot, és kimarad.

    Színválasztó kártya: te döntöd el, milyen színnel folytatódik a játék; a jelenlegi színt is választhatod. Bármikor kijátszhatod, akkor is, ha más kijátszható lap is van a kezedben.

    Színválasztó húzz négyet kártya: színt választasz, a következő játékos pedig húz négy lapot, és kimarad. A szabályok szerint csak akkor játszhatod ki, ha nincs a kezedben más lap az érvényes színből. Ha egy másik színű lapod száma vagy jele egyezik, az nem akadály. A játék nem tiltja meg a szabálytalan kijátszást: ez blöff, amelyre a kihívás a válasz.

    Kihívás: csak a következő játékos – akinek a négy lapot húznia kellene – hívhatja ki a kártya kijátszóját, és csak mielőtt húzna. A kihívott játékos lapjait csak a kihívó látja. Ha a kijátszás szabálytalan volt, a kártya kijátszója húz négy lapot, a kihívó nem húz semmit, és rendesen sorra kerül. Ha szabályos volt, a kihívó húz hat lapot, és kimarad. A választott szín mindkét esetben érvényben marad.

    Üres kártyák (házi szabály): minden színből egy üres kártya kerül a pakliba, és az előkészületeknél egy közös szabályt választasz mind a négyhez. A lehetőségek: a következő játékos addig húz, amíg az üres kártya színével egyező lapot nem húz (színválasztó kártya nem számít), és kimarad; a többi játékos az összes színválasztó kártyáját a dobópakli legfelső lapja alá teszi; a következő játékos egy helyett három lapot húz, ha nem tud lapot kijátszani; a kártya kijátszója még egy kört kap; a következő játékos addig húz vagy dob el lapokat, amíg pontosan hét lapja nem lesz; vagy egyszerű színes lap, szabály nélkül. Üres kártyát azonos színű lapra vagy egy másik üres kártyára lehet tenni. Ha a színválasztók eldobása után valakinek nem marad lapja, megszabadult a lapjaitól, és a menet véget ér; ha többen is így járnak, a játék irányában elsőként következő nyer.
    .cards = rS bR gD2 W W4 yX

rules-classic-uno-title = UNO!
rules-classic-uno =
    Amikor olyan lapot játszol ki, amely után már csak egy lap marad a kezedben, „UNO”-t kell kiáltanod. A játékban ezt az UNO gombbal teheted meg: nyomd meg az utolsó előtti lapod kijátszása előtt vagy azzal együtt. A gépi játékosok is kiáltanak, bár könnyű szinten néha elfelejtik.

    Ha elfelejted, bármelyik másik játékos rajtakaphat, amíg azóta senki más nem lépett. Akit rajtakapnak, két lapot húz büntetésből (vagy négyet, ha az UNO-büntetés 4-re van állítva).

    Még menekülhetsz: ha bárki más előtt magad kiáltod el az UNO-t, biztonságban vagy. A rajtakapás érvénytelen, ha a játékos már kiáltott, ha már nem pontosan egy lapja van, vagy ha azóta már más is lépett.

    Ugyanez érvényes, ha más okból marad egyetlen lapod, például a hetes–nullás szabály kézcseréje után, vagy ha egy üres kártya miatt el kell dobnod a színválasztó kártyáidat: kiálts azonnal UNO-t.

rules-classic-scoring-title = Pontozás
rules-classic-scoring =
    A menet abban a pillanatban véget ér, amikor valakinek elfogynak a lapjai. Ha az utolsó lap húzz kettőt vagy színválasztó húzz négyet kártya volt, a következő játékos akkor is kihúzza a lapokat (kihívni nem lehet), és ezek is beszámítanak a pontokba. A befejező lapnak más hatása nincs: az üres kártya szabálya nem lép életbe, és a hetes vagy a nullás sem vált ki lapcserét.

    Hagyományos pontozás: a menet győztese megkapja az ellenfelei kezében maradt összes lap pontját. A számkártyák névértéket érnek. A kimaradsz, a fordító, a húzz kettőt és az üres kártya 20 pontot, a színválasztó és a színválasztó húzz négyet kártya 50 pontot ér.

    Alternatív pontozás: minden menet után minden játékos a saját kezében maradt lapok értékét adja hozzá a saját pontszámához, ugyanezekkel az értékekkel. Itt tehát a pontokat kerülni érdemes.

    A menet végén az összesítő megmutatja, ki hány pontot kapott, és hogy áll a játék.
    .cards = r9 bS gR yD2 W W4

rules-classic-winning-title = A játék megnyerése
rules-classic-winning =
    Hagyományos pontozásnál az nyer, akinek az összpontszáma elsőként éri el a célt (500, hacsak mást nem választasz). Amíg ez nem történik meg, új menet következik, és az osztás balra továbbadódik.

    Alternatív pontozásnál a játék akkor ér véget, amikor valakinek az összpontszáma eléri a célt. Ekkor az nyer, akinek a legkevesebb pontja van. Egyenlőség esetén az ülésrendben előbb álló játékos nyer.

rules-classic-options-title = Házi szabályok
rules-classic-options =
    Az előkészületeknél házi szabályokat is bekapcsolhatsz. Ezek nem szerepelnek a nyomtatott szabályban, és alapértelmezés szerint mind ki vannak kapcsolva. Kivétel a „Két játékosnál a fordító kimaradást jelent” beállítás: ez a gyártó saját szabálya két játékosra, ezért be van kapcsolva, amíg ki nem kapcsolod.

    Két játékosnál a fordító kimaradást jelent: ha csak ketten játszotok, a fordító kártya kimaradsz kártyaként hat, vagyis aki kijátszotta, újra ő következik. Ha kikapcsolod, a fordító csak a játék irányát változtatja meg, és a másik játékos jön.

    Pontozás: hagyományos pontozás, alternatív pontozás vagy egyetlen menet, a Pontozás részben leírtak szerint. Az új játék hagyományos pontozással indul.

    Halmozás: húzz kettőt kártyára egy másik húzz kettőt, színválasztó húzz négyet kártyára egy másik színválasztó húzz négyet tehető. A húzandó lapok száma addig nő, amíg valaki nem tud vagy nem akar tovább halmozni: ő húzza ki az összeset, és kimarad. Halmozott színválasztó húzz négyet kártyát nem lehet kihívni, egyetlenegyet igen.

    Hetes–nullás: ha hetest játszol ki, kicseréled a lapjaidat egy általad választott játékossal. Ha nullást, mindenki továbbadja a kezében lévő lapokat a játék irányában következő játékosnak. Egyik sem történik meg, ha a hetes vagy a nullás volt a játékos utolsó lapja.

    Húzás, amíg nem tudsz rakni: egy lap helyett addig húzol, amíg kijátszható lapot nem kapsz, vagy el nem fogy a pakli. Az utoljára húzott lapot azonnal kijátszhatod.

    Kötelező kijátszás: ha a húzott lap illik a dobópaklira, azonnal ki kell játszanod.

    UNO-büntetés: akit rajtakapnak, 2 vagy 4 lapot húz.

    Célpontszám: ennyi pontnál ér véget a játék (alapértelmezés: 500).

    Üres kártyák: négy üres kártya kerül a pakliba, egy közös szabállyal (lásd A kártyák). Egy üres kártya 20 pontot ér.
    .cards = rD2 bD2 W4 r7 g0

## A beugrás és a csapatjáték házi szabály (issue 23): a házi szabályok után következő bekezdések

rules-classic-options-jump-in =
    Beugrás: ha a kezedben van egy, a dobópakli legfelső lapjával teljesen egyező lap, azonnal kijátszhatod, akkor is, ha nem te következel. Egyező az a lap, amelynek a színe és a száma, vagy a színe és a jele is ugyanaz: piros 7-es piros 7-esre, kék kimaradsz kártya kék kimaradsz kártyára. Színválasztó kártyával soha nem lehet beugrani, és arra a lapra sem ugorhatsz be, amelyet te magad játszottál ki.

    Ezután a játék tőled folytatódik, mintha te következtél volna, és akik közben sorra kerültek volna, kimaradnak. A lap ugyanúgy hat, mint a saját körödben: kimaradsz kártya után az utánad következő játékos marad ki, fordító után a játék tőled fordul vissza, húzz kettőt kártya után pedig az utánad következő húz (aki az első lap miatt már húzott, megtartja a lapjait).

    Beugrani csak akkor lehet, amikor a játék egy szokásos körre vár, függőben lévő döntés közben soha: amíg valaki színt választ, amíg egy színválasztó húzz négyet kártyát ki lehet hívni, amíg egy halomra válaszolni kell, amíg valaki kiválasztja, mely lapokat dobja el, vagy amíg a soron lévő játékos a frissen húzott lapjáról dönt. Amikor a következő kör elkezdődik, újra beugorhatsz, ha a lap még mindig a dobópakli tetején van. A kezdőlapra is be lehet ugrani, miután a hatása lezajlott. Légy gyors: ha a soron lévő játékos előbb rak, elszalasztottad a lehetőséget. Ha a beugrás után egy lapod marad, ugyanúgy UNO-t kell kiáltanod, mint bármely más kijátszásnál.

rules-classic-options-teams =
    Csapatjáték: 4, 6, 8 vagy 10 játékos kétfős csapatokban is játszhat. A csapattársak egymással szemben ülnek, így mindkét oldalon ugyanannyi játékos van köztük. Ha egyikük megszabadul a lapjaitól, a menetet mindketten megnyerik.

    Hagyományos pontozás: a csapat megkapja az összes többi csapat kezében maradt lapok pontját; a csapattárs lapjai nem számítanak. Alternatív pontozás: minden csapat a két tagja kezében maradt lapok értékét adja hozzá a pontszámához. Egyetlen menet: annak a játékosnak a csapata nyeri a játékot, aki megszabadult a lapjaitól. A csapattársaknak közös az összpontszámuk, és a cél a csapatra vonatkozik: hagyományos pontozásnál az a csapat nyer, amely elsőként éri el; alternatív pontozásnál a játék akkor ér véget, amikor valamelyik csapat eléri, és a legkevesebb pontot gyűjtött csapat nyer.

    A csapattársak nem látják egymás lapjait, és a pontozáson kívül ugyanolyan játékosok, mint bárki más: beugorhatsz a csapattársad lapjára, és rajtakaphatod, ha elfelejt UNO-t kiáltani. A statisztikában a csapat győzelme mindkét csapattársnak számít.
