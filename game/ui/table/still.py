"""When the table screen is still but for its ring (issue 44): nothing can change on it but by the
person's own hand, so the main loop draws only the ring's and the halo's light frames."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.ui.table.screen import TableScreen


def waits_for_person(table: TableScreen) -> bool:
    """Nothing can change on the table but by the person's own hand: every move is shown, a person at
    the screen is to decide, no computer player may act (no catch, UNO or jump-in chance open),
    nothing is sent, queued or weighed."""
    scene, match, view = table.scene, getattr(table.port, "match", None), table.view
    if scene is None or match is None or table.app.top is not table or not scene.still:
        return False
    if table.dragging or table.pressed or table.queued or table.awaiting() or table.hint_job is not None:
        return False
    if table.first_card_note or table.look_left > 0 or table.coach is not None or table.privacy is not None:
        return False
    if view.options.get("jump_in") or view.exposed or view.decision is None or not table.can_act():
        return False
    return match.ai_turn() is None and not match.holding and not match.waiting_for_catch()
