"""The end of a round: the round summary (every hand revealed with each card's points, the round's score
and the totals; on to the next round). It reads the table's `TableView` (every hand lies open in it once
the round is over: `final_hands`) and acts through its port; the table pushes the summary once the
round's last move has been shown.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

import pygame

from game.rules import RuleError
from game.rules import teams as team_rules
from game.rules.cards import POINTS, hand_points
from game.rules.standings import round_count, standings
from game.scene.hands import hand_sort_key
from game.scene.teammark import team_badge, team_letter
from game.scene.textwrap import wrap
from game.ui.kit import DecoratedScreen, paint, tokens
from game.ui.kit.showpieces import Confetti, bar
from game.ui.kit.widgets import Decor, Plate, avatar, motion_seconds, seat_colour
from game.ui.screens import make
from game.ui.table.result import DEMO_READ, Result, standings_winners, team_label

if TYPE_CHECKING:
    from game.scene.cardart import CardArt
    from game.ui.table.screen import TableScreen

log = logging.getLogger("game.ui")


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
        self._ran_out = getattr(table, "ran_out", 0)  # the turn timer's moves for this person so far
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

    def seat_name(self, seat: int) -> str:
        """Who sat at `seat` as the round ended: the summary keeps the round as it was (a seat given up
        and taken over while its rows are read keeps its player's name here; the plates say who now)."""
        return self.view.name(seat)

    waiting_rects: list[pygame.Rect] = []  # where the waiting lines were drawn last (`keep_clear`)

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
        if not self.shared and not self.table.port.persons and self.elapsed > DEMO_READ:
            self.next()  # a table of computers only (the demo) plays on by itself
            return
        if self.shared and self.moved_on():
            if self.sent_ready:
                self.leave()
                return
            if not self._moved_on:  # started without this person: their summary stays, the button changes
                self._moved_on = True
                self.rebuild()
        super().update(dt)

    def build(self) -> None:
        st = Result.of(self.view)
        w, h = self.ctx.size
        over = st.phase == "game_over"
        winner = st.round_winner if st.round_winner is not None else 0
        teams = self.view.teams
        who = team_label(self, self.view, winner) if teams else self.seat_name(winner)
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
            who = team_label(self, self.view, game_winner) if teams else self.seat_name(game_winner)
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
        st = Result.of(self.view)
        w, _ = self.ctx.size
        pad, gap = self.px(20), self.px(16)
        if self.view.teams:  # room for the team marks before the names
            pad += self.mark_height() + self.px(10)
        pad += self.row_geometry()[2] + self.px(16)  # the avatar before each name
        name_w = max(self.ctx.font(18, True).size(self.seat_name(i))[0] for i in range(st.players))
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
            self.app.replace(make("game_over", self.app, self.table))
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
        top, below = self.px(110), self.px(90)
        if self.shared:  # two lines of whom the next round waits for above the key-hint bar (issue 41)
            below = self.px(130)
            if self.view.phase != "game_over" and not self.view.teams:  # no line under the title
                top = self.px(72)
        row_h = max(self.px(28), min(self.px(100), (h - top - below) // max(1, self.view.players)))
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
        self.card_points: list[tuple[int, pygame.Rect]] = []  # (seat, where a card's points were drawn)
        self.cards_left_out: dict[int, tuple[int, pygame.Rect]] = {}  # seat: (cards not drawn, "+N"'s place)
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
            name = self.seat_name(seat)
            avatar(surface, self.ctx, centre, avatar_d // 2, name, seat_colour(seat))
            if self.view.teams:  # the seat's team mark (letter and colour) before its avatar
                mark = team_badge(self.view.teams[seat], self.mark_height(), self.ctx.font(14, True))
                surface.blit(mark, mark.get_rect(midright=(centre[0] - avatar_d // 2 - px(6), mid)))
            rect = self.text(surface, name, (cols["name"][0], mid), 18, color, True, "midleft")
            self.drawn_texts.append((name, rect))
            if self.shared and seat in s.port.round_ready and not self._moved_on:
                self.draw_ready_mark(surface, centre[0] + avatar_d // 3, mid + avatar_d // 3)
            x = cards_x
            gap = px(4)
            # a long hand gets smaller cards to fit the room between the columns (past the smallest: "+N")
            card_w = min(int(card_h / 1.5), (cards_w + gap) // max(1, len(hand)) - gap)
            # a card's points sit under it; where the widest would reach its neighbour's ("92020"), every
            # other one goes a line lower and the cards give up that line
            label_w = max((self.ctx.font(12).size(str(POINTS[c]))[0] for c in hand), default=0)
            staggered = label_w + px(2) > max(12, card_w) + gap
            # (cards too small to give up a line: the numbers give way, the hand's points stay beside)
            numbers = not staggered or card_h - points_h >= px(10)
            face_h = card_h - (points_h if staggered and numbers else 0)
            drawn, more = hand, 0  # the cards drawn, and how many are left out
            smallest = max(12, card_w) + gap
            if len(hand) * smallest - gap > cards_w:
                room = cards_w - self.ctx.font(12, True).size(f"+{len(hand)}")[0] - gap
                shown = max(1, (room + gap) // smallest)
                drawn, more = hand[:shown], len(hand) - shown
            card_mid = y + px(4) + face_h // 2
            for j, code in enumerate(drawn):
                face = self._art.face(code, max(12, card_w))
                if face.get_height() > face_h:
                    face = pygame.transform.smoothscale_by(face, face_h / face.get_height())
                card_mid = y + px(4) + face.get_height() // 2
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
                    if not numbers:
                        x += face.get_width() + gap
                        continue
                    lower = points_h if staggered and j % 2 else 0
                    rect = self.text(
                        surface,
                        str(POINTS[code]),
                        (x + face.get_width() // 2, y + px(4) + face.get_height() + 1 + lower),
                        12,
                        tokens.GOLD_TEXT if just else tokens.TEXT,
                        anchor="midtop",
                    )
                    self.card_points.append((seat, rect))
                x += face.get_width() + gap
            if more:
                rect = self.text(surface, f"+{more}", (x, card_mid), 12, tokens.TEXT, True, "midleft")
                self.cards_left_out[seat] = (more, rect)
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
        if self._moved_on:  # the next round started on the timer: their own clock, if it is their turn,
            # and each move the timer made for them since (they are told, not silently played for)
            parts = [self.t("ui-net-round-started")]
            if getattr(self.table, "ran_out", 0) > self._ran_out:
                parts.append(self.t("net-time-out-you"))
            mine = getattr(self.table, "my_clock", lambda: None)()
            if mine is not None:
                parts.append(self.t("net-your-turn-left", seconds=int(mine + 0.99)))
            return " ".join(parts)
        waiting = [self.table.name(i) for i in self.waiting_for()]
        parts = [self.t("ui-net-round-waiting", players=", ".join(waiting))] if waiting else []
        left = getattr(self.table.port, "seconds_left", lambda: None)()
        if left is not None and not self.sent_ready:
            parts.append(self.t("ui-net-round-starts-in", seconds=int(left + 0.99)))
        return " ".join(parts)

    def keep_clear(self) -> list[pygame.Rect]:
        """What the hint bar must not cover: the lines saying whom the next round waits for and when it
        starts (game/ui/pad/hints.py)."""
        return list(self.waiting_rects)

    def draw_waiting(self, surface) -> None:
        self.waiting_rects: list[pygame.Rect] = []
        text = self.waiting_text()
        if not text:
            return
        w, h = self.ctx.size
        rect = pygame.Rect(self.px(20), h - self.px(70), w - self.px(340), self.px(52))
        bar = self.app.pads.bar_rect  # the key-hint bar (last frame's): the words go above it (issue 41)
        if bar is not None and bar.colliderect(rect):
            rect.bottom = bar.top - self.px(4)
        font = self.ctx.font(16)
        lines = wrap(font, text, rect.width)[:2]
        y = rect.centery - len(lines) * font.get_linesize() // 2
        for line in lines:
            drawn = self.text(surface, line, (rect.x, y), 16, (255, 214, 140), anchor="topleft")
            self.drawn_texts.append((line, drawn))
            self.waiting_rects.append(drawn)
            y += font.get_linesize()

    def _winners(self) -> set[int]:
        return set(standings_winners(Result.of(self.view)))
