"""The replay player (game/play/replay.py): a kept game played back through a Match, move by move, to
exactly the state the game ended in; the list's summary; a replay whose moves the rules refuse is set
aside and told, like any bad file."""

from __future__ import annotations

from game.play import Match
from game.play.replay import SPEEDS, ReplayPlayer, summary
from game.rules import Options, action_to_json
from game.storage import SavedGame, Seat, Storage
from game.storage.saves import write_replay


def finished_game(
    seed: int = 3, ruleset: str = "classic", names=("Ann", "Bo", "Cy"), finished="2026-11-25T12:00:00Z"
) -> SavedGame:
    """A game played to its end by computer players, with its moves and result as storage keeps them."""
    seats = tuple(Seat(n, "ai", "normal") for n in names)
    game = SavedGame(ruleset, seats, Options(scoring="single_round"), seed)
    match = Match(game, game.new_state(), threaded=False, pacing=0.0)
    while match.state.phase != "game_over":
        match.tick(0.1)
    game.moves = [(seat, action_to_json(action)) for seat, action in match.actions]
    state = match.state
    game.result = {
        "finished": finished,
        "winner": state.game_winner,
        "scores": list(state.scores),
        "rounds": state.round_no,
    }
    match.close()
    return game


def test_a_replay_played_step_by_step_ends_in_the_state_the_game_ended_in():
    game = finished_game()
    replay = ReplayPlayer(game)
    assert replay.position == 0 and replay.match.version == 0
    told = []
    replay.match.subscribe(lambda seat, action, events: told.append((seat, action)))
    while not replay.at_end:
        assert replay.step() is not None
    assert replay.step() is None  # nothing after the end
    assert told == [(s, a) for s, a in replay.moves]  # every move went through the match's door
    assert replay.match.state.to_json() == game.rebuild().to_json()
    assert replay.match.state.phase == "game_over"


def test_playing_makes_moves_at_the_chosen_speed_and_only_when_the_table_is_ready():
    replay = ReplayPlayer(finished_game())
    assert replay.tick(5.0) is None  # paused: nothing happens
    replay.toggle()
    assert replay.playing
    assert replay.tick(0.01) is not None  # the first move at once
    assert replay.tick(0.5) is None and replay.position == 1  # one a second at 1x
    assert replay.tick(0.6, ready=False) is None  # the table still shows the last move: wait
    assert replay.tick(0.0) is not None and replay.position == 2
    replay.faster()
    replay.faster()
    assert replay.speed == SPEEDS[-1]
    replay.faster()  # no faster than the fastest
    assert replay.speed == SPEEDS[-1]
    assert replay.tick(1 / SPEEDS[-1] - 0.01) is None
    assert replay.tick(0.02) is not None and replay.position == 3
    while replay.tick(1.0) is not None:
        pass
    assert replay.at_end and not replay.playing  # it stops at the end
    replay.toggle()
    assert not replay.playing  # and cannot be started again past it


def test_the_summary_names_the_edition_players_and_winner():
    game = finished_game(names=("Ann", "Bo", "Cy"))
    line = summary(game)
    assert line.ruleset == "classic" and line.names == ("Ann", "Bo", "Cy")
    assert line.winners == (game.seats[game.result["winner"]].name,)
    assert line.finished == "2026-11-25T12:00:00Z" and line.moves == len(game.moves)
    game.result = None
    assert summary(game).winners == () and summary(game).finished == game.started


def test_a_team_win_names_both_partners():
    seats = tuple(Seat(n, "ai", "normal") for n in ("A", "B", "C", "D"))
    game = SavedGame("classic", seats, Options(teams=True), 1, result={"winner": 1})
    assert summary(game).winners == ("B", "D")


def test_a_replay_whose_moves_the_rules_refuse_is_set_aside_and_told(tmp_path):
    store = Storage.open(tmp_path)
    game = finished_game()
    game.moves = game.moves[:5] + [(game.moves[5][0], {"do": "challenge"})] + game.moves[5:]
    path = write_replay(store.paths, game)
    assert store.load_replay(path) is not None  # the shape is fine
    assert store.open_replay(path) is None  # the moves are not
    assert not path.exists() and list(path.parent.glob(path.name + ".bad-*"))
    notices = store.take_notices()
    assert [n.kind for n in notices] == ["bad_moves"] and notices[0].what == "replay"
