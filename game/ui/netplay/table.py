"""The table screen of a network game: the ordinary table screen (game/ui/table/screen.py) on a `RemoteTable`
port, with what only a network game has: a small latency indicator, who is away or played by a
computer for now, quick reactions (emotes) shown over the seat that sent them, and a lost connection
said plainly with Retry and Main menu.

Nothing here waits on the network: the port drains the client's queue once a frame.
"""

from __future__ import annotations

import time
from functools import partial
from typing import Any

import pygame
import pygame_gui

from game.net.remote import RemoteTable
from game.net.session import EMOTES, NetSession
from game.ui.netplay.words import error_text
from game.ui.screens import screen_class

#: seconds an emote stays over its seat
EMOTE_SHOWN = 2.5
EMOTE_KEYS = (pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4, pygame.K_5, pygame.K_6, pygame.K_7, pygame.K_8)
NAVIGATION = (
    pygame.K_TAB,
    pygame.K_UP,
    pygame.K_DOWN,
    pygame.K_LEFT,
    pygame.K_RIGHT,
    pygame.K_RETURN,
    pygame.K_KP_ENTER,
    pygame.K_SPACE,
)
GOOD, FAIR, POOR = (120, 220, 120), (240, 210, 90), (240, 110, 90)
#: the turn timer's last seconds: the count turns red, a knock each second, the pad rumbles once
ALERT_SECONDS = 5
CLOCK, CLOCK_URGENT = (255, 214, 140), (214, 64, 52)


class NetTableScreen(screen_class("table")):  # type: ignore[misc]
    """`session`: the lobby's NetSession, whose first `state` has arrived."""

    focus: int  # the keyboard (and pad) focus: Screen's, declared for the type checker

    def __init__(self, app, session: NetSession):
        self.net = session
        self.remote = RemoteTable(session)
        super().__init__(app, self.remote)
        self.emotes_open = False
        self.emote_buttons: dict = {}
        self.lost_buttons: dict = {}
        self._lost_shown: bool | None = None
        self._ended_shown = False  # the panel says the host's game is gone (`NetSession.host_game_gone`)
        self._darkened = False  # cards put out while the connection was lost (`_dark_while_lost`)
        self._alert: tuple[int, int] | None = None  # (view version, second) of the last alert
        self.clock_rect: pygame.Rect | None = None  # where the turn timer was drawn (tests read it)

    # ------------------------------------------------------------------------------------ state
    def connection_lost(self) -> bool:
        s = self.net
        return s.status in ("lost", "refused", "failed", "closed") or s.closed is not None

    def can_act(self) -> bool:
        """A lost connection takes the person's moves away with it: no card glows, no decision's dialog
        opens (one open closes, game/ui/netplay/table.py `update_covered`) until it is back."""
        return super().can_act() and not self.connection_lost()

    def lost_text(self) -> str:
        s = self.net
        if s.host_game_gone():  # nothing to retry: the table went with its host's game (issue 40)
            return self.t("ui-net-host-game-ended")
        if s.fatal and s.error:
            return error_text(self.t, s.error)
        if s.closed:
            return self.t(f"ui-net-closed-{s.closed.replace('_', '-')}")
        return self.t("ui-net-lost")

    # ------------------------------------------------------------------------------------ widgets
    def build(self) -> None:
        super().build()
        w, h = self.ctx.size
        px = self.px
        self._lost_shown = self.connection_lost()
        self._ended_shown = self.net.host_game_gone()
        self.emote_buttons = {}
        self.lost_buttons = {}
        bw, bh = px(150), px(34)
        x, y = w - bw - px(14), px(10)
        self.emote_toggle = None
        if not self.net.watching:  # a spectator sends no reactions (the server takes none from one)
            self.emote_toggle = self.grow_to_text(
                self.button((x, y, bw, bh), self.t("ui-net-emotes"), self.toggle_emotes, focus=False)
            )
        if self._lost_shown or self.net.watching:
            self.emotes_open = False
        if self.emotes_open:
            for i, name in enumerate(EMOTES):
                rect = (x, y + (i + 1) * (bh + px(4)), bw, bh)
                b = self.button(
                    rect,
                    f"{i + 1}  {self.t(f'ui-emote-{name}')}",
                    partial(self.send_emote, name),
                )
                self.emote_buttons[b] = name
            first = len(self.focusables) - len(EMOTES)
            if first >= 0 and not first <= self.focus < len(self.focusables):
                self.focus = first  # the list opens on its first emote (a pad's arrows choose)
        if self._lost_shown:
            panel = self.lost_rect()
            pygame_gui.elements.UIPanel(panel, manager=self.manager)
            pad = px(20)
            bw2 = (panel.w - 3 * pad) // 2
            by = panel.bottom - pad - px(44)
            self.lost_buttons["retry"] = self.button(
                (panel.x + pad, by, bw2, px(44)),
                self.t("ui-net-retry"),
                self.retry,
                enabled=not self.net.fatal and not self._ended_shown,
            )
            self.lost_buttons["menu"] = self.button(
                (panel.x + 2 * pad + bw2, by, bw2, px(44)), self.t("ui-main-menu"), self.to_menu
            )

    def lost_rect(self) -> pygame.Rect:
        w, h = self.ctx.size
        pw, ph = min(w - self.px(40), self.px(600)), self.px(210)
        return pygame.Rect((w - pw) // 2, (h - ph) // 2, pw, ph)

    # ------------------------------------------------------------------------------------ acting
    def toggle_emotes(self) -> None:
        self.emotes_open = not self.emotes_open
        self.rebuild()

    def send_emote(self, name: str) -> None:
        self.net.emote(name)
        if self.emotes_open:
            self.emotes_open = False
            self.rebuild()

    def retry(self) -> None:
        self.net.retry()
        self.rebuild()

    def to_menu(self) -> None:
        self.app.pop_to("main_menu")

    def on_event(self, event) -> bool:
        if self._lost_shown:  # the message is modal: the cards and the table's controls wait
            return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION)
        return super().on_event(event)

    def on_key(self, event) -> bool:
        if self._lost_shown:  # only moving the focus to Retry or Main menu and pressing it
            return event.key not in NAVIGATION
        if self.net.watching and (event.key in EMOTE_KEYS or event.key in (pygame.K_e, pygame.K_u)):
            return True  # a spectator has no reactions and no UNO to call: the keys do nothing
        if event.key in EMOTE_KEYS:
            index = EMOTE_KEYS.index(event.key)
            if index < len(EMOTES):
                self.send_emote(EMOTES[index])
                return True
        if event.key == pygame.K_e:
            self.toggle_emotes()
            return True
        if self.emotes_open and event.key in NAVIGATION:  # the arrows and Enter choose an emote
            return False
        return super().on_key(event)

    # ------------------------------------------------------------------------------------ frame
    def update(self, dt: float) -> None:
        super().update(dt)
        self._say_refusal()
        self._follow_names()
        self._say_timed_out()
        self._clock_alert()
        self._dark_while_lost()
        if self.connection_lost() != self._lost_shown or self.net.host_game_gone() != self._ended_shown:
            self.rebuild()

    def update_covered(self, dt: float) -> None:
        super().update_covered(dt)
        if self.connection_lost():  # a decision cannot reach the server: its dialog would hide the
            self.drop_dialogs()  # lost-connection message and its Main menu; asked again once back
        self._say_refusal()
        self._follow_names()
        self._say_timed_out()  # under a round summary too: it tells its person the timer moved for them
        self._clock_alert()

    def _dark_while_lost(self) -> None:
        """No card glows while the connection is lost (a glowing card is one a click plays, and nothing
        can be sent); they light again once it is back and the table is still."""
        scene = self.scene
        if scene is None:
            return
        if self.connection_lost():
            for node in scene.hands[scene.me]:
                if node.drawable.glow:
                    node.drawable.glow = False
                    self._darkened = True
        elif self._darkened:
            self._darkened = False
            scene._light_due = True  # (reconcile.light_when_still lights what the view lets be played)

    def _follow_names(self) -> None:
        """A plate shows who sits there now: a seat taken over by a newcomer shows the newcomer's name
        (the log keeps the names of those who made the past moves)."""
        if self.scene is None or not self.remote.ready:
            return
        names = [s.name for s in self.remote.view.seats]
        if list(self.scene.names) != names:
            self.scene.names = names
            self.scene.refresh_words()

    def _say_timed_out(self) -> None:
        """The turn timer moved for a person: the table says so (the log says it too), naming who sat
        there then (a seat taken over since keeps the name of the one whose time ran out)."""
        remote = self.remote
        while remote.timed_out and remote.ready:
            seat, name = remote.timed_out.pop(0)
            if seat == self.viewer and not self.net.watching:
                self.say(self.t("net-time-out-you"), 4.0)
            else:
                self.say(self.t("net-time-out", player=name), 4.0)

    @property
    def ran_out(self) -> int:
        """How many moves the turn timer has made for this person so far, as told (a round summary says
        when it made one while its person read)."""
        return 0 if self.net.watching else self.remote.timer_moves.get(self.viewer, 0)

    def my_clock(self) -> float | None:
        """This person's time left for their decision (None: no timer, or not their decision)."""
        remote = self.remote
        if self.net.watching or not remote.ready or remote.view.turn != self.viewer:
            return None
        if remote.view.phase in ("round_over", "game_over"):
            return None
        return remote.clock_left()

    def _clock_alert(self) -> None:
        """The last seconds of this person's turn timer: a knock each second, the pad rumbles once."""
        left = self.my_clock()
        if left is None:
            return
        second = int(left + 0.99)
        if second > ALERT_SECONDS or second <= 0:
            return
        key = (self.remote.view.version, second)
        if self._alert == key:
            return
        first = self._alert is None or self._alert[0] != key[0]
        self._alert = key
        self.ctx.audio.play("knock")
        if first:
            self.app.pads.rumble("uno", self.viewer, self)

    def _say_refusal(self) -> None:
        """A move the server refused: the table said "not allowed"; a stale one is said as what it is
        (the table moved on before the move arrived)."""
        code, self.remote.last_refused = self.remote.last_refused, None
        if code == "stale":
            self.say(error_text(self.t, code))

    def draw(self, surface) -> None:
        super().draw(surface)
        self.draw_latency(surface)
        self.draw_presence(surface)
        self.draw_clock(surface)
        self.draw_emotes(surface)
        if self.net.watching:
            self.text(
                surface, self.t("ui-net-watching"), (self.px(12), self.px(30)), 15, (255, 214, 140), True
            )
        if self._lost_shown:
            self.draw_lost(surface)

    def draw_latency(self, surface) -> None:
        ms = self.net.latency_ms
        status = self.net.status
        if status != "open":
            text, color = self.t("ui-net-reconnecting") if status == "connecting" else "—", POOR
        elif ms is None:
            return
        else:
            text = self.t("ui-net-latency", ms=round(ms))
            color = GOOD if ms < 120 else FAIR if ms < 300 else POOR
        font = self.ctx.font(14, True)
        img = font.render(text, True, color)
        x, y = self.px(12), self.px(8)
        pygame.draw.circle(surface, color, (x + self.px(5), y + img.get_height() // 2), self.px(5))
        surface.blit(img, (x + self.px(14), y))

    def _plate(self, seat: int):
        layout = self.scene.layout if self.scene is not None else None
        return layout.seat(seat).plate if layout is not None else None

    def draw_presence(self, surface) -> None:
        font = self.ctx.font(13, True)
        for seat, where in enumerate(self.remote.presence):
            if where not in ("away", "ai"):
                continue
            plate = self._plate(seat)
            if plate is None:
                continue
            left = self.remote.away_seconds(seat) if where == "away" else None
            text = (
                self.t("ui-net-presence-away-for", seconds=str(int(left + 0.99)))
                if left is not None
                else self.t(f"ui-net-presence-{where}")
            )
            img = font.render(text, True, (20, 20, 20))
            rect = img.get_rect(midbottom=(plate.centerx, plate.top - self.px(2)))
            bg = rect.inflate(self.px(10), self.px(4))
            pygame.draw.rect(
                surface, (255, 214, 140) if where == "away" else (170, 200, 255), bg, border_radius=self.px(6)
            )
            surface.blit(img, rect)

    def draw_clock(self, surface) -> None:
        """The turn timer: the person deciding sees their seconds large over the piles; everyone else a
        small count over the decider's plate; the last seconds in red."""
        self.clock_rect = None
        remote = self.remote
        if not remote.ready or remote.view.phase in ("round_over", "game_over"):
            return
        left = remote.clock_left()
        seat = remote.view.turn
        plate = self._plate(seat) if left is not None else None
        if plate is None or left is None:
            return
        mine = seat == self.viewer and not self.net.watching
        seconds = str(int(left + 0.99))
        urgent = left <= ALERT_SECONDS
        if mine:
            text, font = self.t("net-clock-yours", seconds=seconds), self.ctx.font(24, True)
        else:
            text, font = self.t("net-clock-other", seconds=seconds), self.ctx.font(13, True)
        img = font.render(text, True, (255, 255, 255) if urgent else (20, 20, 20))
        layout = self.scene.layout if self.scene is not None else None
        if mine and layout is not None:  # over the piles, where the eyes are, clear of the log and hand
            rect = img.get_rect(midbottom=(layout.center_area.centerx, layout.center_area.top - self.px(6)))
        else:
            above = self.px(30) if remote.presence[seat : seat + 1] in (["away"], ["ai"]) else self.px(6)
            rect = img.get_rect(midbottom=(plate.centerx, plate.top - above))
        box = rect.inflate(self.px(16 if mine else 10), self.px(8 if mine else 4))
        box.clamp_ip(surface.get_rect().inflate(-self.px(8), -self.px(8)))
        rect.center = box.center
        pygame.draw.rect(surface, CLOCK_URGENT if urgent else CLOCK, box, border_radius=self.px(8))
        surface.blit(img, rect)
        self.clock_rect = box

    def draw_emotes(self, surface) -> None:
        now = time.monotonic()
        font = self.ctx.font(18, True)
        latest: dict[int, Any] = {}
        for e in self.net.emotes:
            if now - e.at < EMOTE_SHOWN and e.emote in EMOTES:
                latest[e.seat] = e
        for seat, e in latest.items():
            plate = self._plate(seat)
            if plate is None:
                continue
            img = font.render(self.t(f"ui-emote-{e.emote}"), True, (30, 30, 30))
            rect = img.get_rect(center=(plate.centerx, plate.top - self.px(26)))
            rect.clamp_ip(surface.get_rect().inflate(-self.px(16), -self.px(16)))
            bubble = rect.inflate(self.px(18), self.px(10))
            pygame.draw.rect(surface, (255, 255, 255), bubble, border_radius=self.px(12))
            surface.blit(img, rect)

    def draw_lost(self, surface) -> None:
        from game.scene.textwrap import wrap

        panel = self.lost_rect()
        pad = self.px(20)
        y = panel.y + self.px(14)
        title = self.ctx.font(22, True)
        img = title.render(self.t("ui-net-lost-title"), True, (255, 214, 140))
        surface.blit(img, img.get_rect(midtop=(panel.centerx, y)))
        y += title.get_linesize() + self.px(4)
        font = self.ctx.font(17)
        for line in wrap(font, self.lost_text(), panel.w - 2 * pad)[:3]:
            img = font.render(line, True, (255, 255, 255))
            surface.blit(img, img.get_rect(midtop=(panel.centerx, y)))
            y += font.get_linesize()
