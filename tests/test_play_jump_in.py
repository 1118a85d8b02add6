"""Jump-in (house option) in game.play.Match, without pygame: computer players jump in after their
reaction time on the match clock, a person's jump-in that reaches `submit` first wins, AI turn moves
leave people the jump hold, and hot-seat lets a person jump in only while the table is theirs to see."""

from __future__ import annotations

import pytest

from game.ai import REFLEXES
from game.play import Match, StaleAction
from game.play.hotseat import HotSeat
from game.play.match import JUMP_HOLD, jump_in_delay
from game.rules import Draw, Options, Play, RuleError, new_game, table_state
from game.rules.events import JumpedIn
from game.storage import SavedGame, Seat

JUMP = Options(jump_in=True)
# seat 0 plays r3; seat 3 holds its twin; seat 1 is on turn after it
HANDS = [["r3", "b5", "b6"], ["b1", "b2", "g9"], ["y1", "y2", "g8"], ["r3", "g5", "y5"]]


def table(persons=(0,), hands=HANDS, levels="normal", draw=("g1", "g2", "g3", "g4"), **kw) -> Match:
    seats = tuple(
        Seat(f"P{i}", "person") if i in persons else Seat(f"AI{i}", "ai", levels) for i in range(len(hands))
    )
    state = table_state("classic", len(hands), hands, "r7", list(draw), dealer=3, options=JUMP)
    kw.setdefault("threaded", False)
    kw.setdefault("pacing", 0.0)
    kw.setdefault("catch_hold", 0.0)
    return Match(SavedGame("classic", seats, JUMP, 0), state, None, **kw)


def jumped(events) -> list:
    return [e for e in events or () if isinstance(e, JumpedIn)]


def run(m: Match, seconds: float, dt: float = 0.05) -> list:
    """Tick the match for `seconds`; every event of the moves made, with the clock they came at."""
    out = []
    for _ in range(round(seconds / dt)):
        made = m.tick(dt)
        if made:
            out.append((round(m.clock, 2), made))
    return out


def test_an_ai_jumps_in_only_after_its_reaction_time():
    m = table(persons=(0, 1))  # seat 1 (on turn next) is a person: no AI turn closes the window
    m.submit(0, Play("r3"), m.version)
    assert m.turn == 1
    fastest = REFLEXES["normal"].jump_in.floor  # a normal player never spots its twin sooner
    made = run(m, fastest - 0.05)
    assert made == [] and m.turn == 1  # too soon: the people still have the table
    made = run(m, 10.0)
    assert len(made) == 1
    at, events = made[0]
    assert jumped(events) == [JumpedIn(3, "r3", 1)]
    assert at >= fastest
    assert m.actions[-1] == (3, Play("r3"))


def test_a_person_jumping_in_during_the_hold_beats_the_ai_on_turn():
    m = table(persons=(0, 3), jump_hold=1.2)  # seat 1 (an AI) is on turn next; person 3 holds the twin
    m.submit(0, Play("r3"), m.version)
    run(m, 0.3)  # the AI on turn has decided but waits out the jump hold
    seen = m.table_view(3)
    assert seen.turn == 1 and Play("r3") in seen.actions()
    m.submit(3, Play("r3"), seen.version)
    assert m.turn == 0 and m.actions == [(0, Play("r3")), (3, Play("r3"))]  # seats 1 and 2 lost their turn
    assert m.is_person(m.turn)
    assert run(m, 2.0) == []  # the AI's planned move for seat 1 never comes


def test_the_person_on_turn_moving_first_ends_the_ais_chance_at_that_turn():
    m = table(persons=(0, 1, 2))  # person 1 is on turn, then person 2; AI 3 holds the twin
    m.submit(0, Play("r3"), m.version)
    run(m, 0.3)
    m.submit(1, Draw(), m.version)  # g1 does not fit: the turn goes on to seat 2 with r3 still on top
    assert m.turn == 2 and m.phase == "play"
    made = run(m, 3.0)
    first = [e for _at, events in made for e in jumped(events)][:1]
    assert first == [JumpedIn(3, "r3", 2)]  # a new chance, at seat 2's turn, after a new reaction time
    assert made[0][0] >= 0.3 + REFLEXES["normal"].jump_in.floor


def test_a_jump_in_aimed_at_a_moved_on_table_is_refused():
    hands = [["r3", "b5", "b6"], ["b1", "b2", "g9"], ["r3", "y2", "g8"], ["y3", "g5", "y5"]]
    m = table(persons=(0, 1, 2), hands=hands)
    m.submit(0, Play("r3"), m.version)
    stale = m.table_view(2).version
    m.submit(1, Draw(), m.version)  # seat 1 draws: the table moved on before seat 2's click arrived
    with pytest.raises(StaleAction):
        m.submit(2, Play("r3"), stale)
    assert m.actions[-1] == (1, Draw())


def test_an_identical_card_may_not_jump_in_while_a_drawn_card_is_decided():
    hands = [["r3", "b5", "b6"], ["b1", "b2", "g9"], ["r3", "y2", "g8"], ["y3", "g5", "y5"]]
    m = table(persons=(0, 1, 2), hands=hands, draw=("r9", "g2", "g3"))
    m.submit(0, Play("r3"), m.version)
    m.submit(1, Draw(), m.version)  # r9 drawn and playable: seat 1 decides about it
    assert m.phase == "drawn"
    with pytest.raises(RuleError) as err:
        m.submit(2, Play("r3"), m.version)
    assert err.value.code == "not_your_turn"


def test_ai_turn_moves_leave_people_the_jump_hold_and_the_option_off_changes_nothing():
    m = table(persons=(0,), jump_hold=1.2)
    m.submit(0, Play("r3"), m.version)  # seat 1 (an AI) is on turn; seat 3 (an AI) holds the twin
    made = run(m, 1.15)
    assert made == [] or jumped(made[0][1])  # no turn move before the hold; only a jump-in may come
    made += run(m, 2.0)
    assert made, "the table went on after the hold"
    assert all(at >= 1.1 for at, _ in made)
    off = Match(
        SavedGame("classic", m.seats, Options(), 0),
        table_state("classic", 4, HANDS, "r7", ["g1", "g2", "g3", "g4"], dealer=3, options=Options()),
        None,
        threaded=False,
        pacing=0.0,
        catch_hold=0.0,
    )
    off.submit(0, Play("r3"), off.version)
    assert off.tick(0.05) is not None  # no jump hold: the AI moves at once (pacing 0)


def test_computers_jump_in_at_a_table_of_computers_the_same_threaded_or_not():
    def play(threaded):
        # normal players (the expert's search has a wall-clock budget, so it is not reproducible)
        seats = tuple(Seat(f"AI{i}", "ai", "normal") for i in range(4))
        options = Options(jump_in=True, target=60)
        game = SavedGame("classic", seats, options, 1)
        m = Match(game, new_game("classic", 4, options, 1), None, threaded=threaded, pacing=0.3)
        jumps = []
        m.subscribe(lambda seat, action, events: jumps.extend(jumped(events)))
        for _ in range(3000):
            m.tick(0.05)
            m.settle(5.0)
            if m.phase == "round_over":
                break
        m.close()
        return m.actions, jumps

    inline, jumps = play(False)
    assert jumps, "the computers jumped in at least once in a round"
    assert (inline, jumps) == play(True)


def test_jump_in_reactions_are_human_ones_slowest_for_beginners_and_none_under_the_fair_bound():
    import random
    import statistics

    medians = {}
    for level in ("beginner", "easy", "normal", "expert", "random", None):
        rng = random.Random(3)
        delays = [jump_in_delay(level, rng) for _ in range(2000)]
        assert min(delays) >= 0.9  # an attentive person needs about that to spot a twin and play it
        medians[level] = statistics.median(delays)
        reaction = REFLEXES.get(level or "normal", REFLEXES["normal"]).jump_in
        assert abs(medians[level] - reaction.median) < 0.1  # the draws follow the level's figures
        assert abs(sum(d < reaction.p90 for d in delays) / len(delays) - 0.9) < 0.03
    assert medians["beginner"] > medians["easy"] > medians["normal"] > medians["expert"]
    assert medians["random"] == medians[None] == medians["normal"]


def test_the_ai_on_turn_waits_the_same_jump_hold_whether_or_not_anyone_holds_a_twin():
    twin = [["r3", "b5", "b6"], ["b1", "b2", "g9"], ["y1", "y2", "g8"], ["r3", "g5", "y5"]]
    none = [["r3", "b5", "b6"], ["b1", "b2", "g9"], ["y1", "y2", "g8"], ["y3", "g5", "y5"]]
    moved_at = []
    for hands in (twin, none):
        m = table(persons=(0, 3), hands=hands)  # person 3 holds the twin (or not) and lets it pass
        m.submit(0, Play("r3"), m.version)
        made = run(m, 4.0)
        assert made and made[0][1] and m.actions[1][0] == 1  # the AI on turn moved, nobody jumped in
        moved_at.append(made[0][0])
    assert moved_at[0] == moved_at[1] >= JUMP_HOLD  # the wait tells nobody who holds a twin
    assert JUMP_HOLD >= REFLEXES["expert"].jump_in.median  # a typical expert's reaction comes in time


def test_hot_seat_lets_a_person_jump_in_only_while_the_table_is_theirs():
    alone = HotSeat([0])
    assert alone.may_jump_in(0) and not alone.may_jump_in(1)
    shared = HotSeat([0, 2])
    assert not shared.may_jump_in(0) and not shared.may_jump_in(2)  # hidden until someone confirms
    shared.step(0, busy=False)
    shared.confirm(0)
    assert shared.may_jump_in(0) and not shared.may_jump_in(2)  # seat 2's hand is not on screen
    shared.step(1, busy=False)  # a computer's turn: the hand lies hidden, nobody may jump in
    assert not shared.may_jump_in(0) and not shared.may_jump_in(2)
