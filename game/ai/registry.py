"""Player ids -> factories. Built-ins plus third-party players from the entry-point group `uno_table.ai`.

A third-party package declares, in its pyproject.toml:

    [project.entry-points."uno_table.ai"]
    my_bot = "my_package.bot:make_player"

where the object loaded is either a `PlayerInfo` or a callable returning a new player; a callable may
carry `display_name` and `level` attributes (else the id is shown, level "custom").
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass
from importlib import metadata

ENTRY_POINT_GROUP = "uno_table.ai"
log = logging.getLogger(__name__)


@dataclass(frozen=True)
class PlayerInfo:
    id: str
    display_name: str
    level: str  # "baseline", "beginner", "easy", "normal", "expert" or "custom"
    factory: Callable[..., object]  # factory(**options) -> a new Player
    builtin: bool = True


def _random(**kw):
    from .heuristic import RandomPlayer

    return RandomPlayer(**kw)


def _beginner(**kw):
    from .heuristic import BeginnerPlayer

    return BeginnerPlayer(**kw)


def _easy(**kw):
    from .heuristic import EasyPlayer

    return EasyPlayer(**kw)


def _normal(**kw):
    from .heuristic import NormalPlayer

    return NormalPlayer(**kw)


def _expert(**kw):
    from .search import ExpertPlayer

    return ExpertPlayer(**kw)


BUILTINS: dict[str, PlayerInfo] = {
    info.id: info
    for info in (
        PlayerInfo("random", "Random", "baseline", _random),
        PlayerInfo("beginner", "Beginner", "beginner", _beginner),
        PlayerInfo("easy", "Easy", "easy", _easy),
        PlayerInfo("normal", "Normal", "normal", _normal),
        PlayerInfo("expert", "Expert", "expert", _expert),
    )
}


def _from_entry_point(ep) -> PlayerInfo | None:
    try:
        obj = ep.load()
    except Exception:  # a broken plug-in must not stop the game from starting
        log.exception("AI plug-in %s could not be loaded", ep.name)
        return None
    if isinstance(obj, PlayerInfo):
        return PlayerInfo(ep.name, obj.display_name, obj.level, obj.factory, builtin=False)
    if callable(obj):
        return PlayerInfo(
            ep.name,
            getattr(obj, "display_name", ep.name),
            getattr(obj, "level", "custom"),
            obj,
            builtin=False,
        )
    log.warning("AI plug-in %s is neither a PlayerInfo nor callable", ep.name)
    return None


def installed() -> list[PlayerInfo]:
    """Every player that can fill a seat: the built-ins first, then plug-ins (a plug-in cannot replace
    a built-in id). The set-up screen lists these."""
    found = dict(BUILTINS)
    for ep in sorted(metadata.entry_points(group=ENTRY_POINT_GROUP), key=lambda e: e.name):
        if ep.name in found:
            continue
        info = _from_entry_point(ep)
        if info is not None:
            found[ep.name] = info
    return list(found.values())


def get(player_id: str) -> PlayerInfo:
    if player_id in BUILTINS:
        return BUILTINS[player_id]
    for info in installed():
        if info.id == player_id:
            return info
    raise KeyError(f"no AI player {player_id!r}; installed: {', '.join(i.id for i in installed())}")


def create(player_id: str, **options):
    """A new player of that id (options go to its factory, e.g. `budget=0.05` for expert)."""
    return get(player_id).factory(**options)
