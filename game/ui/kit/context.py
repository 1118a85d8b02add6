"""What every screen shares: the storage, settings, localizer, window size, fonts, UIManagers to reuse and
the test switches; and the window's size bounds."""

from __future__ import annotations

import weakref

import pygame
import pygame_gui

from . import tokens
from .managers import Manager
from .motion import Motion
from .theme import theme_for

BASE_SIZE = (1280, 720)
MIN_SIZE = (960, 540)
MAX_SIZE = (3840, 2160)
#: the least room, in design units (sizes at scale 1), that every screen is laid out to fit: the design
#: size at the largest UI scale offered (150%). The scale never grows past it, so no screen is ever
#: asked to fit less (a UI scale above what a window allows is capped to what it allows).
LEAST_ROOM = (BASE_SIZE[0] * 2 / 3, BASE_SIZE[1] * 2 / 3)


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
        self.typed: dict[str, dict] = {}  # what a form's fields held when it was left, by form (issue 40)
        from game.audio import Mixer

        self.audio = Mixer(self.settings.audio)  # sound (issue 24): silent until make_app starts it
        self._fonts: dict = {}
        self._managers: dict = {}

    @property
    def scale(self) -> float:
        """What every size token is multiplied by: the window's size against the design size (1280x720),
        times the UI scale setting (smaller: more room on a big screen; bigger: bigger words and
        controls, the screens showing less at once), never below legible nor above what leaves the
        screens their least room (`LEAST_ROOM`)."""
        w, h = self.size
        window = min(w / BASE_SIZE[0], h / BASE_SIZE[1])
        most = min(w / LEAST_ROOM[0], h / LEAST_ROOM[1])
        return max(0.75, min(most, window * self.settings.look.ui_scale / 100))

    @property
    def table_scale(self) -> float:
        """The UI scale setting as a factor (1.0 is 100%), for the table scene's cards, piles and plates
        (game/scene/layout.py keeps the table its least room)."""
        return self.settings.look.ui_scale / 100

    @property
    def motion(self) -> Motion:
        """How the screens move: the animation speed and the reduced-motion setting."""
        return Motion(self.speed, self.settings.look.reduced_motion)

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
        # one loading thread, not pygame-gui's five: the theme's two font files load in no time, and starting
        # and joining five threads for every manager cost more than the loading (issue 44)
        loader = pygame_gui.core.BlockingThreadedResourceLoader()
        loader.num_loading_threads = 1
        manager = Manager(
            self.size,
            theme_for(self.scale),
            enable_live_theme_updates=False,
            resource_loader=loader,
            starting_language=self.localizer.language,
            translation_directory_paths=pygame_gui_translation_dirs(),
        )
        loader.start()
        loader.update()  # blocking: every font is loaded (what pygame-gui does with a loader of its own)
        self.manager_keys[manager] = self.manager_key()
        _forget_repeated_translation_dirs()
        # text boxes show <b> (the rule books' headings): load that face now, not with a warning later
        # (unless the theme loaded it already: a bold body-size element)
        body = tokens.scaled(tokens.TYPE_BODY, self.scale)
        fonts = manager.get_theme().get_font_dictionary()
        if not fonts.check_font_preloaded(fonts.create_font_id(body, "noto", True, False)):
            manager.preload_fonts([{"name": "noto", "point_size": body, "style": "bold", "antialiased": "1"}])
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

    def forget_managers_and_fonts(self) -> None:
        """The App is closing: the spare managers and the fonts go (a closed App kept in memory holds
        none of them)."""
        self._managers.clear()
        self._fonts.clear()

    def font(self, size: int, bold: bool = False) -> pygame.font.Font:
        from game.i18n import font_path
        from game.ui.pad.big_screen import text_floor  # a TV across the room (issue 35)

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


def _forget_repeated_translation_dirs() -> None:
    """Every UIManager adds pygame-gui's translation folder and ours to python-i18n's global search path
    again; a label or button whose text has a full stop in it (a sentence: no translation key) makes
    i18n list every folder of that path. Kept as it grows, a long session (every resize, UI scale or
    language builds managers) makes each such text slower and slower: each folder is kept once."""
    import i18n

    path = i18n.load_path
    once = list(dict.fromkeys(path))
    if len(once) != len(path):
        path[:] = once  # the same list object: python-i18n's config holds it
