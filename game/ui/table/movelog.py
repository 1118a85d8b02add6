"""The table's move log: the port's log (message ids and arguments) as lines in the UI's language,
drawn as a translucent box in a corner of the table clear of every seat, scrolled back with the mouse
wheel. The table screen owns one `MoveLog` and draws it over its scene.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.play import log_entries
from game.scene.textwrap import wrap
from game.scene.towers_tray import local_top

#: the most lines shown at once (fewer when the table leaves no room for them)
LINES = 7
#: the box's width and inner margin, and the text's size, at the base window size (scaled with it)
WIDTH, PAD, FONT_SIZE = 330, 6, 14
#: sentences kept at most (more: worded again from scratch; the match keeps only its last entries)
SAID_MAX = 4000


def said_name(localizer, who, seats) -> str:
    """How a log entry names a seat: a seat number is the seat's name now; else the name the entry
    keeps (a network table's: who made the move then), or a computer that moved in a person's place
    (("stand_in", name): "Computer for Alice")."""
    if isinstance(who, int):
        return seats[who].name
    if isinstance(who, tuple | list) and len(who) == 2 and who[0] == "stand_in":
        return localizer.format("net-log-stand-in", player=str(who[1]))
    return str(who)


class MoveLog:
    """The log keeps pace with the table: a move's lines are withheld (`withhold`) when its events are
    given to the scene, and each appears as the animation of its event lands (`reveal`)."""

    def __init__(self, port, ctx):
        self.port = port  # the table's TablePort: its log and the seats' names
        self.ctx = ctx
        self.offset = 0  # lines scrolled back from the newest
        self.withheld = 0  # the newest entries of the port's log whose animations have not landed
        self.shown: pygame.Rect | None = None  # where the log was drawn last (None: nothing to show)
        self._said: dict[int, tuple] = {}  # id(entry) -> (entry, its sentence) as `_said_for` words it
        self._said_for: tuple = ()
        self._box: pygame.Surface | None = None  # the box of lines drawn last, for `_box_for`
        self._box_for: tuple = ()

    def entries(self) -> list:
        """The port's log as far as the table has shown it."""
        log = self.port.log
        return log[: max(0, len(log) - self.withheld)]

    def lines(self) -> list[str]:
        """The entries shown, as sentences. Each entry is worded once while the language, the seats'
        names and the house rules stay the same (issue 44: every frame worded the whole log again)."""
        loc = self.ctx.localizer
        setting = (loc, loc.language, tuple(s.name for s in self.port.seats), repr(self.port.view.options))
        if setting != self._said_for or len(self._said) > SAID_MAX:
            self._said, self._said_for = {}, setting
        said = self._said
        out = []
        for entry in self.entries():
            kept = said.get(id(entry))
            if kept is None or kept[0] is not entry:  # (the entry is kept with it: its id is not reused)
                kept = said[id(entry)] = (entry, self.format([entry])[0])
            out.append(kept[1])
        return out

    def withhold(self, events, by: int | None) -> Callable[[int], None]:
        """A move's `events` (told as the port's log tells them) go to the scene: their lines wait. The
        scene's `landed(i)` for them: event i has landed, its lines show."""
        counts = [len(log_entries(events[: i + 1], by)) for i in range(len(events))]
        steps = [max(0, n - max(counts[:i], default=0)) for i, n in enumerate(counts)]
        self.withheld += sum(steps)

        def landed(i: int) -> None:
            self.reveal(steps[i])

        return landed

    def reveal(self, count: int) -> None:
        self.withheld = max(0, self.withheld - count)

    def show_all(self) -> None:
        """The table was laid out anew (nothing queued is going to land): every line shows."""
        self.withheld = 0

    def format(self, entries) -> list[str]:
        """Log entries (message id, arguments with seats and card codes) as sentences in the UI's
        language."""
        seats = self.port.seats
        out = []
        loc = self.ctx.localizer
        for msg_id, args in entries:
            a = dict(args)
            for key in ("player", "other", "catcher"):
                if key in a:
                    a[key] = self.name(a[key], seats)
            if "card" in a:  # a custom wild or a blank card with the rule it carries at this table
                a["card"] = loc.card_name(a["card"], self.port.view.house_rule(a["card"]))
            out.append(loc.format(msg_id, **a))
        return out

    def name(self, who, seats) -> str:
        return said_name(self.ctx.localizer, who, seats)

    def told(self, names, seats) -> list[str] | None:
        """A move's seats as its sentences name them (`Update.names`: whoever made the move then, or a
        computer for them), for the table's moments to say as the log does; None: the plates' names."""
        return None if names is None else [self.name(who, seats) for who in names]

    def font(self) -> pygame.font.Font:
        return self.ctx.font(FONT_SIZE)

    def text_width(self) -> int:
        """The width a line of the log may take in the window's current size."""
        return self.ctx.px(WIDTH) - 2 * self.ctx.px(PAD)

    def scroll(self, steps: int) -> None:
        """The mouse wheel: up (positive) shows older lines."""
        self.offset = max(0, self.offset + steps)

    def rect(self, layout, me: int, lines: int, line_h: int) -> pygame.Rect:
        """Where the log goes: bottom left above the local plate (and no wider, issue 41: it covered the
        hand's first cards), else top left, clear of every seat (fewer lines when space is short)."""
        px = self.ctx.px
        width, pad = px(WIDTH), px(PAD)
        others = [sl.area for sl in layout.seats if not sl.local] + [layout.center_area]
        local = layout.seat(me).plate
        # above the plate and its towers (power); the arrow keys' glyphs find a place of their own
        # (game/ui/pad/hints.py): a row kept for them lifted the log into the big moments' way
        floor = local_top(layout)
        for n in range(lines, 1, -1):
            h = n * line_h + 2 * pad
            for rect in (  # over the plate no wider than it: the hand starts at its right end
                pygame.Rect(px(8), floor - px(10) - h, min(width, local.right - px(8)), h),
                pygame.Rect(px(8), px(8), width, h),
            ):
                if rect.top >= 0 and rect.collidelist(others) < 0 and not rect.colliderect(local):
                    return rect
        return pygame.Rect(px(8), px(8), width, 2 * line_h + 2 * pad)

    def _rows(self, font: pygame.font.Font, line: str, width: int) -> list[str]:
        """`line` wrapped to `width` in `font` (`wrap` keeps what it worked out: a long game's log is not
        measured again at every frame)."""
        return wrap(font, line, width, "  ", break_words=True)

    def draw(self, surface, layout, me: int) -> None:
        """The newest lines that fit (or older ones, scrolled back), on the table `layout` seen from `me`.
        A long sentence wraps onto the next line rather than being cut."""
        font = self.font()
        lh = font.get_linesize()
        pad = self.ctx.px(PAD)
        rect = self.rect(layout, me, LINES, lh)
        width = rect.w - 2 * pad
        rows = [row for line in self.lines() for row in self._rows(font, line, width)]
        self.shown = None
        if not rows:
            return
        count = max(1, (rect.h - 2 * pad) // lh)
        self.offset = min(self.offset, max(0, len(rows) - count))
        end = len(rows) - self.offset
        shown = rows[max(0, end - count) : end]
        key = (font, rect.w, pad, tuple(shown))
        box = self._box
        if box is None or key != self._box_for:  # (the same lines: the box drawn last time)
            box = pygame.Surface((rect.w, lh * len(shown) + 2 * pad), pygame.SRCALPHA)
            box.fill((0, 0, 0, 110))
            for i, row in enumerate(shown):
                img = font.render(row, True, (235, 235, 225))
                box.blit(img, (pad, pad + i * lh))
            self._box, self._box_for = box, key
        surface.blit(box, (rect.x, rect.bottom - box.get_height()))
        self.shown = pygame.Rect(rect.x, rect.bottom - box.get_height(), *box.get_size())
