"""The main menu: the wordmark over a slow drift of cards, Continue and New game as big tiles (Continue
says what it continues), the other entries as a grid of tiles with icons.

The entries are data (`MENU_ENTRIES`): a feature adds its tile with `add_menu_entry(MenuEntry(...))`
and needs no code here. An entry's action is a screen's name (pushed) or a function of the menu.
"""

from __future__ import annotations

import math
import os
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial

import pygame

from game.ui.kit import DecoratedScreen, Dialog, Screen, tokens
from game.ui.kit.notices import show_notices
from game.ui.kit.showpieces import CardDrift, wordmark
from game.ui.kit.widgets import Decor, Tile, caption_room, motion_seconds, place_words
from game.ui.screens import screen_class

__all__ = ["MainMenu", "MenuEntry", "MENU_ENTRIES", "add_menu_entry"]


@dataclass(frozen=True)
class MenuEntry:
    """One tile of the main menu.

    key: a name for the entry (unique); label: its words' message id; icon: a name in `kit.icons`;
    action: a screen's name to push, or a function of the menu; shown: whether it is offered now
    (None: always); primary: a big tile in the first row; accent: a card colour ("r", "y", "g", "b")
    or "gold" or "danger"; captions: the lines under a big tile's words (a function of the menu);
    words: the tile's words made by a function of the menu (a message with arguments).
    """

    key: str
    label: str
    icon: str
    action: str | Callable[[MainMenu], object]
    shown: Callable[[MainMenu], bool] | None = None
    primary: bool = False
    accent: str = "g"
    captions: Callable[[MainMenu], list[str]] | None = None
    words: Callable[[MainMenu], str] | None = None  # the words when they need arguments (else `label`)


def _accent(name: str) -> tuple[int, int, int]:
    if name == "gold":
        return tokens.GOLD
    if name == "danger":
        return tokens.DANGER
    return tokens.CARD_FILL.get(name, tokens.GOLD)


MENU_ENTRIES: list[MenuEntry] = [
    MenuEntry(
        "rejoin",
        "ui-menu-rejoin",
        "rejoin",
        "net_rejoin",
        shown=lambda menu: menu.held_seat() is not None,
        primary=True,
        accent="b",
        words=lambda menu: menu.t("ui-menu-rejoin", code=menu.held_seat().room),
    ),
    MenuEntry(
        "continue",
        "ui-menu-continue",
        "play",
        lambda menu: menu.continue_game(),
        shown=lambda menu: menu.has_save(),
        primary=True,
        accent="gold",
        captions=lambda menu: menu.continue_captions(),
    ),
    MenuEntry("new_game", "ui-menu-new-game", "new", "new_game", primary=True, accent="r"),
    MenuEntry("learn", "tutorial-menu", "learn", "learn", accent="g"),
    MenuEntry("network", "ui-menu-network", "network", "net_menu", accent="b"),
    MenuEntry("rules", "ui-menu-rules", "rules", "rules", accent="y"),
    MenuEntry("settings", "ui-menu-settings", "settings", "settings", accent="g"),
    MenuEntry("statistics", "ui-menu-statistics", "statistics", "statistics", accent="b"),
    MenuEntry("replays", "ui-menu-replays", "replays", "replays", accent="y"),
    MenuEntry("quit", "ui-menu-quit", "quit", lambda menu: menu.app.quit(), accent="danger"),
]


def add_menu_entry(entry: MenuEntry, before: str | None = None) -> None:
    """Offer `entry` in the main menu (before the entry keyed `before`, else before Quit); once."""
    if any(e.key == entry.key for e in MENU_ENTRIES):
        return
    keys = [e.key for e in MENU_ENTRIES]
    at = keys.index(before) if before in keys else keys.index("quit") if "quit" in keys else len(keys)
    MENU_ENTRIES.insert(at, entry)


#: the wordmark's width to its height (game/ui/kit/showpieces.py draws it): its room beside the big tiles
MARK_ASPECT = 1.45


class MainMenu(DecoratedScreen):
    def __init__(self, app):
        super().__init__(app)
        self.drift: CardDrift | None = None
        self.entered = False  # the tiles rise in once, not again on a resize
        self._summary: tuple | None = None  # (the save's stamp, its captions)
        self.tiles: dict[str, Tile] = {}
        self._shown: tuple | None = None  # `_shows()` when it was laid out

    def enter(self) -> None:
        super().enter()
        self.entered = True
        show_notices(self.app)

    def has_save(self) -> bool:
        return self.ctx.storage is not None and self.ctx.storage.has_saved_game()

    def first_start(self) -> bool:
        """No game begun yet on this computer: no set-up remembered, no replay kept, nothing saved."""
        storage = self.ctx.storage
        if self.ctx.settings.last_setup is not None or storage is None:
            return False
        return not self.has_save() and not storage.list_replays()

    def held_seat(self):
        """The network seat kept for a rejoin (game/storage/rejoin.py), or None."""
        if self.ctx.storage is None:
            return None
        from game.storage.rejoin import SeatKeeper

        return SeatKeeper(self.ctx.storage.paths.data_dir).load()

    def entries(self) -> list[MenuEntry]:
        return [e for e in MENU_ENTRIES if e.shown is None or e.shown(self)]

    # ---------------------------------------------------------------------------------- Continue
    def continue_captions(self) -> list[str]:
        """What Continue continues: the edition, the players and the round; the scores, leader first
        (the names when nobody has scored yet). Read once per state of the save."""
        storage = self.ctx.storage
        if storage is None:
            return []
        paths = storage.paths
        stamp = tuple(_stamp(p) for p in (paths.save_file, paths.journal_file)) + (
            self.ctx.localizer.language,
        )
        if self._summary is not None and self._summary[0] == stamp:
            return self._summary[1]
        captions: list[str] = []
        loaded = storage.load_game()
        if loaded is not None:
            game, state = loaded.game, loaded.state
            captions.append(
                self.t(
                    "ui-look-continue-what",
                    edition=self.t(f"edition-{game.ruleset}"),
                    players=game.players,
                    round=state.round_no,
                )
            )
            scores = list(state.scores) or [0] * game.players
            seats = sorted(range(game.players), key=lambda i: (-scores[i], i))
            if any(scores):
                captions.append(" · ".join(f"{game.seats[i].name} {scores[i]}" for i in seats))
            else:
                captions.append(", ".join(s.name for s in game.seats))
        self._summary = (stamp, captions)
        return captions

    # ---------------------------------------------------------------------------------- layout
    def build(self) -> None:
        self._shown = self._shows()
        ctx = self.ctx
        w, h = ctx.size
        px = self.px
        self.decor = Decor()
        self.tiles = {}
        margin = px(tokens.SPACE_L)
        gap = px(tokens.SPACE_M)
        entries = self.entries()
        primary = [e for e in entries if e.primary]
        others = [e for e in entries if not e.primary]
        captions = {e.key: e.captions(self) if e.captions else [] for e in primary}
        lines = max((len(c) for c in captions.values()), default=0)
        title_font = ctx.font(tokens.TYPE_HEADING, True)
        small_font = ctx.font(tokens.TYPE_SUBHEADING, True)
        # sizes at the design size, shrunk together when the window is short
        mark_h = min(px(150), round(h * 0.26))
        big_h = px(104) + caption_room(ctx, lines)
        small_h = px(92)
        small_w = max(
            px(150),
            max((small_font.size(self.words(e))[0] for e in others), default=0) + 2 * px(tokens.SPACE_M),
        )
        room = w - 2 * margin
        cols = max(1, min(len(others), (room + gap) // (small_w + gap)))
        rows = math.ceil(len(others) / cols) if others else 0
        cols = math.ceil(len(others) / rows) if rows else 0  # balanced rows: 4 + 4, not 7 + 1
        offer = self.first_start()  # Learn to play offered until a first game has been played
        below = px(30) + (px(30) if offer else 0)  # the version line (and the offer above it)
        avail = h - margin - below
        floors = (
            title_font.get_linesize() + caption_room(ctx, lines) + px(30),
            small_font.get_linesize() + px(34),
        )

        def fitted(above: int) -> tuple[int, int, int]:
            """(the big tiles' height, the small ones', the height of it all) with `above` pixels over
            the big tiles: in a short window the tiles give way first, never below their words."""
            need = above + big_h + gap + rows * (small_h + gap)
            if need <= avail:
                return big_h, small_h, need
            shrink = max(0.55, (avail - above - gap - rows * gap) / (big_h + rows * small_h))
            big, small = max(round(big_h * shrink), floors[0]), max(round(small_h * shrink), floors[1])
            return big, small, above + big + gap + rows * (small + gap)

        full_mark = mark_h
        tile_big_h, tile_small_h, need = fitted(mark_h + gap)
        if need > avail:  # then the mark gives what is left
            mark_h = max(px(60), mark_h - (need - avail))
            need = mark_h + gap + tile_big_h + gap + rows * (tile_small_h + gap)
        # the big tiles: as wide as the grid under them, at least as wide as their words
        least_w = max(
            px(280),
            max((title_font.size(self.words(e))[0] for e in primary), default=0) + 2 * px(tokens.SPACE_L),
        )
        grid_w = cols * small_w + (cols - 1) * gap if cols else least_w
        big_w = least_w
        if primary:
            big_w = max(big_w, (grid_w - gap * (len(primary) - 1)) // len(primary))
            big_w = min(big_w, (room - gap * (len(primary) - 1)) // len(primary))
        # the mark squeezed (a big UI scale, the TV preset): it stands beside the big tiles instead, at
        # their height, when they keep room for their words
        beside = False
        if primary and mark_h < full_mark * 0.7:
            side_big_h, side_small_h, side_need = fitted(0)
            mark_w = round(side_big_h * MARK_ASPECT)
            beside_w = (room - mark_w - gap * len(primary)) // len(primary)
            if beside_w >= least_w:
                beside = True
                tile_big_h, tile_small_h, need = side_big_h, side_small_h, side_need
                big_w, mark_h = beside_w, side_big_h
        big_h, small_h = tile_big_h, tile_small_h
        top = max(margin // 2, (avail - need) // 2 + margin // 2)
        if beside:
            row_w = mark_w + len(primary) * (big_w + gap)
            self.mark_rect = pygame.Rect((w - row_w) // 2, top, mark_w, big_h)
            y = top
            x = self.mark_rect.right + gap
        else:
            self.mark_rect = pygame.Rect(0, top, w, mark_h)
            y = top + mark_h + gap
            x = (w - (len(primary) * big_w + (len(primary) - 1) * gap)) // 2
        order = 0
        for e in primary:
            rect = pygame.Rect(x, y, big_w, big_h)
            self._tile(
                e, rect, "#tile_big", captions[e.key], order, icon_share=0.5 if not captions[e.key] else 0.4
            )
            x += big_w + gap
            order += 1
        y += big_h + gap if primary else 0
        for i, e in enumerate(others):
            row, col = divmod(i, cols)
            in_row = min(cols, len(others) - row * cols)
            x0 = (w - (in_row * small_w + (in_row - 1) * gap)) // 2
            rect = pygame.Rect(x0 + col * (small_w + gap), y + row * (small_h + gap), small_w, small_h)
            self._tile(e, rect, "#tile", [], order, icon_share=0.52)
            order += 1
        if offer:
            words = self.t("tutorial-offer")
            label = self.label((0, h - px(60), w, px(28)), words)
            width = min(w, label.font.size(words)[0] + px(12))  # centred under the tiles
            label.set_dimensions((width, label.rect.height))
            label.set_relative_position(((w - width) // 2, label.rect.y))
        from game import __version__

        self.label(
            (px(tokens.SPACE_S), h - px(30), w // 2, px(26)),
            self.t("app-version", v=__version__),
        )
        if self.focus < 0:
            self.focus = 0
        if self.drift is None or self.drift.size != (w, h):
            from game.scene.cardart import CardArt

            self.drift = CardDrift(CardArt(ctx.settings.colorblind), (w, h), px(96))

    def _tile(
        self,
        entry: MenuEntry,
        rect: pygame.Rect,
        oid: str,
        captions: list[str],
        order: int,
        icon_share: float,
    ) -> None:
        button = self.button(rect, self.words(entry), partial(self.activate, entry), oid)
        gap = self.px(tokens.SPACE_XS)
        words_y = round(rect.h * icon_share) + gap
        # a short tile (a small window, a big UI scale): the words rise to stay clear of the captions
        # and the tile's edge, and the icon takes what is left above them
        line = self.ctx.font(tokens.TYPE_HEADING if oid == "#tile_big" else tokens.TYPE_SUBHEADING, True)
        under = caption_room(self.ctx, len(captions)) if captions else gap
        highest = rect.h - under - line.size(self.words(entry))[1]
        if words_y > highest:
            words_y = max(gap, highest)
            icon_share = (words_y - gap) / rect.h
        place_words(button, "center", "top", 0, words_y)
        tile = Tile(
            self,
            button,
            entry.icon,
            _accent(entry.accent),
            captions,
            delay=0.05 * order,
            icon_share=icon_share,
        )
        self.decor.add(tile)
        self.tiles[entry.key] = tile

    def words(self, entry: MenuEntry) -> str:
        return entry.words(self) if entry.words is not None else self.t(entry.label)

    def activate(self, entry: MenuEntry) -> None:
        if isinstance(entry.action, str):
            self.app.push(entry.action)
        else:
            entry.action(self)

    # ---------------------------------------------------------------------------------- frame
    def update(self, dt: float) -> None:
        super().update(dt)
        if self.drift is not None:
            self.drift.update(dt, self.drifting())

    def drifting(self) -> bool:
        return motion_seconds(self.ctx, tokens.MOTION_SLOW) > 0

    # issue 44: the drift never stops; it is drawn alone in the rectangles it changes (kit/frames.py)
    def next_frame(self) -> float | None:
        return 0.0 if self.decor.moving else self.widgets_next_frame()

    def ticking(self) -> bool:
        return self.drift is not None and self.drifting() and not self.stale()

    def tick(self, dt: float) -> list[pygame.Rect]:
        drift = self.drift
        if drift is None:
            return []
        before = drift.rects()
        drift.update(dt, self.drifting())
        return [a.union(b) for a, b in zip(before, drift.rects(), strict=True) if a != b]

    def draw_under(self, surface) -> None:
        Screen.draw_background(self, surface)  # the backdrop alone (not the tiles over it)
        if self.drift is not None:
            self.drift.draw(surface)

    def draw_over(self, surface) -> None:
        self.draw_wordmark(surface)
        self.decor.draw(surface)
        super().draw_over(surface)

    def draw_under_decor(self, surface) -> None:
        """The cards drifting behind the menu, and the wordmark."""
        if self.drift is not None:
            self.drift.draw(surface)
        self.draw_wordmark(surface)

    def draw_wordmark(self, surface) -> None:
        from game.i18n import font_path

        mark = wordmark(self.t("app-title"), self.mark_rect.h, str(font_path(True)))
        room = self.mark_rect.w - (2 * self.px(tokens.SPACE_M) if self.mark_rect.w == self.ctx.size[0] else 0)
        if mark.get_width() > room:
            mark = pygame.transform.smoothscale_by(mark, room / mark.get_width())
        surface.blit(mark, mark.get_rect(center=self.mark_rect.center))

    def drawn_texts(self) -> list[tuple[str, pygame.Rect]]:
        """The captions drawn under the tiles' words (what the fit test checks)."""
        return [t for tile in self.tiles.values() for t in tile.drawn_texts]

    # ---------------------------------------------------------------------------------- actions
    def resume(self) -> None:
        if self._shows() != self._shown:  # Continue (or Rejoin) came or went, a setting changed...
            self._built_for = None  # ...laid out again; else the menu is as it was left (issue 44)
        super().resume()
        show_notices(self.app)

    def _shows(self) -> tuple:
        """What the menu's layout is made of: the window, scale and language, the settings, the tiles
        with their words and captions, and the first start's offer."""
        tiles = tuple(
            (e.key, self.words(e), tuple(e.captions(self)) if e.primary and e.captions else ())
            for e in self.entries()
        )
        return (self.ctx.manager_key(), self.ctx.settings, tiles, self.first_start())

    def continue_game(self) -> None:
        table = screen_class("table").load(self.app)
        if table is None:
            show_notices(self.app)
            self.rebuild()
            return
        self.app.push(table)

    def new_game(self) -> None:
        self.app.push("new_game")

    def on_escape(self) -> None:
        self.app.push(
            Dialog(
                self.app,
                self.t("ui-quit-title"),
                self.t("ui-quit-question"),
                [(self.t("ui-yes"), True), (self.t("ui-no"), False)],
                lambda yes: self.app.quit() if yes else None,
                cancel=False,
            )
        )


def _stamp(path) -> tuple[int, int]:
    try:
        st = os.stat(path)
    except OSError:
        return (0, 0)
    return (st.st_mtime_ns, st.st_size)
