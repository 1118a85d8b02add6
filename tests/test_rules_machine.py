"""The engine as a Hypothesis state machine: Hypothesis deals a table and chooses every move, from
`legal_actions` or mutated from them (extra, missing or ill-typed arguments, other cards, other seats),
so it can steer towards rare states and shrink a failure to the shortest sequence of moves.

After every step: a legal move is accepted; any other move is refused with one of the error codes and
changes nothing, and a move the engine accepts is one `legal_actions` lists (issue 20, item 10); the
state is sound (cards conserved, invariants); replaying the moves from the seed gives the same state.
`make test` runs a few short games; HYPOTHESIS_PROFILE=long runs many long ones.
"""

from __future__ import annotations

from collections import Counter

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule
from rules_strategies import scaled, setups

from game.rules import (
    CARDS,
    ENGINE,
    Accept,
    CallUno,
    Catch,
    Challenge,
    ChooseColor,
    Discard,
    Draw,
    GameRecord,
    Keep,
    NextRound,
    Pass,
    Play,
    RuleError,
    apply,
    legal_actions,
    new_game,
    replay,
)
from game.rules.errors import ERROR_CODES
from game.rules.invariants import problems, sorted_deck

CODES = sorted(CARDS)
ODD = st.sampled_from(([], {}, "1", 1.5, -1, True, None))  # values of a wrong type or range
COLOR = st.one_of(st.sampled_from(("r", "y", "g", "b", "x", "")), ODD)
TOWERS = st.one_of(
    st.lists(st.sampled_from("UNO!"), max_size=3).map(tuple),
    st.sampled_from(((), ("N", "U"), ("U", "U"), ["U"], "UN", ({},), ("X",), None)),
)


def canonical(action, state, seat):
    """What identifies a move among `legal_actions`' (decision 4 in docs/rules-decisions.md): the UNO
    flag of a play or keep is the player's say (it must be true or false), and a 7's target may be
    left out when there is only one other seat."""
    if isinstance(action, Play):
        if not isinstance(action.uno, bool):
            return None
        swap = action.swap_with
        if (
            swap is None
            and state.players == 2
            and action.card in CARDS
            and CARDS[action.card].rank == "7"
            and state.options.seven_zero
            and len(state.hands[seat]) > 1
        ):
            swap = 1 - seat
        return ("play", action.card, action.color, action.towers, swap)
    if isinstance(action, Keep):
        return ("keep", action.card) if isinstance(action.uno, bool) else None
    return action


def a_legal_discard(action, state, seat) -> bool:
    """`legal_actions` lists only some of the right-sized discards: any of them is legal."""
    hand = state.hands[seat]
    cards = action.cards
    return (
        state.phase == "discard"
        and seat == state.turn
        and isinstance(cards, tuple)
        and all(isinstance(c, str) for c in cards)
        and len(cards) == len(hand) - 7
        and not Counter(cards) - Counter(hand)
    )


@st.composite
def mutated(draw, state, seat: int, legal: list):
    """A move near the legal ones: one of them with an argument changed, or any kind of move.

    Under the compiled engine the moves are native classes whose fields are typed: an ill-typed move
    cannot even be built (TypeError; `action_from_json` turns it into ValueError), which refuses it as
    surely as `apply` would. A move that is refused for sure stands in for it then."""
    try:
        return _mutation(draw, state, seat, legal)
    except TypeError:
        if ENGINE != "compiled":
            raise
        return Catch(None)


def _mutation(draw, state, seat: int, legal: list):
    base = draw(st.sampled_from(legal)) if legal and draw(st.booleans()) else None
    hand = state.hands[seat] if 0 <= seat < state.players else []
    card = (
        draw(st.one_of(st.sampled_from(hand), st.sampled_from(CODES)))
        if hand and draw(st.booleans())
        else draw(st.one_of(st.sampled_from(CODES), ODD))
    )
    if isinstance(base, Play):
        field = draw(st.sampled_from(("color", "towers", "uno", "swap_with", "card")))
        values = {
            "color": COLOR,
            "towers": TOWERS,
            "uno": st.one_of(st.booleans(), ODD),
            "swap_with": st.one_of(st.integers(-1, state.players), ODD),
            "card": st.just(card),
        }
        changes = {field: draw(values[field])}
        return Play(
            **{**{f: getattr(base, f) for f in ("card", "color", "towers", "uno", "swap_with")}, **changes}
        )
    if isinstance(base, Keep):
        return Keep(draw(st.one_of(st.just(card), st.none())), draw(st.one_of(st.booleans(), ODD)))
    if isinstance(base, Discard):
        cards = list(base.cards)
        how = draw(st.sampled_from(("shuffle", "drop", "add", "swap", "type")))
        if how == "shuffle":
            cards = draw(st.permutations(cards))
        elif how == "drop" and cards:
            cards.pop()
        elif how == "add":
            cards.append(card)
        elif how == "swap" and cards:
            cards[0] = card
        else:
            return Discard(draw(st.one_of(st.just(list(cards)), ODD, st.just(tuple(cards) + ({},)))))
        return Discard(tuple(cards))
    kind = draw(st.integers(0, 10))
    return [
        Play(
            card,
            draw(COLOR),
            draw(TOWERS),
            draw(st.booleans()),
            draw(st.one_of(st.none(), st.integers(-1, state.players))),
        ),
        Draw(),
        Pass(),
        Challenge(),
        Accept(),
        ChooseColor(draw(COLOR)),
        CallUno(),
        Catch(draw(st.one_of(st.integers(-1, state.players), ODD))),
        Keep(draw(st.one_of(st.none(), st.just(card)))),
        Discard(tuple(draw(st.lists(st.sampled_from(hand or CODES), max_size=4)))),
        NextRound(),
    ][kind]


class Engine(RuleBasedStateMachine):
    @initialize(setup=setups())
    def deal(self, setup):
        ruleset, players, options, seed = setup
        self.record = GameRecord(ruleset, players, options, seed, [])
        self.state = new_game(ruleset, players, options, seed)
        self.deck = sorted_deck(self.state)

    def _accept(self, seat, action) -> None:
        self.record.moves.append((seat, action))

    @precondition(lambda self: self.state.phase != "game_over")
    @rule(data=st.data())
    def legal_move(self, data):
        state = self.state
        seats = [s for s in range(state.players) if legal_actions(state, s)]
        turn = state.turn if state.turn in seats else None
        if turn is not None and data.draw(st.integers(0, 9)):  # mostly the seat to act
            seat = turn
        else:
            seat = data.draw(st.sampled_from(seats))
        action = data.draw(st.sampled_from(legal_actions(state, seat)))
        apply(state, seat, action)  # every listed move is accepted
        self._accept(seat, action)

    @rule(data=st.data())
    def other_move(self, data):
        state = self.state
        seat = data.draw(st.one_of(st.just(state.turn), st.integers(-1, state.players)))
        legal = legal_actions(state, seat) if 0 <= seat < state.players else []
        action = data.draw(mutated(state, seat, legal))
        trial = state.clone()
        try:
            apply(trial, seat, action)
        except RuleError as exc:
            assert exc.code in ERROR_CODES
            assert trial.to_json() == state.to_json(), (seat, action)  # refused: nothing changed
            return
        if isinstance(action, Discard):
            assert a_legal_discard(action, state, seat), (seat, action)
        else:
            listed = {canonical(a, state, seat) for a in legal}
            assert canonical(action, state, seat) in listed, (seat, action, state.phase)
        self.state = trial
        self._accept(seat, action)

    @invariant()
    def sound(self):
        assert problems(self.state, self.deck) == []

    def teardown(self):
        if hasattr(self, "record"):
            assert replay(self.record).to_json() == self.state.to_json()


Engine.TestCase.settings = settings(
    max_examples=scaled(25, 1000),
    stateful_step_count=scaled(80, 400),
    deadline=None,
    suppress_health_check=[HealthCheck.large_base_example, HealthCheck.too_slow, HealthCheck.data_too_large],
)
TestEngine = Engine.TestCase
