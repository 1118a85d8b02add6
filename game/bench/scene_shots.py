"""`python -m game.bench.scene_shots OUTDIR`: render real game states headless to PNG files.

Each shot plays a seeded game through the engine with random legal moves, feeds every event to a
TableScene and saves the frame: a deal in progress, classic 4 seats mid-game, power 5 seats with the
towers spread, modern after a Wild Shuffle Hands, 10 seats, 960x540 and 1920x1080, colour-blind mode.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
from pathlib import Path


def _setup_pygame():
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame

    pygame.init()
    pygame.display.set_mode((1, 1))
    return pygame


class Table:
    """An engine game and a scene that watches it from seat 0."""

    def __init__(
        self,
        ruleset,
        players,
        size=(1280, 720),
        seed=1,
        colour_blind=False,
        options=None,
        speed=0.0,
        names=None,
    ):
        from game.play.tableview import state_view
        from game.rules import Options, new_game
        from game.scene.table import TableScene

        self.rng = random.Random(seed)
        events: list = []
        self.state = new_game(ruleset, players, options or Options(), seed=seed, events=events)
        self.scene = TableScene(
            size, players, 0, ruleset, names=names, speed=speed, colour_blind=colour_blind, seed=seed
        )
        self.scene.feed(events, state_view(self.state, 0))

    def move(self, seat=None, action=None):
        from game.bench.randomplay import choose_move
        from game.play.tableview import state_view
        from game.rules import apply

        if action is None:
            seat, action = choose_move(self.state, self.rng)
        events = apply(self.state, seat, action)
        self.scene.feed(events, state_view(self.state, 0))
        return events

    def play_until(self, done, max_moves=400, local_turn=True):
        for _ in range(max_moves):
            if self.state.phase in ("round_over", "game_over"):
                break
            if done(self) and (not local_turn or (self.state.turn == 0 and self.state.phase == "play")):
                break
            self.move()
        return self

    def play_to_round_end(self, max_moves=3000):
        """Play instantly up to the move that ends the round; animate that one at normal speed."""
        from game.bench.randomplay import choose_move
        from game.rules import apply

        for _ in range(max_moves):
            if self.state.phase in ("round_over", "game_over"):
                break
            seat, action = choose_move(self.state, self.rng)
            trial = self.state.clone()
            apply(trial, seat, action, listen=False)
            if trial.phase in ("round_over", "game_over"):
                self.settle()
                self.scene.speed = 1.0
            self.move(seat, action)
        return self

    def run(self, seconds, dt=1 / 60):
        for _ in range(round(seconds / dt)):
            self.scene.update(dt)
        return self

    def settle(self, dt=1 / 60, limit=60.0):
        t = 0.0
        while self.scene.busy and t < limit:
            self.scene.update(dt)
            t += dt
        return self

    def save(self, pygame, path, hover=True):
        if hover and self.scene.hands[0]:
            node = self.scene.hands[0][len(self.scene.hands[0]) // 2]
            self.scene.pointer((node.x, node.y + 10))
            self.run(0.3)
        surface = pygame.Surface(self.scene.size)
        self.scene.draw(surface)
        pygame.image.save(surface, str(path))
        return path


def _towers_spread(t):
    owners = {o for o in t.state.towers.values() if o is not None}
    return len(owners) >= 3


def _shuffled_modern(pygame, out: Path):
    """A stacked modern table: seat 0 holds Wild Shuffle Hands and plays it."""
    from game.play.tableview import state_view
    from game.rules import Play, table_state
    from game.rules.editions import edition
    from game.scene.table import TableScene

    hands = [
        ["WS", "r5", "g7", "b2", "y9", "rS"],
        ["r1", "r2", "g3", "b4", "y5", "gR", "bD2", "W", "y1"],
        ["g1", "g2", "b5", "b6", "y7", "y8", "rD2"],
        ["b1", "b3", "r7", "r8", "g9", "W4", "y2", "y3"],
    ]
    deck = dict(edition("modern").deck(__import__("game.rules", fromlist=["Options"]).Options()))
    for h in hands:
        for c in h:
            deck[c] -= 1
    deck["r4"] -= 1
    rest = [c for c, n in sorted(deck.items()) for _ in range(n)]
    random.Random(4).shuffle(rest)
    state = table_state("modern", 4, hands, "r4", rest[:40], dealer=3, seed=4)
    scene = TableScene((1280, 720), 4, 0, "modern", speed=1.0, seed=4)
    scene.snap(state_view(state, 0))
    from game.rules import apply

    events = apply(state, 0, Play("WS", color="b"))
    scene.feed(events, state_view(state, 0))
    t = Table.__new__(Table)
    t.state, t.scene, t.rng = state, scene, random.Random(4)
    t.run(0.9)
    paths = [t.save(pygame, out / "modern_shuffle_gathering.png", hover=False)]
    t.settle()
    paths.append(t.save(pygame, out / "modern_after_shuffle.png", hover=False))
    return paths


def make_shots(out: Path) -> list[Path]:
    pygame = _setup_pygame()
    from game.rules import Options

    out.mkdir(parents=True, exist_ok=True)
    paths = []
    # the dealer draw: everyone turns a card, the highest deals
    t = Table("power", 5, seed=7, speed=1.0)
    t.run(1.5)
    paths.append(t.save(pygame, out / "dealer_draw.png", hover=False))
    # a deal in progress
    t = Table("classic", 6, seed=7, speed=1.0)
    t.run(4.6)
    paths.append(t.save(pygame, out / "deal_in_progress.png", hover=False))
    # classic, 4 seats, mid-game, the local seat to play (playable cards glow, the others dim)
    t = Table("classic", 4, seed=11).play_until(lambda t: len(t.state.discard) > 14)
    paths.append(t.settle().save(pygame, out / "classic_4_midgame.png"))
    # power, 5 seats, towers spread around the table
    t = Table("power", 5, seed=5).play_until(_towers_spread, max_moves=800)
    paths.append(t.settle().save(pygame, out / "power_5_towers.png"))
    # modern after a Wild Shuffle Hands
    paths.extend(_shuffled_modern(pygame, out))
    # ten seats
    t = Table("classic", 10, seed=3).play_until(lambda t: len(t.state.discard) > 20)
    paths.append(t.settle().save(pygame, out / "classic_10_seats.png"))
    # the smallest and a large window
    for size in ((960, 540), (1920, 1080)):
        t = Table("power", 6, size=size, seed=21).play_until(lambda t: len(t.state.discard) > 16)
        paths.append(t.settle().save(pygame, out / f"power_6_{size[0]}x{size[1]}.png"))
    # colour-blind mode
    t = Table("modern", 4, seed=8, colour_blind=True, options=Options()).play_until(
        lambda t: len(t.state.discard) > 10
    )
    paths.append(t.settle().save(pygame, out / "modern_4_colour_blind.png"))
    # the round-end reveal
    t = Table("classic", 5, seed=2).play_to_round_end()
    t.run(1.3)
    paths.append(t.save(pygame, out / "round_end_reveal.png", hover=False))
    return paths


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m game.bench.scene_shots", description=__doc__.splitlines()[0]
    )
    parser.add_argument("outdir", type=Path)
    args = parser.parse_args(argv)
    for path in make_shots(args.outdir):
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
