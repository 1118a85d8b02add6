"""What one seat remembers from its own redacted events: known cards in other hands, colours a seat
seemed not to hold, which cards a seat could not have held when it drew instead of playing, the colour
in force before each Wild Draw Four, and who has challenged before.

Only `redact(event, seat)` copies reach it, so it never knows more than the seat was shown.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from game.rules import events as ev
from game.rules.cards import COLOR_OF, WILD_CARDS, playable_set

NOTHING: frozenset[str] = frozenset()


@dataclass
class CardGroup:
    """`count` cards that came into a hand together (a penalty, a draw) and, as far as this seat can
    tell, are none of the codes in `excluded`: the cards that were playable when their holder drew
    instead of playing. `count` None is the rest of the hand (the cards it held before any group)."""

    count: int | None
    excluded: frozenset[str] = NOTHING


class Memory:
    def __init__(self, seat: int = 0, players: int = 2) -> None:
        #: whether a wild card played by another seat says it had no coloured card to play (the expert's
        #: inference; the heuristic levels' memories do not draw it)
        self.wild_play_excludes = False
        self.reset(seat, players)

    def reset(self, seat: int, players: int) -> None:
        self.seat = seat
        self.players = players
        self.new_round()
        #: per seat: W4s it faced, and how many of them it challenged (kept over rounds)
        self.w4_faced = [0] * players
        self.challenges = [0] * players

    def new_round(self) -> None:
        n = self.players
        #: cards known to be in each hand (own hand exact when tracked from the deal)
        self.known: list[Counter] = [Counter() for _ in range(n)]
        #: colours a seat drew on instead of playing (it probably holds none), until it plays one
        self.voids: list[set[str]] = [set() for _ in range(n)]
        #: per seat: the colour it last named with a wild card (it probably held some), until it plays
        #: a card of that colour or draws while it is in force
        self.named: list[str | None] = [None] * n
        #: per seat: its hand as groups of cards with what they cannot be, oldest (the rest) first
        self.groups: list[list[CardGroup]] = [[CardGroup(None)] for _ in range(n)]
        #: per seat: its coloured plays since it last took a card, each as (the card, the cards that
        #: fitted then), for `play_likelihood`
        self.plays: list[list[tuple[str, frozenset[str]]]] = [[] for _ in range(n)]
        self.color = ""  # the colour in force, as last seen
        self.top = ""  # the top card of the discard pile, as last seen
        self.start_on_top = False  # whether that top card is the round's start card
        self.w4_prev_color: str | None = None  # the colour in force before the last W4
        self.pending = 0  # a draw is pending (a seat that takes it did not "draw instead of matching")
        self.last_w4_by: int | None = None

    # --- events -----------------------------------------------------------------------------------
    def observe(self, event) -> None:
        handler = _HANDLERS.get(type(event))
        if handler is not None:
            handler(self, event)

    def _round_started(self, e: ev.RoundStarted) -> None:
        self.new_round()

    def _dealt(self, e: ev.CardDealt) -> None:
        if e.card is not None:
            self.known[e.seat][e.card] += 1

    def _turned(self, e: ev.StartCardTurned) -> None:
        self.color = COLOR_OF[e.card] or ""
        self.top = e.card
        self.start_on_top = True  # nobody played it (a start T2 matches only its colour)

    def _played(self, e: ev.CardPlayed) -> None:
        if self.wild_play_excludes and e.card in WILD_CARDS:
            self._played_wild(e.seat)
        known = self.known[e.seat]
        if known[e.card] > 0:
            known[e.card] -= 1
            if not known[e.card]:
                del known[e.card]
        if e.card == "W4":
            self.w4_prev_color = self.color
            self.last_w4_by = e.seat
        col = COLOR_OF[e.card]
        if col is not None and e.seat != self.seat and self.color and self.top:
            fitted = playable_set(self.top, self.color, self.start_on_top) - WILD_CARDS
            self.plays[e.seat].append((e.card, fitted))
        if col is not None:
            self.voids[e.seat].discard(col)
            if self.named[e.seat] == col:
                self.named[e.seat] = None
        elif e.color:
            self.named[e.seat] = e.color
        self._group_played(e.seat, e.card)
        self.color = e.color
        self.top = e.card
        self.start_on_top = False

    def _played_wild(self, seat: int) -> None:
        """A seat that plays a wild card mostly does so when it has no coloured card to play (a wild
        held is worth more than a coloured card spent): what it holds besides is, most likely, none of
        the coloured cards that were playable (RLCard's rule agent plays a wild card only then)."""
        if seat == self.seat or not (self.color and self.top):
            return
        playable = playable_set(self.top, self.color, self.start_on_top) - WILD_CARDS
        for group in self.groups[seat]:
            group.excluded = group.excluded | playable

    def _drawn(self, e: ev.CardsDrawn) -> None:
        seat = e.seat
        self.plays[seat].clear()
        if e.reason == "draw" and seat != self.seat and self.color and self.top:
            self.voids[seat].add(self.color)
            if self.named[seat] == self.color:
                self.named[seat] = None
            # it drew instead of playing: nothing it held matched, nor did what it drew (until a
            # TurnChanged to "drawn" says the last card drawn did)
            playable = playable_set(self.top, self.color, self.start_on_top)
            groups = self.groups[seat]
            for group in groups:
                group.excluded = group.excluded | playable
            groups.append(CardGroup(len(e.cards), playable))
        else:
            self.groups[seat].append(CardGroup(len(e.cards)))
        for card in e.cards:
            if card is not None:
                self.known[seat][card] += 1

    def _color(self, e: ev.ColorChosen) -> None:
        self.color = e.color

    def _challenge(self, e: ev.ChallengeResolved) -> None:
        self.challenges[e.challenger] += 1
        if e.hand is not None:
            self.known[e.challenged] = Counter(e.hand)
            self.groups[e.challenged] = [CardGroup(None)]

    def _turn(self, e: ev.TurnChanged) -> None:
        if e.phase == "challenge":
            self.w4_faced[e.seat] += 1
        elif e.phase == "drawn":  # the last card it drew is playable after all
            groups = self.groups[e.seat]
            last = groups[-1]
            if last.count:
                last.count -= 1
                if not last.count:
                    groups.pop()
                groups.append(CardGroup(1))

    def _group_played(self, seat: int, card: str) -> None:
        """Take `card` out of the group it most likely came from: the rest of the hand if it could be
        there, else the largest group it could be in; if none, what was inferred was wrong: forget it."""
        groups = self.groups[seat]
        fits = [g for g in groups if card not in g.excluded]
        if not fits:
            self.groups[seat] = [CardGroup(None)]
            return
        group = fits[0] if fits[0].count is None else max(fits, key=lambda g: g.count or 0)
        if group.count is not None:
            group.count -= 1
            if group.count <= 0:
                groups.remove(group)

    def _discarded(self, e: ev.CardsDiscarded) -> None:
        self.plays[e.seat].clear()
        known = self.known[e.seat]
        for card in e.cards:
            if known[card] > 0:
                known[card] -= 1
            self._group_played(e.seat, card)
        self.known[e.seat] = +known

    def _forget_plays(self) -> None:
        self.plays = [[] for _ in range(self.players)]

    def _shuffled(self, e: ev.HandsShuffled) -> None:
        self._forget_plays()
        for k in self.known:
            k.clear()
        for v in self.voids:
            v.clear()
        self.named = [None] * self.players
        self.groups = [[CardGroup(None)] for _ in range(self.players)]

    def _swapped(self, e: ev.HandsSwapped) -> None:
        a, b = e.seat, e.other
        self._forget_plays()
        self.known[a], self.known[b] = self.known[b], self.known[a]
        self.voids[a], self.voids[b] = self.voids[b], self.voids[a]
        self.named[a], self.named[b] = self.named[b], self.named[a]
        self.groups[a], self.groups[b] = self.groups[b], self.groups[a]

    def _rotated(self, e: ev.HandsRotated) -> None:
        n, d = self.players, e.direction
        self._forget_plays()
        self.known = [self.known[(s - d) % n] for s in range(n)]
        self.voids = [self.voids[(s - d) % n] for s in range(n)]
        self.named = [self.named[(s - d) % n] for s in range(n)]
        self.groups = [self.groups[(s - d) % n] for s in range(n)]

    # --- use --------------------------------------------------------------------------------------
    def sync_own(self, hand) -> None:
        """The seat's own hand is always exact: take it from the view."""
        self.known[self.seat] = Counter(hand)

    def play_likelihood(self, seat: int, hand, last: int = 3) -> float:
        """How likely `seat`'s last few coloured plays (since it last took a card) were if it holds
        `hand` now and each time played any card that fitted, at random: the product of 1 / (cards
        that fitted) over those plays, its hand at each rebuilt from `hand` and what it played since."""
        plays = self.plays[seat][-last:]
        if not plays:
            return 1.0
        held = list(hand)
        likelihood = 1.0
        for card, fitted in reversed(plays):
            held.append(card)
            likelihood /= max(1, sum(1 for c in held if c in fitted))
        return likelihood

    def challenge_rate(self, seat: int, prior: float = 0.3, weight: float = 3.0) -> float:
        """How often `seat` challenged the W4s it faced (with a prior)."""
        return (self.challenges[seat] + prior * weight) / (self.w4_faced[seat] + weight)

    def may_hold_wilds(self, seat: int) -> bool:
        return not self.voids[seat] or any(c in WILD_CARDS for c in self.known[seat])


_HANDLERS: dict[type, Callable[[Memory, Any], None]] = {
    ev.RoundStarted: Memory._round_started,
    ev.CardDealt: Memory._dealt,
    ev.StartCardTurned: Memory._turned,
    ev.CardPlayed: Memory._played,
    ev.CardsDrawn: Memory._drawn,
    ev.ColorChosen: Memory._color,
    ev.ChallengeResolved: Memory._challenge,
    ev.TurnChanged: Memory._turn,
    ev.CardsDiscarded: Memory._discarded,
    ev.HandsShuffled: Memory._shuffled,
    ev.HandsSwapped: Memory._swapped,
    ev.HandsRotated: Memory._rotated,
}
