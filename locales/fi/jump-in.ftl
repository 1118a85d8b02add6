## Väliinhyppy (lisäsääntö): hetki pöydällä, kun joku hyppää väliin
scene-jump-in = Väliinhyppy!
scene-jumped-in-who = { $player } hyppää väliin ennen pelaajaa { $other }
scene-jumped-in-ahead-of-you = { $player } hyppäsi väliin ennen sinua
