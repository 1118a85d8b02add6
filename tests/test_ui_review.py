"""The review screen through real events (headless): from a replay being watched, Review runs the
expert's review with a progress bar, shows the win-chance line and the costly decision (the wild spent
while a matching number was held and the next player had one card) with its sentence, plays the better
move out on the table, and Cancel stops a review; every language fits at 960x540."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game.cli.review import read_game
from game.play import review as jobs
from game.storage import Storage
from game.storage.saves import write_replay
from game.ui.kit import ConfirmDialog
from game.ui.replays.replays import ReplayScreen, ReplaysScreen
from game.ui.replays.review import ReviewScreen
from game.ui.testing import Driver

FIXTURES = Path(__file__).parent / "review"
LANGUAGES = ("en", "sv", "da", "nb", "fi", "hu")


def driver(tmp_path, language="en", size=(960, 540)):
    data = tmp_path / "data"
    store = Storage.open(data)
    write_replay(store.paths, read_game(FIXTURES / "wild-spent.json"))
    drv = Driver(data, size=size, language=language)
    drv.run(2)
    return drv


def open_review(drv) -> ReviewScreen:
    drv.key(pygame.K_DOWN)  # the menu by keyboard: focus onto Replays
    replays = next(
        b for b in drv.buttons() if b.text == drv.app.ctx.t("ui-replays-title") or "Replays" in b.text
    )
    drv.click(replays.rect.center)
    if isinstance(drv.top, ConfirmDialog):
        drv.click(drv.top.focusables[0].rect.center)
    assert isinstance(drv.top, ReplaysScreen)
    drv.click(drv.top.cards[0][3].rect.center)  # the game's Watch
    assert isinstance(drv.top, ReplayScreen)
    drv.click_text(drv.app.ctx.t("review-button"))
    screen = drv.top
    assert isinstance(screen, ReviewScreen)
    return screen


def wait_done(drv, screen, seconds=120.0):
    for _ in range(int(seconds * 20)):
        if screen.job.done:
            break
        drv.run(1, dt=0.05)
        pygame.time.wait(50)
    drv.run(2)
    assert screen.job.done


def test_review_from_a_replay_marks_the_costly_decision_and_shows_the_better_move(tmp_path, monkeypatch):
    monkeypatch.setattr("game.ai.review.WORLDS", 120)
    drv = driver(tmp_path)
    try:
        screen = open_review(drv)
        assert drv.find("Cancel") is not None  # the progress bar's cancel while it works
        drv.app.draw(drv.surface)
        wait_done(drv, screen)
        result = screen.result
        assert result is not None and result.judged
        (wild,) = [j for j in result.costly() if j.index == 14]
        number = result.number_of(wild)
        drv.app.draw(drv.surface)
        assert screen.chart.width > 0
        assert f"Decision {number}: you chose Wild (" in screen.decision_text(wild)
        assert (
            screen.why_text(wild)
            == "You spent a wild card (Wild) while green 8 matched; a wild card kept is a way out later."
        )
        w, h = drv.app.ctx.size
        assert all(drv.surface.get_rect().contains(r) for r in screen.blocks)
        chip = next(b for b, j in screen.shows if j is wild)
        drv.click(chip.rect.center)  # the costly decision's chip chooses it
        assert screen.judged() is wild and drv.top is screen
        drv.click_text("Play the better move")
        table = drv.top
        assert isinstance(table, ReplayScreen) and table.caption.startswith(f"Decision {number}:")
        player = table.player
        assert player.position == 14 and player.viewer == 0
        drv.key(pygame.K_RIGHT)  # one move on: the better move, made on the table
        assert player.at_end and player.log[-1][0] in ("log-play", "log-play-wild")
        assert drv.find(drv.app.ctx.t("review-button")) is None  # no review of a made-up line
        drv.click_text("Back")
        assert drv.top is screen
        drv.key(pygame.K_ESCAPE)
        assert isinstance(drv.top, ReplayScreen)
    finally:
        drv.close()


def test_cancel_stops_the_review(tmp_path, monkeypatch):
    monkeypatch.setattr("game.ai.review.WORLDS", 100_000)
    drv = driver(tmp_path)
    try:
        screen = open_review(drv)
        drv.click_text("Cancel")
        assert isinstance(drv.top, ReplayScreen)
        screen.job.join(30)
        assert screen.job.done and screen.job.result is None
    finally:
        drv.close()


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_review_fits_at_960x540(tmp_path, language, monkeypatch):
    monkeypatch.setattr("game.ai.review.WORLDS", 40)
    drv = driver(tmp_path, language)
    try:
        screen = open_review(drv)
        drv.app.draw(drv.surface)
        assert all(drv.surface.get_rect().contains(r) for r in screen.blocks)
        wait_done(drv, screen)
        # the most costly decisions, whatever they are at 40 worlds: three of the longest kind
        result = screen.result
        assert result is not None
        drv.app.draw(drv.surface)
        window = drv.surface.get_rect()
        assert screen.blocks and all(window.contains(r) for r in screen.blocks)
        back = drv.find(drv.app.ctx.t("review-back")).rect
        assert all(not r.colliderect(back) for r in screen.blocks)
        for b in drv.buttons():
            assert b.font.size(b.text)[0] <= b.rect.width - 4, b.text
    finally:
        drv.close()


def test_a_review_job_counts_what_went_well(tmp_path):
    result = jobs.ReviewJob(read_game(FIXTURES / "wild-spent.json"), 0, worlds=60, start=False).run()
    assert result is not None
    assert 0 < result.matched < len(result.judged)
    assert all(j.loss == 0 for j in result.went_well())


def test_review_from_the_game_over(tmp_path, monkeypatch):
    """A saved game one move from its end: continued from the main menu, the computer goes out, and
    the game over offers Review, which reviews the person's decisions of that game."""
    from game.storage.files import atomic_write_json
    from game.ui.table.game_over import GameOverScreen
    from game.ui.table.round_summary import RoundSummary
    from game.ui.table.screen import TableScreen

    monkeypatch.setattr("game.ai.review.WORLDS", 30)
    data = tmp_path / "data"
    store = Storage.open(data)
    game = read_game(FIXTURES / "wild-spent.json")
    game.moves = game.moves[:-1]  # Bo holds r3 alone, on turn
    game.result = None
    atomic_write_json(store.paths.save_file, game.to_json())
    drv = Driver(data, size=(960, 540))
    try:
        drv.run(2)
        drv.click_text("Continue")
        assert drv.app.find("table") is not None or isinstance(drv.top, TableScreen)
        for _ in range(600):
            if isinstance(drv.top, (RoundSummary, GameOverScreen)):
                break
            drv.run(1, dt=0.05)
        if isinstance(drv.top, RoundSummary):
            drv.top.next()
            drv.run(2)
        assert isinstance(drv.top, GameOverScreen)
        drv.click_text("Review")
        screen = drv.top
        assert isinstance(screen, ReviewScreen) and screen.job.seat == 0
        wait_done(drv, screen)
        assert screen.result is not None and len(screen.result.judged) > 5
        drv.click_text("Back")
        assert isinstance(drv.top, GameOverScreen)
    finally:
        drv.close()
