"""The baseline `random` and the rule-based levels: beginner, easy, normal.

Every decision goes through `decide(view, actions, rng)`; the phase of the view says which decision it
is (play or draw, play or keep the drawn card, colour, challenge, keep after four towers, discard).
"""

from __future__ import annotations

import random
from collections import Counter

from game.rules import PlayerView, edition
from game.rules.actions import Accept, Challenge, ChooseColor, Discard, Draw, Keep, Pass, Play
from game.rules.cards import BLOCKED_BY, COLOR_OF, COLORS, POINTS, RANK_OF, SYMBOL_OF, SYMBOLS, WILD_CARDS
from game.rules.options import HAND_TARGET

from .base import BasePlayer

_DECKS: dict = {}


def deck_counts(view: PlayerView) -> Counter:
    key = (view.ruleset, view.options)
    deck = _DECKS.get(key)
    if deck is None:
        deck = _DECKS[key] = edition(view.ruleset).deck(view.options)
    return deck


def unseen_cards(view: PlayerView) -> Counter:
    """Every card this seat cannot see: the other hands plus the draw pile, as a multiset."""
    pool = deck_counts(view) - Counter(view.hand) - Counter(view.discard)
    return pool


def color_counts(hand) -> Counter:
    return Counter(COLOR_OF[c] for c in hand if COLOR_OF[c] is not None)


def best_color(hand, rng: random.Random | None = None, avoid=()) -> str:
    """The colour the hand holds most of (points break ties), else a colour not in `avoid`."""
    weight = {c: 0.0 for c in COLORS}
    for card in hand:
        col = COLOR_OF[card]
        if col is not None:
            weight[col] += 1.0 + POINTS[card] / 100.0
    for col in avoid:
        weight[col] -= 0.5
    best = max(weight.values())
    ties = [c for c in COLORS if weight[c] == best]
    return ties[0] if rng is None or len(ties) == 1 else rng.choice(ties)


def next_seat(view: PlayerView, steps: int = 1) -> int:
    return (view.seat + steps * view.direction) % view.players


def house_rule(view: PlayerView, card: str) -> str | None:
    return view.options.house_rule(RANK_OF[card])


def w4_is_bluff(view: PlayerView, hand_after: list[str], color: str) -> bool:
    return not edition(view.ruleset).w4_legal(hand_after, color)


def keep_choice(view: PlayerView, hand) -> Keep:
    """After four towers: the single card most likely to be playable next turn (a wild first)."""
    for wild in ("W4", "W", "WT", "WS", "WC1", "WC2", "WC3"):
        if wild in hand:
            return Keep(wild, uno=True)
    same = [c for c in hand if COLOR_OF[c] == view.color]
    pool = same or list(hand)
    return Keep(max(pool, key=lambda c: (RANK_OF[c] == RANK_OF[view.top], -POINTS[c], c)), uno=True)


def discard_choice(hand, surplus: int) -> Discard:
    """Exactly 7: give up the cards worth least to keep (keep wilds and the main colours)."""
    colors = color_counts(hand)

    def worth(card: str) -> tuple:
        if card in WILD_CARDS:
            return (1, 100, card)
        return (0, colors[COLOR_OF[card]] * 10 - POINTS[card] / 10, card)

    ordered = sorted(hand, key=worth)
    return Discard(tuple(ordered[:surplus]))


class RandomPlayer(BasePlayer):
    """The benchmark baseline: a uniformly random playable card (a random way to play it: colour,
    towers, swap target), drawing only when it has none; it plays a playable drawn card, always calls
    UNO, never catches or challenges (it accepts, or stacks when it can), names a random colour.

    This is the baseline of RLCard's measurements (its random agent may draw only when it cannot
    play); `RandomPlayer(any_draw=True)` is the weaker variant that treats "draw" as one more choice.
    """

    level = "random"
    name = "Random"

    def __init__(self, any_draw: bool = False, **kw) -> None:
        super().__init__(**kw)
        self.any_draw = any_draw

    def decide(self, view: PlayerView, actions: list, rng: random.Random):
        phase = view.phase
        if phase in ("play", "drawn", "challenge"):
            by_card: dict = {}
            others = []
            for a in actions:
                if isinstance(a, Play):
                    by_card.setdefault(a.card, []).append(a)
                elif not isinstance(a, Challenge):
                    others.append(a)
            choices = list(by_card.values())
            if self.any_draw or not choices:
                choices += [[a] for a in others if not isinstance(a, Pass)] or [[a] for a in others]
            return rng.choice(rng.choice(choices))
        if phase == "discard":
            return Discard(tuple(rng.sample(list(view.hand), len(view.hand) - HAND_TARGET)))
        return rng.choice(actions)

    def decide_jump_in(self, view: PlayerView, plays: list, rng: random.Random):
        """The baseline jumps in or lets the chance pass at random, one time in two."""
        return rng.choice(plays) if rng.random() < 0.5 else None


def skipped_seats(view: PlayerView) -> list[int]:
    """The seats a jump-in by this seat now takes the turn from: the seat on turn and those after it,
    up to this seat, in the direction of play."""
    seats: list[int] = []
    seat = view.turn
    while seat != view.seat and len(seats) < view.players:
        seats.append(seat)
        seat = (seat + view.direction) % view.players
    return seats


class HeuristicPlayer(BasePlayer):
    """Rules of thumb; the level's switches say which of them it uses."""

    level = "normal"
    name = "Normal"
    hold_wilds = True
    model_opponents = True  # voids, leader, challenge odds, bluffs
    bluff = True
    challenge_threshold = 0.35
    mistakes = 0.0  # chance to play a random legal card instead of the best one
    w_follow = 0.3  # per card of the same colour left in the hand
    w_points = 0.06  # per point of the card played
    w_hold = 4.0  # the cost of spending a wild while other cards remain
    w_void = 1.0  # the colour named/played is one the next player drew on
    w_threat = 0.8  # per card the next player is below five, for a card that hits it
    w_mate = 0.5  # teams: per card the partner is below four, for helping it (a skip towards it, ...)

    def decide(self, view: PlayerView, actions: list, rng: random.Random):
        phase = view.phase
        if phase == "color":
            return ChooseColor(self.pick_color(view, view.hand, rng))
        if phase == "keep":
            return keep_choice(view, view.hand)
        if phase == "discard":
            return discard_choice(view.hand, len(view.hand) - HAND_TARGET)
        if phase == "challenge":
            stacks = [a for a in actions if isinstance(a, Play)]
            if stacks:
                return max(stacks, key=lambda a: self.score(view, a))
            if any(isinstance(a, Challenge) for a in actions) and self.should_challenge(view, rng):
                return Challenge()
            return Accept()
        if self.mistakes and rng.random() < self.mistakes:
            plays = [a for a in actions if isinstance(a, Play)]
            if plays:
                return rng.choice(plays)
        scored = self.rank(view, actions)
        return scored[0][1]

    # --- play or draw -------------------------------------------------------------------------------
    def rank(self, view: PlayerView, actions: list) -> list[tuple[float, object]]:
        """(score, action) best first; ties keep the order of `actions`."""
        scored = [(self.score(view, a), -i, a) for i, a in enumerate(actions)]
        scored.sort(key=lambda t: (t[0], t[1]), reverse=True)
        return [(s, a) for s, _, a in scored]

    def score(self, view: PlayerView, action) -> float:
        if isinstance(action, Draw):
            return -3.0
        if isinstance(action, Pass):
            return -1.0
        if not isinstance(action, Play):
            return -5.0
        return self.score_play(view, action)

    def score_play(self, view: PlayerView, play: Play) -> float:
        s = 0.0
        for _what, value in self.play_terms(view, play):
            s += value
        return s

    def play_terms(self, view: PlayerView, play: Play) -> list[tuple[str, float]]:
        """The parts of a play's score, in order, each named by what it weighs (`game.ai.reasons` says
        the part that set the hint's pick apart): "out", "follow", "points", "hold", "off_colour",
        "void", "house", "blocked", "hits", "reverse", "bluff", "shuffle", "swap", "towers", "team"."""
        card = play.card
        rank = RANK_OF[card]
        hand = list(view.hand)
        hand.remove(card)
        if not hand:
            return [("out", 100.0)]
        wild = card in WILD_CARDS
        color = play.color if wild else COLOR_OF[card]
        colors = color_counts(hand)
        n = view.players
        nxt = next_seat(view)
        sizes = view.hand_sizes
        threat = max(0, 5 - sizes[nxt]) if self.model_opponents else 0
        terms = [("follow", self.w_follow * colors[color]), ("points", POINTS[card] * self.w_points)]
        if wild:
            if self.hold_wilds and len(hand) > 1:
                terms.append(("hold", -self.w_hold))
            if color != best_color(hand):
                terms.append(("off_colour", -1.0))
        if self.model_opponents and color in self.memory.voids[nxt]:
            terms.append(("void", self.w_void))
        hits_next = rank in ("S", "D2", "D1", "W4") or (
            rank == "R" and n == 2 and view.options.two_player_reverse_skips
        )
        rule = house_rule(view, card)
        if rule in ("draw_until_color", "hand_to_seven"):
            hits_next = True
            terms.append(("house", 1.0))
        elif rule == "extra_turn":
            terms.append(("house", 1.5))
        elif rule == "discard_wilds":
            terms.append(("house", 0.8))
        if hits_next:
            symbol = BLOCKED_BY.get(rank)
            if symbol is not None and view.towers.get(symbol) == nxt:
                terms.append(("blocked", -1.5))
            else:
                terms.append(("hits", 0.5 + self.w_threat * threat + (0.5 if rank in ("D2", "W4") else 0.0)))
        if rank == "R" and n > 2 and self.model_opponents:
            prev = next_seat(view, -1)
            terms.append(("reverse", 0.4 * (max(0, 5 - sizes[nxt]) - max(0, 5 - sizes[prev]))))
        if rank == "W4" and self.bluff is not None and w4_is_bluff(view, hand, view.color):
            if not self.bluff:
                terms.append(("bluff", -20.0))
            else:
                terms.append(("bluff", -(8.0 * self.memory.challenge_rate(nxt) - 0.4 * threat)))
        if rank == "WS":
            others = [sizes[i] for i in range(n) if i != view.seat]
            terms.append(("shuffle", 0.8 * (len(hand) - sum(others) / len(others))))
        if view.options.seven_zero and rank in ("7", "0"):
            if rank == "7" and play.swap_with is not None:
                terms.append(("swap", 0.7 * (len(hand) - sizes[play.swap_with])))
            elif rank == "0":
                terms.append(("swap", 0.7 * (len(hand) - sizes[next_seat(view, -1)])))
        if play.towers or SYMBOL_OF[card]:
            terms.append(("towers", self.tower_value(view, play.towers or (SYMBOL_OF[card],))))
        mate = self.partner(view)
        if mate is not None:
            terms.append(("team", self.team_value(view, play, color, hits_next, mate, len(hand))))
        return terms

    def team_value(
        self, view: PlayerView, play: Play, color: str | None, hits_next: bool, mate: int, left: int
    ) -> float:
        """Teams: help the partner when it is close to going out, and do not hurt it. Partners sit
        n/2 apart, so the next seat is always an opponent: a card that hits it brings the partner's
        turn nearer; a colour the partner drew on, a shuffle or a swap with it work against it."""
        rank = RANK_OF[play.card]
        sizes = view.hand_sizes
        close = max(0, 4 - sizes[mate])  # 0 .. 3
        s = 0.0
        if hits_next:
            s += self.w_mate * close
        if color in self.memory.voids[mate]:
            s -= self.w_mate * close
        if rank == "WS":
            s -= 2.0 * self.w_mate * close
        if view.options.seven_zero and rank == "7" and play.swap_with == mate:
            s -= 1.0 + 0.7 * (left - sizes[mate])  # no gain for the team in trading with the partner
        return s

    def decide_jump_in(self, view: PlayerView, plays: list, rng: random.Random):
        """Jump in with the best-scored play, unless it takes the turn from a partner close to going
        out (teams); a jump-in with the last card always."""
        best = max(plays, key=lambda a: self.score(view, a))
        mate = self.partner(view)
        if (
            mate is not None
            and len(view.hand) > 1
            and view.hand_sizes[mate] <= 2
            and mate in skipped_seats(view)
        ):
            return None
        return best

    def tower_value(self, view: PlayerView, symbols) -> float:
        mine = {t for t in SYMBOLS if view.towers.get(t) == view.seat}
        nxt = next_seat(view)
        value = 0.0
        for t in symbols:
            owner = view.towers.get(t)
            if owner == view.seat:
                continue
            mine.add(t)
            value += 0.8
            if owner is not None:
                value += 0.5 + (0.5 if owner == nxt else 0.0)
        if len(mine) == len(SYMBOLS) and len(view.hand) > 2:
            value += 2.0 + 0.8 * (len(view.hand) - 2)
        return value

    def pick_color(self, view: PlayerView, hand, rng: random.Random) -> str:
        hand = [c for c in hand if c not in WILD_CARDS]
        if not hand and self.model_opponents:
            voids = self.memory.voids[next_seat(view)]
            if voids:
                return sorted(voids)[0]
        return best_color(hand, rng)

    # --- challenge ----------------------------------------------------------------------------------
    def guilty_odds(self, view: PlayerView) -> float:
        """The chance that the W4 just played was illegal, from the cards this seat cannot see."""
        accused = view.w4_player
        if accused is None:
            return 0.0
        prev = self.memory.w4_prev_color
        if prev is None:
            below = view.discard[-2] if len(view.discard) > 1 else view.top
            prev = COLOR_OF[below] or view.color
        pool = unseen_cards(view)
        total = sum(pool.values()) or 1
        match = sum(k for c, k in pool.items() if COLOR_OF[c] == prev)
        if edition(view.ruleset).wild_blocks_w4:
            match += sum(k for c, k in pool.items() if c in WILD_CARDS)
        size = view.hand_sizes[accused]
        legal = (1.0 - match / total) ** size
        if self.model_opponents and prev in self.memory.voids[accused]:
            legal = max(legal, 0.7)
        known = self.memory.known[accused]
        if any(COLOR_OF[c] == prev for c in known):
            legal = 0.0
        return 1.0 - legal

    def should_challenge(self, view: PlayerView, rng: random.Random) -> bool:
        return self.guilty_odds(view) > self.challenge_threshold


class BeginnerPlayer(HeuristicPlayer):
    """Plays a legal card at random (draws only when it has none), names its main colour, jumps in
    whenever it can."""

    level = "beginner"
    name = "Beginner"

    def decide_jump_in(self, view: PlayerView, plays: list, rng: random.Random):
        return rng.choice(plays)

    def decide(self, view: PlayerView, actions: list, rng: random.Random):
        phase = view.phase
        plays = [a for a in actions if isinstance(a, Play)]
        if phase in ("play", "drawn") and plays:
            card = rng.choice(sorted({a.card for a in plays}))
            options = [a for a in plays if a.card == card]
            if card in WILD_CARDS:
                color = best_color([c for c in view.hand if c != card], rng)
                options = [a for a in options if a.color == color] or options
            return rng.choice(options)
        if phase == "challenge":
            if plays:
                return plays[0]
            return Challenge() if Challenge() in actions and rng.random() < 0.1 else Accept()
        if phase == "keep":
            return rng.choice([a for a in actions if a.card is not None] or actions)
        if phase == "discard":
            return Discard(tuple(rng.sample(list(view.hand), len(view.hand) - HAND_TARGET)))
        if phase == "color":
            return ChooseColor(best_color(view.hand, rng))
        return next((a for a in actions if isinstance(a, Draw)), actions[0])


class EasyPlayer(HeuristicPlayer):
    """Holds wilds and follows its main colour, but does not watch the other players or bluff."""

    level = "easy"
    name = "Easy"
    model_opponents = False
    bluff = False
    challenge_threshold = 0.6
    w_follow = 0.6
    w_points = 0.02
    w_hold = 2.5
    mistakes = 0.2


class NormalPlayer(HeuristicPlayer):
    level = "normal"
    name = "Normal"
    team_play = True
