"""The people soak (issue 30): real game processes at real network tables, played as people play.

    python -m game.bench people-soak --minutes 30 [--seed N] [--out DIR] [--no-chaos]

`uno-table serve` runs in its own process on a loopback port, with its journal. Table after table, an
organiser (a scripted client) opens a table there with a random edition, house options and 2-6 seats,
and two or three real game processes (game.bench.people_player: the App and its real main loop, each
with its own data folder) join it through the Join screen, say they are ready and play, each driven by
a player-bot that acts only on what its screen shows, with a person's timing. Once they are seated the
organiser starts the table and leaves it (a computer player takes its seat). Meanwhile, now and then,
the server is killed (SIGKILL) and started again on the same port and journal, and a game process is
killed and started again with its data folder.

Each game process checks the invariants as it plays (see people_player); this command gathers their
reports and compares every seat's round summary. It prints actions, rounds, games, restarts and every
invariant failure, and ends 1 when there was any.
"""

from __future__ import annotations

import asyncio
import json
import os
import random
import re
import signal
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from game.rules.editions import edition as rules_edition

EDITIONS = ("classic", "power", "modern")
LEVELS = ("easy", "normal", "expert")


def add_arguments(parser) -> None:
    parser.add_argument("--minutes", type=float, default=2.0, help="how long to play (default 2)")
    parser.add_argument("--seed", type=int, default=None, help="the tables' and players' randomness")
    parser.add_argument("--out", type=Path, help="keep the reports and logs here (default: a temp folder)")
    parser.add_argument("--no-chaos", action="store_true", help="never kill the server or a game")
    parser.add_argument("--people", type=int, default=0, help="game processes per table (default 2-3)")
    parser.add_argument(
        "--stall", type=float, default=25.0, help="seconds with nothing happening (default 25)"
    )
    parser.add_argument("--target", type=int, default=150, help="points that win a game (default 150)")
    parser.add_argument("--speed", type=float, default=None, help="the games' animation speed")
    parser.add_argument("--quiet", action="store_true")
    parser.add_argument(
        "--leave-chance", type=float, default=0.002, help="a person's chance per look to leave for good"
    )


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def random_table(rng: random.Random, people: int, target: int) -> tuple[str, dict, list[str]]:
    """An edition, house options and seat kinds: the organiser's seat first, then the people's, then
    computer players, 2-6 seats in all."""
    edition = rng.choice(EDITIONS)
    seats = rng.randint(people + 1, 6)
    options: dict = {
        "stacking": rng.random() < 0.6,
        "draw_until_playable": rng.random() < 0.5,
        "forced_play": rng.random() < 0.2,
        "jump_in": rng.random() < 0.4,
        "uno_penalty": rng.choice((2, 4)),
        "target": target,
    }
    if rules_edition(edition).seven_zero:  # the edition has the 7 and 0 cards to play it with
        options["seven_zero"] = rng.random() < 0.4
    if seats in (4, 6) and rng.random() < 0.25:
        options["teams"] = True
    kinds = ["person"] * (people + 1) + [rng.choice(LEVELS) for _ in range(seats - people - 1)]
    return edition, options, kinds


def random_timer(rng: random.Random) -> int | None:
    """Half the tables have a turn timer of 5-15 s (people there sometimes let it run out)."""
    return rng.randint(5, 15) if rng.random() < 0.5 else None


class Soak:
    def __init__(self, args):
        self.args = args
        self.rng = random.Random(args.seed)
        self.out = args.out or Path(tempfile.mkdtemp(prefix="people-soak-"))
        self.out.mkdir(parents=True, exist_ok=True)
        self.port = free_port()
        self.server: subprocess.Popen | None = None
        self.reports: list[Path] = []
        self.restarts = {"server": 0, "game": 0, "quit": 0}
        self.newcomers = 0
        self.tables = 0
        self.notes: list[str] = []
        self.root = Path(__file__).resolve().parents[2]
        self.env = {
            **os.environ,
            "PYTHONPATH": str(self.root),
            "SDL_VIDEODRIVER": os.environ.get("SDL_VIDEODRIVER", "dummy"),
            "SDL_AUDIODRIVER": "dummy",
        }

    def say(self, text: str) -> None:
        if not self.args.quiet:
            print(f"[{time.strftime('%H:%M:%S')}] {text}", flush=True)

    # ------------------------------------------------------------------------------------ the server
    def start_server(self) -> None:
        command = [sys.executable, "-m", "game", "serve", "--port", str(self.port)]
        command += ["--data-dir", str(self.out / "server"), "--grace", "3", "--per-address", "0"]
        log = (self.out / "server.log").open("a")
        self.server = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=log, text=True, env=self.env)
        assert self.server.stdout is not None
        line = self.server.stdout.readline()
        if not re.search(r":(\d+)/", line):
            raise SystemExit(f"the server did not start: {line!r}")

    def kill_server(self) -> None:
        if self.server is not None and self.server.poll() is None:
            self.server.send_signal(signal.SIGKILL)
            self.server.wait()

    # ------------------------------------------------------------------------------------ the games
    def start_game(self, name: str, code: str, seed: int) -> subprocess.Popen:
        data = self.out / "people" / name
        data.mkdir(parents=True, exist_ok=True)
        report = self.out / f"report-{name}.jsonl"
        if report not in self.reports:
            self.reports.append(report)
        command = [sys.executable, "-m", "game.bench.people_player", "--address", f"127.0.0.1:{self.port}"]
        command += ["--code", code, "--name", name, "--data", str(data), "--report", str(report)]
        command += ["--seed", str(seed), "--stall", str(self.args.stall)]
        command += ["--leave-chance", str(self.args.leave_chance), "--let-time-run-out", "0.15"]
        if self.args.speed is not None:
            command += ["--speed", str(self.args.speed)]
        log = (self.out / f"game-{name}.log").open("a")
        return subprocess.Popen(command, stdout=log, stderr=subprocess.STDOUT, env=self.env)

    # ------------------------------------------------------------------------------------ a table
    async def organise(
        self, edition: str, options: dict, kinds: list[str], people: int, names: list[str], timer=None
    ):
        """Open the table, let the game processes join, start it once they are ready, and leave."""
        from game.net.client import ScriptedClient

        url = f"ws://127.0.0.1:{self.port}/"
        org = await ScriptedClient.open(url, "Organiser")
        await org.send(
            {
                "type": "create",
                "edition": edition,
                "options": options,
                "seats": [{"kind": k} for k in kinds],
                "code": None,
                "timer": timer,
            }
        )
        joined = await org.until("joined")
        code = joined["room"]
        games = [self.start_game(n, code, self.rng.randrange(2**31)) for n in names]
        try:
            await org.until(
                "lobby",
                timeout=150,
                pred=lambda m: (
                    sum(1 for s in m["seats"][1:] if s.get("name") in names and s["ready"]) == people
                ),
            )
        except TimeoutError:
            self.notes.append(f"table {code}: the people did not all sit down within 150 s")
            await org.close()
            return code, games, False
        await org.send({"type": "start"})
        await org.until("state")
        await org.send({"type": "leave"})
        await org.close()
        return code, games, True

    def play_table(self, end: float) -> None:
        people = self.args.people or self.rng.choice((2, 2, 3))
        edition, options, kinds = random_table(self.rng, people, self.args.target)
        timer = random_timer(self.rng)
        names = [f"P{self.tables}-{i + 1}" for i in range(people)]
        self.tables += 1
        self.say(
            f"table {self.tables}: {edition}, {len(kinds)} seats, {people} people, timer {timer}, {options}"
        )
        code, games, started = asyncio.run(self.organise(edition, options, kinds, people, names, timer))
        deadline = min(end, time.monotonic() + 20 * 60)  # a table still playing when the time is up stops
        try:
            self._watch(games, names, code, started, deadline)
        finally:
            for g in games:
                if g.poll() is None:
                    if started and deadline < end:
                        self.notes.append(f"table {code}: still playing at its deadline (stopped)")
                    g.terminate()
                    try:
                        g.wait(10)
                    except subprocess.TimeoutExpired:
                        g.kill()

    def _watch(self, games: list, names: list[str], code: str, started: bool, deadline: float) -> None:
        """Until the table's games end (or its deadline): now and then, kill the server or a game and
        start it again."""
        chaos_at = time.monotonic() + self.rng.uniform(20, 90) if not self.args.no_chaos else None
        while started and time.monotonic() < deadline and any(g.poll() is None for g in games):
            time.sleep(0.5)
            if chaos_at is not None and time.monotonic() > chaos_at:
                chaos_at = time.monotonic() + self.rng.uniform(40, 120)
                if self.rng.random() < 0.5:
                    self.say("chaos: the server is killed and started again")
                    self.kill_server()
                    time.sleep(self.rng.uniform(0.5, 2.0))
                    self.start_server()
                    self.restarts["server"] += 1
                else:
                    i = self.rng.randrange(len(games))
                    if games[i].poll() is None and not self.has_left(names[i]):
                        # a crash (SIGKILL) or a normal quit (SIGTERM: a logout): both keep the seat
                        quit = self.rng.random() < 0.5
                        way = "quits (SIGTERM)" if quit else "is killed"
                        self.say(f"chaos: {names[i]}'s game {way} and is started again")
                        games[i].send_signal(signal.SIGTERM if quit else signal.SIGKILL)
                        games[i].wait()
                        self.restarts["quit" if quit else "game"] += 1
                        time.sleep(self.rng.uniform(0.5, 2.0))
                        games[i] = self.start_game(names[i], code, self.rng.randrange(2**31))
            self._newcomers(games, names, code)

    def has_left(self, name: str) -> bool:
        """`name`'s person confirmed Leave (their report says so): their game, ending, is never started
        again by the chaos (it came back as a stranger and took the seat meant for the newcomer)."""
        report = self.out / f"report-{name.rstrip('+')}.jsonl"
        return report.exists() and '"kind": "left"' in report.read_text()

    def _newcomers(self, games: list, names: list[str], code: str) -> None:
        """A person who confirmed Leave gave their seat up: a newcomer joins and takes it over."""
        for i, g in enumerate(list(games)):
            if g.poll() is None or names[i].endswith("+"):
                continue
            if self.has_left(names[i]):
                names[i] += "+"  # handled
                name = f"N{self.newcomers + 1}"
                self.newcomers += 1
                self.say(f"{names[i][:-1]} left the table for good; newcomer {name} takes the seat")
                games.append(self.start_game(name, code, self.rng.randrange(2**31)))
                names.append(name)

    # ------------------------------------------------------------------------------------ the run
    def run(self) -> dict:
        self.say(f"people soak for {self.args.minutes} min; reports in {self.out}")
        signal.signal(signal.SIGTERM, lambda *_: sys.exit(1))  # stopped: the games and the server end too
        self.start_server()
        end = time.monotonic() + self.args.minutes * 60
        try:
            while time.monotonic() < end:
                self.play_table(end)
        finally:
            if self.server is not None and self.server.poll() is None:
                self.server.terminate()
                self.server.wait(10)
        return self.summary()

    def summary(self) -> dict:
        lines = []
        for path in self.reports:
            if path.exists():
                lines += [json.loads(line) for line in path.read_text().splitlines() if line.strip()]
        counts: dict[str, int] = {}
        for line in lines:
            counts[line["kind"]] = counts.get(line["kind"], 0) + 1
        violations = [line for line in lines if line["kind"] == "violation"]
        left = {line.get("who") for line in lines if line["kind"] == "left"}
        for line in lines:  # a seat is never lost unless its person confirmed Leave
            if line["kind"] == "gave_up" and line.get("who") not in left:
                violations.append(
                    {**line, "kind": "violation", "what": "a seat lost without a confirmed Leave"}
                )
        rounds: dict[tuple, list] = {}
        for line in lines:
            if line["kind"] == "round":
                rounds.setdefault((line["code"], line["round"], line["phase"]), []).append(line)
        for key, seen in rounds.items():
            facts = {json.dumps([s["winner"], s["points"], s["scores"], s["hands"]]) for s in seen}
            if len(facts) > 1:
                violations.append(
                    {"kind": "violation", "what": "round summaries disagree", "round": key, "seen": seen}
                )
        return {
            "tables": self.tables,
            "actions": counts.get("action", 0),
            "rounds": len(rounds),
            "games_over": counts.get("game_over", 0),
            "overtaken_clicks": counts.get("overtaken", 0),
            "cut_off_clicks": counts.get("cut_off", 0),
            "raced_moves": counts.get("raced", 0),
            "gave_up": counts.get("gave_up", 0),
            "table_over": counts.get("table_over", 0),
            "left": counts.get("left", 0),
            "newcomers": self.newcomers,
            "timed_out": counts.get("timed_out", 0),
            "held_for_the_timer": counts.get("holds", 0),
            "restarts": self.restarts,
            "violations": violations,
            "notes": self.notes,
            "out": str(self.out),
        }


def run(args) -> int:
    result = Soak(args).run()
    print(
        f"tables {result['tables']}, actions {result['actions']}, rounds {result['rounds']}, "
        f"games over {result['games_over']}, clicks overtaken {result['overtaken_clicks']}, "
        f"clicks cut off by a lost connection {result['cut_off_clicks']}, "
        f"moves raced by another seat's {result['raced_moves']}, people who could not come back "
        f"{result['gave_up']}, came after the game ended {result['table_over']}, "
        f"left for good {result['left']}, newcomers {result['newcomers']}, "
        f"turn timer ran out {result['timed_out']} (let run out {result['held_for_the_timer']}), "
        f"restarts {result['restarts']}"
    )
    for note in result["notes"]:
        print("note:", note)
    print(f"invariant failures: {len(result['violations'])}")
    for v in result["violations"][:50]:
        print(" ", json.dumps({k: v[k] for k in v if k not in ("t",)}, default=str)[:400])
    print(f"reports: {result['out']}")
    return 1 if result["violations"] else 0
