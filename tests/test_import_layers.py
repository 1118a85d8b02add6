"""Imports point down only, read from the source with ast (every import, also those inside functions;
those under `if TYPE_CHECKING:` are left out, they never run):

- game/rules imports nothing of ours and no pygame; game/ai only game.rules; game/play no pygame and
  nothing of the screens or the scene (only rules, ai, storage);
- game/scene and game/ui never import game.rules.state or a `State`, nor the rules' per-seat view or
  legal moves (`game.rules.view`, `legal_actions`, `plays_of`): they read `TableView`s;
- no import circle anywhere in game/;
- screens reach each other by name (game/ui/screens.py): every name resolves to a screen, and no screen
  module imports a sibling screen module.
"""

from __future__ import annotations

import ast
from functools import cache
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
GAME = ROOT / "game"


def _name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


@cache
def modules() -> dict[str, Path]:
    return {_name(p): p for p in GAME.rglob("*.py")}


@cache
def imports_of(module: str) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """(imported module, names taken from it) for every import of `module` that can run."""
    path = modules()[module]
    tree = ast.parse(path.read_text(encoding="utf-8"))
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    typing_only = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            typing_only.update(id(n) for branch in node.body for n in ast.walk(branch))
    found = []
    for node in ast.walk(tree):
        if id(node) in typing_only:
            continue
        if isinstance(node, ast.Import):
            found += [(alias.name, ()) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[: len(package.split(".")) - (node.level - 1)]
                target = ".".join(base + ([node.module] if node.module else []))
            else:
                target = node.module or ""
            found.append((target, tuple(alias.name for alias in node.names)))
    return tuple(found)


def edges(module: str) -> set[str]:
    """The modules of ours that `module` imports (`from pkg import sub` counts as pkg.sub only)."""
    ours = modules()
    out = set()
    for target, names in imports_of(module):
        subs = [f"{target}.{n}" for n in names if f"{target}.{n}" in ours]
        out.update(subs)
        if target in ours and (not names or len(subs) < len(names)):
            out.add(target)
    out.discard(module)
    return out


def in_package(module: str, package: str) -> bool:
    return module == package or module.startswith(package + ".")


def of_package(package: str) -> list[str]:
    return sorted(m for m in modules() if in_package(m, package))


def external(module: str) -> set[str]:
    return {target.split(".")[0] for target, _ in imports_of(module)}


@pytest.mark.parametrize(
    "package, allowed",
    [
        ("game.rules", ("game.rules",)),
        ("game.ai", ("game.rules", "game.ai")),
        ("game.play", ("game.rules", "game.ai", "game.storage", "game.play")),
    ],
)
def test_lower_layers_import_only_what_lies_below(package, allowed):
    wrong = [
        f"{m} -> {t}"
        for m in of_package(package)
        for t in edges(m) | {x for x, _ in imports_of(m) if x.startswith("game")}
        if in_package(t, "game") and not any(in_package(t, a) for a in allowed)
    ]
    wrong += [f"{m} -> pygame" for m in of_package(package) if {"pygame", "pygame_gui"} & external(m)]
    assert not wrong, "\n".join(wrong)


def test_the_screens_and_the_scene_never_touch_the_engine_state():
    wrong = []
    for m in of_package("game.ui") + of_package("game.scene"):
        for target, names in imports_of(m):
            if in_package(target, "game.rules.state") or (
                in_package(target, "game.rules") and "State" in names
            ):
                wrong.append(f"{m}: from {target} import {', '.join(names)}")
    assert not wrong, "\n".join(wrong)


#: what the screens and the scene must not compute for themselves: they get it in a TableView
SEAT_READERS = ("view", "legal_actions", "plays_of", "PlayerView")


def engine_reads(module: str) -> list[str]:
    """Where `module` takes the rules' own per-seat view or legal moves (an import of them, or a call
    through a module attribute such as `rules.legal_actions(...)`)."""
    found = [
        f"{module}: from {target} import {', '.join(names)}"
        for target, names in imports_of(module)
        if in_package(target, "game.rules.view")
        or (in_package(target, "game.rules") and set(names) & set(SEAT_READERS))
    ]
    tree = ast.parse(modules()[module].read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute)
            and node.func.attr in SEAT_READERS[1:]
        ):
            found.append(f"{module}:{node.lineno}: {ast.unparse(node.func)}(...)")
    return found


def test_the_screens_and_the_scene_read_table_views_not_the_rules_view():
    wrong = [w for m in of_package("game.ui") + of_package("game.scene") for w in engine_reads(m)]
    assert not wrong, "\n".join(wrong)


def test_the_table_view_check_can_fail():
    """The check above sees both ways in: game.play builds TableViews from the rules' view."""
    assert any("legal_actions" in w for w in engine_reads("game.play.tableview"))
    assert any("game.rules import" in w and "view" in w for w in engine_reads("game.play.tableview"))


def test_no_import_circle_in_game():
    graph = {m: edges(m) for m in modules()}
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    circles: list[list[str]] = []

    def visit(v: str) -> None:  # Tarjan's strongly connected components
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            part = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                part.append(w)
                if w == v:
                    break
            if len(part) > 1:
                circles.append(sorted(part))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    assert not circles, circles


def test_the_scanner_sees_lazy_imports_and_leaves_out_typing_ones():
    """The checks above can fail: imports inside functions are edges; TYPE_CHECKING ones are not."""
    assert "game.ui.start" in edges("game.ui.selftest")  # imported inside selftest_render
    assert "game.rules" in edges("game.ai.heuristic")
    assert "game.scene.table" not in edges("game.ui.table.host")  # TYPE_CHECKING only
    assert "game.scene.table" in all_imports("game.ui.table.host")  # ...which all_imports sees


def all_imports(module: str) -> set[str]:
    """Every module of ours `module` names in an import, also under `if TYPE_CHECKING:`."""
    path = modules()[module]
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = package.split(".")[: len(package.split(".")) - (node.level - 1)] if node.level else []
            target = ".".join(base + ([node.module] if node.module else []))
            found.add(target)
            found.update(f"{target}.{alias.name}" for alias in node.names)
    return {m for m in found if m in modules()}


def test_only_the_entry_points_import_the_main_loop():
    """game/app.py (the window's main loop) sits on top: the screens, tests and tools make an App
    through game/ui/start.py; only the command line and the self-test (which runs the real loop)
    import game.app."""
    wrong = [
        m
        for m in modules()
        if "game.app" in edges(m) and m != "game.__main__" and not in_package(m, "game.selftest")
    ]
    assert not wrong, wrong
    assert "game.app" in edges("game.selftest.render")  # the check can fail


def test_the_table_its_dialogs_and_its_input_do_not_import_each_other():
    """The dialogs and the keys and mouse see the table screen through narrow interfaces
    (game/ui/table/host.py): neither names game.ui.table.screen, not even for typing, nor each other."""
    parts = ("game.ui.table.screen", "game.ui.table.dialogs", "game.ui.table.input")
    wrong = [f"{m} -> {t}" for m in parts[1:] for t in all_imports(m) if t in parts and t != m]
    assert not wrong, "\n".join(wrong)
    assert "game.ui.table.host" in all_imports("game.ui.table.dialogs")
    assert "game.ui.table.host" in all_imports("game.ui.table.input")


def test_every_screen_name_resolves_and_no_screen_imports_a_sibling_screen():
    from game.ui.kit import Screen
    from game.ui.screens import SCREENS, screen_class

    screen_modules = {spec.partition(":")[0] for spec in SCREENS.values()}
    for name in SCREENS:
        assert issubclass(screen_class(name), Screen), name
    wrong = [f"{m} -> {t}" for m in screen_modules for t in edges(m) if t in screen_modules]
    assert not wrong, "\n".join(wrong)


def test_the_network_layer_sits_on_play_and_only_the_screens_and_the_entry_points_use_it():
    """game/net (server, client, journal) imports no pygame and nothing above game.play (the package
    root for its version excepted); only the screens, the app, the command line (`uno-table serve`),
    the self-test's TLS and LAN checks (game/selftest/features.py) and the benchmarks
    (`python -m game.bench net`, and `people-soak`'s organiser) import it."""
    allowed = ("game.rules", "game.ai", "game.storage", "game.play", "game.net")
    wrong = [
        f"{m} -> {t}"
        for m in of_package("game.net")
        for t in edges(m) | {x for x, _ in imports_of(m) if x.startswith("game")}
        if t != "game" and in_package(t, "game") and not any(in_package(t, a) for a in allowed)
    ]
    wrong += [f"{m} -> pygame" for m in of_package("game.net") if {"pygame", "pygame_gui"} & external(m)]
    users = (
        "game.net",
        "game.ui",
        "game.app",
        "game.__main__",
        "game.selftest.features",
        "game.bench.net",
        "game.bench.people_soak",
        "game.bench.idle",  # a network lobby's cost, at a server on loopback (issue 44)
    )
    wrong += [
        f"{m} -> {t}"
        for m in modules()
        if not any(in_package(m, u) for u in users)
        for t in edges(m)
        if in_package(t, "game.net")
    ]
    assert of_package("game.net") and not wrong, "\n".join(wrong)


# ------------------------------------------------------------------------- the rooms of game/ui (issue 45)
#: the screens' rooms; `kit` (the screens' base) and `pad` (controllers) lie beneath them
ROOMS = ("menus", "netplay", "replays", "table")
#: the only imports from one room into another, each with its reason (anything new must be argued here)
CROSSINGS = {
    ("game.ui.menus.pause", "game.ui.netplay.words"): "the pause menu asks a network table's host to leave",
    ("game.ui.table.learn", "game.ui.netplay.words"): "the tutorial names the person as Host and Join do",
    ("game.ui.replays.replays", "game.ui.table.movelog"): "a replay shows the table's move log beside it",
    ("game.ui.table.learn", "game.ui.menus.edition_tile"): "a lesson's tile shows New game's edition card",
    ("game.ui.replays.card", "game.ui.menus.edition_tile"): "a kept game's card shows its edition's card",
}


def _room(module: str) -> str | None:
    parts = module.split(".")
    return parts[2] if len(parts) > 3 and parts[:2] == ["game", "ui"] else None


def test_no_module_of_the_game_is_over_600_lines():
    long = {
        m: n for m, p in modules().items() if (n := len(p.read_text(encoding="utf-8").splitlines())) > 600
    }
    assert not long, long


def test_the_kit_and_the_pad_sit_beneath_the_screens_rooms():
    """game/ui/kit imports no room but the controllers' (a press becomes a key there; the TV preset);
    game/ui/pad imports none of the screens' rooms."""
    wrong = [
        f"{m} -> {t}"
        for m in of_package("game.ui.kit") + of_package("game.ui.pad")
        for t in all_imports(m)
        if _room(t) in ROOMS or (in_package(m, "game.ui.kit") and _room(t) not in (None, "kit", "pad"))
    ]
    assert not wrong, "\n".join(wrong)


def test_a_room_imports_another_room_only_where_it_is_argued():
    """The network screens never import the table's parts (the network table extends the table screen
    through the registry), the menus never the table's, and so on: the crossings are listed above."""
    found = {
        (m, t)
        for m in modules()
        if _room(m) in ROOMS
        for t in all_imports(m)
        if _room(t) in ROOMS and _room(t) != _room(m)
    }
    assert found <= set(CROSSINGS), sorted(found - set(CROSSINGS))
    assert not [
        m for m in modules() if _room(m) == "netplay" and any(_room(t) == "table" for t in all_imports(m))
    ]
