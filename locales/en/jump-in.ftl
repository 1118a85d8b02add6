## Jump-in (house option): the moment on the table when someone jumps in (game/scene/moments.py)
scene-jump-in = Jump in!
scene-jumped-in-who = { $player } jumps in ahead of { $other }
scene-jumped-in-ahead-of-you = { $player } jumped in ahead of you
