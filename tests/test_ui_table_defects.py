"""Defects a new player found at the table (issue 31), each driven through the real screens with real
events: the single-round summary's totals, the move log keeping pace with the cards, hot-seat's hand and
"Pass to ..." waiting for the card in flight, one cursor marker, the Draw button's focus, the New game
options' column, the seat plates' words at 1000x560."""

from __future__ import annotations

import pygame
import pytest
from test_ui_dialogs import DRAW, click_card, stacked

from game.rules import Options
from game.ui.round_end import RoundSummary
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
    from game.ui.privacy import PrivacyScreen

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
    from game.ui.privacy import PrivacyScreen

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
