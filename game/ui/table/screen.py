"""The table screen: game/scene's TableScene with the turn controls (UNO, draw, keep, hint, menu and the
catch buttons), who may act now, the shown person's moves, and each frame: the game ticked, the
scene fed, the hand hidden from the wrong person, the dialog a decision needs opened.

Its parts live beside it: making a new or a saved table in `start`, the turn controls in `controls`, the
keyboard cursor in `cursor`, the hint in `hint`, drawing in `overlay`, the decision dialogs in
`dialogs`, keys and mouse in `input`, the move log in `movelog`, the hot-seat "Pass to ..." screen in
`privacy`, the round summary in `round_summary` and the game-over screen in `game_over`.

The screen reads the game only through its `TablePort` (game/play/port.py): the `TableView` of the
seat on screen and the updates (a view and the events as that seat was told them) since the last
frame; it changes the game only by submitting actions through it, with the version of the view they
were chosen from. The scene is given only the port's `shown_view` and the updates: with more than one
person at the table (hot-seat) it shows the hand of the person whose decision it is, after a "Pass to
..." screen; during computer players' turns and while "Pass to ..." is up it gets a spectator's view
(no hand: the local hand is backs). The same screen plays a match at this computer (`LocalTable`) or
across the network (a remote port).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, Any

from game.i18n.moves import move_words
from game.play import log_entries
from game.play.hotseat import ASK, HIDE, SHOW
from game.play.port import TablePort
from game.play.tableview import TableView
from game.rules import (
    CallUno,
    Catch,
    Draw,
    Pass,
    Play,
    RuleError,
)
from game.scene.hands import hand_sort_key
from game.scene.table import TableScene
from game.ui.kit import Screen
from game.ui.kit.frames import soonest
from game.ui.kit.notices import show_notices
from game.ui.kit.screen import says_nothing
from game.ui.screens import is_screen
from game.ui.table import controls, cursor, hint, instant, overlay, start, still
from game.ui.table.dialogs import Done, Ticket, choose_play, needs_dialog, open_decision_dialog
from game.ui.table.input import Intent, handle_key, handle_pointer
from game.ui.table.movelog import MoveLog

if TYPE_CHECKING:
    import pygame

ENDED = ("round_over", "game_over")
#: seconds a move sent to a remote table waits for its outcome before the person may act again (the
#: outcome is normally there within a round trip; a lost one must not hold the table for ever)
OUTCOME_PATIENCE = 3.0


class TableScreen(Screen):
    def __init__(self, app, port: TablePort):
        super().__init__(app)
        self.port = port
        self.scene: TableScene | None = None
        self.cursor: tuple[int, str] | None = None  # the keyboard cursor: (place in the hand, card)
        self.pressed: tuple[Any, str, tuple[int, int]] | None = (
            None  # (node, card, where): button down on a card
        )
        self.dragging = False
        self.pointing = False  # the mouse, not the keys, was last used on the table (cursor.py)
        self.dialog: Any = None
        self.message = ""
        self.message_time = 0.0
        self.hint_text = ""
        self.hint_action: object | None = None
        self.hint_job: Any = None  # the expert's figures being weighed (game.play.review.HintJob)
        self.first_card_note = ""  # said on the table once the deal has been shown
        self.ended_shown = False
        self.shown_seen: tuple | None = None
        self.privacy: Any = None
        self.buttons: dict = {}
        self.catch_buttons: dict = {}
        self.coach: Any = None  # the guide of a Learn to play lesson (game/ui/table/coach.py), else None
        self._sig: tuple | None = None
        self.seen_version = port.version  # the version of the last update shown: moves carry it
        self.ticket: Ticket | None = None  # the decision the open dialogs belong to
        # a move sent whose outcome (a new view, or a refusal) has not arrived: the version it was chosen
        # from, and how long it has waited. Meanwhile no dialog opens and the next input waits (`queued`)
        self.sent: int | None = None
        self.sent_wait = 0.0
        self.queued: Callable[[], object] | None = None
        self.movelog = MoveLog(port, app.ctx)
        self._marked: Any = None  # the card node carrying the cursor's marker
        self.look_left = 0.0  # hot-seat: the shown person's own move still on show (instant.py)
        self.turn_felt = False  # the pad rumbled for this turn (issue 35)
        self.message_for: object = None  # what of the view a message is about (`say`), as it was said
        self.message_key: Callable[[TableView], object] | None = None  # ... read from a view
        self.drawn_texts: list[tuple[str, Any]] = []  # the words drawn last frame, and where
        self.cursor_for: tuple | None = None  # the decision the cursor was last put on a lit card for

    @property
    def session(self) -> Any:
        """The `Match` of a local table (tests and the pause menu's Save and quit reach it); None for a
        remote one. The screen itself never reads it."""
        return getattr(self.port, "match", None)

    # ------------------------------------------------------------------------------------ seating
    @property
    def hotseat(self) -> bool:
        return self.port.hotseat

    @property
    def viewer(self) -> int:
        return self.port.viewer

    @property
    def confirmed(self) -> int | None:
        """The person last at the screen (hot-seat)."""
        return self.port.confirmed

    @property
    def hidden(self) -> bool:
        """The shown hand lies face down (until its owner is at the screen)."""
        return self.port.hidden

    @property
    def view(self) -> TableView:
        """The shown seat's own view now (its hand and legal moves): what the controls act on."""
        return self.port.view

    def name(self, seat: int) -> str:
        return self.port.view.name(seat)

    # ------------------------------------------------------------------------------------ making
    @classmethod
    def new(cls, app, game) -> TableScreen:
        return cls(app, start.new_port(app.ctx, game))

    @classmethod
    def load(cls, app) -> TableScreen | None:
        """Continue the saved game (None: there is none, or it cannot be rebuilt)."""
        port = start.load_port(app.ctx)
        return None if port is None else cls(app, port)

    # ------------------------------------------------------------------------------------ scene
    def make_scene(self) -> None:
        seats = self.port.seats
        self.scene = TableScene(
            self.ctx.size,
            len(seats),
            self.viewer,
            self.port.ruleset,
            [s.name for s in seats],
            [s.kind != "person" for s in seats],
            speed=self.ctx.speed,
            colour_blind=self.ctx.settings.colorblind,
            seed=self.port.seed,
            text=self.ctx.t,
            ui_scale=self.ctx.table_scale,
        )
        self.scene.audio = self.ctx.audio  # sound (issue 24): the scene plays each step's sounds
        self.movelog.show_all()  # a new scene has nothing queued that could still land
        if not self._show_updates():  # the deal animates; a loaded game is laid out at once
            self.scene.snap(self.port.shown_view)
        self.cursor = None

    def set_viewer(self, seat: int) -> None:
        self.privacy = None
        if self.port.confirm(seat) or self.scene is None:
            self.make_scene()
        else:  # the same seat again: its hand, laid out as backs while hidden, is laid out anew face up
            self.scene.snap(self.port.shown_view)
        self.rebuild()

    def enter(self) -> None:
        self.make_scene()
        super().enter()

    def exit(self) -> None:
        super().exit()
        self.port.close()

    def on_language(self) -> None:
        self.message, self.message_time = "", 0.0  # a word said in the old language is dropped
        if self.hint_action is not None:
            self.hint_text = self.describe(self.hint_action)
        if self.scene is not None:
            self.scene.refresh_words()
        # an open decision says its words in the old language: it is closed, and the table opens it
        # again in the new one (a choice begun on a card, such as a wild's colour, is not made yet)
        self.drop_dialogs()

    def drop_dialogs(self) -> None:
        """Close the table's open dialog; the table asks again as soon as it is back on top."""
        if self.dialog is not None and self.dialog in self.app.stack:
            self.app.remove(self.dialog)
            self.dialog, self.shown_seen = None, None
            self._close_dialogs()

    def on_resize(self) -> None:
        super().on_resize()
        if self.scene is not None:
            self.scene.resize(self.ctx.size, self.ctx.table_scale)

    def resume(self) -> None:
        self.port.set_pacing(self.ctx.ai_pacing)
        if self.scene is not None:
            self.scene.speed = self.ctx.speed
            if self.scene.art.colour_blind != self.ctx.settings.colorblind:
                self.scene.set_colour_blind(self.ctx.settings.colorblind)
        self._sig = None
        super().resume()

    # ------------------------------------------------------------------------------------ widgets
    def build(self) -> None:
        controls.build(self)

    # ------------------------------------------------------------------------------------ state
    def can_act(self) -> bool:
        """The shown seat belongs to a person who is at the screen now."""
        view = self.view
        return view.is_person(self.viewer) and not self.hidden and view.phase not in ENDED

    def caught_up(self) -> bool:
        """The scene shows every move made so far (no animation queued or running): the person's turn
        begins only then, so what they see (plates, hand sizes, playable cards) is what they act on."""
        return self.scene is not None and not self.scene.busy

    def my_turn(self) -> bool:
        return self.can_act() and self.view.turn == self.viewer and self.caught_up()

    def can_side_act(self) -> bool:
        """UNO calls and catches: the person at the screen may make them even while their hand lies face
        down (a hot-seat player who forgot UNO calls it late during a computer's turn)."""
        view = self.view
        return (
            view.is_person(self.viewer)
            and self.confirmed == self.viewer
            and view.phase not in ENDED
            and not is_screen(self.app.top, "privacy")
        )

    def jump_in_cards(self) -> tuple[str, ...]:
        """The cards of the shown hand the person may jump in with now (house option): only while the
        hand is theirs to see (hot-seat: their hand on screen, they at it) and the table shows every
        move made, so that they jump in on the card they see."""
        view = self.view
        if view.turn == self.viewer or not view.jump_in or not self.can_act() or not self.caught_up():
            return ()
        if self.confirmed != self.viewer:
            return ()
        return view.jump_in

    def can_call_uno(self) -> bool:
        return self.can_side_act() and self.view.may_call_uno

    def local_hand(self) -> list[str]:
        """The shown seat's hand as it lies sorted (the screen's own reading: the scene holds it only
        while it may show)."""
        return sorted(self.view.hand or (), key=hand_sort_key)

    # ------------------------------------------------------------------------------------ the cursor
    @property
    def selected(self) -> int:
        return cursor.selected(self)

    def move_cursor(self, step: int) -> None:
        cursor.move_cursor(self, step)

    def show_cursor(self) -> None:
        cursor.show_cursor(self)

    def visible_hand_owner(self) -> int | None:
        """Whose cards lie face up in front of the player now (None: face down or nothing shown)."""
        if self.scene is None or self.app.top is not self and is_screen(self.app.top, "privacy"):
            return None
        if any(n.drawable.face_up for n in self.scene.hands[self.scene.me]):
            return self.scene.me
        return None

    # ------------------------------------------------------------------------------------ moves
    def act(self, action, version: int | None = None) -> bool:
        """A person's move for the shown seat, submitted with the version of the view it was chosen
        from (`version`; the last one shown when not told): applied (and shown), or a word on why not.
        Until its outcome arrives (a remote table answers a round trip later) the table waits: no
        dialog opens, the next input is kept for then."""
        chosen = self.seen_version if version is None else version
        try:
            self.port.submit(action, chosen)
        except RuleError:  # refused, or aimed at a state the table has moved past (StaleAction)
            self.say(self.t("ui-refused"))
            return False
        self.sent, self.sent_wait = chosen, 0.0
        self.hint_text, self.hint_action = "", None
        self._show_updates()
        return True

    def awaiting(self) -> bool:
        """A move this screen sent has no outcome yet (a remote table: the server has not answered)."""
        return self.sent is not None

    # ------------------------------------------------------------------------------------ dialogs
    def decided(self, view: TableView) -> Done:
        """The `done` of the dialogs opened for `view`'s decision: the chosen move is sent only while
        the table is still at that decision and version (see `Ticket`)."""
        return partial(self._answer, self._ticket_for(view))

    def _ticket_for(self, view: TableView) -> Ticket:
        t = self.ticket
        if t is None or t.answered or t.version != view.version:
            t = self.ticket = Ticket(view.decision_key(), view.version)
        return t

    def _answer(self, ticket: Ticket, action) -> bool:
        """A dialog's answer: sent when its decision is still the table's, at the version it was opened
        for; kept until the outcome of a move already on its way is known; else dropped (the dialog
        closed as the view moved past it: a click on it never becomes another move)."""
        if self.awaiting():
            self.queued = partial(self._answer, ticket, action)
            return False
        if ticket is not self.ticket or ticket.answered or self.view.version != ticket.version:
            return False
        if self.act(action, ticket.version):
            ticket.answered = True
            self._expire_dialogs()
            return True
        return False

    def _expire_dialogs(self) -> None:
        """The view moved: the dialogs of a decision it has moved past close now (the table opens the
        new decision's own once it is on top); a view of the same decision carries the ticket on."""
        t = self.ticket
        if t is None:
            return
        view = self.view
        if view.version == t.version and not t.answered:
            return
        if not t.answered and view.decision_key() == t.key:
            t.version = view.version
            return
        if t.answered and view.version == t.version and self.awaiting():
            return  # the outcome is on its way; the chain's next dialog (a colour) may still open
        self._close_dialogs()

    def _close_dialogs(self) -> None:
        t, self.ticket = self.ticket, None
        if t is None:
            return
        for dialog in t.dialogs:
            if dialog in self.app.stack:
                self.app.remove(dialog)
            if self.dialog is dialog:
                self.dialog = None

    def _show_updates(self) -> bool:
        """Feed the scene the port's updates since the last call (each move's events as the seat on
        screen was told them, and the view after it). True when there were any."""
        updates = self.port.poll()
        for u in updates:
            if u.refused is not None:
                self.say(self.t("ui-refused"))
                continue
            self.seen_version = u.view.version
            if self.scene is not None:  # the move log says each line as its event's animation lands
                landed, said = self.movelog.withhold(u.events, u.by), self.movelog.told(u.names, u.view.seats)
                self.scene.feed(list(u.events), u.view, landed=landed, names=said)  # said: as the log says
            if self.coach is not None:
                self.coach.see(self, u.events)
            self._note_first_card(u.events)
            self.app.pads.feel(self, u.events)  # gamepads (issue 35): UNO and being caught rumble
            self._sig = None
            self.look_left = max(self.look_left, instant.own_move_look(self, u.by))
            instant.say_unseen(self, u.events, self.look_left)
        if updates:
            self.sent = None  # the outcome of a move sent (or another seat's move before it) is here
            if any(u.refused is not None for u in updates) and self.ticket is not None:
                self.ticket.answered = True  # the answer was refused: the decision is asked again
            self._expire_dialogs()
        return bool(updates)

    def _note_first_card(self, events) -> None:
        """A first card that does something (a Draw Two, a Skip, a Reverse...) is explained on the table
        once the deal has been shown: the log's sentences from the first card on."""
        entries = log_entries(events)
        firsts = [i for i, (msg_id, _args) in enumerate(entries) if msg_id == "ui-log-first-card"]
        if firsts and len(entries) > firsts[-1] + 1:
            self.first_card_note = " ".join(self.movelog.format(entries[firsts[-1] :]))

    def say(self, text: str, seconds: float = 3.0, turn: bool = False, holds: Callable | None = None) -> None:
        """A message on the table for `seconds`; `turn`: it is about the shown seat's decision now (a card
        that does not fit, a hint) and goes as soon as the decision does (never true of the next one);
        `holds`: what of the view it tells (how many cards the person holds), it goes once that changes."""
        self.message, self.message_time = text, seconds
        self.message_key = TableView.decision_key if turn else holds
        self.message_for = None if self.message_key is None else self.message_key(self.view)

    def perform(self, action) -> None:
        """A move asked for by a button, a key or a click: submitted when the shown person may make it
        now (UNO and catches also out of turn and face down), else nothing happens."""
        if self.awaiting():  # the outcome of the last move first: then this is carried out, if it still may
            self.queued = partial(self.perform, action)
        elif isinstance(action, CallUno):
            if self.can_call_uno():
                self.act(action)
        elif isinstance(action, Catch):
            if self.can_side_act():
                controls.catch_or_say(self, action)
        elif self.my_turn() and any(type(a) is type(action) for a in self.view.actions()):
            self.act(action)

    def carry_out(self, intent: Intent | None) -> bool:
        """What a key or a click asked for (table_input's answer); False: not the table's input."""
        if intent is None:
            return False
        if intent.action is not None:
            self.perform(intent.action)
        elif intent.card is not None:
            self.play_card(intent.card)
        elif intent.hint:
            self.show_hint()
        if intent.then is not None:
            intent.then()
        return True

    def call_uno(self) -> None:
        self.perform(CallUno())

    def catch(self, seat: int) -> None:
        self.perform(Catch(seat))

    def draw_card(self) -> None:
        self.perform(Draw())

    def keep_drawn(self) -> None:
        self.perform(Pass())

    def show_hint(self) -> None:
        hint.show_hint(self)

    def describe(self, action) -> str:
        return move_words(self.ctx.localizer, action)

    def play_card(self, code: str) -> None:
        """Play `code` from the shown hand, asking for a colour, towers or a swap target when needed; out
        of turn, jump in with it when it may (house option). While the outcome of the last move is on
        its way, or the table still shows a move, the click waits for that, and is then carried out if
        the card still may be played."""
        if self.awaiting() or (self.can_act() and not self.caught_up()):
            # the outcome of the last move, or the table still showing a move: a click on a lit card
            # waits for it (one on a dark card is not a move: it never becomes one later)
            scene = self.scene
            if scene is not None and (code in scene.playable or code in scene.jumpable):
                self.queued = partial(self.play_card, code)
            return
        if not self.my_turn():
            if code in self.jump_in_cards():
                plays = [a for a in self.view.actions() if isinstance(a, Play) and a.card == code]
                choose_play(self, plays, self.decided(self.view))
            return
        plays = [a for a in self.view.actions() if isinstance(a, Play) and a.card == code]
        if not plays:  # after a draw only the card drawn may be played, and the table says so (issue 40)
            drawn = self.view.drawn if self.view.decision == "drawn" and self.view.drawn != code else None
            name = self.ctx.localizer.card_name(drawn or code, self.view.house_rule(drawn or code))
            self.say(self.t("ui-only-drawn" if drawn else "ui-cannot-play", card=name), turn=True)
            return
        choose_play(self, plays, self.decided(self.view))

    def open(self, dialog, bound: bool = True) -> None:
        """Show a dialog of the table; `bound`: it belongs to the decision on the table now (its answers
        are moves) and closes when the view moves past it (see `Ticket`)."""
        if bound:
            self._ticket_for(self.view).dialogs.append(dialog)
        self.dialog = dialog
        self.app.push(dialog)

    # ------------------------------------------------------------------------------------ frame
    def update_covered(self, dt: float) -> None:
        self._show_updates()  # moves made while covered (a test, the summary's next round)
        if self.scene is not None:
            self.scene.update(dt)
        top = self.app.top
        if top is not None and not top.pauses_game:  # a decision dialog: AIs still react
            self.port.tick(dt, turns=False)
            self._show_updates()

    def update(self, dt: float) -> None:
        if self.coach is not None:
            self.coach.update(dt)
        if self.sent is not None:
            self.sent_wait += dt
            if self.sent_wait > OUTCOME_PATIENCE:  # no outcome came (a lost connection): act again
                self.sent = None
        self._update_game(dt)
        hint.show_hint_figures(self)
        super().update(dt)  # the widgets last: buttons shown or hidden this frame are drawn so

    def _update_game(self, dt: float) -> None:
        port = self.port
        scene = self.scene
        assert scene is not None, "the scene is made when the screen is entered"
        self._show_updates()
        if self.message_time > 0:
            self.message_time -= dt
        if self.message_key is not None and self.message_key(self.view) != self.message_for:
            self.message_time, self.message_key = 0.0, None  # its decision is over: it is no longer true
        scene.update(dt)
        if self.app.top is not self:
            return
        if self.queued is not None and not self.awaiting() and not scene.busy:  # an input that waited
            queued, self.queued = self.queued, None
            queued()
            if self.app.top is not self:
                return
        storage = self.ctx.storage
        if storage is not None and storage.notices:  # an autosave failed: tell the player now
            show_notices(self.app)
            return
        if self.view.phase in ENDED:
            port.tick(dt, turns=False, reactions=False)
            self._show_updates()
            if not scene.busy and not self.ended_shown:
                self.ended_shown = True
                self.app.push("round_summary", self)
            return
        self.look_left = max(0.0, self.look_left - dt)
        showing = scene.busy or self.look_left > 0  # the last move is still on show
        change = port.step(showing)
        if change in (ASK, HIDE, SHOW):  # hot-seat: a hand shows only while it is its owner's decision
            self._sig = None
            scene.show_local(port.shown_view)  # face up, or backs (the scene gets no hand then)
        if change == ASK:  # nothing said to the last person is left for the next one
            self.message_time, seat = 0.0, port.asking
            assert seat is not None
            self.privacy = self.app.push("privacy", self.name(seat), lambda: self.set_viewer(seat))
            return
        self.show_cursor()
        if self.first_card_note and not scene.busy:
            self.say(self.first_card_note, 6.0)
            self.first_card_note = ""
        port.tick(dt, turns=not showing)
        self._show_updates()
        view = self.view
        turn = self.my_turn()
        if turn and not self.turn_felt:  # gamepads (issue 35): the person's pad rumbles once a turn
            self.app.pads.rumble("turn", self.viewer, self)
        self.turn_felt = turn
        decision = view.decision_key() if turn else None
        if decision is not None and decision != self.cursor_for:  # a new decision: the cursor on a lit card
            cursor.start_on_lit(self)
        self.cursor_for = decision
        if self.can_act() and not scene.busy and not self.awaiting() and needs_dialog(view, self.shown_seen):
            open_decision_dialog(self, view, self.decided(view))
        controls.refresh_buttons(self)

    def on_key(self, event) -> bool:
        if self.coach is not None and self.coach.on_key(self, event):
            return True
        return self.carry_out(handle_key(self, event))

    def on_event(self, event) -> bool:
        return self.carry_out(handle_pointer(self, event))

    def on_escape(self) -> None:
        self.app.push("pause")

    # ------------------------------------------------------------------------------------ frames (issue 44)
    def next_frame(self) -> float | None:
        """Every frame while anything on the table moves or a computer player may act; waiting for the
        person's decision only the ring turns and the halo pulses (`ticking`), and a toast's time runs."""
        if says_nothing(type(self)) or not self.waits_for_person():
            return 0.0
        due = self.widgets_next_frame()
        return soonest(due, self.message_time) if self.message_time > 0 else due

    def waits_for_person(self) -> bool:
        return still.waits_for_person(self)

    def ticking(self) -> bool:
        return self.waits_for_person() and not self.stale()

    def tick(self, dt: float) -> list[pygame.Rect]:
        if self.message_time > 0:
            self.message_time -= dt
        return self.scene.tick_small(dt) if self.scene is not None else []

    def draw_under(self, surface) -> None:
        canvas = self.scene.compositor.canvas if self.scene is not None else None
        if canvas is not None:
            surface.blit(canvas, (0, 0))

    # ------------------------------------------------------------------------------------ drawing
    def draw(self, surface) -> None:
        overlay.draw(self, surface)

    def draw_over(self, surface) -> None:
        overlay.draw_over(self, surface)

    def log_lines(self) -> list[str]:
        return self.movelog.lines()
