"""What went wrong with the player's files, told in dialogs (any screen may call `show_notices`)."""

from __future__ import annotations

from game.ui.kit import ConfirmDialog


def show_notices(app) -> None:
    """Tell the player what went wrong with their files (once each), one dialog after the other."""
    ctx = app.ctx
    if ctx.storage is not None:
        ctx.notices.extend(ctx.storage.take_notices())
    if not ctx.notices:
        return
    notice = ctx.notices.pop(0)
    args = notice.args() if hasattr(notice, "args") else {}
    text = ctx.t(getattr(notice, "message_id", "storage-unreadable"), **args)
    # as tall as its wrapped words: some notices run to four lines in some languages
    app.push(
        ConfirmDialog(
            app,
            ctx.t("ui-notice-title"),
            text,
            [(ctx.t("ui-ok"), True)],
            lambda _v: show_notices(app),
            cancel=True,
        )
    )
