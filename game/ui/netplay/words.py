"""Network play's words that several screens share: the server's error codes in the player's language,
and the name a player is offered. (Not a screen: screens do not import each other.)"""

from __future__ import annotations

from game.rules import Options, edition
from game.storage.names import has_visible


def error_text(t, code: str | None) -> str:
    """The server's (or our) error code in the player's words."""
    if not code:
        return ""
    msg_id = f"ui-net-error-{code.replace('_', '-')}"
    try:
        text = t(msg_id)
    except Exception:  # pragma: no cover - the localizer never raises for a missing id
        text = ""
    return text if text and text != msg_id else t("ui-net-error-unknown", code=code)


def player_name(ctx) -> str:
    names = ctx.settings.default_names
    return names[0] if names and has_visible(names[0]) else ctx.t("ui-setup-default-person")


#: the turn timer's choices in Host and the lobby (seconds; None: no timer)
TIMERS: tuple[int | None, ...] = (None, 15, 30, 60, 120)


def timer_text(t, seconds: int | None) -> str:
    """A turn timer in words ("Off", "30 s"); the number as digits, never grouped."""
    return t("ui-net-timer-off") if seconds is None else t("ui-net-timer-seconds", seconds=str(seconds))


def ask_host_leave(app, leave) -> None:
    """The host's leaving closes the table for everyone at it: ask first; `leave()` when they confirm
    (Escape and Cancel keep the table open)."""
    from game.ui.kit import Dialog

    t = app.ctx.t
    app.push(
        Dialog(
            app,
            t("ui-net-host-leave-title"),
            t("ui-net-host-leave-text"),
            [(t("ui-net-host-leave-yes"), True), (t("ui-cancel"), False)],
            lambda yes: leave() if yes else None,
            cancel=False,
        ),
    )
    app.top.focus = 1  # the safe answer is the one Enter gives


def ask_give_up(app, leave) -> None:
    """Leaving a started network table gives the seat up for good (a computer player keeps it and the
    person cannot come back): the person is told so and asked; Stay is focused, Escape stays."""
    from game.ui.kit import Dialog

    t = app.ctx.t
    app.push(
        Dialog(
            app,
            t("ui-net-give-up-title"),
            t("ui-net-give-up-text"),
            [(t("ui-net-give-up-yes"), True), (t("ui-net-stay"), False)],
            lambda yes: leave() if yes else None,
            cancel=False,
        )
    )
    app.top.focus = 1


def ask_leave_table(app, table) -> None:
    """ "Leave the table" at a network table: the only way a seat is given up. Asked first (the host of
    a table this game serves is told the table closes); confirmed, the seat goes and the main menu
    shows."""

    def leave() -> None:
        table.port.give_up()
        app.pop_to("main_menu")

    if table.net.hosts_here:
        ask_host_leave(app, leave)
    else:
        ask_give_up(app, leave)


BOOL_OPTIONS = ("stacking", "forced_play", "draw_until_playable", "seven_zero", "two_player_reverse_skips")


def option_rows(t, ruleset: str, data: dict) -> list[tuple[str, str, bool | None]]:
    """The host's house options as (icon, words, on/off or None for a choice), in the set-up screen's
    own words: the switches first, then the choices."""
    try:
        o = Options.from_json(data)
    except (TypeError, ValueError):
        return []
    ed = edition(ruleset)
    rows: list[tuple[str, str, bool | None]] = []
    for name in (*BOOL_OPTIONS, "jump_in", "teams"):
        if name == "seven_zero" and not ed.seven_zero:
            continue
        if name == "teams" and not o.teams:
            continue
        rows.append((name, t(f"ui-look-option-{name.replace('_', '-')}"), bool(getattr(o, name))))
    rows.append(("uno_penalty", t("ui-option-uno-penalty", count=o.uno_penalty), None))
    if ed.custom_cards:
        for k, rule in enumerate(o.custom_cards):
            rows.append(
                ("custom_card", t("ui-option-custom-card", number=k + 1, rule=t(f"house-rule-{rule}")), None)
            )
    if ed.blank_cards:
        rule = t("ui-option-none") if o.blank_cards is None else t(f"house-rule-{o.blank_cards}")
        rows.append(("custom_card", t("ui-option-blank-cards", rule=rule), None))
    rows.append(("trophy", t(f"scoring-{o.scoring}"), None))
    if o.scoring != "single_round":
        rows.append(("trophy", t("ui-option-target", target=o.target), None))
    return rows


def options_summary(t, ruleset: str, data: dict) -> str:
    """The house options that are on, in one line (Host's note under its House options button)."""
    on = [words for _icon, words, value in option_rows(t, ruleset, data) if value]
    return t("net-house-on", options=", ".join(on)) if on else t("net-house-none")
