"""House options: one frozen dataclass, validated against the edition."""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields
from functools import lru_cache
from typing import Final

HOUSE_RULES = (
    "plain",
    "draw_until_color",
    "discard_wilds",
    "draw_three_if_stuck",
    "extra_turn",
    "hand_to_seven",
)
SCORING_MODES = ("standard", "alternative", "single_round")
#: "three when stuck": how many cards the next player draws when they cannot play
STUCK_DRAW: Final = 3
#: "seven cards": the hand size the next player draws or discards to
HAND_TARGET: Final = 7
#: the cards each player is dealt
HAND_SIZE: Final = 7
#: the seats a table can have
MIN_PLAYERS: Final = 2
MAX_PLAYERS: Final = 10
#: the penalties a forgotten UNO can cost (the set-up screen offers these)
UNO_PENALTIES = (2, 4)
#: the cards that carry a house rule, and which option names it
CUSTOM_RANKS: Final = ("WC1", "WC2", "WC3")


@dataclass(frozen=True, slots=True)
class Options:
    uno_penalty: int = 2
    forced_play: bool = False
    two_player_reverse_skips: bool = True
    stacking: bool = False
    seven_zero: bool = False
    draw_until_playable: bool = False
    blank_cards: str | None = None  # classic: the house rule the four X cards carry; None: no X cards
    custom_cards: tuple[str, str, str] = ("plain", "plain", "plain")  # modern: the rules of WC1..WC3
    scoring: str = "standard"
    target: int = 500
    jump_in: bool = False  # a seat holding the top card's twin may play it out of turn (game.rules.jumpin)
    teams: bool = False  # partners sit opposite, 4/6/8/10 seats (game.rules.teams)

    @staticmethod
    def carries_house_rule(rank: str) -> bool:
        """Whether a card of `rank` carries a house rule (`house_rule`): X and WC1-3."""
        return rank == "X" or rank in CUSTOM_RANKS

    def house_rule(self, rank: str) -> str | None:
        """The house rule a card of `rank` carries: X (classic blank cards) and WC1-3 (modern); None for
        every other rank."""
        if rank == "X":
            return self.blank_cards or "plain"
        if rank in CUSTOM_RANKS:
            return self.custom_cards[CUSTOM_RANKS.index(rank)]
        return None

    def problems(self, ruleset: str, players: int | None = None) -> list[str]:
        """What is wrong with these options for `ruleset` (and `players` seats, when given)."""
        found = []
        if not isinstance(self.jump_in, bool) or not isinstance(self.teams, bool):
            found.append("jump_in and teams are true or false")
        if self.teams and players is not None and players not in (4, 6, 8, 10):
            found.append(f"teams need 4, 6, 8 or 10 seats, not {players}")
        if type(self.uno_penalty) is not int or self.uno_penalty not in UNO_PENALTIES:
            found.append("uno_penalty must be 2 or 4")
        if self.blank_cards is not None and (ruleset != "classic" or self.blank_cards not in HOUSE_RULES):
            found.append("blank_cards is a house rule name, and only in classic")
        if len(self.custom_cards) != 3 or any(rule not in HOUSE_RULES for rule in self.custom_cards):
            found.append("custom_cards must be three house rule names")
        if self.seven_zero and ruleset == "power":
            found.append("seven_zero is for classic and modern (power has no 0 cards)")
        if self.scoring not in SCORING_MODES:
            found.append(f"scoring must be one of {', '.join(SCORING_MODES)}")
        if type(self.target) is not int or self.target <= 0:
            found.append("target must be a positive whole number")
        return found

    def to_json(self) -> dict:
        """A fresh dict each call (callers may change it), copied from one made per distinct options:
        every seat's view carries the options, and `asdict` was a quarter of a network move's cost."""
        data = dict(_options_json(self))
        data["custom_cards"] = list(self.custom_cards)
        return data

    @classmethod
    def from_json(cls, data: dict | None) -> Options:
        data = dict(data or {})
        known = {f.name for f in fields(cls)}
        unknown = set(data) - known
        if unknown:
            raise ValueError(f"unknown options: {', '.join(sorted(unknown))}")
        if "custom_cards" in data:
            data["custom_cards"] = tuple(data["custom_cards"])
        return cls(**data)


@lru_cache(maxsize=64)
def _options_json(options: Options) -> dict:
    """`asdict(options)`, made once per distinct (frozen, hashable) options; never handed out itself."""
    return asdict(options)
