"""The end of a round and of the game: the round summary (every hand revealed with each card's points,
the round's score and the totals; on to the next round) and the game-over screen (the final table; the
game counted in the statistics). Both read the table's `TableView` (every hand lies open in it once
the round is over: `final_hands`) and act through its port; the table pushes the summary once the
round's last move has been shown.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game.rules import Options, RuleError
from game.rules import teams as team_rules
from game.rules.cards import POINTS, hand_points
from game.rules.standings import round_count, standings
from game.scene.hands import hand_sort_key
from game.scene.teammark import team_badge, team_letter
from game.scene.textwrap import wrap
from game.ui.kit import DecoratedScreen, Screen, paint, tokens
from game.ui.kit.icons import draw_icon
from game.ui.kit.showpieces import PODIUM_COLOURS, Confetti, bar, podium_blocks
from game.ui.kit.widgets import Decor, Plate, avatar, motion_seconds, seat_colour

if TYPE_CHECKING:
    from game.play.numbers import MatchNumbers
    from game.play.tableview import TableView
    from game.scene.cardart import CardArt
    from game.ui.table.screen import TableScreen

log = logging.getLogger("game.ui")


@dataclass(frozen=True)
class Result:
    """A finished round as the table's view shows it, in the shape the rules' order and count read
    (`game.rules.standings.Scored`)."""

    phase: str
    players: int
    options: Options
    hands: tuple[tuple[str, ...], ...]
    scores: tuple[int, ...]
    round_winner: int | None
    round_points: int
    game_winner: int | None

    @classmethod
    def of(cls, v: TableView) -> Result:
        return cls(
            v.phase,
            v.players,
            Options.from_json(v.options),
            v.final_hands or tuple(() for _ in range(v.players)),
            v.scores,
            v.round_winner,
            v.round_points,
            v.game_winner,
        )


def team_label(screen: Screen, view: TableView, seat: int) -> str:
    """ "Team A (Anna & Billie)": the team of `seat` (house option) with both partners named."""
    n = view.players
    team = team_rules.team_of(n, seat)
    first, second = team_rules.members(n, team)
    players = screen.t("ui-team-name", first=view.name(first), second=view.name(second))
    return screen.t("ui-team-label", team=team_letter(team), players=players)


class RoundSummary(DecoratedScreen):
    """Every hand revealed with each card's points, the round's score and the totals; next round (or the
    game-over screen)."""

    #: seconds between two counted cards at normal speed; a long count goes faster (at most COUNT_TIME)
    CARD_STEP, COUNT_TIME = 0.11, 2.6

    def __init__(self, app, table: TableScreen):
        super().__init__(app)
        self.table = table
        # the round as it ended: at a network table the others may start the next round while this
        # person still reads, and what they read stays until they leave it
        self.view = table.view
        self.sent_ready = False  # network: this person said they are ready for the next round
        self._moved_on = False
        self._art: CardArt | None = None
        st = Result.of(self.view)
        # the round is counted up card by card into the totals (game.rules.standings.round_count)
        self.count = round_count(st, order=lambda _seat, hand: sorted(hand, key=hand_sort_key))
        self.count_index: dict[tuple[int, int], int] = {}
        seen: dict[int, int] = {}
        for i, c in enumerate(self.count):
            j = seen.get(c.seat, 0)
            while sorted(st.hands[c.seat], key=hand_sort_key)[j] != c.card:
                j += 1
            self.count_index[(c.seat, j)] = i
            seen[c.seat] = j + 1
        # a single round keeps no totals (every score stays 0): the round's worth is counted up on the
        # winner's row (and the partner's) instead, and the others show only what their hands held
        self.single = st.options.scoring == "single_round"
        self.winning = next((x.seats for x in standings(st) if x.won), ()) if self.single else ()
        gained = [0] * st.players
        for c in self.count:
            for seat in self.receivers(c):
                gained[seat] += c.points
        self.before = [
            score if self.single else score - gain for score, gain in zip(st.scores, gained, strict=True)
        ]
        self.elapsed = 0.0
        self.confetti = Confetti(st.round_winner or 0)

    def step(self) -> float:
        """Seconds between two counted cards now (0: all at once: the instant speed, reduced motion)."""
        if not self.count:
            return 0.0
        return motion_seconds(self.ctx, min(self.CARD_STEP, self.COUNT_TIME / len(self.count)))

    def counted(self) -> int:
        """How many cards of the count have been counted by now (all of them at instant speed)."""
        step = self.step()
        if step <= 0:
            return len(self.count)
        return min(len(self.count), int(self.elapsed / step))

    def flight(self, index: int) -> float:
        """How far card `index` of the count has flown into its row: 0 not yet off, 1 landed (it lands
        as it is counted)."""
        step = self.step()
        if step <= 0:
            return 1.0
        fly = motion_seconds(self.ctx, tokens.MOTION_SLOW)
        start = (index + 1) * step - fly
        return max(0.0, min(1.0, (self.elapsed - start) / fly)) if fly > 0 else 1.0

    def receivers(self, card) -> tuple[int, ...]:
        """The seats whose shown total a counted card adds to (a single round: the winner's)."""
        return self.winning if self.single else card.to

    def shows_total(self, seat: int) -> bool:
        return not self.single or seat in self.winning

    def shown_total(self, seat: int) -> int:
        done = self.counted()
        return self.before[seat] + sum(c.points for c in self.count[:done] if seat in self.receivers(c))

    @property
    def shared(self) -> bool:
        """A network table: the next round starts when every person is ready, not at this click."""
        return not self.table.port.local

    def moved_on(self) -> bool:
        """The table has gone on to the next round (everyone was ready, or the host's timer ran out)."""
        now = self.table.view
        return now.round_no != self.view.round_no or now.phase not in ("round_over", "game_over")

    def waiting_for(self) -> list[int]:
        if not self.shared:
            return []
        port = self.table.port
        presence = getattr(port, "presence", ())
        return [
            i
            for i in range(self.view.players)
            if self.view.is_person(i)
            and i not in port.round_ready
            and (presence[i] if i < len(presence) else "here") != "ai"
        ]

    def update(self, dt: float) -> None:
        self.elapsed += dt
        if self.shared and self.moved_on():
            if self.sent_ready:
                self.leave()
                return
            if not self._moved_on:  # started without this person: their summary stays, the button changes
                self._moved_on = True
                self.rebuild()
        super().update(dt)

    def build(self) -> None:
        s = self.table
        st = Result.of(self.view)
        w, h = self.ctx.size
        over = st.phase == "game_over"
        winner = st.round_winner if st.round_winner is not None else 0
        teams = self.view.teams
        who = team_label(self, self.view, winner) if teams else s.name(winner)
        self.fitted_label(
            (0, self.px(14), w, self.px(50)),
            self.t("ui-round-title", player=who, points=st.round_points),
        )
        text = self.t("ui-game-over-next") if over else self.t("ui-next-round")
        if self._moved_on:
            text = self.t("ui-net-back-to-table")
        elif self.sent_ready:
            text = self.t("ui-net-round-ready")
        self.decor = Decor()
        go = self.button(
            (w - self.px(300), h - self.px(70), self.px(280), self.px(52)),
            text,
            self.next,
            "#ghost_bold",
            enabled=not self.sent_ready,
        )
        self.decor.add(Plate(self, go, icon="play", accent=tokens.CARD_FILL["g"]))
        if over:
            game_winner = st.game_winner or 0
            who = team_label(self, self.view, game_winner) if teams else s.name(game_winner)
            self.label((0, self.px(64), w, self.px(40)), self.t("ui-game-winner", player=who), "#center")
        elif teams:  # every team's total (both partners carry it)
            totals = "   ".join(
                self.t("ui-team-score", team=team_letter(team), points=st.scores[team])
                for team in range(team_rules.team_count(st.players))
            )
            self.label((0, self.px(64), w, self.px(40)), totals, "#center")
        self.focus = 0

    def columns(self) -> dict[str, tuple[int, int]]:
        """Where the names, the cards, each hand's points and the totals go (x, width), measured with
        the fonts they are drawn in so that no text runs into the next column or off the window."""
        s = self.table
        st = Result.of(self.view)
        w, _ = self.ctx.size
        pad, gap = self.px(20), self.px(16)
        if self.view.teams:  # room for the team marks before the names
            pad += self.mark_height() + self.px(10)
        pad += self.row_geometry()[2] + self.px(16)  # the avatar before each name
        name_w = max(self.ctx.font(18, True).size(s.name(i))[0] for i in range(st.players))
        hand_w = max(
            self.ctx.font(16).size(self.t("ui-round-hand-points", points=hand_points(h)))[0] for h in st.hands
        )
        shown = [*st.scores, st.round_points]  # a single round's winner counts up to the round's worth
        total_w = max(self.ctx.font(16, True).size(self.t("ui-round-total", points=p))[0] for p in shown)
        total_x = w - pad - total_w
        hand_x = total_x - gap - hand_w
        cards_x = pad + name_w + gap
        return {
            "name": (pad, name_w),
            "cards": (cards_x, max(0, hand_x - gap - cards_x)),
            "hand": (hand_x, hand_w),
            "total": (total_x, total_w),
        }

    def mark_height(self) -> int:
        return self.px(22)

    def next(self) -> None:
        if self.view.phase == "game_over":
            self.app.replace(GameOverScreen(self.app, self.table))
            return
        if self.shared:
            if self.moved_on() or not self.table.port.persons:  # (a spectator just reads on)
                self.leave()
            elif not self.sent_ready:  # ready: the summary stays until the round starts
                self.sent_ready = True
                self.table.port.next_round()
                self.rebuild()
            return
        self.leave()
        try:
            self.table.port.next_round()
        except RuleError:
            log.exception("next round refused")

    def leave(self) -> None:
        self.app.remove(self)
        self.table.ended_shown = False
        self.table.message = self.table.hint_text = ""

    def on_escape(self) -> None:
        self.app.push("pause")

    def row_geometry(self) -> tuple[int, int, int]:
        """(top of the first row, a row's height, the avatar's diameter)."""
        h = self.ctx.size[1]
        top = self.px(110)
        row_h = max(self.px(28), min(self.px(100), (h - top - self.px(90)) // max(1, self.view.players)))
        return top, row_h, max(self.px(12), min(self.px(40), row_h - self.px(16)))

    def target(self) -> int | None:
        """The points the bars count toward (None: a single round has no target)."""
        options = Result.of(self.view).options
        return None if options.scoring == "single_round" else max(1, options.target)

    def draw_under_decor(self, surface) -> None:
        """A plate per seat on the felt (the winner's gold-rimmed), under the words and cards."""
        w, _ = self.ctx.size
        top, row_h, _ = self.row_geometry()
        winners = self._winners()
        radius = self.px(tokens.RADIUS_MEDIUM)
        for seat in range(self.view.players):
            plate = pygame.Rect(
                self.px(10), top + seat * row_h - self.px(3), w - self.px(20), row_h - self.px(4)
            )
            if seat in winners:
                paint.glow(surface, plate, tokens.GOLD, radius, 0.9)
            paint.rounded(surface, plate, tokens.PANEL, radius, depth=tokens.SHADOW_LOW, px=self.px)
            if seat in winners:
                pygame.draw.rect(surface, tokens.GOLD, plate, max(2, self.px(2)), border_radius=radius)

    def draw(self, surface) -> None:
        super().draw(surface)
        s = self.table
        st = Result.of(self.view)
        if self._art is None:
            from game.scene.cardart import CardArt

            self._art = CardArt(self.ctx.settings.colorblind)
        w, h = self.ctx.size
        px = self.px
        cols = self.columns()
        cards_x, cards_w = cols["cards"]
        top, row_h, avatar_d = self.row_geometry()
        rows = st.players
        target = self.target()
        bar_h = max(3, px(6)) if target is not None and row_h >= px(48) else 0
        points_h = self.ctx.font(12).get_linesize()
        card_h = max(px(10), row_h - px(10) - points_h - (bar_h + px(4) if bar_h else 0))
        self.drawn_texts = []  # (text, rect): what the fit test checks
        self.cards_shown = [0] * rows
        done = self.counted()
        winners = self._winners()
        origin = (w // 2, px(40))  # the cards fly in from under the title
        for seat in range(rows):
            y = top + seat * row_h
            hand = sorted(st.hands[seat], key=hand_sort_key)
            color = tokens.GOLD_TEXT if seat in winners else tokens.TEXT
            body = row_h - (bar_h + px(4) if bar_h else 0)
            mid = y + body // 2 - px(3)
            centre = (cols["name"][0] - px(10) - avatar_d // 2, mid)
            avatar(surface, self.ctx, centre, avatar_d // 2, s.name(seat), seat_colour(seat))
            if self.view.teams:  # the seat's team mark (letter and colour) before its avatar
                mark = team_badge(self.view.teams[seat], self.mark_height(), self.ctx.font(14, True))
                surface.blit(mark, mark.get_rect(midright=(centre[0] - avatar_d // 2 - px(6), mid)))
            rect = self.text(surface, s.name(seat), (cols["name"][0], mid), 18, color, True, "midleft")
            self.drawn_texts.append((s.name(seat), rect))
            if self.shared and seat in s.port.round_ready and not self._moved_on:
                self.draw_ready_mark(surface, centre[0] + avatar_d // 3, mid + avatar_d // 3)
            x = cards_x
            gap = px(4)
            # every card is shown: a long hand gets smaller cards to fit the room between the columns
            card_w = min(int(card_h / 1.5), (cards_w + gap) // max(1, len(hand)) - gap)
            for j, code in enumerate(hand):
                face = self._art.face(code, max(12, card_w))
                if face.get_height() > card_h:
                    face = pygame.transform.smoothscale_by(face, card_h / face.get_height())
                if x + face.get_width() > cards_x + cards_w:  # a hand too long even for the smallest cards
                    break
                index = self.count_index.get((seat, j))
                flown = 1.0 if index is None else self.flight(index)
                self.cards_shown[seat] += 1
                if flown <= 0:  # still to come: its place waits, empty
                    x += face.get_width() + gap
                    continue
                just = index is not None and index == done - 1 and done < len(self.count)
                slot = (x, y + px(4) - (px(6) if just else 0))
                if flown < 1.0:  # in flight: from under the title along an arc, turning straight
                    k = tokens.ease_out(flown)
                    fx = origin[0] + (slot[0] - origin[0]) * k
                    fy = origin[1] + (slot[1] - origin[1]) * k - (1 - (2 * k - 1) ** 2) * px(40)
                    turned = pygame.transform.rotozoom(face, (1 - k) * (25 if seat % 2 else -25), 1.0)
                    surface.blit(
                        turned, turned.get_rect(center=(round(fx) + face.get_width() // 2, round(fy)))
                    )
                else:
                    surface.blit(face, slot)
                    self.text(
                        surface,
                        str(POINTS[code]),
                        (x + face.get_width() // 2, y + px(4) + face.get_height() + 1),
                        12,
                        tokens.GOLD_TEXT if just else tokens.TEXT,
                        anchor="midtop",
                    )
                x += face.get_width() + gap
            total = self.shown_total(seat)
            words = [("hand", self.t("ui-round-hand-points", points=hand_points(hand)), False)]
            if self.shows_total(seat):
                words.append(("total", self.t("ui-round-total", points=total), True))
            for key, text, bold in words:
                rect = self.text(
                    surface,
                    text,
                    (cols[key][0], mid),
                    16,
                    anchor="midleft",
                    bold=bold,
                    color=tokens.GOLD_TEXT if key == "total" and total != self.before[seat] else tokens.TEXT,
                )
                self.drawn_texts.append((text, rect))
            if bar_h and target is not None:  # the total counting up toward the target
                left = cols["name"][0]
                track = pygame.Rect(
                    left, y + row_h - px(10) - bar_h, cols["total"][0] + cols["total"][1] - left, bar_h
                )
                before = self.before[seat] / target
                bar(
                    surface,
                    track,
                    before,
                    seat_colour(seat),
                    ahead=max(0.0, (total - self.before[seat]) / target),
                )
        if self.shared:
            self.draw_waiting(surface)
        if motion_seconds(self.ctx, tokens.MOTION_SLOW) > 0:
            self.confetti.draw(surface, self.elapsed, self.px)

    def draw_ready_mark(self, surface, x: int, y: int) -> None:
        """A green tick before the name of a person who has left their summary."""
        r = self.px(8)
        pygame.draw.circle(surface, (90, 190, 100), (x, y), r)
        points = [(x - r // 2, y), (x - r // 6, y + r // 2), (x + r // 2, y - r // 2)]
        pygame.draw.lines(surface, (255, 255, 255), False, points, max(2, self.px(2)))

    def waiting_text(self) -> str:
        """Who the next round waits for, and for how long (network tables)."""
        if self._moved_on:
            return self.t("ui-net-round-started")
        waiting = [self.table.name(i) for i in self.waiting_for()]
        parts = [self.t("ui-net-round-waiting", players=", ".join(waiting))] if waiting else []
        left = getattr(self.table.port, "seconds_left", lambda: None)()
        if left is not None and not self.sent_ready:
            parts.append(self.t("ui-net-round-starts-in", seconds=int(left + 0.99)))
        return " ".join(parts)

    def draw_waiting(self, surface) -> None:
        text = self.waiting_text()
        if not text:
            return
        w, h = self.ctx.size
        rect = pygame.Rect(self.px(20), h - self.px(70), w - self.px(340), self.px(52))
        font = self.ctx.font(16)
        lines = wrap(font, text, rect.width)[:2]
        y = rect.centery - len(lines) * font.get_linesize() // 2
        for line in lines:
            drawn = self.text(surface, line, (rect.x, y), 16, (255, 214, 140), anchor="topleft")
            self.drawn_texts.append((line, drawn))
            y += font.get_linesize()

    def _winners(self) -> set[int]:
        return set(standings_winners(Result.of(self.view)))


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
            best = max(range(len(values)), key=lambda i: (values[i], -i)) if values else 0
            value = values[best] if values else 0
            out.append(
                (icon, self.t(msg), str(value) if value else "–", self.table.name(best) if value else "")
            )
        return out

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
        super().update(dt)

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
                words = self.t("ui-look-podium-points", points=standing.points)
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


def standings_winners(state: Result) -> tuple[int, ...]:
    """The seats whose win the summary celebrates: the round's winner (and partner, with teams)."""
    teams = state.options.teams and team_rules.allowed(state.players)
    return team_rules.winners(state.players, teams, state.round_winner)
