## Hopp inn (husregel): øyeblikket på bordet når noen hopper inn
scene-jump-in = Hopp inn!
scene-jumped-in-who = { $player } hopper inn før { $other }
scene-jumped-in-ahead-of-you = { $player } hoppet inn før deg
