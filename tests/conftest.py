import gc
import logging
import os
import sys
import textwrap
import time

import pytest
from hypothesis import HealthCheck, settings

from game.ai.registry import ENTRY_POINT_GROUP

# Every test runs headless, whatever the caller's environment.
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

# Hypothesis profiles: `make test` runs the default one (few, small examples: fast); a nightly-style
# run sets HYPOTHESIS_PROFILE=long for many more examples and longer move sequences (the property
# tests read the scale from tests/rules_strategies.py: `scaled`), and the file fuzz test
# (test_storage_fuzz.py) mutates ten times as many files.
_SLOW = [HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.function_scoped_fixture]
settings.register_profile("default", deadline=None, suppress_health_check=_SLOW)
settings.register_profile("long", deadline=None, suppress_health_check=_SLOW, max_examples=1000)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "default"))


# ---------------------------------------------------------------------------------------------- CPU time
# `pytest --cpu-durations=N`: the N tests that took the most CPU time (set-up, call and tear-down; every
# thread of the worker's process, not the programs a test starts). Unlike --durations' wall time it does
# not grow with the machine's load, so figures from a busy machine compare (docs/design.md, "Tests").
_CPU = pytest.StashKey[float]()
_cpu_seen: dict[str, float] = {}


def pytest_addoption(parser):
    parser.addoption(
        "--cpu-durations",
        type=int,
        default=None,
        metavar="N",
        help="show the N tests that took the most CPU time (0: all); the total CPU of the tests",
    )


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    start = item.stash.get(_CPU, None)
    outcome = yield
    now = time.process_time()
    if start is not None:
        outcome.get_result().user_properties.append(("cpu", now - start))
    item.stash[_CPU] = now  # the next phase starts here (set-up, call, tear-down)


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_protocol(item, nextitem):
    item.stash[_CPU] = time.process_time()
    yield


def pytest_runtest_logreport(report):
    for key, value in report.user_properties:
        if key == "cpu":
            _cpu_seen[report.nodeid] = _cpu_seen.get(report.nodeid, 0.0) + value


def pytest_terminal_summary(terminalreporter, config):
    count = config.getoption("--cpu-durations")
    if count is None or not _cpu_seen:
        return
    ranked = sorted(_cpu_seen.items(), key=lambda kv: kv[1], reverse=True)
    terminalreporter.write_sep("=", f"CPU time of the tests: {sum(_cpu_seen.values()):.1f} s in all")
    for nodeid, cpu in ranked[: count or None]:
        terminalreporter.write_line(f"{cpu:8.2f}s cpu  {nodeid}")


def pytest_collection_finish(session):
    """The collected tests and the modules they imported (150,000 objects in a worker) live to the end of
    the run: frozen out of the garbage collector's sight, its full collections (each test of the screens
    makes thousands of objects) do not walk them again every time (issue 44). The six languages' parsed
    files are loaded first and frozen with them: a worker's tests load most of them anyway, and kept
    in sight they were most of what a full collection walked (a closed App's, every fourth close:
    about 50 -> 5 ms each)."""
    from game.i18n.catalog import LANGUAGES, load_catalog

    for language in LANGUAGES:
        load_catalog(language)
    gc.collect()
    gc.freeze()


@pytest.fixture(autouse=True)
def clean_root_logger():
    """A test that sets up the game's logging leaves the root logger as it found it."""
    root = logging.getLogger()
    handlers, level = root.handlers[:], root.level
    yield
    for handler in root.handlers[:]:
        if handler not in handlers:
            root.removeHandler(handler)
            handler.close()
    root.setLevel(level)
    logging.captureWarnings(False)


@pytest.fixture(autouse=True)
def parsed_translations_not_kept():
    """A test that starts the game through its command line sets the folder where parsed Fluent files
    are kept (game/i18n/parsed_cache.py); the next test starts without one again."""
    from game.i18n import parsed_cache

    yield
    parsed_cache.set_cache_dir(None)


@pytest.fixture
def drv(tmp_path, monkeypatch):
    """A game at its network screens (a module's own `drv` takes its place): LAN discovery finds nothing
    (no multicast in tests), and the scripted clients made so far are forgotten."""
    from net_fakes import NoDiscovery, ScriptedClient

    from game.ui.netplay import links
    from game.ui.testing import Driver

    monkeypatch.setattr(links, "make_browser", NoDiscovery)
    ScriptedClient.made = []
    d = Driver(tmp_path / "data")
    yield d
    d.close()


@pytest.fixture
def fake_distribution(tmp_path, monkeypatch):
    """AI plug-ins as a third party installs them: a distribution `fakebots` whose entry points declare
    two players (`lefty`, `infobot`), a broken one and one that tries to replace the built-in `normal`."""
    (tmp_path / "fakebots_mod.py").write_text(
        textwrap.dedent("""
        from game.ai.heuristic import NormalPlayer
        from game.ai.registry import PlayerInfo

        class Lefty(NormalPlayer):
            name = "Lefty"

        def make_lefty(**kw):
            return Lefty(**kw)
        make_lefty.display_name = "Lefty the bot"
        make_lefty.level = "normal"

        INFO = PlayerInfo("ignored", "Info bot", "easy", lambda **kw: Lefty(**kw))
    """)
    )
    dist = tmp_path / "fakebots-1.0.dist-info"
    dist.mkdir()
    (dist / "METADATA").write_text("Metadata-Version: 2.1\nName: fakebots\nVersion: 1.0\n")
    (dist / "entry_points.txt").write_text(
        textwrap.dedent(f"""
        [{ENTRY_POINT_GROUP}]
        lefty = fakebots_mod:make_lefty
        infobot = fakebots_mod:INFO
        broken = fakebots_mod:does_not_exist
        normal = fakebots_mod:make_lefty
    """)
    )
    monkeypatch.syspath_prepend(str(tmp_path))
    yield
    sys.modules.pop("fakebots_mod", None)
