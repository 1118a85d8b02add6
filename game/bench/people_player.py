"""One person of the people soak (`python -m game.bench people-soak`): the real game (the App, its
screens, the real main loop at 30 frames a second) driven by a player-bot that acts only on what is on
screen, as a person would: it posts real pygame events (the pointer moves, the button goes down and
up, letters are typed) after a person's pause (0.1-1 s, longer to read a round's summary).

    python -m game.bench.people_player --address 127.0.0.1:PORT --code ROOM --name Ann
        --data DIR --report FILE [--seed N] [--stall 25]

What it sees and does: the main menu, Join (the address and the room code typed), the lobby (I'm
ready), the table (a lit card clicked, else Draw or Keep it; UNO pressed first with two cards, now and
then forgotten; a catch button pressed when one shows), the dialog that is showing (one of its
offered answers), the round summary (its button), the game-over screen (Main menu: then it leaves).

What it checks as it plays, each failure one JSON line of kind "violation" in the report:
- a decision dialog on screen matches the seat's current decision (it never stays once the view has
  moved to another decision, and never opens again for a decision already answered, unless the
  answer went with a dropped connection before its outcome came: counted as cut off);
- every click on a lit card plays it or is answered on screen (a dialog, a message) unless the table
  moved on meanwhile (then it is counted as overtaken) or the connection dropped (the lost-connection
  message answers it: counted as cut off);
- no button the screen offered is answered "not allowed" (or "the table moved on");
- nobody waits more than `--stall` seconds with nothing happening at the table, and the person is never
  left with a decision and nothing on screen to answer it with.
Each round's summary as this screen shows it is written too (kind "round"): the soak compares them.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
import time
from pathlib import Path
from typing import Any

from game.bench import people_away

#: seconds a click on a lit card may take to show its outcome (a dialog, the card played, a word)
CLICK_ANSWER = 6.0
#: seconds a press may take to show its effect (a new screen, a move) before the person presses again
SETTLE = 1.5
#: seconds the person may hold a decision with nothing on screen to answer it with
NOTHING_OFFERED = 6.0


class NoDiscovery:
    """LAN discovery off: the soak's tables are reached by address and code (no multicast on a shared
    machine)."""

    available = False

    def start(self):
        return False

    def found(self):
        return []

    def close(self):
        pass


def visible_point(scene, node) -> tuple[int, int]:
    """Where a person clicks a card of their hand: a point on the card that no other card covers, as
    near its centre as there is one (in a hand of two rows, the row in front covers the middle of
    the cards behind it)."""
    cx, cy = int(node.x), int(node.y)
    offsets = sorted(
        ((dx, dy) for dx in range(-60, 61, 6) for dy in range(-90, 91, 6)),
        key=lambda d: abs(d[0]) + abs(d[1]),
    )
    for dx, dy in offsets:
        if scene.local_card_at((cx + dx, cy + dy)) is node:
            return cx + dx, cy + dy
    return cx, cy


class Report:
    def __init__(self, path: Path, name: str):
        self.file = path.open("a", encoding="utf-8")
        self.name = name
        self.counts: dict[str, int] = {}

    def write(self, kind: str, **data) -> None:
        self.counts[kind] = self.counts.get(kind, 0) + 1
        line = {"t": round(time.time(), 3), "who": self.name, "kind": kind, **data}
        self.file.write(json.dumps(line, default=str) + "\n")
        self.file.flush()


class PlayerBot:
    def __init__(self, app, args, report: Report):
        import pygame

        self.pg = pygame
        self.app = app
        self.args = args
        self.report = report
        self.rng = random.Random(args.seed)
        self.t = app.ctx.t
        self.events: list[tuple[float, Any]] = []  # (due, event) posted when due
        self.next_at = time.monotonic() + self.think()
        self.done = False
        # the checks' memory
        self.opened: dict = {}  # decision dialog -> (version, decision key) when it appeared
        self.answered: dict[tuple, int] = {}  # (round, version) of a decision answered -> its ticket's id
        self.click: dict | None = None  # the last click on a lit card, until its outcome shows
        self.pressed: tuple[str, float] | None = None  # the last button pressed (its words), when
        self.settle: tuple | None = None  # (top screen, table version, when) at the last press
        self.last_version: tuple | None = None
        self.last_change = time.monotonic()
        self.nothing_since: float | None = None
        self.rounds_seen: set[tuple] = set()
        self.stale = self.t("ui-net-error-stale")
        self.refusals = {self.t("ui-refused"), self.stale}
        self.join_refusals = 0
        self.hold: tuple[int, bool] | None = None  # (version, let the turn timer run out on it)
        self.leaving = False  # the person chose to leave the table (confirmed Leave)
        self.said_timeout = ""
        self.leave_titles = (self.t("ui-net-give-up-title"), self.t("ui-net-host-leave-title"))

    # ------------------------------------------------------------------------------------ timing
    def think(self, low: float = 0.1, high: float = 1.0) -> float:
        return self.rng.uniform(low, high)

    def wait(self, low: float = 0.1, high: float = 1.0) -> None:
        self.next_at = time.monotonic() + self.think(low, high)

    # ------------------------------------------------------------------------------------ input
    def post_due(self) -> None:
        now = time.monotonic()
        due = [e for e in self.events if e[0] <= now]
        self.events = [e for e in self.events if e[0] > now]
        for _at, event in due:
            self.pg.event.post(event)

    def click_at(self, pos) -> None:
        pg, now = self.pg, time.monotonic()
        pos = (int(pos[0]), int(pos[1]))
        self.events += [
            (now, pg.event.Event(pg.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))),
            (now + 0.04, pg.event.Event(pg.MOUSEBUTTONDOWN, pos=pos, button=1)),
            (now + 0.1, pg.event.Event(pg.MOUSEBUTTONUP, pos=pos, button=1)),
        ]

    def press(self, button) -> None:
        self.pressed = (button.text, time.monotonic())
        self.settle = (self.app.top, self.version(), time.monotonic())
        self.report.write("action", what="button", text=button.text)
        self.click_at(button.rect.center)

    def key(self, key: int) -> None:
        pg, now = self.pg, time.monotonic()
        self.events += [
            (now, pg.event.Event(pg.KEYDOWN, key=key, mod=0, unicode="", scancode=0)),
            (now + 0.05, pg.event.Event(pg.KEYUP, key=key, mod=0, unicode="", scancode=0)),
        ]

    def buttons(self, screen) -> list:
        import pygame_gui

        if screen is None or screen.manager is None:
            return []
        return [
            e
            for e in screen.manager.get_sprite_group().sprites()
            if isinstance(e, pygame_gui.elements.UIButton) and e.visible and e.is_enabled
        ]

    def find(self, screen, text: str):
        return next((b for b in self.buttons(screen) if b.text == text or b.text.endswith(" " + text)), None)

    # ------------------------------------------------------------------------------------ the frame
    def version(self) -> int | None:
        table = self.table()
        return table.view.version if table is not None and table.remote.ready else None

    def frame(self) -> None:
        self.post_due()
        table = self.table()
        if table is not None:
            self.check(table)
        if self.events or time.monotonic() < self.next_at:
            return
        if self.settle is not None:  # a person sees what their press did before the next one
            top, version, at = self.settle
            if top is self.app.top and version == self.version() and time.monotonic() - at < SETTLE:
                return
            self.settle = None
        self.act(table)

    def table(self):
        from game.ui.netplay.table import NetTableScreen

        return self.app.find(NetTableScreen)

    def act(self, table) -> None:
        from game.ui.kit import Dialog
        from game.ui.netplay.join import JoinScreen
        from game.ui.netplay.lobby import LobbyScreen
        from game.ui.netplay.table import NetTableScreen
        from game.ui.table.game_over import GameOverScreen
        from game.ui.table.round_summary import RoundSummary

        top = self.app.top
        name = type(top).__name__
        if table is not None and (
            people_away.holds(self, table, top) or people_away.leaves(self, table, top)
        ):
            return
        if name == "MainMenu":
            rejoin = next((b for b in self.buttons(top) if b.text.startswith("Rejoin")), None)
            if rejoin is not None:  # a table this game sat at lives on: back to the seat
                self.press(rejoin)
                self.wait(1.0, 2.0)
            elif self.args.code and self.join_refusals < 3:
                self.press_text(top, "ui-menu-network")
            else:
                self.wait(1.0, 2.0)
        elif name == "NetMenu":
            self.press_text(top, "ui-net-join")
        elif isinstance(top, JoinScreen):
            self.join(top)
        elif isinstance(top, LobbyScreen):
            if top.session.lobby is not None and not top.session.my_ready():
                self.press_text(top, "ui-net-ready")
            self.wait(0.3, 1.0)
        elif isinstance(top, RoundSummary):
            self.summary(top)
        elif isinstance(top, GameOverScreen):
            self.report.write("game_over", winner=top.table.view.game_winner)
            self.press_text(top, "ui-main-menu")
            self.done = True
        elif isinstance(top, Dialog):
            self.answer(top, table)
        elif isinstance(top, NetTableScreen):
            self.turn(top)
        elif name == "RejoinScreen":  # the main menu's Rejoin: it goes back to the seat by itself
            self.wait(0.5, 1.0)
        else:  # a screen the person did not mean to open: back
            self.key(self.pg.K_ESCAPE)
            self.report.write("action", what="escape", screen=name)
            self.wait(0.5, 1.0)

    def press_text(self, screen, msg_id: str) -> None:
        button = self.find(screen, self.t(msg_id))
        if button is not None:
            self.press(button)
        self.wait()

    def join(self, screen) -> None:
        entries = {key: entry for entry, key in screen.entries.items()}
        wanted = {"name": self.args.name, "address": self.args.address, "code": self.args.code}
        for key, text in wanted.items():  # typed a letter at a time into the field clicked first
            entry = entries.get(key)
            if entry is None or entry.get_text() == text:
                continue
            if not entry.is_focused:
                self.click_at(entry.rect.center)
                self.wait(0.1, 0.3)
                return
            typed = entry.get_text()
            if not text.startswith(typed):
                entry.set_text("")  # a person selects what is there and types over it
                typed = ""
            ch = text[len(typed)]
            self.pg.event.post(self.pg.event.Event(self.pg.TEXTINPUT, text=ch))
            self.wait(0.03, 0.12)
            return
        if screen.error_code == "game_over":  # the game ended before this person came (back): no seat
            self.report.write("table_over", text=screen.status_text())  # is lost, there is none to take
            self.done = True
            return
        if screen.error:  # a refusal shown: a person reads it, tries again twice, then gives up
            self.join_refusals += 1
            self.report.write("join_refused", text=screen.status_text())
            if self.join_refusals >= 3:
                self.report.write("gave_up", why="the table does not take this person back")
                self.done = True
                return
        self.press_text(screen, "ui-net-join-go")
        self.wait(1.0, 2.0)

    def summary(self, screen) -> None:
        view = screen.table.view
        key = (view.round_no, view.version)
        if key not in self.rounds_seen:
            self.rounds_seen.add(key)
            self.report.write(
                "round",
                code=screen.table.net.room,
                round=view.round_no,
                phase=view.phase,
                winner=view.round_winner,
                points=view.round_points,
                scores=list(view.scores),
                hands=[len(h) for h in view.final_hands or ()],
                version=view.version,
            )
            self.wait(0.5, 3.0)  # a person reads the summary
            return
        nexts = [
            b
            for b in self.buttons(screen)
            if b.text in (self.t("ui-next-round"), self.t("ui-game-over-next"))
        ]
        if nexts:
            self.press(nexts[0])
        self.wait(0.5, 2.0)

    def answer(self, dialog, table) -> None:
        if table is not None and dialog in self.opened:
            self.answered[(table.view.round_no, self.opened[dialog][0])] = id(table.ticket)
        toggles = getattr(dialog, "toggles", None)
        if toggles is not None:  # pick `need` of them, then OK
            picked = dialog.picked
            if len(picked) < dialog.need:
                free = [b for i, b in enumerate(toggles) if i not in picked]
                self.press(self.rng.choice(free))
            else:
                self.press(dialog.ok)
            self.wait(0.1, 0.5)
            return
        offered = [b for b in self.buttons(dialog) if b.text in {text for text, _ in dialog.choices}]
        if offered:
            self.press(self.rng.choice(offered))
        self.wait()

    def turn(self, table) -> None:
        if getattr(table, "_lost_shown", False):
            retry = self.find(table, self.t("ui-net-retry"))
            if retry is not None and self.rng.random() < 0.3:
                self.press(retry)
            self.wait(1.0, 3.0)
            return
        scene = table.scene
        view = table.view
        catches = [b for b in self.buttons(table) if b in table.catch_buttons.values()]
        if catches and self.rng.random() < 0.5:
            self.press(self.rng.choice(catches))
            self.wait()
            return
        lit = [n for n in scene.hands[scene.me] if n.drawable.glow] if scene is not None else []
        uno = self.find(table, self.t("ui-uno"))
        if lit and uno is not None and len(view.hand or ()) == 2 and self.rng.random() < 0.85:
            self.report.write("action", what="uno")
            self.key(self.pg.K_u)
            self.wait(0.1, 0.4)
            return
        if self.click is not None:  # a person sees what their click did before the next move
            self.wait(0.1, 0.3)
            return
        if lit:
            node = self.rng.choice(lit)
            code = node.drawable.code
            pos = visible_point(scene, node)
            self.click = {
                "card": code,
                "version": view.version,
                "count": (view.hand or ()).count(code),
                "at": time.monotonic(),
                "message": (table.message, table.message_time),
                "pos": pos,
            }
            self.report.write("action", what="card", card=code, version=view.version)
            self.click_at(pos)
            self.wait()
            return
        for msg_id in ("ui-draw", "ui-keep"):
            button = self.find(table, self.t(msg_id))
            if button is not None:
                self.press(button)
                break
        self.wait()

    # ------------------------------------------------------------------------------------ checks
    def too_late(self, view) -> set[str]:
        """What the table says of a catch pressed as its chance went (its seat's UNO called, a turn made)."""
        return {self.t("ui-catch-too-late", player=seat.name) for seat in view.seats}

    def violation(self, what: str, **data) -> None:
        self.report.write("violation", what=what, **data)

    def check(self, table) -> None:
        from game.ui.kit import Dialog
        from game.ui.table.round_summary import RoundSummary

        now = time.monotonic()
        try:
            view = table.view
        except LookupError:
            return
        key = view.decision_key()
        people_away.check_names_and_clock(self, table, view)
        if table.net.status != "open" or getattr(table, "_lost_shown", False):
            # the connection dropped (the soak kills the server): an answer whose outcome had not come
            # may have gone with it, and the table rightly asks that decision again once it is back
            lost = [k for k in self.answered if k[1] >= view.version]
            for k in lost:
                del self.answered[k]
                self.report.write("cut_off", answer_at=k[1])
        # a decision dialog matches the decision it was opened for
        for screen in self.app.stack:
            leaving = screen.title in self.leave_titles if isinstance(screen, Dialog) else False
            if (
                isinstance(screen, Dialog)
                and not isinstance(screen, RoundSummary)
                and screen.result_callback
                and not leaving  # "Leave the table?" is the person's own question, not the table's
            ):
                if screen not in self.opened:
                    self.opened[screen] = (view.version, key)
                    ticket = self.answered.get((view.round_no, view.version))
                    if ticket is not None and ticket != id(table.ticket):  # not the answer's next question
                        self.violation("dialog came back", title=screen.title, version=view.version)
                else:
                    version, opened_key = self.opened[screen]
                    if version != view.version and opened_key != key:
                        self.violation(
                            "dialog outlived its decision",
                            title=screen.title,
                            opened=version,
                            now=view.version,
                        )
                        self.opened[screen] = (view.version, key)
        self.opened = {d: v for d, v in self.opened.items() if d in self.app.stack}
        # no offered button or lit card answered "not allowed"
        if table.message_time > 0 and table.message in self.too_late(view):  # a catch a frame too late:
            self.report.write("raced", after=self.pressed, too_late=table.message, version=view.version)
            table.message_time = 0.0  # the table said so, and sent nothing (a fair race, not a false button)
        if table.message_time > 0 and table.message in self.refusals:
            if table.message == self.stale:  # another seat's move reached the server first: a true answer
                self.report.write("raced", after=self.pressed, click=self.click, version=view.version)
            else:
                self.violation("refused", message=table.message, after=self.pressed, click=self.click)
            table.message_time = 0.0
        # a click on a lit card plays it or is answered on screen
        click = self.click
        if click is not None:
            hand = view.hand or ()
            answered = (
                hand.count(click["card"]) < click["count"]
                or isinstance(self.app.top, Dialog)
                or (table.message_time > 0 and (table.message, table.message_time) != click["message"])
            )
            if answered:
                self.click = None
            elif view.version != click["version"] and not table.awaiting():
                self.report.write("overtaken", card=click["card"], version=click["version"])
                self.click = None
            elif table.net.status != "open" or getattr(table, "_lost_shown", False):
                # the connection dropped after the click (the soak kills the server): the screen says so,
                # and the move went with it (the person clicks again once the table is back)
                self.report.write("cut_off", card=click["card"], version=click["version"])
                self.click = None
            elif now - click["at"] > CLICK_ANSWER:
                scene = table.scene
                under = scene.local_card_at(click["pos"]) if scene is not None else None
                self.violation(
                    "lit card click did nothing",
                    **{k: v for k, v in click.items() if k != "at"},
                    # what the table holds now, to find out why
                    under=under.drawable.code if under is not None else None,
                    lit=scene is not None and click["card"] in scene.playable | scene.jumpable,
                    my_turn=table.my_turn(),
                    busy=scene is not None and scene.busy,
                    awaiting=table.awaiting(),
                    queued=table.queued is not None,
                    top=type(self.app.top).__name__,
                    status=table.net.status,
                )
                self.click = None
        # nobody waits with nothing happening; the person is never left with nothing to answer with
        marker = (view.version, view.phase)
        if marker != self.last_version:
            self.last_version, self.last_change = marker, now
        playing = view.phase not in ("round_over", "game_over") and not getattr(table, "_lost_shown", False)
        connected = table.net.status == "open"
        if playing and connected and now - self.last_change > self.args.stall:
            scene = table.scene
            self.violation(
                "stalled",
                version=view.version,
                turn=view.turn,
                decision=view.decision,
                seat=view.seat,
                viewer=table.viewer,
                person=view.is_person(table.viewer),
                can_act=table.can_act(),
                my_turn=table.my_turn(),
                awaiting=table.awaiting(),
                queued=table.queued is not None,
                busy=scene.busy,
                scene_queue=len(scene.queue),
                animating=scene.animator.busy,
                top=type(self.app.top).__name__,
                presence=list(table.remote.presence),
            )
            self.last_change = now
        offered = (
            self.app.top is not table
            or any(n.drawable.glow for n in table.scene.hands[table.scene.me])
            or self.find(table, self.t("ui-draw")) is not None
            or self.find(table, self.t("ui-keep")) is not None
            or table.awaiting()
            or table.scene.busy
        )
        mine = view.decision is not None and view.decision != "next_round" and connected
        if mine and not offered:
            if self.nothing_since is None:
                self.nothing_since = now
            elif now - self.nothing_since > NOTHING_OFFERED:
                self.violation(
                    "a decision with nothing on screen", version=view.version, decision=view.decision
                )
                self.nothing_since = None
        else:
            self.nothing_since = None


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.bench.people_player")
    parser.add_argument("--address", required=True)
    parser.add_argument("--code", default="")
    parser.add_argument("--name", required=True)
    parser.add_argument("--data", type=Path, required=True)
    parser.add_argument("--report", type=Path, required=True)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--stall", type=float, default=25.0)
    parser.add_argument("--fps", type=int, default=30)
    parser.add_argument(
        "--leave-chance", type=float, default=0.0, help="per look at the table: Leave for good"
    )
    parser.add_argument(
        "--let-time-run-out", type=float, default=0.0, help="per decision with a clock: let it run out"
    )
    parser.add_argument("--speed", type=float, default=None, help="animation speed (default: the settings')")
    args = parser.parse_args(argv)
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

    import pygame

    from game.storage import Launch, Storage
    from game.ui.netplay import links
    from game.ui.start import make_app

    links.make_browser = NoDiscovery  # type: ignore[assignment]
    report = Report(args.report, args.name)
    pygame.init()
    surface = pygame.display.set_mode((1280, 720))
    store = Storage.open(args.data)
    settings = store.load_settings().replace(language="en")
    launch = Launch(storage=store, settings=settings, language="en", notices=store.take_notices())
    switches = {} if args.speed is None else {"speed": args.speed}
    app = make_app(launch, surface, **switches)
    bot = PlayerBot(app, args, report)
    report.write("start", pid=os.getpid(), code=args.code)
    clock = pygame.time.Clock()
    try:
        while app.running and not bot.done:
            dt = min(clock.tick(args.fps) / 1000.0, 0.1)
            bot.frame()
            app.step(dt)
            pygame.display.flip()
        for _ in range(10):  # the Main menu press lands, the table is left
            bot.post_due()
            app.step(1 / 30)
    except Exception as exc:  # the report says how the game ended
        report.write("violation", what="the game raised", error=repr(exc))
        raise
    finally:
        report.write("end", counts=report.counts)
        app.close()
        pygame.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main())
