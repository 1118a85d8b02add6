## Ismerkedés a játékkal (issue 33): bemutató játék mindhárom változathoz. Lásd en/tutorial.ftl.

tutorial-menu = Ismerkedés a játékkal
tutorial-offer = Új vagy az UNO Table-ben? Az „Ismerkedés a játékkal” egy bemutató játékot oszt neked.
tutorial-title = Ismerkedés a játékkal
tutorial-choose = Bemutató játék előre elrendezett lapokkal. Válassz változatot:
tutorial-opponent = Alex
tutorial-next = Tovább
tutorial-skip = Kihagyom
tutorial-leave = Kilépés
tutorial-done = Ennyi volt a lecke. Játssz tovább kedvedre, vagy állj fel az asztaltól.
tutorial-wait = Játssz tovább: a következő tipp akkor jelenik meg, amikor időszerű.

tutorial-welcome = Üdv! Ez egy igazi játék Alex ellen, előre elrendezett lapokkal. Szabadulj meg minden lapodtól Alex előtt. A folytatáshoz nyomd meg a Tovább gombot (vagy az N-t).
tutorial-pile = Ez a dobópakli. Amikor rád kerül a sor, olyan lapot tegyél rá, amely színben, számban vagy jelben egyezik a legfelső lappal. Színválasztó bármire mehet.
tutorial-glow = A kijátszható lapjaid világítanak. Tedd le az egyiket: kattints rá, vagy válaszd ki a nyilakkal, és nyomj Entert.
tutorial-draw = Egyik lapod sem illik a legfelső laphoz. Húzz egy lapot a húzópakliból: kattints rá vagy a Húzás gombra, vagy nyomd meg a D-t.
tutorial-drawn = A húzott lap illik, így rögtön leteheted. Tedd le (vagy tartsd meg, és Alex jön).
tutorial-uno = Két lapod maradt! Ha egy lépés után egy lapod marad, UNO-t kell kiáltanod: nyomd meg az UNO gombot (vagy az U-t), aztán tedd le a lapot.
tutorial-catch = Alex letette az utolsó előtti lapját, de nem kiáltott UNO-t. Kapd rajta a következő lépés előtt: nyomd meg a neve alatti gombot (vagy a C-t). Alex két lapot húz.
tutorial-again = Most egyik lapod sem illik. Húzz egy lapot.
tutorial-w4 = Alex színválasztó húzz négyet lapot tett le. Ezt csak az teheti le, akinek nincs más lapja a játékban lévő színből. Szerinted Alex blöffölt? Hívd ki: ha igazad van, Alex húzza a négy lapot, ha nincs, te húzol hatot. Vagy fogadd el, és húzz négyet.
tutorial-finish = Most játssz tovább: aki elsőként szabadul meg minden lapjától, megnyeri a menetet.
tutorial-towers = Hatalmi tornyok: ha hatalmi jellel ellátott számkártyát játszol ki, megkapod a jelhez tartozó tornyot. Tedd le a kék 5-öst, amelyen U jel van, és az U torony a tiéd.
tutorial-blocked = Minden torony egyféle lap ellen véd: a piros U torony a húzz egyet ellen. Ha ellened olyan lapot játszanak ki, amely ellen a tornyod véd, nem történik veled semmi: nem húzol, és nem maradsz ki a körből.
tutorial-shuffle = Színválasztó kézkeverő: válassz színt, aztán minden kézben lévő összes lapot, a tiédet is, összegyűjtik, megkeverik és újra kiosztják. Tedd le most.

## Tanulj meg játszani: mit tanít az egyes lecke, és végigjátszották-e (issue 42)
tutorial-teaches-classic = Az egyező lap letétele, a húzás, az UNO bemondása, a feledékeny játékos rajtakapása és a válasz egy színválasztó húzz négyet lapra.
tutorial-teaches-power = Az alapok, aztán a hatalmi tornyok: szerezz egyet, és hárítsd el vele az ellened tett lapot.
tutorial-teaches-modern = Az alapok, aztán a színválasztó kézkeverő, amely minden kezet újraoszt.
tutorial-finished = Teljesítve
tutorial-not-finished = Még nincs teljesítve

tutorial-leave-title = Abbahagyod a leckét?
tutorial-leave-text = Később innen folytathatod: válaszd újra ezt a leckét az Ismerkedés a játékkal menüben.
tutorial-leave-stay = Játszom tovább
tutorial-leave-yes = Abbahagyom
tutorial-resume-title = Folytatod a leckét?
tutorial-resume-text = Ezt a leckét félbehagytad.
tutorial-resume-yes = Folytatom
tutorial-resume-again = Újrakezdem
tutorial-left = Félbehagyva – folytatható
