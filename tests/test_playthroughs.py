"""Golden playthroughs (tests/playthroughs/): each file replayed from its own header and moves gives
exactly the stored views and events; every edition has one showing its moments; and no seat's lines
hold another seat's cards. Regenerate with `python -m game.play.playthrough tests/playthroughs` and
review the diff like code."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.play.playthrough import FEATURES, dumps, replay
from game.rules import EDITIONS

FOLDER = Path(__file__).resolve().parent / "playthroughs"
FILES = sorted(FOLDER.glob("*.json"))


def load(path: Path) -> dict:
    return json.loads(path.read_text(encoding="utf-8"))


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_a_playthrough_replays_to_exactly_what_is_stored(path):
    text = path.read_text(encoding="utf-8")
    again = dumps(replay(json.loads(text)))
    assert again == text, f"{path.name} changed: regenerate and review the diff"


def test_every_edition_has_a_playthrough_with_its_moments():
    for ruleset in EDITIONS:
        mine = [load(p) for p in FILES if load(p)["header"]["ruleset"] == ruleset]
        assert mine, f"no playthrough of {ruleset}"
        seen = {e["event"] for data in mine for step in data["steps"] for e in step["seat 0"]["events"]}
        assert set(FEATURES[ruleset]) <= seen, (ruleset, FEATURES[ruleset], seen)


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_no_seat_is_told_another_seats_cards(path):
    data = load(path)
    players = len(data["header"]["levels"])
    for n, step in enumerate(data["steps"]):
        for seat in range(players):
            told = step[f"seat {seat}"]
            for e in told["events"]:
                if e["event"] == "CardDealt" and e["seat"] != seat:
                    assert e["card"] is None, (path.name, n, seat, e)
                if e["event"] == "CardsDrawn" and e["seat"] != seat:
                    assert set(e["cards"]) == {None}, (path.name, n, seat, e)
                if e["event"] == "ChallengeResolved" and e["challenger"] != seat:
                    assert e["hand"] is None, (path.name, n, seat, e)
            view = told["view"]
            assert view["seat"] == seat and len(view["hand"]) == view["seats"][seat]["hand_size"]
            if view["phase"] not in ("round_over", "game_over"):
                assert view["final_hands"] is None
