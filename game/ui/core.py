"""The screen stack, the screens' base class, modal dialogs and what every screen shares (the context).

One pygame-gui `UIManager` per screen: a screen builds all its widgets in `build()` into its own
manager, so a dialog on top never passes clicks to the screen below, and a resize or a language switch
simply builds the screen again (a new manager at the new size, texts in the new language). A screen
keeps its state in plain attributes, never in widgets, so building again loses nothing.

Hooks: `enter` (pushed), `pause` (covered by another screen), `resume` (uncovered), `exit` (popped).
`handle_event` returns whether the event was consumed; `update(dt)` changes state; `draw(surface)`
only reads it.
"""

from __future__ import annotations

import copy
import json
import logging
import warnings
import weakref
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import lru_cache, partial
from typing import TYPE_CHECKING, Any

import pygame
import pygame_gui

from game.resources import assets_dir
from game.scene.textwrap import wrap

from . import screens

if TYPE_CHECKING:
    from game.scene.cardart import CardArt

log = logging.getLogger("game.ui")
BASE_SIZE = (1280, 720)
MIN_SIZE = (960, 540)
MAX_SIZE = (3840, 2160)
FOCUS_RING = (110, 225, 255)  # keyboard focus: a cyan ring, unlike any card colour or the gold selection


@lru_cache(maxsize=1)
def _theme_base() -> dict:
    with open(assets_dir() / "themes" / "default.json", encoding="utf-8") as fh:
        return json.load(fh)


def theme_for(scale: float, data: dict | None = None) -> dict:
    """The theme (`data`, else the default theme) with our fonts (from the package: every font block gets
    the name and paths, so pygame-gui warns of none) and every font size scaled for the window."""
    from game.i18n import font_path

    from .kit.widgets import extend_theme

    theme = extend_theme(copy.deepcopy(_theme_base() if data is None else data))
    regular, bold = str(font_path(False)), str(font_path(True))
    base = {"name": "noto", "size": str(round(17 * scale)), "regular_path": regular, "bold_path": bold}
    theme.setdefault("defaults", {})["font"] = base
    for element in (
        "button",
        "label",
        "text_box",
        "text_entry_line",
        "tool_tip",
        "drop_down_menu",
        "selection_list",
        "window",
    ):
        theme.setdefault(element, {}).setdefault("font", {"size": "17"})
    for key, block in theme.items():
        font = block.get("font")
        if key == "defaults" or font is None:
            continue
        size = int(font.get("size", 17))
        block["font"] = dict(
            base, **{k: v for k, v in font.items() if k != "size"}, size=str(round(size * scale))
        )
    return theme


class Context:
    """What the screens share: the storage, settings, localizer, window size and test switches."""

    def __init__(
        self,
        launch=None,
        size=BASE_SIZE,
        *,
        threaded: bool = True,
        pacing: float | None = None,
        speed: float | None = None,
        catch_hold: float | None = None,
    ):
        from game.i18n import Localizer, system_language
        from game.storage import Settings

        self.launch = launch
        self.storage = launch.storage if launch is not None else None
        self.settings = launch.settings if launch is not None else Settings()
        language = (
            (launch.language if launch is not None else None) or self.settings.language or system_language()
        )
        self.localizer = Localizer(language)
        # the size and language each UIManager was built for (`manager_key`), to reuse it only for those
        self.manager_keys: weakref.WeakKeyDictionary[pygame_gui.UIManager, tuple] = (
            weakref.WeakKeyDictionary()
        )
        if self.storage is not None:  # a saved seat whose name shows nothing gets these words
            self.storage.default_name = lambda n: self.t("ui-setup-default-player", n=n)
        self.size = size
        self.threaded = threaded
        self.pacing = pacing
        self.speed_override = speed
        self.catch_hold = catch_hold
        self.notices: list = list(launch.notices) if launch is not None else []
        from game.audio import Mixer

        self.audio = Mixer(self.settings.audio)  # sound (issue 24): silent until make_app starts it
        self._fonts: dict = {}
        self._managers: dict = {}

    @property
    def scale(self) -> float:
        w, h = self.size
        return max(0.75, min(3.0, min(w / BASE_SIZE[0], h / BASE_SIZE[1])))

    @property
    def speed(self) -> float:
        if self.speed_override is not None:
            return self.speed_override
        return self.settings.animator_speed

    @property
    def ai_pacing(self) -> float:
        if self.pacing is not None:
            return self.pacing
        return 0.0 if self.speed == 0 else 1.0 / self.speed

    def t(self, msg_id: str, **args) -> str:
        return self.localizer.format(msg_id, **args)

    def manager_key(self) -> tuple:
        return (self.size, round(self.scale, 3), self.localizer.language)

    def new_manager(self) -> pygame_gui.UIManager:
        """A UIManager for the current size and language: a released one when there is one (building a
        manager loads the theme: tens of milliseconds), else a new one."""
        from game.i18n import pygame_gui_translation_dirs

        spare = self._managers.get(self.manager_key())
        if spare:
            return spare.pop()
        manager = pygame_gui.UIManager(
            self.size,
            theme_for(self.scale),
            enable_live_theme_updates=False,
            starting_language=self.localizer.language,
            translation_directory_paths=pygame_gui_translation_dirs(),
        )
        self.manager_keys[manager] = self.manager_key()
        # text boxes show <b> (the rule books' headings): load that face now, not with a warning later
        manager.preload_fonts(
            [{"name": "noto", "point_size": round(17 * self.scale), "style": "bold", "antialiased": "1"}]
        )
        return manager

    def release(self, manager: pygame_gui.UIManager) -> None:
        """A screen is done with `manager`: emptied, it may serve the next screen of the same size."""
        manager.clear_and_reset()
        key = self.manager_keys.get(manager)
        if key is None or key != self.manager_key():
            return
        spare = self._managers.setdefault(key, [])
        if len(spare) < 4:
            spare.append(manager)

    def font(self, size: int, bold: bool = False) -> pygame.font.Font:
        from game.i18n import font_path

        from .big_screen import text_floor  # a TV across the room (issue 35)

        px = max(8, round(size * self.scale), text_floor(self))
        key = (px, bold)
        font = self._fonts.get(key)
        if font is None:
            font = self._fonts[key] = pygame.font.Font(str(font_path(bold)), px)
        return font

    def save_settings(self) -> None:
        if self.storage is not None:
            self.storage.save_settings(self.settings)
            self.notices.extend(self.storage.take_notices())

    def px(self, value: float) -> int:
        return round(value * self.scale)


class Screen:
    opaque = True  # draws the whole window (else the screens below are drawn first)
    pauses_game = True  # covering the table with this screen stops the game's clock

    def __init__(self, app):
        self.app = app
        self.ctx: Context = app.ctx
        self.manager: pygame_gui.UIManager | None = None
        self.callbacks: dict = {}
        self.focusables: list = []
        self.focus = -1
        self._built_for = None

    # ---------------------------------------------------------------------------------- hooks
    def enter(self) -> None:
        self.rebuild()

    def exit(self) -> None:
        if self.manager is not None:
            self.ctx.release(self.manager)
        self.manager = None

    def pause(self) -> None:
        pass

    def resume(self) -> None:
        if self.stale():
            self.rebuild()

    def stale(self) -> bool:
        """Built for another window size or language than the current one."""
        return self.manager is not None and self._built_for != (self.ctx.size, self.ctx.localizer.language)

    # ---------------------------------------------------------------------------------- building
    def rebuild(self) -> None:
        if self.manager is not None and self.ctx.manager_keys.get(self.manager) == self.ctx.manager_key():
            self.manager.clear_and_reset()
        else:
            if self.manager is not None:
                self.ctx.release(self.manager)
            self.manager = self.ctx.new_manager()
        self.callbacks = {}
        self.focusables = []
        self._built_for = (self.ctx.size, self.ctx.localizer.language)
        self.build()
        self.manager.update(0.0)  # lay the new widgets out now: the next drawing shows them
        if self.focusables:
            self.focus = min(max(self.focus, -1), len(self.focusables) - 1)
            self._show_focus()

    def build(self) -> None:
        """Create the widgets for the current size and language (into `self.manager`)."""

    def button(
        self,
        rect,
        text: str,
        callback: Callable[[], None] | None,
        object_id: str | None = None,
        enabled: bool = True,
        focus: bool = True,
        container=None,
        tooltip: str | None = None,
    ):
        oid = pygame_gui.core.ObjectID(object_id=object_id) if object_id else None
        b = pygame_gui.elements.UIButton(
            pygame.Rect(rect), text, self.manager, container=container, object_id=oid, tool_tip_text=tooltip
        )
        if not enabled:
            b.disable()
        if callback is not None:
            self.callbacks[b] = callback
        if focus and enabled:
            self.focusables.append(b)
        return b

    def label(self, rect, text: str, object_id: str | None = None, container=None):
        """A label; never shorter than its font's line (it grows round the same centre line)."""
        oid = pygame_gui.core.ObjectID(object_id=object_id) if object_id else None
        rect = pygame.Rect(rect)
        with warnings.catch_warnings():  # "Label Rect is too small": mended just below
            warnings.filterwarnings("ignore", message="Label Rect is too small", category=UserWarning)
            label = pygame_gui.elements.UILabel(rect, text, self.manager, container=container, object_id=oid)
        font = label.font
        assert font is not None, "a label has its theme's font once made"
        needed = font.size(text or " ")[1]
        if needed > rect.height:
            label.set_dimensions((rect.width, needed))
            label.set_relative_position((rect.x, rect.y - (needed - rect.height) // 2))
        return label

    def t(self, msg_id: str, **args) -> str:
        return self.ctx.t(msg_id, **args)

    def grow_to_text(self, button):
        """`button` widened round its centre until its text fits (kept inside the window)."""
        need = button.font.size(button.text)[0] + self.px(16)
        if need > button.rect.width:
            w, h = self.ctx.size
            rect = button.rect.inflate(min(w, need) - button.rect.width, 0).clamp(pygame.Rect(0, 0, w, h))
            button.set_dimensions(rect.size)
            button.set_relative_position(rect.topleft)
        return button

    def fitted_label(self, rect, text: str):
        """A centred title label; in the heading's smaller font when the title's font would not fit."""
        label = self.label(rect, text, "#title")
        if label.font.size(text)[0] > label.rect.width - self.px(8):
            label.kill()
            label = self.label(rect, text, "#heading_center")
        return label

    def px(self, value: float) -> int:
        return self.ctx.px(value)

    # ---------------------------------------------------------------------------------- focus
    def _show_focus(self) -> None:
        """Keyboard focus is a bright ring drawn around the button (`draw_focus`), apart from a button's
        selected state (the chosen edition) and from its own colours (the colour picker's buttons)."""

    def focused_button(self):
        if 0 <= self.focus < len(self.focusables):
            b = self.focusables[self.focus]
            if b.visible and b.is_enabled and b.alive():
                return b
        return None

    def draw_focus(self, surface: pygame.Surface) -> None:
        b = self.focused_button()
        if b is not None:
            width = max(2, self.px(3))
            pygame.draw.rect(
                surface,
                FOCUS_RING,
                b.rect.inflate(2 * width + 2, 2 * width + 2),
                width,
                border_radius=self.px(4),
            )

    def move_focus(self, step: int) -> None:
        if not self.focusables:
            return
        if self.focus < 0:
            self.focus = 0 if step > 0 else len(self.focusables) - 1
        else:
            self.focus = (self.focus + step) % len(self.focusables)
        self._quiet_hover()
        self._show_focus()

    def _follow_pointer(self, pos) -> None:
        """One highlight at a time: the pointer moving onto a button takes the keyboard focus there
        (the focus ring and the hover colour then mark the same button)."""
        for i, b in enumerate(self.focusables):
            if b.visible and b.is_enabled and b.alive() and b.rect.collidepoint(pos):
                if i != self.focus:
                    self.focus = i
                    self._show_focus()
                if b.hovered and b.drawable_shape is not None:
                    b.drawable_shape.set_active_state("hovered")  # it may have been quietened
                return

    def _quiet_hover(self) -> None:
        """The keyboard moved the focus: a button the pointer still rests on stops looking hovered
        (it looks so again when the pointer moves)."""
        focused = self.focused_button()
        for b in self.focusables:
            if b is not focused and b.alive() and b.hovered and b.drawable_shape is not None:
                b.drawable_shape.set_active_state("normal")

    def activate_focus(self) -> bool:
        if 0 <= self.focus < len(self.focusables):
            b = self.focusables[self.focus]
            callback = self.callbacks.get(b)
            if callback is not None and b.is_enabled:
                self.ctx.audio.play("click")  # sound (issue 24)
                callback()
                return True
        return False

    # ---------------------------------------------------------------------------------- events
    def handle_event(self, event) -> bool:
        if event.type == pygame.KEYDOWN and not self._typing():
            if event.key == pygame.K_ESCAPE:
                self.on_escape()
                return True
            if self.on_key(event):
                return True
            if event.key in (pygame.K_TAB, pygame.K_DOWN, pygame.K_RIGHT):
                self.move_focus(-1 if event.mod & pygame.KMOD_SHIFT and event.key == pygame.K_TAB else 1)
                return True
            if event.key in (pygame.K_UP, pygame.K_LEFT):
                self.move_focus(-1)
                return True
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                return self.activate_focus()
        if self.manager is None:
            return False
        if event.type == pygame.MOUSEMOTION:
            self._follow_pointer(event.pos)
        consumed = self.manager.process_events(event)
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            callback = self.callbacks.get(event.ui_element)
            if callback is not None:
                self.ctx.audio.play("click")  # sound (issue 24)
                if event.ui_element in self.focusables:
                    self.focus = self.focusables.index(event.ui_element)
                callback()
                return True
        if consumed:
            return True
        return self.on_event(event)

    def _typing(self) -> bool:
        if self.manager is None:
            return False
        focused = self.manager.get_focus_set()
        return any(isinstance(e, pygame_gui.elements.UITextEntryLine) for e in focused or ())

    def on_key(self, event) -> bool:
        return False

    def on_event(self, event) -> bool:
        return False

    def on_escape(self) -> None:
        self.app.pop()

    # ---------------------------------------------------------------------------------- frame
    def update(self, dt: float) -> None:
        if self.manager is not None:
            self.manager.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_background(surface)
        if self.manager is not None:
            self.manager.draw_ui(surface)

    def draw_background(self, surface: pygame.Surface) -> None:
        felt(surface)

    def update_covered(self, dt: float) -> None:
        """A frame while another screen is on top (the table keeps animating under a dialog)."""

    def on_resize(self) -> None:
        """The window changed size: build again when next shown."""
        self._built_for = None

    def on_language(self) -> None:
        """The language changed: words kept outside the widgets are made again (the widgets are
        rebuilt when the screen is next drawn)."""

    def text(
        self,
        surface,
        text: str,
        pos,
        size: int = 18,
        color=(242, 242, 234),
        bold=False,
        anchor: str = "topleft",
    ) -> pygame.Rect:
        img = self.ctx.font(size, bold).render(text, True, color)
        rect = img.get_rect(**{anchor: pos})
        surface.blit(img, rect)
        return rect


def felt(surface: pygame.Surface) -> None:
    """The menus' background: the table's green with a soft vignette."""
    w, h = surface.get_size()
    surface.fill((14, 70, 46))
    pygame.draw.ellipse(surface, (20, 92, 60), pygame.Rect(-w * 0.1, h * 0.05, w * 1.2, h * 0.9))


@dataclass(frozen=True)
class DialogFit:
    width: int
    columns: int
    title_lines: list[str]
    line_h: int
    message_h: int
    height: int
    #: what the widest row of answers and the widest title line need, and the room the panel gives
    #: them (more than the room only when a text is wider than the whole window allows)
    row_w: int = 0
    title_w: int = 0
    title_room: int = 0


class Dialog(Screen):
    """A modal question: a title, a message and a row (or grid) of answers; `callback(result)` gets the
    chosen value after the dialog is closed. Escape answers `cancel` when it is not None."""

    opaque = False
    pauses_game = False

    def __init__(
        self,
        app,
        title: str,
        message: str,
        choices: Sequence[tuple[str, object]],
        callback: Callable[[Any], object] | None,
        cancel: object = None,
        object_ids=None,
        columns: int = 4,
        cards: tuple[str, ...] = (),
    ):
        super().__init__(app)
        self.title, self.message, self.choices = title, message, choices
        self.cards = tuple(cards)  # card faces shown in the dialog (a hand shown to a challenger)
        self._art: CardArt | None = None
        self.result_callback, self.cancel = callback, cancel
        self.object_ids = object_ids or {}
        self.columns = max(1, min(columns, len(choices)))
        self.answered = False
        self.focus = 0
        self.avoid: pygame.Rect | None = None  # what the panel must not cover (see `place`)
        self._fit: tuple | None = None

    def button_texts(self) -> list[str]:
        """Every text an answer button may show (a subclass adds its variants)."""
        return [text for text, _ in self.choices]

    def fit(self) -> DialogFit:
        """The panel's width, the answer columns, the title's lines and the message's height, measured
        with the widgets' own fonts so that no text is clipped: the panel grows up to the window, the
        answers take fewer columns (more rows) and the title wraps. Cached per size and language."""
        key = (
            self.ctx.size,
            self.ctx.localizer.language,
            self.title,
            self.message,
            tuple(self.button_texts()),
        )
        if self._fit is not None and self._fit[0] == key:
            return self._fit[1]
        w, h = self.ctx.size
        pad, gap = self.px(20), self.px(10)
        widest = w - self.px(40)
        probe = pygame_gui.elements.UIButton(pygame.Rect(0, 0, 100, 40), " ", self.manager)
        button_font = probe.font
        probe.kill()
        with warnings.catch_warnings():
            warnings.filterwarnings("ignore", message="Label Rect is too small", category=UserWarning)
            heading = pygame_gui.elements.UILabel(
                pygame.Rect(0, 0, 100, 40),
                " ",
                self.manager,
                object_id=pygame_gui.core.ObjectID(object_id="#heading"),
            )
        title_font = heading.font
        heading.kill()
        assert button_font is not None and title_font is not None, "themed elements have their fonts"
        button_w = max((button_font.size(t)[0] for t in self.button_texts()), default=0) + self.px(24)
        columns = self.columns
        while columns > 1 and columns * button_w + (columns - 1) * gap + 2 * pad > widest:
            columns -= 1
        row_w = columns * button_w + (columns - 1) * gap + 2 * pad
        width = max(
            self.px(max(520, 170 * self.columns + 40)),
            row_w,
            title_font.size(self.title)[0] + 2 * pad + self.px(8),
        )
        width = min(width, widest)
        title_room = width - 2 * pad - self.px(8)
        title_lines = wrap(title_font, self.title, title_room) or [""]
        title_w = max(title_font.size(line)[0] for line in title_lines)
        message_h = 0
        if self.message:
            box = pygame_gui.elements.UITextBox(
                self.message, pygame.Rect(0, 0, width - 2 * pad, -1), manager=self.manager
            )
            message_h = box.rect.height
            box.kill()
        rows = (len(self.choices) + columns - 1) // columns
        line_h = max(self.px(36), title_font.size("Ág")[1] + self.px(4))
        height = (
            2 * pad
            + len(title_lines) * line_h
            + self.px(4)
            + (message_h + self.px(6) if message_h else 0)
            + (self.px(130) if self.cards else 0)
            + rows * self.px(54)
            - self.px(10)
        )
        result = DialogFit(width, columns, title_lines, line_h, message_h, height, row_w, title_w, title_room)
        self._fit = (key, result)
        return result

    def panel_rect(self) -> pygame.Rect:
        w, h = self.ctx.size
        f = self.fit()
        return self.place(pygame.Rect((w - f.width) // 2, (h - f.height) // 2, f.width, f.height))

    def place(self, r: pygame.Rect) -> pygame.Rect:
        """`r` moved clear of `self.avoid` (what the question is about, e.g. the discard pile): above or
        below it, where there is more room; kept inside the window."""
        h = self.ctx.size[1]
        if self.avoid is not None and r.colliderect(self.avoid):
            margin = self.px(8)
            above, below = self.avoid.top - margin, h - self.avoid.bottom - margin
            if below >= r.h or below >= above:
                r.top = self.avoid.bottom + margin
            else:
                r.bottom = self.avoid.top - margin
        r.top = max(0, min(r.top, h - r.h))
        return r

    def build(self) -> None:
        r = self.panel_rect()
        f = self.fit()
        pygame_gui.elements.UIPanel(r, manager=self.manager)
        pad = self.px(20)
        top = r.y + pad
        for line in f.title_lines:
            self.label((r.x + pad, top, r.w - 2 * pad, f.line_h), line, "#heading")
            top += f.line_h
        top += self.px(4)
        if self.message:
            box = pygame.Rect(r.x + pad, top, r.w - 2 * pad, f.message_h)
            pygame_gui.elements.UITextBox(self.message, box, manager=self.manager)
            top += f.message_h + self.px(6)
        self.cards_top = top
        if self.cards:
            top += self.px(130)
        bw = (r.w - 2 * pad - (f.columns - 1) * self.px(10)) // f.columns
        for i, (text, value) in enumerate(self.choices):
            row, col = divmod(i, f.columns)
            rect = (r.x + pad + col * (bw + self.px(10)), top + row * self.px(54), bw, self.px(44))
            self.button(rect, text, partial(self.answer, value), self.object_ids.get(value))

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        if not self.cards:
            return
        if self._art is None:
            from game.scene.cardart import CardArt

            self._art = CardArt(self.ctx.settings.colorblind)
        r = self.panel_rect()
        width = self.px(76)
        step = min(width + self.px(8), (r.w - 2 * self.px(20) - width) // max(1, len(self.cards) - 1) or 1)
        x = r.x + self.px(20)
        for code in self.cards:
            face = self._art.face(code, width)
            surface.blit(face, (x, self.cards_top))
            x += step

    def answer(self, value) -> None:
        if self.answered:
            return
        self.answered = True
        self.app.remove(self)
        if self.result_callback is not None:
            self.result_callback(value)

    def on_escape(self) -> None:
        if self.cancel is not None:
            self.answer(self.cancel)
        else:  # a decision that must be answered: Escape pauses the game instead
            self.app.push("pause")

    def draw_background(self, surface) -> None:
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 120))
        surface.blit(shade, (0, 0))


class ConfirmDialog(Dialog):
    """A yes/cancel question whose message box is as tall as its wrapped text in the language shown
    (measured by pygame-gui itself), so a long translation never needs a scroll bar. Enter answers the
    focused choice (`focus`: the first unless told), Escape answers `cancel`."""

    def __init__(
        self,
        app,
        title: str,
        message: str,
        choices: Sequence[tuple[str, object]],
        callback: Callable[[Any], object] | None,
        cancel: object,
        focus: int = 0,
    ):
        super().__init__(app, title, message, choices, callback, cancel, columns=len(choices))
        self.focus = focus
        self._measured: tuple | None = None

    def message_height(self) -> int:
        key = (self.ctx.size, self.ctx.localizer.language)
        if self._measured is None or self._measured[0] != key:
            probe = pygame_gui.elements.UITextBox(
                self.message, pygame.Rect(0, 0, self._box_width(), -1), manager=self.manager
            )
            self._measured = (key, probe.rect.height)
            probe.kill()
        return self._measured[1]

    def _box_width(self) -> int:
        w, _ = self.ctx.size
        return min(w - self.px(40), self.px(max(560, 180 * self.columns + 40))) - 2 * self.px(20)

    def panel_rect(self) -> pygame.Rect:
        w, h = self.ctx.size
        width = self._box_width() + 2 * self.px(20)
        height = min(h - self.px(20), self.px(20 + 40 + 14 + 44 + 20) + self.message_height())
        return pygame.Rect((w - width) // 2, (h - height) // 2, width, height)

    def build(self) -> None:
        r = self.panel_rect()
        pygame_gui.elements.UIPanel(r, manager=self.manager)
        pad = self.px(20)
        self.label((r.x + pad, r.y + pad, r.w - 2 * pad, self.px(36)), self.title, "#heading")
        top = r.y + pad + self.px(40)
        box = pygame.Rect(r.x + pad, top, r.w - 2 * pad, self.message_height())
        self.message_box = pygame_gui.elements.UITextBox(self.message, box, manager=self.manager)
        top = r.bottom - pad - self.px(44)
        gap = self.px(10)
        bw = (r.w - 2 * pad - (self.columns - 1) * gap) // self.columns
        for i, (text, value) in enumerate(self.choices):
            self.button((r.x + pad + i * (bw + gap), top, bw, self.px(44)), text, partial(self.answer, value))


class MultiDialog(Dialog):
    """Pick exactly `need` of the choices (toggle buttons), then OK: towers to take, cards to discard."""

    def __init__(
        self, app, title, message, choices, callback, need: int, ok_text: str, cancel=None, columns: int = 4
    ):
        super().__init__(app, title, message, choices, callback, cancel, columns=columns)
        self.need = need
        self.ok_text = ok_text
        self.picked: list[int] = []

    def button_texts(self) -> list[str]:
        return super().button_texts() + [f"• {text} •" for text, _ in self.choices]  # a picked one

    def panel_rect(self) -> pygame.Rect:
        r = super().panel_rect()
        return r.inflate(0, self.px(60))

    def build(self) -> None:
        super().build()
        # re-wire the answer buttons to toggles
        self.toggles: list[pygame_gui.elements.UIButton] = []
        for b in list(self.callbacks):
            i = len(self.toggles)
            self.callbacks[b] = partial(self.toggle, i)
            self.toggles.append(b)
        r = self.panel_rect()
        pad = self.px(20)
        self.ok = self.button(
            (r.right - pad - self.px(160), r.bottom - pad - self.px(44), self.px(160), self.px(44)),
            self.ok_text,
            self.confirm,
        )
        self._refresh()

    def toggle(self, i: int) -> None:
        if i in self.picked:
            self.picked.remove(i)
        elif len(self.picked) < self.need:
            self.picked.append(i)
        elif self.need == 1:
            self.picked = [i]
        self._refresh()

    def _refresh(self) -> None:
        for i, b in enumerate(self.toggles):
            text = self.choices[i][0]
            b.set_text(f"• {text} •" if i in self.picked else text)  # the font has no check mark
        if len(self.picked) == self.need:
            self.ok.enable()
        else:
            self.ok.disable()

    def confirm(self) -> None:
        if len(self.picked) == self.need:
            self.answer(tuple(self.choices[i][1] for i in sorted(self.picked)))


class App:
    """The window's screen stack and its frame: events to the top screen, updates, drawing."""

    def __init__(self, ctx: Context, surface: pygame.Surface | None = None):
        self.ctx = ctx
        self.surface = surface
        self.stack: list[Screen] = []
        self.running = True
        self.frames = 0
        # full screen on/off: the window's owner (game.app) puts its own here
        self.set_fullscreen: Callable[[bool], None] = lambda on: None
        self._unsubscribe = ctx.localizer.subscribe(self._language_changed)
        from .pad_input import PadInput  # gamepads (issue 35)

        self.pads = PadInput(self)

    @property
    def top(self) -> Screen | None:
        return self.stack[-1] if self.stack else None

    def push(self, screen: Screen | str, *args, **kwargs) -> Screen:
        """Put a screen on top: a Screen, or a name from `screens.SCREENS` made with `args`."""
        made: Screen = screens.make(screen, self, *args, **kwargs) if isinstance(screen, str) else screen
        if self.stack:
            self.stack[-1].pause()
        self.stack.append(made)
        made.enter()
        return made

    def pop(self) -> Screen | None:
        if not self.stack:
            return None
        screen = self.stack.pop()
        screen.exit()
        if self.stack:
            self.stack[-1].resume()
        else:
            self.running = False
        return screen

    def remove(self, screen: Screen) -> None:
        """Take `screen` off the stack wherever it is (a dialog answering)."""
        if self.stack and self.stack[-1] is screen:
            self.pop()
        elif screen in self.stack:
            self.stack.remove(screen)
            screen.exit()

    def replace(self, screen: Screen) -> Screen:
        if self.stack:
            old = self.stack.pop()
            old.exit()
        self.stack.append(screen)
        screen.enter()
        return screen

    def pop_to(self, kind: type | str) -> None:
        """Pop screens until one of `kind` (a class or a screen's name) is on top (or none is left)."""
        if isinstance(kind, str):
            kind = screens.screen_class(kind)
        while self.stack and not isinstance(self.stack[-1], kind):
            screen = self.stack.pop()
            screen.exit()
        if self.stack:
            self.stack[-1].resume()

    def find(self, kind: type | str):
        if isinstance(kind, str):
            kind = screens.screen_class(kind)
        return next((s for s in reversed(self.stack) if isinstance(s, kind)), None)

    def quit(self) -> None:
        self.running = False

    def _language_changed(self, language: str) -> None:
        pygame.display.set_caption(self.ctx.t("app-title"))
        for screen in self.stack:
            screen.on_language()
        for screen in self._drawn():  # every screen seen now re-words at once; the others when uncovered
            screen.rebuild()

    def _drawn(self) -> list:
        """The screens drawn now: the top one and those below it down to the first opaque one."""
        start = len(self.stack) - 1
        while start > 0 and not self.stack[start].opaque:
            start -= 1
        return self.stack[max(0, start) :]

    def resize(self, size) -> None:
        w = max(MIN_SIZE[0], min(MAX_SIZE[0], int(size[0])))
        h = max(MIN_SIZE[1], min(MAX_SIZE[1], int(size[1])))
        self.ctx.size = (w, h)
        drawn = self._drawn()
        for screen in self.stack:
            screen.on_resize()
            if screen in drawn:  # every screen drawn now is laid out again at once; the others when uncovered
                screen.rebuild()

    def handle(self, event) -> bool:
        if event.type == pygame.QUIT:
            self.running = False
            return True
        if event.type == pygame.VIDEORESIZE:
            self.resize(event.size)
            return True
        if self.pads.handle(event):  # gamepads (issue 35): a press becomes the key it stands for
            return True
        from .audio_ui import handle_mute_key  # sound (issue 24): M mutes anywhere

        if handle_mute_key(self, event):
            return True
        top = self.top
        if top is None:
            return False
        return top.handle_event(event)

    def update(self, dt: float) -> None:
        for screen in list(self.stack[:-1]):
            screen.update_covered(dt)
        if self.top is not None:
            self.top.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        from .big_screen import sync  # issue 35: the table's words follow the big-screen preset

        sync(self)
        for screen in self._drawn():
            if screen.stale():  # uncovered under a dialog after a resize or a language switch
                screen.rebuild()
            screen.draw(surface)
        if self.stack:
            self.stack[-1].draw_focus(surface)
        from .audio_ui import draw_mute_note  # sound (issue 24)

        draw_mute_note(self, surface)
        from .pad_hints import draw_pad_layer  # gamepads (issue 35): button hints and pad notes

        draw_pad_layer(self, surface)

    def step(self, dt: float, events=None) -> None:
        """One frame: the given events (else pygame's queue), an update and a drawing."""
        for event in pygame.event.get() if events is None else events:
            self.handle(event)
        self.ctx.audio.tick(dt)  # sound (issue 24)
        self.pads.tick(dt)  # gamepads (issue 35): held directions repeat, notes fade
        self.update(dt)
        if self.surface is not None:
            self.draw(self.surface)
        self.frames += 1

    def close(self) -> None:
        while self.stack:
            self.stack.pop().exit()
        self._unsubscribe()
        self.ctx.audio.close()  # sound (issue 24)
