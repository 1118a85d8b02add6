"""The round summary's points under each revealed card (issue 41): under a long hand's small cards the
numbers stay apart and readable ("9 20 20", never "92020"), at the smallest window and the biggest UI
scale, and each stays within its row."""

from __future__ import annotations

from itertools import combinations, pairwise

import pytest
from test_ui_fit import _table

from game.rules import Options, Play
from game.rules.cards import hand_points
from game.ui.table.round_summary import RoundSummary
from game.ui.testing import Driver

LONG = ["r9", "bD2", "W", "W4", "y9", "gS", "b7", "rR", "g2", "yD2", "W", "b9", "r8", "gD2", "y7", "bS"]
LONG += ["r3", "g4", "yR", "b5", "W4"]  # 21 cards


@pytest.mark.parametrize("size", [(960, 540), (1920, 1080)], ids=["960x540", "1920x1080"])
@pytest.mark.parametrize("percent", [100, 150])
def test_each_cards_points_stand_apart_under_a_long_hand(tmp_path, size, percent):
    """(Ten seats, where the numbers give way under tiny cards, are walked by test_ui_table_overlays.)"""
    seats = 4
    drv = Driver(tmp_path, size=size)
    try:
        ctx = drv.app.ctx
        ctx.settings = ctx.settings.replace(look=ctx.settings.look.replace(ui_scale=percent))
        hands = [["r1"], LONG, ["y5", "y6", "W", "W4", "b8"], ["g5", "g9"]]
        table = _table(drv, "classic", hands, "r5", dealer=3, options=Options(target=100000))
        table_moves = [(0, Play("r1"))]
        for seat, action in table_moves:
            table.session.submit(seat, action)
        drv.run(2)
        summary = drv.top if isinstance(drv.top, RoundSummary) else drv.app.push(RoundSummary(drv.app, table))
        drv.run(1)
        drv.app.draw(drv.surface)
        _top, row_h, _avatar = summary.row_geometry()
        rows = {
            seat: sorted((r for s, r in summary.card_points if s == seat), key=lambda r: r.left)
            for seat in range(seats)
        }
        assert len(rows[1]) == summary.cards_shown[1] >= 5, "every card shown has its points"
        whole = summary.t("ui-round-hand-points", points=hand_points(LONG))
        assert whole in [t for t, _ in summary.drawn_texts], "the hand's points are the whole hand's"
        left_out, more = summary.cards_left_out.get(1, (0, None))
        assert summary.cards_shown[1] + left_out == len(LONG), "the cards left out are counted: +N"
        if more is not None:
            x, w = summary.columns()["cards"]
            assert x <= more.left and more.right <= x + w, ("+N stays in the cards' column", more, x, w)
            assert rows[1][-1].right < more.left or rows[1][-1].top > more.bottom
        for seat, rects in rows.items():
            for line in {r.top for r in rects}:  # on each line, a gap between two numbers side by side
                for a, b in pairwise([r for r in rects if r.top == line]):
                    assert a.right < b.left, (seat, a, b)
            assert not any(a.colliderect(b) for a, b in combinations(rects, 2)), seat
            top = _top + seat * row_h
            for r in rects:
                assert top <= r.top and r.bottom <= top + row_h, ("a card's points left its row", seat, r)
    finally:
        drv.close()
