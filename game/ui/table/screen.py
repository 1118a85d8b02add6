"""The table screen: game/scene's TableScene with the turn controls (UNO, draw, keep, hint, menu and the
catch buttons), who may act now, the shown person's moves, and each frame: the game ticked, the
scene fed, the hand hidden from the wrong person, the dialog a decision needs opened.

Its parts live beside it: the decision dialogs in `table_dialogs`, keys and mouse in `table_input`, the
move log in `movelog`, the hot-seat "Pass to ..." screen in `privacy`, the round summary and the
game-over screen in `round_end`.

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
from typing import Any

import pygame

from game.i18n.moves import move_words
from game.play import Match, log_entries
from game.play.hotseat import ASK, HIDE, SHOW
from game.play.port import LocalTable, TablePort
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
from game.ui.table.dialogs import Done, Ticket, choose_play, needs_dialog, open_decision_dialog
from game.ui.table.input import Intent, handle_key, handle_pointer
from game.ui.table.movelog import MoveLog

ENDED = ("round_over", "game_over")
#: hot-seat: seconds (at the normal animation speed) a person's own move stays on show, their hand face
#: up, before it turns down or "Pass to ..." covers the table (time to see the card they drew)
OWN_MOVE_LOOK = 0.8
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
        self.look_left = 0.0  # hot-seat: the shown person's own move still on show (OWN_MOVE_LOOK)
        self.turn_felt = False  # the pad rumbled for this turn (issue 35)

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
        return cls(app, LocalTable(session, events, storage=ctx.storage))

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
        return cls(app, LocalTable(session, storage=ctx.storage))

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
        if self.dialog is not None and self.dialog in self.app.stack:
            # an open decision says its words in the old language: it is closed, and the table opens
            # it again in the new one as soon as it is back on top (a choice begun on a card, such as
            # a wild's colour, is simply not made yet)
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
        for seat in range(len(self.port.seats)):
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
                    self.t("ui-catch", player=self.name(seat)),
                    partial(self.catch, seat),
                    focus=False,
                )
            )
        self.buttons = b
        self._sig = None
        self._refresh_buttons()
        if self.coach is not None:  # a guided game (Learn to play): the coach's panel and buttons
            self.coach.build(self)

    def _refresh_buttons(self) -> None:
        view = self.view
        legal = view.actions() if self.can_side_act() else []
        if not self.can_act() or not self.caught_up():  # out of turn, face down or the table still moving:
            legal = [a for a in legal if isinstance(a, (CallUno, Catch))]  # only UNO and catches
        sig = (tuple(map(repr, legal)), self.can_act(), self.caught_up(), self.hidden, view.phase)
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
        if scene is None:
            return
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
        if self._marked is not None and self._marked is not target:  # a card that left the hand
            self._marked.drawable.marked = False
        self._marked = target
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
                self.scene.feed(list(u.events), u.view, landed=self.movelog.withhold(u.events, u.by))
            if self.coach is not None:
                self.coach.see(self, u.events)
            self._note_first_card(u.events)
            self.app.pads.feel(self, u.events)  # gamepads (issue 35): UNO and being caught rumble
            self._sig = None
            if self.port.hotseat and u.by == self.viewer and not self.hidden and self.ctx.speed > 0:
                self.look_left = OWN_MOVE_LOOK / self.ctx.speed
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

    def say(self, text: str, seconds: float = 3.0) -> None:
        self.message, self.message_time = text, seconds

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
                self.act(action)
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
        if self.ctx.settings.hint_figures and self.my_turn():
            job = self.port.hint_figures()
            if job is not None:  # the expert weighs the moves in the background (`_show_hint_figures`)
                if self.hint_job is not None:
                    self.hint_job.cancel()
                self.hint_job = job
                self.say(self.t("ui-hint-weighing"), 30.0)
                return
        action = self.port.hint() if self.my_turn() else None
        self.hint_action = action
        self.hint_text = self.describe(action) if action is not None else ""
        if self.hint_text:
            self.say(self.t("ui-hint-says", move=self.hint_text))

    def _show_hint_figures(self) -> None:
        """The expert's figures, once weighed, for the decision they were asked at (a later one: dropped)."""
        job = self.hint_job
        if job is None:
            return
        if job.version != self.port.version or not self.my_turn():
            job.cancel()
            self.hint_job = None
            if self.message == self.t("ui-hint-weighing"):
                self.message_time = 0.0
            return
        if not job.done:
            return
        self.hint_job = None
        if not job.result:
            self.message_time = 0.0
            return
        (best, chance), *rest = job.result
        self.hint_action, self.hint_text = best, self.describe(best)
        words = {"move": self.hint_text, "chance": round(chance * 100)}
        if rest:
            other, other_chance = rest[0]
            words.update(other=self.describe(other), other_chance=round(other_chance * 100))
            self.say(self.t("ui-hint-figures-next", **words), 8.0)
        else:
            self.say(self.t("ui-hint-figures", **words), 8.0)

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
        if not plays:
            self.say(self.t("ui-cannot-play", card=self.ctx.localizer.card_name(code)))
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
        self._show_hint_figures()
        super().update(dt)  # the widgets last: buttons shown or hidden this frame are drawn so

    def _update_game(self, dt: float) -> None:
        port = self.port
        scene = self.scene
        assert scene is not None, "the scene is made when the screen is entered"
        self._show_updates()
        if self.message_time > 0:
            self.message_time -= dt
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
        if change == ASK:
            seat = port.asking
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
        if self.can_act() and not scene.busy and not self.awaiting() and needs_dialog(view, self.shown_seen):
            open_decision_dialog(self, view, self.decided(view))
        self._refresh_buttons()

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
        """Nothing can change on the table but by the person's own hand: every move is shown, a person at
        the screen is to decide, no computer player may act (no catch, UNO or jump-in chance open),
        nothing is sent, queued or weighed."""
        scene, match, view = self.scene, getattr(self.port, "match", None), self.view
        if scene is None or match is None or self.app.top is not self or not scene.still:
            return False
        if self.dragging or self.pressed or self.queued or self.awaiting() or self.hint_job is not None:
            return False
        if self.first_card_note or self.look_left > 0 or self.coach is not None or self.privacy is not None:
            return False
        if view.options.get("jump_in") or view.exposed or view.decision is None or not self.can_act():
            return False
        return match.ai_turn() is None and not match.holding and not match.waiting_for_catch()

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
        scene = self.scene
        assert scene is not None, "the scene is made when the screen is entered"
        scene.draw(surface)
        self.draw_over(surface)

    def draw_over(self, surface) -> None:
        scene = self.scene
        assert scene is not None, "the scene is made when the screen is entered"
        self.movelog.draw(surface, scene.layout, scene.me)
        layout = scene.layout
        x = layout.center[0]
        y = layout.ring.bottom + self.px(12)
        if self.can_act():
            if self.view.turn == self.viewer and self.caught_up():
                self.text(
                    surface,
                    self.t("ui-your-turn", player=self.name(self.viewer)),
                    (x, y),
                    20,
                    (255, 230, 120),
                    bold=True,
                    anchor="midtop",
                )
            elif self.jump_in_cards() and self.app.pads.mode == "pad":  # gamepads (issue 35)
                from game.ui.pad.hints import glyph_after

                img = self.ctx.font(20, True).render(self.t("pad-jump-in-prompt"), True, (255, 230, 120))
                glyph_after(self.app, self, surface, img, img.get_rect(midtop=(x, y)), pygame.K_j)
            elif self.jump_in_cards():  # out of turn: the twin of the top card glows in the hand
                self.text(
                    surface,
                    self.t("ui-jump-in-prompt"),
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
        if self.coach is not None:
            self.coach.draw(self, surface)
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
