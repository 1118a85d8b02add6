## A szakértő átnézi a befejezett játékot (issue 33). Magyarázat: en/review.ftl.

review-move-wild = { $card } ({ $color })

review-cli-line = { $number }. { $move }. lépés: a választásod { $chosen } ({ $chosen_chance }%), a legjobb { $best } ({ $best_chance }%)
review-summary = { $player }: { $decisions } döntés, ebből { $matched } a szakértőével egyező, { $costly } drága (a legdrágább { $worst } százalékpontba került)
review-no-file = Nincs visszajátszásfájl itt: { $path }.
review-bad-file = Ez a visszajátszás nem nézhető át, mert a fájl sérült: { $path } ({ $detail }).
review-bad-seat = Ebben a játékban nincs { $seat }. hely: 1 és { $players } között válassz.

review-button = Elemzés
review-title = Játékelemzés: { $player }
review-working = A szakértő átnézi a döntéseidet: { $done } / { $total }
review-cancel = Mégse
review-back = Vissza
review-failed = Az elemzés leállt: { $detail }
review-nothing = Nincs mit elemezni: ebben a játékban minden lépés kényszerlépés volt.
review-line-label = Esélyed a menet megnyerésére az egyes döntések után
review-costly-title = A legdrágább döntések
review-no-costly = Egyik döntésed sem került többe { $points } százalékpontnál.
## said after review-no-costly only when the reviewed player won the game
review-well-played = Szép játék volt!
review-decision = { $number }. döntés: a választásod { $chosen } ({ $chosen_chance }%) volt, jobb lett volna { $best } ({ $best_chance }%).
review-well-title = Ami jól ment
review-well-matched = { $decisions } döntésedből { $matched } egyezett a szakértőével.
review-well-found = { $number }. döntés: megtaláltad a legjobb lépést ({ $move }); a második legjobb { $points } százalékponttal gyengébb volt.
review-show-moment = Mutasd ezt a pillanatot
review-show-better = Játszd le a jobb lépést
review-moment = { $number }. döntés: az asztal, mielőtt ezt választottad: { $chosen }
review-decision-good = { $number }. döntés: a választásod { $chosen } ({ $chosen_chance }%) volt, ugyanaz, amit a szakértő is választott volna.
review-legend-chosen = A lépésed
review-legend-best = A legjobb lépés
review-legend-costly = Drága döntés
review-chip = { $number }. döntés
review-keys = Nyílbillentyűk: döntés kiválasztása · Enter: megmutatás az asztalon
review-showing = { $number }. döntés: a jobb lépés ez lett volna: { $best }

review-why-out = Az utolsó lapod ({ $best }) azonnal megnyerte volna a menetet.
review-why-uno = A jobb lépéssel ({ $best }) egyetlen lapod maradt volna.
review-why-stop-next = { $player } kezében már csak { $count ->
    [one] egy lap
   *[other] { $count } lap
} maradt, és a jobb lépés ({ $best }) visszafogta volna.
review-why-kept-wild = Elhasználtál egy színválasztót ({ $chosen }), pedig ez is passzolt: { $best }. A megtartott színválasztó később kiút lehet.
review-why-shed = A húzással eggyel több lap lett a kezedben; a jobb lépéssel ({ $best }) eggyel kevesebb lett volna.
review-why-challenge = Megérte kihívni: { $best_chance }% esély a menet megnyerésére { $chosen_chance }% helyett.
review-why-accept = Az elfogadás volt a biztosabb válasz: { $best_chance }% esély a menet megnyerésére { $chosen_chance }% helyett.
review-why-colour = A { $color } szín illett a lapjaidhoz: { $held } ilyen lapod volt, és még { $unseen } nem került elő.
review-why-colours = A jobb lépés ({ $best }) után { $colours_best } szín maradt volna a kezedben, a tiéd ({ $chosen }) után { $colours_chosen }: kevesebb szín, kevesebb kör passzoló lap nélkül.
review-why-search = A szakértő a nem látott lapok { $worlds } leosztásán számolt: a jobb lépéssel ({ $best }) { $best_chance }%, a tiéddel ({ $chosen }) { $chosen_chance }% lett az esély.
