"""A short scripted game heard through SDL's disk audio driver (run by tests/test_audio.py in a process of
its own, since SDL picks its audio driver once):

    SDL_AUDIODRIVER=disk SDL_DISKAUDIOFILE=out.raw python tests/audio_probe.py --effects 50 [--muted]

A three-seat classic table (seat 0 on screen) is dealt and plays `--moves` moves chosen by a fixed rule;
the real TableScene animates them at normal speed with the real mixer attached, frame by frame, paced so
the game clock keeps step with the audio the driver writes. Prints a JSON line: whether the mixer
started, the sounds it started (in order) and the mixer's format.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

FRAME = 1 / 60


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--master", type=int, default=80)
    parser.add_argument("--effects", type=int, default=100)
    parser.add_argument("--muted", action="store_true")
    parser.add_argument("--moves", type=int, default=8)
    parser.add_argument("--pace", type=float, default=1.0, help="audio seconds the driver writes per second")
    args = parser.parse_args()

    import pygame

    from game.audio import Mixer
    from game.play.tableview import state_view
    from game.rules import Draw, Options, Pass, Play, apply, legal_actions, new_game
    from game.scene.table import TableScene
    from game.storage.settings import AudioSettings

    pygame.init()
    pygame.display.set_mode((640, 360))
    mixer = Mixer(AudioSettings(master=args.master, effects=args.effects, music=0, muted=args.muted))
    mixer.start()
    scene = TableScene((1280, 720), 3, me=0, speed=1.0, ai=[False, True, True])
    scene.audio = mixer

    def run_until_still(limit: float = 8.0) -> None:
        t = 0.0
        while (scene.busy or t < 0.2) and t < limit:
            scene.update(FRAME)
            mixer.tick(FRAME)
            time.sleep(FRAME / args.pace)
            t += FRAME

    events: list = []
    state = new_game("classic", 3, Options(), 11, events=events)
    scene.feed(events, state_view(state, 0))
    run_until_still()
    for _ in range(args.moves):
        if state.phase in ("round_over", "game_over"):
            break
        seat = state.turn
        legal = legal_actions(state, seat)
        plays = [a for a in legal if isinstance(a, Play)]
        action = plays[0] if plays else next((a for a in legal if isinstance(a, (Draw, Pass))), legal[0])
        scene.feed(apply(state, seat, action), state_view(state, 0))
        run_until_still()
    time.sleep(1.5 / args.pace)  # the last sounds ring out into the file
    fmt = pygame.mixer.get_init()
    pygame.quit()
    print(json.dumps({"ok": mixer.ok, "reason": mixer.reason, "played": mixer.played, "format": fmt}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
