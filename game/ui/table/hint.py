"""The hint: the move the shown seat's hint suggests and the reason its weighing gives (`show_hint`),
or with the expert's figures on, the chances of the best moves once weighed in the background
(`show_hint_figures`, every frame).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.ui.table.screen import TableScreen


def show_hint(table: TableScreen) -> None:
    if table.ctx.settings.hint_figures and table.my_turn():
        job = table.port.hint_figures()
        if job is not None:  # the expert weighs the moves in the background (`show_hint_figures`)
            if table.hint_job is not None:
                table.hint_job.cancel()
            table.hint_job = job
            table.say(table.t("ui-hint-weighing"), 30.0, turn=True)
            return
    action = table.port.hint() if table.my_turn() else None
    table.hint_action = action
    table.hint_text = table.describe(action) if action is not None else ""
    if table.hint_text:
        why = reason_words(table, table.port.hint_reason())
        if why:
            table.say(table.t("ui-hint-says-why", move=table.hint_text, why=why), turn=True)
        else:
            table.say(table.t("ui-hint-says", move=table.hint_text), turn=True)


def reason_words(table: TableScreen, reason: tuple[str, dict] | None) -> str:
    """The hint's reason (`game.ai.reasons`: a message id, seats and codes) in words; "" for none."""
    if reason is None:
        return ""
    msg_id, args = reason
    words = {k: table.name(v) if k == "player" else v for k, v in args.items()}
    return table.t(msg_id, **words)


def show_hint_figures(table: TableScreen) -> None:
    """The expert's figures, once weighed, for the decision they were asked at (a later one: dropped)."""
    job = table.hint_job
    if job is None:
        return
    if job.version != table.port.version or not table.my_turn():
        job.cancel()
        table.hint_job = None
        if table.message == table.t("ui-hint-weighing"):
            table.message_time = 0.0
        return
    if not job.done:
        return
    table.hint_job = None
    if not job.result:
        table.message_time = 0.0
        return
    (best, chance), *rest = job.result
    table.hint_action, table.hint_text = best, table.describe(best)
    words = {"move": table.hint_text, "chance": round(chance * 100)}
    if rest:
        other, other_chance = rest[0]
        words.update(other=table.describe(other), other_chance=round(other_chance * 100))
        table.say(table.t("ui-hint-figures-next", **words), 8.0, turn=True)
    else:
        table.say(table.t("ui-hint-figures", **words), 8.0, turn=True)
