"""The game review: the expert goes through one seat's decisions of a finished game (game/play/review.py
runs it on a worker thread) while a progress bar fills; Cancel (or Escape) stops it. Then the screen,
laid out for the window (issue 42), shows on a panel the seat's chance to win the round after each
decision against the best move's, every decision a mark at its number, the most costly ones red, and a
legend (game/ui/replays/review_chart.py). One decision is chosen (the most costly first): ← and → (a
pad's d-pad) or the costly decisions' chips choose another; its panel says what was chosen, what was
better and why (game.ai.review.reason: only what the table showed and the search measured). "Show
this moment" (or a click on a decision's mark) shows the table as it was before that move, from the
reviewed seat's side, and the logged game goes on from there; "Play the better move" makes the better
move there instead. What went well has its own panel. Back stands bottom-left, as on every screen.

Reached from a replay being watched, from the Replays cards and from the game over ("Review").
"""

from __future__ import annotations

import functools

import pygame

from game.ai.review import reason
from game.i18n.moves import move_words
from game.play import review as jobs
from game.scene.textwrap import wrap
from game.ui.kit import DecoratedScreen, paint, tokens
from game.ui.kit.back import back_button, back_rect, bar_top
from game.ui.kit.widgets import Decor, Plate

from .review_chart import CHOSEN, ReviewChart

TEXT_SIZE = tokens.TYPE_BODY  # the sentences (scaled with the window like every font)
HEAD_SIZE = tokens.TYPE_SUBHEADING  # the panels' headings
WIDE = 1000  # at the design size: from this width the two panels stand side by side


class ReviewScreen(DecoratedScreen):
    """The review of `seat` (default: the first person) of the kept `game` (a storage SavedGame)."""

    def __init__(self, app, game, seat: int | None = None) -> None:
        super().__init__(app)
        self.game = game
        self.job = jobs.ReviewJob(game, seat)
        self.names = [s.name for s in game.seats]
        self.blocks: list[pygame.Rect] = []  # where text was drawn last frame (tests check the fit)
        self.drawn_texts: list[tuple[str, pygame.Rect]] = []
        self.chart = pygame.Rect(0, 0, 0, 0)
        self.graph: ReviewChart | None = None
        self._built_done = False
        self.selected: int | None = None  # the chosen decision (0 for the first)
        self.hover: int | None = None
        self.shows: list = []  # (chip, judged) of the costly decisions
        self.moment_button = None
        self.better_button = None
        self.detail = pygame.Rect(0, 0, 0, 0)
        self.well = pygame.Rect(0, 0, 0, 0)
        self.detail_top = 0  # where the chosen decision's lines begin
        self.pad = 0  # the room round the panels' words
        self.found = True  # what went well names its clearest moves
        self.inline_well: bool | str = False  # what went well in one paragraph, or "bar": in the bar
        self.head_dy = 0  # the costly decisions' heading, down to the middle of its chips' row
        self.entered = False

    def enter(self) -> None:
        super().enter()
        self.entered = True

    # ------------------------------------------------------------------------------------ state
    @property
    def result(self) -> jobs.ReviewResult | None:
        return self.job.result

    def exit(self) -> None:
        self.job.cancel()
        super().exit()

    def cancel(self) -> None:
        self.job.cancel()
        self.app.pop()

    def on_escape(self) -> None:
        self.cancel()

    def judged(self):
        """The chosen decision (a Judged), or None."""
        result = self.result
        if result is None or self.selected is None or not result.judged:
            return None
        return result.judged[self.selected]

    def select(self, index: int) -> None:
        """Choose decision `index` (0 for the first): its panel and buttons follow."""
        result = self.result
        if result is None or not result.judged:
            return
        index = max(0, min(len(result.judged) - 1, index))
        if index != self.selected:
            focused = self.focused_button()
            keep = focused.text if focused is not None else None
            self.selected = index
            self.rebuild()
            for i, b in enumerate(self.focusables):  # the focus stays on the button it was on
                if b.text == keep:
                    self.focus = i
                    break

    # ------------------------------------------------------------------------------------ widgets
    def build(self) -> None:
        w, h = self.ctx.size
        px = self.px
        self._built_done = self.job.done
        self.decor = Decor()
        self.fitted_label((0, px(6), w, px(44)), self.t("review-title", player=self.names[self.job.seat]))
        self.shows = []
        self.moment_button = self.better_button = None
        if not self.job.done:
            bw, bh = px(200), px(42)
            cancel = self.button(
                ((w - bw) // 2, h // 2 + px(40), bw, bh), self.t("review-cancel"), self.cancel, "#ghost_bold"
            )
            self.decor.add(Plate(self, cancel))
            self.focus = 0
            return
        result = self.result
        if result is not None and result.judged:
            if self.selected is None:
                costly = result.costly()
                self.selected = result.number_of(costly[0]) - 1 if costly else 0
            self.lay_out()
        back_button(self, self.app.pop, self.t("review-back"))
        self.focus = 0

    def lay_out(self) -> None:
        """The chart above, the chosen decision's panel and what went well below (side by side on a
        wide window), their heights from their words; the buttons into the panels. Where the chart
        would be too low, less room round the words, then what went well in one paragraph."""
        result = self.result
        assert result is not None
        w, h = self.ctx.size
        px = self.px
        margin, gap = px(tokens.SPACE_L), px(tokens.SPACE_M)
        top, bottom = px(56), bar_top(self)
        wide = w >= px(WIDE)
        full = w - 2 * margin
        detail_w = round(full * 0.6) - gap // 2 if wide else full
        well_w = full - detail_w - gap if wide else full
        plans: list[tuple[int, bool, bool | str]] = [(px(tokens.SPACE_M), True, False)]
        plans += [(px(tokens.SPACE_M), False, False), (px(tokens.SPACE_S), False, False)]
        plans += [(px(tokens.SPACE_S), False, True), (px(tokens.SPACE_S), False, "bar")]
        least = ReviewChart(self.ctx, self.t, result, pygame.Rect(0, 0, full, h)).overhead + px(80)
        for pad, found, inline in plans:
            plan = self._plan(detail_w, well_w, pad, found, inline)
            detail_h, well_h = plan["detail_h"], plan["well_h"]
            if inline == "bar":  # what went well in the bottom bar, beside Back
                wide, low = False, detail_h
            else:
                low = max(detail_h, well_h) if wide else detail_h + gap + well_h
            if bottom - top - low - gap >= least:  # the chart's plot keeps its least height
                break
        self.pad, self.found, self.inline_well = pad, found, inline
        lower = bottom - low
        self.chart = pygame.Rect(margin, top, full, max(px(40), lower - gap - top))
        self.detail = pygame.Rect(margin, lower, detail_w, low if wide else detail_h)
        if inline == "bar":
            self.well = pygame.Rect(0, 0, 0, 0)
        elif wide:
            self.well = pygame.Rect(self.detail.right + gap, lower, well_w, low)
        else:
            self.well = pygame.Rect(margin, self.detail.bottom + gap, well_w, well_h)
        self.graph = ReviewChart(self.ctx, self.t, result, self.chart)
        for judged, text, cx, cy, cw in plan["chips"]:
            rect = (self.detail.x + pad + cx, self.detail.y + pad + cy, cw, plan["chip_h"])
            number = result.number_of(judged)
            chip = self.button(rect, text, functools.partial(self.select, number - 1), "#ghost_bold")
            chosen = number - 1 == self.selected
            self.decor.add(Plate(self, chip, accent=tokens.DANGER if chosen else None))
            self.shows.append((chip, judged))
        self.detail_top = self.detail.y + pad + plan["words_y"]
        self.head_dy = plan["head_dy"]
        judged = self.judged()
        by = self.detail.bottom - pad - plan["button_h"]
        moment = self.button(
            (self.detail.x + pad, by, px(200), plan["button_h"]),
            self.t("review-show-moment"),
            self.show_moment,
            "#ghost_bold",
        )
        self.decor.add(Plate(self, moment, accent=tokens.CARD_FILL["b"]))
        self.grow_to_text(moment)
        moment.set_relative_position((self.detail.x + pad, by))
        self.moment_button = moment
        if judged is not None and judged.loss > jobs.CLOSE:
            rect = (moment.rect.right + px(tokens.SPACE_S), by, px(200), plan["button_h"])
            better = self.button(rect, self.t("review-show-better"), self.show_better, "#ghost_bold")
            self.decor.add(Plate(self, better, accent=tokens.CARD_FILL["g"]))
            self.grow_to_text(better)
            better.set_relative_position(rect[:2])
            self.better_button = better
        # the moment and the better move first, then the chips, then Back
        order = [b for b in (self.moment_button, self.better_button) if b is not None]
        self.focusables = order + [b for b in self.focusables if b not in order]

    def _plan(self, detail_w: int, well_w: int, pad: int, found: bool, inline: bool | str) -> dict:
        """The panels' heights with `pad` round their words, what went well with its clearest moves
        (`found`) or as one paragraph (`inline`); where the chips go (beside the heading if they fit)."""
        result = self.result
        assert result is not None
        px = self.px
        line, head = self.line_height(TEXT_SIZE), self.ctx.font(HEAD_SIZE, True).get_linesize()
        chip_h, button_h = px(34), px(40)
        inner = detail_w - 2 * pad
        font = self.ctx.font(tokens.TYPE_CAPTION, True)
        texts = [(j, self.t("review-chip", number=result.number_of(j))) for j in result.costly()]
        widths = [font.size(text)[0] + px(tokens.SPACE_L) for _, text in texts]
        step = px(tokens.SPACE_S)
        heading_w = self.ctx.font(HEAD_SIZE, True).size(self.t("review-costly-title"))[0]
        chips = []
        if texts and heading_w + step + sum(widths) + step * (len(widths) - 1) <= inner:
            x = heading_w + px(tokens.SPACE_M)  # on the heading's row
            row_h = max(head, chip_h)
            for (judged, text), cw in zip(texts, widths, strict=True):
                chips.append((judged, text, x, (row_h - chip_h) // 2, cw))
                x += cw + step
            words_y = row_h + px(tokens.SPACE_XS)
            head_dy = (row_h - head) // 2
        else:
            head_dy = 0
            x, y = 0, head
            for (judged, text), cw in zip(texts, widths, strict=True):
                if x and x + cw > inner:
                    x, y = 0, y + chip_h + px(tokens.SPACE_XS)
                chips.append((judged, text, x, y, cw))
                x += cw + step
            words_y = (y + chip_h if texts else head) + px(tokens.SPACE_XS)
        lines = max(len(self.decision_lines(j, inner)) for j in result.judged)
        if not texts:
            lines += len(self.no_costly_lines(inner))
        detail_h = pad + words_y + lines * line + px(tokens.SPACE_S) + button_h + pad
        well = self.well_lines(well_w - 2 * pad, found, bool(inline))
        well_h = 2 * pad + (0 if inline else head) + len(well) * line
        return {
            "detail_h": detail_h,
            "well_h": well_h,
            "chips": chips,
            "chip_h": chip_h,
            "button_h": button_h,
            "words_y": words_y,
            "head_dy": head_dy,
        }

    def show_moment(self, index: int | None = None) -> None:
        """The table as it was before decision `index` (the chosen one), from the reviewed seat's side;
        the logged game goes on from there."""
        if index is not None:
            self.select(index)
        judged = self.judged()
        if judged is None or self.result is None:
            return
        caption = self.t(
            "review-moment", number=self.result.number_of(judged), chosen=self.move(judged.chosen)
        )
        self.app.push("replay", self.game, start=judged.index, caption=caption, seat=self.job.seat)

    def show_better(self) -> None:
        """The replay stopped at the chosen decision, making the better move instead, on the table."""
        judged = self.judged()
        if judged is not None:
            self.show(judged)

    def show(self, judged) -> None:
        """The replay stopped at `judged`'s decision, making the better move instead, on the table."""
        number = self.result.number_of(judged) if self.result is not None else 0
        caption = self.t("review-showing", number=number, best=move_words(self.ctx.localizer, judged.best))
        self.app.push(
            "replay", self.game, start=judged.index, instead=(self.job.seat, judged.best), caption=caption
        )

    # ------------------------------------------------------------------------------------ input
    def on_key(self, event) -> bool:
        if self.graph is None or self.selected is None:
            return False
        if event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.select(self.selected + (1 if event.key == pygame.K_RIGHT else -1))
            return True
        if event.key in (pygame.K_HOME, pygame.K_END) and self.result is not None:
            self.select(0 if event.key == pygame.K_HOME else len(self.result.judged) - 1)
            return True
        return False

    def on_event(self, event) -> bool:
        if self.graph is None:
            return False
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.graph.hit(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            index = self.graph.hit(event.pos)
            if index is not None:  # a click on a decision: that moment on the table
                self.show_moment(index)
                return True
        return False

    # ------------------------------------------------------------------------------------ layout
    def line_height(self, size: int) -> int:
        return self.ctx.font(size).get_linesize()

    def decision_lines(self, judged, width: int) -> list[str]:
        font = self.ctx.font(TEXT_SIZE)
        lines = wrap(font, self.decision_text(judged), width)
        if judged.loss > jobs.CLOSE:
            lines += wrap(font, self.why_text(judged), width)
        return lines

    def no_costly_lines(self, width: int) -> list[str]:
        text = self.t("review-no-costly", points=round(100 * jobs.COSTLY))
        if self.won():  # praise only after a won game (issue 41: "Well played!" after a loss)
            text += " " + self.t("review-well-played")
        return wrap(self.ctx.font(TEXT_SIZE), text, width)

    # ------------------------------------------------------------------------------------ words
    def card(self, action) -> str:
        return self.ctx.localizer.card_name(action.card)

    def move(self, action) -> str:
        return move_words(self.ctx.localizer, action)

    def decision_text(self, judged) -> str:
        assert self.result is not None
        if judged.loss <= jobs.CLOSE:  # the expert's move, or as good as it
            return self.t(
                "review-decision-good",
                number=self.result.number_of(judged),
                chosen=self.move(judged.chosen),
                chosen_chance=round(100 * judged.chosen_value),
            )
        return self.t(
            "review-decision",
            number=self.result.number_of(judged),
            chosen=self.move(judged.chosen),
            chosen_chance=round(100 * judged.chosen_value),
            best=self.move(judged.best),
            best_chance=round(100 * judged.best_value),
        )

    def why_text(self, judged) -> str:
        kind, figures = reason(judged)
        chosen = judged.chosen
        args = {
            "best": self.move(judged.best),
            # the wild spent is named by its card alone (its colour is in the decision's line)
            "chosen": self.card(chosen) if kind == "kept-wild" else self.move(chosen),
            "best_chance": figures["best"],
            "chosen_chance": figures["chosen"],
            "worlds": figures["worlds"],
            "player": self.names[int(figures["next"])],
            "count": figures["next_cards"],
        }
        if kind == "colour":
            args.update(color=self.ctx.localizer.color_name(str(figures["color"])), held=figures["held"])
            args["unseen"] = figures["unseen"]
        if kind == "colours":
            args.update(colours_best=figures["colours_best"], colours_chosen=figures["colours_chosen"])
        return self.t(f"review-why-{kind}", **args)

    def won(self) -> bool:
        """The reviewed seat won the game (its kept result names it the winner)."""
        result = getattr(self.game, "result", None) or {}
        return result.get("winner") == self.job.seat

    def well_lines(self, width: int, found: bool = True, inline: bool = False) -> list[str]:
        """What went well in lines `width` wide: the count of the expert's moves found, and (`found`)
        the clearest of them; `inline`: after the heading, in one paragraph."""
        result = self.result
        assert result is not None
        font = self.ctx.font(TEXT_SIZE)
        matched = self.t("review-well-matched", matched=result.matched, decisions=len(result.judged))
        if inline:
            matched = f"{self.t('review-well-title')}: {matched}"
        lines = wrap(font, matched, width)
        for judged in result.went_well() if found else ():
            text = self.t(
                "review-well-found",
                number=result.number_of(judged),
                move=self.move(judged.chosen),
                points=round(100 * judged.margin),
            )
            lines += wrap(font, text, width, "   ")
        return lines

    # ------------------------------------------------------------------------------------ frame
    def update(self, dt: float) -> None:
        if self.job.done and not self._built_done:
            self.entered = False  # the result's plates grow in, as a screen's do on entry
            self.rebuild()
            self.entered = True
        super().update(dt)

    def draw(self, surface) -> None:
        from game.ui.kit import felt

        felt(surface)
        self.blocks, self.drawn_texts = [], []
        if not self.job.done:
            self.draw_progress(surface)
        elif self.job.error is not None:
            self.say(surface, self.t("review-failed", detail=self.job.error))
        elif self.result is not None and not self.result.judged:
            self.say(surface, self.t("review-nothing"))
        elif self.result is not None and self.graph is not None:
            self.graph.draw(surface, self.selected if self.hover is None else self.hover)
            self.drawn_texts += self.graph.drawn_texts
            self.draw_detail(surface)
            self.draw_well(surface)
            self.draw_keys(surface)
            self.blocks = [r for _, r in self.drawn_texts]
        self.decor.draw(surface)
        if self.manager is not None:
            self.manager.draw_ui(surface)
        self.draw_focus(surface)

    def _write(self, surface, font, words: str, colour, pos) -> int:
        """Draw one line at `pos` (top left); the next line's y."""
        self.drawn_texts.append(paint.text(surface, font, words, colour, "topleft", pos))
        return pos[1] + font.get_linesize()

    def draw_detail(self, surface) -> None:
        """The costly decisions' heading and chips, then the chosen decision's lines."""
        px = self.px
        r, pad = self.detail, self.pad
        paint.rounded(surface, r, tokens.PANEL, px(tokens.RADIUS_MEDIUM), depth=tokens.SHADOW_LOW, px=px)
        head = self.ctx.font(HEAD_SIZE, True)
        where = (r.x + pad, r.y + pad + self.head_dy)
        self._write(surface, head, self.t("review-costly-title"), tokens.GOLD_TEXT, where)
        font = self.ctx.font(TEXT_SIZE)
        y = self.detail_top
        if not self.shows:
            for line in self.no_costly_lines(r.w - 2 * pad):
                y = self._write(surface, font, line, tokens.TEXT, (r.x + pad, y))
        judged = self.judged()
        if judged is not None:
            for line in self.decision_lines(judged, r.w - 2 * pad):
                y = self._write(surface, font, line, tokens.TEXT, (r.x + pad, y))

    def draw_well(self, surface) -> None:
        px = self.px
        r, pad = self.well, self.pad
        if self.inline_well == "bar":
            return
        paint.rounded(surface, r, tokens.PANEL, px(tokens.RADIUS_MEDIUM), depth=tokens.SHADOW_LOW, px=px)
        head = self.ctx.font(HEAD_SIZE, True)
        y = r.y + pad
        if not self.inline_well:
            y = self._write(surface, head, self.t("review-well-title"), tokens.GOLD_TEXT, (r.x + pad, y))
        font = self.ctx.font(TEXT_SIZE)
        for line in self.well_lines(r.w - 2 * pad, self.found, bool(self.inline_well)):
            y = self._write(surface, font, line, tokens.TEXT, (r.x + pad, y))

    def draw_keys(self, surface) -> None:
        """How to choose a decision by keys, in the bottom bar right of Back, when it fits there."""
        px = self.px
        back = next((b.rect for b in self.focusables if b.text == self.t("review-back")), back_rect(self))
        font = self.ctx.font(tokens.TYPE_CAPTION)
        words, colour = self.t("review-keys"), tokens.TEXT_MUTED
        if self.inline_well == "bar":  # a low window: what went well says its count here instead
            font = self.ctx.font(TEXT_SIZE)
            words, colour = self.well_lines(10**6, False, True)[0], tokens.TEXT
        right = self.ctx.size[0] - px(tokens.SPACE_L)
        if font.size(words)[0] <= right - back.right - px(tokens.SPACE_L):
            where = (right, back.centery)
            self.drawn_texts.append(paint.text(surface, font, words, colour, "midright", where))

    def say(self, surface, text: str) -> None:
        w, h = self.ctx.size
        for i, line in enumerate(wrap(self.ctx.font(17), text, w - self.px(80))):
            self.blocks.append(
                self.text(
                    surface,
                    line,
                    (w // 2, h // 2 - self.px(40) + i * self.line_height(17)),
                    17,
                    anchor="midtop",
                )
            )

    def draw_progress(self, surface) -> None:
        w, h = self.ctx.size
        px = self.px
        done, total = self.job.progress
        bar = pygame.Rect(w // 2 - px(260), h // 2 - px(10), px(520), px(22))
        radius = bar.h // 2
        paint.rounded(surface, bar, tokens.SURFACE_SUNKEN, radius)
        if total:
            fill = bar.copy()
            fill.width = max(bar.h, int(bar.width * done / total))
            paint.rounded(surface, fill, CHOSEN, radius)
        text = self.t("review-working", done=done, total=total or "…")
        for i, line in enumerate(wrap(self.ctx.font(17), text, w - px(60))):
            where = (w // 2, bar.top - px(12) - (1 - i) * self.line_height(17))
            self.blocks.append(self.text(surface, line, where, 17, anchor="midbottom"))
