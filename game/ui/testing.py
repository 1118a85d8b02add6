"""A headless driver for the screens: real pygame events through the real App (tests, screenshots).

drv = Driver(tmp_path)                 # an App on a hidden 1280x720 surface, storage in tmp_path
drv.click_text("New game")             # finds the button by its text, posts a mouse click there
drv.key(pygame.K_d); drv.run(30)       # frames of 1/60 s
drv.shot("menu.png")
"""

from __future__ import annotations

import os

import pygame
import pygame_gui

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


class Driver:
    def __init__(self, data_dir=None, size=(1280, 720), language: str = "en", **switches):
        from game.app import make_app
        from game.storage import Launch, Storage

        pygame.init()
        self.surface = pygame.display.set_mode(size, pygame.RESIZABLE)
        launch = None
        if data_dir is not None:
            store = Storage.open(data_dir)
            settings = store.load_settings().replace(language=language)
            launch = Launch(storage=store, settings=settings, language=language, notices=store.take_notices())
        switches.setdefault("threaded", False)
        switches.setdefault("pacing", 0.0)
        switches.setdefault("speed", 0.0)
        switches.setdefault("catch_hold", 0.0)
        self.app = make_app(launch, self.surface, **switches)

    @property
    def top(self):
        return self.app.top

    def run(self, frames: int = 1, dt: float = 1 / 60) -> None:
        for _ in range(frames):
            self.app.step(dt)

    def post(self, event) -> None:
        pygame.event.post(event)

    def key(self, key: int, mod: int = 0, frames: int = 2) -> None:
        self.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0))
        self.post(pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode="", scancode=0))
        self.run(frames)

    def click(self, pos, frames: int = 3) -> None:
        pos = (int(pos[0]), int(pos[1]))
        self.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        self.run(1)
        self.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
        self.run(1)
        self.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
        self.run(frames)

    def buttons(self, screen=None) -> list:
        screen = screen or self.top
        if screen is None or screen.manager is None:
            return []
        return [
            e
            for e in screen.manager.get_sprite_group().sprites()
            if isinstance(e, pygame_gui.elements.UIButton) and e.visible and e.is_enabled
        ]

    def find(self, text: str, screen=None):
        for b in self.buttons(screen):
            if b.text == text or b.text.endswith(" " + text):
                return b
        return None

    def click_text(self, text: str, frames: int = 3) -> None:
        b = self.find(text)
        if b is None:
            raise AssertionError(
                f"no button {text!r} on {type(self.top).__name__}: {[x.text for x in self.buttons()]}"
            )
        self.click(b.rect.center, frames)

    def shot(self, path) -> None:
        self.app.draw(self.surface)
        pygame.image.save(self.surface, str(path))

    def close(self) -> None:
        self.app.close()
