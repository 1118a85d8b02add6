"""Making a table at this computer: a new game (`new_port`) or the saved one continued (`load_port`), each
as the `LocalTable` port the table screen plays through (`TableScreen.new` and `TableScreen.load`).
"""

from __future__ import annotations

from game.play import Match, log_entries
from game.play.port import LocalTable
from game.rules import RuleError, new_game


def new_port(ctx, game) -> LocalTable:
    """A new game's table: the deal made, the game saved as it goes."""
    events: list = []
    state = new_game(game.ruleset, game.players, game.options, game.seed, events=events)
    saver = ctx.storage.start_game(game) if ctx.storage is not None else None
    session = Match(
        game,
        state,
        saver,
        threaded=ctx.threaded,
        pacing=ctx.ai_pacing,
        catch_hold=ctx.catch_hold,
        history=events,
        log=log_entries(events),
    )
    return LocalTable(session, events, storage=ctx.storage)


def load_port(ctx) -> LocalTable | None:
    """Continue: the saved game rebuilt move by move (the AIs remember what they saw); None when there
    is none or it cannot be rebuilt."""
    if ctx.storage is None:
        return None
    loaded = ctx.storage.load_game()
    if loaded is None:
        return None
    history: list = []
    lines: list = []

    def replayed(_index, seat, action, events):
        history.extend(events)
        lines.extend(log_entries(events, seat, action))

    try:
        state = loaded.game.rebuild(replayed)
    except RuleError:
        return None
    saver = ctx.storage.start_game(loaded.game)
    session = Match(
        loaded.game,
        state,
        saver,
        threaded=ctx.threaded,
        pacing=ctx.ai_pacing,
        catch_hold=ctx.catch_hold,
        history=history,
        log=lines,
    )
    return LocalTable(session, storage=ctx.storage)
