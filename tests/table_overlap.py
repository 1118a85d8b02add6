"""The table's "nothing overlaps" check (issue 41): what the table screen shows now, as rectangles, and
what covers what. Read from the real screen after real frames: the local hand's cards where they rest
(and each card's corner index), the seat plates, the draw pile's count, the words the screen drew
(`drawn_texts`: the turn's prompt, a message), its visible buttons, the coach's panel, the pad's hint
bar, and the dialogs and menus on top of it.

A finding is a sentence; an empty list is a table where nothing is drawn over what must be read.
"""

from __future__ import annotations

import pygame
import pygame_gui

from game.play import Match
from game.play.port import LocalTable
from game.rules import Options, table_state
from game.scene.cardart import card_height
from game.storage import SavedGame, Seat

#: the corner index of a card: its top-left, this share of its width and of its height
INDEX_W, INDEX_H = 0.3, 0.24
#: the least card width at which the corner index can be read (its glyph about 9 px tall)
READABLE_W = 30
LONG_NAMES = ("Ágnes Szőke-Kovács", "Väinämöinen", "Þórunn Ísfeld", "Bartholomew", "Zsuzsanna", "Kristiansen")


def deck(ruleset: str = "classic") -> list[str]:
    """Number and action cards enough for ten seats and a hand of 60 (the classic deck's 100)."""
    out = []
    for k in range(2):
        for c in "rygb":
            for r in ["1", "2", "3", "4", "6", "7", "8", "9", "S", "R", "D2", "5"] + (
                ["0"] if k == 0 else []
            ):
                out.append(c + r)
    out.remove("r5")
    return out


def open_table(drv, players: int, hand: int, ruleset: str = "classic", frames: int = 30):
    """A table of `players` seats on the person's turn with `hand` cards in the person's hand."""
    from game.ui.table.screen import TableScreen

    cards = deck()
    mine, cards = cards[:hand], cards[hand:]
    others = []
    for _ in range(players - 1):
        others.append(cards[:3])
        cards = cards[3:]
    state = table_state(ruleset, players, [mine, *others], "r5", cards[:8], dealer=players - 1)
    names = [LONG_NAMES[i % len(LONG_NAMES)] for i in range(players)]
    seats = (Seat(names[0]),) + tuple(Seat(n, "ai", "normal") for n in names[1:])
    match = Match(SavedGame(ruleset, seats, Options(), seed=1), state, None, threaded=False, pacing=1e9)
    table = TableScreen(drv.app, LocalTable(match))
    drv.app.push(table)
    drv.run(frames)
    return table


def card_rect(node) -> pygame.Rect:
    w = node.drawable.width * node.scale
    r = pygame.Rect(0, 0, round(w), card_height(round(w)))
    r.center = (round(node.x), round(node.y))
    return r


def index_rect(node) -> pygame.Rect:
    r = card_rect(node)
    return pygame.Rect(r.x + 2, r.y + 2, round(r.width * INDEX_W), round(r.height * INDEX_H))


def pile_count_rect(scene) -> pygame.Rect:
    pile = scene.pile
    w = max(8, round(pile.width))
    label = pile._label_for(w)
    x, y = scene.layout.draw_pos
    return label.get_rect(center=(round(x), round(y + card_height(w) * 0.62)))


def widget_rects(screen) -> list[tuple[str, pygame.Rect]]:
    manager = getattr(screen, "manager", None)
    if manager is None:
        return []
    out = []
    for e in manager.get_sprite_group().sprites():
        if isinstance(e, pygame_gui.elements.UIButton) and e.visible and e.rect.h > 0:
            out.append((f"button {e.text!r}", pygame.Rect(e.rect)))
    return out


def findings(drv, table) -> list[str]:
    """What is drawn over what must be read on `table` now (and anything outside the window)."""
    drv.app.draw(drv.surface)
    scene = table.scene
    layout = scene.layout
    window = drv.surface.get_rect()
    out: list[str] = []
    hand = sorted(scene.hands[scene.me], key=lambda n: n.z)
    cards = [(n, card_rect(n), index_rect(n)) for n in hand if n.drawable.face_up]
    plates = [(f"plate of seat {s.seat}", s.plate) for s in layout.seats]
    texts = [(f"text {t!r}", r) for t, r in table.drawn_texts]
    count = ("the draw pile's count", pile_count_rect(scene))
    buttons = widget_rects(table)
    panel = []
    if table.coach is not None:
        panel = [("the coach's panel", table.coach.panel)]
    bar = drv.app.pads.bar_rect
    bars = [("the key-hint bar", bar)] if bar is not None else []
    log = getattr(table.movelog, "shown", None)
    # every card's index shows and can be read; no card of the hand lies over the pile's count
    for i, (node, rect, index) in enumerate(cards):
        code = node.drawable.code
        if rect.width < READABLE_W:
            out.append(f"card {code} is {rect.width} px wide: its index cannot be read")
        for other, orect, _ in cards[i + 1 :]:
            if orect.colliderect(index):
                out.append(f"card {other.drawable.code} covers the index of {code}")
                break
        for name, r in (*texts, *buttons, *plates, *panel, *bars):
            if r.colliderect(index):
                out.append(f"{name} over the index of {code}")
        if log is not None and log.colliderect(index):
            out.append(f"the move log over the index of {code}")
        if rect.colliderect(count[1]):
            out.append(f"card {code} over the draw pile's count")
        if not window.contains(rect):
            out.append(f"card {code} outside the window: {rect}")
    # words over words, plates, the count; nothing outside the window
    words = [*texts, count, *buttons, *panel, *bars]
    for i, (name, r) in enumerate(words):
        if not window.contains(r):
            out.append(f"{name} outside the window: {r}")
        for other, o in words[i + 1 :]:
            inside = r.contains(o) or o.contains(r)  # the coach's buttons lie in its panel
            if r.colliderect(o) and not inside:
                out.append(f"{name} over {other}")
        for other, o in plates:
            if r.colliderect(o):
                out.append(f"{name} over the {other}")
        if log is not None and name.startswith("text") and r.colliderect(log):
            out.append(f"{name} over the move log")
    for g in getattr(drv.app.pads, "glyph_rects", []):  # a key's or a pad button's glyph by the hand
        for name, r in texts:
            if g.colliderect(r):
                out.append(f"a key glyph at {g} over {name}")
    for name, r in plates:
        if not window.contains(r):
            out.append(f"{name} outside the window: {r}")
    return out
