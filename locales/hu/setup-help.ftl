### Új játék: a súgósor, mielőtt bármi ki lenne jelölve. $description: a választott változat leírása.

setup-help-start = { $description } Mutass rá bármelyik beállításra, és itt elolvashatod, mit csinál.
