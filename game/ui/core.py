"""The kit's old address, kept while the screens move to `game.ui.kit` (import from there instead)."""

from . import kit
from .kit import *  # noqa: F403

__all__ = kit.__all__
