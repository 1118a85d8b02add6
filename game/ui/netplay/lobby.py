"""The lobby of a network table: the seats with names and kinds (person, open, computer level), ready
marks and who is connected, the host's edition and house options, the room code and the address to
give friends. The host sets open seats to computer players and starts; everyone else marks ready;
anyone may leave. Everything shown comes from the server's `lobby` messages (game/net/session.py):
a click sends a message and the screen changes when the server answers.
"""

from __future__ import annotations

from functools import partial

import pygame

from game.net.session import NetSession
from game.play import ai_levels
from game.rules import EDITIONS, Options, default_options
from game.scene.textwrap import wrap
from game.ui.kit import DecoratedScreen, paint, tokens
from game.ui.kit.frames import soonest
from game.ui.kit.scroll import ScrollList
from game.ui.kit.widgets import Decor, Plate, approach, motion_seconds, place_words
from game.ui.netplay.look import SeatCard, code_plate, code_width, draw_options, options_height, segmented_row
from game.ui.netplay.words import TIMERS, ask_host_leave, error_text, option_rows, timer_text

#: seconds the Copy button says "Copied"
COPIED_FOR = 2.5

#: seconds between looks at the network while nothing moves in the lobby (a message is drawn this late)
NET_LOOK = 0.25


class LobbyScreen(DecoratedScreen):
    def __init__(self, app, session: NetSession):
        super().__init__(app)
        self.session = session
        self.levels = ai_levels()
        self._shown: tuple | None = None  # the lobby message the widgets show
        self.handed_over = False  # the session went on to the table: not closed on exit
        self.marks: dict[int, float] = {}  # seat -> its ready mark, eased 0-1 (kept over rebuilds)
        self.copied = 0.0  # seconds left of "Copied"
        self.copy_failed = False
        self.entered = False
        self.drawn_texts: list = []
        self.roles: dict = {}  # button -> what it is for (the focus keeps to it over rebuilds)
        self.option_scroll = ScrollList()  # the house options, read-only: the mouse wheel scrolls them
        self.option_shown = range(0)

    @property
    def lobby(self):
        return self.session.lobby

    def enter(self) -> None:
        super().enter()
        self.entered = True

    # ------------------------------------------------------------------------------------ layout
    def kind_text(self, seat: dict) -> str:
        kind = seat.get("kind")
        if kind == "person":
            return self.t("ui-seat-person")
        if kind == "open":
            return self.t("ui-net-seat-open")
        return self.t("ui-seat-level", level=self.levels.get(str(kind), kind))

    def level_pips(self, seat: dict) -> tuple[int, int] | None:
        kind = str(seat.get("kind"))
        levels = list(self.levels)
        return (levels.index(kind) + 1, len(levels)) if kind in levels else None

    def build(self) -> None:
        w, h = self.ctx.size
        px = self.px
        s = self.session
        lobby = self.lobby
        self.decor = Decor()
        self._shown = (repr(lobby), s.seat)
        m, gap = px(tokens.SPACE_L), px(tokens.SPACE_L)
        room = lobby.room if lobby is not None else (s.room or "")
        # the room code, large, and Copy
        band_h = px(104)
        caption = self.t("net-look-room-code")
        plate_w = max(
            code_width(self.ctx, room, band_h),
            self.ctx.font(tokens.TYPE_CAPTION, True).size(caption)[0] + px(32),
        )
        self.code_rect = pygame.Rect(m, px(12), min(plate_w, w // 2 - m), band_h)
        copy_text = self.t("net-look-copied") if self.copied > 0 else self.t("net-look-copy")
        cx = self.code_rect.right + px(tokens.SPACE_M)
        self.copy_button = self.button(
            (cx, self.code_rect.bottom - px(44), px(150), px(44)), copy_text, self.copy_code, "#ghost_bold"
        )
        self.grow_to_text(self.copy_button)
        self.copy_button.set_relative_position((cx, self.copy_button.rect.y))
        self.decor.add(Plate(self, self.copy_button, icon="check" if self.copied > 0 else "copy"))
        self.note_rect = pygame.Rect(
            cx, self.code_rect.y, w - m - cx, self.copy_button.rect.y - self.code_rect.y
        )
        top = self.code_rect.bottom + px(tokens.SPACE_M)
        bottom = h - px(64) - px(50)
        share = 0.62 if w / self.ctx.scale >= 1100 else 0.5  # a big UI scale: the options get more
        left = pygame.Rect(m, top, round((w - 2 * m - gap) * share), bottom - top)
        right = pygame.Rect(left.right + gap, top, w - m - left.right - gap, bottom - top)
        self.seat_buttons: dict = {}
        self.timer_buttons: list = []
        self.change_button = None  # the host's House options (`_build_options`)
        if lobby is not None:
            self._build_seats(left, lobby)
            self._build_options(right, lobby)
        by = h - px(64)
        leave = self.button((px(24), by, px(200), px(48)), self.t("ui-net-leave"), self.leave, "#ghost_bold")
        self.decor.add(Plate(self, leave, icon="quit"))
        main = pygame.Rect(w - px(24) - px(300), by, px(300), px(48))
        if s.is_host:
            self.start_button = self.button(
                main, self.t("ui-setup-start"), self.start, "#ghost_bold", enabled=s.everyone_ready()
            )
            self.decor.add(Plate(self, self.start_button, icon="play", accent=tokens.CARD_FILL["g"]))
        else:
            ready = s.my_ready()
            self.ready_button = self.button(
                main,
                self.t("ui-net-not-ready") if ready else self.t("ui-net-ready"),
                self.toggle_ready,
                "#ghost_bold",
            )
            self.decor.add(
                Plate(
                    self,
                    self.ready_button,
                    icon=None if ready else "check",
                    accent=None if ready else tokens.CARD_FILL["g"],
                )
            )
        main_button = self.start_button if s.is_host else self.ready_button
        self.roles = {self.copy_button: "copy", leave: "leave", main_button: "main"}
        self.roles.update({b: f"seat {i}" for i, b in self.seat_buttons.items()})
        self.roles.update({b: f"timer {k}" for k, b in enumerate(self.timer_buttons)})
        if self.change_button is not None:
            self.roles[self.change_button] = "rules"
        if self.focus < 0:
            self.focus = self.default_focus()
        self.announce()

    def announce(self, started: bool = False) -> None:
        """The host's LAN announcement says the table as it is: its edition, seats, free seats, and
        once the game is on that it is under way (a found table is then no "one click to join")."""
        announcer = self.session.announcer
        lobby = self.lobby
        if announcer is None or lobby is None:
            return
        free = sum(
            1 for seat in lobby.seats if seat.get("kind") in ("person", "open") and not seat.get("name")
        )
        announcer.update(lobby.edition, len(lobby.seats), free, started)  # type: ignore[attr-defined]

    def default_focus(self) -> int:
        """The main button (Start, I'm ready) when it can be pressed, else Copy."""
        main = next((b for b, role in self.roles.items() if role == "main"), None)
        return self.focusables.index(main if main in self.focusables else self.copy_button)

    def rebuild(self) -> None:
        """Built again (the server's lobby moved on): the keyboard focus stays on the same control,
        though seats and buttons come and go round it."""
        role = self.roles.get(self.focused_button()) if self.manager is not None else None
        super().rebuild()
        again = next((b for b, r in self.roles.items() if r == role), None) if role else None
        if again in self.focusables:
            self.focus = self.focusables.index(again)
        elif role is not None:  # its button went (Start not yet ready): back to the default
            self.focus = self.default_focus()

    def _build_seats(self, area: pygame.Rect, lobby) -> None:
        """A card per seat: one column up to five seats, two beyond."""
        px = self.px
        s = self.session
        n = len(lobby.seats)
        cols = 1 if n <= 5 else 2
        rows = -(-n // cols)
        gap = px(tokens.SPACE_S)
        open_note = any(seat.get("kind") == "open" for seat in lobby.seats)
        note = self.t("ui-net-open-seats-note")
        note_lines = wrap(self.ctx.font(tokens.TYPE_CAPTION), note, area.w - px(tokens.SPACE_S))[:2]
        room = area.h - (px(4) + len(note_lines) * px(24) if open_note else 0)
        card_h = min(px(66), (room - (rows - 1) * gap) // rows)
        card_w = (area.w - (cols - 1) * gap) // cols
        for i, seat in enumerate(lobby.seats):
            col, row = divmod(i, rows)
            rect = pygame.Rect(area.x + col * (card_w + gap), area.y + row * (card_h + gap), card_w, card_h)
            kind = seat.get("kind")
            name = seat.get("name") or ""
            person = kind == "person"
            tags = []
            if i == lobby.host_seat:
                tags.append(self.t("ui-net-host-mark"))
            if i == s.seat:
                tags.append(self.t("ui-net-you-mark"))
            away = person and bool(name) and not seat.get("connected", True)
            if away:
                tags.append(self.t("ui-net-away-mark"))
            mark = None
            if person and name:
                mark = "host" if i == lobby.host_seat else "ready"
            changeable = s.is_host and i != lobby.host_seat and not person
            robot = kind not in ("person", "open")
            if person or changeable:
                shown = name
            else:  # a computer's or an open seat: its kind says who sits there
                shown = (name or self.t("ui-seat-ai")) if robot else ""
            card = SeatCard(
                self,
                rect,
                i,
                shown if not changeable else "",
                tags,
                "" if changeable else self.kind_text(seat),
                None if changeable or not shown else ("person" if person else "computer"),
                None if changeable else self.level_pips(seat),
                mark,
                away,
                robot=robot,
            )
            self.decor.add(card)
            if changeable:
                inner = pygame.Rect(
                    card.text_left(), rect.y + px(tokens.SPACE_S), 0, rect.h - 2 * px(tokens.SPACE_S)
                )
                inner.w = rect.right - px(tokens.SPACE_S) - inner.x
                b = self.button(inner, self.kind_text(seat), partial(self.next_kind, i), "#ghost")
                pips = self.level_pips(seat)
                if pips is not None and inner.w - b.font.size(b.text)[0] > px(12) * pips[1] + px(40):
                    place_words(b, "left", "center", px(tokens.SPACE_S) + inner.h)
                else:
                    pips = None
                self.decor.add(Plate(self, b, icon="computer" if kind != "open" else "person", pips=pips))
                self.seat_buttons[i] = b
        if open_note:
            y = area.y + rows * (card_h + gap)
            for k, line in enumerate(note_lines):  # two lines when one is too short
                self.label((area.x, y + k * px(24), area.w, px(24)), line, "#caption")

    def _build_options(self, area: pygame.Rect, lobby) -> None:
        """The host's edition and house options (read-only switches), the turn timer under them."""
        px = self.px
        s = self.session
        if s.is_host:  # the host's heading is a button: the edition and house options on New game's own
            # switches (issue 40); a guest's is words
            text = self.t("ui-net-house-options")
            bw = min(area.w * 2 // 3, self.ctx.font(tokens.TYPE_BODY, True).size(text)[0] + px(56))
            self.change_button = self.button(
                (area.x, area.y - px(6), bw, px(36)), text, self.change_rules, "#ghost_bold"
            )
            self.decor.add(Plate(self, self.change_button, icon="custom_card"))
            heading_w = bw
        else:
            words = self.t("ui-setup-options")
            heading = self.label((area.x, area.y - px(2), area.w, px(30)), words, "#heading")
            heading_w = heading.font.size(heading.text)[0]
        effect_lines = wrap(
            self.ctx.font(tokens.TYPE_CAPTION), self.t("net-look-timer-effect"), area.w - px(tokens.SPACE_S)
        )[:2]
        timer_h = px(24) + px(38) + px(2) + len(effect_lines) * px(22) if s.is_host else px(30)
        count = len(option_rows(self.t, lobby.edition, lobby.options))
        needed = options_height(self.ctx, count)
        top, under = px(62), px(tokens.SPACE_M)
        edition = self.t(f"edition-{lobby.edition}") if lobby.edition in EDITIONS else lobby.edition
        beside = heading_w + px(tokens.SPACE_M)
        edition_w = self.ctx.font(tokens.TYPE_BODY, True).size(edition)[0]
        if area.h - top - timer_h - under < needed and beside + edition_w <= area.w:
            # short of room (a big UI scale): the edition beside the heading, the timer closer, so more
            # house options show at a time (the rest scroll)
            self.edition_line = pygame.Rect(area.x + beside, area.y - px(2), area.w - beside, px(30))
            top, under = px(34), px(tokens.SPACE_S)
        else:
            self.edition_line = pygame.Rect(area.x, area.y + px(32), area.w, px(26))
        room = area.h - top - timer_h - under
        self.options_rect = pygame.Rect(area.x, area.y + top, area.w, min(room, needed))
        self.option_shown = self.option_scroll.fit(count, self.options_rect, options_height(self.ctx, 1))
        ty = self.options_rect.bottom + under  # the timer right under the options
        if s.is_host:
            self.label((area.x, ty, area.w, px(22)), self.t("ui-net-timer"), "#caption")
            chosen = TIMERS.index(lobby.timer) if lobby.timer in TIMERS else 0
            self.timer_buttons = segmented_row(
                self,
                pygame.Rect(area.x, ty + px(24), area.w, px(38)),
                [timer_text(self.t, seconds) for seconds in TIMERS],
                chosen,
                [partial(self.set_timer, seconds) for seconds in TIMERS],
            )
            for i, line in enumerate(effect_lines):  # the timer's effect: two lines when one is too short
                self.label((area.x, ty + px(64) + i * px(22), area.w, px(22)), line, "#caption")
        else:
            self.label(
                (area.x, ty, area.w, px(30)),
                self.t("net-look-timer-now", timer=timer_text(self.t, lobby.timer)),
            )

    def update(self, dt: float) -> None:
        s = self.session
        s.update()
        if s.started:
            self.go_to_table()
            return
        if s.fatal or s.closed:
            self.lost()
            return
        if self.copied > 0:
            self.copied -= dt
            if self.copied <= 0:
                self.rebuild()  # Copy says Copy again
        if (repr(s.lobby), s.seat) != self._shown:
            self.rebuild()
        self._ease_marks(dt)
        super().update(dt)

    def next_frame(self) -> float | None:
        """Every frame while a seat's mark or a drawn piece eases; else the network is looked at now and
        then (NET_LOOK: what a message changes is drawn then), and Copy's note has its time (issue 44)."""
        lobby = self.lobby
        easing = lobby is not None and any(
            self.marks.get(i, 0.0) != (1.0 if seat.get("ready") else 0.0)
            for i, seat in enumerate(lobby.seats)
        )
        if easing or self.decor.moving:
            return 0.0
        due = soonest(self.widgets_next_frame(), NET_LOOK)
        return soonest(due, self.copied) if self.copied > 0 else due

    def look(self) -> bool:
        """The network looked at: a frame only when something came (what `update` acts on), or while
        Copy's note counts down."""
        s = self.session
        s.update()
        seen = (repr(s.lobby), s.seat, s.status, s.error)
        changed, self._looked = seen != getattr(self, "_looked", None), seen
        return bool(s.started or s.fatal or s.closed or changed or self.copied > 0)

    def _ease_marks(self, dt: float) -> None:
        """Each seat's ready mark moves toward the seat's ready state (pops in, shrinks out)."""
        lobby = self.lobby
        if lobby is None:
            return
        seconds = motion_seconds(self.ctx, tokens.MOTION_SLOW)
        for i, seat in enumerate(lobby.seats):
            target = 1.0 if seat.get("ready") else 0.0
            self.marks[i] = approach(self.marks.get(i, 0.0), target, dt, seconds)

    def draw_under_decor(self, surface) -> None:
        self.drawn_texts = code_plate(
            surface, self.ctx, self.code_rect, self.t("net-look-room-code"), self.room_code()
        )

    def draw_background(self, surface) -> None:
        super().draw_background(surface)  # the code plate, the seat cards and plates
        texts = self.drawn_texts + self.decor.drawn_texts()
        lobby = self.lobby
        if lobby is not None:
            font = self.ctx.font(tokens.TYPE_BODY, True)
            texts.append(
                paint.text(
                    surface,
                    font,
                    self.t(f"edition-{lobby.edition}") if lobby.edition in EDITIONS else lobby.edition,
                    tokens.GOLD_TEXT,
                    "midleft",
                    self.edition_line.midleft,
                    self.edition_line.w,
                )
            )
            rows = option_rows(self.t, lobby.edition, lobby.options)
            shown = self.option_shown
            texts += draw_options(surface, self.ctx, self.options_rect, rows[shown.start : shown.stop])
            self.option_scroll.draw(surface, self)
        self.drawn_texts = texts

    def room_code(self) -> str:
        lobby = self.lobby
        return lobby.room if lobby is not None else (self.session.room or "")

    def notes(self) -> list[tuple[str, tuple[int, int, int]]]:
        """The lines beside the code: where friends connect (the host), whose table it is (a guest), and
        what Copy did."""
        s = self.session
        lobby = self.lobby
        lines = []
        if s.is_host and s.address:
            lines.append((self.t("net-look-address", address=s.address), tokens.TEXT))
        elif lobby is not None and 0 <= lobby.host_seat < len(lobby.seats):
            host = lobby.seats[lobby.host_seat].get("name") or ""
            if host:
                lines.append((self.t("net-look-hosted-by", player=host), tokens.TEXT))
        if self.copy_failed:
            lines.append((self.t("net-look-copy-failed"), tokens.GOLD_TEXT))
        elif self.copied > 0:
            lines.append((self.t("net-look-copied-note", code=self.room_code()), tokens.GOLD_TEXT))
        return lines

    def status_text(self) -> str:
        """Above the buttons: the connection's trouble, else who the table waits for."""
        s = self.session
        if s.status in ("lost", "connecting") and s.lobby is not None:
            return self.t("ui-net-reconnecting")
        if s.error:
            return error_text(self.t, s.error)
        lobby = self.lobby
        if lobby is None:
            return ""
        waiting = [
            seat.get("name") or ""
            for i, seat in enumerate(lobby.seats)
            if i != lobby.host_seat and seat.get("kind") == "person" and not seat.get("ready")
        ]
        if waiting:
            return self.t("net-look-waiting-for", players=", ".join(n for n in waiting if n) or "…")
        others = [
            i for i, seat in enumerate(lobby.seats) if i != lobby.host_seat and seat.get("kind") == "person"
        ]
        if s.is_host and others and s.everyone_ready():  # friends have sat down, and all are ready
            return self.t("net-look-everyone-ready")
        return ""

    def draw(self, surface) -> None:
        super().draw(surface)
        w, h = self.ctx.size
        px = self.px
        font = self.ctx.font(tokens.TYPE_BODY)
        r = self.note_rect
        lines = []
        for text, colour in self.notes():
            lines += [(line, colour) for line in wrap(font, text, r.w)]
        lines = lines[: max(1, r.h // font.get_linesize())]
        y = r.bottom - px(tokens.SPACE_XS) - len(lines) * font.get_linesize()
        for line, colour in lines:
            self.drawn_texts.append(paint.text(surface, font, line, colour, "topleft", (r.x, y)))
            y += font.get_linesize()
        text = self.status_text()
        if text:
            bold = self.ctx.font(tokens.TYPE_BODY, True)
            self.drawn_texts.append(
                paint.text(
                    surface,
                    bold,
                    text,
                    tokens.GOLD_TEXT,
                    "midbottom",
                    (w // 2, h - px(64) - px(14)),
                    w - px(48),
                )
            )

    # ------------------------------------------------------------------------------------ changes
    def next_kind(self, i: int) -> None:
        kinds = ["open", *self.levels]
        cur = self.lobby.seats[i].get("kind")
        nxt = kinds[(kinds.index(cur) + 1) % len(kinds)] if cur in kinds else "open"
        self.session.set_seat(i, nxt)

    def on_event(self, event) -> bool:
        return self.option_scroll.wheel(self, event)

    def set_timer(self, seconds: int | None) -> None:
        self.session.set_timer(seconds)

    def change_rules(self) -> None:
        """The host's edition and house options on New game's own switches; Done sends them to the
        server, and every lobby (this one too) shows them when it answers."""
        from game.ui.screens import make

        lobby = self.lobby
        if lobby is None or not self.session.is_host:
            return
        try:
            options = Options.from_json(lobby.options)
        except (TypeError, ValueError):
            options = default_options(lobby.edition)
        names = [seat.get("name") or "" for seat in lobby.seats]
        self.app.push(make("house_options", self.app, lobby.edition, options, names, self.set_rules))

    def set_rules(self, ruleset: str, options: Options) -> None:
        self.session.set_rules(ruleset, options.to_json())

    def copy_code(self) -> None:
        """The room code to the clipboard, and the screen says so (or that the clipboard is out of
        reach: then the code is read out)."""
        try:
            pygame.scrap.put_text(self.room_code())
            self.copy_failed = False
        except (pygame.error, AttributeError):
            self.copy_failed = True
        self.copied = COPIED_FOR
        self.rebuild()

    def toggle_ready(self) -> None:
        self.session.set_ready(not self.session.my_ready())

    def start(self) -> None:
        if self.session.is_host and self.session.everyone_ready():
            self.session.start()

    def leave(self) -> None:
        """Leave the lobby; the host, whose leaving closes the table for everyone, is asked first."""
        if self.session.is_host:
            ask_host_leave(self.app, self.really_leave)
            return
        self.really_leave()

    def really_leave(self) -> None:
        self.session.leave()
        self.session.close()
        self.app.remove(self)

    def on_escape(self) -> None:
        self.leave()

    # ------------------------------------------------------------------------------------ frame
    def go_to_table(self) -> None:
        from game.ui.screens import make

        self.handed_over = True
        self.announce(started=True)
        self.app.replace(make("net_table", self.app, self.session))

    def lost(self) -> None:
        """The server ended the connection for good: back to the network menu with the reason."""
        from game.ui.kit import Dialog

        s = self.session
        text = (
            error_text(self.t, s.error)
            if s.error
            else self.t(f"ui-net-closed-{(s.closed or 'table_closed').replace('_', '-')}")
        )
        s.close()
        self.handed_over = True
        self.app.pop()
        self.app.push(
            Dialog(self.app, self.t("ui-net-lost-title"), text, [(self.t("ui-ok"), True)], None, cancel=True)
        )

    def exit(self) -> None:
        if not self.handed_over:
            self.session.close()
        super().exit()
