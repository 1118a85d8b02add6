"""What one seat remembers from its own redacted events: known cards in other hands, colours a seat
seemed not to hold, the colour in force before each Wild Draw Four, and who has challenged before.

Only `redact(event, seat)` copies reach it, so it never knows more than the seat was shown.
"""

from __future__ import annotations

from collections import Counter

from game.rules import events as ev
from game.rules.cards import COLOR_OF, WILD_CARDS


class Memory:
    def __init__(self, seat: int = 0, players: int = 2) -> None:
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
        self.color = ""  # the colour in force, as last seen
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

    def _played(self, e: ev.CardPlayed) -> None:
        known = self.known[e.seat]
        if known[e.card] > 0:
            known[e.card] -= 1
            if not known[e.card]:
                del known[e.card]
        if e.card == "W4":
            self.w4_prev_color = self.color
            self.last_w4_by = e.seat
        col = COLOR_OF[e.card]
        if col is not None:
            self.voids[e.seat].discard(col)
        self.color = e.color

    def _drawn(self, e: ev.CardsDrawn) -> None:
        if e.reason == "draw" and e.seat != self.seat and self.color:
            self.voids[e.seat].add(self.color)
        for card in e.cards:
            if card is not None:
                self.known[e.seat][card] += 1

    def _color(self, e: ev.ColorChosen) -> None:
        self.color = e.color

    def _challenge(self, e: ev.ChallengeResolved) -> None:
        self.challenges[e.challenger] += 1
        if e.hand is not None:
            self.known[e.challenged] = Counter(e.hand)

    def _turn(self, e: ev.TurnChanged) -> None:
        if e.phase == "challenge":
            self.w4_faced[e.seat] += 1

    def _discarded(self, e: ev.CardsDiscarded) -> None:
        known = self.known[e.seat]
        for card in e.cards:
            if known[card] > 0:
                known[card] -= 1
        self.known[e.seat] = +known

    def _shuffled(self, e: ev.HandsShuffled) -> None:
        for k in self.known:
            k.clear()
        for v in self.voids:
            v.clear()

    def _swapped(self, e: ev.HandsSwapped) -> None:
        a, b = e.seat, e.other
        self.known[a], self.known[b] = self.known[b], self.known[a]
        self.voids[a], self.voids[b] = self.voids[b], self.voids[a]

    def _rotated(self, e: ev.HandsRotated) -> None:
        n, d = self.players, e.direction
        self.known = [self.known[(s - d) % n] for s in range(n)]
        self.voids = [self.voids[(s - d) % n] for s in range(n)]

    # --- use --------------------------------------------------------------------------------------
    def sync_own(self, hand) -> None:
        """The seat's own hand is always exact: take it from the view."""
        self.known[self.seat] = Counter(hand)

    def challenge_rate(self, seat: int, prior: float = 0.3, weight: float = 3.0) -> float:
        """How often `seat` challenged the W4s it faced (with a prior)."""
        return (self.challenges[seat] + prior * weight) / (self.w4_faced[seat] + weight)

    def may_hold_wilds(self, seat: int) -> bool:
        return not self.voids[seat] or any(c in WILD_CARDS for c in self.known[seat])


_HANDLERS = {
    ev.RoundStarted: Memory._round_started, ev.CardDealt: Memory._dealt,
    ev.StartCardTurned: Memory._turned, ev.CardPlayed: Memory._played, ev.CardsDrawn: Memory._drawn,
    ev.ColorChosen: Memory._color, ev.ChallengeResolved: Memory._challenge, ev.TurnChanged: Memory._turn,
    ev.CardsDiscarded: Memory._discarded, ev.HandsShuffled: Memory._shuffled,
    ev.HandsSwapped: Memory._swapped, ev.HandsRotated: Memory._rotated,
}
