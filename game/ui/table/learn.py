"""Learn to play: the three editions' guided first games (game/play/tutorial.py has the deals and the
steps). Each lesson is a tile, as New game's editions are: a card of the edition, its name, what the
lesson teaches and whether it was finished (`Settings.lessons_done`). A lesson is the real table screen
with a coach (game/ui/table/coach.py) in its corner."""

from __future__ import annotations

import functools
import json
import logging

import pygame

from game.play.port import LocalTable
from game.play.tutorial import EDITIONS, LESSONS, Guide, match_for, resumed_match
from game.rules import RuleError, action_from_json, action_to_json
from game.scene.textwrap import wrap
from game.storage import LessonLeft
from game.ui.kit import ConfirmDialog, DecoratedScreen, paint, tokens
from game.ui.kit.back import back_button, bar_top
from game.ui.kit.icons import draw_icon
from game.ui.kit.widgets import Decor, Drawn, place_words
from game.ui.menus.edition_tile import EDITION_CARDS
from game.ui.netplay.words import player_name
from game.ui.screens import screen_class
from game.ui.table.coach import Coach

log = logging.getLogger(__name__)

#: each lesson's accent: the colour its tile is banded with (the statistics' edition colours)
ACCENTS = {"classic": tokens.CARD_FILL["r"], "power": tokens.CARD_FILL["b"], "modern": tokens.CARD_FILL["g"]}

#: a tile's greatest height at the design size (a big window keeps the tiles together, not stretched)
TILE_HEIGHT = 400


class LearnScreen(DecoratedScreen):
    """Learn to play: one guided game for each edition, as tiles side by side."""

    def __init__(self, app):
        super().__init__(app)
        self.entered = False  # the tiles rise in once, not again on a resize
        self.tiles: dict[str, LessonTile] = {}

    def enter(self) -> None:
        super().enter()
        self.entered = True

    def resume(self) -> None:
        self._built_for = None  # a lesson may have been finished while it was open
        super().resume()

    def build(self) -> None:
        w, h = self.ctx.size
        px = self.px
        self.decor = Decor()
        m, gap = px(tokens.SPACE_L), px(tokens.SPACE_M)
        title = self.fitted_label((m, px(tokens.SPACE_M), w - 2 * m, px(56)), self.t("tutorial-title"))
        sub = self.label((m, title.rect.bottom, w - 2 * m, px(30)), self.t("tutorial-choose"), "#center")
        top = sub.rect.bottom + px(tokens.SPACE_M)
        bottom = bar_top(self)
        tile_w = (w - 2 * m - 2 * gap) // len(EDITIONS)
        tile_h = min(bottom - top, px(TILE_HEIGHT))
        top += (bottom - top - tile_h) // 2
        done = set(self.ctx.settings.lessons_done)
        self.tiles = {}
        for i, ed in enumerate(EDITIONS):
            rect = pygame.Rect(m + i * (tile_w + gap), top, tile_w, tile_h)
            b = self.button(rect, self.t(f"edition-{ed}"), functools.partial(self.begin, ed), "#tile")
            tile = LessonTile(self, b, ed, self.t(f"tutorial-teaches-{ed}"), ed in done, delay=0.06 * i)
            self.tiles[ed] = self.decor.add(tile)
        shared = min(tile.card_height() for tile in self.tiles.values())  # the names on one line
        for tile in self.tiles.values():
            tile.card_h = shared
            place_words(tile.button, "center", "top", 0, tile.title_y() - tile.rect.y)
        back_button(self)
        if self.focus < 0:
            self.focus = 0

    def drawn_texts(self) -> list:
        """The words drawn on the tiles (what the fit tests check)."""
        return self.decor.drawn_texts()

    def begin(self, edition: str) -> None:
        """The lesson; one left before its end asks first: go on from there, or start again."""
        if self.ctx.settings.lesson_left(edition) is None:
            self.app.push(lesson_table(self.app, edition))
            return

        def answered(choice) -> None:
            if choice == "again":
                forget_left(self.ctx, edition)
            if choice in ("again", "on"):
                self.app.push(lesson_table(self.app, edition, go_on=choice == "on"))

        self.app.push(
            ConfirmDialog(
                self.app,
                self.t("tutorial-resume-title"),
                self.t("tutorial-resume-text"),
                [(self.t("tutorial-resume-yes"), "on"), (self.t("tutorial-resume-again"), "again")],
                answered,
                cancel="stay",  # Esc: neither, Learn to play stays
            )
        )


class LessonTile(Drawn):
    """A lesson as a tall tile: the edition's card at the top, its name (the button's words), what the
    lesson teaches, and at the bottom whether it was finished (a gold mark) or not yet."""

    def __init__(self, screen, button, edition: str, teaches: str, finished: bool, delay: float = 0.0):
        super().__init__(screen, button, delay=delay)
        self.edition = edition
        self.teaches = teaches
        self.finished = finished
        self.accent = ACCENTS[edition]
        self.card_h: int | None = None  # the picture's height, the same on every tile (the screen sets it)
        self.drawn_texts: list[tuple[str, pygame.Rect]] = []
        from game.scene.cardart import CardArt

        self._art = CardArt(screen.ctx.settings.colorblind)

    def teach_font(self) -> pygame.font.Font:
        return self.screen.ctx.font(tokens.TYPE_CAPTION + 1)

    def wrapped(self) -> list[str]:
        return wrap(self.teach_font(), self.teaches, self.rect.w - 2 * self.screen.px(tokens.SPACE_M))

    def words_height(self) -> int:
        """The height under the picture: the name, what the lesson teaches, the finished mark."""
        px = self.screen.px
        name_h = self.button.font.size("Ág")[1]
        teach = len(self.wrapped()) * self.teach_font().get_linesize()
        return name_h + teach + self.status_height() + 3 * px(tokens.SPACE_S) + px(tokens.SPACE_M)

    def card_height(self) -> int:
        """The card picture's height: what the words leave of the tile, no more than a big card."""
        px = self.screen.px
        room = self.rect.h - self.words_height() - px(tokens.SPACE_M) - px(tokens.SPACE_S)
        return max(px(36), min(room, px(170)))

    def title_y(self) -> int:
        px = self.screen.px
        card_h = self.card_h if self.card_h is not None else self.card_height()
        return self.rect.y + px(tokens.SPACE_M) + card_h + px(tokens.SPACE_S)

    def status_height(self) -> int:
        return self.screen.ctx.font(tokens.TYPE_CAPTION, True).get_linesize() + self.screen.px(tokens.SPACE_S)

    def teach_lines(self) -> tuple[list[str], int]:
        """What the lesson teaches, wrapped to the tile; (the lines, the y of the first)."""
        px = self.screen.px
        r = self.rect
        font = self.teach_font()
        y = self.title_y() + self.button.font.size("Ág")[1] + px(tokens.SPACE_S)
        room = r.bottom - px(tokens.SPACE_M) - self.status_height() - px(tokens.SPACE_S) - y
        lines = self.wrapped()
        most = max(1, room // font.get_linesize())
        if len(lines) > most:  # short of room: the last line shown is cut (the fit test says so)
            lines = lines[: most - 1] + [paint.fit_text(font, " ".join(lines[most - 1 :]), r.w)]
        return lines, y

    def draw(self, surface: pygame.Surface) -> None:
        px = self.screen.px
        ctx = self.screen.ctx
        r = self.plate_rect()
        radius = px(tokens.RADIUS_LARGE)
        if self.hover > 0:
            paint.glow(surface, r, self.accent, radius, self.hover * 0.8)
        depth = tokens.SHADOW_HIGH if self.hover > 0.5 else tokens.SHADOW_LOW
        paint.rounded(surface, r, self.plate_colour(), radius, depth=depth, px=px)
        band = pygame.Rect(r.x, r.y, r.w, max(2, px(tokens.SPACE_XS + 2)))
        pygame.draw.rect(
            surface, self.accent, band, border_top_left_radius=radius, border_top_right_radius=radius
        )
        # the edition's card, lifted a little by the hover; a second one behind it, fanned
        card_h = self.card_h if self.card_h is not None else self.card_height()
        lift = round(self.hover * px(tokens.SPACE_S)) + self.entry_offset()
        width = round(card_h / 1.5 * 0.86)  # turned a little, the card stays inside its room
        back: pygame.Surface | None = None
        face: pygame.Surface | None = None
        try:
            back = pygame.transform.rotozoom(self._art.face("back", width), 10, 1.0)
            face = pygame.transform.rotozoom(self._art.face(EDITION_CARDS[self.edition], width), -6, 1.0)
        except Exception:  # a card the art cannot draw: the tile without its picture
            back = face = None
        centre = (
            self.rect.centerx,
            self.rect.y + px(tokens.SPACE_M) + card_h // 2 + px(tokens.SPACE_XS) - lift,
        )
        if back is not None and face is not None:
            surface.blit(back, back.get_rect(center=(centre[0] + width // 4, centre[1])))
            surface.blit(face, face.get_rect(center=(centre[0] - width // 8, centre[1])))
        # what the lesson teaches
        self.drawn_texts = []
        font = self.teach_font()
        lines, y = self.teach_lines()
        for line in lines:
            self.drawn_texts.append(
                paint.text(surface, font, line, tokens.TEXT_MUTED, "midtop", (self.rect.centerx, y))
            )
            y += font.get_linesize()
        # finished or not: a gold mark, or a quiet "not yet"
        bold = ctx.font(tokens.TYPE_CAPTION, True)
        left = ctx.settings.lesson_left(self.edition) is not None  # left halfway: it goes on from there
        words = ctx.t(
            "tutorial-finished" if self.finished else "tutorial-left" if left else "tutorial-not-finished"
        )
        icon_w = bold.get_height() if self.finished else 0
        pill_w = min(r.w - 2 * px(tokens.SPACE_S), bold.size(words)[0] + icon_w + 3 * px(tokens.SPACE_S))
        pill = pygame.Rect(0, 0, pill_w, self.status_height())
        pill.midbottom = (self.rect.centerx, self.rect.bottom - px(tokens.SPACE_M))
        fill = tokens.GOLD if self.finished else tokens.SURFACE_SUNKEN
        ink = tokens.TEXT_ON_LIGHT if self.finished else tokens.TEXT_MUTED
        paint.rounded(surface, pill, fill, pill.h // 2)
        x = pill.x + px(tokens.SPACE_S) + px(tokens.SPACE_XS) // 2
        if self.finished:
            draw_icon(surface, "check", pygame.Rect(x, pill.centery - icon_w // 2, icon_w, icon_w), ink)
            x += icon_w
        room = pill.right - px(tokens.SPACE_S) - x
        self.drawn_texts.append(
            paint.text(
                surface,
                bold,
                words,
                ink,
                "midleft",
                (x + max(0, room - bold.size(words)[0]) // 2, pill.centery),
                room,
            )
        )


def mark_done(ctx, edition: str) -> None:
    """`edition`'s lesson was played to its end: its tile says so from now on (kept in the settings),
    and a time it was left before is forgotten."""
    done = ctx.settings.lessons_done
    settings = ctx.settings.with_lesson_left(edition, None)
    ctx.settings = settings if edition in done else settings.replace(lessons_done=(*done, edition))
    ctx.save_settings()


def keep_left(ctx, edition: str, step: int, moves) -> None:
    """The lesson is left before its end: kept (in the settings) to go on with from Learn to play."""
    kept = tuple((seat, json.dumps(action_to_json(action), sort_keys=True)) for seat, action in moves)
    ctx.settings = ctx.settings.with_lesson_left(edition, LessonLeft(edition, step, kept))
    ctx.save_settings()


def forget_left(ctx, edition: str) -> None:
    if ctx.settings.lesson_left(edition) is not None:
        ctx.settings = ctx.settings.with_lesson_left(edition, None)
        ctx.save_settings()


def lesson_table(app, edition: str, go_on: bool = False):
    """The table screen of `edition`'s lesson, its coach in the corner; `go_on`: from where it was left
    (dealt again and played on by the moves kept; from the start when they no longer fit the lesson)."""
    ctx = app.ctx
    # the person's own name, or the neutral one New game and Host give a first seat ("Player"): never
    # "You", which the log and banners put in the third person ("You plays", "Your turn, You")
    names = (player_name(ctx), ctx.t("tutorial-opponent"))
    switches = {"threaded": ctx.threaded, "pacing": ctx.ai_pacing, "catch_hold": ctx.catch_hold}
    guide = Guide(LESSONS[edition], on_over=functools.partial(mark_done, ctx, edition))
    left = ctx.settings.lesson_left(edition) if go_on else None
    port = None
    if left is not None:
        try:
            moves = [(seat, action_from_json(json.loads(move))) for seat, move in left.moves]
            port = LocalTable(resumed_match(edition, names, moves, **switches))
            guide.index = min(left.step, len(guide.lesson.steps) - 1)
        except (ValueError, RuleError):  # kept by another version of the lesson: it starts again
            log.warning("the %s lesson left could not be dealt again: it starts from the beginning", edition)
            forget_left(ctx, edition)
    if port is None:
        match, events = match_for(edition, names, **switches)
        port = LocalTable(match, events)
    table = screen_class("table")(app, port)
    table.coach = Coach(guide, on_leave=functools.partial(keep_left, ctx, edition))
    return table
