"""A move in words ("Red 5", "Wild (blue)", "Draw"), as the hint at the table and the game review say it."""

from __future__ import annotations

from game.rules.actions import Accept, Challenge, ChooseColor, Discard, Draw, Keep, Pass, Play

from .localizer import Localizer


def move_words(loc: Localizer, action) -> str:
    """`action` as a player would say it; a wild card with the colour it names."""
    if isinstance(action, Play):
        card = loc.card_name(action.card)
        if action.color is not None:
            return loc.format("review-move-wild", card=card, color=loc.color_name(action.color))
        return card
    if isinstance(action, Draw):
        return loc.format("ui-draw")
    if isinstance(action, Pass):
        return loc.format("ui-keep")
    if isinstance(action, Challenge):
        return loc.format("ui-challenge")
    if isinstance(action, Accept):
        return loc.format("ui-accept")
    if isinstance(action, ChooseColor) and action.color is not None:
        return loc.color_name(action.color)
    if isinstance(action, Keep):
        return loc.card_name(action.card) if action.card else loc.format("ui-keep-all")
    if isinstance(action, Discard):
        return ", ".join(loc.card_name(c) for c in action.cards)
    return ""
