## Beugrás (házi szabály): a pillanat az asztalon, amikor valaki beugrik
scene-jump-in = Beugrás!
scene-jumped-in-who = { $player } beugrik { $other } elé
scene-jumped-in-ahead-of-you = { $player } beugrott eléd
