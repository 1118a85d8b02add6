"""Sound: the mixer over pygame.mixer (`mixer.py`), the event -> sound table (`cues.py`), and the
synthesis that made the files in assets/sounds/ (`synth.py`, `make_sounds.py`, run offline).

The scene calls the mixer when an animation lands (game/scene/animations.py); the screens share one
`Mixer` through the context (`ctx.audio`), which also carries the volumes and mute.
"""

from .cues import SOUNDS, Cue, Table, all_sounds
from .mixer import Mixer

__all__ = ["SOUNDS", "Cue", "Mixer", "Table", "all_sounds"]
