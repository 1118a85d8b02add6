"""The end of a round and of the game: the round summary (every hand revealed with each card's points,
the round's score and the totals; on to the next round) and the game-over screen (the final table; the
game counted in the statistics). Both read the table's `TableView` (every hand lies open in it once
the round is over: `final_hands`) and act through its port; the table pushes the summary once the
round's last move has been shown.
"""

from __future__ import annotations

import logging
import math
import random
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game.rules import Options, RuleError
from game.rules import teams as team_rules
from game.rules.cards import POINTS, hand_points
from game.rules.standings import round_count, standings
from game.scene.table import hand_sort_key
from game.scene.teammark import team_badge, team_letter
from game.scene.textwrap import wrap

from .core import Screen

if TYPE_CHECKING:
    from game.play.tableview import TableView
    from game.scene.cardart import CardArt

    from .table import TableScreen

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


class RoundSummary(Screen):
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
        self.confetti = _Confetti(st.round_winner or 0)

    def counted(self) -> int:
        """How many cards of the count have been counted by now (all of them at instant speed)."""
        speed = self.ctx.speed
        if speed <= 0 or not self.count:
            return len(self.count)
        step = min(self.CARD_STEP, self.COUNT_TIME / len(self.count)) / speed
        return min(len(self.count), int(self.elapsed / step))

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
        self.button(
            (w - self.px(300), h - self.px(70), self.px(280), self.px(52)),
            text,
            self.next,
            enabled=not self.sent_ready,
        )
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
        if self.shared:  # room for the ready ticks before the names
            pad += self.px(24)
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

    def draw(self, surface) -> None:
        super().draw(surface)
        s = self.table
        st = Result.of(self.view)
        if self._art is None:
            from game.scene.cardart import CardArt

            self._art = CardArt(self.ctx.settings.colorblind)
        w, h = self.ctx.size
        cols = self.columns()
        cards_x, cards_w = cols["cards"]
        top = self.px(110)
        rows = st.players
        row_h = max(self.px(28), min(self.px(100), (h - top - self.px(90)) // rows))
        card_h = row_h - self.px(20)
        self.drawn_texts = []  # (text, rect): what the fit test checks
        self.cards_shown = [0] * rows
        done = self.counted()
        winners = self._winners()
        for seat in range(rows):
            y = top + seat * row_h
            hand = sorted(st.hands[seat], key=hand_sort_key)
            color = (255, 230, 120) if seat in winners else (240, 240, 230)
            mid = y + row_h // 2
            if seat in winners:  # the winner's row glows gold
                band = pygame.Surface((w - self.px(20), row_h - self.px(4)), pygame.SRCALPHA)
                band.fill((255, 210, 80, 46))
                surface.blit(band, (self.px(10), y - self.px(4)))
            if self.view.teams:  # the seat's team mark (letter and colour) before its name
                mark = team_badge(self.view.teams[seat], self.mark_height(), self.ctx.font(14, True))
                left = cols["name"][0] - self.px(8) - (self.px(24) if self.shared else 0)
                surface.blit(mark, mark.get_rect(midright=(left, mid)))
            rect = self.text(surface, s.name(seat), (cols["name"][0], mid), 18, color, True, "midleft")
            self.drawn_texts.append((s.name(seat), rect))
            if self.shared and seat in s.port.round_ready and not self._moved_on:
                self.draw_ready_mark(surface, rect.left - self.px(14), mid)
            x = cards_x
            gap = self.px(4)
            # every card is shown: a long hand gets smaller cards to fit the room between the columns
            card_w = min(int(card_h / 1.5), (cards_w + gap) // max(1, len(hand)) - gap)
            for j, code in enumerate(hand):
                face = self._art.face(code, max(12, card_w))
                if face.get_height() > card_h:
                    face = pygame.transform.smoothscale_by(face, card_h / face.get_height())
                if x + face.get_width() > cards_x + cards_w:  # a hand too long even for the smallest cards
                    break
                index = self.count_index.get((seat, j))
                waiting = index is not None and index >= done
                just = index is not None and index == done - 1 and done < len(self.count)
                lift = self.px(6) if just else 0
                if waiting:  # not counted yet: the card waits, dimmed, without its points
                    face = face.copy()
                    face.fill((150, 150, 150, 255), special_flags=pygame.BLEND_RGBA_MULT)
                surface.blit(face, (x, y - lift))
                self.cards_shown[seat] += 1
                if not waiting:
                    self.text(
                        surface,
                        str(POINTS[code]),
                        (x + face.get_width() // 2, y + face.get_height() + 1),
                        12,
                        (255, 230, 120) if just else (242, 242, 234),
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
                    color=(255, 230, 120)
                    if key == "total" and total != self.before[seat]
                    else (242, 242, 234),
                )
                self.drawn_texts.append((text, rect))
        if self.shared:
            self.draw_waiting(surface)
        if self.ctx.speed > 0:
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


class GameOverScreen(Screen):
    """The end of the match: who won, the final order with the points that decided it (the rules'
    standings), and Play again with the same seats, edition and options, or the main menu. The game is
    counted in the statistics and kept as a replay."""

    def __init__(self, app, table: TableScreen):
        super().__init__(app)
        self.table = table
        self.counted = False
        self.elapsed = 0.0
        self.confetti = _Confetti(table.view.game_winner or 0)
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

    def build(self) -> None:
        st = Result.of(self.table.view)
        w, h = self.ctx.size
        order = standings(st)
        self.fitted_label(
            (0, h * 0.1, w, self.px(60)), self.t("ui-game-winner", player=self.names(order[0].seats))
        )
        self.rows = []
        self.row_marks: list[tuple[int, pygame.Rect]] = []  # (team, its row) for the team marks
        step = min(self.px(36), (h * 0.62 - h * 0.25) / max(1, len(order)))
        for i, standing in enumerate(order):
            text = self.row_text(standing)
            self.rows.append(text)
            row = self.label(
                (w * 0.12, h * 0.25 + i * step, w * 0.84, self.px(32)),  # room for a team's two names
                text,
                "#winner_row" if standing.won else None,
            )
            if len(standing.seats) == 2:
                if row.font.size(text)[0] > row.rect.width - 4:  # two long names: the letter on the mark
                    text = self.rows[-1] = self.row_text(standing, short=True)
                    row.set_text(text)
                self.row_marks.append((team_rules.team_of(st.players, standing.seats[0]), row.rect))
        bw = self.px(260)
        gap = self.px(20)
        y = h - self.px(90)
        self.button((w // 2 - bw - gap // 2, y, bw, self.px(52)), self.t("ui-play-again"), self.play_again)
        self.button((w // 2 + gap // 2, y, bw, self.px(52)), self.t("ui-main-menu"), self.done)
        kept = self.table.port.kept_game()
        if kept is not None:  # the expert's review of the game (issue 33): a small button above
            rw = self.px(200)
            self.button(
                ((w - rw) // 2, y - self.px(52), rw, self.px(40)), self.t("review-button"), self.review
            )
        self.focus = 0

    def update(self, dt: float) -> None:
        self.elapsed += dt
        super().update(dt)

    def draw(self, surface) -> None:
        super().draw(surface)
        for team, rect in self.row_marks:  # the team's mark (letter and colour) before its row
            mark = team_badge(team, self.px(22), self.ctx.font(14, True))
            surface.blit(mark, mark.get_rect(midright=(rect.x - self.px(8), rect.centery)))
        if self.ctx.speed > 0:
            self.confetti.draw(surface, self.elapsed, self.px)

    def play_again(self) -> None:
        """A new game at once with the same seats, edition and options (a new shuffle)."""
        from .screens import screen_class

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


class _Confetti:
    """Looks only: paper bits in the four colours falling over the screen for a few seconds, the same
    every time for the same winner (seeded), drawn from the time elapsed (nothing to update)."""

    COLOURS = ((220, 40, 40), (245, 200, 30), (40, 170, 70), (40, 110, 220), (255, 255, 255))

    def __init__(self, seed: int, count: int = 90):
        rng = random.Random(seed)
        self.bits = [
            (
                rng.random(),
                rng.uniform(-0.5, 0.1),
                rng.uniform(0.18, 0.35),
                rng.uniform(0, 6.28),
                rng.choice(self.COLOURS),
            )
            for _ in range(count)
        ]

    def draw(self, surface, t: float, px, duration: float = 4.0) -> None:
        if t > duration:
            return
        w, h = surface.get_size()
        fade = 1.0 if t < duration - 1 else max(0.0, duration - t)
        size = max(3, px(7))
        for x0, y0, fall, phase, colour in self.bits:
            y = (y0 + fall * t) * h
            if not -size < y < h:
                continue
            x = x0 * w + math.sin(phase + t * 3.0) * px(18)
            flat = abs(math.cos(phase + t * 5.0))
            rect = pygame.Rect(0, 0, size, max(1, round(size * 0.5 * (0.3 + flat))))
            rect.center = (round(x), round(y))
            bit = pygame.Surface(rect.size, pygame.SRCALPHA)
            bit.fill((*colour, round(230 * fade)))
            surface.blit(bit, rect)
