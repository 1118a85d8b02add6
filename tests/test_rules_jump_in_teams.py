"""Jump-in and teams (house options): legal_actions, events, views, saves, replays and statistics.

The rule cases themselves are scenario files (tests/scenarios/options/jump_in_*, teams_*); these tests
cover what scenarios cannot express: the lists of legal moves, the events, and the storage round trips.
"""

import json
import random

import pytest

from game.bench.randomplay import choose_move
from game.rules import (
    GameRecord,
    Options,
    Play,
    RuleError,
    apply,
    legal_actions,
    new_game,
    replay,
    table_state,
    view,
)
from game.rules.events import CardPlayed, GameEnded, JumpedIn, RoundEnded, TeamGameEnded, TeamRoundEnded
from game.rules.teams import members, partner, team_of, team_totals, winners
from game.storage import SavedGame, Seat, Storage, game_results
from game.storage.saves import list_replays, load_replay, write_replay

JUMP = Options(jump_in=True)


def four_seats(options=JUMP, hands=None, **kw):
    hands = hands or [["r3", "b5", "b6"], ["b1", "b2"], ["y1", "y2"], ["r3", "g5", "y5"]]
    return table_state("classic", 4, hands, "r7", ["g1", "g2", "g3", "g4"], dealer=3, options=options, **kw)


def test_legal_actions_offer_the_jump_in_to_the_twins_holder_only():
    state = four_seats()
    apply(state, 0, Play("r3"))
    assert state.turn == 1
    assert legal_actions(state, 3) == [Play("r3")]
    assert [a for a in legal_actions(state, 2) if isinstance(a, Play)] == []
    assert [a for a in legal_actions(state, 0) if isinstance(a, Play)] == []  # its own card
    # with the option off, the same table offers nothing out of turn
    off = four_seats(Options())
    apply(off, 0, Play("r3"))
    assert legal_actions(off, 3) == []


def test_jump_in_second_to_last_card_is_offered_with_the_uno_call():
    state = four_seats(hands=[["r3", "b5", "b6"], ["b1", "b2"], ["y1", "y2"], ["r3", "g5"]])
    apply(state, 0, Play("r3"))
    assert legal_actions(state, 3) == [Play("r3", uno=True)]


def test_a_jump_in_says_so_in_an_event_before_its_card_played():
    state = four_seats()
    apply(state, 0, Play("r3"))
    events = apply(state, 3, Play("r3"))
    assert events[0] == JumpedIn(3, "r3", 1)
    assert events[1] == CardPlayed(3, "r3", "r")
    assert state.top_player == 3 and view(state, 1).top_player == 3


def test_a_refused_jump_in_changes_nothing():
    state = four_seats()
    apply(state, 0, Play("r3"))
    before = state.to_json()
    for seat, card, code in (
        (2, "y1", "does_not_match"),
        (0, "r3", "not_your_turn"),
        (2, "r3", "not_your_turn"),
    ):
        with pytest.raises(RuleError) as caught:
            apply(state, seat, Play(card))
        assert caught.value.code == code
        assert state.to_json() == before


def test_team_helpers_seat_partners_opposite():
    assert [partner(4, s) for s in range(4)] == [2, 3, 0, 1]
    assert [partner(10, s) for s in range(10)] == [5, 6, 7, 8, 9, 0, 1, 2, 3, 4]
    assert [team_of(6, s) for s in range(6)] == [0, 1, 2, 0, 1, 2]
    assert members(8, 3) == (3, 7)
    assert team_totals(4, [10, 20, 10, 20]) == (10, 20)
    assert winners(4, True, 3) == (3, 1) and winners(4, False, 3) == (3,) and winners(4, True, None) == ()


@pytest.mark.parametrize("players", [2, 3, 5, 7, 9])
def test_teams_refuse_seat_counts_without_opposite_partners(players):
    with pytest.raises(ValueError, match="teams need 4, 6, 8 or 10 seats"):
        new_game("classic", players, Options(teams=True), seed=1)


def test_team_round_and_game_results_are_events_per_team():
    state = table_state(
        "classic",
        4,
        [["b9", "g9"], ["b1", "b2"], ["r3"], ["gS", "y5"]],
        "r7",
        [],
        dealer=1,
        options=Options(teams=True, target=100),
        scores=[90, 40, 90, 40],
    )
    events = apply(state, 2, Play("r3"))
    kinds = [type(e) for e in events]
    assert kinds[-4:] == [RoundEnded, TeamRoundEnded, GameEnded, TeamGameEnded]
    assert events[-4].points == 28 and events[-4].winner == 2
    assert events[-3] == TeamRoundEnded(0, (0, 2), 28, (118, 40))
    assert events[-1] == TeamGameEnded(0, (0, 2), (118, 40))
    assert state.game_winner == 0


def test_partners_do_not_see_each_others_hands():
    state = new_game("modern", 6, Options(teams=True, jump_in=True), seed=4)
    for seat in range(6):
        mate = partner(6, seat)
        other = state.clone()  # the partner holds different cards: this seat's view must not change
        size = len(other.hands[mate])
        other.hands[mate], other.draw[:size] = other.draw[:size], other.hands[mate]
        assert other.hands[mate] != state.hands[mate]
        assert view(other, seat) == view(state, seat)
        assert view(other, mate) != view(state, mate)


def _random_game(options, players, seed, rounds=2):
    rng = random.Random(seed)
    state = new_game("classic", players, options, seed)
    moves = []
    while state.phase != "game_over" and not (state.phase == "round_over" and state.round_no >= rounds):
        seat, action = choose_move(state, rng)
        apply(state, seat, action)
        moves.append((seat, action))
    return state, moves


def test_replays_and_state_json_carry_both_options():
    options = Options(jump_in=True, teams=True, scoring="alternative", target=150)
    state, moves = _random_game(options, 6, seed=11)
    record = GameRecord("classic", 6, options, 11, moves)
    again = replay(GameRecord.from_json(json.loads(json.dumps(record.to_json()))))
    assert again.options == options
    assert again.to_json() == state.to_json()
    assert json.loads(json.dumps(state.to_json()))["options"]["jump_in"] is True


@pytest.fixture
def store(tmp_path, monkeypatch):
    for name in ("CONFIG", "DATA", "STATE", "CACHE"):
        monkeypatch.setenv(f"XDG_{name}_HOME", str(tmp_path / name.lower()))
    return Storage.open()


def _seats(n):
    return tuple(Seat(f"Person {i}") if i < 2 else Seat(f"Computer {i}", "ai", "normal") for i in range(n))


def test_saves_and_replay_files_round_trip_both_options(store):
    options = Options(jump_in=True, teams=True, target=120)
    game = SavedGame("power", _seats(4), options, seed=77)
    saver = store.start_game(game)
    state = game.new_state()
    rng = random.Random(5)
    jumped = False
    while state.phase not in ("game_over",) and len(game.moves) < 3000:
        if state.phase == "round_over" and state.round_no >= 2:
            break
        seat, action = choose_move(state, rng)
        jumped |= any(isinstance(e, JumpedIn) for e in apply(state, seat, action))
        saver.record(seat, action)
    assert jumped
    loaded = Storage.open().load_game()
    assert loaded is not None and loaded.game.options == options
    assert loaded.state.to_json() == state.to_json()
    path = write_replay(store.paths, game)
    assert list_replays(store.paths)[-1] == path
    back = load_replay(path)
    assert back is not None and back.options == options and back.rebuild().to_json() == state.to_json()
    saver.close()


def test_a_save_with_teams_on_a_wrong_seat_count_is_refused_with_a_reason():
    data = SavedGame("classic", _seats(4), Options(teams=True), seed=1).to_json()
    data["seats"] = data["seats"][:3]
    with pytest.raises(ValueError, match="teams need 4, 6, 8 or 10 seats"):
        SavedGame.from_json(data)


def test_statistics_count_a_team_win_for_both_partners():
    options = Options(teams=True, target=60)
    seats = (Seat("Anna"), Seat("Bo"), Seat("Cia"), Seat("Dan"))
    game = SavedGame("classic", seats, options, seed=3)
    state = game.new_state()
    rng = random.Random(3)
    while state.phase != "game_over":
        seat, action = choose_move(state, rng)
        apply(state, seat, action)
        game.add(seat, action)
    results = game_results(game)
    champs = {state.game_winner, partner(4, state.game_winner)}
    assert [r.won for r in results] == [i in champs for i in range(4)]
    assert sum(r.won for r in results) == 2
    for seat in range(2):  # partners won the same rounds and points
        assert results[seat].rounds_won == results[partner(4, seat)].rounds_won
        assert results[seat].points == results[partner(4, seat)].points
    assert sum(r.rounds_won for r in results) == 2 * state.round_no
