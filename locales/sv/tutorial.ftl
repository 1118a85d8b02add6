## Lär dig spela (issue 33): ett guidat första spel per utgåva. Se en/tutorial.ftl.

tutorial-menu = Lär dig spela
tutorial-offer = Ny i UNO Table? Under ”Lär dig spela” får du ett guidat första spel.
tutorial-title = Lär dig spela
tutorial-choose = Ett guidat första spel med förberedda kort. Välj utgåva:
tutorial-opponent = Alex
tutorial-next = Nästa
tutorial-skip = Hoppa över
tutorial-leave = Lämna
tutorial-done = Där var lektionen slut. Spela vidare om du vill, eller lämna bordet.
tutorial-wait = Spela vidare: nästa tips dyker upp när det passar i spelet.

tutorial-welcome = Välkommen! Det här är ett riktigt spel mot Alex, med förberedda kort. Bli av med alla dina kort före Alex. Tryck på Nästa (eller N) för att gå vidare.
tutorial-pile = Det här är slänghögen. När det är din tur lägger du ett kort som passar det översta kortet i färg, siffra eller symbol. En joker kan läggas på vad som helst.
tutorial-glow = Korten du kan lägga lyser. Lägg ett av dem: klicka på det, eller välj det med piltangenterna och tryck Enter.
tutorial-draw = Inget av dina kort passar det översta kortet. Dra ett kort från draghögen: klicka på den eller på Dra, eller tryck D.
tutorial-drawn = Kortet du drog passar, så du får lägga det direkt. Lägg det (eller behåll det, så är det Alex tur).
tutorial-uno = Två kort kvar! När ett drag lämnar dig med ett kort måste du säga UNO: tryck på UNO (eller U) och lägg sedan kortet.
tutorial-catch = Alex lade sitt näst sista kort utan att säga UNO. Ta Alex innan nästa drag: tryck på knappen under Alex (eller C). Då drar Alex två kort.
tutorial-again = Nu passar inget kort. Dra ett kort.
tutorial-w4 = Alex lade en Dra fyra-joker. Den får bara läggas när man inte har något annat kort i färgen som gäller. Tror du att Alex bluffade? Utmana: har du rätt drar Alex de fyra korten, annars drar du sex. Eller godta och dra fyra.
tutorial-finish = Spela nu vidare: den som först blir av med alla sina kort vinner omgången.
tutorial-towers = Makttorn: när du lägger ett sifferkort med en maktsymbol får du tornet med samma symbol. Lägg din blå femma med maktsymbolen U, så blir makttornet U ditt.
tutorial-blocked = Varje torn stoppar en sorts kort: det röda tornet U stoppar Dra ett. Läggs ett kort som ditt torn stoppar mot dig händer ingenting: du drar inga kort och förlorar inte din tur.
tutorial-shuffle = Blandajoker: välj färg, sedan samlas alla kort från alla händer, även dina, blandas och delas ut på nytt. Lägg den nu.

## Lär dig spela: vad varje lektion lär ut och om den spelats klart (issue 42)
tutorial-teaches-classic = Att lägga rätt kort, dra, säga UNO, ta den som glömt UNO och svara på en Dra fyra-joker.
tutorial-teaches-power = Grunderna och sedan makttornen: ta ett och låt det stoppa ett kort som läggs mot dig.
tutorial-teaches-modern = Grunderna och sedan Blandajokern, som delar ut alla händer på nytt.
tutorial-finished = Klar
tutorial-not-finished = Inte klar än

tutorial-leave-title = Lämna lektionen?
tutorial-leave-text = Du kan fortsätta härifrån senare: välj lektionen igen under Lär dig spela.
tutorial-leave-stay = Spela vidare
tutorial-leave-yes = Lämna lektionen
tutorial-resume-title = Fortsätta lektionen?
tutorial-resume-text = Du lämnade lektionen innan den var slut.
tutorial-resume-yes = Fortsätt
tutorial-resume-again = Börja om
tutorial-left = Avbruten – kan fortsättas
