"""`uno-table review FILE [--seat N] [--json]`: the expert's review of a kept game, without a window.

One line per judged decision (the move made, the best move, the win chance of each), then a summary
line; `--json` prints the same as one JSON document. The file is only read: a missing or damaged file
is told (exit 1) and left where it is. `--worlds` sets the search's worlds per decision (the bench).
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from game.ai.review import reason
from game.i18n import Localizer, language_from_locale, system_language
from game.i18n.moves import move_words
from game.play.review import ReviewJob, ReviewResult, default_seat
from game.rules import action_to_json
from game.storage.files import DAMAGE, ShapeError, classify_bytes
from game.storage.saves import SavedGame

EXIT_BAD_FILE = 1


def _language(text: str) -> str:
    code = language_from_locale(text)
    if code is None:
        raise argparse.ArgumentTypeError(f"no translation for {text!r}")
    return code


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="uno-table review", description="The expert's review of a finished game (a replay file)."
    )
    parser.add_argument("file", type=Path, metavar="FILE", help="a replay file (<data>/replays/*.json)")
    parser.add_argument(
        "--seat", type=int, metavar="N", help="the seat to review, from 1 (default: the first person)"
    )
    parser.add_argument("--json", action="store_true", help="print the review as JSON")
    parser.add_argument(
        "--lang", type=_language, metavar="CODE", help="language of the lines (en, sv, da, fi, nb, hu)"
    )
    parser.add_argument(
        "--worlds", type=int, default=None, metavar="N", help="worlds the search deals per decision"
    )
    return parser


def read_game(path: Path) -> SavedGame:
    """The kept game at `path`; ValueError with the reason when it is missing or damaged."""
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        raise FileNotFoundError(str(path)) from None
    except OSError as exc:
        raise ValueError(exc.strerror or str(exc)) from None
    data, problem, detail = classify_bytes(raw)
    if problem is not None:
        raise ValueError(f"{problem.replace('_', ' ')}: {detail}")
    try:
        return SavedGame.from_json(data)
    except (ShapeError, *DAMAGE) as exc:
        raise ValueError(str(exc)) from None


def lines(loc: Localizer, result: ReviewResult, names) -> list[str]:
    out = []
    for number, j in enumerate(result.judged, start=1):
        out.append(
            loc.format(
                "review-cli-line",
                number=number,
                move=j.index + 1,
                chosen=move_words(loc, j.chosen),
                chosen_chance=round(100 * j.chosen_value),
                best=move_words(loc, j.best),
                best_chance=round(100 * j.best_value),
                loss=round(100 * j.loss),
            )
        )
    out.append(summary_line(loc, result, names))
    return out


def summary_line(loc: Localizer, result: ReviewResult, names) -> str:
    return loc.format(
        "review-summary",
        player=names[result.seat],
        decisions=len(result.judged),
        matched=result.matched,
        costly=len(result.costly(len(result.judged))),
        worst=round(100 * max((j.loss for j in result.judged), default=0.0)),
    )


def as_json(result: ReviewResult, names) -> dict:
    return {
        "seat": result.seat + 1,
        "player": names[result.seat],
        "decisions": [
            {
                "number": number,
                "move": j.index + 1,
                "round": j.round_no,
                "phase": j.phase,
                "chosen": action_to_json(j.chosen),
                "best": action_to_json(j.best),
                "chosen_chance": round(j.chosen_value, 4),
                "best_chance": round(j.best_value, 4),
                "loss": round(j.loss, 4),
                "stderr": round(j.stderr, 4),
                "worlds": j.worlds,
                "reason": reason(j)[0],
                "candidates": [[action_to_json(a), round(v, 4)] for a, v in j.candidates],
            }
            for number, j in enumerate(result.judged, start=1)
        ],
        "summary": {
            "decisions": len(result.judged),
            "matched": result.matched,
            "costly": len(result.costly(len(result.judged))),
            "lost": round(result.lost, 4),
        },
    }


def fail(loc: Localizer, msg_id: str, **args) -> int:
    print(f"uno-table review: {loc.format(msg_id, **args)}", file=sys.stderr)
    return EXIT_BAD_FILE


def main(argv: list[str]) -> int:
    args = build_parser().parse_args(argv)
    loc = Localizer(args.lang or system_language())
    try:
        game = read_game(args.file)
    except FileNotFoundError:
        return fail(loc, "review-no-file", path=str(args.file))
    except ValueError as exc:
        return fail(loc, "review-bad-file", path=str(args.file), detail=str(exc))
    if args.seat is not None and not 1 <= args.seat <= game.players:
        return fail(loc, "review-bad-seat", seat=args.seat, players=game.players)
    seat = default_seat(game) if args.seat is None else args.seat - 1
    job = ReviewJob(game, seat, **({} if args.worlds is None else {"worlds": args.worlds}), start=False)
    result = job.run()
    if result is None:
        return fail(loc, "review-bad-file", path=str(args.file), detail=job.error or "")
    names = [s.name for s in game.seats]
    if args.json:
        print(json.dumps(as_json(result, names), ensure_ascii=False, indent=1))
    else:
        print("\n".join(lines(loc, result, names)))
    return 0


__all__ = ["main", "read_game"]
