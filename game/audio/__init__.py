"""Sound: the mixer over pygame.mixer (`mixer.py`), the event -> sound table (`cues.py`), and the
synthesis that made the files in assets/sounds/ (`synth.py`, `make_sounds.py`, run offline).

The scene calls the mixer when an animation lands (game/scene/animations.py); the screens share one
`Mixer` through the context (`ctx.audio`), which also carries the volumes and mute.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .mixer import Mixer
from .sounds import all_sounds

if TYPE_CHECKING:
    from .cues import SOUNDS, Cue, Table


def __getattr__(name: str) -> object:
    """`SOUNDS`, `Cue` and `Table` come with the rules' events (cues.py), imported when first asked
    for: the game's start needs only the sounds' names (issue 44)."""
    if name in ("SOUNDS", "Cue", "Table"):
        from . import cues

        return getattr(cues, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = ["SOUNDS", "Cue", "Mixer", "Table", "all_sounds"]
