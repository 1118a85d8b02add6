"""The expert: determinized rollouts with the engine as the simulator.

For each decision the expert keeps a few candidate moves (the normal level's best few cards, two
colours for a wild card, every answer to a W4, every colour worth naming; a coloured card it has just
drawn and can play, it plays without a search), then repeatedly
  1. samples a world consistent with what its seat has seen (`determinize`): the unseen cards
     (the deck minus its own hand and the discard pile) are dealt to the other hands, cards it
     knows to be there first (a hand shown in a challenge, a hand it gave away in a swap); a seat
     that drew instead of playing is dealt, for the cards it held then and the card it drew, only
     rarely (`leak`) one that was playable at that moment (`Memory.groups`; with
     `wild_play_excludes`, off by default, a wild card played counts alike); the rest go to the
     draw pile;
  2. applies every candidate to a clone of that world, plays `depth` (24) more moves with a fast
     policy for every seat, all candidates under the same random numbers (common random numbers),
     and asks the hand evaluation (`game.ai.evaluation`) for its seat's chance to win from there
     (a round that ended on the way counts as won or lost);
and picks the candidate with the highest mean chance. A candidate clearly behind the leader (the
early stop's test, candidate by candidate) leaves the search (`prune`), so the worlds go to the
candidates still in question.

Settings kept off (measured against RLCard's rule agent, docs/ai.md): `loose` (the other seats play
any card that fits, at random, in the playouts), `hold` (the searching seat keeps its action cards in
its playouts until the next seat is close to going out), `plays` (worlds kept in proportion to how
likely their hands made the other seats' recent plays), `wild_colours` (colours searched for a wild),
`tree` (information-set search: a tree per candidate shared by the worlds, game/ai/ismcts.py).

Its budget is a number of worlds, not a length of time, so that it plays as well on a busy machine as on
a quiet one: it searches `worlds` worlds (400; judged against the true hands, 50 worlds choose worse
and past 100 the choices hardly change: docs/ai.md) unless the leader is clearly ahead sooner (the early
stop). The wall clock only caps the latency: a world that would likely end past `cap` seconds (0.18;
the mean time of a world so far says how long the next one takes) is not begun, so a slow machine gets
fewer worlds rather than a slow answer. With the cap off (`cap=None`) or not reached, the choice
depends only on the view, the memory and the random numbers. `iterations` fixes the worlds exactly
(no early stop, no clock: reproducible tests). Cutting the playouts short took the 2-player expert
from 75.8% to 79.4% against random (docs/ai.md).
"""

from __future__ import annotations

import random
import time
from collections import Counter
from collections.abc import Callable

from game.rules import PlayerView, State, apply, edition, playable_cards, plays_of
from game.rules.actions import Accept, Action, Challenge, ChooseColor, Discard, Draw, Keep, Pass, Play
from game.rules.cards import ACTIONS, COLOR_OF, COLORS, POINTS, RANK_OF, WILD_CARDS
from game.rules.errors import RuleError

from .evaluation import win_chance
from .heuristic import NormalPlayer, discard_choice, keep_choice, unseen_cards
from .ismcts import Node, walk
from .memory import Memory

TARGET_WORLDS = 400  # worlds per decision (docs/ai.md: how the choices of 50 to 1,600 worlds compare)
CAP = 0.18  # seconds a search may take (its decisions' p95 at most 200 ms on a quiet machine: docs/ai.md)
DEPTH = 24  # moves a playout makes before the hand evaluation judges the table
LEAK = 0.08  # chance that a card a seat seemed not to hold is dealt to it anyway


def _deal_groups(
    hand: list[str], need: int, groups: list, cards: list[str], rng: random.Random, leak: float = LEAK
) -> list[str]:
    """Deal `need` cards from the shuffled `cards` into `hand`, group by group (the newest first; the
    oldest, the rest of the hand, takes what is left), each card one its group may hold; the cards
    not dealt are returned in their order."""
    if len(groups) == 1 and not groups[0].excluded:
        hand.extend(cards[:need])
        return cards[need:]
    for index in range(len(groups) - 1, -1, -1):
        group = groups[index]
        take = need if group.count is None or index == 0 else min(group.count, need)
        need -= take
        excluded = group.excluded
        if not excluded:
            hand.extend(cards[:take])
            cards = cards[take:]
            continue
        rest: list[str] = []
        for card in cards:
            if take and (card not in excluded or rng.random() < leak):
                hand.append(card)
                take -= 1
            else:
                rest.append(card)
        if take:  # not enough cards it could hold: what was inferred was wrong
            hand.extend(rest[:take])
            rest = rest[take:]
        cards = rest
    return cards


def determinize(
    view: PlayerView,
    memory: Memory,
    rng: random.Random,
    unseen: Counter | None = None,
    named: float = 0.0,
    leak: float = LEAK,
) -> State:
    """A full table consistent with `view` and `memory`: only they and `rng` decide it.

    `unseen` is `unseen_cards(view)` when the caller has it already (it is the same for every world).
    `named`: the chance that a seat which named a colour with a wild card (and has not played or drawn
    on it since) is dealt a card of that colour first.
    """
    n = view.players
    me = view.seat
    pool = Counter(unseen) if unseen is not None else unseen_cards(view)
    hands: list[list[str]] = [[] for _ in range(n)]
    hands[me] = list(view.hand)
    for seat in range(n):
        if seat == me:
            continue
        size = view.hand_sizes[seat]
        for card, count in sorted(memory.known[seat].items()):
            take = min(count, pool[card], size - len(hands[seat]))
            if take > 0:
                hands[seat].extend([card] * take)
                pool[card] -= take
    if named:
        _deal_named(view, memory, hands, pool, named, rng)
    cards = sorted(pool.elements())
    rng.shuffle(cards)
    for step in range(1, n):
        seat = (me + step) % n
        need = view.hand_sizes[seat] - len(hands[seat])
        if need > 0:
            cards = _deal_groups(hands[seat], need, memory.groups[seat], cards, rng, leak)
    w4_legal = None
    if view.phase == "challenge" and view.w4_player is not None:
        prev = memory.w4_prev_color
        if prev is None:
            below = view.discard[-2] if len(view.discard) > 1 else view.top
            prev = COLOR_OF[below] or view.color
        w4_legal = edition(view.ruleset).w4_legal(hands[view.w4_player], prev)
    resume = (me + view.direction) % n if view.phase == "keep" else None
    return State(
        view.ruleset,
        view.options,
        n,
        hands,
        cards,
        0,
        list(view.discard),
        view.color,
        view.turn,
        view.direction,
        view.phase,
        view.dealer,
        view.round_no,
        list(view.scores),
        dict(view.towers),
        view.drawn,
        view.pending,
        view.pending_rank,
        view.w4_player,
        w4_legal,
        list(view.exposed),
        me if view.uno_armed else None,
        None,
        None,
        resume,
        None,
        0,
        None,
        0,
        random.Random(rng.getrandbits(64)),
        None,
        view.top_player,
    )


def _deal_named(view: PlayerView, memory: Memory, hands: list, pool: Counter, trust: float, rng) -> None:
    """A card of the colour each seat named last, with chance `trust`, unless it holds one already."""
    for seat, colour in enumerate(memory.named):
        if seat == view.seat or colour is None or len(hands[seat]) >= view.hand_sizes[seat]:
            continue
        if any(COLOR_OF[c] == colour for c in hands[seat]) or rng.random() >= trust:
            continue
        choices = sorted(c for c, k in pool.items() if k > 0 and COLOR_OF[c] == colour)
        if choices:
            card = rng.choices(choices, weights=[pool[c] for c in choices])[0]
            hands[seat].append(card)
            pool[card] -= 1


# --- the rollout policy ------------------------------------------------------------------------------

_DRAW, _PASS, _ACCEPT = Draw(), Pass(), Accept()
_PLAIN: dict[tuple[str, bool], Play] = {}
_IS_ACTION = {code: RANK_OF[code] in ACTIONS for code in COLOR_OF}
_CARD_ORDER = {code: (0 if code in WILD_CARDS else 1, POINTS[code]) for code in COLOR_OF}


def _colour_counts(hand) -> dict[str, int]:
    counts = dict.fromkeys(COLORS, 0)
    for card in hand:
        col = COLOR_OF[card]
        if col is not None:
            counts[col] += 1
    return counts


def _main_color(hand) -> str:
    counts = _colour_counts(hand)
    return max(COLORS, key=counts.__getitem__)


def _pick(hand, cards) -> str:
    """The rollout's card: not a wild if avoidable; else the colour it holds most of, then points."""
    counts = _colour_counts(hand)
    best = cards[0]
    best_key = (-1, 0, 0)
    for card in cards:
        col = COLOR_OF[card]
        key = (0, 0, 0) if col is None else (1, counts[col], POINTS[card])
        if key > best_key:
            best, best_key = card, key
    return best


def _fast_play(state: State, seat: int, card: str) -> Play:
    hand = state.hands[seat]
    uno = len(hand) == 2
    col = COLOR_OF[card]
    rank = RANK_OF[card]
    if col is not None and rank not in ("T2", "7"):
        play = _PLAIN.get((card, uno))
        if play is None:
            play = _PLAIN[(card, uno)] = Play(card, uno=uno)
        return play
    options = plays_of(state, seat, card)
    if col is None:
        rest = list(hand)
        rest.remove(card)
        color = _main_color(rest)
        options = [p for p in options if p.color == color] or options
    if options[0].swap_with is not None:
        sizes = state.hands
        return min(options, key=lambda p: len(sizes[p.swap_with]) if p.swap_with is not None else len(hand))
    return options[0]


def _loose_pick(cards, rng: random.Random) -> str:
    """A plausible simple player's card: any card that fits, at random, a wild only when nothing else
    fits (the `loose` opponent model)."""
    plain = [card for card in cards if COLOR_OF[card] is not None]
    return rng.choice(plain or cards)


def _hold_pick(hand, cards, pressed: bool) -> str:
    """The fast policy's card, but an action card only when the next seat is close to going out
    (`pressed`), a number card first otherwise (the `hold` setting, for the searching seat)."""
    counts = _colour_counts(hand)
    best = cards[0]
    best_key = (-1, 0, False, 0)
    for card in cards:
        col = COLOR_OF[card]
        action = _IS_ACTION[card]
        key = (0, 0, False, 0) if col is None else (1, counts[col], action == pressed, POINTS[card])
        if key > best_key:
            best, best_key = card, key
    return best


def rollout(
    state: State,
    limit: int = 400,
    me: int | None = None,
    loose: random.Random | None = None,
    hold: bool = False,
) -> int | None:
    """Play the round out with a fixed policy for every seat; the round's winner (None: cut off).

    With `loose` (a random source) the seats other than `me` play like a plausible simple player
    (`_loose_pick`) instead of the fast policy's choice; with `hold`, `me` keeps its action cards
    until the next seat holds two cards or fewer (`_hold_pick`)."""
    for _ in range(limit):
        phase = state.phase
        if phase == "round_over" or phase == "game_over":
            return state.round_winner
        seat = state.turn
        action: Action
        if phase == "play":
            cards = playable_cards(state, seat)
            if cards:
                if len(cards) == 1:
                    card = cards[0]
                elif loose is not None and seat != me:
                    card = _loose_pick(cards, loose)
                elif hold and seat == me:
                    nxt = state.hands[(seat + state.direction) % state.players]
                    card = _hold_pick(state.hands[seat], cards, len(nxt) <= 2)
                else:
                    card = _pick(state.hands[seat], cards)
                action = _fast_play(state, seat, card)
            else:
                action = _DRAW
        elif phase == "drawn":
            drawn = state.drawn
            assert drawn is not None  # the "drawn" phase always has its card
            action = _fast_play(state, seat, drawn)
        elif phase == "challenge":
            stack = playable_cards(state, seat)
            action = _fast_play(state, seat, stack[0]) if stack else _ACCEPT
        elif phase == "color":
            action = ChooseColor(_main_color(state.hands[seat]))
        elif phase == "keep":
            hand = state.hands[seat]
            wilds = [c for c in hand if c in WILD_CARDS]
            action = Keep((wilds or hand)[0], uno=True)
        else:
            hand = state.hands[seat]
            action = Discard(tuple(sorted(hand, key=_CARD_ORDER.__getitem__)[7:]))
        apply(state, seat, action, listen=False)
    return None


# --- the player ----------------------------------------------------------------------------------------


class ExpertPlayer(NormalPlayer):
    level = "expert"
    name = "Expert"

    def __init__(
        self,
        worlds: int = TARGET_WORLDS,
        cap: float | None = CAP,
        iterations: int | None = None,
        width: int = 4,
        depth: int | None = DEPTH,
        clock: Callable[[], float] = time.perf_counter,
        on_search: Callable[[int, bool, float], None] | None = None,
        named: float = 0.0,
        prune: bool = True,
        wild_play_excludes: bool = False,
        leak: float = LEAK,
        loose: bool = False,
        wild_colours: int = 2,
        hold: bool = False,
        plays: int = 1,
        tree: bool = False,
        **kw,
    ) -> None:
        super().__init__(**kw)
        self.memory.wild_play_excludes = wild_play_excludes
        self.depth = depth  # moves played out before the hand evaluation judges (None: to the end)
        self.worlds = worlds  # the target: worlds per decision unless the early stop or the cap ends it
        self.cap = cap  # seconds per decision at most (None: no clock)
        self.iterations = iterations  # fixed worlds per decision (no early stop, no clock)
        self.width = width  # cards kept from the heuristic ranking (with two colours for a wild card)
        self.min_worlds = 24  # before the early stop may end a search
        self.clock = clock
        self.on_search = on_search  # told after each search: (worlds, the cap ended it, seconds)
        self.leak = leak  # chance that a card a seat seemed not to hold is dealt to it anyway
        self.prune = prune  # drop a candidate from the search once it is clearly behind the leader
        self.named = named  # chance to deal a seat a card of the colour it named (see determinize)
        self.wild_colours = wild_colours  # colours searched for a wild card played (the best-ranked)
        # worlds dealt per world searched, one kept by how likely its hands made the plays seen
        self.plays = plays
        self.hold = hold  # in the playouts it keeps its action cards for a next seat close to going out
        self.loose = loose  # the other seats play like a plausible simple player in the playouts (rollout)
        # one tree per candidate over the information set, shared by the worlds (game/ai/ismcts.py)
        self.tree = bool(tree)
        self._trees: dict[int, Node] = {}
        self.last_worlds = 0
        self.last_capped = False

    def candidates(self, view: PlayerView, actions: list) -> list:
        phase = view.phase
        if phase == "challenge":
            return [a for a in actions if isinstance(a, (Play, Challenge, Accept))]
        if phase == "color":
            hand = list(view.hand)
            return sorted(actions, key=lambda a: -sum(1 for c in hand if COLOR_OF[c] == a.color))[:3]
        if phase in ("keep", "discard"):
            return []
        ranked = self.rank(view, actions)
        plays = self._distinct_plays([a for _, a in ranked if isinstance(a, Play)])
        if phase == "drawn" and plays and view.drawn not in WILD_CARDS:
            # a drawn card that can be played is played unless it is a wild card: keeping it was
            # chosen on noise (playing and keeping draw different cards later, so the worlds do not
            # pair them) and measured worse (docs/ai.md)
            return plays
        rest = [a for a in actions if not isinstance(a, Play)]
        if phase == "play" and plays:
            # drawing instead of playing is worth a thought only when every play is a wild card
            only_wilds = all(p.card in WILD_CARDS for p in plays)
            rest = [a for a in rest if only_wilds and isinstance(a, Draw)]
        return plays + rest

    def _distinct_plays(self, ranked: list[Play]) -> list[Play]:
        """The best-ranked way to play each of the `width` best cards, and for a wild card its two
        best-ranked colours: a card's other ways to be played are seldom worth a search of their own."""
        per_card: dict[str, list[Play]] = {}
        for play in ranked:
            ways = per_card.setdefault(play.card, [])
            if len(ways) < self.wild_colours:
                ways.append(play)
        cards = list(per_card)[: self.width]
        return [
            way for card in cards for way in per_card[card][: self.wild_colours if card in WILD_CARDS else 1]
        ]

    def decide(self, view: PlayerView, actions: list, rng: random.Random):
        phase = view.phase
        if phase == "keep":
            return keep_choice(view, view.hand)
        if phase == "discard":
            return discard_choice(view.hand, len(view.hand) - 7)
        cands = self.candidates(view, actions)
        if not cands:
            return super().decide(view, actions, rng)
        if len(cands) == 1:
            return cands[0]
        return self.search(view, cands, rng)

    def decide_jump_in(self, view: PlayerView, plays: list, rng: random.Random):
        """Jump in or not, by the same search: the best ways to jump in against letting the chance pass
        (None: the world goes on with the seat on turn). The last card always goes."""
        if len(view.hand) == 1:
            return plays[0]
        ranked = [a for _, a in self.rank(view, plays) if isinstance(a, Play)]
        cands: list = [*self._distinct_plays(ranked), None]
        return self.search(view, cands, rng)

    def search(self, view: PlayerView, cands: list, rng: random.Random):
        me = view.seat
        values: list[list[float]] = []  # per world, each candidate's value (a win chance)
        fixed = self.iterations is not None
        target = self.worlds if self.iterations is None else self.iterations
        cap = None if fixed else self.cap
        clock = self.clock
        started = clock()
        capped = False
        unseen = unseen_cards(view)
        mate = self.partner(view)
        side = (me,) if mate is None else (me, mate)  # teams: the search scores the team's result
        active = list(range(len(cands)))  # the candidates still searched
        self._trees = {}
        while len(values) < target:
            if cap is not None and values:
                spent = clock() - started
                if spent + spent / len(values) > cap:  # the next world would likely end past the cap
                    capped = True
                    break
            values.append(self.world_values(view, cands, rng, unseen, side, active))
            worlds = len(values)
            if not fixed and worlds >= self.min_worlds and worlds % 8 == 0:
                if self.prune:
                    active = self._contenders(values, active)
                    if len(active) == 1:
                        break
                elif self._settled(values):
                    break
        self.last_worlds = len(values)
        self.last_capped = capped
        if self.on_search is not None:
            self.on_search(len(values), capped, clock() - started)
        return cands[self._leader(values, active)]

    def world_values(
        self,
        view: PlayerView,
        cands: list,
        rng: random.Random,
        unseen: Counter,
        side: tuple[int, ...],
        active: list[int] | None = None,
    ) -> list[float]:
        """One world's row: a table dealt from what the seat knows, and each candidate's value in it
        (every candidate under the same random numbers, so the differences between them are paired).
        Only the candidates in `active` (all by default) are played; the others' values are 0."""
        me = view.seat
        world = self.deal(view, rng, unseen)
        seed = rng.getrandbits(64)
        row = [0.0] * len(cands)
        walking = self.tree and self.depth is not None and len(side) == 1  # teams: the plain playouts
        for i in range(len(cands)) if active is None else active:
            action = cands[i]
            state = world.clone(seed)
            try:
                if action is not None:  # None: let a jump-in chance pass
                    apply(state, me, action, listen=False)
            except RuleError:  # not expected: candidates come from the legal list
                continue
            loose = random.Random(seed) if self.loose else None  # the same numbers for every candidate
            if walking:
                root = self._trees.setdefault(i, Node())
                step = self._stepper(me, loose)
                row[i] = walk(root, state, me, self.depth or 0, random.Random(seed), step, _fast_play)
            elif self.loose:
                row[i] = self.playout(state, me, side, loose=loose)
            else:
                row[i] = self.playout(state, me, side)
        return row

    def _stepper(self, me: int, loose: random.Random | None) -> Callable[[State, int], object]:
        """The playout policy for `walk`: `moves` moves of `rollout` with this player's settings."""
        hold = self.hold
        return lambda state, moves: rollout(state, moves, me, loose, hold)

    def deal(self, view: PlayerView, rng: random.Random, unseen: Counter) -> State:
        """A world to search: with `plays` over 1, that many are dealt and one is kept with a chance in
        proportion to how likely its hands made the other seats' recent plays (each seat playing any
        card that fitted, at random: `Memory.play_likelihood`)."""
        worlds = [
            determinize(view, self.memory, rng, unseen, self.named, self.leak)
            for _ in range(max(1, self.plays))
        ]
        if len(worlds) == 1:
            return worlds[0]
        memory = self.memory
        weights = []
        for world in worlds:
            weight = 1.0
            for seat, hand in enumerate(world.hands):
                if seat != view.seat:
                    weight *= memory.play_likelihood(seat, hand)
            weights.append(weight)
        return rng.choices(worlds, weights=weights)[0]

    def playout(
        self, state: State, me: int, side: tuple[int, ...] | None = None, loose: random.Random | None = None
    ) -> float:
        """`me`'s value of a world after its move: `depth` moves of the playout policy, then the hand
        evaluation's win chance (or play to the end and count the win, with `depth` None). With
        `side` (teams: `me` and its partner), the chance that one of those seats wins."""
        side = side or (me,)
        if self.depth is None:
            return 1.0 if rollout(state, 400, me, loose, self.hold) in side else 0.0
        rollout(state, self.depth, me, loose, self.hold)
        if len(side) == 1:
            return win_chance(state, me)
        return sum(win_chance(state, seat) for seat in side)

    @staticmethod
    def _leader(values: list[list[float]], active: list[int] | None = None) -> int:
        """The candidate (of `active`, default all) with the highest total value; ties go to the earlier
        one (the heuristic's order)."""
        totals = [sum(row[i] for row in values) for i in range(len(values[0]))]
        return max(range(len(totals)) if active is None else active, key=lambda i: (totals[i], -i))

    @classmethod
    def _contenders(cls, values: list[list[float]], active: list[int]) -> list[int]:
        """The candidates of `active` still worth searching: the leader, and every other that is not
        clearly worse than it (the early stop's test, candidate by candidate)."""
        lead = cls._leader(values, active)
        return [j for j in active if j == lead or not cls._clearly_behind(values, lead, j)]

    @classmethod
    def _settled(cls, values: list[list[float]]) -> bool:
        """The leader is clearly better than every other candidate: its mean paired difference in value
        is over three standard errors (common random numbers make the differences small)."""
        lead = cls._leader(values)
        return all(cls._clearly_behind(values, lead, j) for j in range(len(values[0])) if j != lead)

    @staticmethod
    def _clearly_behind(values: list[list[float]], lead: int, j: int) -> bool:
        """Candidate j's mean paired difference from `lead` is over three standard errors (common
        random numbers make the differences small)."""
        worlds = len(values)
        diffs = [row[lead] - row[j] for row in values]
        mean = sum(diffs) / worlds
        spread = sum((d - mean) ** 2 for d in diffs) / (worlds - 1)
        return mean > 3.0 * (spread / worlds) ** 0.5 + 1.0 / worlds


__all__ = ["ExpertPlayer", "determinize", "rollout", "ChooseColor", "Discard", "Keep"]
