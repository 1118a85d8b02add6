"""A long session keeps nothing it does not need (issue 44): what the screens build again and again (a
UIManager for each window size, UI scale and language) leaves no trace that grows with every build."""

import i18n
import pygame

from game.storage import UI_SCALES
from game.ui.testing import Driver


def _at_scale(drv, percent: int) -> None:
    ctx = drv.app.ctx
    ctx.settings = ctx.settings.replace(look=ctx.settings.look.replace(ui_scale=percent))
    drv.app.resize(ctx.size)
    drv.run(2)


def test_new_ui_managers_do_not_lengthen_the_translation_search_path(tmp_path):
    """Every UIManager appends pygame-gui's translation folders to python-i18n's global search path, and
    every label or button whose words hold a full stop lists each folder of that path: it grew by six
    folders a manager for the game's whole run (each resize, UI scale and language), so every sentence
    on screen took longer to show the longer the game ran. Many managers later, each folder is there
    once."""
    drv = Driver(tmp_path, size=(960, 540))
    try:
        drv.click_text("Settings")
        drv.app.pop()
        drv.run(2)
        first = list(i18n.load_path)
        assert len(first) == len(set(first)) > 1
        for size in ((960, 540), (1280, 720), (1920, 1080)):
            drv.surface = pygame.display.set_mode(size, pygame.RESIZABLE)
            drv.app.resize(size)
            for percent in UI_SCALES:
                _at_scale(drv, percent)
                drv.click_text("Settings")
                drv.app.pop()
                drv.run(2)
        assert sorted(i18n.load_path) == sorted(first)
    finally:
        drv.close()


def test_the_soft_shadows_kept_stay_within_their_bytes():
    """Panels of many sizes (a long session's resizes and UI scales) each get their soft shadow, and the
    shadows kept hold at most SHADOW_BYTES of pixels (it kept 256 whatever their size: a dialog's shadow
    at 1920x1080 is 7 MB, 1.8 GB for 256); the one just drawn, and the ones in use, are drawn again
    from the cache."""
    from game.ui.kit import paint, tokens

    pygame.init()
    target = pygame.Surface((1920, 1080), pygame.SRCALPHA)
    for w in range(1500, 1800, 4):  # 75 panel widths
        rect = pygame.Rect(10, 10, w, 900)
        paint.shadow(target, rect, 12, tokens.SHADOW_HIGH, lambda v: round(v * 1.5))
        assert paint.shadow_bytes() <= paint.SHADOW_BYTES
    spread = max(1, round(tokens.SHADOW_HIGH.spread * 1.5))
    last = paint._shadow((1796, 900), 12, spread, tokens.SHADOW_HIGH.alpha)
    assert paint._shadow((1796, 900), 12, spread, tokens.SHADOW_HIGH.alpha) is last
    small = paint._shadow((200, 60), 8, 4, 40)
    for w in range(1000, 1100, 10):
        paint._shadow((w, 900), 12, spread, 40)
        assert paint._shadow((200, 60), 8, 4, 40) is small  # used every frame: never dropped


def _open_font_files() -> int:
    import os

    count = 0
    for fd in os.listdir("/proc/self/fd"):
        try:
            count += os.readlink(f"/proc/self/fd/{fd}").endswith(".ttf")
        except OSError:
            pass
    return count


def test_fonts_kept_by_size_stay_few():
    """The table's words and card figures come in a font per pixel size, and the sizes follow the window,
    the cards and the UI scale: a long session (or a test worker) met hundreds of sizes and kept every
    font open (half a megabyte each for the UI font; 450 open font files in a worker of the suite). Two
    hundred sizes later at most MAX_FONTS of each kind are kept, the ones in use drawn from the cache."""
    import os

    from game.scene import glyphs
    from game.ui.pad import glyphs as pad_glyphs

    pygame.init()
    glyphs._FONTS.clear()  # none of an earlier test's (their font module may have been quit since)
    pad_glyphs._FONTS.clear()
    import gc

    gc.collect()
    opened = _open_font_files() if os.path.isdir("/proc/self/fd") else 0
    small = glyphs.ui_font(30)
    for size in range(10, 410, 2):
        glyphs.font(size)
        glyphs.ui_font(size)
        pad_glyphs._font(size)
        assert glyphs.ui_font(30) is small  # used all along: never dropped
    assert len(glyphs._FONTS) <= glyphs.MAX_FONTS and len(pad_glyphs._FONTS) <= glyphs.MAX_FONTS
    if os.path.isdir("/proc/self/fd"):  # Linux: the fonts dropped closed their files (600 were made)
        gc.collect()
        assert _open_font_files() - opened <= 2 * glyphs.MAX_FONTS


def test_a_closed_driver_frees_its_screens_managers_and_fonts(tmp_path, monkeypatch):
    """Closing a Driver frees its App's screens, managers, fonts and card art every few closes (here: at
    once): they refer to each other in cycles, which only a full collection of the garbage
    collector reaches (rare with a big heap: a test worker piled up dead Apps to 1.6 GB and 500 open
    fonts). The closed App itself keeps no manager and no font."""
    import weakref

    from game.bench.shots import open_screen
    from game.ui import testing

    monkeypatch.setattr(testing, "COLLECT_EVERY", 1)

    drv = Driver(tmp_path, size=(960, 540))
    open_screen(drv, "table", settle=0.1)
    table = next(s for s in drv.app.stack if hasattr(s, "scene"))  # a decision's dialog may be on top
    gone = [weakref.ref(x) for x in (table, drv.top, table.manager, table.scene, table.scene.art)]
    gone += [weakref.ref(m) for spare in drv.app.ctx._managers.values() for m in spare]
    del table
    drv.close()
    assert [ref() for ref in gone] == [None] * len(gone)
    assert drv.app.ctx._fonts == {} and drv.app.ctx._managers == {}
