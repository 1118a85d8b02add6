"""The self-test's file checks: every asset and locale file loads, sound initialises (game/selftest)."""

from __future__ import annotations

import json
from pathlib import Path


class Skip(Exception):  # noqa: N818 (a signal, not an error)
    """A check that has nothing to check in this build (reported, does not fail the self-test)."""


def check_assets() -> dict:
    import pygame

    from game.resources import assets_dir, data_files

    root = assets_dir()
    files = data_files("assets")
    if not files:
        raise AssertionError(f"no asset files in {root}")
    pygame.init()
    try:
        counts: dict[str, int] = {}
        sound = _mixer_ready(pygame)
        for path in files:
            kind = _load_asset(pygame, path, sound)
            counts[kind] = counts.get(kind, 0) + 1
    finally:
        pygame.quit()
    return {"folder": str(root), "files": len(files), "kinds": counts, "sound_decoded": sound}


def _mixer_ready(pygame) -> bool:
    try:
        pygame.mixer.init()
    except pygame.error:
        return False
    return pygame.mixer.get_init() is not None


_IMAGES = {".png", ".jpg", ".jpeg", ".bmp", ".gif", ".tga", ".webp", ".svg"}
_SOUNDS = {".wav", ".ogg", ".mp3", ".flac"}
_TEXT = {".txt", ".md", ".ftl", ".csv", ".license"}


def _load_asset(pygame, path: Path, sound: bool) -> str:
    suffix = path.suffix.lower()
    where = path.name
    if suffix in {".ttf", ".otf"}:
        font = pygame.font.Font(str(path), 24)
        line = font.render("UNO Table ÅÄÖ åäö ÆØ æø őű", True, (0, 0, 0))
        if line.get_width() <= 0:
            raise AssertionError(f"{where}: renders nothing")
        return "font"
    if suffix in _IMAGES:
        image = pygame.image.load(str(path))
        if image.get_width() <= 0 or image.get_height() <= 0:
            raise AssertionError(f"{where}: empty image")
        return "image"
    if suffix in _SOUNDS:
        if sound:
            pygame.mixer.Sound(str(path))
            return "sound"
        path.read_bytes()
        return "sound (read only)"
    if suffix == ".json":
        data = json.loads(path.read_text(encoding="utf-8"))
        if "themes" in path.parts:
            _load_theme(path)
            return "theme"
        del data
        return "json"
    if suffix in _TEXT or path.name.isupper():
        path.read_text(encoding="utf-8")
        return "text"
    path.read_bytes()
    return "other"


def _load_theme(path: Path) -> None:
    import pygame_gui

    from game.ui.kit import theme_for

    # as the game loads it: the fonts' name and paths come from the package (game.i18n.font_path)
    manager = pygame_gui.UIManager((320, 200), theme_for(1.0, json.loads(path.read_text(encoding="utf-8"))))
    manager.update(0.016)


def check_audio() -> dict:
    """Sound (issue 24): whether the mixer initialised (no audio device is no failure: the game then runs
    silently) and, when it did, that every sound the event table names loaded and one plays."""
    import pygame

    from game.audio import Mixer, all_sounds
    from game.audio.mixer import sound_path
    from game.storage.settings import AudioSettings

    missing = [name for name in all_sounds() if not sound_path(name).is_file()]
    if missing:
        raise AssertionError(f"sound files missing: {', '.join(missing)}")
    pygame.init()
    try:
        mixer = Mixer(AudioSettings())
        started = mixer.start()
        result: dict = {"initialised": started, "driver": mixer.driver, "sounds": len(mixer.sounds)}
        if not started:
            result["reason"] = mixer.reason
            return result
        not_loaded = sorted(set(all_sounds()) - set(mixer.sounds))
        if not_loaded:
            raise AssertionError(f"sounds that did not load: {', '.join(not_loaded)}")
        if not mixer.play("card_play_1"):
            raise AssertionError("a card's sound did not start")
        mixer.close()
        return result
    finally:
        pygame.quit()


def check_locales() -> dict:
    from fluent.runtime import FluentBundle
    from fluent.syntax import FluentParser, ast

    from game.resources import data_files, locales_dir

    root = locales_dir()
    files = [p for p in data_files("locales") if p.suffix == ".ftl"]
    if not files:
        raise AssertionError(f"no .ftl files in {root}")
    parser = FluentParser()
    problems: list[str] = []
    messages: dict[str, int] = {}
    for path in files:
        language = path.relative_to(root).parts[0]
        # parsed once (three parses of every file were most of the self-test's time)
        resource = parser.parse(path.read_text(encoding="utf-8"))
        for entry in resource.body:
            if isinstance(entry, ast.Junk):
                notes = "; ".join(a.message or "" for a in entry.annotations) or "cannot parse"
                problems.append(f"{language}/{path.name}: {notes}")
        bundle = FluentBundle([language], use_isolating=False)
        bundle.add_resource(resource)  # returns nothing: what it cannot read is Junk above
        messages[language] = messages.get(language, 0) + sum(
            1 for entry in resource.body if isinstance(entry, ast.Message)
        )
    others = [p for p in data_files("locales") if p.suffix == ".json"]  # pygame-gui's strings
    for path in others:
        language = path.relative_to(root).parts[0]
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except ValueError as exc:
            problems.append(f"{language}/{path.name}: {exc}")
            continue
        if not isinstance(data, dict) or list(data) != [language]:
            problems.append(f'{language}/{path.name}: not {{"{language}": {{...}}}}')
    if problems:
        raise AssertionError("; ".join(problems[:10]))
    result = {"folder": str(root), "files": len(files), "messages": messages, "json_files": len(others)}
    result.update(_i18n_agrees(root, sorted(messages)))
    return result


def _i18n_agrees(root: Path, languages: list[str]) -> dict:
    """game.i18n (when it exists) must read the same folder, else the game shows no text when installed."""
    try:
        import game.i18n as i18n
    except ImportError:
        return {"i18n": "not present"}
    shipped = i18n.shipped_languages()
    if not shipped:
        raise AssertionError(
            f"game.i18n finds no languages in {i18n.locales_dir()} (the shipped files are in {root})"
        )
    missing = sorted(set(shipped) ^ {lang for lang in languages if lang in i18n.LANGUAGES})
    if missing:
        raise AssertionError(f"game.i18n and {root} disagree about languages: {missing}")
    from game.i18n import parsed_cache
    from game.i18n.catalog import ParsedFile, language_files

    # issue 44: the builds ship every file parsed ahead (locales/_parsed); how many this Python and
    # fluent.syntax can read (0 in a source checkout, which keeps its own in the user cache folder)
    files = [path for lang in shipped for path in language_files(lang)]
    read = sum(
        1
        for path in files
        if parsed_cache.load(root, path.name, path.read_bytes(), ParsedFile, shipped_only=True) is not None
    )
    return {"i18n_languages": shipped, "parsed_ahead": f"{read} of {len(files)}"}
