"""`uno-table --selftest`: does this installation work? Checks what a frozen or installed build can get wrong.

1. `assets`: every file below assets/ loads (fonts render a line, images decode, JSON parses, themes
   load into pygame-gui, sounds decode when an audio device is there, text reads as UTF-8);
   `audio`: whether sound initialised, and then that every sound of game/audio's table loads.
2. `locales`: every `.ftl` below locales/ parses with Fluent without junk and goes into a FluentBundle;
   `game.i18n` (when present) finds the same languages.
3. `render-*`: headless frames of what exists: the start window (game/app.py), a pygame-gui window
   with each shipped theme, every card face of the scene's card art, and any `selftest_render(surface,
   frames)` that `game.ui` or `game.scene` offers (the hook for screens that arrive later).
4. `round-<edition>`: one complete round of each edition, every seat played by the first AI player of
   `game.ai.registry` when there is one, else by random legal moves.
5. `languages`, `tls`, `lan`, `gamepads` (game/selftest/features.py): every message of the six
   languages with Babel's plural rules, numbers and dates; a wss:// round trip on loopback; LAN
   discovery; SDL's game-controller module.

The result is a short JSON report (`--selftest-report PATH`; default `selftest.json` in the user's log
folder, else the temp folder) and the exit code: 0 when every check passed, 1 otherwise. A windowed
Windows build has no stdout, so nothing here depends on printing.

This module imports only the standard library at the top, so `--selftest` can be handled before the
command line of game/__main__.py is built.
"""

from __future__ import annotations

import functools
import json
import os
import platform
import random
import sys
import tempfile
import time
import traceback
from collections.abc import Callable
from pathlib import Path

FLAG = "--selftest"
REPORT_FLAG = "--selftest-report"
FRAMES_FLAG = "--selftest-frames"
WINDOW_FLAG = "--selftest-window"
DEFAULT_FRAMES = 30
#: a round that has not ended after this many moves counts as a failure (a loop in the engine or the AI)
MAX_MOVES = 5000
PLAYERS = 4

USAGE = f"""usage: uno-table {FLAG} [{REPORT_FLAG} PATH] [{FRAMES_FLAG} N] [{WINDOW_FLAG}]

Check this installation: load every asset and locale file, render headless frames, play one round of
each edition. Writes a JSON report (default: selftest.json in the user's log folder) and exits 0 when
every check passed, 1 when one failed, 2 on a bad option. {WINDOW_FLAG} uses the real display
instead of SDL's dummy driver.
"""


def wants_selftest(argv: list[str] | None = None) -> bool:
    """True when the command line asks for the self-test (then `main(argv)` handles all of it)."""
    args = sys.argv[1:] if argv is None else argv
    return FLAG in args


# ---------------------------------------------------------------------------------------- checks


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
    from fluent.runtime import FluentBundle, FluentResource
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
        source = path.read_text(encoding="utf-8")
        for entry in parser.parse(source).body:
            if isinstance(entry, ast.Junk):
                notes = "; ".join(a.message or "" for a in entry.annotations) or "cannot parse"
                problems.append(f"{language}/{path.name}: {notes}")
        bundle = FluentBundle([language], use_isolating=False)
        bundle.add_resource(FluentResource(source))  # returns nothing: what it cannot read is Junk above
        messages[language] = messages.get(language, 0) + sum(
            1 for entry in parser.parse(source).body if isinstance(entry, ast.Message)
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
    return {"i18n_languages": shipped}


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


#: the AI level that plays the self-test's rounds (fast, and it exercises the heuristics)
AI_LEVEL = "normal"


def _ai_players(players: int, ruleset: str):
    """(players from game.ai.registry, a description), or (None, why) when there is no registry."""
    try:
        from game.ai import registry
    except ImportError as exc:
        return None, f"random legal moves (game.ai.registry not present: {exc})"
    ids = [info.id for info in registry.installed()]
    player_id = AI_LEVEL if AI_LEVEL in ids else ids[0]
    seats = [registry.create(player_id) for _ in range(players)]
    for seat, player in enumerate(seats):
        player.reset(seat, players, ruleset)
    return seats, f"game.ai.registry {player_id!r}"


def _random_move(state, seat, legal, rng):
    from game.rules import Play

    plays = [a for a in legal if isinstance(a, Play)]
    if plays and rng.random() < 0.9:
        return rng.choice(plays)
    return rng.choice(legal)


def play_round(edition: str, seed: int = 8) -> dict:
    from game.rules import EDITIONS, Options, apply, legal_actions, new_game, redact, view

    if edition not in EDITIONS:
        raise AssertionError(f"unknown edition {edition}")
    rng = random.Random(seed)
    players, policy = _ai_players(PLAYERS, edition)
    setup_events: list = []
    state = new_game(edition, PLAYERS, Options(), seed, events=setup_events)

    def feed(events) -> None:
        for event in events or ():
            for seat, player in enumerate(players or ()):
                player.observe(redact(event, seat))

    feed(setup_events)
    moves = 0
    while state.phase not in ("round_over", "game_over"):
        if moves >= MAX_MOVES:
            raise AssertionError(f"{edition}: no end after {MAX_MOVES} moves (phase {state.phase})")
        seat = state.turn
        legal = legal_actions(state, seat)
        if not legal:
            raise AssertionError(f"{edition}: seat {seat} has no legal action in phase {state.phase}")
        if players is None:
            action = _random_move(state, seat, legal, rng)
        else:
            action = players[seat].choose(view(state, seat), legal, rng)
        feed(apply(state, seat, action))
        moves += 1
    return {
        "moves": moves,
        "players": PLAYERS,
        "seed": seed,
        "policy": policy,
        "phase": state.phase,
        "winner": state.round_winner,
    }


# ---------------------------------------------------------------------------------------- running


def _run_check(name: str, fn: Callable[[], dict]) -> dict:
    started = time.perf_counter()
    entry: dict = {"name": name}
    try:
        entry["details"] = fn()
        entry["status"] = "ok"
    except Skip as skip:
        entry["status"] = "skipped"
        entry["details"] = skip.args[0] if skip.args else ""
    except BaseException as exc:  # noqa: B036 - a self-test reports everything, SystemExit included
        if isinstance(exc, KeyboardInterrupt):
            raise
        entry["status"] = "failed"
        entry["error"] = f"{type(exc).__name__}: {exc}"
        entry["traceback"] = traceback.format_exc(limit=8).splitlines()[-8:]
    entry["seconds"] = round(time.perf_counter() - started, 3)
    return entry


def editions() -> list[str]:
    try:
        from game.rules import EDITIONS
    except Exception:  # the rounds check reports the import error itself
        return ["classic", "power", "modern"]
    return list(EDITIONS)


def run_checks(frames: int = DEFAULT_FRAMES) -> dict:
    """Every check, in order; the report as a dict (`ok` is True when none failed)."""
    started = time.perf_counter()
    checks = [
        _run_check("assets", check_assets),
        _run_check("audio", check_audio),
        _run_check("locales", check_locales),
        _run_check("render-start-window", lambda: check_start_window(frames)),
        _run_check("render-gui-themes", lambda: check_gui(frames)),
        _run_check("render-card-art", check_card_art),
        _run_check("render-screens", lambda: check_render_hooks(frames)),
    ]
    checks += [_run_check(f"round-{ed}", functools.partial(play_round, ed)) for ed in editions()]
    from game.selftest import features

    checks += [
        _run_check("languages", features.check_languages),
        _run_check("tls", features.check_tls),
        _run_check("lan", features.check_lan),
        _run_check("gamepads", features.check_gamepads),
    ]
    from game import __version__
    from game.rules import ENGINE

    failed = [c["name"] for c in checks if c["status"] == "failed"]
    return {
        "ok": not failed,
        "failed": failed,
        "version": __version__,
        "engine": ENGINE,
        "frozen": bool(getattr(sys, "frozen", False)),
        "python": platform.python_version(),
        "platform": platform.platform(),
        "video_driver": os.environ.get("SDL_VIDEODRIVER", ""),
        "audio_driver": os.environ.get("SDL_AUDIODRIVER", ""),
        "seconds": round(time.perf_counter() - started, 3),
        "checks": checks,
    }


def default_report_path() -> Path:
    """selftest.json in the user's log folder (platformdirs), or in the temp folder."""
    try:
        import platformdirs

        folder = Path(platformdirs.user_log_dir("uno-table", appauthor=False))
        folder.mkdir(parents=True, exist_ok=True)
        return folder / "selftest.json"
    except Exception:
        return Path(tempfile.gettempdir()) / "uno-table-selftest.json"


def write_report(report: dict, path: Path) -> Path:
    path = Path(path)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(report, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    except OSError:
        path = Path(tempfile.gettempdir()) / "uno-table-selftest.json"
        path.write_text(json.dumps(report, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    return path


def parse(argv: list[str]) -> tuple[Path | None, int, bool]:
    """(report path or None, frames, real window) from the command line; ValueError on a bad option."""
    report: Path | None = None
    frames = DEFAULT_FRAMES
    window = False
    args = list(argv)
    while args:
        arg = args.pop(0)
        if arg == FLAG:
            continue
        if arg == WINDOW_FLAG:
            window = True
        elif arg in (REPORT_FLAG, FRAMES_FLAG) or arg.startswith((REPORT_FLAG + "=", FRAMES_FLAG + "=")):
            name, _, value = arg.partition("=")
            if not value:
                if not args:
                    raise ValueError(f"{name} needs a value")
                value = args.pop(0)
            if name == REPORT_FLAG:
                report = Path(value)
            else:
                if not value.isdigit() or int(value) < 1:
                    raise ValueError(f"{FRAMES_FLAG} needs a whole number of frames, at least 1")
                frames = int(value)
        else:
            raise ValueError(f"{arg!r} cannot be combined with {FLAG}")
    return report, frames, window


def _say(text: str) -> None:
    stream = sys.stdout
    if stream is not None:  # a windowed Windows build has none
        try:
            print(text, file=stream)
        except (OSError, ValueError):
            pass


def main(argv: list[str] | None = None) -> int:
    """`uno-table --selftest ...`: run every check, write the report, 0 when all passed."""
    try:
        report_path, frames, window = parse(sys.argv[1:] if argv is None else argv)
    except ValueError as exc:
        _say(f"uno-table: {exc}\n\n{USAGE}")
        return 2
    if not window:
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
        os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    report = run_checks(frames)
    written = write_report(report, report_path or default_report_path())
    for check in report["checks"]:
        note = check.get("error", "")
        _say(f"{check['status']:>7}  {check['name']:<22} {check['seconds']:>6.2f}s  {note}".rstrip())
    _say(f"rules engine: {report['engine']}")
    _say(f"self-test {'passed' if report['ok'] else 'FAILED'}; report: {written}")
    return 0 if report["ok"] else 1
