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
    "options": ("Stacking, Jump-in",),  # the house options that are on, by their names (issue 40)
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


# -- what each variable is: for the plural check and for realistic samples (issue 43) ---------------
#: a number of things: a word that agrees with it needs the language's plural forms
COUNT = "count"
#: a number that names or measures without counting: seat 3, round 2, page 1 of 4, 40 ms, 55 %
LABEL = "label"
#: a person's name, as the seats have them
NAME = "name"
#: a code a selector turns into words (r/y/g/b, U/N/O/!, a level, on/off); never printed raw
CODE = "code"
#: anything else put in as text: a card's or an edition's name, a room code, an address, a path
TEXT = "text"

#: every variable the messages use, by the kind it usually is (PER_MESSAGE has the exceptions)
KINDS: dict[str, str] = {
    **dict.fromkeys(
        (
            "count", "points", "cards", "right", "wrong", "free", "seats", "taken", "decisions",
            "matched", "costly", "worst", "held", "unseen", "colours_best", "colours_chosen", "worlds",
            "total", "done", "seconds", "target", "score", "wins", "games",
        ),
        COUNT,
    ),
    **dict.fromkeys(
        (
            "n", "number", "round", "moves", "page", "pages", "seat", "port", "ms", "percent", "chance",
            "other_chance", "best_chance", "chosen_chance",
        ),
        LABEL,
    ),
    **dict.fromkeys(("player", "other", "catcher", "winner", "first", "second"), NAME),
    **dict.fromkeys(("color", "symbol", "tower", "level", "speed", "on", "what", "rank"), CODE),
    **dict.fromkeys(
        (
            "players", "card", "best", "chosen", "move", "edition", "address", "code", "date",
            "description", "detail", "folder", "path", "rule", "pairs", "timer", "v", "name", "language",
            "host", "team", "effect", "options", "why",
        ),
        TEXT,
    ),
}  # fmt: skip

#: (message, variable) -> kind, where a variable is not its usual kind
PER_MESSAGE: dict[tuple[str, str], str] = {
    ("scene-caught-who", "target"): NAME,  # who was caught
    ("ui-look-continue-what", "players"): COUNT,  # "4 players"
    ("review-bad-seat", "players"): LABEL,  # "a seat from 1 to 4"
    ("review-cli-line", "move"): LABEL,  # "Move 12"
    ("ui-replay-move", "move"): LABEL,  # "Move 12 of 80"
    ("review-why-colour", "color"): TEXT,  # the colour's name, already in words
    ("review-move-wild", "color"): TEXT,
    ("ui-hint-figures-next", "other"): TEXT,  # the next best move, in words
}


def kind(msg_id: str, variable: str) -> str | None:
    """What `variable` is in message `msg_id` (None: a variable nobody has said the kind of)."""
    return PER_MESSAGE.get((msg_id.split(".")[0], variable), KINDS.get(variable))


#: the counts every message is rendered with in the tests: none, one, two, a few, and 21 (one in some
#: languages' rules, other in ours)
TEST_COUNTS = (0, 1, 2, 5, 21)
#: names ending in s (a genitive s would double), a vowel and a consonant
TEST_NAMES = ("Lars", "Anna", "Erik")


def realistic(loc: Localizer, msg_id: str, variable: str, count: int = 5) -> object:
    """A value a player could see in `msg_id`'s `variable`, in the localizer's language."""
    what = kind(msg_id, variable)
    base = msg_id.split(".")[0]
    if what == COUNT:
        return count
    if what == NAME:
        return {"player": "Anna", "winner": "Anna", "first": "Anna"}.get(variable, "Lars")
    fixed: dict[str, object] = {
        "n": 2, "number": 7 if base.startswith(("card-", "ui-option-custom")) else 12, "round": 3,
        "moves": 84, "move": 31, "page": 2, "pages": 5, "seat": 5, "port": 47474, "ms": 38,
        "percent": 80, "chance": 62, "other_chance": 48, "best_chance": 62, "chosen_chance": 41,
        "color": "b", "symbol": "U", "tower": "U", "level": "expert", "speed": "normal", "on": "yes",
        "what": "replay", "rank": "D1", "address": "192.168.1.20:47474", "code": "QX7P",
        "date": "2026-11-27 21:05", "detail": "line 3: unexpected end of file",
        "folder": "/home/anna/.local/share/uno-table", "path": "replays/2026-11-27-2105.json",
        "v": "0.1.0", "name": "Xbox Wireless Controller", "language": "Svenska", "host": "anna-laptop",
        "team": "A", "timer": "30 s",
    }  # fmt: skip
    if variable == "players":
        return 4 if what in (COUNT, LABEL) else "Lars, Ellen"
    if variable == "color" and what == TEXT:
        return loc.color_name("b")
    if variable == "card":
        return loc.card_name("r7")
    if variable == "best":
        return loc.card_name("b5")
    if variable == "chosen":
        return loc.format("ui-draw")
    if variable in ("move", "other") and what == TEXT:
        return loc.format("review-move-wild", card=loc.card_name("W4"), color=loc.color_name("g"))
    if variable == "why":  # the hint's reason (issue 41)
        return loc.format("hint-why-hold")
    if variable == "edition":
        return loc.format("edition-power")
    if variable in ("rule", "description", "effect"):
        rule = loc.format("house-rule-extra_turn")
        effect = loc.attribute("house-rule-extra_turn", "description") or rule
        return rule if variable == "rule" else effect
    if variable == "pairs":
        return loc.format("ui-setup-partners", team="A", first="Anna", second="Ellen")
    return fixed.get(variable, "x")


def realistic_args(loc: Localizer, msg_id: str, variables: frozenset[str], count: int = 5) -> dict:
    return {name: realistic(loc, msg_id, name, count) for name in sorted(variables)}
