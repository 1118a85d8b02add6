### At gå med ved et bord, hvor spillet er slut: intet at vente på, et nyt bord i stedet.

ui-net-error-game-over = Spillet ved det bord er slut, så der bliver ingen plads ledig. Bed værten om et nyt bord, eller åbn selv et på den server.
net-over-host = Åbn et bord der
