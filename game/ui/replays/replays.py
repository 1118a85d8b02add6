"""Replays: the finished games kept in `<data>/replays/`, newest first, and one of them watched again on
the table.

The list shows each game as a card (its edition, date, length, players and winner) with Watch and Review,
a page at a time; a replay that cannot be
read is set aside by storage and told like any bad file (game/ui/kit/notices.py). Watching, a
`ReplayPlayer` (game/play/replay.py, no pygame) makes the logged moves through a `Match`, and this
screen shows them on the table's own scene from one seat's side, as a spectator: nothing here can make a
move. The controls: play/pause (Space), one move on (Right arrow), the speed (+ and -), whose side is
watched (Tab cycles the seats: the game is over, any hand may be watched), back to the list (Escape).
"""

from __future__ import annotations

import functools
import logging
from datetime import UTC, datetime
from typing import TYPE_CHECKING

import pygame

from game.play.replay import SPEEDS, ReplayPlayer, summary
from game.scene.table import TableScene
from game.ui.kit import DecoratedScreen, Screen, tokens
from game.ui.kit.back import back_button, bar_top
from game.ui.kit.notices import show_notices

if TYPE_CHECKING:
    from game.scene.cardart import CardArt
from game.ui.kit.widgets import Decor, Plate
from game.ui.replays.card import ReplayCard
from game.ui.screens import make
from game.ui.table.movelog import MoveLog

log = logging.getLogger(__name__)


def when(stamp: str, language: str) -> str:
    """An ISO time (UTC) in the player's language and time zone; the text itself if it is not one."""
    from babel.dates import format_datetime

    try:
        moment = datetime.fromisoformat(stamp.replace("Z", "+00:00"))
    except ValueError:
        return stamp
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=UTC)
    try:
        return format_datetime(moment.astimezone(), "short", locale=language)
    except Exception:  # an unknown locale: the ISO form, never a failure
        return moment.strftime("%Y-%m-%d %H:%M")


def fit_text(button, text: str, width: int) -> str:
    """`text` shortened with an ellipsis until the button's font fits it in `width`."""
    font = button.font
    if font.size(text)[0] <= width:
        return text
    while text and font.size(text + "…")[0] > width:
        text = text[:-1]
    return text.rstrip(" ,") + "…"


class ReplaysScreen(DecoratedScreen):
    """The kept replays, newest first, each a card (game/ui/replays/card.py) with Watch and Review; a
    page of them at a time. With none kept yet, an invitation to play a first game."""

    def __init__(self, app) -> None:
        super().__init__(app)
        self.page = 0
        self.entries: list | None = None  # (path, SavedGame) of the replays that could be read
        self.cards: list[tuple] = []  # (path, game, its card, Watch, Review) on the page shown
        self.entered = False
        self._art: CardArt | None = None

    def load(self) -> list:
        """Read every kept replay (bad ones are set aside, their notices shown when the list opens)."""
        storage = self.ctx.storage
        found = []
        if storage is not None:
            for path in reversed(storage.list_replays()):
                game = storage.load_replay(path)
                if game is not None:
                    found.append((path, game))
        self.entries = found
        return found

    def enter(self) -> None:
        self.load()
        super().enter()
        self.entered = True
        show_notices(self.app)

    def resume(self) -> None:
        self._built_for = None  # a replay may have been set aside while it was opened
        super().resume()
        show_notices(self.app)

    def card_words(self, game) -> tuple[str, str, str]:
        """(the edition, when it was played and how many moves it took, who won)."""
        line = summary(game)
        edition = self.t(f"edition-{line.ruleset}")
        played = self.t(
            "ui-replays-when", date=when(line.finished, self.ctx.localizer.language), moves=line.moves
        )
        if line.winners:
            return edition, played, self.t("ui-replays-winner", winner=" & ".join(line.winners))
        return edition, played, self.t("ui-replays-no-winner")

    def art(self):
        if self._art is None:
            from game.scene.cardart import CardArt

            self._art = CardArt(self.ctx.settings.colorblind)
        return self._art

    def columns(self) -> int:
        return 2 if self.ctx.size[0] / self.ctx.scale >= 1000 else 1

    def build(self) -> None:
        ctx = self.ctx
        w, h = ctx.size
        px = self.px
        self.decor = Decor()
        self.cards = []
        entries = self.entries if self.entries is not None else self.load()
        m, gap = px(tokens.SPACE_L), px(tokens.SPACE_M)
        title = self.fitted_label((m, px(tokens.SPACE_M), w - 2 * m, px(56)), self.t("ui-replays-title"))
        top, bottom = title.rect.bottom + px(tokens.SPACE_S), bar_top(self)
        if not entries:
            self.build_empty(pygame.Rect(m, top, w - 2 * m, bottom - top))
            back_button(self)
            if self.focus < 0:
                self.focus = 0  # the first game to play
            return
        cols = self.columns()
        card_h = px(112)
        rows = max(1, (bottom - top + gap) // (card_h + gap))
        per_page = rows * cols
        pages = max(1, -(-len(entries) // per_page))
        self.page = min(self.page, pages - 1)
        card_w = (w - 2 * m - (cols - 1) * gap) // cols
        shown = entries[self.page * per_page : (self.page + 1) * per_page]
        pad = px(tokens.SPACE_S)
        button_h = (card_h - 3 * pad) // 2
        font = ctx.font(tokens.TYPE_BODY, True)
        words = (self.t("ui-replays-watch"), self.t("review-button"))
        button_w = min(card_w // 3, max(px(130), max(font.size(t)[0] for t in words) + button_h + 3 * pad))
        for i, (path, game) in enumerate(shown):
            row, col = divmod(i, cols)
            rect = pygame.Rect(m + col * (card_w + gap), top + row * (card_h + gap), card_w, card_h)
            card = ReplayCard(self, rect, summary(game), self.card_words(game), self.art(), delay=0.04 * i)
            self.decor.add(card)
            bx = rect.right - pad - button_w
            card.text_right = bx
            watch = self.button(
                (bx, rect.y + pad, button_w, button_h),
                words[0],
                functools.partial(self.open, path),
                "#ghost_bold",
            )
            review = self.button(
                (bx, rect.y + 2 * pad + button_h, button_w, button_h),
                words[1],
                functools.partial(self.review, path),
                "#ghost_bold",
            )
            self.decor.add(Plate(self, watch, icon="play", accent=tokens.CARD_FILL["g"]))
            self.decor.add(Plate(self, review, icon="statistics"))
            self.cards.append((path, game, card, watch, review))
        back_button(self)
        if pages > 1:
            self.build_pager(pages)
        if self.focus < 0:
            self.focus = 0

    def build_pager(self, pages: int) -> None:
        """Previous, the page and Next at the bottom bar's right (Back keeps its corner)."""
        w, h = self.ctx.size
        px = self.px
        bh = px(48)
        y = h - px(64)
        bw = px(160)
        right = w - px(tokens.SPACE_L)
        nxt = self.button(
            (right - bw, y, bw, bh),
            self.t("ui-replays-next"),
            self.next,
            "#ghost_bold",
            enabled=self.page < pages - 1,
        )
        text = self.t("ui-replays-page", page=self.page + 1, pages=pages)
        tw = self.ctx.font(tokens.TYPE_BODY).size(text)[0] + px(tokens.SPACE_M)
        self.label((nxt.rect.x - tw, y, tw, bh), text)
        prev = self.button(
            (nxt.rect.x - tw - bw, y, bw, bh),
            self.t("ui-replays-previous"),
            self.previous,
            "#ghost_bold",
            enabled=self.page > 0,
        )
        for b in (prev, nxt):
            self.decor.add(Plate(self, b))

    def build_empty(self, area: pygame.Rect) -> None:
        """No game kept yet: a fan of cards, what this screen will hold, and a first game to start."""
        px = self.px
        self.fan = pygame.Rect(0, 0, area.w, max(px(60), area.h * 2 // 5))
        self.fan.midtop = (area.centerx, area.y)
        y = self.fan.bottom + px(tokens.SPACE_M)
        heading = self.label((area.x, y, area.w, px(44)), self.t("ui-replays-empty"), "#heading_center")
        words = self.label(
            (area.x, heading.rect.bottom, area.w, px(30)), self.t("ui-replays-none"), "#center"
        )
        start = self.button(
            (area.centerx - px(160), words.rect.bottom + px(tokens.SPACE_M), px(320), px(52)),
            self.t("ui-replays-first-game"),
            lambda: self.app.replace(make("new_game", self.app)),
            "#tile",
        )
        self.grow_to_text(start)
        self.decor.add(Plate(self, start, icon="new", accent=tokens.CARD_FILL["r"]))

    def draw_under_decor(self, surface) -> None:
        if self.entries or getattr(self, "fan", None) is None:
            return
        art = self.art()
        h = self.fan.h
        width = round(h / 1.5 * 0.8)
        for k, (code, angle) in enumerate((("back", 14), ("r7", 0), ("back", -14))):
            try:
                img = pygame.transform.rotozoom(art.face(code, width), angle, 1.0)
            except Exception:
                continue
            x = self.fan.centerx + (k - 1) * width * 2 // 3
            surface.blit(img, img.get_rect(center=(x, self.fan.centery + abs(k - 1) * width // 8)))

    def previous(self) -> None:
        self.page = max(0, self.page - 1)
        self.rebuild()

    def next(self) -> None:
        self.page += 1
        self.rebuild()

    def opened(self, path):
        """The replay at `path` read whole for watching (None, told, when the rules refuse its moves)."""
        storage = self.ctx.storage
        game = storage.open_replay(path) if storage is not None else None
        if game is None:
            self.load()
            self.rebuild()
            show_notices(self.app)
        return game

    def open(self, path) -> None:
        """Watch the replay at `path` (one whose moves the rules refuse is set aside and told)."""
        game = self.opened(path)
        if game is not None:
            self.app.push("replay", game)

    def review(self, path) -> None:
        """The expert's review of the replay at `path`, for its first person."""
        game = self.opened(path)
        if game is not None:
            self.app.push("review", game)


#: the replay's column of controls, in design units (the table's hand leaves it and a margin free)
CONTROLS_W = 270


class ReplayScreen(Screen):
    """One finished game watched again on the table's scene, from one seat's side (read-only)."""

    def __init__(
        self,
        app,
        game,
        start: int = 0,
        instead: tuple | None = None,
        caption: str = "",
        seat: int | None = None,
    ) -> None:
        """`instead`, `caption`: the review's better move, made in place of move `start` (`review`);
        without `instead`: the game from move `start` on, watched from `seat` (the review's moment)."""
        super().__init__(app)
        self.player = ReplayPlayer(game, start, instead, seat)
        self.caption = caption
        self.caption_at = None if instead is not None else start  # the moment's caption: said there only
        self.caption_rects: list[pygame.Rect] = []  # where the caption's lines were drawn (tests)
        self.scene: TableScene | None = None
        self.movelog = MoveLog(self.player, app.ctx)
        self.buttons: dict = {}
        self._shown: tuple | None = None  # what the buttons say, to re-word them only on a change
        self.drawn_texts: list[tuple[str, pygame.Rect]] = []  # the words drawn last frame, and where

    # ------------------------------------------------------------------------------------ scene
    def make_scene(self) -> None:
        player = self.player
        seats = player.seats
        self.scene = TableScene(
            self.ctx.size,
            len(seats),
            player.viewer,
            player.ruleset,
            [s.name for s in seats],
            [s.kind != "person" for s in seats],
            speed=self.ctx.speed,
            colour_blind=self.ctx.settings.colorblind,
            seed=player.seed,
            text=self.ctx.t,
            ui_scale=self.ctx.table_scale,
            buttons_w=CONTROLS_W + 30,
        )
        self.scene.audio = self.ctx.audio
        self.movelog.show_all()  # a new scene has nothing queued that could still land
        if not self.show_moves():  # a seat changed: the table laid out at once from its side
            self.scene.snap(player.view)

    def show_moves(self) -> bool:
        """Feed the scene the moves made since the last frame, as the watched seat saw them."""
        updates = self.player.poll()
        for update in updates:
            if self.scene is not None:
                landed = self.movelog.withhold(update.events, update.by)
                self.scene.feed(list(update.events), update.view, landed=landed)
        return bool(updates)

    def enter(self) -> None:
        self.make_scene()
        super().enter()

    def exit(self) -> None:
        super().exit()
        self.player.close()

    def on_resize(self) -> None:
        super().on_resize()
        if self.scene is not None:
            self.scene.resize(self.ctx.size, self.ctx.table_scale)

    def on_language(self) -> None:
        if self.scene is not None:
            self.scene.refresh_words()

    # ------------------------------------------------------------------------------------ controls
    def build(self) -> None:
        """The controls in three rows of two where the table's own stand (bottom right, in the column the
        table leaves its buttons): six in a column ran up over the seats' plates (issue 41)."""
        w, h = self.ctx.size
        px = self.px
        bw, bh, gap = px(CONTROLS_W), px(42), px(8)
        x = w - bw - px(14)
        rows = [  # bottom up: (key, text, callback, share of the row's width)
            [
                ("review", self.t("review-button"), self.review, 0.5),
                ("back", self.t("ui-back"), self.app.pop, 0.5),
            ],
            [("step", self.t("ui-replay-step"), self.step, 0.66), ("speed", "", self.faster, 0.34)],
            [("play", "", self.toggle, 0.5), ("seat", "", self.next_seat, 0.5)],
        ]
        if self.caption:  # a better move of the review: no review of it
            rows[0] = [("back", self.t("ui-back"), self.app.pop, 1.0)]
        b = {}
        for i, row in enumerate(rows):
            y = h - px(14) - bh - i * (bh + gap)
            at = x
            for k, (key, text, callback, share) in enumerate(row):
                width = bw - (at - x) if k == len(row) - 1 else round((bw - gap) * share)
                b[key] = self.button((at, y, width, bh), text, callback)
                at += width + gap
        self.buttons = b
        self._shown = None
        self.refresh()

    def refresh(self) -> None:
        """The buttons say the state: play or pause, the speed, whose side is watched; step only before
        the end."""
        p = self.player
        state = (p.playing, p.speed, p.viewer, p.at_end)
        if state == self._shown or not self.buttons:
            return
        self._shown = state
        b = self.buttons
        b["play"].set_text(self.t("ui-replay-pause") if p.playing else self.t("ui-replay-play"))
        b["speed"].set_text(self.speed_text())
        b["speed"].set_tooltip(self.t("ui-replay-speed", speed=self.speed_text()))
        seat = b["seat"]
        seat.set_text(
            fit_text(seat, self.t("ui-replay-seat", player=p.seats[p.viewer].name), seat.rect.w - self.px(12))
        )
        seat.set_tooltip(self.t("ui-replay-seat", player=p.seats[p.viewer].name))
        for key in ("play", "step"):
            if p.at_end:
                b[key].disable()
            else:
                b[key].enable()

    def caption_in(self, surface, text: str, band: pygame.Rect) -> list[pygame.Rect]:
        """`text` in gold from the top of `band`, centred, wrapped to a column no wider than the controls
        (or a third of the window), a point smaller at a time until its lines fit the band's height."""
        from game.scene.textwrap import wrap

        width = min(band.width, max(self.px(CONTROLS_W), self.ctx.size[0] // 3))
        size = 18
        while True:
            font = self.ctx.font(size, True)
            lines = wrap(font, text, width) or [text]
            if len(lines) * font.get_linesize() <= band.height or size <= 9:
                break
            size -= 1
        rects = []
        for i, words in enumerate(lines[: max(1, band.height // font.get_linesize())]):
            img = font.render(words, True, tokens.GOLD_TEXT)
            rect = img.get_rect(midtop=(band.centerx, band.top + i * font.get_linesize()))
            surface.blit(img, rect)
            rects.append(rect)
        return rects

    def review(self) -> None:
        self.player.playing = False
        self.app.push("review", self.player.game, self.player.viewer)

    def speed_text(self) -> str:
        from babel.numbers import format_decimal

        return format_decimal(self.player.speed, locale=self.ctx.localizer.language) + "×"

    def toggle(self) -> None:
        self.player.toggle()
        self.refresh()

    def step(self) -> None:
        self.player.playing = False
        self.player.step()
        self.refresh()

    def faster(self) -> None:
        """The speed button cycles from the slowest to the fastest and round again."""
        p = self.player
        p.speed_index = (p.speed_index + 1) % len(SPEEDS)
        self.refresh()

    def next_seat(self) -> None:
        self.watch(self.player.viewer + 1)

    def watch(self, seat: int) -> None:
        self.player.watch(seat)
        self.make_scene()
        self.rebuild()

    def on_key(self, event) -> bool:
        key = event.key
        if key == pygame.K_SPACE:
            self.toggle()
        elif key == pygame.K_RIGHT:
            self.step()
        elif key in (pygame.K_PLUS, pygame.K_KP_PLUS, pygame.K_EQUALS):
            self.player.faster()
            self.refresh()
        elif key in (pygame.K_MINUS, pygame.K_KP_MINUS):
            self.player.slower()
            self.refresh()
        elif key == pygame.K_TAB:
            self.next_seat()
        else:
            return False
        return True

    def on_event(self, event) -> bool:
        if event.type == pygame.MOUSEWHEEL:
            self.movelog.scroll(event.y)
            return True
        return False

    # ------------------------------------------------------------------------------------ frame
    def update(self, dt: float) -> None:
        scene = self.scene
        assert scene is not None, "the scene is made when the screen is entered"
        self.show_moves()
        scene.update(dt)
        self.player.tick(dt, ready=not scene.busy)
        self.show_moves()
        self.refresh()
        super().update(dt)

    def draw(self, surface) -> None:
        scene = self.scene
        assert scene is not None, "the scene is made when the screen is entered"
        scene.draw(surface)
        self.movelog.draw(surface, scene.layout, scene.me)
        p = self.player
        text = self.t("ui-replay-move", move=p.position, moves=len(p.moves))
        if self.caption and self.caption_at in (None, p.position):  # the review's move or moment
            text = self.caption
        elif p.at_end and not scene.busy:
            line = summary(p.game)
            won = " & ".join(line.winners)
            text = self.t("ui-replay-end", winner=won) if won else self.t("ui-replay-end-nobody")
        # in the turn's prompt band, under the piles: clear of every seat and card (issue 41: above the
        # controls it ran over the plates at the right), wrapped where it is long (issue 42)
        self.caption_rects = self.caption_in(surface, text, scene.layout.prompt)
        self.drawn_texts = [(text, rect) for rect in self.caption_rects]
        if self.manager is not None:
            self.manager.draw_ui(surface)
