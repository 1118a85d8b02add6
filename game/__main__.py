"""Command line entry point: `uno-table` and `python -m game`."""

from __future__ import annotations

import argparse
import logging
import os
import sys
from pathlib import Path

from game import __version__


def _language(text: str) -> str:
    """One of our language codes for `text` (`sv`, `sv_SE`, `sv-SE.UTF-8`, `Swedish`, `no` -> `nb`...)."""
    from game.i18n import language_from_locale
    from game.i18n.catalog import LANGUAGES

    code = language_from_locale(text)
    if code is None:
        raise argparse.ArgumentTypeError(f"no translation for {text!r}; choose one of {', '.join(LANGUAGES)}")
    return code


def _seed(text: str) -> int:
    try:
        value = int(text, 0)
    except ValueError:
        value = -1
    if not 0 <= value < 2**64:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number from 0 to 2**64-1")
    return value


def _frames(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        value = -1
    if value < 0:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number of frames (0 or more)")
    return value


class _VersionAction(argparse.Action):
    """`--version`: the version and which rules engine runs (compiled in release builds, or pure),
    asked of game.rules only when the flag is given: importing the engine is a tenth of the start-up,
    and the main menu does not need it (issue 44)."""

    def __init__(self, option_strings, dest=argparse.SUPPRESS, default=argparse.SUPPRESS, help=None):
        super().__init__(option_strings, dest=dest, default=default, nargs=0, help=help)

    def __call__(self, parser, namespace, values, option_string=None):
        from game.rules import ENGINE

        print(f"{parser.prog} {__version__} (rules engine: {ENGINE})")
        parser.exit()


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="uno-table",
        description="UNO Table: the UNO family of card games (classic, power towers, modern) "
        "for the desktop.",
        epilog="commands without a window:\n"
        "  uno-table serve ...    a server for network tables (uno-table serve --help)\n"
        "  uno-table review FILE  the expert's review of a finished game's replay file\n"
        "  uno-table --selftest   check this installation and write a report\n\n"
        "Settings, saved games, statistics and logs live in your user folders\n"
        "(or all under --data-dir).",
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--version", action=_VersionAction, help="show the program's version and exit")
    parser.add_argument(
        "--lang",
        type=_language,
        metavar="CODE",
        help="language for this run: en, sv, fi, da, nb or hu (default: the settings, "
        "else the system's language)",
    )
    screen = parser.add_mutually_exclusive_group()
    screen.add_argument(
        "--windowed",
        dest="fullscreen",
        action="store_false",
        default=None,
        help="start in a window (default: as last time)",
    )
    screen.add_argument(
        "--fullscreen", dest="fullscreen", action="store_true", default=None, help="start full screen"
    )
    parser.add_argument(
        "--seed",
        type=_seed,
        metavar="N",
        help="seed for the shuffles of the first game (the same seed deals the same cards)",
    )
    parser.add_argument(
        "--demo",
        action="store_true",
        help="a table of computer players that plays by itself (for shows and tests)",
    )
    parser.add_argument(
        "--reset-settings",
        action="store_true",
        help="start from the default settings (the old settings file is kept beside it)",
    )
    parser.add_argument(
        "--data-dir", type=Path, metavar="DIR", help="keep settings, saves, statistics and logs all under DIR"
    )
    parser.add_argument(
        "--frames",
        type=_frames,
        default=0,
        metavar="N",
        help="quit by itself after N frames (0: run until closed)",
    )
    return parser


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    return build_parser().parse_args(argv)


#: exit codes besides 0 (closed normally) and 2 (a bad command line, from argparse)
EXIT_NO_DISPLAY = 3
EXIT_ALREADY_RUNNING = 4


def no_display(environ=None, platform: str | None = None) -> bool:
    """Whether there is no screen to open a window on: on Linux and the BSDs, no X11 or Wayland
    display and no video driver named explicitly (SDL would fall back to an invisible offscreen
    window and the game would run unseen). Windows and macOS always have their own display."""
    env = os.environ if environ is None else environ
    platform = sys.platform if platform is None else platform
    if platform.startswith(("win", "darwin", "cygwin", "msys")):
        return False
    return not any(env.get(name) for name in ("DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER"))


def say(language: str | None, msg_id: str, **args) -> str:
    """A message for the terminal in the player's language (before the window and its settings)."""
    from game.i18n import Localizer, system_language

    text = Localizer(language or system_language()).format(msg_id, **args)
    print(f"uno-table: {text}", file=sys.stderr)
    return text


def prepare(args: argparse.Namespace):
    """Open the storage, start the log, load (or reset) the settings: the app's `Launch`.

    None when another copy of the game holds the data folder (told on stderr and in the log; nothing
    in the folder is changed)."""
    from game.storage import Launch, Storage, setup_logging

    store = Storage.open(args.data_dir)
    from game.i18n import set_parsed_cache_dir

    set_parsed_cache_dir(store.paths.cache_dir)  # parsed translations kept between runs (issue 44)
    log_file = setup_logging(store.paths.log_file)
    log = logging.getLogger("game")
    if not store.lock_instance():
        log.error("another UNO Table holds %s; this one stops", store.paths.data_dir)
        say(args.lang, "app-already-running", folder=str(store.paths.data_dir))
        return None
    log.info(
        "UNO Table %s starting; folders: config %s, data %s, logs %s",
        __version__,
        store.paths.config_dir,
        store.paths.data_dir,
        store.paths.log_dir,
    )
    settings = store.reset_settings() if args.reset_settings else store.load_settings()
    return Launch(
        storage=store,
        settings=settings,
        language=args.lang or settings.language,
        fullscreen=settings.fullscreen if args.fullscreen is None else args.fullscreen,
        seed=args.seed,
        demo=args.demo,
        frames=args.frames,
        log_file=None if log_file is None else str(log_file),
        notices=store.take_notices(),
    )


def main(argv: list[str] | None = None) -> int:
    # -- `--selftest` (packaging, issue 8): handled whole by game/selftest.py, before argparse --
    from game import selftest

    if selftest.wants_selftest(argv):
        return selftest.main(argv)
    # -- end of the self-test hook --
    # -- `serve` (network tables, issue 22): the headless server, no display and no pygame --
    words = sys.argv[1:] if argv is None else argv
    if words[:1] == ["serve"]:
        from game.net.serve import main as serve

        return serve(words[1:])
    # -- `review` (issue 33): the expert's review of a replay file, printed; no window --
    if words[:1] == ["review"]:
        from game.cli.review import main as review

        return review(words[1:])
    args = parse_args(argv)
    if no_display():
        say(args.lang, "app-no-display")
        return EXIT_NO_DISPLAY
    launch = prepare(args)
    if launch is None:
        return EXIT_ALREADY_RUNNING
    from game.app import run

    try:
        return run(max_frames=args.frames, launch=launch)
    except Exception:
        logging.getLogger("game").exception("UNO Table stopped on an error")
        raise
    finally:
        launch.storage.unlock_instance()


if __name__ == "__main__":
    sys.exit(main())
