"""The look's motion and settings (issue 31): screens enter and leave with a transition that follows the
animation speed and the reduced-motion setting, a pressed button answers with a ring, the settings
screen's switches, sliders and choices fit in every language, and the UI scale scales the tokens."""

from __future__ import annotations

import pygame
import pytest

from game.storage import Storage
from game.ui.kit import tokens
from game.ui.menus.settings import SettingsScreen
from game.ui.testing import Driver

LANGUAGES = ("en", "sv", "da", "nb", "fi", "hu")


def moving_driver(tmp_path, reduced=False, **kw):
    drv = Driver(tmp_path / "data", speed=1.0, **kw)
    ctx = drv.app.ctx
    ctx.settings = ctx.settings.replace(look=ctx.settings.look.replace(reduced_motion=reduced))
    drv.run(2)
    return drv


def frame(drv) -> pygame.Surface:
    drv.app.draw(drv.surface)
    return drv.surface.copy()


def differs(a: pygame.Surface, b: pygame.Surface, step: int = 16) -> int:
    w, h = a.get_size()
    return sum(a.get_at((x, y)) != b.get_at((x, y)) for x in range(0, w, step) for y in range(0, h, step))


@pytest.mark.parametrize("reduced", [False, True])
def test_a_screen_enters_over_the_last_frame_and_settles(tmp_path, reduced):
    drv = moving_driver(tmp_path, reduced)
    try:
        menu = frame(drv)
        drv.click_text("Settings")
        transition = drv.app.transition
        assert transition is not None and isinstance(drv.top, SettingsScreen)
        assert (transition.shift == 0) == reduced  # reduced motion: a fade, no slide
        full = tokens.MOTION_FAST if reduced else tokens.MOTION_NORMAL
        assert transition.duration == pytest.approx(full)
        early = frame(drv)
        drv.run(round(full * 60) + 2)
        assert drv.app.transition is None
        drv.run(round(tokens.MOTION_SLOW * 60))  # the clicked button's ring has faded too
        settled = frame(drv)
        assert differs(early, settled) > 0 and differs(early, menu) > 0  # a blend of the two
        drv.run(2)
        assert differs(settled, frame(drv)) == 0  # then still
    finally:
        drv.close()


def test_instant_animation_means_no_transition_and_no_ripple(tmp_path):
    drv = Driver(tmp_path / "data")  # speed 0: the tests' default, and the "instant" setting
    try:
        drv.click_text("Settings")
        assert drv.app.transition is None and drv.app.ripples == []
    finally:
        drv.close()


def test_a_pressed_button_sends_out_a_ring_that_fades(tmp_path):
    drv = moving_driver(tmp_path)
    try:
        drv.click_text("Settings")
        drv.run(round(tokens.MOTION_NORMAL * 60) + 2)
        drv.click_text("Colour-blind mode", frames=2)  # the press reaches the screen after the click
        assert len(drv.app.ripples) == 1 and drv.app.transition is None
        drv.run(round(tokens.MOTION_SLOW * 60) + 2)
        assert drv.app.ripples == []
    finally:
        drv.close()


def test_reduced_motion_is_a_switch_on_the_settings_screen_and_is_saved(tmp_path):
    drv = Driver(tmp_path / "data")
    try:
        drv.click_text("Settings")
        drv.click_text("Reduced motion")
        assert drv.app.ctx.settings.look.reduced_motion and drv.app.ctx.motion.reduced
        assert Storage.open(tmp_path / "data").load_settings().look.reduced_motion
        drv.app.draw(drv.surface)
        assert "On" in [t for t, _ in drv.top.drawn_texts]
    finally:
        drv.close()


def test_the_interface_size_scales_every_token_and_the_screens_follow(tmp_path):
    drv = Driver(tmp_path / "data", size=(1920, 1080))
    try:
        ctx = drv.app.ctx
        assert ctx.scale == pytest.approx(1.5)
        drv.click_text("Settings")
        settings = drv.top
        row = next(b for b, r in settings.rows.items() if r.key == "ui_scale")
        wide = row.rect.width
        while settings.focused_button() is not row:
            drv.key(pygame.K_DOWN)
        drv.key(pygame.K_LEFT)  # 100% -> 90%
        assert ctx.settings.look.ui_scale == 90 and ctx.scale == pytest.approx(1.35)
        assert ctx.px(tokens.SPACE_M) == round(16 * 1.35)
        row = next(b for b, r in drv.top.rows.items() if r.key == "ui_scale")
        assert row.rect.width < wide  # laid out again, smaller
        assert Storage.open(tmp_path / "data").load_settings().look.ui_scale == 90
        drv.key(pygame.K_LEFT)
        drv.key(pygame.K_LEFT)
        drv.key(pygame.K_LEFT)  # 70%: the slider's end, where it stays
        assert ctx.settings.look.ui_scale == 70
        drv.key(pygame.K_LEFT)
        assert ctx.settings.look.ui_scale == 70
    finally:
        drv.close()


@pytest.mark.parametrize("size", [(960, 540), (1920, 1080)])
@pytest.mark.parametrize("language", LANGUAGES)
def test_the_settings_rows_fit_in_every_language(tmp_path, language, size):
    drv = Driver(tmp_path / "data", size=size, language=language)
    try:
        screen = drv.app.push(SettingsScreen(drv.app))
        w, h = size
        for _ in range(len(screen.rows)):
            drv.key(pygame.K_DOWN)  # every row's help line in turn
            drv.app.draw(drv.surface)
            for text, rect in screen.drawn_texts:
                assert 0 <= rect.left and rect.right <= w and 0 <= rect.top and rect.bottom <= h, text
        for button, row in screen.rows.items():
            control = screen.controls[row.key]
            label_w = button.font.size(button.text)[0]
            assert button.rect.x + screen.px(tokens.SPACE_M) + label_w < control.x, (language, button.text)
            assert button.rect.contains(control)
        drawn = {t: r for t, r in screen.drawn_texts}
        for row in screen.rows.values():
            control = screen.controls[row.key]
            inside = [r for r in drawn.values() if control.colliderect(r)]
            assert all(control.inflate(screen.px(8), 0).contains(r) for r in inside), row.key
        assert screen.back.rect.bottom <= h and screen.help_rect.bottom <= screen.back.rect.top
    finally:
        drv.close()


@pytest.mark.parametrize("size", [(960, 540), (1280, 720), (1920, 1080)], ids=("960", "1280", "1920"))
@pytest.mark.parametrize(
    "look", [(70, False), (100, False), (150, False), (150, True)], ids=("70", "100", "150", "150-tv")
)
def test_a_choices_pips_stay_inside_its_row_and_off_its_words(tmp_path, look, size):
    """Issue 41: the pips under a choice ("‹ English ›", one per value) were cut by the row's bottom
    edge at 960x540 and 150%. They sit inside the row (off its border), clear of the words."""
    from game.storage import Storage

    percent, tv = look
    store = Storage.open(tmp_path / "data")
    settings = store.load_settings()
    store.save_settings(settings.replace(big_screen=tv, look=settings.look.replace(ui_scale=percent)))
    drv = Driver(tmp_path / "data", size=size, language="nb")
    try:
        screen = drv.app.push(SettingsScreen(drv.app))
        drv.run(2)
        drv.app.draw(drv.surface)
        drawn = dict(screen.drawn_texts)
        assert screen.pip_rects, "no choice row drawn"
        for key, pips in screen.pip_rects.items():
            row = next(b for b, r in screen.rows.items() if r.key == key)
            assert row.rect.inflate(-2 * screen.px(2), -2 * screen.px(2)).contains(pips), (
                key,
                pips,
                row.rect,
            )
            assert not any(pips.colliderect(r) for r in drawn.values()), key
    finally:
        drv.close()
