## Lær å spille (issue 33): et guidet første spill for hver utgave. Se en/tutorial.ftl.

tutorial-menu = Lær å spille
tutorial-offer = Ny i UNO Table? Under «Lær å spille» får du et guidet første spill.
tutorial-title = Lær å spille
tutorial-choose = Et guidet første spill med forberedte kort. Velg en utgave:
tutorial-opponent = Alex
tutorial-next = Neste
tutorial-skip = Hopp over
tutorial-leave = Forlat
tutorial-done = Det var leksjonen. Spill videre om du vil, eller forlat bordet.
tutorial-wait = Spill videre: neste tips dukker opp når det passer i spillet.

tutorial-welcome = Velkommen! Dette er et ekte spill mot Alex, med forberedte kort. Bli kvitt alle kortene dine før Alex. Trykk på Neste (eller N) for å gå videre.
tutorial-pile = Dette er kastebunken. Når det er din tur, legger du et kort som passer med det øverste kortet i farge, tall eller symbol. Et jokerkort kan legges på hva som helst.
tutorial-glow = Kortene du kan legge, lyser. Legg ett av dem: klikk på det, eller velg det med piltastene og trykk Enter.
tutorial-draw = Ingen av kortene dine passer med det øverste kortet. Trekk et kort fra trekkbunken: klikk på den eller på Trekk, eller trykk D.
tutorial-drawn = Kortet du trakk, passer, så du kan legge det med en gang. Legg det (eller behold det, så går turen til Alex).
tutorial-uno = To kort igjen! Når et trekk gir deg ett kort igjen, må du si UNO: trykk på UNO (eller U), og legg så kortet.
tutorial-catch = Alex la sitt nest siste kort uten å si UNO. Ta Alex før neste trekk: trykk på knappen under Alex (eller C). Da må Alex trekke to kort.
tutorial-again = Nå passer ingen av kortene dine. Trekk et kort.
tutorial-w4 = Alex la et trekk 4-jokerkort. Det kan bare legges når man ikke har andre kort i fargen som gjelder. Tror du Alex bløffet? Utfordre: har du rett, trekker Alex de fire kortene, ellers trekker du seks. Eller godta og trekk fire.
tutorial-finish = Spill videre nå: den som først blir kvitt alle kortene sine, vinner runden.
tutorial-towers = Makttårn: når du legger et tallkort med et maktikon, får du tårnet med samme ikon. Legg den blå femmeren med maktikonet U, så blir U-tårnet ditt.
tutorial-blocked = Hvert tårn blokkerer én type kort: det røde U-tårnet blokkerer trekk 1-kort. Blir et kort som tårnet ditt blokkerer, lagt mot deg, skjer det ingenting: du trekker ingen kort og mister ikke turen.
tutorial-shuffle = Stokkejoker: velg farge, så blir alle kortene fra alle hender, også dine, samlet, stokket og delt ut på nytt. Legg den nå.

## Lær å spille: hva hver leksjon lærer deg, og om den er spilt ferdig (issue 42)
tutorial-teaches-classic = Å legge riktig kort, trekke, si UNO, ta den som glemte UNO, og svare på et trekk 4-jokerkort.
tutorial-teaches-power = Det grunnleggende, og så makttårnene: ta et, og la det stoppe et kort som legges mot deg.
tutorial-teaches-modern = Det grunnleggende, og så stokkejokeren, som deler ut alle hender på nytt.
tutorial-finished = Fullført
tutorial-not-finished = Ikke fullført ennå

tutorial-leave-title = Forlate leksjonen?
tutorial-leave-text = Du kan fortsette herfra senere: velg leksjonen igjen under Lær å spille.
tutorial-leave-stay = Spill videre
tutorial-leave-yes = Forlat leksjonen
tutorial-resume-title = Fortsette leksjonen?
tutorial-resume-text = Du forlot leksjonen før den var ferdig.
tutorial-resume-yes = Fortsett
tutorial-resume-again = Begynn på nytt
tutorial-left = Avbrutt – kan fortsettes
