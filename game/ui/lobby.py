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
from game.rules import Options, edition
from game.scene.textwrap import wrap

from .core import Screen
from .net_words import TIMERS, ask_host_leave, error_text, timer_text

BOOL_OPTIONS = ("stacking", "forced_play", "draw_until_playable", "seven_zero", "two_player_reverse_skips")


def option_lines(t, ruleset: str, data: dict) -> list[str]:
    """The house options in words (the set-up screen's own phrases)."""
    try:
        o = Options.from_json(data)
    except (TypeError, ValueError):
        return []
    lines = [t(f"edition-{ruleset}")]
    for name in BOOL_OPTIONS:
        if name == "seven_zero" and not edition(ruleset).seven_zero:
            continue
        lines.append(t(f"ui-option-{name.replace('_', '-')}", on="yes" if getattr(o, name) else "no"))
    lines.append(t("ui-option-uno-penalty", count=o.uno_penalty))
    if edition(ruleset).custom_cards:
        for k, rule in enumerate(o.custom_cards):
            lines.append(t("ui-option-custom-card", number=k + 1, rule=t(f"house-rule-{rule}")))
    if edition(ruleset).blank_cards:
        rule = t("ui-option-none") if o.blank_cards is None else t(f"house-rule-{o.blank_cards}")
        lines.append(t("ui-option-blank-cards", rule=rule))
    lines.append(t(f"scoring-{o.scoring}"))
    if o.scoring != "single_round":
        lines.append(t("ui-option-target", target=o.target))
    return lines


class LobbyScreen(Screen):
    def __init__(self, app, session: NetSession):
        super().__init__(app)
        self.session = session
        self.levels = ai_levels()
        self._shown: tuple | None = None  # the lobby message the widgets show
        self.handed_over = False  # the session went on to the table: not closed on exit

    @property
    def lobby(self):
        return self.session.lobby

    # ------------------------------------------------------------------------------------ layout
    def kind_text(self, seat: dict) -> str:
        kind = seat.get("kind")
        if kind == "person":
            return self.t("ui-seat-person")
        if kind == "open":
            return self.t("ui-net-seat-open")
        return self.t("ui-seat-level", level=self.levels.get(str(kind), kind))

    def build(self) -> None:
        w, h = self.ctx.size
        px = self.px
        s = self.session
        lobby = self.lobby
        self._shown = (repr(lobby), s.seat)
        room = lobby.room if lobby is not None else (s.room or "")
        self.fitted_label((0, px(8), w, px(50)), self.t("ui-net-lobby-title", code=room))
        if s.is_host and s.address:
            self.label(
                (px(24), px(58), w - px(48), px(30)),
                self.t("ui-net-give-friends", address=s.address, code=room),
            )
        x0, y = px(24), px(96)
        col = w // 2 - x0
        row_h = min(px(40), (h - y - px(140)) // 10)
        self.seat_buttons = {}
        if lobby is not None:
            for i, seat in enumerate(lobby.seats):
                ry = y + i * row_h
                name = seat.get("name") or ""
                marks = []
                if seat.get("kind") == "person" and name:
                    if i == lobby.host_seat:
                        marks.append(self.t("ui-net-host-mark"))
                    elif seat.get("ready"):
                        marks.append(self.t("ui-net-ready-mark"))
                    if not seat.get("connected", True):
                        marks.append(self.t("ui-net-away-mark"))
                if i == s.seat:
                    marks.append(self.t("ui-net-you-mark"))
                text = f"{i + 1}. {name}" if name else f"{i + 1}."
                if marks:
                    text += "  (" + ", ".join(marks) + ")"
                self.label((x0, ry, col - px(190), row_h - px(4)), text)
                kind_rect = (x0 + col - px(186), ry, px(180), row_h - px(4))
                changeable = s.is_host and i != lobby.host_seat and seat.get("kind") != "person"
                if changeable:
                    self.seat_buttons[i] = self.button(
                        kind_rect, self.kind_text(seat), partial(self.next_kind, i)
                    )
                else:
                    self.label(kind_rect, self.kind_text(seat))
            if any(seat.get("kind") == "open" for seat in lobby.seats):
                note_y = y + len(lobby.seats) * row_h + px(8)
                for k, line in enumerate(
                    wrap(self.ctx.font(16), self.t("ui-net-open-seats-note"), col - px(8))[:2]
                ):
                    self.label((x0, note_y + k * px(24), col - px(8), px(24)), line)
            # the host's edition and house options, right half; the turn timer below them
            ox, ow = w // 2 + px(10), w // 2 - px(34)
            self.label((ox, y - px(2), ow, px(30)), self.t("ui-setup-options"), "#heading")
            line_h = px(26)
            timer_y = h - px(120) - px(40)
            for k, line in enumerate(option_lines(self.t, lobby.edition, lobby.options)):
                if y + px(34) + (k + 1) * line_h > timer_y - px(4):
                    break
                self.label((ox, y + px(34) + k * line_h, ow, line_h), line)
            self.label((ox, timer_y, ow - px(170), px(36)), self.t("ui-net-timer"))
            timer_rect = (ox + ow - px(160), timer_y, px(160), px(36))
            if s.is_host:
                self.timer_button = self.button(
                    timer_rect, timer_text(self.t, lobby.timer), self.next_timer, focus=False
                )
            else:
                self.label(timer_rect, timer_text(self.t, lobby.timer))
        by = h - px(64)
        self.button((px(24), by, px(200), px(48)), self.t("ui-net-leave"), self.leave)
        right = pygame.Rect(w - px(24) - px(300), by, px(300), px(48))
        if s.is_host:
            self.start_button = self.button(
                right, self.t("ui-setup-start"), self.start, enabled=s.everyone_ready()
            )
        else:
            ready = s.my_ready()
            self.ready_button = self.button(
                right, self.t("ui-net-not-ready") if ready else self.t("ui-net-ready"), self.toggle_ready
            )
        if self.focus < 0:
            self.focus = len(self.focusables) - 1

    def draw(self, surface) -> None:
        super().draw(surface)
        s = self.session
        text = ""
        if s.status in ("lost", "connecting") and s.lobby is not None:
            text = self.t("ui-net-reconnecting")
        elif s.error:
            text = error_text(self.t, s.error)
        elif s.is_host and not s.everyone_ready():
            text = self.t("ui-net-waiting-ready")
        if text:
            w, h = self.ctx.size
            self.text(surface, text, (w // 2, h - self.px(100)), 17, (255, 214, 140), anchor="midtop")

    # ------------------------------------------------------------------------------------ changes
    def next_kind(self, i: int) -> None:
        kinds = ["open", *self.levels]
        cur = self.lobby.seats[i].get("kind")
        nxt = kinds[(kinds.index(cur) + 1) % len(kinds)] if cur in kinds else "open"
        self.session.set_seat(i, nxt)

    def next_timer(self) -> None:
        now = self.lobby.timer
        self.session.set_timer(TIMERS[(TIMERS.index(now) + 1) % len(TIMERS)] if now in TIMERS else None)

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
    def update(self, dt: float) -> None:
        s = self.session
        s.update()
        if s.started:
            self.go_to_table()
            return
        if s.fatal or s.closed:
            self.lost()
            return
        if (repr(s.lobby), s.seat) != self._shown:
            self.rebuild()
        super().update(dt)

    def go_to_table(self) -> None:
        from .screens import make

        self.handed_over = True
        self.app.replace(make("net_table", self.app, self.session))

    def lost(self) -> None:
        """The server ended the connection for good: back to the network menu with the reason."""
        from .core import Dialog

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
