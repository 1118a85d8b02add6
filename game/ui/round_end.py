"""The end of a round and of the game: the round summary (every hand revealed with each card's points,
the round's score and the totals; on to the next round) and the game-over screen (the final table; the
game counted in the statistics). Both read the table screen's session; the table pushes the summary
once the round's last move has been shown.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

import pygame

from game.rules import RuleError
from game.rules.cards import POINTS, hand_points
from game.scene.table import hand_sort_key

from .core import Screen

if TYPE_CHECKING:
    from .table import TableScreen

log = logging.getLogger("game.ui")


class RoundSummary(Screen):
    """Every hand revealed with each card's points, the round's score and the totals; next round (or the
    game-over screen)."""

    def __init__(self, app, table: TableScreen):
        super().__init__(app)
        self.table = table
        self._art = None

    def build(self) -> None:
        s = self.table.session
        st = s.state
        w, h = self.ctx.size
        over = st.phase == "game_over"
        winner = st.round_winner if st.round_winner is not None else 0
        self.fitted_label((0, self.px(14), w, self.px(50)),
                          self.t("ui-round-title", player=s.name(winner), points=st.round_points))
        text = self.t("ui-game-over-next") if over else self.t("ui-next-round")
        self.button((w - self.px(300), h - self.px(70), self.px(280), self.px(52)), text, self.next)
        if over:
            self.label((0, self.px(64), w, self.px(40)),
                       self.t("ui-game-winner", player=s.name(st.game_winner or 0)), "#center")
        self.focus = 0

    def columns(self) -> dict[str, tuple[int, int]]:
        """Where the names, the cards, each hand's points and the totals go (x, width), measured with
        the fonts they are drawn in so that no text runs into the next column or off the window."""
        s = self.table.session
        st = s.state
        w, _ = self.ctx.size
        pad, gap = self.px(20), self.px(16)
        name_w = max(self.ctx.font(18, True).size(s.name(i))[0] for i in range(s.players))
        hand_w = max(self.ctx.font(16).size(self.t("ui-round-hand-points", points=hand_points(h)))[0]
                     for h in st.hands)
        total_w = max(self.ctx.font(16, True).size(self.t("ui-round-total", points=p))[0] for p in st.scores)
        total_x = w - pad - total_w
        hand_x = total_x - gap - hand_w
        cards_x = pad + name_w + gap
        return {"name": (pad, name_w), "cards": (cards_x, max(0, hand_x - gap - cards_x)),
                "hand": (hand_x, hand_w), "total": (total_x, total_w)}

    def next(self) -> None:
        s = self.table.session
        if s.state.phase == "game_over":
            self.app.replace(GameOverScreen(self.app, self.table))
            return
        self.app.remove(self)
        self.table.ended_shown = False
        self.table.message = self.table.hint_text = ""
        try:
            s.next_round()
        except RuleError:
            log.exception("next round refused")

    def on_escape(self) -> None:
        self.app.push("pause")

    def draw(self, surface) -> None:
        super().draw(surface)
        s = self.table.session
        st = s.state
        if self._art is None:
            from game.scene.cardart import CardArt

            self._art = CardArt(self.ctx.settings.colorblind)
        w, h = self.ctx.size
        cols = self.columns()
        cards_x, cards_w = cols["cards"]
        top = self.px(110)
        rows = s.players
        row_h = max(self.px(28), min(self.px(100), (h - top - self.px(90)) // rows))
        card_h = row_h - self.px(20)
        self.drawn_texts = []  # (text, rect): what the fit test checks
        self.cards_shown = [0] * rows
        for seat in range(rows):
            y = top + seat * row_h
            hand = sorted(st.hands[seat], key=hand_sort_key)
            color = (255, 230, 120) if seat == st.round_winner else (240, 240, 230)
            mid = y + row_h // 2
            rect = self.text(surface, s.name(seat), (cols["name"][0], mid), 18, color, True, "midleft")
            self.drawn_texts.append((s.name(seat), rect))
            x = cards_x
            gap = self.px(4)
            # every card is shown: a long hand gets smaller cards to fit the room between the columns
            card_w = min(int(card_h / 1.5), (cards_w + gap) // max(1, len(hand)) - gap)
            for code in hand:
                face = self._art.face(code, max(12, card_w))
                if face.get_height() > card_h:
                    face = pygame.transform.smoothscale_by(face, card_h / face.get_height())
                if x + face.get_width() > cards_x + cards_w:  # a hand too long even for the smallest cards
                    break
                surface.blit(face, (x, y))
                self.cards_shown[seat] += 1
                self.text(surface, str(POINTS[code]), (x + face.get_width() // 2, y + face.get_height() + 1),
                          12, anchor="midtop")
                x += face.get_width() + gap
            for key, text, bold in (("hand", self.t("ui-round-hand-points", points=hand_points(hand)), False),
                                    ("total", self.t("ui-round-total", points=st.scores[seat]), True)):
                rect = self.text(surface, text, (cols[key][0], mid), 16, anchor="midleft", bold=bold)
                self.drawn_texts.append((text, rect))


class GameOverScreen(Screen):
    """The winner, the final table; the game is counted in the statistics and kept as a replay."""

    def __init__(self, app, table: TableScreen):
        super().__init__(app)
        self.table = table
        s = table.session
        self.counted = False
        if app.ctx.storage is not None and s.saver is not None and not s.finished:
            try:
                app.ctx.storage.finish_game(s.saver, s.state)
                self.counted = True
            except Exception:
                log.exception("could not finish the game in storage")
            s.finished = True

    def build(self) -> None:
        s = self.table.session
        st = s.state
        w, h = self.ctx.size
        winner = st.game_winner if st.game_winner is not None else 0
        self.fitted_label((0, h * 0.1, w, self.px(60)), self.t("ui-game-winner", player=s.name(winner)))
        order = sorted(range(s.players), key=lambda i: -st.scores[i])
        for rank, seat in enumerate(order):
            self.label((w * 0.15, h * 0.25 + rank * self.px(36), w * 0.7, self.px(32)),
                       self.t("ui-final-row", n=rank + 1, player=s.name(seat), points=st.scores[seat]))
        self.button((w // 2 - self.px(150), h - self.px(90), self.px(300), self.px(52)),
                    self.t("ui-main-menu"), self.done)
        self.focus = 0

    def done(self) -> None:
        self.app.pop_to("main_menu")

    def on_escape(self) -> None:
        self.done()
