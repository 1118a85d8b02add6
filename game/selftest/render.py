"""The self-test's headless frames: the start window, pygame-gui's themes, the card art and the screens'
`selftest_render` hooks (game/selftest)."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

from game.selftest.assets import Skip


def _count_frames(pygame, frames: int, body: Callable[[], None]) -> dict:
    """Run `body` while counting pygame.display.flip/update calls and sampling the last frame."""
    seen = {"flips": 0, "colours": 0}
    real_flip, real_update = pygame.display.flip, pygame.display.update

    def sample():
        seen["flips"] += 1
        surface = pygame.display.get_surface()
        if surface is not None:
            small = pygame.transform.scale(surface, (64, 36))
            seen["colours"] = len({small.get_at((x, y))[:3] for x in range(64) for y in range(36)})

    def flip():
        sample()
        return real_flip()

    def update(*args):
        sample()
        return real_update(*args)

    pygame.display.flip, pygame.display.update = flip, update
    try:
        body()
    finally:
        pygame.display.flip, pygame.display.update = real_flip, real_update
    if seen["flips"] < frames:
        raise AssertionError(f"drew {seen['flips']} frames, expected {frames}")
    if seen["colours"] < 2:
        raise AssertionError("the last frame is one flat colour")
    return seen


def check_start_window(frames: int) -> dict:
    import pygame

    from game.app import run

    result: dict = {}

    def body():
        result["exit"] = run(max_frames=frames)

    seen = _count_frames(pygame, frames, body)
    if result["exit"] != 0:
        raise AssertionError(f"game.app.run returned {result['exit']}")
    return {"frames": seen["flips"], "colours_in_last_frame": seen["colours"]}


def check_gui(frames: int) -> dict:
    import pygame
    import pygame_gui

    from game.resources import data_files
    from game.ui.kit import theme_for

    themes = [p for p in data_files("assets") if p.suffix == ".json" and "themes" in p.parts]
    pygame.init()
    try:
        screen = pygame.display.set_mode((640, 360))
        drawn = []
        for theme in [None, *themes]:
            # a shipped theme as the game loads it (theme_for adds our fonts' paths to its font blocks)
            data = None if theme is None else theme_for(1.0, json.loads(theme.read_text(encoding="utf-8")))
            manager = pygame_gui.UIManager(screen.get_size(), data)
            pygame_gui.elements.UIButton(pygame.Rect(40, 40, 240, 60), "UNO Table", manager)
            pygame_gui.elements.UILabel(pygame.Rect(40, 120, 400, 40), "Åäö Øø Őő", manager)

            def body(manager=manager):
                for _ in range(frames):
                    pygame.event.pump()
                    manager.update(1 / 60)
                    screen.fill((16, 92, 56))
                    manager.draw_ui(screen)
                    pygame.display.flip()

            _count_frames(pygame, frames, body)
            drawn.append("default" if theme is None else theme.name)
        languages = _gui_languages(pygame, pygame_gui, screen, frames)
    finally:
        pygame.quit()
    return {"themes": drawn, "frames_each": frames, "gui_languages": languages}


def _gui_languages(pygame, pygame_gui, screen, frames: int) -> dict:
    """pygame-gui with our translation files (game.i18n), switched through every shipped language."""
    try:
        from game.i18n import pygame_gui_translation_dirs, shipped_languages
    except ImportError:
        return {}
    import i18n  # python-i18n: pygame-gui's translation store

    folders = pygame_gui_translation_dirs()
    manager = pygame_gui.UIManager(screen.get_size(), translation_directory_paths=folders)
    pygame_gui.elements.UIButton(pygame.Rect(40, 40, 240, 60), "pygame-gui.Cancel", manager)
    languages = shipped_languages()
    checked = []
    for language in languages:
        manager.set_locale(language)
        folder = next((f for f in folders if Path(f).name == language), None)
        ours = Path(folder, f"pygame-gui.{language}.json") if folder else None
        if ours is not None and ours.is_file():  # our file is in use: pygame-gui shows its text
            expected = json.loads(ours.read_text(encoding="utf-8"))[language].get("Cancel")
            shown = i18n.t("pygame-gui.Cancel")
            if expected is not None and shown != expected:
                raise AssertionError(
                    f"pygame-gui shows {shown!r} for Cancel in {language}, our file says {expected!r}"
                )
            checked.append(language)

        def body(manager=manager):
            for _ in range(max(1, frames // 10)):
                manager.update(1 / 60)
                screen.fill((16, 92, 56))
                manager.draw_ui(screen)
                pygame.display.flip()

        _count_frames(pygame, max(1, frames // 10), body)
    return {"languages": languages, "our_translations_shown": checked}


def check_card_art() -> dict:
    try:
        from game.scene import cardart
    except ImportError as exc:
        raise Skip(f"game.scene.cardart not present ({exc})") from exc
    if not hasattr(cardart, "CardArt") or not hasattr(cardart, "all_codes"):
        raise Skip("game.scene.cardart has no CardArt/all_codes")
    import pygame

    pygame.init()
    try:
        pygame.display.set_mode((320, 200))
        art = cardart.CardArt()
        codes = list(cardart.all_codes())
        for code in codes:
            face = art.face(code, 96)
            if face.get_width() <= 0:
                raise AssertionError(f"card {code}: empty face")
    finally:
        pygame.quit()
    return {"cards": len(codes)}


def check_render_hooks(frames: int) -> dict:
    """Screens from `game.ui` / `game.scene`: each may offer `selftest_render(surface, frames) -> dict`."""
    import importlib

    import pygame

    done: dict = {}
    for name, module_name in (("game.scene", "game.scene"), ("game.ui", "game.ui.selftest")):
        try:
            module = importlib.import_module(module_name)
        except ImportError:
            done[name] = "not present"
            continue
        hook = getattr(module, "selftest_render", None)
        if hook is None:
            done[name] = "no selftest_render hook"
            continue
        pygame.init()
        try:
            screen = pygame.display.set_mode((1280, 720))
            result: dict = {}

            def body(hook=hook, screen=screen, result=result):
                result["hook"] = hook(screen, frames)

            seen = _count_frames(pygame, frames, body)
            done[name] = {**(result["hook"] or {}), "flips": seen["flips"]}
        finally:
            pygame.quit()
    if not any(isinstance(v, dict) for v in done.values()):
        raise Skip(done)
    return done
