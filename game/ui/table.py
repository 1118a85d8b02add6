"""The table screen: game/scene's TableScene with the turn controls (UNO, draw, keep, hint, menu and the
catch buttons), who may act now, the shown person's moves, and each frame: the session ticked, the
scene fed, the hand hidden from the wrong person, the dialog a decision needs opened.

Its parts live beside it: the decision dialogs in `table_dialogs`, keys and mouse in `table_input`, the
move log in `movelog`, the hot-seat "Pass to ..." screen in `privacy`, the round summary and the
game-over screen in `round_end`.

The screen drives the engine only through actions (`Match.submit`) and reads it only through the
shown seat's `view`, legal actions and events. With more than one person at the table (hot-seat) the
scene shows the hand of the person whose decision it is, after a "Pass to ..." screen; during computer
players' turns the shown hand lies face down.
"""

from __future__ import annotations

import pygame

from game.play import HotSeat, Match, log_entries
from game.play.hotseat import ASK, HIDE, SHOW
from game.rules import (
    Accept,
    CallUno,
    Catch,
    Challenge,
    ChooseColor,
    Discard,
    Draw,
    Keep,
    Pass,
    Play,
    RuleError,
    redact,
)
from game.scene.table import TableScene, hand_sort_key

from .core import Screen
from .movelog import MoveLog
from .notices import show_notices
from .screens import is_screen
from .table_dialogs import choose_play, needs_dialog, open_decision_dialog
from .table_input import handle_key, handle_pointer

ENDED = ("round_over", "game_over")


class TableScreen(Screen):
    def __init__(self, app, session: Match, first_events=()):
        super().__init__(app)
        self.session = session
        self.seating = HotSeat(session.persons)  # whose side is on screen; when to ask "Pass to ..."
        self.scene: TableScene | None = None
        self.first_events = list(first_events)
        self.cursor: tuple[int, str] | None = None  # the keyboard cursor: (place in the hand, card)
        self.pressed = None  # (node, card, where) while the mouse button is down on a card of the hand
        self.dragging = False
        self.dialog = None
        self.message = ""
        self.message_time = 0.0
        self.hint_text = ""
        self.hint_action = None
        self.first_card_note = ""  # said on the table once the deal has been shown
        self.ended_shown = False
        self.shown_seen = None
        self.privacy = None
        self.buttons: dict = {}
        self._sig = None
        self.frames_hidden_wrong = 0
        self.seen_version = session.version  # the match's version the screen last showed: moves carry it
        self.movelog = MoveLog(session, app.ctx)
        session.subscribe(self._moved)

    # ------------------------------------------------------------------------------------ seating
    @property
    def hotseat(self) -> bool:
        return self.seating.hotseat

    @property
    def viewer(self) -> int:
        return self.seating.viewer

    @property
    def confirmed(self) -> int | None:
        """The person last at the screen (hot-seat)."""
        return self.seating.confirmed

    @property
    def hidden(self) -> bool:
        """The shown hand lies face down (until its owner is at the screen)."""
        return self.seating.hidden

    # ------------------------------------------------------------------------------------ making
    @classmethod
    def new(cls, app, game) -> TableScreen:
        from game.rules import new_game

        ctx = app.ctx
        events: list = []
        state = new_game(game.ruleset, game.players, game.options, game.seed, events=events)
        saver = ctx.storage.start_game(game) if ctx.storage is not None else None
        session = Match(
            game,
            state,
            saver,
            threaded=ctx.threaded,
            pacing=ctx.ai_pacing,
            catch_hold=ctx.catch_hold,
            history=events,
            log=log_entries(events),
        )
        return cls(app, session, events)

    @classmethod
    def load(cls, app) -> TableScreen | None:
        """Continue: the saved game rebuilt move by move (the AIs remember what they saw)."""
        ctx = app.ctx
        if ctx.storage is None:
            return None
        loaded = ctx.storage.load_game()
        if loaded is None:
            return None
        history: list = []
        lines: list = []

        def replayed(_index, seat, action, events):
            history.extend(events)
            lines.extend(log_entries(events, seat, action))

        try:
            state = loaded.game.rebuild(replayed)
        except RuleError:
            return None
        saver = ctx.storage.start_game(loaded.game)
        session = Match(
            loaded.game,
            state,
            saver,
            threaded=ctx.threaded,
            pacing=ctx.ai_pacing,
            catch_hold=ctx.catch_hold,
            history=history,
            log=lines,
        )
        return cls(app, session)

    # ------------------------------------------------------------------------------------ scene
    def make_scene(self) -> None:
        s = self.session
        ai = [not s.is_person(i) for i in range(s.players)]
        names = [s.name(i) for i in range(s.players)]
        self.scene = TableScene(
            self.ctx.size,
            s.players,
            self.viewer,
            s.game.ruleset,
            names,
            ai,
            speed=self.ctx.speed,
            colour_blind=self.ctx.settings.colorblind,
            seed=s.game.seed,
            text=self.ctx.t,
        )
        self.scene.audio = self.ctx.audio  # sound (issue 24): the scene plays each step's sounds
        if self.first_events:
            self.scene.feed(self.told(self.first_events), s.view(self.viewer))
            self._note_first_card(self.first_events)
            self.first_events = []
        else:
            self.scene.snap(s.view(self.viewer))
        self.cursor = None

    def set_viewer(self, seat: int) -> None:
        self.privacy = None
        if self.seating.confirm(seat) or self.scene is None:
            self.make_scene()
        else:  # the same seat again: its hand, laid face down while hidden, is laid out anew face up
            self.scene.snap(self.session.view(seat))
        self.rebuild()

    def enter(self) -> None:
        self.make_scene()
        super().enter()

    def exit(self) -> None:
        super().exit()
        self.session.close()

    def on_language(self) -> None:
        self.message, self.message_time = "", 0.0  # a word said in the old language is dropped
        if self.hint_action is not None:
            self.hint_text = self.describe(self.hint_action)
        if self.scene is not None:
            self.scene.refresh_words()
        if self.dialog is not None and self.dialog in self.app.stack:
            # an open decision says its words in the old language: it is closed, and the table opens
            # it again in the new one as soon as it is back on top (a choice begun on a card, such as
            # a wild's colour, is simply not made yet)
            self.app.remove(self.dialog)
            self.dialog, self.shown_seen = None, None

    def on_resize(self) -> None:
        super().on_resize()
        if self.scene is not None:
            self.scene.resize(self.ctx.size)

    def resume(self) -> None:
        self.session.pacing = self.ctx.ai_pacing
        if self.scene is not None:
            self.scene.speed = self.ctx.speed
            if self.scene.art.colour_blind != self.ctx.settings.colorblind:
                self.scene.set_colour_blind(self.ctx.settings.colorblind)
        self._sig = None
        super().resume()

    # ------------------------------------------------------------------------------------ widgets
    def build(self) -> None:
        w, h = self.ctx.size
        px = self.px
        bw, bh = px(150), px(46)
        x = w - bw - px(14)
        y = h - px(14) - bh
        b = {}
        b["uno"] = self.button(
            (x, y - bh - px(10), bw, bh + px(6)),
            self.t("ui-uno"),
            self.call_uno,
            "#uno",
            tooltip=self.t("ui-key-uno"),
        )
        b["draw"] = self.button((x, y - 2 * (bh + px(10)) - px(6), bw, bh), self.t("ui-draw"), self.draw_card)
        b["keep"] = self.button(
            (x, y - 3 * (bh + px(10)) - px(6), bw, bh), self.t("ui-keep"), self.keep_drawn
        )
        b["hint"] = self.button((x, y, bw // 2 - px(4), bh), self.t("ui-hint"), self.show_hint)
        b["menu"] = self.button(
            (x + bw // 2 + px(4), y, bw // 2 - px(4), bh), self.t("ui-menu"), self.on_escape
        )
        layout = self.scene.layout if self.scene is not None else None
        self.catch_buttons = {}
        for seat in range(self.session.players):
            if layout is None:
                break
            plate = layout.seat(seat).plate
            rect = pygame.Rect(0, 0, px(130), px(34))
            rect.midtop = (plate.centerx, plate.bottom + px(4))
            if rect.bottom > h - px(4):
                rect.midbottom = (plate.centerx, plate.top - px(4))
            rect.clamp_ip(pygame.Rect(0, 0, w, h))
            self.catch_buttons[seat] = self.grow_to_text(
                self.button(
                    rect,
                    self.t("ui-catch", player=self.session.name(seat)),
                    lambda s=seat: self.catch(s),
                    focus=False,
                )
            )
        self.buttons = b
        self._sig = None
        self._refresh_buttons()

    def _refresh_buttons(self) -> None:
        s = self.session
        legal = s.legal(self.viewer) if self.can_side_act() else []
        if not self.can_act() or not self.caught_up():  # out of turn, face down or the table still moving:
            legal = [a for a in legal if isinstance(a, (CallUno, Catch))]  # only UNO and catches
        sig = (tuple(map(repr, legal)), self.can_act(), self.caught_up(), self.hidden, s.state.phase)
        if sig == self._sig:
            return
        self._sig = sig
        kinds = {type(a) for a in legal}
        b = self.buttons
        _show(b["uno"], True, CallUno in kinds)
        _show(b["draw"], Draw in kinds, Draw in kinds)
        _show(b["keep"], Pass in kinds, Pass in kinds)
        _show(b["hint"], True, self.my_turn())
        targets = {a.target for a in legal if isinstance(a, Catch)}
        for seat, button in self.catch_buttons.items():
            _show(button, seat in targets, seat in targets)

    # ------------------------------------------------------------------------------------ state
    def can_act(self) -> bool:
        """The shown seat belongs to a person who is at the screen now."""
        return (
            self.session.is_person(self.viewer) and not self.hidden and self.session.state.phase not in ENDED
        )

    def caught_up(self) -> bool:
        """The scene shows every move made so far (no animation queued or running): the person's turn
        begins only then, so what they see (plates, hand sizes, playable cards) is what they act on."""
        return self.scene is not None and not self.scene.busy

    def my_turn(self) -> bool:
        return self.can_act() and self.session.state.turn == self.viewer and self.caught_up()

    def can_side_act(self) -> bool:
        """UNO calls and catches: the person at the screen may make them even while their hand lies face
        down (a hot-seat player who forgot UNO calls it late during a computer's turn)."""
        return (
            self.session.is_person(self.viewer)
            and self.confirmed == self.viewer
            and self.session.state.phase not in ENDED
            and not is_screen(self.app.top, "privacy")
        )

    def can_call_uno(self) -> bool:
        return self.can_side_act() and any(isinstance(a, CallUno) for a in self.session.legal(self.viewer))

    def local_hand(self) -> list[str]:
        return sorted(self.session.view(self.viewer).hand, key=hand_sort_key)

    # ------------------------------------------------------------------------------------ the cursor
    @property
    def selected(self) -> int:
        """Where the keyboard cursor is in the shown hand (-1: nowhere). It stays on its card while the
        hand changes around it (the same card nearest its old place, when there are two alike)."""
        return self._cursor_in(self.local_hand())

    def _cursor_in(self, hand: list[str]) -> int:
        if self.cursor is None:
            return -1
        index, code = self.cursor
        alike = [i for i, c in enumerate(hand) if c == code]
        return min(alike, key=lambda i: abs(i - index)) if alike else -1

    def select(self, index: int, hand: list[str] | None = None) -> None:
        hand = self.local_hand() if hand is None else hand
        self.cursor = (index, hand[index]) if 0 <= index < len(hand) else None

    def move_cursor(self, step: int) -> None:
        hand = self.local_hand()
        if not hand:
            return
        at = self._cursor_in(hand)
        if self.cursor is None:  # the first arrow picks the end it points from
            at = 0 if step > 0 else len(hand) - 1
        elif at < 0:  # its card has left the hand: the card now at its place
            at = min(self.cursor[0], len(hand) - 1)
        else:
            at = (at + step) % len(hand)
        self.select(at, hand)

    def show_cursor(self) -> None:
        """The cursor's card carries the marker (and is lifted unless the mouse lifts another): always
        visible while the hand is; a card that left moves the cursor to its neighbour. Runs every frame:
        the shown hand is read once."""
        scene = self.scene
        nodes = scene.hands[scene.me]
        target = None
        if self.cursor is not None:
            hand = self.local_hand()
            at = self._cursor_in(hand)
            if at < 0 and hand:
                self.select(min(self.cursor[0], len(hand) - 1), hand)
                at = self._cursor_in(hand)
            if at >= 0 and not self.hidden and len(nodes) == len(hand):
                code = self.cursor[1]
                nth = hand[:at].count(code)
                same = [n for n in nodes if n.drawable.code == code]
                target = same[nth] if nth < len(same) else None
        for node in nodes:
            node.drawable.marked = node is target
        if target is not None and scene.hovered is None:
            scene.hover(target)

    def visible_hand_owner(self) -> int | None:
        """Whose cards lie face up in front of the player now (None: face down or nothing shown)."""
        if self.scene is None or self.app.top is not self and is_screen(self.app.top, "privacy"):
            return None
        if any(n.drawable.face_up for n in self.scene.hands[self.scene.me]):
            return self.scene.me
        return None

    # ------------------------------------------------------------------------------------ moves
    def act(self, action) -> bool:
        """A person's move for the shown seat: applied, or a word on why not."""
        try:
            self.session.submit(self.viewer, action, self.seen_version)
        except RuleError:  # refused, or aimed at a state the table has moved past (StaleAction)
            self.say(self.t("ui-refused"))
            return False
        self.hint_text, self.hint_action = "", None
        return True

    def _moved(self, seat, action, events) -> None:
        self.seen_version = self.session.version
        if self.scene is not None:
            self.scene.feed(self.told(events), self.session.view(self.viewer))
            self._hide_hand()
        self._note_first_card(events)
        self._sig = None

    def told(self, events) -> list:
        """`events` as the seat on screen was told them (others' drawn and dealt cards as backs): the
        scene is never given a card of another hand."""
        return [redact(e, self.viewer) for e in events]

    def _note_first_card(self, events) -> None:
        """A first card that does something (a Draw Two, a Skip, a Reverse...) is explained on the table
        once the deal has been shown: the log's sentences from the first card on."""
        entries = log_entries(events)
        firsts = [i for i, (msg_id, _args) in enumerate(entries) if msg_id == "ui-log-first-card"]
        if firsts and len(entries) > firsts[-1] + 1:
            self.first_card_note = " ".join(self.movelog.format(entries[firsts[-1] :]))

    def say(self, text: str, seconds: float = 3.0) -> None:
        self.message, self.message_time = text, seconds

    def call_uno(self) -> None:
        if self.can_call_uno():
            self.act(CallUno())

    def catch(self, seat: int) -> None:
        if self.can_side_act():
            self.act(Catch(seat))

    def draw_card(self) -> None:
        if self.my_turn() and any(isinstance(a, Draw) for a in self.session.legal(self.viewer)):
            self.act(Draw())

    def keep_drawn(self) -> None:
        if self.my_turn() and any(isinstance(a, Pass) for a in self.session.legal(self.viewer)):
            self.act(Pass())

    def show_hint(self) -> None:
        action = self.session.hint(self.viewer) if self.my_turn() else None
        self.hint_action = action
        self.hint_text = self.describe(action) if action is not None else ""
        if self.hint_text:
            self.say(self.t("ui-hint-says", move=self.hint_text))

    def describe(self, action) -> str:
        loc = self.ctx.localizer
        if isinstance(action, Play):
            return loc.card_name(action.card)
        if isinstance(action, Draw):
            return self.t("ui-draw")
        if isinstance(action, Pass):
            return self.t("ui-keep")
        if isinstance(action, Challenge):
            return self.t("ui-challenge")
        if isinstance(action, Accept):
            return self.t("ui-accept")
        if isinstance(action, ChooseColor):
            return loc.color_name(action.color)
        if isinstance(action, Keep):
            return loc.card_name(action.card) if action.card else self.t("ui-keep-all")
        if isinstance(action, Discard):
            return ", ".join(loc.card_name(c) for c in action.cards)
        return ""

    def play_card(self, code: str) -> None:
        """Play `code` from the shown hand, asking for a colour, towers or a swap target when needed."""
        if not self.my_turn():
            return
        plays = [a for a in self.session.legal(self.viewer) if isinstance(a, Play) and a.card == code]
        if not plays:
            self.say(self.t("ui-cannot-play", card=self.ctx.localizer.card_name(code)))
            return
        choose_play(self, plays)

    def open(self, dialog) -> None:
        self.dialog = dialog
        self.app.push(dialog)

    # ------------------------------------------------------------------------------------ frame
    def update_covered(self, dt: float) -> None:
        if self.scene is not None:
            self.scene.update(dt)
            self._hide_hand()
        top = self.app.top
        if top is not None and not top.pauses_game:  # a decision dialog: AIs still react
            self.session.tick(dt, turns=False)

    def _hide_hand(self) -> None:
        """Face down, and with no playable glow or lifted card that would tell anything about it."""
        if self.hidden and self.scene is not None:
            if self.scene.hovered is not None:
                self.scene.pointer((-10_000, -10_000))
            for node in self.scene.hands[self.scene.me]:
                d = node.drawable
                d.face_up = d.glow = d.dim = d.marked = False

    def update(self, dt: float) -> None:
        self._update_game(dt)
        self._hide_hand()  # after any move this frame fed the scene
        super().update(dt)  # the widgets last: buttons shown or hidden this frame are drawn so

    def _update_game(self, dt: float) -> None:
        s = self.session
        scene = self.scene
        if self.message_time > 0:
            self.message_time -= dt
        scene.update(dt)
        if self.app.top is not self:
            return
        storage = self.ctx.storage
        if storage is not None and storage.notices:  # an autosave failed: tell the player now
            show_notices(self.app)
            return
        st = s.state
        if st.phase in ENDED:
            self._hide_hand()
            s.tick(dt, turns=False, reactions=False)
            if not scene.busy and not self.ended_shown:
                self.ended_shown = True
                self.app.push("round_summary", self)
            return
        change = self.seating.step(st.turn, scene.busy)
        if change == ASK:  # hot-seat: a person's hand shows only while it is that person's decision
            self._hide_hand()
            seat = self.seating.asking
            self.privacy = self.app.push("privacy", s.name(seat), lambda: self.set_viewer(seat))
            return
        if change in (HIDE, SHOW):
            self._sig = None
        if change == SHOW:  # only computer players moved since this person looked
            scene.show_local(s.view(self.viewer))
        self._hide_hand()
        self.show_cursor()
        if self.first_card_note and not scene.busy:
            self.say(self.first_card_note, 6.0)
            self.first_card_note = ""
        s.tick(dt, turns=not scene.busy)
        if self.can_act() and not scene.busy and needs_dialog(self):
            open_decision_dialog(self)
        self._refresh_buttons()

    def on_key(self, event) -> bool:
        return handle_key(self, event)

    def on_event(self, event) -> bool:
        return handle_pointer(self, event)

    def on_escape(self) -> None:
        self.app.push("pause")

    # ------------------------------------------------------------------------------------ drawing
    def draw(self, surface) -> None:
        self.scene.draw(surface)
        self.movelog.draw(surface, self.scene.layout, self.scene.me)
        layout = self.scene.layout
        x = layout.center[0]
        y = layout.ring.bottom + self.px(12)
        if self.session.is_person(self.viewer) and not self.hidden and self.session.state.phase not in ENDED:
            if self.session.state.turn == self.viewer and self.caught_up():
                self.text(
                    surface,
                    self.t("ui-your-turn", player=self.session.name(self.viewer)),
                    (x, y),
                    20,
                    (255, 230, 120),
                    bold=True,
                    anchor="midtop",
                )
        if self.message_time > 0 and self.message:
            img = self.ctx.font(18, True).render(
                self.message, True, (255, 255, 255), wraplength=round(layout.ring.width * 1.6)
            )
            rect = img.get_rect(midtop=(x, y + self.px(34)))
            bg = rect.inflate(self.px(20), self.px(10))
            pygame.draw.rect(surface, (0, 0, 0), bg, border_radius=self.px(8))
            surface.blit(img, rect)
        if self.manager is not None:
            self.manager.draw_ui(surface)

    def log_lines(self) -> list[str]:
        return self.movelog.lines()


def _show(button, visible: bool, enabled: bool) -> None:
    if visible:
        button.show()
    else:
        button.hide()
    if enabled:
        button.enable()
    else:
        button.disable()
