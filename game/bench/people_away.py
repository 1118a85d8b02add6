"""The people soak's ways of stepping away from a seat (issue 40), for its player-bot
(game/bench/people_player.py): letting the turn timer run out, leaving the table for good (the menu,
Leave the table, the confirmation), and the checks that every plate shows who sits there and that a
clock which can move for the person is on their screen."""

from __future__ import annotations


def steps_away(bot, table, top) -> bool:
    """The person lets the timer run out or leaves the table for good (this frame's act is that)."""
    return holds(bot, table, top) or leaves(bot, table, top)


def holds(bot, table, top) -> bool:
    """Now and then the person lets their turn timer run out (they look away): their decision is left
    alone while the clock is on their screen."""
    from game.ui.kit import Dialog
    from game.ui.table.round_summary import RoundSummary

    deciding = isinstance(top, Dialog) and not isinstance(top, RoundSummary) and top.result_callback
    if top is not table and not deciding:
        return False
    left = table.my_clock() if table.remote.ready else None
    if left is None:
        return False
    version = table.view.version
    if bot.hold is None or bot.hold[0] != version:
        bot.hold = (version, bot.rng.random() < bot.args.let_time_run_out)
        if bot.hold[1]:
            bot.report.write("holds", version=version, clock=round(left, 1))
    if bot.hold[1]:
        bot.wait(0.5, 1.0)
        return True
    return False


def leaves(bot, table, top) -> bool:
    """Now and then the person leaves the table for good: the menu, Leave the table, and the
    confirmation (the seat goes to a computer; a newcomer may take it over)."""
    from game.ui.kit import Dialog

    give_up = bot.t("ui-net-give-up-yes")
    if isinstance(top, Dialog) and top.title == bot.t("ui-net-give-up-title"):
        bot.press(bot.find(top, give_up))
        bot.report.write("left", code=table.net.room, seat=table.viewer)
        bot.leaving, bot.done = True, True
        return True
    if bot.leaving:
        return False
    if top is table and table.remote.ready and bot.rng.random() < bot.args.leave_chance:
        bot.key(bot.pg.K_ESCAPE)
        bot.wait(0.3, 0.8)
        return True
    leave = bot.find(top, bot.t("ui-net-leave-table")) if top.__class__.__name__ == "PauseMenu" else None
    if leave is not None:
        bot.press(leave)
        bot.wait(0.3, 0.8)
        return True
    return False


def check_names_and_clock(bot, table, view) -> None:
    """Every plate shows the name the server says sits there; a clock that will move for this person
    is on their screen (drawn over their plate) whenever the table is; the timer's moves are told."""
    scene = table.scene
    names = getattr(scene, "names", None)
    if names is not None and list(names) != [s.name for s in view.seats]:
        bot.violation("a plate does not show who sits there", plates=list(names))
    clock = getattr(table, "my_clock", lambda: None)()
    if bot.app.top is table and clock is not None and table.clock_rect is None:
        bot.violation("a turn timer runs that is not on the person's screen", version=view.version)
    if table.message_time > 0 and table.message != bot.said_timeout:
        if table.message == bot.t("net-time-out-you"):
            bot.report.write("timed_out", version=view.version, held=bool(bot.hold and bot.hold[1]))
        bot.said_timeout = table.message
