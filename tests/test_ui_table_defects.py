"""Defects a new player found at the table (issue 31), each driven through the real screens with real
events: the single-round summary's totals, the move log keeping pace with the cards, hot-seat's hand and
"Pass to ..." waiting for the card in flight, one cursor marker, the Draw button's focus, the New game
options' column, the seat plates' words at 1000x560."""

from __future__ import annotations

import pygame
import pygame_gui
import pytest
from test_ui_dialogs import DRAW, click_card, stacked

from game.rules import Options
from game.ui.kit import tokens
from game.ui.table.round_summary import RoundSummary
from game.ui.testing import Driver


@pytest.fixture
def drv(tmp_path):
    d = Driver(tmp_path / "data")
    yield d
    d.close()


@pytest.fixture
def moving(tmp_path):
    """A driver whose table animates at the normal speed (the computer players still move at once)."""
    d = Driver(tmp_path / "moving", speed=1.0)
    yield d
    d.close()


def run_until(drv, done, frames=600):
    for _ in range(frames):
        if done():
            return True
        drv.run(1)
    return done()


def test_single_round_summary_gives_the_winner_the_rounds_points_not_a_total_of_nothing(drv):
    options = Options(scoring="single_round")
    table = stacked(drv, "classic", [["r5"], ["b1", "b2", "y9"]], "r1", DRAW, options=options)
    click_card(drv, table, "r5")
    assert run_until(drv, lambda: isinstance(drv.top, RoundSummary))
    summary = drv.top
    drv.run(5)
    drv.app.draw(drv.surface)
    texts = [t for t, _ in summary.drawn_texts]
    worth = table.view.round_points
    assert worth == 1 + 2 + 9
    assert summary.t("ui-round-total", points=0) not in texts  # nobody's total is a zero that means nothing
    assert summary.t("ui-round-total", points=worth) in texts  # the winner's row carries the round's worth
    assert summary.t("ui-round-hand-points", points=12) in texts  # the loser's hand, as before


def first_card_line(table) -> bool:
    return any(m == "ui-log-first-card" for m, _ in table.movelog.entries())


def test_the_first_cards_line_waits_until_that_card_has_turned(moving):
    drv = moving
    drv.click_text("New game")
    drv.click_text("Start the game")
    table = drv.top
    assert any(m == "ui-log-first-card" for m, _ in table.port.log)  # the match has said it at once
    said_at = turned_at = None
    for frame in range(60 * 30):
        scene = table.scene
        top = scene.discard[-1] if scene.discard else None
        if turned_at is None and top is not None and top.drawable.face_up:
            turned_at = frame
        if said_at is None and first_card_line(table):
            said_at = frame
        if said_at is not None and turned_at is not None:
            break
        drv.run(1)
    assert turned_at is not None and said_at is not None
    assert said_at >= turned_at, (said_at, turned_at)  # never before the card shows its face


def test_a_computers_wild_names_its_colour_in_the_log_and_badge_only_when_it_lands(moving):
    drv = moving
    hands = [["r5", "r7", "g2"], ["W", "b1", "b2", "b3", "b4"]]
    table = stacked(drv, "classic", hands, "r1", DRAW)
    drv.run(60)
    click_card(drv, table, "r5")
    scene = table.scene
    frames = []  # (the wild's place on the table, the badge's colour, the wild's line said)
    for _ in range(60 * 10):
        drv.run(1)
        wild = next((n for n in scene.discard if n.drawable.code == "W"), None)
        said = any(m == "log-play-wild" for m, _ in table.movelog.entries())
        if wild is not None:
            frames.append(((round(wild.x), round(wild.y)), scene.badge.color, said))
        if wild is not None and not scene.busy:
            break
    assert frames and table.view.color == "b"
    landed = frames[-1][0]
    flying = [f for f in frames if abs(f[0][0] - landed[0]) + abs(f[0][1] - landed[1]) > 2]
    assert len(flying) >= 5  # the wild was seen on its way
    assert all(badge == "r" and not said for _, badge, said in flying), flying
    assert frames[-1][1:] == ("b", True)  # landed: the colour and the line are there


def confirm_privacy(drv) -> None:
    from game.ui.table.privacy import PrivacyScreen

    assert run_until(drv, lambda: isinstance(drv.top, PrivacyScreen))
    drv.key(pygame.K_RETURN)
    drv.run(2)


def test_hot_seat_a_drawn_card_shows_face_up_before_the_hand_turns_face_down(moving):
    """P0 cannot play: D draws a card that cannot be played either, and the turn goes on to a computer.
    P0 sees that card land face up in the hand, and only then the hand turns down."""
    drv = moving
    hands = [["b5", "b7", "g2"], ["y1", "y2", "y3"], ["g4", "g5", "g6"]]
    table = stacked(drv, "classic", hands, "r1", ["g9", *DRAW], persons=(0, 2))
    confirm_privacy(drv)
    drv.run(60)
    assert table.my_turn() and table.viewer == 0
    drv.key(pygame.K_d, frames=0)
    scene = table.scene
    seen = []  # the drawn card's face, frame by frame, while it is in the hand
    for _ in range(60 * 4):
        drv.run(1)
        codes = [n.drawable.code for n in scene.hands[scene.me] if n.drawable.face_up]
        seen.append("g9" in codes)
        if not any(n.drawable.face_up for n in scene.hands[scene.me]):
            break
    assert table.view.turn != 0  # the turn went on
    assert sum(seen) >= 30, seen  # the drawn card was on show, face up, for at least half a second


def test_hot_seat_pass_to_waits_until_the_played_card_has_landed(moving):
    """P0 plays to the discard; the next player is a person too. "Pass to ..." covers the table only once
    the card lies on the pile, and a moment after, so P0 sees where it went."""
    from game.ui.table.privacy import PrivacyScreen

    drv = moving
    hands = [["r5", "r7", "g2"], ["y1", "y2", "y3"]]
    table = stacked(drv, "classic", hands, "r1", DRAW, persons=(0, 1))
    confirm_privacy(drv)
    drv.run(60)
    click_card(drv, table, "r5")
    scene = table.scene
    card = next(n for n in scene.discard if n.drawable.code == "r5")
    places = []
    while not isinstance(drv.top, PrivacyScreen) and len(places) < 600:
        places.append((card.x, card.y, card.rotation))
        drv.run(1)
    assert isinstance(drv.top, PrivacyScreen)
    for _ in range(120):
        drv.run(1)
    rest = (card.x, card.y, card.rotation)
    resting = [all(abs(a - b) < 0.5 for a, b in zip(p, rest, strict=True)) for p in places]
    assert resting[-1], (places[-1], rest)  # never over a card in flight
    landed_for = len(resting) - resting.index(True)
    assert landed_for >= 20, landed_for  # and the table shows it lying there a moment first


def test_a_card_played_with_enter_leaves_its_cursor_marker_in_the_hand(drv):
    hands = [["r5", "r7", "g2"], ["y1", "y2", "r3"]]
    table = stacked(drv, "classic", hands, "r1", DRAW)
    # the cursor starts on a lit card (issue 41); the arrows bring it to r5 from wherever that is
    for key in [pygame.K_LEFT] * 3 + [pygame.K_RIGHT] * 3:
        if table.cursor is not None and table.cursor[1] == "r5":
            break
        drv.key(key)
    assert table.cursor is not None and table.cursor[1] == "r5"
    drv.key(pygame.K_RETURN)
    drv.run(10)
    scene = table.scene
    assert [n.drawable.code for n in scene.discard][-2:] == ["r5", "r3"]  # played, and the computer too
    assert not [n.drawable.code for n in scene.discard if n.drawable.marked]  # no marker over the pile
    marked = [n.drawable.code for hand in scene.hands for n in hand if n.drawable.marked]
    assert len(marked) <= 1  # one cursor at most, in the hand


def test_the_draw_button_clicked_once_has_no_focus_ring_on_later_turns(drv):
    hands = [["b5", "b7", "g2"], ["y1", "y2", "y3", "y4"]]
    table = stacked(drv, "classic", hands, "r1", ["g9", "y9", "b9", *DRAW])
    drv.click(table.buttons["draw"].rect.center)  # draws g9, which cannot be played: the turn goes on
    assert table.view.turn == 1 or len(table.local_hand()) == 4
    away = (5, 5)
    drv.post(pygame.event.Event(pygame.MOUSEMOTION, pos=away, rel=(0, 0), buttons=(0, 0, 0)))
    drv.run(2)
    assert run_until(drv, lambda: table.my_turn() and table.buttons["draw"].visible)
    assert table.focused_button() is None  # the pointer left it: no ring on Draw
    drv.app.draw(drv.surface)
    ring = table.buttons["draw"].rect.inflate(2 * max(2, table.px(3)), 2 * max(2, table.px(3)))
    assert tuple(drv.surface.get_at((ring.centerx, ring.top))[:3]) != tokens.FOCUS_RING


@pytest.mark.parametrize("size", [(1280, 720), (960, 540)])
def test_new_games_options_line_up_in_every_edition(tmp_path, size):
    drv = Driver(tmp_path / "data", size=size)
    try:
        drv.click_text("New game")
        setup = drv.top
        for ed in ("classic", "power", "modern"):
            setup.set_edition(ed)
            drv.run(2)
            half = drv.surface.get_width() // 2
            texts = [setup.t("ui-back"), setup.t("ui-setup-start")]
            rows: dict[int, list] = {}  # each row's widgets (a segmented control's label and segments)
            shown = [
                e
                for e in setup.manager.get_sprite_group().sprites()
                if isinstance(e, pygame_gui.elements.UIButton | pygame_gui.elements.UILabel) and e.visible
            ]
            heading = next(e for e in shown if e.text == setup.t("ui-setup-options"))
            for b in shown:  # the options' column: from its heading down (the editions stand above)
                if b.rect.x > half and b.rect.y >= heading.rect.y and b.text not in texts:
                    rows.setdefault(b.rect.y, []).append(b)
            lefts = {min(r, key=lambda b: b.rect.x).text: min(b.rect.x for b in r) for r in rows.values()}
            assert len(lefts) >= 6, lefts
            assert len(set(lefts.values())) == 1, (ed, lefts)  # one column: "Blank cards" too
    finally:
        drv.close()


def word_gaps(surface, rect: pygame.Rect, background) -> list[int]:
    """The widths of the empty column runs between inked columns of `rect` (the gaps between words
    and letters on one line of text)."""
    inked = []
    for x in range(rect.left, rect.right):
        inked.append(
            any(
                sum(abs(a - b) for a, b in zip(surface.get_at((x, y))[:3], background, strict=True)) > 150
                for y in range(rect.top, rect.bottom)
            )
        )
    first, last = inked.index(True), len(inked) - 1 - inked[::-1].index(True)
    gaps, run = [], 0
    for on in inked[first : last + 1]:
        if on:
            if run:
                gaps.append(run)
            run = 0
        else:
            run += 1
    return gaps


def test_seat_plates_keep_the_spaces_between_their_words_at_1000x560(tmp_path):
    drv = Driver(tmp_path / "data", size=(1000, 560))
    try:
        hands = [["r5", "r7", "g2"], ["y1", "y2", "y3", "y4", "y5", "y6", "y7"]]
        table = stacked(drv, "classic", hands, "r1", DRAW)
        drv.run(5)
        drv.app.draw(drv.surface)
        plate = table.scene.layout.seat(1).plate
        h = plate.height
        line = pygame.Rect(plate.x + round(h * 0.3), plate.y + round(h * 0.6), plate.w // 2, round(h * 0.32))
        background = drv.surface.get_at((plate.x + round(h * 0.2), plate.y + round(h * 0.76)))[:3]
        size = max(9, round(h * 0.34))
        wide = [g for g in word_gaps(drv.surface, line, background) if g >= size * 0.28]
        assert len(wide) >= 2, word_gaps(drv.surface, line, background)  # "7 cards  0 pts": three
    finally:
        drv.close()
