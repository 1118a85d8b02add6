"""Every string a language can show, formatted with sample arguments: for glyph and fit checks.

Variables are filled by their name: counts and points with several numbers (1, 2, 5 and a large
one that shows the digit grouping), colours with each colour code, players with names.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator

from .catalog import load_catalog
from .localizer import Localizer

NUMBER_VARIABLES = ("count", "points", "number", "total", "target", "score", "n", "seconds")
SAMPLE_NUMBERS = (0, 1, 2, 5, 21, 1500, 12500)

#: the values a variable takes in the samples, by its name
SAMPLE_VALUES: dict[str, tuple[object, ...]] = {
    "color": ("r", "y", "g", "b"),
    "symbol": ("U", "N", "O", "!"),
    "tower": ("U", "N", "O", "!"),
    "v": ("0.1.0",),
    "player": ("Anna",),
    "other": ("Bo",),
    "catcher": ("Cecilia",),
    "card": ("Wild Draw Four",),
}


def sample_values(variable: str, localizer: Localizer | None = None) -> tuple[object, ...]:
    if variable in NUMBER_VARIABLES:
        if variable == "number":
            return tuple(range(10))
        return SAMPLE_NUMBERS
    if variable == "card" and localizer is not None:
        return (localizer.card_name("W4"), localizer.card_name("r7"))
    return SAMPLE_VALUES.get(variable, ("x",))


def sample_args(variables: frozenset[str] | set[str], localizer: Localizer | None = None) -> Iterator[dict]:
    """Every combination of sample values for a message's variables (one empty dict if it has none)."""
    names = sorted(variables)
    for values in itertools.product(*(sample_values(name, localizer) for name in names)):
        yield dict(zip(names, values, strict=True))


def all_strings(localizer: Localizer) -> Iterator[tuple[str, str]]:
    """(message id, text) for every message and attribute of the localizer's language and samples."""
    catalog = load_catalog(localizer.language, localizer.root)
    for msg_id, info in catalog.messages.items():
        for args in sample_args(info.variables, localizer):
            yield msg_id, localizer.format(msg_id, **args)
        for name, variables in info.attributes.items():
            for args in sample_args(variables, localizer):
                yield f"{msg_id}.{name}", localizer.attribute(msg_id, name, **args) or ""
