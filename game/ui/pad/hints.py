"""What the controls are, drawn over every screen: a small bar of hints (the pad's buttons while a pad is
in use, the keys while the keyboard is; nothing for the mouse), the pad's (or key's) glyph on each of the
table's turn buttons, and the pads' short notes (connected, lost, someone else's).

Hints name keys, the keyboard's own language; a pad's glyph is the control that presses that key on the
screen (`pad_input.control_for`), so a hint can never show a button that does something else.
"""

from __future__ import annotations

import pygame
from pygame_gui.core import UIContainer

from game.scene.cardart import card_height
from game.scene.towers_tray import held_rects
from game.ui.pad.glyphs import key_cap, pad_glyph
from game.ui.pad.input import KEYS, MOUSE, PAD, context_of, control_for
from game.ui.screens import is_screen

K = pygame
Hint = tuple[tuple[int, ...], str]  # the keys (the pad's controls for them are found) and the words
MOVE: Hint = ((K.K_UP, K.K_DOWN), "pad-hint-move")
SELECT: Hint = ((K.K_RETURN,), "pad-hint-select")
BACK: Hint = ((K.K_ESCAPE,), "pad-hint-back")
#: what more a screen's keys do (by screen name)
EXTRA: dict[str, list[Hint]] = {
    "rules": [((K.K_PAGEUP, K.K_PAGEDOWN), "pad-hint-section")],
    "statistics": [((K.K_PAGEUP, K.K_PAGEDOWN), "pad-hint-scroll")],
}
#: the table's turn buttons and the key each stands for
TABLE_BUTTONS = {
    "uno": K.K_u,
    "draw": K.K_d,
    "keep": K.K_k,
    "hint": K.K_h,
    "menu": K.K_ESCAPE,
}
_PAIRS = {
    frozenset(("left", "right")): "dpad_lr",
    frozenset(("up", "down")): "dpad_ud",
    frozenset(("page_up", "page_down")): "page",
}


def glyphs(app, screen, keys: tuple[int, ...], h: int) -> list[pygame.Surface]:
    """The glyphs for `keys` as the input in use shows them (empty: none of them is on the pad here)."""
    pads = app.pads
    if pads.mode != PAD:
        return [key_cap(k, h) for k in keys]
    context = context_of(screen)
    controls = [c for k in keys if (c := control_for(context, k)) is not None]
    pair = _PAIRS.get(frozenset(controls))
    if pair is not None:
        return [pad_glyph(pair, pads.layout, h)]
    return [pad_glyph(c, pads.layout, h) for c in controls]


def hints_for(app, screen) -> list[Hint]:
    """The hint bar's entries for `screen` (empty: no bar)."""
    if screen is None:
        return []
    if is_screen(screen, "table") and not is_screen(screen, "replay"):
        return table_hints(screen)
    if getattr(screen, "_typing", lambda: False)():
        return []
    out = [MOVE, SELECT]
    cancel = getattr(screen, "cancel", BACK)
    if not is_screen(screen, "main_menu") and cancel is not None:
        out.append(BACK)
    for name, extra in EXTRA.items():
        if is_screen(screen, name):
            out += extra
    return out


def table_hints(table) -> list[Hint]:
    """At the table the hints sit by what they act on (`_draw_table_hints`); a bar only for the network
    table's open list of reactions."""
    if getattr(table, "emotes_open", False):
        return [MOVE, ((K.K_RETURN,), "pad-hint-send"), ((K.K_e,), "pad-hint-close")]
    return []


def draw_pad_layer(app, surface: pygame.Surface) -> None:
    top = app.top
    app.pads.bar_rect = None
    app.pads.glyph_rects = []  # where the table's key and button glyphs were drawn (the overlap check)
    app.pads.note_rects = []  # where the notes were drawn (the overlap check)
    app.pads.badge_rects = []  # a button's own glyph on its corner (over that button only)
    if top is not None and app.pads.mode != MOUSE:
        if is_screen(top, "table"):
            _draw_table_badges(app, top, surface)
            _draw_hand_hints(app, top, surface)
        _draw_bar(app, top, surface)
    _draw_notes(app, surface)


def _draw_bar(app, screen, surface) -> None:
    ctx = app.ctx
    hints = hints_for(app, screen)
    if not hints:
        return
    h = ctx.px(26)
    font = ctx.font(15, True)
    gap, pad = ctx.px(6), ctx.px(10)
    parts = []
    for keys, msg in hints:
        images = glyphs(app, screen, keys, h)
        if images:
            parts.append((images, font.render(ctx.t(msg), True, (255, 255, 255))))
    if not parts:
        return
    width = sum(sum(g.get_width() + gap for g in gs) + t.get_width() for gs, t in parts) + pad * (
        len(parts) + 1
    )
    # words a screen draws itself (not widgets) that the bar must not cover: the round summary's
    # countdown to the next round (issue 40)
    clear: list[pygame.Rect] = getattr(screen, "keep_clear", lambda: [])()
    rect = free_spot(app, screen, (width, h + 2 * ctx.px(5)), BAR_SPOTS, clear + _table_parts(app, screen))
    app.pads.bar_rect = rect
    shade = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(shade, (0, 0, 0, 170), shade.get_rect(), border_radius=rect.h // 2)
    surface.blit(shade, rect)
    x = rect.x + pad
    for images, text in parts:
        for g in images:
            surface.blit(g, g.get_rect(midleft=(x, rect.centery)))
            x += g.get_width() + gap
        surface.blit(text, text.get_rect(midleft=(x, rect.centery)))
        x += text.get_width() + pad


def _table_parts(app, screen) -> list[pygame.Rect]:
    """What the hint bar keeps off on a table (a replay's) or over one (pause, a dialog): every seat's
    plate and the person's hand (issue 41: the bar covered the person's plate)."""
    table = app.find("table")
    if getattr(screen, "scene", None) is not None:
        table = screen
    elif table is None or getattr(screen, "opaque", False):
        return []
    scene = getattr(table, "scene", None)
    if scene is None:
        return []
    L = scene.layout
    plates = [s.plate for s in L.seats]
    if table is not screen:  # under a menu's shade the table is its background: off its plates if it can
        return plates
    return plates + [L.seat(scene.me).area]


#: where the hint bar may go, the first one clear of the screen's widgets (else the first)
BAR_SPOTS = ("bottomleft", "midbottom", "bottomright", "topleft", "topright")
NOTE_SPOTS = ("toast", "midtop", "topleft", "topright", "midbottom", "midleft", "midright")


def widget_rects(screen) -> list[pygame.Rect]:
    """The rects of what `screen` shows as widgets (not its window-wide containers)."""
    manager = getattr(screen, "manager", None)
    if manager is None:
        return []
    return [
        e.rect
        for e in manager.get_sprite_group().sprites()
        if not isinstance(e, UIContainer) and getattr(e, "visible", True) and e.rect.h > 0
    ]


def free_spot(app, screen, size, spots, also=()) -> pygame.Rect:
    """A rect of `size` at the first of `spots` (window corners and edge middles, a margin in) that
    covers none of the screen's widgets (nor `also`); the first spot when every one does."""
    w, h = app.ctx.size
    margin = app.ctx.px(8)
    area = pygame.Rect(margin, margin, w - 2 * margin, h - 2 * margin)
    taken = widget_rects(screen) + list(also)
    first = None
    for spot in spots:
        rect = pygame.Rect((0, 0), size)
        if spot == "toast":  # centred, three quarters down: where titles and most text are not
            rect.midbottom = (area.centerx, round(h * 0.78))
        else:
            setattr(rect, spot, getattr(area, spot))
        if first is None:
            first = rect
        if rect.collidelist(taken) < 0:
            return rect
    assert first is not None
    return first


def _badge(app, screen, surface, button, key: int) -> None:
    if button is None or not button.visible or not button.alive():
        return
    h = app.ctx.px(24)
    for g in glyphs(app, screen, (key,), h)[:1]:
        rect = g.get_rect(center=(button.rect.left + app.ctx.px(4), button.rect.top + app.ctx.px(3)))
        surface.blit(g, rect)
        app.pads.badge_rects.append(rect)


def _draw_table_badges(app, table, surface) -> None:
    if table.hidden:
        return
    for name, key in TABLE_BUTTONS.items():
        _badge(app, table, surface, table.buttons.get(name), key)
    for button in table.catch_buttons.values():
        if button.is_enabled:
            _badge(app, table, surface, button, K.K_c)
    toggle = getattr(table, "emote_toggle", None)
    if toggle is not None:
        _badge(app, table, surface, toggle, K.K_e)


def _draw_hand_hints(app, table, surface) -> None:
    """On the person's turn (or a jump-in): the play button's glyph by the card the cursor is on, and
    the d-pad's (or the arrow keys') by the hand's left end; each at the first of its places that covers
    no card's corner index, plate, tower or word of the table (issue 41: they covered the person's plate
    and the next card's index)."""
    scene = table.scene
    if scene is None or table.hidden or not (table.my_turn() or table.jump_in_cards()):
        return
    nodes = scene.hands[scene.me]
    if not nodes:
        return
    ctx = app.ctx
    h = ctx.px(26)
    first = min(nodes, key=lambda n: n.x)
    log = getattr(getattr(table, "movelog", None), "shown", None)  # the move log over the plate
    taken = [
        scene.layout.seat(scene.me).plate,
        *held_rects(scene, scene.me),
        *(r for _t, r in table.drawn_texts),
        *([log] if log is not None else []),
    ]
    indexes = {n: _index_rect(n) for n in nodes if n.drawable.face_up}
    arrows = glyphs(app, table, (K.K_LEFT, K.K_RIGHT), h)
    width = sum(g.get_width() for g in arrows) + ctx.px(4) * (len(arrows) - 1)
    body = _card_rect(first)
    row = pygame.Rect(0, 0, width, max((g.get_height() for g in arrows), default=h))
    places = [row.copy() for _ in range(4)]
    places[0].midright = (round(body.left - ctx.px(8)), round(first.y))  # left of the hand
    places[3].midright = (body.left - 1, body.bottom - row.h)  # low, close to the hand
    places[1].bottomright = (
        round(body.left - ctx.px(8)),
        min(r.top for r in taken[:1] + held_rects(scene, scene.me)) - ctx.px(4),
    )
    places[2].midleft = (body.left + ctx.px(4), round(body.top + body.h * 0.72))  # on the first card
    places[2], places[3] = places[3], places[2]
    spot = _clear(places, taken + [r for n, r in indexes.items()])
    x = spot.x
    for g in arrows:
        rect = g.get_rect(midleft=(x, spot.centery))
        surface.blit(g, rect)
        app.pads.glyph_rects.append(rect)
        x = rect.right + ctx.px(4)
    marked = next((n for n in nodes if n.drawable.marked), None)
    if marked is not None:
        for g in glyphs(app, table, (K.K_RETURN,), h)[:1]:
            card = _card_rect(marked)
            places = [g.get_rect() for _ in range(4)]
            # just over the lifted card, right of the cursor's marker; else on the card, under its index
            places[0].bottomleft = (round(marked.x + ctx.px(18)), card.top - ctx.px(2))
            places[1].center = (round(marked.x), round(card.top + card.h * 0.72))
            places[2].midbottom = (round(marked.x), card.bottom - ctx.px(2))
            places[3].midleft = (card.left + ctx.px(4), round(card.top + card.h * 0.4))
            places.append(g.get_rect(bottomright=(card.right - ctx.px(2), card.bottom - ctx.px(2))))
            places.append(g.get_rect(center=card.center))
            others = [r for n, r in indexes.items() if n is not marked]
            if places[0].top < scene.layout.prompt.bottom:
                places.pop(0)  # it would be over the turn's prompt band
            rect = _clear(places, taken + others + [glyph for glyph in app.pads.glyph_rects])
            surface.blit(g, rect)
            app.pads.glyph_rects.append(rect)


def _card_rect(node) -> pygame.Rect:
    """Where a card node of the hand lies on the screen now (lifted or not)."""
    w = round(node.drawable.width * node.scale)
    rect = pygame.Rect(0, 0, w, card_height(w))
    rect.center = (round(node.x + node.offset_x), round(node.y + node.offset_y))
    return rect


def _index_rect(node) -> pygame.Rect:
    """A card's corner index (its top left): what a glyph must never cover."""
    r = _card_rect(node)
    return pygame.Rect(r.x, r.y, round(r.w * 0.34), round(r.h * 0.3))  # with a margin


def _clear(places: list[pygame.Rect], taken: list[pygame.Rect]) -> pygame.Rect:
    """The first of `places` clear of every rect in `taken` (else the first)."""
    return next((p for p in places if p.collidelist(taken) < 0), places[0])


def glyph_after(app, screen, surface, text_img: pygame.Surface, rect: pygame.Rect, key: int) -> None:
    """`text_img` drawn in `rect` with the glyph of `key` after it (both centred on the rect's centre)."""
    images = glyphs(app, screen, (key,), round(text_img.get_height() * 1.05))[:1]
    gap = app.ctx.px(8)
    width = text_img.get_width() + sum(g.get_width() + gap for g in images)
    x = rect.centerx - width // 2
    surface.blit(text_img, text_img.get_rect(midleft=(x, rect.centery)))
    x += text_img.get_width() + gap
    for g in images:
        surface.blit(g, g.get_rect(midleft=(x, rect.centery)))


def _notes_tops(app, height: int) -> tuple[list[int], list[pygame.Rect]]:
    """Where the notes (`height` pixels of them) may start, best first, and what they must keep off: at
    the table above its pile ring, else in the turn's prompt band, else under the top seats, clear of
    every seat's plate and the table's words (issue 41: over ten seats they covered the top plates);
    over a menu or a dialog (the table shaded under it) at the window's top or bottom, clear of its
    panel and words (they covered "Paused"); elsewhere the window's top."""
    px = app.ctx.px
    w, h = app.ctx.size
    top = app.top
    if top is not None and not is_screen(top, "table"):
        panel = getattr(top, "panel", None)
        taken = widget_rects(top) + ([panel] if isinstance(panel, pygame.Rect) else [])
        texts = getattr(top, "drawn_texts", [])  # its own drawn words (a list, or a method that says them)
        taken += [pygame.Rect(r) for _t, r in (texts() if callable(texts) else texts)]
        return [px(10), h - px(10) - height], taken
    scene = getattr(top, "scene", None)
    if scene is None:
        return [px(10)], []
    L = scene.layout
    taken = [s.area for s in L.seats if not s.local] + [r for _t, r in getattr(top, "drawn_texts", [])]
    taken.append(pygame.Rect(0, L.prompt.bottom, w, h))  # the person's hand and plate
    band = [L.prompt.top, L.prompt.top + L.prompt_line + px(4)]
    middle = [s.area.bottom for s in L.seats if not s.local and w / 3 < s.area.centerx < w * 2 / 3]
    under = [max(middle) + px(4)] if middle else []  # under the seats at the top, over the piles
    over_piles = [L.ring.top + px(6)]  # over the piles' top half: no words there
    return [max(px(10), L.ring.top - px(64)), *band, *under, *over_piles, px(10)], taken


def _notes_place(
    column: pygame.Rect, tops: list[int], taken: list[pygame.Rect], width: int, margin: int
) -> tuple[pygame.Rect, str, int]:
    """Where the notes' `column` goes, the side its notes keep to and how much of `taken` it covers
    (pixels): at the first of `tops` where it covers nothing, centred, else against the window's left or
    right edge (a ten-seat round summary at 960x540 fills the middle of its top and of its bottom: the
    title, the button); where every place covers something, the one that covers the least."""
    places = []
    for top in tops:
        for side, x in (("centerx", width // 2), ("left", margin), ("right", width - margin)):
            rect = column.copy()
            rect.top = top
            setattr(rect, side, x)
            covered = sum(c.w * c.h for c in (rect.clip(t) for t in taken))
            if not covered:
                return rect, side, 0
            places.append((rect, side, covered))
    return min(places, key=lambda place: place[2])


def _draw_notes(app, surface) -> None:
    """The pads' notes, newest last, in a column clear of the screen's words; where the column finds no
    clear place, only the newest notes (at least the newest), then the notes wrapped to half the
    window's width: the others run out unseen rather than cover the words (two notes over a ten-seat
    summary at 960x540, 150%, had no room but over its title). Where nothing fits clear, the place
    that covers the least."""
    notes = app.pads.notes
    if not notes:
        return
    ctx = app.ctx
    width, gap = ctx.size[0], ctx.px(6)
    tried = []
    for wrap in (width - ctx.px(80), width // 2 - ctx.px(40)):
        boxes = [_note_box(ctx, note, wrap) for note in notes]
        for first in range(len(boxes)):
            shown = boxes[first:]
            column = pygame.Rect(0, 0, max(b.get_width() for b in shown), 0)
            column.h = sum(b.get_height() + gap for b in shown)
            tops, taken = _notes_tops(app, column.h)
            rect, side, covered = _notes_place(column, tops, taken, width, ctx.px(10))
            tried.append((covered, rect, side, shown))
            if not covered:
                break
        if not covered:
            break
    _covered, column, side, shown = min(tried, key=lambda t: t[0])
    y = column.top
    for box in shown:
        rect = box.get_rect(top=y)
        setattr(rect, side, getattr(column, side))  # the notes' column centred, or against its edge
        surface.blit(box, rect)
        app.pads.note_rects.append(rect)
        y += box.get_height() + gap


def _note_box(ctx, note, wrap: int) -> pygame.Surface:
    """A note's box: its words wrapped at `wrap` pixels, fading out in its last 0.4 s."""
    font = ctx.font(17, True)
    img = font.render(note.text, True, (255, 255, 255), wraplength=wrap)
    alpha = max(0, min(255, round(255 * note.left / 0.4)))
    box = pygame.Surface(img.get_rect().inflate(ctx.px(24), ctx.px(12)).size, pygame.SRCALPHA)
    pygame.draw.rect(box, (20, 24, 40, min(alpha, 225)), box.get_rect(), border_radius=ctx.px(10))
    pygame.draw.rect(box, (110, 225, 255, alpha), box.get_rect(), max(1, ctx.px(2)), border_radius=ctx.px(10))
    img.set_alpha(alpha)
    box.blit(img, (ctx.px(12), ctx.px(6)))
    return box


__all__ = ["KEYS", "draw_pad_layer", "hints_for"]
