## Hop ind (husregel): øjeblikket på bordet, når nogen hopper ind
scene-jump-in = Hop ind!
scene-jumped-in-who = { $player } hopper ind før { $other }
scene-jumped-in-ahead-of-you = { $player } hoppede ind før dig
