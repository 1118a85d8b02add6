## Asiantuntijan analyysi päättyneestä pelistä (issue 33). Selitykset: en/review.ftl.

review-move-wild = { $card } ({ $color })

review-cli-line = { $number }. Siirto { $move }: valinta { $chosen } ({ $chosen_chance } %), paras { $best } ({ $best_chance } %)
review-summary = { $player }: { $decisions ->
    [one] { $decisions } päätös
   *[other] { $decisions } päätöstä
}, { $matched } samoin kuin asiantuntija, { $costly ->
    [one] { $costly } kallis
   *[other] { $costly } kallista
} (kallein maksoi { $worst ->
    [one] { $worst } prosenttiyksikön
   *[other] { $worst } prosenttiyksikköä
})
review-no-file = Uusintatiedostoa ei löydy: { $path }.
review-bad-file = Uusintaa { $path } ei voi käydä läpi, koska tiedosto on vioittunut ({ $detail }).
review-bad-seat = Pelissä ei ole paikkaa { $seat }. Valitse paikka väliltä 1–{ $players }.

review-button = Analyysi
review-title = Pelianalyysi: { $player }
review-working = Asiantuntija käy päätöksiäsi läpi: { $done }/{ $total }
review-cancel = Peruuta
review-back = Takaisin
review-failed = Analyysi keskeytyi: { $detail }
review-nothing = Ei mitään katsottavaa: pelin jokainen siirto oli pakotettu.
review-line-label = Voittomahdollisuutesi erässä kunkin päätöksen jälkeen
review-costly-title = Kalleimmat päätökset
review-no-costly = Yksikään päätös ei maksanut yli { $points ->
    [one] { $points } prosenttiyksikön
   *[other] { $points } prosenttiyksikköä
}.
## said after review-no-costly only when the reviewed player won the game
review-well-played = Hienosti pelattu!
review-decision = Päätös { $number }: valintasi oli { $chosen } ({ $chosen_chance } %), parempi olisi ollut { $best } ({ $best_chance } %).
review-well-title = Mikä meni hyvin
review-well-matched = { $decisions } päätöksestäsi { $matched ->
    [one] { $matched } oli sama kuin asiantuntijan.
   *[other] { $matched } oli samoja kuin asiantuntijan.
}
review-well-found = Päätös { $number }: löysit parhaan siirron ({ $move }); seuraavaksi paras oli { $points ->
    [one] { $points } prosenttiyksikön
   *[other] { $points } prosenttiyksikköä
} huonompi.
review-show-moment = Näytä tämä hetki
review-show-better = Pelaa parempi siirto
review-moment = Päätös { $number }: pöytä ennen kuin valitsit { $chosen }
review-decision-good = Päätös { $number }: valintasi oli { $chosen } ({ $chosen_chance } %), sama kuin asiantuntijan.
review-legend-chosen = Sinun siirtosi
review-legend-best = Paras siirto
review-legend-costly = Kallis päätös
review-chip = Päätös { $number }
review-keys = Nuolinäppäimet: valitse päätös · Enter: näytä se pöydällä
review-showing = Päätös { $number }: parempi siirto oli { $best }

review-why-out = Viimeinen korttisi ({ $best }) olisi voittanut erän saman tien.
review-why-uno = Siirrolla { $best } sinulle olisi jäänyt vain yksi kortti.
review-why-stop-next = Pelaajalla { $player } oli jäljellä vain { $count ->
    [one] yksi kortti
   *[other] { $count } korttia
}, ja { $best } olisi hidastanut häntä.
review-why-kept-wild = Käytit jokerin ({ $chosen }), vaikka { $best } olisi sopinut poistopakkaan. Säästetty jokeri on myöhemmin pelastus.
review-why-shed = Nostaminen toi käteesi kortin lisää, kun taas siirrolla { $best } olisit päässyt yhdestä eroon.
review-why-challenge = Haastaminen kannatti: voittomahdollisuus { $best_chance } % eikä { $chosen_chance } %.
review-why-accept = Hyväksyminen oli varmempi vastaus: voittomahdollisuus { $best_chance } % eikä { $chosen_chance } %.
review-why-colour = Väri { $color } sopi käteesi: sinulla oli { $held ->
    [one] { $held } sen värinen kortti
   *[other] { $held } sen väristä korttia
}, ja { $unseen ->
    [one] { $unseen } muu oli vielä piilossa
   *[other] { $unseen } muuta oli vielä piilossa
}.
review-why-colours = Siirron { $best } jälkeen kädessäsi olisi ollut { $colours_best ->
    [one] { $colours_best } väri
   *[other] { $colours_best } väriä
}, siirron { $chosen } jälkeen { $colours_chosen }: mitä vähemmän värejä, sitä harvemmin jäät ilman sopivaa korttia.
review-why-search = Asiantuntija jakoi näkymättömät kortit { $worlds ->
    [one] { $worlds } kerran
   *[other] { $worlds } kertaa
}: { $best } antoi { $best_chance } % ja { $chosen } { $chosen_chance } %.
