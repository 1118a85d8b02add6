"""The UI scale above 100% (issue 31: bigger words and controls for a 4K screen or for eyes that need
them): the Settings slider changes it live, and every screen reflows at it, from 960x540 to 3840x2160,
in every language: no text cut or outside the window, no two texts on top of each other, long lists
scrolling (the wheel and the keyboard bring every row in sight)."""

import itertools

import pygame
import pygame_gui
import pytest

from game.bench import shots
from game.bench.shots import open_screen
from game.scene import glyphs
from game.storage import UI_SCALES, Storage
from game.ui.kit.context import LEAST_ROOM
from game.ui.kit.widgets import Switch, hint_fits
from game.ui.testing import Driver

LANGUAGES = ("en", "sv", "da", "nb", "fi", "hu")
TEXT_WIDGETS = (pygame_gui.elements.UIButton, pygame_gui.elements.UILabel)
PLACED = TEXT_WIDGETS + (pygame_gui.elements.UITextEntryLine,)
#: (window, UI scale): the smallest window at the largest scale (the least room a screen gets: the same
#: as any 16:9 window's at 150%), in every language, and a middle scale in the longest language; the
#: big screens at the largest scale are the same layouts in more pixels, slow to draw: `pytest -m profile`
CASES = [(language, (960, 540), 150) for language in LANGUAGES] + [("hu", (1280, 720), 120)]
BIG_CASES = [
    (language, size, 150) for language in ("en", "hu", "fi") for size in ((1920, 1080), (3840, 2160))
]
SCREENS = shots.SCREENS
#: the screens in three parts of about the same time, each part a test of its own: side by side on the
#: suite's workers, not one long test at the end of a run (issue 44); every screen is in one part
PARTS = {
    "menus": ("main_menu", "new_game", "settings", "statistics", "rules"),
    "table": ("pause", "table", "round_summary", "game_over"),
    "network": ("net_host", "net_host_server", "net_join", "net_join_started", "net_join_over", "lobby"),
}
assert sorted(s for part in PARTS.values() for s in part) == sorted(SCREENS)


def _at_scale(drv, percent: int) -> None:
    ctx = drv.app.ctx
    ctx.settings = ctx.settings.replace(look=ctx.settings.look.replace(ui_scale=percent))
    drv.app.resize(ctx.size)
    drv.run(2)


def _drawn_texts(screen) -> list:
    texts = getattr(screen, "drawn_texts", None)
    return list(texts() if callable(texts) else texts or [])


def problems(screen, size) -> list:
    """What does not fit on `screen` now: a widget's words wider or taller than it, a widget or a drawn
    text outside the window, two widgets with words on top of each other, a house option's name
    running under its switch or its effect cut."""
    window = pygame.Rect(0, 0, *size)
    found = []
    placed = [e for e in screen.manager.get_sprite_group().sprites() if isinstance(e, PLACED) and e.visible]
    for e in placed:
        text = getattr(e, "text", "")
        if isinstance(e, TEXT_WIDGETS) and text:
            w, h = e.font.size(text)
            if w > e.rect.width - 4 or h > e.rect.height:
                found.append(("cut", text, (w, h), e.rect.size))
        if not window.contains(e.rect):
            found.append(("outside", text, e.rect))
        if isinstance(e, pygame_gui.elements.UITextEntryLine) and not e.get_text() and not hint_fits(e):
            found.append(("hint cut", e.placeholder_text, e.rect.size))
    for a, b in itertools.combinations(placed, 2):
        if a.rect.inflate(-2, -2).colliderect(b.rect.inflate(-2, -2)):
            found.append(("overlap", getattr(a, "text", ""), getattr(b, "text", "")))
    for text, rect in _drawn_texts(screen):
        if not window.contains(rect):
            found.append(("drawn outside", text, rect))
    for item in getattr(getattr(screen, "decor", None), "items", []):
        if isinstance(item, Switch):
            left, right = item.layout(screen.ctx, item.button.rect)
            if item.button.font.size(item.button.text)[0] > item.button.rect.w - left - right:
                found.append(("name under the switch", item.button.text))
            found += [("effect cut", t) for t, _ in item.drawn_texts if t.endswith("…")]
    return found


def _scrolled_through(drv, screen, scroll) -> list:
    """Every row of a scrolling list brought in with the mouse wheel over it; the problems seen."""
    found = problems(screen, drv.app.ctx.size)
    if not scroll.scrolls:
        return found
    drv.post(pygame.event.Event(pygame.MOUSEMOTION, pos=scroll.area.center, rel=(0, 0), buttons=(0, 0, 0)))
    drv.run(1)
    for _ in range(scroll.total):
        before = scroll.first
        drv.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False))
        drv.run(2)
        drv.app.draw(drv.surface)
        found += problems(drv.top, drv.app.ctx.size)
        if scroll.first == before:
            break
    assert not scroll.more_below  # the wheel reached the last row
    return found


def _check_screen(drv, name) -> list:
    size = drv.app.ctx.size
    open_screen(drv, name, settle=0.1)
    screen = drv.top
    drv.app.draw(drv.surface)
    found = problems(screen, size)
    if name == "settings":
        found += _scrolled_through(drv, screen, screen.scroll)
    if name == "net_host":  # the Listed switch and the server's address come with these
        for where in ("lan", "server"):
            drv.click_text(screen.t(f"net-look-where-{where}"))
            drv.run(2)
            drv.app.draw(drv.surface)
            assert screen.where == where
            found += problems(screen, size)
    if name == "lobby":  # the host's house options scroll under the wheel
        found += _scrolled_through(drv, screen, screen.option_scroll)
    if name == "new_game":
        for _ in range(12):  # ten seats: the list of seats scrolls
            if len(screen.seats) < 10:
                drv.click(drv.find("+").rect.center, frames=2)
        assert len(screen.seats) == 10
        for edition in ("modern", "classic"):
            screen.set_edition(edition)
            for page in ("seats", "options"):
                screen.set_page(page)
                drv.run(2)
                drv.app.draw(drv.surface)
                found += _scrolled_through(drv, screen, screen.seat_scroll)
                found += _scrolled_through(drv, screen, screen.option_scroll)
    drv.app.pop_to(type(drv.app.stack[0]))
    return [(name, *f) for f in found]


def _fits_everywhere(tmp_path, language, size, percent, screens=SCREENS) -> None:
    drv = Driver(tmp_path, size=size, language=language)
    try:
        _at_scale(drv, percent)
        if percent == UI_SCALES[-1]:
            assert drv.app.ctx.scale == pytest.approx(1.5 * min(size[0] / 1280, size[1] / 720))
        found = [f for name in screens for f in _check_screen(drv, name)]
    finally:
        drv.close()
    assert found == []


@pytest.mark.parametrize("part", PARTS)
@pytest.mark.parametrize("case", CASES, ids=[f"{lang}-{w}x{h}-{s}" for lang, (w, h), s in CASES])
def test_every_screen_fits_at_a_big_ui_scale(tmp_path, case, part):
    _fits_everywhere(tmp_path, *case, screens=PARTS[part])


@pytest.mark.profile
@pytest.mark.parametrize("case", BIG_CASES, ids=[f"{lang}-{w}x{h}-{s}" for lang, (w, h), s in BIG_CASES])
def test_every_screen_fits_a_big_screen_at_the_largest_scale(tmp_path, case):
    _fits_everywhere(tmp_path, *case)


def test_the_scale_never_leaves_a_screen_less_than_its_least_room():
    from game.ui.kit.context import Context

    ctx = Context(size=(960, 540))
    for size in ((960, 540), (1280, 720), (1920, 1080), (3840, 2160), (2560, 1080), (1000, 1000)):
        ctx.size = size
        for percent in UI_SCALES:
            ctx.settings = ctx.settings.replace(look=ctx.settings.look.replace(ui_scale=percent))
            room = (size[0] / ctx.scale, size[1] / ctx.scale)
            assert room[0] >= LEAST_ROOM[0] - 0.5 and room[1] >= LEAST_ROOM[1] - 0.5, (size, percent)
    ctx.size = (1280, 720)
    ctx.settings = ctx.settings.replace(look=ctx.settings.look.replace(ui_scale=150))
    assert ctx.scale == pytest.approx(1.5)


def _row(settings, key):
    return next(b for b, r in settings.rows.items() if r.key == key)


def test_the_settings_slider_changes_the_ui_scale_live(tmp_path):
    """A person opens Settings, keys down to Interface size and steps it up with the right arrow, then
    clicks the far end of its slider: every step is saved, and the screen is laid out again at once in
    bigger words that still fit (the table's smallest words grow too); the main menu behind follows; the
    left arrow brings it back down."""
    drv = Driver(tmp_path / "data", size=(1280, 720))
    try:
        ctx = drv.app.ctx
        drv.click_text("Settings")
        settings = drv.top
        font_before = _row(settings, "language").font.size("Language")[1]
        while settings.focused_button() is not _row(settings, "ui_scale"):
            drv.key(pygame.K_DOWN)
        drv.key(pygame.K_RIGHT)
        assert ctx.settings.look.ui_scale == 110 and ctx.scale == pytest.approx(1.1)
        assert Storage.open(tmp_path / "data").load_settings().look.ui_scale == 110
        settings = drv.top
        row = _row(settings, "ui_scale")
        assert settings.focused_button() is row  # the focus stays on the row it changed
        track = settings.track(settings.controls["ui_scale"])
        drv.click((track.right - 1, track.centery))
        assert ctx.settings.look.ui_scale == UI_SCALES[-1] == 150 and ctx.scale == pytest.approx(1.5)
        drv.run(1)
        assert glyphs.text_floor() == round(16 * 720 / 1080 * 1.5)  # the table's smallest words grow too
        settings = drv.top
        assert _row(settings, "language").font.size("Language")[1] > font_before * 1.3
        drv.app.draw(drv.surface)
        assert problems(settings, (1280, 720)) == []
        assert settings.scroll.scrolls  # thirteen rows do not all fit at 150%: the list scrolls
        for _ in range(len(settings.scroll.buttons) + 12):  # the keyboard reaches every row, then Back
            drv.key(pygame.K_DOWN)
            drv.app.draw(drv.surface)
            assert problems(settings, (1280, 720)) == []
            if settings.focused_button() is settings.back:
                break
        assert settings.focused_button() is settings.back and not settings.scroll.more_below
        drv.key(pygame.K_ESCAPE)
        drv.run(30)
        menu = drv.top
        assert type(menu).__name__ == "MainMenu" and problems(menu, (1280, 720)) == []
        drv.click_text("Settings")
        settings = drv.top
        while settings.focused_button() is not _row(settings, "ui_scale"):
            drv.key(pygame.K_DOWN)
        drv.key(pygame.K_LEFT)
        assert ctx.settings.look.ui_scale == 140 and ctx.scale == pytest.approx(1.4)
        for _ in range(4):
            drv.key(pygame.K_LEFT)
        drv.run(1)
        assert ctx.settings.look.ui_scale == 100 and glyphs.text_floor() == 0
    finally:
        drv.close()


@pytest.mark.parametrize("language", LANGUAGES)
def test_host_says_whose_house_options_and_the_lobby_shows_four_at_the_largest_scale(tmp_path, language):
    """At 960x540 and 150%: Host's line naming the house options that are on shows whole for
    every who-can-join (it once had no room beside the Listed switch and was not drawn at all), also at
    100%; the host's lobby shows four house options at a time (it showed two: the rest scroll)."""
    from game.ui.netplay.words import options_summary

    drv = Driver(tmp_path, size=(960, 540), language=language)
    try:
        for percent in (100, UI_SCALES[-1]):
            _at_scale(drv, percent)
            host = drv.app.push("net_host")
            note = options_summary(host.t, host.edition, host.options().to_json())
            for where in host.WHERE:
                host.set_where(where)
                drv.run(2)
                drv.app.draw(drv.surface)
                lines = [text for text, _rect in host.note_lines()]
                assert " ".join(lines) == note, (percent, where)
                assert all(pygame.Rect(0, 0, 960, 540).contains(r) for _t, r in host.note_lines())
                assert problems(host, (960, 540)) == []
            drv.app.pop()
        open_screen(drv, "lobby", settle=0.1)
        lobby = drv.top
        assert type(lobby).__name__ == "LobbyScreen" and lobby.session.is_host
        assert len(lobby.option_shown) >= 4
        assert problems(lobby, (960, 540)) == []
    finally:
        drv.close()


def test_the_table_grows_with_the_ui_scale_live(tmp_path):
    """A game at 1920x1080: at 150% its hand, piles and plates are bigger (as far as the table's least
    room, 960x540 design units), the moment the setting changes; back at 100% they are as before."""
    drv = Driver(tmp_path / "data", size=(1920, 1080))
    try:
        open_screen(drv, "table", settle=0.3)
        table = next(s for s in drv.app.stack if hasattr(s, "scene"))  # a decision's dialog may be on top
        scene = table.scene
        before = (scene.layout.pile_w, scene.layout.seat(0).card_w, scene.layout.seat(1).plate.height)
        _at_scale(drv, 150)
        assert table in drv.app.stack and table.scene is scene
        after = (scene.layout.pile_w, scene.layout.seat(0).card_w, scene.layout.seat(1).plate.height)
        assert scene.layout.unit == pytest.approx(2.0)  # 1920x1080 holds 960x540 units at the most
        assert all(a > b * 1.25 for a, b in zip(after, before, strict=True)), (before, after)
        drv.app.draw(drv.surface)
        nodes = [n for hand in scene.hands for n in hand]
        assert nodes and all(n.scale > 0 for n in nodes)
        _at_scale(drv, 100)
        assert (scene.layout.pile_w, scene.layout.seat(0).card_w, scene.layout.seat(1).plate.height) == before
    finally:
        drv.close()
