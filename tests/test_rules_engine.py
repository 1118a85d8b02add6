"""The engine's API: decks, set-up, determinism, JSON, views, errors, events, layering."""

import subprocess
import sys
from collections import Counter

import pytest

from game.rules import (
    ENGINE,
    Accept,
    CallUno,
    Catch,
    Challenge,
    Draw,
    GameRecord,
    Options,
    Play,
    RuleError,
    State,
    apply,
    edition,
    legal_actions,
    new_game,
    redact,
    replay,
    table_state,
    view,
)
from game.rules import events as ev
from game.rules.invariants import problems


def deck(ruleset, **options):
    return edition(ruleset).deck(Options(**options))


def test_classic_deck_has_108_cards_and_112_with_blanks():
    classic = deck("classic")
    assert sum(classic.values()) == 108
    assert classic["r0"] == 1 and classic["r7"] == 2 and classic["gS"] == 2 and classic["W4"] == 4
    assert sum(Counter({c: n for c, n in classic.items() if c[0] == "b"}).values()) == 25
    blanks = deck("classic", blank_cards="extra_turn")
    assert sum(blanks.values()) == 112 and all(blanks[c + "X"] == 1 for c in "rygb")


def test_power_deck_layout():
    power = deck("power")
    assert sum(power.values()) == 112
    assert not any(code.endswith("0") for code in power)
    for color in "rygb":
        assert sum(n for c, n in power.items() if c.startswith(color)) == 26
        for symbol, numbers in {"U": "15", "N": "26", "O": "37", "!": "48"}.items():
            for number in numbers:
                assert power[color + number + symbol] == 1 and power[color + number] == 1
        assert power[color + "9"] == 2 and power[color + "R"] == 1 and power[color + "T2"] == 1
    symbols = Counter(c[-1] for c in power.elements() if c[-1] in "UNO!")
    assert symbols == {"U": 8, "N": 8, "O": 8, "!": 8}
    assert power["WT"] == 4 and power["W4"] == 4


def test_modern_deck_adds_shuffle_hands_and_three_customizable():
    modern = deck("modern")
    assert sum(modern.values()) == 112
    assert modern["WS"] == 1 and modern["WC1"] == modern["WC2"] == modern["WC3"] == 1


@pytest.mark.parametrize("ruleset", ["classic", "power", "modern"])
@pytest.mark.parametrize("players", [2, 3, 7, 10])
def test_new_game_deals_seven_each_and_keeps_every_card(ruleset, players):
    state = new_game(ruleset, players, seed=11)
    assert all(len(h) >= 7 for h in state.hands)  # a first D2/D1 gives the first player more
    assert problems(state) == []
    assert state.card_count() == edition(ruleset).deck_size(Options())


def test_same_seed_same_game_other_seed_other_game():
    assert new_game("classic", 4, seed=5).to_json() == new_game("classic", 4, seed=5).to_json()
    assert new_game("classic", 4, seed=5).hands != new_game("classic", 4, seed=6).hands


def test_new_game_events_deal_one_card_at_a_time_from_the_dealers_left():
    events = []
    state = new_game("classic", 3, seed=2, events=events)
    dealer_draw = [e for e in events if isinstance(e, ev.DealerDrawn)]
    assert len(dealer_draw) == 1 and dealer_draw[0].dealer == state.dealer
    dealt = [e.seat for e in events if isinstance(e, ev.CardDealt)]
    d = state.dealer
    assert dealt == [(d + k) % 3 for k in (1, 2, 3)] * 7


def test_dealer_is_the_highest_number_drawn():
    for seed in range(40):
        events = []
        new_game("power", 5, seed=seed, events=events)
        draw = next(e for e in events if isinstance(e, ev.DealerDrawn))
        first_round = draw.draws[:5]
        values = {seat: int(c[1]) if c[0] in "rygb" and c[1].isdigit() else 0 for seat, c in first_round}
        best = max(values.values())
        if list(values.values()).count(best) == 1:
            assert draw.dealer == max(values, key=values.get)
        else:  # tied: they drew again, and the dealer is one of them
            assert values[draw.dealer] == best and len(draw.draws) > 5


def test_refused_move_raises_with_code_and_changes_nothing():
    state = table_state("classic", 2, [["r1", "g2"], ["b3", "b4"]], "r5", ["y1", "y2"], dealer=1)
    before = state.to_json()
    for seat, action, code in [
        (1, Play("b3"), "not_your_turn"),
        (0, Play("y9"), "not_in_hand"),
        (0, Play("g2"), "does_not_match"),
        (0, Accept(), "wrong_phase"),
        (1, Catch(0), "cannot_catch"),
        (0, Catch(7), "bad_argument"),
    ]:
        with pytest.raises(RuleError) as info:
            apply(state, seat, action)
        assert info.value.code == code
        assert state.to_json() == before


def test_events_say_what_happened_and_are_redacted_per_seat():
    state = table_state(
        "classic", 3, [["rD2", "g2"], ["b3", "b4"], ["y1", "y2"]], "r5", ["g7", "g8", "g9"], dealer=2
    )
    events = apply(state, 0, Play("rD2"))
    kinds = [type(e).__name__ for e in events]
    assert kinds == ["CardPlayed", "CardsDrawn", "TurnSkipped", "TurnChanged"]
    drawn = events[1]
    assert drawn.seat == 1 and drawn.cards == ("g7", "g8")
    assert redact(drawn, 1).cards == ("g7", "g8")
    assert redact(drawn, 0).cards == (None, None)
    assert apply(state, 2, Draw(), listen=False) is None


def test_view_holds_own_hand_and_sizes_only():
    state = new_game("modern", 4, seed=3)
    v = view(state, 2)
    assert v.hand == tuple(state.hands[2])
    assert v.hand_sizes == tuple(len(h) for h in state.hands)
    assert v.final_hands is None and v.shown is None
    text = repr(v)
    for seat in (0, 1, 3):
        for card in state.hands[seat]:
            if card not in state.hands[2] and card not in state.discard:
                assert f"'{card}'" not in text


def test_challenge_shows_the_hand_to_the_challenger_only():
    state = table_state(
        "classic",
        3,
        [["W4", "r2", "g5"], ["b1", "b2"], ["y3", "y4"]],
        "r5",
        ["g1", "g2", "g3", "g4", "g6", "g7"],
        dealer=2,
    )
    apply(state, 0, Play("W4", color="b"))
    events = apply(state, 1, Challenge())
    assert view(state, 1).shown == (0, ("r2", "g5"))  # the hand as it was when challenged
    assert view(state, 2).shown is None and view(state, 0).shown is None
    resolved = next(e for e in events if isinstance(e, ev.ChallengeResolved))
    assert resolved.guilty and redact(resolved, 2).hand is None and redact(resolved, 1).hand == ("r2", "g5")


def test_legal_actions_are_all_accepted():
    state = new_game("power", 4, seed=9)
    for _ in range(200):
        if state.phase == "game_over":
            break
        for seat in range(state.players):
            for action in legal_actions(state, seat):
                trial = state.clone()
                apply(trial, seat, action)
        seat = state.turn
        apply(state, seat, legal_actions(state, seat)[-1])


def test_uno_window_late_call_and_catch():
    state = table_state("classic", 3, [["r1", "r2"], ["b3", "b4"], ["y1", "y2"]], "r5", ["g2"], dealer=2)
    apply(state, 0, Play("r1"))
    assert state.exposed == [0]
    apply(state, 0, CallUno())
    with pytest.raises(RuleError) as info:
        apply(state, 2, Catch(0))
    assert info.value.code == "cannot_catch"


def test_game_record_json_round_trip_and_replay():
    state = new_game("classic", 3, seed=4)
    record = GameRecord("classic", 3, Options(), 4)
    for _ in range(40):
        seat = state.turn
        action = legal_actions(state, seat)[0]
        apply(state, seat, action)
        record.moves.append((seat, action))
    assert replay(GameRecord.from_json(record.to_json())).to_json() == state.to_json()
    assert State.from_json(state.to_json()).to_json() == state.to_json()


def test_rules_and_ai_never_load_pygame():
    code = (
        "import sys, game.rules, game.cli.scenarios, game.bench.engine; "
        "import importlib.util as u; u.find_spec('game.ai') and __import__('game.ai'); "
        "assert not [m for m in sys.modules if m.startswith('pygame')], 'pygame loaded'"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr


def test_uno_called_before_the_play_is_told_once():
    """Calling UNO, then playing the second-to-last card: one UnoCalled (at the call), not a second one
    with the play (the move log and the table said "calls UNO!" twice)."""
    state = table_state("classic", 2, [["r1", "g2"], ["b3", "b4", "b5"]], "r5", ["y1", "y2"], dealer=1)
    called = apply(state, 0, CallUno(), listen=True)
    played = apply(state, 0, Play("r1"), listen=True)
    assert [type(e) for e in called] == [ev.UnoCalled]
    assert not [e for e in played if isinstance(e, ev.UnoCalled)]
    assert 0 not in state.exposed  # the call still counts: the seat cannot be caught
    # a call made with the play itself is told with it
    state = table_state("classic", 2, [["r1", "g2"], ["b3", "b4", "b5"]], "r5", ["y1", "y2"], dealer=1)
    played = apply(state, 0, Play("r1", uno=True), listen=True)
    assert [e for e in played if isinstance(e, ev.UnoCalled)] == [ev.UnoCalled(0)]


def test_set_up_defaults_come_from_the_edition_modern_is_a_single_round():
    from game.rules import default_options

    assert default_options("modern").scoring == "single_round"
    assert default_options("classic") == Options() and default_options("power") == Options()
    assert new_game("modern", 3, seed=1).options.scoring == "single_round"
    assert new_game("classic", 3, seed=1).options.scoring == "standard"


def test_a_start_card_on_top_survives_a_save_and_ends_with_the_first_play():
    state = table_state(
        "power", 3, [["rT2", "g5"], ["bT2", "b3"], ["y4", "g4"]], "gT2", ["b1", "b2"], dealer=2
    )
    again = State.from_json(state.to_json())
    assert again.start_on_top and state.clone().start_on_top and view(state, 1).start_on_top
    assert [a.card for a in legal_actions(again, 0) if isinstance(a, Play)] == ["g5"]
    apply(again, 0, Play("g5"))
    assert not again.start_on_top and not view(again, 1).start_on_top


def test_a_jump_in_takes_no_arguments_its_card_does_not_need():
    """Found by the state machine: a jump-in with a colour on a coloured card was accepted (the turn's
    play refuses it); both now check the arguments in one place."""
    state = table_state(
        "classic",
        3,
        [["r1", "y3"], ["b3", "b4"], ["g2", "y7", "b9"]],
        "g2",
        ["y1", "y2"],
        dealer=2,
        options=Options(jump_in=True),
    )
    assert Play("g2") in legal_actions(state, 2)
    before = state.to_json()
    ill_typed = [] if ENGINE == "compiled" else [Play("g2", uno=1)]  # compiled: a typed field refuses 1
    for action in [Play("g2", color="r"), Play("g2", towers=("U",)), *ill_typed]:
        with pytest.raises(RuleError) as info:
            apply(state, 2, action)
        assert info.value.code == "bad_argument"
        assert state.to_json() == before
    apply(state, 2, Play("g2"))
    assert state.discard[-1] == "g2" and state.hands[2] == ["y7", "b9"]


def test_a_seat_that_only_equals_the_seat_to_act_is_refused():
    """apply skips the seat check for the seat to act itself (issue 44): True, 1.0 and "1" equal seat
    1 or look like it, and are still refused, as are seats off the table."""
    state = table_state("classic", 2, [["r1", "g2"], ["r3", "W"]], "r5", ["y1", "y2"], dealer=0)
    assert state.turn == 1
    before = state.to_json()
    ill_typed = [] if ENGINE == "compiled" else [True, 1.0, "1"]  # compiled: a typed argument refuses them
    for seat in [*ill_typed, -1, 2, 99]:
        with pytest.raises(RuleError) as info:
            apply(state, seat, Play("r3"))
        assert info.value.code == "bad_argument"
        assert state.to_json() == before
    apply(state, 1, Play("r3"))
    assert state.discard[-1] == "r3"


def test_a_wild_play_is_checked_unless_it_is_one_the_engine_shares():
    """A wild's colour plays from legal_actions are shared and skip the argument checks; a play made
    anew with the same fields passes them, and a malformed one is refused."""
    state = table_state("classic", 2, [["r1", "g2"], ["W", "r3", "b4"]], "r5", ["y1", "y2"], dealer=0)
    before = state.to_json()
    for action in [Play("W"), Play("W", color="x"), Play("W", color="r", towers=("U",))]:
        with pytest.raises(RuleError) as info:
            apply(state, 1, action)
        assert info.value.code == "bad_argument"
        assert state.to_json() == before
    shared = next(a for a in legal_actions(state, 1) if a == Play("W", color="g"))
    twin = state.clone()
    apply(state, 1, shared)
    apply(twin, 1, Play("W", color="g"))
    assert state.to_json() == twin.to_json() and state.color == "g"
