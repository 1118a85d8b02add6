"""The three editions as data plus a few hooks, held in a registry (no `if edition ==` elsewhere)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, replace
from functools import lru_cache
from sys import intern
from typing import Final

from .cards import CHALLENGE_GUILTY_DRAW, CHALLENGE_INNOCENT_DRAW, COLORS, NUMBERS, RANK_OF, WILD_CARDS
from .options import HAND_SIZE, HAND_TARGET, Options


def classic_deck(options: Options) -> Counter:
    deck: Counter = Counter()
    for color in COLORS:
        deck[color + "0"] = 1
        for rank in NUMBERS[1:] + ("S", "R", "D2"):
            deck[color + rank] = 2
        if options.blank_cards is not None:
            deck[color + "X"] = 1
    deck["W"] = 4
    deck["W4"] = 4
    return deck


#: power: which copy of which number bears which symbol (RULES.md Decision)
POWER_SYMBOL_NUMBERS = {"U": ("1", "5"), "N": ("2", "6"), "O": ("3", "7"), "!": ("4", "8")}


def power_deck(options: Options) -> Counter:
    deck: Counter = Counter()
    for color in COLORS:
        for number in NUMBERS[1:]:
            deck[color + number] = 2
        for symbol, numbers in POWER_SYMBOL_NUMBERS.items():
            for number in numbers:
                deck[color + number] -= 1
                deck[color + number + symbol] = 1
        for rank, copies in (("D1", 2), ("D2", 2), ("S", 2), ("R", 1), ("T2", 1)):
            deck[color + rank] = copies
    deck["WT"] = 4
    deck["W4"] = 4
    return deck


def modern_deck(options: Options) -> Counter:
    deck = classic_deck(Options())
    for code in ("WS", "WC1", "WC2", "WC3"):
        deck[code] = 1
    return deck


def _classic_w4_legal(hand: list[str], color: str) -> bool:
    """Legal when no other card of the colour in force is held (wild cards do not count)."""
    for c in hand:  # loops, not any(...): a generator's cell costs every call
        if c not in WILD_CARDS and c[0] == color:
            return False
    return True


def _modern_w4_legal(hand: list[str], color: str) -> bool:
    """As classic, and any other wild card in the hand also counts as a match."""
    for c in hand:
        if c in WILD_CARDS or c[0] == color:
            return False
    return True


def _needs_redraw_classic(card: str) -> bool:
    return card == "W4"


def _needs_redraw_modern(card: str) -> bool:
    return RANK_OF[card] not in NUMBERS


@dataclass(frozen=True)
class Edition:
    id: str
    deck: Callable[[Options], Counter]
    #: a first card that goes back into the draw pile (at a random place, never on top)
    first_card_goes_back: Callable[[str], bool]
    #: whether a W4 is legal, given the hand without the W4 being played and the colour in force
    w4_legal: Callable[[list[str], str], bool]
    towers: bool = False
    #: the scoring a new game of this edition starts with at set-up (modern's basic game is one round)
    default_scoring: str = "standard"
    #: what the set-up offers: blank cards (classic), three custom wild cards (modern), seven-zero (power
    #: has no 0 cards)
    blank_cards: bool = False
    custom_cards: bool = False
    seven_zero: bool = True
    #: a W4 is also illegal while another wild card is held (modern; what `w4_legal` checks)
    wild_blocks_w4: bool = False
    #: the decisions a seat can face (the engine's phases), beyond play, keep-or-play a drawn card, a
    #: wild's colour and a W4 challenge: towers' keep (power), "seven cards" discard (a house rule card)
    extra_decisions: tuple[str, ...] = ()
    hand_size: int = HAND_SIZE  # cards dealt to each player
    hand_target: int = HAND_TARGET  # "seven cards": the hand size drawn or discarded to
    challenge_guilty_draw: int = CHALLENGE_GUILTY_DRAW  # a W4 player caught bluffing draws
    challenge_innocent_draw: int = CHALLENGE_INNOCENT_DRAW  # a challenger proven wrong draws

    @property
    def decisions(self) -> tuple[str, ...]:
        return ("play", "drawn", "color", "challenge", *self.extra_decisions)

    def default_options(self) -> Options:
        """The options a new game of this edition starts with: every house rule off."""
        return Options(scoring=self.default_scoring)

    def deck_size(self, options: Options) -> int:
        return sum(self.deck(options).values())

    def deck_list(self, options: Options) -> list[str]:
        """The whole deck as a fresh list of codes (the counts are computed once per options)."""
        return list(_deck_codes(self.id, options))

    def deck_codes(self, options: Options) -> tuple[str, ...]:
        """The whole deck as codes, one per card (computed once per options; shared, never changed)."""
        return _deck_codes(self.id, options)


EDITIONS: Final[dict[str, Edition]] = {
    "classic": Edition(
        "classic",
        classic_deck,
        _needs_redraw_classic,
        _classic_w4_legal,
        blank_cards=True,
        extra_decisions=("discard",),
    ),
    "power": Edition(
        "power",
        power_deck,
        _needs_redraw_classic,
        _classic_w4_legal,
        towers=True,
        seven_zero=False,
        extra_decisions=("keep",),
    ),
    "modern": Edition(
        "modern",
        modern_deck,
        _needs_redraw_modern,
        _modern_w4_legal,
        default_scoring="single_round",
        custom_cards=True,
        wild_blocks_w4=True,
        extra_decisions=("discard",),
    ),
}


@lru_cache(maxsize=64)
def _deck_codes(ruleset: str, options: Options) -> tuple[str, ...]:
    """The deck's codes interned, as `cards.CARDS`' are: the very string objects of that table."""
    return tuple(intern(code) for code in EDITIONS[ruleset].deck(options).elements())


def default_options(ruleset: str) -> Options:
    """What the set-up of a new `ruleset` game starts with (RULES.md: modern's default is one round)."""
    return edition(ruleset).default_options()


def carry_options(options: Options, old: str, new: str) -> Options:
    """`options` chosen for edition `old`, carried over to edition `new`: every choice kept where `new`
    has it; a scoring still at `old`'s default becomes `new`'s (modern's default is a single round)."""
    scoring = options.scoring
    if scoring == default_options(old).scoring:
        scoring = default_options(new).scoring
    ed = edition(new)
    return replace(
        options,
        blank_cards=options.blank_cards if ed.blank_cards else None,
        seven_zero=options.seven_zero and ed.seven_zero,
        scoring=scoring,
    )


def edition(ruleset: str) -> Edition:
    try:
        return EDITIONS[ruleset]
    except KeyError:
        raise ValueError(f"unknown rule set {ruleset!r}; known: {', '.join(EDITIONS)}") from None
