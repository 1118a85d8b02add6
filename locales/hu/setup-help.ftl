### Új játék: a súgósor, mielőtt bármi ki lenne jelölve. $description: a választott kiadás leírása.

setup-help-start = { $description } Mutass rá bármelyik beállításra, és itt elolvashatod, mit csinál.
