"""Replays: the finished games kept in `<data>/replays/`, newest first, and one of them watched again on
the table.

The list shows each game's date, edition, players and winner, a page at a time; a replay that cannot be
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

import pygame

from game.play.replay import SPEEDS, ReplayPlayer, summary
from game.scene.table import TableScene
from game.ui.kit import Screen
from game.ui.kit.notices import show_notices
from game.ui.table.movelog import MoveLog

log = logging.getLogger(__name__)

#: rows of the list shown at once (a page)
PAGE = 7


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


class ReplaysScreen(Screen):
    """The list of kept replays, newest first; a row opens that game to watch."""

    def __init__(self, app) -> None:
        super().__init__(app)
        self.page = 0
        self.entries: list | None = None  # (path, SavedGame) of the replays that could be read

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
        show_notices(self.app)

    def resume(self) -> None:
        self._built_for = None  # a replay may have been set aside while it was opened
        super().resume()
        show_notices(self.app)

    def row_text(self, game) -> str:
        line = summary(game)
        winner = " & ".join(line.winners) if line.winners else "–"
        return self.t(
            "ui-replays-row",
            date=when(line.finished, self.ctx.localizer.language),
            edition=self.t(f"edition-{line.ruleset}"),
            players=", ".join(line.names),
            winner=winner,
        )

    def build(self) -> None:
        ctx = self.ctx
        w, h = ctx.size
        px = self.px
        entries = self.entries if self.entries is not None else self.load()
        self.fitted_label((0, h * 0.04, w, px(56)), self.t("ui-replays-title"))
        pages = max(1, -(-len(entries) // PAGE))
        self.page = min(self.page, pages - 1)
        top = int(h * 0.04) + px(72)
        row_h, gap = px(46), px(8)
        width = min(w - px(40), px(1100))
        x = (w - width) // 2
        if not entries:
            self.label((x, top + px(40), width, px(40)), self.t("ui-replays-none"))
        shown = entries[self.page * PAGE : (self.page + 1) * PAGE]
        for i, (path, game) in enumerate(shown):
            rect = pygame.Rect(x, top + i * (row_h + gap), width, row_h)
            button = self.button(rect, "", functools.partial(self.open, path))
            button.set_text(fit_text(button, self.row_text(game), width - px(16)))
        bw, bh = px(200), px(44)
        y = h - bh - px(18)
        if pages > 1:
            self.button((x, y, bw, bh), self.t("ui-replays-previous"), self.previous, enabled=self.page > 0)
            self.label(
                (x + bw, y, width - 2 * bw, bh), self.t("ui-replays-page", page=self.page + 1, pages=pages)
            )
            self.button(
                (x + width - bw, y, bw, bh),
                self.t("ui-replays-next"),
                self.next,
                enabled=self.page < pages - 1,
            )
            y -= bh + px(10)
        self.button(((w - bw) // 2, y, bw, bh), self.t("ui-back"), self.app.pop)
        if self.focus < 0:
            self.focus = 0

    def previous(self) -> None:
        self.page = max(0, self.page - 1)
        self.rebuild()

    def next(self) -> None:
        self.page += 1
        self.rebuild()

    def open(self, path) -> None:
        """Watch the replay at `path` (one whose moves the rules refuse is set aside and told)."""
        storage = self.ctx.storage
        game = storage.open_replay(path) if storage is not None else None
        if game is None:
            self.load()
            self.rebuild()
            show_notices(self.app)
            return
        self.app.push("replay", game)


class ReplayScreen(Screen):
    """One finished game watched again on the table's scene, from one seat's side (read-only)."""

    def __init__(self, app, game, start: int = 0, instead: tuple | None = None, caption: str = "") -> None:
        """`instead`, `caption`: the review's better move, made in place of move `start` (`review`)."""
        super().__init__(app)
        self.player = ReplayPlayer(game, start, instead)
        self.caption = caption
        self.scene: TableScene | None = None
        self.movelog = MoveLog(self.player, app.ctx)
        self.buttons: dict = {}
        self._shown: tuple | None = None  # what the buttons say, to re-word them only on a change

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
        w, h = self.ctx.size
        px = self.px
        bw, bh, gap = px(200), px(42), px(8)
        x = w - bw - px(14)
        rows = [  # bottom up, where the table's own controls stand
            ("back", self.t("ui-back"), self.app.pop),
            ("step", self.t("ui-replay-step"), self.step),
            ("speed", "", self.faster),
            ("seat", "", self.next_seat),
            ("play", "", self.toggle),
        ]
        if not self.caption:  # the whole game: the expert's review of it (issue 33)
            rows.insert(1, ("review", self.t("review-button"), self.review))
        b = {}
        for i, (key, text, callback) in enumerate(rows):
            y = h - px(14) - bh - i * (bh + gap)
            b[key] = self.button((x, y, bw, bh), text, callback, "#uno" if key == "play" else None)
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
        b["speed"].set_text(self.t("ui-replay-speed", speed=self.speed_text()))
        seat = b["seat"]
        seat.set_text(
            fit_text(seat, self.t("ui-replay-seat", player=p.seats[p.viewer].name), seat.rect.w - self.px(12))
        )
        for key in ("play", "step"):
            if p.at_end:
                b[key].disable()
            else:
                b[key].enable()

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
        if self.caption:  # the review's better move: said instead of the move count
            text = self.caption
        elif p.at_end and not scene.busy:
            line = summary(p.game)
            won = " & ".join(line.winners)
            text = self.t("ui-replay-end", winner=won) if won else self.t("ui-replay-end-nobody")
        play = self.buttons.get("play")
        if play is not None:  # above the controls, clear of every seat
            where = (self.ctx.size[0] - self.px(14), play.rect.top - self.px(6))
            self.text(surface, text, where, 18, (255, 230, 120), bold=True, anchor="bottomright")
        if self.manager is not None:
            self.manager.draw_ui(surface)
