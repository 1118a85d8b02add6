## Hoppa in (husregel): ögonblicket på bordet när någon hoppar in
scene-jump-in = Hoppa in!
scene-jumped-in-who = { $player } hoppar in före { $other }
scene-jumped-in-ahead-of-you = { $player } hoppade in före dig
