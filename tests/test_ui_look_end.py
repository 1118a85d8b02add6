"""The end of a round and of the match in the new look (issue 31): the summary's cards fly into their
rows and land as they are counted; the game over shows a podium of the top three and the match in
numbers, counted over the whole match (the move log keeps only its last entries)."""

import random

import pygame

from game.bench.randomplay import choose_move
from game.play import Match
from game.play.numbers import match_numbers
from game.play.port import LocalTable
from game.rules import Options, Play, apply, table_state
from game.rules import events as ev
from game.storage import SavedGame, Seat
from game.ui.table.game_over import GameOverScreen
from game.ui.table.round_summary import RoundSummary
from game.ui.table.screen import TableScreen
from game.ui.testing import Driver

NAMES = ("Anna", "Billie", "Cleo", "Dani")


def _played_match(seed: int) -> tuple[Match, list]:
    """A whole match of random legal moves; the events it made, every one."""
    seats = (Seat("Anna"),) + tuple(Seat(n, "ai", "easy") for n in NAMES[1:])
    game = SavedGame("classic", seats, Options(target=300), seed=seed)
    match = Match(game, game.new_state(), None, threaded=False, pacing=0.0, catch_hold=0.0)
    seen: list = []
    match.listeners.append(lambda _seat, _action, events: seen.extend(events))
    rng = random.Random(seed)
    while match.state.phase != "game_over":
        seat, action = choose_move(match.state, rng)
        match.apply(seat, action)
    return match, seen


def test_the_match_in_numbers_counts_the_whole_match():
    match, seen = _played_match(11)
    assert len(seen) > 400  # longer than the log keeps
    rounds = [0] * 4
    best = [0] * 4
    calls = [0] * 4
    catches = [0] * 4
    for e in seen:
        if isinstance(e, ev.RoundEnded):
            rounds[e.winner] += 1
            best[e.winner] = max(best[e.winner], e.points)
        elif isinstance(e, ev.UnoCalled):
            calls[e.seat] += 1
        elif isinstance(e, ev.UnoCaught):
            catches[e.catcher] += 1
    numbers = LocalTable(match).numbers
    assert (numbers.rounds_won, numbers.best_round, numbers.uno_calls, numbers.catches) == (
        rounds,
        best,
        calls,
        catches,
    )
    assert sum(rounds) >= 2 and sum(calls) > 0
    short = match_numbers(match.log, 4)  # the log alone misses the early rounds
    assert sum(short.uno_calls) < sum(calls)


def test_match_numbers_refuse_what_is_not_a_seat():
    numbers = match_numbers(
        [
            ("log-round-won", {"player": 9, "points": 50}),
            ("log-round-won", {"player": True, "points": 50}),
            ("log-uno", {"player": -1}),
            ("log-uno-caught", {"catcher": "0", "player": 1}),
            ("log-round-won", {"player": 1, "points": 7}),
        ],
        2,
    )
    assert numbers.rounds_won == [0, 1] and numbers.best_round == [0, 7]
    assert numbers.uno_calls == [0, 0] and numbers.catches == [0, 0]


def _ended_table(drv, options, scores, log=()):
    hands = [["r1"], ["b2", "g7", "yS", "W4", "r9"], ["r3", "y9", "bR"], ["g0", "y3"]]
    state = table_state("classic", 4, hands, "r5", ["b1", "b2", "b3", "y1"], dealer=3, options=options)
    state.scores = list(scores)
    apply(state, 0, Play("r1"))
    seats = (Seat(NAMES[0]),) + tuple(Seat(n, "ai", "normal") for n in NAMES[1:])
    match = Match(
        SavedGame("classic", seats, options, seed=1),
        state,
        None,
        threaded=False,
        pacing=0.0,
        catch_hold=0.0,
        log=list(log),
    )
    table = TableScreen(drv.app, LocalTable(match))
    drv.app.push(table)
    for _ in range(200):
        if isinstance(drv.top, RoundSummary):
            return table, drv.top
        drv.run(5)
    raise AssertionError("no round summary")


def test_the_cards_fly_into_their_rows_and_land_as_they_are_counted(tmp_path):
    drv = Driver(tmp_path, speed=1.0)
    try:
        _table, summary = _ended_table(drv, Options(target=500), [120, 230, 60, 10])
        summary.elapsed = 0.0
        n = len(summary.count)
        assert n == 10 and summary.flight(n - 1) == 0.0  # the last card has not left yet
        landed = []
        for _ in range(400):
            drv.run(1)
            done = summary.counted()
            flights = [summary.flight(i) for i in range(n)]
            # every counted card has landed; no card lands before it is counted
            assert all(f == 1.0 for f in flights[:done])
            assert all(f < 1.0 for f in flights[done + 1 :])
            landed.append(done)
            if done == n:
                break
        assert landed[-1] == n and len(set(landed)) > 5
        assert summary.shown_total(0) == 120 + 123
    finally:
        drv.close()


def test_the_game_over_shows_a_podium_and_the_match_in_numbers(tmp_path):
    log = [
        ("log-round-won", {"player": 1, "points": 88}),
        ("log-uno", {"player": 2}),
        ("log-uno", {"player": 2}),
        ("log-uno-caught", {"catcher": 3, "player": 0, "count": 2}),
    ]
    drv = Driver(tmp_path, size=(960, 540))
    try:
        _table, summary = _ended_table(drv, Options(target=200), [190, 130, 60, 10], log)
        drv.click_text("See the winner")
        over = drv.top
        assert isinstance(over, GameOverScreen)
        assert [b.text for b in over.focusables] == ["Play again", "Main menu"]
        assert over.cards == [
            ("trophy", "Most rounds won", "1", "Billie"),  # the last round was played before the match
            ("star", "Best round", "88", "Billie"),
            ("uno_call", "Most UNO calls", "2", "Cleo"),
            ("catch", "Most catches", "1", "Dani"),
        ]
        drv.run(2)
        texts = [t for t, _ in over.drawn_texts]
        podium = ["130 points", "Billie", "313 points", "Anna", "60 points", "Cleo"]  # second, first, third
        assert texts[:6] == podium
        window = pygame.Rect(0, 0, 960, 540)
        assert all(window.contains(r) for _, r in over.drawn_texts)
        drv.click_text("Main menu")
        assert type(drv.top).__name__ == "MainMenu"
    finally:
        drv.close()
