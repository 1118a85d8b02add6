"""Privacy at the table: in seeded games of every edition with 2, 4 and 10 seats, against computers and
hot-seat, the scene (every card sprite it holds, face up or down) never holds a card of another seat's
hand or of the draw pile. The table gives the scene the events as the seat on screen was told them
(`TableScreen.told`; the scene redacts once more), so another hand's dealt and drawn cards reach it
as backs. (Without both redactions this test fails at the deal.)"""

from __future__ import annotations

import pytest
from test_ui_flow import answer_dialog, person_move

from game.rules import EDITIONS
from game.rules import events as ev
from game.storage import SavedGame, Seat
from game.ui.core import Dialog
from game.ui.round_end import RoundSummary
from game.ui.table import TableScreen
from game.ui.testing import Driver

FRAMES = 100  # per table: the deal and the first moves, at instant animation speed


def leaked(table: TableScreen, public: set[str]) -> set[str]:
    """Codes on the scene's sprites that only another hand or the draw pile holds."""
    st = table.session.state
    own = set(st.hands[table.viewer])
    secret = {c for i, h in enumerate(st.hands) if i != table.viewer for c in h} | set(st.draw)
    codes = {n.drawable.code for n in table.scene.card_layer.children if getattr(n.drawable, "code", None)}
    return codes & secret - own - set(st.discard) - public


@pytest.mark.parametrize("ruleset", list(EDITIONS))
@pytest.mark.parametrize("players", [2, 4, 10])
@pytest.mark.parametrize("people", [1, 2])
def test_the_scene_never_holds_another_hands_or_the_draw_piles_cards(tmp_path, ruleset, players, people):
    seats = tuple(Seat(f"P{i}") if i < people else Seat(f"AI{i}", "ai", "normal") for i in range(players))
    drv = Driver(None)
    try:
        table = TableScreen.new(drv.app, SavedGame(ruleset, seats, seed=players * 7 + people))
        public: set[str] = set()  # cards every seat has seen face up (played, turned, shown at the end)

        def seen(_seat, _action, events):
            for e in events:
                if isinstance(e, ev.CardPlayed | ev.StartCardTurned | ev.CardReturned):
                    public.add(e.card)
                elif isinstance(e, ev.ChallengeResolved) and e.challenger == table.viewer and e.hand:
                    public.update(e.hand)  # the challenged hand, shown to this challenger

        seen(None, None, table.first_events)
        table.session.subscribe(seen)
        drv.app.push(table)
        checked = 0
        for _ in range(FRAMES):
            top = drv.top
            if isinstance(top, RoundSummary) or table.session.ended:
                break
            found = leaked(table, public)
            assert not found, (ruleset, players, people, table.session.phase, found)
            checked += 1
            if type(top).__name__ == "PrivacyScreen":
                drv.click_text(top.t("ui-privacy-ready", player=top.name))
            elif isinstance(top, Dialog):
                answer_dialog(drv)
            elif top is table and table.my_turn() and not table.scene.busy:
                person_move(drv, table, use_keys=False)
            else:
                drv.run(1)
        assert checked > 5 and table.session.moves_made > 3, (
            checked,
            table.session.moves_made,
            type(drv.top).__name__,
            table.session.phase,
        )
    finally:
        drv.close()
