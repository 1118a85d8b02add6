"""The keyboard cursor in the shown hand: where it is (`selected`), moved by the arrows, and its card
marked and lifted every frame (`show_cursor`). It stays on its card while the hand changes around it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.ui.table.screen import TableScreen


def selected(table: TableScreen) -> int:
    """Where the keyboard cursor is in the shown hand (-1: nowhere). It stays on its card while the
    hand changes around it (the same card nearest its old place, when there are two alike)."""
    return cursor_in(table, table.local_hand())


def cursor_in(table: TableScreen, hand: list[str]) -> int:
    if table.cursor is None:
        return -1
    index, code = table.cursor
    alike = [i for i, c in enumerate(hand) if c == code]
    return min(alike, key=lambda i: abs(i - index)) if alike else -1


def select(table: TableScreen, index: int, hand: list[str] | None = None) -> None:
    hand = table.local_hand() if hand is None else hand
    table.cursor = (index, hand[index]) if 0 <= index < len(hand) else None


def move_cursor(table: TableScreen, step: int) -> None:
    hand = table.local_hand()
    if not hand:
        return
    at = cursor_in(table, hand)
    if table.cursor is None:  # the first arrow picks the end it points from
        at = 0 if step > 0 else len(hand) - 1
    elif at < 0:  # its card has left the hand: the card now at its place
        at = min(table.cursor[0], len(hand) - 1)
    else:
        at = (at + step) % len(hand)
    select(table, at, hand)


def show_cursor(table: TableScreen) -> None:
    """The cursor's card carries the marker (and is lifted while the keys, not the mouse, are in use):
    always visible while the hand is; a card that left moves the cursor to its neighbour. Runs every
    frame: the shown hand is read once."""
    scene = table.scene
    if scene is None:
        return
    nodes = scene.hands[scene.me]
    target = None
    if table.cursor is not None:
        hand = table.local_hand()
        at = cursor_in(table, hand)
        if at < 0 and hand:
            select(table, min(table.cursor[0], len(hand) - 1), hand)
            at = cursor_in(table, hand)
        if at >= 0 and not table.hidden and len(nodes) == len(hand):
            code = table.cursor[1]
            nth = hand[:at].count(code)
            same = [n for n in nodes if n.drawable.code == code]
            target = same[nth] if nth < len(same) else None
    if not (table.my_turn() or table.jump_in_cards()):
        target = None  # others' turns: the cursor waits unseen (a jump-in shows it: its card may go now)
    for node in nodes:
        node.drawable.marked = node is target
    if table._marked is not None and table._marked is not target:  # a card that left the hand
        table._marked.drawable.marked = False
    table._marked = target
    if target is not None and scene.hovered is None and not table.pointing:
        scene.hover(target)  # lifted for the keys; the mouse lifts only what it points at (issue 41)


def best_lit(table: TableScreen) -> int:
    """Where in the shown hand the best glowing card lies: the hint's card when it glows, else the first
    that glows (-1: none glows)."""
    scene = table.scene
    hand = table.local_hand()
    lit = set(scene.playable) | set(scene.jumpable) if scene is not None else set()
    if not lit or table.hidden:
        return -1
    suggested = table.port.hint() if table.my_turn() else None
    card = getattr(suggested, "card", None)
    if card in lit and card in hand:
        return hand.index(card)
    return next((i for i, c in enumerate(hand) if c in lit), -1)


def start_on_lit(table: TableScreen) -> None:
    """A new decision of the person's (their turn, a drawn card that may be played): the cursor moves to
    the best glowing card unless it already rests on one, so Enter plays at once (no arrow first)."""
    scene = table.scene
    hand = table.local_hand()
    at = cursor_in(table, hand)
    if scene is not None and at >= 0 and hand[at] in scene.playable:
        return
    best = best_lit(table)
    if best >= 0:
        select(table, best, hand)
