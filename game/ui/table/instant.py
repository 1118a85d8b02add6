"""What the instant animation speed would hide, kept on show or said on the table (issue 41).

Nothing moves at that speed: a hot-seat person's own move would be covered by "Pass to ..." the frame
it is made (`own_move_look` keeps it on show, their hand face up, a moment at every speed); the card
they drew would be covered at once (`say_unseen` names it while that hand shows); a Wild Shuffle Hands,
a 7's swap or a 0's rotation would change the hands without a gather and a deal (it says so, and how
many cards the person now holds).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.play import log_entries
from game.rules import events as ev

if TYPE_CHECKING:
    from game.ui.table.screen import TableScreen

#: hot-seat: seconds (at the normal animation speed) a person's own move stays on show, their hand face
#: up, before it turns down or "Pass to ..." covers the table (time to see the card they drew)
OWN_MOVE_LOOK = 0.8
#: the same at the instant speed, where nothing else shows the move: time to read what was drawn
INSTANT_LOOK = 1.5
#: seconds a word about hands changed stays on the table
HANDS_NOTE = 4.0
#: the log's sentences for hands changed all at once
HANDS_CHANGED = ("log-shuffle-hands", "log-swap-hands", "log-rotate-hands")


def own_move_look(table: TableScreen, by: int | None) -> float:
    """Seconds the shown person's own move (made by `by`) stays on show in hot-seat; 0 otherwise."""
    if not (table.port.hotseat and by == table.viewer and not table.hidden):
        return 0.0
    speed = table.ctx.speed
    return OWN_MOVE_LOOK / speed if speed > 0 else INSTANT_LOOK


def say_unseen(table: TableScreen, events, look: float) -> None:
    """At the instant speed: in hot-seat, the cards the shown person drew, named while their hand shows
    (no longer than `look`, so nothing of it is left for the next person), and hands changed all at once
    (the log's sentence, and how many cards the person now holds)."""
    if table.ctx.speed > 0:
        return
    loc = table.ctx.localizer
    mine = not table.hidden and table.view.is_person(table.viewer)
    for e in events:
        if isinstance(e, ev.CardsDrawn) and e.seat == table.viewer and mine and all(e.cards):
            if e.reason in ("draw", "rule") and table.port.hotseat and look > 0:
                cards = ", ".join(loc.card_name(c, table.view.house_rule(c)) for c in e.cards if c)
                table.say(table.t("ui-you-drew", card=cards, count=len(e.cards)), look)
    changed = [entry for entry in log_entries(events) if entry[0] in HANDS_CHANGED]
    if changed:
        words = table.movelog.format(changed)
        if mine:  # said only while it is true: it goes once the person holds another count (issue 41)
            words.append(table.t("ui-you-hold", count=len(table.view.hand or ())))
            table.say(" ".join(words), HANDS_NOTE, holds=lambda view: len(view.hand or ()))
        else:
            table.say(" ".join(words), HANDS_NOTE)
