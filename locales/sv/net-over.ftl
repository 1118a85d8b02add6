### Att gå med vid ett bord där spelet är slut: inget att vänta på, ett nytt bord i stället.

ui-net-error-game-over = Spelet vid det bordet är slut, så ingen plats blir ledig. Be värden om ett nytt bord, eller öppna ett eget på den servern.
net-over-host = Öppna ett bord där
