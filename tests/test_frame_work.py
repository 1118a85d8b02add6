"""Work a frame would repeat is done once (issue 44: light on the machine). Counted, never timed: the
Localizer resolves a text through Fluent once and remembers it (the move log worded every line of the
game on every frame, the plates their counts at every step of an animation), and the move log wraps a
line once per font and width. What is remembered reads exactly as what is formatted afresh."""

from __future__ import annotations

import pygame
import pytest
from fluent.runtime import FluentBundle

from game.i18n import Localizer
from game.scene import textwrap as scene_textwrap
from game.ui.kit import Dialog
from game.ui.testing import Driver
from tests.test_ui_flow import answer_dialog


@pytest.fixture
def resolved(monkeypatch) -> list[str]:
    """Every message Fluent resolves (its pattern's id), in order."""
    calls: list[str] = []
    real = FluentBundle.format_pattern

    def spy(bundle, pattern, args=None):
        calls.append(getattr(pattern, "id", None) or str(pattern))
        return real(bundle, pattern, args)

    monkeypatch.setattr(FluentBundle, "format_pattern", spy)
    return calls


def test_a_text_asked_again_is_not_resolved_again(resolved):
    loc = Localizer("en", strict=True)
    first = loc.format("log-draw", player="Bo", count=2)
    assert len(resolved) == 1
    for _ in range(50):
        assert loc.format("log-draw", player="Bo", count=2) == first
    assert len(resolved) == 1
    assert loc.format("log-draw", player="Bo", count=3) != first  # other arguments: resolved
    assert loc.format("log-draw", count=2, player="Bo") == first
    assert len(resolved) == 3  # (the arguments' order is part of the key: resolved, same text)


@pytest.mark.parametrize("lang", ["en", "sv", "da", "nb", "fi", "hu"])
def test_remembered_texts_read_as_fresh_ones(lang):
    """1, 1.0 and True are equal keys to Python: each is remembered apart (a plural may differ); a
    language switch words every text in the new language; a list argument is formatted every time."""
    loc = Localizer(lang, strict=True)
    values = (1, 1.0, True, 2, 21, 0)
    for _round in range(2):
        for value in values:
            fresh = Localizer(lang, strict=True)
            assert loc.format("scene-plate", cards=value, points=value) == fresh.format(
                "scene-plate", cards=value, points=value
            ), value
            assert loc.format("log-draw", player="Lajos", count=value) == fresh.format(
                "log-draw", player="Lajos", count=value
            )
    other = "sv" if lang != "sv" else "fi"
    english = Localizer(other, strict=True).format("log-draw", player="Bo", count=2)
    loc.set_language(other)
    assert loc.format("log-draw", player="Bo", count=2) == english
    loc.set_language(lang)
    assert loc.format("log-draw", player="Bo", count=2) == Localizer(lang).format(
        "log-draw", player="Bo", count=2
    )


def test_missing_and_broken_texts_are_recorded_every_time(resolved):
    loc = Localizer("sv")
    assert loc.format("no-such-message") == "no-such-message"
    loc.missing.clear()
    assert loc.format("no-such-message") == "no-such-message"
    assert loc.missing == {"no-such-message"}
    loc.format("app-version")  # its variable missing: an error, worded as far as it goes
    loc.format("app-version")
    assert len(loc.errors) == 2
    loc.format("log-draw", player=["Bo"], count=2)  # a list (no key): Fluent's to refuse, each time
    loc.format("log-draw", player=["Bo"], count=2)
    assert len(loc.errors) == 4


def test_the_move_log_words_and_wraps_a_line_once(tmp_path, monkeypatch, resolved):
    """A table whose log has lines, drawn 30 more frames with nothing new: no line is worded or
    wrapped again; the rows drawn are the same as wrapping afresh."""
    from game.storage import SavedGame, Seat
    from game.ui.table.screen import TableScreen

    wrapped: list[str] = []
    measure = scene_textwrap._wrap

    def counting_wrap(font, line, *args, **kw):  # the lines' measuring, which `wrap` keeps
        wrapped.append(line)
        return measure(font, line, *args, **kw)

    monkeypatch.setattr(scene_textwrap, "_wrap", counting_wrap)
    drv = Driver(tmp_path / "data", size=(960, 540), language="hu")
    try:
        seats = (Seat("Anna"), Seat("Väinämöinen", "ai", "normal"), Seat("Billie", "ai", "easy"))
        table = drv.app.push(TableScreen.new(drv.app, SavedGame("classic", seats, seed=3)))
        for _ in range(400):  # the person plays their first legal move whenever it is their turn
            if isinstance(drv.top, Dialog):
                answer_dialog(drv)
            elif table.my_turn():
                table.session.apply(0, table.session.legal(0)[0])
            drv.run(1)
        lines = table.movelog.lines()
        assert len(lines) >= 10
        drv.app.draw(drv.surface)
        resolved.clear()
        wrapped.clear()
        for _ in range(30):
            table.movelog.draw(drv.surface, table.scene.layout, table.scene.me)
        assert wrapped == [] and resolved == []
        font, width = table.movelog.font(), table.movelog.text_width()
        for line in lines:
            assert table.movelog._rows(font, line, width) == measure(font, line, width, "  ", True)
    finally:
        drv.close()


def test_a_sentence_is_measured_once_per_font_width_and_style():
    """`wrap` keeps the lines it worked out for a font (while the font lives): the same sentence at the
    same width is not measured again, and the lines are those of a fresh wrap; another width, an indent
    or the bold style is worked out anew; a caller may change the list it got."""
    import gc

    pygame.font.init()
    font = pygame.font.Font(None, 20)
    text = "Väinämöinen played a Wild Draw Four and chose blue; Billie drew four cards and lost the turn."
    first = scene_textwrap.wrap(font, text, 150, "  ")
    assert first == scene_textwrap._wrap(font, text, 150, "  ", False) and len(first) > 2
    first.append("changed")
    measured: list[str] = []

    class Counting:
        def __init__(self, inner):
            self.inner = inner

        def size(self, text):
            measured.append(text)
            return self.inner.size(text)

    counted = Counting(font)
    assert scene_textwrap.wrap(counted, text, 150, "  ") == first[:-1] and measured  # its own font
    measured.clear()
    assert scene_textwrap.wrap(counted, text, 150, "  ") == first[:-1] and measured == []
    assert scene_textwrap.wrap(font, text, 150, "  ") == first[:-1]
    assert scene_textwrap.wrap(font, text, 300) == scene_textwrap._wrap(font, text, 300, "", False)
    font.bold = True
    bold = scene_textwrap.wrap(font, text, 150, "  ")
    assert bold == scene_textwrap._wrap(font, text, 150, "  ", False)
    del font, counted
    gc.collect()
    assert not any(isinstance(f, Counting) for f in scene_textwrap._WRAPPED.keys())
