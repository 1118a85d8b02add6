"""The RLCard arena: the expert plays RLCard's own UNO game through its seat's view, with RLCard's legal
moves only, and the wins counted are the games its seat went out in."""

import json

import pytest

from game.ai.search import ExpertPlayer
from game.bench import __main__ as bench
from game.rules import events as ev
from game.rules.actions import Draw, Play

rlcard = pytest.importorskip("rlcard")

from game.bench.rlcard_arena import action_of, card_code, play_game, rlcard_action  # noqa: E402


def test_every_rlcard_action_has_one_move_of_ours_and_back():
    from rlcard.games.uno.utils import ACTION_LIST

    assert len(ACTION_LIST) == 61
    moves = {text: action_of(text, 5) for text in ACTION_LIST}
    assert len(set(moves.values())) == 61
    assert all(rlcard_action(move) == text for text, move in moves.items())
    assert moves["draw"] == Draw()
    assert moves["g-wild_draw_4"] == Play("W4", "g") and moves["y-reverse"] == Play("yR")
    assert action_of("b-7", 2) == Play("b7", uno=True)  # no UNO call in RLCard: ours is always made
    assert card_code("r-wild") == card_code("b-wild") == "W" and card_code("g-draw_2") == "gD2"


class Spy(ExpertPlayer):
    """The expert, keeping what it was shown."""

    def __init__(self, **kw):
        super().__init__(**kw)
        self.seen: list = []
        self.views: list = []

    def observe(self, event):
        self.seen.append(event)
        super().observe(event)

    def choose(self, view, legal, rng):
        self.views.append((view, legal))
        return super().choose(view, legal, rng)


@pytest.mark.parametrize("players", [2, 4])
def test_the_expert_plays_legal_rlcard_moves_from_its_own_view(players):
    for seed in (3, 4):
        spy = Spy(worlds=24, cap=None)
        result = play_game(players, seed, seed % players, expert=spy)
        me = seed % players
        assert result.winner is not None
        # the winner is the seat whose hand RLCard emptied, and only it
        assert [size == 0 for size in result.hands_left] == [s == result.winner for s in range(players)]
        assert result.moves and all(chosen in legal for legal, chosen in result.moves)
        assert any(len(legal) > 1 for legal, _ in result.moves)  # real choices, not only forced draws
        for view, legal in spy.views:
            assert view.seat == me and view.turn == me and len(view.hand) == view.hand_sizes[me]
            assert len(legal) == len(set(legal))
        hidden = [e for e in spy.seen if isinstance(e, (ev.CardDealt, ev.CardsDrawn)) and e.seat != me]
        assert hidden and all(
            (e.card is None) if isinstance(e, ev.CardDealt) else set(e.cards) == {None} for e in hidden
        )
        own = [e for e in spy.seen if isinstance(e, ev.CardDealt) and e.seat == me]
        assert len(own) == 7 and all(e.card is not None for e in own)
        # the public plays reach it: every card on RLCard's table after the start was announced
        assert sum(isinstance(e, ev.CardPlayed) for e in spy.seen) >= len(result.moves) - sum(
            chosen == "draw" for _, chosen in result.moves
        )


def test_the_match_counts_the_expert_s_wins(tmp_path, capsys):
    out = tmp_path / "rl.json"
    args = ["rlcard-arena", "--players", "2", "--games", "3", "--jobs", "1", "--seed", "10"]
    assert bench.main([*args, "--worlds", "24", "--cap", "off", "--outcomes", str(out)]) == 0
    text = capsys.readouterr().out
    record = json.loads(out.read_text())
    assert sorted(record["winners"], key=int) == ["10", "11", "12"]
    wins = [play_game(2, seed, (seed - 10) % 2, {"worlds": 24, "cap": None}) for seed in (10, 11, 12)]
    won = sum(r.winner == r.expert_seat for r in wins)
    assert [record["winners"][str(r.seed)] == 0 for r in wins] == [r.winner == r.expert_seat for r in wins]
    assert f"expert wins {won} of 3" in text
    assert "p95" in text and "[" in text
