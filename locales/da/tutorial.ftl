## Lær at spille (issue 33): et guidet første spil for hver udgave. Se en/tutorial.ftl.

tutorial-menu = Lær at spille
tutorial-offer = Ny i UNO Table? Under "Lær at spille" får du et guidet første spil.
tutorial-title = Lær at spille
tutorial-choose = Et guidet første spil med forberedte kort. Vælg en udgave:
tutorial-opponent = Alex
tutorial-next = Næste
tutorial-skip = Spring over
tutorial-leave = Forlad
tutorial-done = Det var lektionen. Spil videre, hvis du vil, eller forlad bordet.
tutorial-wait = Spil videre: det næste tip dukker op, når det passer i spillet.

tutorial-welcome = Velkommen! Det her er et rigtigt spil mod Alex med forberedte kort. Kom af med alle dine kort før Alex. Tryk på Næste (eller N) for at gå videre.
tutorial-pile = Det her er afkastbunken. Når det er din tur, lægger du et kort, der passer til det øverste kort i farve, tal eller symbol. En joker kan lægges på hvad som helst.
tutorial-glow = De kort, du kan lægge, lyser. Læg et af dem: klik på det, eller vælg det med piletasterne og tryk Enter.
tutorial-draw = Ingen af dine kort passer til det øverste kort. Træk ét kort fra bunken: klik på den eller på Træk, eller tryk D.
tutorial-drawn = Kortet, du trak, passer, så du må lægge det med det samme. Læg det (eller behold det, så er det Alex' tur).
tutorial-uno = To kort tilbage! Når et træk efterlader dig med ét kort, skal du sige UNO: tryk på UNO (eller U), og læg så kortet.
tutorial-catch = Alex lagde sit næstsidste kort uden at sige UNO. Fang Alex før næste træk: tryk på knappen under Alex (eller C). Så trækker Alex to kort.
tutorial-again = Nu passer ingen af dine kort. Træk ét kort.
tutorial-w4 = Alex lagde en Træk fire-joker. Den må kun lægges, når man ikke har andre kort i den farve, der gælder. Tror du, at Alex bluffede? Udfordr: har du ret, trækker Alex de fire kort, ellers trækker du seks. Eller accepter og træk fire.
tutorial-finish = Spil nu videre: den, der først kommer af med alle sine kort, vinder runden.
tutorial-towers = Magttårne: når du lægger et talkort med et magtsymbol, får du tårnet med samme symbol. Læg din blå 5 med magtsymbolet U, så bliver magttårnet U dit.
tutorial-blocked = Hvert tårn blokerer én slags kort: det røde tårn U blokerer Træk ét. Bliver et kort, som dit tårn blokerer, lagt mod dig, sker der ingenting: du trækker ingen kort og mister ikke din tur.
tutorial-shuffle = Blandejoker: vælg farven, så bliver alle kort fra alle hænder, også dine, samlet, blandet og givet ud igen. Læg den nu.

## Lær at spille: hvad hver lektion lærer dig, og om den er spillet til ende (issue 42)
tutorial-teaches-classic = At lægge det rigtige kort, trække, sige UNO, fange den, der glemte UNO, og svare på en Træk fire-joker.
tutorial-teaches-power = Det grundlæggende og så magttårnene: tag et, og lad det stoppe et kort, der lægges mod dig.
tutorial-teaches-modern = Det grundlæggende og så Blandejokeren, der giver alle hænder ud på ny.
tutorial-finished = Gennemført
tutorial-not-finished = Ikke gennemført endnu

tutorial-leave-title = Forlad lektionen?
tutorial-leave-text = Du kan fortsætte herfra senere: vælg lektionen igen under Lær at spille.
tutorial-leave-stay = Spil videre
tutorial-leave-yes = Forlad lektionen
tutorial-resume-title = Fortsæt lektionen?
tutorial-resume-text = Du forlod lektionen, før den var slut.
tutorial-resume-yes = Fortsæt
tutorial-resume-again = Start forfra
tutorial-left = Afbrudt – kan fortsættes
