"""The end of the match: the game-over screen (the podium, the final order with the points that decided
it, the match in numbers; Play again, Review, Main menu). It reads the table's `TableView` and acts
through its port; the game is counted in the statistics and kept as a replay.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.rules import teams as team_rules
from game.rules.standings import standings
from game.scene.teammark import team_badge
from game.ui.kit import DecoratedScreen, paint, tokens
from game.ui.kit.icons import draw_icon
from game.ui.kit.showpieces import PODIUM_COLOURS, Confetti, podium_blocks
from game.ui.kit.widgets import Decor, Plate, avatar, motion_seconds, seat_colour
from game.ui.screens import screen_class
from game.ui.table.result import DEMO_READ, Result, team_label

if TYPE_CHECKING:
    from game.play.numbers import MatchNumbers
    from game.ui.table.screen import TableScreen

log = logging.getLogger("game.ui")


class GameOverScreen(DecoratedScreen):
    """The end of the match: who won, the final order with the points that decided it (the rules'
    standings), and Play again with the same seats, edition and options, or the main menu. The game is
    counted in the statistics and kept as a replay."""

    def __init__(self, app, table: TableScreen):
        super().__init__(app)
        self.table = table
        self.counted = False
        self.elapsed = 0.0
        self.confetti = Confetti(table.view.game_winner or 0)
        try:
            self.counted = table.port.finish()
        except Exception:
            log.exception("could not finish the game in storage")

    def names(self, seats, short: bool = False) -> str:
        """One player's name, or a team's letter and both partners (`short`: the partners only; the
        row's team mark still shows the letter)."""
        s = self.table
        if len(seats) == 2 and short:
            return self.t("ui-team-name", first=s.name(seats[0]), second=s.name(seats[1]))
        if len(seats) == 2:
            return team_label(self, s.view, seats[0])
        return s.name(seats[0])

    def row_text(self, standing, short: bool = False) -> str:
        st = Result.of(self.table.view)
        who = self.names(standing.seats, short)
        if st.options.scoring != "single_round":
            return self.t("ui-final-row", n=standing.place, player=who, points=standing.points)
        if standing.won:
            return self.t("ui-final-row-round-won", n=standing.place, player=who, points=standing.points)
        return self.t("ui-final-row-left", n=standing.place, player=who, points=standing.points)

    def podium_words(self, st, standing) -> str:
        """Under a podium block: the points that decided the place. In a one-round game the winner's are
        what the round was worth and the others' what was left in their hands (issue 41: winner and loser
        of two showed the same number, alike)."""
        if st.options.scoring != "single_round":
            return self.t("ui-look-podium-points", points=standing.points)
        key = "ui-look-podium-won" if standing.won else "ui-look-podium-left"
        return self.t(key, points=standing.points)

    def actions(self) -> list[tuple[str, Callable[[], None], str]]:
        """The buttons under the podium, left to right: (words, what it does, icon). A feature adds its
        own (a review) by extending this list; the row lays out any number."""
        acts = [(self.t("ui-play-again"), self.play_again, "play")]
        if self.table.port.kept_game() is not None:  # the expert's review of the game (issue 33)
            acts.append((self.t("review-button"), self.review, "replays"))
        acts.append((self.t("ui-main-menu"), self.done, "quit"))
        return acts

    def numbers(self) -> MatchNumbers:
        """The match in numbers: the port's own count (the whole match), else counted from its log."""
        from game.play.numbers import match_numbers

        found = getattr(self.table.port, "numbers", None)
        if found is None:
            found = match_numbers(self.table.port.log, self.table.view.players)
        return found

    def highlights(self) -> list[tuple[str, str, str, str]]:
        """The match in numbers as four cards: (icon, what, value, whose): the most rounds won, the best
        round, the most UNO calls, the most catches (a dash where nobody has any)."""
        n = self.numbers()
        out = []
        for icon, msg, values in (
            ("trophy", "ui-look-numbers-rounds", n.rounds_won),
            ("star", "ui-look-numbers-best", n.best_round),
            ("uno_call", "ui-look-numbers-uno", n.uno_calls),
            ("catch", "ui-look-numbers-catches", n.catches),
        ):
            value = max(values) if values else 0
            tied = [i for i, v in enumerate(values) if v == value]
            out.append((icon, self.t(msg), str(value) if value else "–", self.holders(tied) if value else ""))
        return out

    def holders(self, seats: list[int]) -> str:
        """Whose number it is: one name, both names of a tie of two, else how many share it (a tie is
        never shown as one player's)."""
        names = [self.table.name(s) for s in seats]
        if len(names) == 1:
            return names[0]
        if len(names) == 2:
            return self.t("ui-team-name", first=names[0], second=names[1])
        return self.t("ui-look-numbers-tied", count=len(names))

    def build(self) -> None:
        st = Result.of(self.table.view)
        w, h = self.ctx.size
        px = self.px
        order = standings(st)
        margin = px(tokens.SPACE_L)
        self.decor = Decor()
        self.fitted_label(
            (0, px(tokens.SPACE_S), w, px(56)), self.t("ui-game-winner", player=self.names(order[0].seats))
        )
        top = px(72)
        buttons_y = h - px(76)
        # left: the podium; right: the standings over the match in numbers
        mark_room = px(30) if any(len(o.seats) == 2 for o in order) else 0
        # the standings need their words' width (the winner's row is bold); the podium takes the rest
        bold = self.ctx.font(18, True)
        widest = max(
            min(bold.size(self.row_text(o))[0], bold.size(self.row_text(o, short=True))[0]) for o in order
        )
        right_w = max(w // 2 - margin, min(widest + mark_room + px(8), w - 2 * margin - px(240)))
        height = buttons_y - top - px(tokens.SPACE_M)
        self.podium_area = pygame.Rect(margin, top, w - right_w - 3 * margin, height)
        right = pygame.Rect(w - margin - right_w, top, right_w, height)
        self.rows = []
        self.row_marks: list[tuple[int, pygame.Rect]] = []  # (team, its row) for the team marks
        gap = px(tokens.SPACE_S)
        self.numbers_cols = 4 if (right.w - 3 * gap) // 4 >= px(150) else 2
        numbers_rows = 4 // self.numbers_cols
        numbers_h = min(right.h // 2, numbers_rows * px(76) + (numbers_rows - 1) * gap)
        step = min(px(32), (right.h - numbers_h - px(tokens.SPACE_M)) // max(1, len(order)))
        line_h = max(step - px(2), px(22))
        for i, standing in enumerate(order):
            text = self.row_text(standing)
            self.rows.append(text)
            row = self.label(
                (right.x + mark_room, right.y + i * step, right.w - mark_room, line_h),
                text,
                "#winner_row" if standing.won else None,
            )
            if len(standing.seats) == 2:
                if row.font.size(text)[0] > row.rect.width - 4:  # two long names: the letter on the mark
                    text = self.rows[-1] = self.row_text(standing, short=True)
                    row.set_text(text)
                self.row_marks.append((team_rules.team_of(st.players, standing.seats[0]), row.rect))
        self.numbers_rect = pygame.Rect(right.x, right.bottom - numbers_h, right.w, numbers_h)
        self.label(
            (right.x, self.numbers_rect.y - px(30), right.w, px(28)),
            self.t("ui-look-numbers-title"),
            "#heading",
        )
        self.numbers_rect.y += px(4)
        self.numbers_rect.h -= px(4)
        self.cards = self.highlights()
        # the buttons: one row, as many as there are
        acts = self.actions()
        gap = px(tokens.SPACE_M)
        font = self.ctx.font(tokens.TYPE_BODY, True)
        bw = max(px(220), max(font.size(text)[0] for text, _, _ in acts) + px(70))
        bw = min(bw, (w - 2 * margin - gap * (len(acts) - 1)) // len(acts))
        x = (w - (len(acts) * bw + (len(acts) - 1) * gap)) // 2
        for i, (text, callback, icon) in enumerate(acts):
            b = self.button((x, buttons_y, bw, px(52)), text, callback, "#ghost_bold")
            self.decor.add(Plate(self, b, icon=icon, accent=tokens.CARD_FILL["g"] if i == 0 else None))
            x += bw + gap
        self.focus = 0

    def update(self, dt: float) -> None:
        self.elapsed += dt
        if not self.table.port.persons and self.elapsed > DEMO_READ and self.app.top is self:
            self.demo_again()
            return
        super().update(dt)

    def demo_again(self) -> None:
        """A table of computers only (the demo) plays on: the next game, not saved nor counted either."""
        ctx = self.ctx
        game = self.table.port.rematch()
        self.app.pop_to("main_menu")
        if game is None:
            return
        storage, ctx.storage = ctx.storage, None
        try:
            self.app.push(screen_class("table").new(self.app, game))
        finally:
            ctx.storage = storage

    def rise(self, place: int) -> float:
        """How far the podium's block for `place` (0 first) has risen: third, second, then first."""
        slow = motion_seconds(self.ctx, tokens.MOTION_SLOW)
        if slow <= 0:
            return 1.0
        start = {2: 0.1, 1: 0.35, 0: 0.6}[place] * slow / tokens.MOTION_SLOW
        return max(0.0, min(1.0, (self.elapsed - start) / (slow * 1.5)))

    def draw(self, surface) -> None:
        super().draw(surface)
        px = self.px
        self.drawn_texts: list[tuple[str, pygame.Rect]] = []
        for team, rect in self.row_marks:  # the team's mark (letter and colour) before its row
            mark = team_badge(team, px(22), self.ctx.font(14, True))
            surface.blit(mark, mark.get_rect(midright=(rect.x - px(8), rect.centery)))
        self.draw_podium(surface)
        self.draw_numbers(surface)
        if motion_seconds(self.ctx, tokens.MOTION_SLOW) > 0:
            self.confetti.draw(surface, self.elapsed, px)

    def draw_podium(self, surface) -> None:
        px = self.px
        st = Result.of(self.table.view)
        order = standings(st)
        area = self.podium_area
        name_font = self.ctx.font(tokens.TYPE_BODY, True)
        avatar_d = max(px(24), min(px(64), area.w // 6))
        blocks_area = pygame.Rect(area.x, area.y + avatar_d + name_font.get_linesize() + px(12), area.w, 0)
        blocks_area.h = min(area.bottom - blocks_area.y, px(300))
        blocks_area.bottom = area.bottom
        place_font = self.ctx.font(tokens.TYPE_DISPLAY, True)
        points_font = self.ctx.font(tokens.TYPE_CAPTION, True)
        radius = px(tokens.RADIUS_LARGE)
        for place, block in podium_blocks(blocks_area, min(3, len(order)), px(tokens.SPACE_S)):
            standing = order[place]
            k = tokens.overshoot(self.rise(place))
            height = max(0, round(block.h * k))
            shown = pygame.Rect(block.x, block.bottom - height, block.w, height)
            colour = PODIUM_COLOURS[place]
            if height > 0:
                paint.shadow(surface, shown, radius, tokens.SHADOW_HIGH, px)
                pygame.draw.rect(
                    surface, colour, shown, border_top_left_radius=radius, border_top_right_radius=radius
                )
                face = pygame.Rect(shown.x, shown.y, shown.w, min(shown.h, px(10)))
                pygame.draw.rect(
                    surface,
                    paint.lighter(colour, 0.3),
                    face,
                    border_top_left_radius=radius,
                    border_top_right_radius=radius,
                )
                digit = place_font.render(str(standing.place), True, tokens.TEXT_ON_LIGHT)
                if digit.get_height() < shown.h - px(8):
                    surface.blit(digit, digit.get_rect(midtop=(shown.centerx, shown.y + px(8))))
                words = self.podium_words(st, standing)
                img_y = shown.y + px(8) + digit.get_height()
                if img_y + points_font.get_linesize() < shown.bottom:
                    self.drawn_texts.append(
                        paint.text(
                            surface,
                            points_font,
                            words,
                            tokens.TEXT_ON_LIGHT,
                            "midtop",
                            (shown.centerx, img_y),
                            shown.w - px(8),
                        )
                    )
            if k < 0.98:
                continue
            seat = standing.seats[0]
            centre = (block.centerx, block.y - px(6) - avatar_d // 2)
            if place == 0:  # the winner's crown of light
                paint.glow(
                    surface,
                    pygame.Rect(0, 0, avatar_d, avatar_d).move(
                        centre[0] - avatar_d // 2, centre[1] - avatar_d // 2
                    ),
                    tokens.GOLD,
                    avatar_d // 2,
                    1.0,
                )
            avatar(surface, self.ctx, centre, avatar_d // 2, self.table.name(seat), seat_colour(seat))
            name = self.names(standing.seats, short=True)
            self.drawn_texts.append(
                paint.text(
                    surface,
                    name_font,
                    name,
                    tokens.GOLD_TEXT if place == 0 else tokens.TEXT,
                    "midbottom",
                    (centre[0], centre[1] - avatar_d // 2 - px(4)),
                    block.w,
                )
            )

    def draw_numbers(self, surface) -> None:
        """The match in numbers: four small cards in a row (two rows when narrow)."""
        px = self.px
        r = self.numbers_rect
        gap = px(tokens.SPACE_S)
        cols = self.numbers_cols
        rows = 4 // cols
        cw = (r.w - gap * (cols - 1)) // cols
        ch = (r.h - gap * (rows - 1)) // rows
        caption = self.ctx.font(tokens.TYPE_CAPTION)
        value_font = self.ctx.font(tokens.TYPE_HEADING, True)
        for i, (icon, what, value, whose) in enumerate(self.cards):
            row, col = divmod(i, cols)
            card = pygame.Rect(r.x + col * (cw + gap), r.y + row * (ch + gap), cw, ch)
            paint.rounded(
                surface, card, tokens.PANEL, px(tokens.RADIUS_MEDIUM), depth=tokens.SHADOW_LOW, px=px
            )
            # the icon above the two lines of words (whose, what), never over them
            side = min(px(28), ch // 3, ch - px(8) - px(6) - 2 * caption.get_linesize() - px(2))
            if side >= px(10):
                draw_icon(surface, icon, pygame.Rect(card.x + px(8), card.y + px(8), side, side), tokens.GOLD)
            inner = card.w - 2 * px(8)
            self.drawn_texts.append(
                paint.text(
                    surface,
                    caption,
                    what,
                    tokens.TEXT_MUTED,
                    "bottomleft",
                    (card.x + px(8), card.bottom - px(6)),
                    inner,
                )
            )
            img = value_font.render(value, True, tokens.TEXT_STRONG)
            surface.blit(img, img.get_rect(topright=(card.right - px(8), card.y + px(4))))
            if whose:
                self.drawn_texts.append(
                    paint.text(
                        surface,
                        caption,
                        whose,
                        tokens.GOLD_TEXT,
                        "bottomleft",
                        (card.x + px(8), card.bottom - px(6) - caption.get_linesize()),
                        inner,
                    )
                )

    def play_again(self) -> None:
        """A new game at once with the same seats, edition and options (a new shuffle)."""
        from game.ui.screens import screen_class

        game = self.table.port.rematch()
        self.app.pop_to("main_menu")
        if game is None:  # a table across the network: its host starts the next game
            return
        self.app.push(screen_class("table").new(self.app, game))

    def done(self) -> None:
        self.app.pop_to("main_menu")

    def review(self) -> None:
        game = self.table.port.kept_game()
        if game is not None:
            self.app.push("review", game)

    def on_escape(self) -> None:
        self.done()
