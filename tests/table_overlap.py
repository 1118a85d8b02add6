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
from game.scene import towers_tray
from game.scene.cardart import card_height
from game.storage import SavedGame, Seat

#: the corner index of a card: its top-left, this share of its width and of its height
INDEX_W, INDEX_H = 0.3, 0.24
#: the least card width at which the corner index can be read (its glyph about 9 px tall)
READABLE_W = 30
#: the least pixel size of the table's words (the plates' names and counts, the move log): its capitals
#: 7 px tall (issue 41: at 960x540 with ten seats the plates' words were drawn at 7 px)
LEGIBLE_PX = 10
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
    if ruleset != "classic":  # only the cards the edition's deck has, as many as it has
        from collections import Counter

        from game.rules import Options
        from game.rules.editions import EDITIONS

        have = Counter(EDITIONS[ruleset].deck(Options()))
        have["r5"] -= 1
        kept = []
        for card in out:
            if have[card] > 0:
                have[card] -= 1
                kept.append(card)
        out = kept
    return out


def open_table(
    drv,
    players: int,
    hand: int,
    ruleset: str = "classic",
    frames: int = 30,
    towers: dict | None = None,
    extra: tuple[str, ...] = (),
    last: tuple[str, ...] = (),
    before: tuple = (),
    options: Options | None = None,
    drawn: tuple[str, ...] = (),
):
    """A table of `players` seats on the person's turn with `hand` cards in the person's hand (`towers`:
    the power towers' holders, power edition). `extra`: cards put first in the person's hand (a wild),
    `last`: first in the hand of the seat before the person, whose `before` moves are made first (a
    Wild Draw Four to challenge, a Draw Two to stack on); `drawn`: the draw pile's top cards."""
    from game.ui.table.screen import TableScreen

    cards = [c for c in deck(ruleset) if c not in extra + last + drawn]
    mine, cards = [*extra, *cards[: hand - len(extra)]], cards[hand - len(extra) :]
    others = []
    for _ in range(players - 1):
        others.append(cards[:3])
        cards = cards[3:]
    others[-1] = [*last, *others[-1]]
    dealer = players - (2 if before else 1)  # the seat before the person plays first when it moves
    options = options or Options()
    state = table_state(
        ruleset,
        players,
        [mine, *others],
        "r5",
        [*drawn, *cards[:8]],
        dealer=dealer,
        towers=towers,
        options=options,
    )
    names = [LONG_NAMES[i % len(LONG_NAMES)] for i in range(players)]
    seats = (Seat(names[0]),) + tuple(Seat(n, "ai", "normal") for n in names[1:])
    match = Match(SavedGame(ruleset, seats, options, seed=1), state, None, threaded=False, pacing=1e9)
    for action in before:
        match.apply(players - 1, action)
    table = TableScreen(drv.app, LocalTable(match))
    drv.app.push(table)
    drv.run(frames)
    return table


def countdown_summary(drv, players: int):
    """A network table of `players` seats (the person and computers; the server's messages as a real
    server sends them, from a real match) whose round the person has just won: the round summary with
    whom the next round waits for and its countdown. (table, summary)"""
    from net_fakes import ScriptedClient

    from game.net.session import NetSession
    from game.rules import Play, apply, event_to_json, redact

    cards = [c for c in deck() if c != "r1"]
    hands = [["r1"]] + [cards[3 * i : 3 * i + 3] for i in range(players - 1)]
    rest = cards[3 * (players - 1) :]
    state = table_state("classic", players, hands, "r5", rest[:8], dealer=players - 1)
    events = apply(state, 0, Play("r1"))
    names = [LONG_NAMES[i % len(LONG_NAMES)] for i in range(players)]
    seats = (Seat(names[0]),) + tuple(Seat(n, "ai", "normal") for n in names[1:])
    match = Match(SavedGame("classic", seats, Options(), seed=1), state, None, threaded=False, pacing=1e9)
    client = ScriptedClient("ws://127.0.0.1:9/", names[0])
    state_msg = {
        "type": "state",
        "seq": 1,
        "view": match.table_view(0).to_json(),
        "events": [event_to_json(redact(e, 0)) for e in events],
        "by": 0,
        "presence": ["here"] + ["ai"] * (players - 1),
        "timer": 20,
        "ready": [],
    }
    client.inbox += [{"type": "joined", "room": "R2D2", "seat": 0, "host": False, "token": "t"}, state_msg]
    session = NetSession(client, None)
    session.update()
    table = drv.app.push("net_table", session)
    for _ in range(300):
        if type(drv.top).__name__ == "RoundSummary":
            return table, drv.top
        drv.run(2)
    raise AssertionError(f"no round summary: {type(drv.top).__name__}")


def card_rect(node) -> pygame.Rect:
    w = node.drawable.width * node.scale
    r = pygame.Rect(0, 0, round(w), card_height(round(w)))
    r.center = (round(node.x + node.offset_x), round(node.y + node.offset_y))  # a lifted card: lifted
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


def widget_rects(screen, labels: bool = False) -> list[tuple[str, pygame.Rect]]:
    """The screen's visible buttons (and with `labels`, its labels and text boxes), named, and where."""
    manager = getattr(screen, "manager", None)
    if manager is None:
        return []
    out = []
    kinds = {pygame_gui.elements.UIButton: "button"}
    if labels:
        kinds.update({pygame_gui.elements.UILabel: "label", pygame_gui.elements.UITextBox: "text box"})
    for e in manager.get_sprite_group().sprites():
        kind = next((k for t, k in kinds.items() if isinstance(e, t)), None)
        if kind is not None and e.visible and e.rect.h > 0:
            out.append((f"{kind} {getattr(e, 'text', '')!r}", pygame.Rect(e.rect)))
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
    if getattr(table, "coach", None) is not None:  # a lesson's box (a replay has none)
        panel = [("the coach's panel", table.coach.panel)]
    bar = drv.app.pads.bar_rect
    bars = [("the key-hint bar", bar)] if bar is not None else []
    log = getattr(table.movelog, "shown", None)
    # under a menu's or a dialog's shade the table is their background, not read: what is drawn over
    # every screen (the key-hint bar, the notes) must keep off the menu's words instead (overlay_findings)
    shaded = drv.app.top is not table
    # every card's index shows and can be read; no card of the hand lies over the pile's count
    for i, (node, rect, index) in enumerate(cards):
        code = node.drawable.code
        if rect.width < READABLE_W:
            out.append(f"card {code} is {rect.width} px wide: its index cannot be read")
        for other, orect, _ in cards[i + 1 :]:
            # the card under the pointer or the cursor is lifted and brought forward on purpose
            if orect.colliderect(index) and other is not scene.hovered:
                out.append(f"card {other.drawable.code} covers the index of {code}")
                break
        for name, r in (*texts, *buttons, *plates, *panel, *([] if shaded else bars)):
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
            if r.colliderect(o) and not (shaded and name == "the key-hint bar"):
                out.append(f"{name} over the {other}")
        if log is not None and name.startswith("text") and r.colliderect(log):
            out.append(f"{name} over the move log")
    pads = drv.app.pads
    towers = [
        (f"tower {symbol} of seat {scene.towers[symbol]}", towers_tray.tower_rect(node, layout.tray_tower_h))
        for symbol, node in scene.tower_nodes.items()
        if scene.towers.get(symbol) is not None
    ]
    marks = [
        *((f"a key glyph at {g}", g) for g in pads.glyph_rects),  # by the hand: arrows, Enter
        *((f"a note at {n}", n) for n in pads.note_rects),  # a pad's or a key's note (a toast)
        *towers,
    ]
    badges = [(f"a button's glyph at {g}", g) for g in pads.badge_rects]
    for name, r in (*marks, *badges):
        if not window.contains(r):
            out.append(f"{name} outside the window: {r}")
        if shaded and name.startswith("a note"):
            continue  # over a menu: it keeps off the menu's words (overlay_findings)
        for other, o in (*plates, *texts):
            if r.colliderect(o):
                out.append(f"{name} over the {other}")
        for node, _rect, index in cards:
            if r.colliderect(index):
                out.append(f"{name} over the index of {node.drawable.code}")
        if log is not None and r.colliderect(log):
            out.append(f"{name} over the move log")
    for i, (name, r) in enumerate(marks):
        for other, o in (*marks[i + 1 :], *buttons, *panel):
            if r.colliderect(o):
                out.append(f"{name} over {other}")
    for name, r in plates:
        if not window.contains(r):
            out.append(f"{name} outside the window: {r}")
    return out + small_words(table) + overlay_findings(drv, table)


def small_words(table) -> list[str]:
    """The table's words drawn smaller than LEGIBLE_PX: each plate's name and count as drawn last, the
    move log's lines."""
    out = []
    for seat, plate in enumerate(table.scene.plates):
        for text, px in plate.words:
            if px < LEGIBLE_PX:
                out.append(f"{text!r} on the plate of seat {seat} in {px} px letters")
    if getattr(table.movelog, "shown", None) is not None:
        px = table.movelog.font().point_size
        if px < LEGIBLE_PX:
            out.append(f"the move log in {px} px letters")
    return out


def overlay_findings(drv, table) -> list[str]:
    """What is wrong with a screen over the table (pause, a decision dialog, a lesson's box is the
    table's own): its panel inside the window, its words and buttons over none of each other, and the
    table under it dimmed so that its words do not read between the panel's."""
    top = drv.app.top
    if top is table or top is None:
        return []
    window = drv.surface.get_rect()
    name = type(top).__name__
    out = []
    panel = getattr(top, "panel", None)
    if callable(getattr(top, "panel_rect", None)):
        panel = top.panel_rect()
    if panel is not None and not window.contains(panel):
        out.append(f"{name}'s panel outside the window: {panel}")
    words = [(f"{name}'s {t}", r) for t, r in widget_rects(top, labels=True)]
    words += [(f"{name}'s text {t!r}", pygame.Rect(r)) for t, r in getattr(top, "drawn_texts", [])]
    pads = drv.app.pads
    marks = [(f"a note at {n}", n) for n in pads.note_rects]
    if pads.bar_rect is not None:
        marks.append(("the key-hint bar", pads.bar_rect))
    for what, r in marks:  # drawn over every screen: never over the menu's or the dialog's words
        for other, o in [*words, *([(f"{name}'s panel", panel)] if panel is not None else [])]:
            if r.colliderect(o):
                out.append(f"{what} over {other}")
    for i, (what, r) in enumerate(words):
        if not window.contains(r):
            out.append(f"{what} outside the window: {r}")
        if panel is not None and not panel.contains(r):
            out.append(f"{what} outside its panel")
        for other, o in words[i + 1 :]:
            if r.colliderect(o) and not (r.contains(o) or o.contains(r)):
                out.append(f"{what} over {other}")
    return out
