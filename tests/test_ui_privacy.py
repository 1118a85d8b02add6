"""Privacy at the table: in seeded games of every edition with 2, 4 and 10 seats, against computers and
hot-seat, the scene never holds a card of another seat's hand or of the draw pile, nor (while "Pass to
..." is up or a computer moves in a hot-seat game) of the hand of the seat on screen:

- the data handed to the scene (every `TableView` and event fed to it) holds no hand but the shown
  seat's, and that only while its owner is at the screen: the table gives the scene its port's
  `shown_view` and updates, a spectator's view while the hand must not show;
- every card sprite the scene holds, face up or down, carries only a public card or one of the shown
  hand (none of it while "Pass to ..." is up)."""

from __future__ import annotations

import pytest
from test_ui_flow import answer_dialog, person_move

from game.rules import EDITIONS
from game.rules import events as ev
from game.scene.table import TableScene
from game.storage import SavedGame, Seat
from game.ui.kit import Dialog
from game.ui.table.round_summary import RoundSummary
from game.ui.table.screen import TableScreen
from game.ui.testing import Driver

FRAMES = 100  # per table: the deal and the first moves, at instant animation speed


def leaked(table: TableScreen, public: set[str], away: bool) -> set[str]:
    """Codes on the scene's sprites that only another hand or the draw pile holds (`away`: the shown
    seat's owner is not at the screen, so its hand counts as another's)."""
    st = table.session.state
    own = set() if away else set(st.hands[table.viewer])
    secret = {c for i, h in enumerate(st.hands) if away or i != table.viewer for c in h} | set(st.draw)
    codes = {n.drawable.code for n in table.scene.card_layer.children if getattr(n.drawable, "code", None)}
    return codes & secret - own - set(st.discard) - public


def hand_cards(events) -> set[str]:
    """The cards of hands that `events` name (dealt and drawn cards, a hand a challenge shows)."""
    out: set[str] = set()
    for e in events:
        if isinstance(e, ev.CardDealt) and e.card:
            out.add(e.card)
        elif isinstance(e, ev.CardsDrawn):
            out.update(c for c in e.cards if c)
    return out


def watch_the_scene(monkeypatch, fed: list) -> None:
    """Record every view and the events handed to any TableScene (feed, snap, show_local)."""
    for name in ("feed", "snap", "show_local"):
        real = getattr(TableScene, name)

        def spy(scene, *args, _real=real, _name=name, **kw):
            fed.append((scene, _name, args))
            return _real(scene, *args, **kw)

        monkeypatch.setattr(TableScene, name, spy)


def check_fed(table: TableScreen, fed: list, public: set[str]) -> int:
    """Every view handed to the scene holds no hand, or the shown seat's own while its owner is at the
    screen; the events with a view with no hand name no card of any hand. Returns how many were checked;
    `public` gains the cards the events showed face up to the seat on screen."""
    for _scene, name, args in fed:
        if name == "feed":
            events, view = args[0], args[1]
        else:
            events, view = [], args[0]
        for e in events:
            if isinstance(e, ev.CardPlayed | ev.StartCardTurned | ev.CardReturned):
                public.add(e.card)
            elif isinstance(e, ev.ChallengeResolved) and e.hand:
                public.update(e.hand)  # the challenged hand, shown to this challenger
        assert view.hand is None or (view.seat == table.viewer and table.confirmed == view.seat), (
            name,
            view.seat,
        )
        if view.hand is None:
            assert view.seat is None and view.drawn is None and view.shown is None
            assert not hand_cards(events), (name, hand_cards(events))
        else:
            mine = [
                c
                for e in events
                if isinstance(e, ev.CardDealt | ev.CardsDrawn) and e.seat != view.seat
                for c in ([e.card] if isinstance(e, ev.CardDealt) else e.cards)
                if c
            ]
            assert not mine, (name, mine)
    count = len(fed)
    fed.clear()
    return count


@pytest.mark.parametrize("ruleset", list(EDITIONS))
@pytest.mark.parametrize("players", [2, 4, 10])
@pytest.mark.parametrize("people", [1, 2])
def test_the_scene_never_holds_another_hands_or_the_draw_piles_cards(
    tmp_path, monkeypatch, ruleset, players, people
):
    fed: list = []
    watch_the_scene(monkeypatch, fed)
    seats = tuple(Seat(f"P{i}") if i < people else Seat(f"AI{i}", "ai", "normal") for i in range(players))
    drv = Driver(None)
    try:
        table = TableScreen.new(drv.app, SavedGame(ruleset, seats, seed=players * 7 + people))
        public: set[str] = set()  # cards every seat has seen face up (played, turned, shown at the end)
        drv.app.push(table)
        checked = fed_views = 0
        asked = False
        for _ in range(FRAMES):
            top = drv.top
            if isinstance(top, RoundSummary) or table.session.ended:
                break
            fed_views += check_fed(table, fed, public)
            away = type(top).__name__ == "PrivacyScreen" or table.hidden
            asked |= away and people > 1
            found = leaked(table, public, away)
            assert not found, (ruleset, players, people, table.session.phase, away, found)
            checked += 1
            if type(top).__name__ == "PrivacyScreen":
                drv.click_text(top.t("ui-privacy-ready", player=top.name))
            elif isinstance(top, Dialog):
                answer_dialog(drv)
            elif top is table and table.my_turn() and not table.scene.busy:
                person_move(drv, table, use_keys=False)
            else:  # a hot-seat person's own move kept on show (instant speed: nothing moves) in one step
                drv.run(1, dt=max(1 / 60, table.look_left))
        assert fed_views > 3 and (asked or people == 1)
        assert checked > 5 and table.session.moves_made > 3, (
            checked,
            table.session.moves_made,
            type(drv.top).__name__,
            table.session.phase,
        )
    finally:
        drv.close()
