"""Card codes (RULES.md notation) and the per-card tables the engine reads on every move.

A card is its code string (`r5`, `gS`, `r3U`, `W4`...). Strings keep logs, saves and scenarios
readable and cost no more than integers here: every property is one dict lookup in a table built
once, and matching is a set membership test (see `playable_set`).

The engine's module-level tables are declared `Final`: compiled with mypyc, a Final name is read
as a C static, where any other module global is looked up in the module's dict at each use.
"""

from __future__ import annotations

from dataclasses import dataclass
from sys import intern
from typing import Final

COLORS: Final = ("r", "y", "g", "b")
NUMBERS: Final = tuple("0123456789")
ACTIONS: Final = ("S", "R", "D2", "D1", "T2", "X")
WILDS: Final = ("W", "W4", "WT", "WS", "WC1", "WC2", "WC3")
SYMBOLS: Final = ("U", "N", "O", "!")

#: which card each power tower blocks, and the reverse
TOWER_BLOCKS: Final = {"U": "D1", "N": "D2", "O": "W4", "!": "S"}
BLOCKED_BY: Final = {rank: symbol for symbol, rank in TOWER_BLOCKS.items()}
#: the colour each tower is painted in (for drawing only; it does not affect play)
TOWER_COLOR = {"U": "r", "N": "b", "O": "g", "!": "y"}
#: cards that make the next player draw, with how many
DRAW_AMOUNT: Final = {"D2": 2, "D1": 1, "W4": 4}
#: a challenged Wild Draw Four: a guilty player draws the four instead; an innocent one's challenger
#: draws the four plus two (RULES.md)
CHALLENGE_GUILTY_DRAW: Final = DRAW_AMOUNT["W4"]
CHALLENGE_INNOCENT_DRAW: Final = DRAW_AMOUNT["W4"] + 2


@dataclass(frozen=True, slots=True)
class Card:
    code: str
    color: str | None  # None for wild cards
    rank: str  # "0".."9", an action or a wild rank; never includes the power symbol
    symbol: str | None  # power symbol on a number card
    points: int

    @property
    def is_wild(self) -> bool:
        return self.color is None

    @property
    def is_number(self) -> bool:
        return self.rank in NUMBERS


def _points(rank: str) -> int:
    if rank in NUMBERS:
        return int(rank)
    if rank in WILDS:
        return 50
    return 20


def _all_cards() -> dict[str, Card]:
    """Every card by its code. The codes are interned (`sys.intern`), and so are the decks' (editions):
    a card is then one string object wherever the engine holds it, and every comparison, set and dict
    lookup of a card finds it by identity first instead of comparing the characters."""
    table: dict[str, Card] = {}
    for rank in WILDS:
        table[intern(rank)] = Card(intern(rank), None, rank, None, _points(rank))
    for color in COLORS:
        for rank in NUMBERS + ACTIONS:
            code = intern(color + rank)
            table[code] = Card(code, color, rank, None, _points(rank))
        for number in NUMBERS[1:]:
            for symbol in SYMBOLS:
                code = intern(color + number + symbol)
                table[code] = Card(code, color, number, symbol, int(number))
    return table


CARDS: Final[dict[str, Card]] = _all_cards()
COLOR_OF: Final[dict[str, str | None]] = {code: c.color for code, c in CARDS.items()}
RANK_OF: Final[dict[str, str]] = {code: c.rank for code, c in CARDS.items()}
SYMBOL_OF: Final[dict[str, str | None]] = {code: c.symbol for code, c in CARDS.items()}
POINTS: Final[dict[str, int]] = {code: c.points for code, c in CARDS.items()}
WILD_CARDS: Final = frozenset(code for code, c in CARDS.items() if c.color is None)


def is_card(code: object) -> bool:
    return isinstance(code, str) and code in CARDS


def playable_set(top: str, color: str, start: bool = False) -> frozenset[str]:
    """Every card code that may be played on `top` with `color` in force.

    A card matches by colour, by rank (number, or the same action: S on S, X on X), or is wild.
    Power symbols never match anything by themselves: `r3U` on `b3N` matches by the number.
    `start`: `top` is the round's start card, which nobody played. A start T2 matches only its
    colour and wild cards (RULES.md: another colour's T2 does not match a first T2).

    The answer for every top card and colour (or none, "") is in the tables below; any other colour
    (never in force: `invariants.problems` checks it) is answered by working it out.
    """
    answer = (PLAYABLE_ON_START if start else PLAYABLE_ON)[top].get(color)
    if answer is None:
        by_rank = not (start and RANK_OF[top] in START_MATCHES_COLOR_ONLY)
        answer = _matching(top, color, by_rank and COLOR_OF[top] is not None)
    return answer


def _matching(top: str, color: str, by_rank: bool) -> frozenset[str]:
    top_rank = RANK_OF[top]
    return frozenset(
        code
        for code, c in CARDS.items()
        if c.color is None or c.color == color or (by_rank and c.rank == top_rank)
    )


#: the colours a table may have in force: the four, and none ("") while a wild start card waits for
#: its colour
_IN_FORCE: Final = (*COLORS, "")

#: start cards that match only by colour (and wilds) while they lie on top
START_MATCHES_COLOR_ONLY: Final = frozenset({"T2"})


def _playable_tables() -> tuple[dict[str, dict[str, frozenset[str]]], dict[str, dict[str, frozenset[str]]]]:
    """`playable_set`'s answers for every top card and every colour in force, played and as the start
    card. Cards of one rank share their sets (r3, b3 and g3U on red: the same set), so the tables hold
    a hundred sets, not two thousand."""
    shared: dict[tuple[str, str | None], frozenset[str]] = {}

    def answer(top: str, color: str, by_rank: bool) -> frozenset[str]:
        key = (color, RANK_OF[top] if by_rank else None)
        if key not in shared:
            shared[key] = _matching(top, color, by_rank)
        return shared[key]

    played: dict[str, dict[str, frozenset[str]]] = {}
    as_start: dict[str, dict[str, frozenset[str]]] = {}
    for top in CARDS:
        by_rank = COLOR_OF[top] is not None
        played[top] = {color: answer(top, color, by_rank) for color in _IN_FORCE}
        start_by_rank = by_rank and RANK_OF[top] not in START_MATCHES_COLOR_ONLY
        as_start[top] = {color: answer(top, color, start_by_rank) for color in _IN_FORCE}
    return played, as_start


#: PLAYABLE_ON[top][color] is `playable_set(top, color)` for every card and the four colours (and ""), and
#: PLAYABLE_ON_START the same while `top` is the round's start card (`state.top_player is None`). The
#: engine's hot paths read them directly: a call of `playable_set` costs three times the lookups, and
#: nearly every move asks.
_TABLES = _playable_tables()
PLAYABLE_ON: Final = _TABLES[0]
PLAYABLE_ON_START: Final = _TABLES[1]


def dealer_draw_value(code: str) -> int:
    """The value a card has when drawn to choose the dealer: numbers count, everything else is 0."""
    rank = RANK_OF[code]
    return int(rank) if rank in NUMBERS else 0


#: DEALER_DRAW_VALUE[code] == dealer_draw_value(code)
DEALER_DRAW_VALUE: Final = {code: dealer_draw_value(code) for code in CARDS}


def hand_points(hand) -> int:
    return sum(POINTS[c] for c in hand)
