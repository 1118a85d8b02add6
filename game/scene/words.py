"""The words the table itself shows (name plates, bubbles, labels): Fluent messages from
`locales/<lang>/scene.ftl`. The UI passes its localizer's `format`; alone, the scene speaks English."""

from __future__ import annotations

from collections.abc import Callable
from functools import cache

Text = Callable[..., str]


@cache
def english() -> Text:
    from game.i18n import Localizer

    return Localizer("en").format
