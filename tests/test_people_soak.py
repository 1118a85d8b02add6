"""The people soak (issue 30): real game processes at a real server on loopback, each played by a bot
that acts only on what its screen shows, with a person's timing (game.bench.people_soak). The short
case plays one table for about twenty seconds; the long profile (`pytest -m profile`, or `python -m
game.bench people-soak --minutes 30`) plays table after table over editions, house options and 2-6
seats, killing and restarting the server and the games as it goes."""

from __future__ import annotations

import argparse
import os

import pytest

from game.bench import people_soak


def soak_args(tmp_path, **values) -> argparse.Namespace:
    parser = argparse.ArgumentParser()
    people_soak.add_arguments(parser)
    args = parser.parse_args([])
    args.out, args.quiet = tmp_path / "soak", True
    for key, value in values.items():
        setattr(args, key, value)
    return args


def test_two_people_play_at_a_real_table_as_people_do(tmp_path):
    result = people_soak.Soak(soak_args(tmp_path, minutes=0.35, seed=7, people=2, no_chaos=True)).run()
    assert result["tables"] == 1 and result["notes"] == [], result  # both sat down and the table started
    assert result["actions"] >= 8, result  # four presses each to reach the table, then their moves
    assert result["violations"] == [], result["violations"]


@pytest.mark.profile
def test_the_long_people_soak(tmp_path):
    minutes = float(os.environ.get("PEOPLE_SOAK_MINUTES", "10"))
    result = people_soak.Soak(soak_args(tmp_path, minutes=minutes, quiet=False)).run()
    print({k: v for k, v in result.items() if k != "violations"})
    assert result["rounds"] >= 1
    assert result["violations"] == [], result["violations"][:20]
