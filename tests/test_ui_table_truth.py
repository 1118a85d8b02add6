"""Issue 41, "say only what is true" at the table: whole local games played headless through the real table
screen (the keys and clicks of a person, hot-seat or against computers) and every word the screen shows
checked against the seat's view when it is shown (tests/table_truth.py): the plates' names, counts,
scores, turn and dealer marks once the cards have landed; the draw pile's count, the colour, the
direction, the towers, the hand; "Your turn"; a card that does not fit (never past its turn); the hint
(a move that may be made); the log's newest card against the pile's top card; the decision dialogs; the
round summary's winner, hand points and title; the podium's winner and its match in numbers (ties
never one player's) against the game's own moves replayed. The default suite plays four short games;
`pytest -m profile` plays every edition at 2 to 10 seats in six languages."""

from __future__ import annotations

import itertools

import pytest
from table_truth import play

from game.rules import Options
from game.storage import SavedGame, Seat
from game.ui.testing import Driver

NAMES = ("Ann", "Bo", "Cyrus", "Dóra", "Eetu", "Fanny", "Gus", "Hans", "Ida", "Jens")
LANGUAGES = ("en", "sv", "da", "nb", "fi", "hu")


def game(edition: str, players: int, persons: int, seed: int, **options) -> SavedGame:
    seats = tuple(Seat(NAMES[i]) if i < persons else Seat(NAMES[i], "ai", "normal") for i in range(players))
    return SavedGame(edition, seats, Options(**{"target": 100, **options}), seed=seed)


def witnessed(tmp_path, language: str, played: SavedGame, seed: int, **how) -> tuple[list[str], dict]:
    drv = Driver(tmp_path / "data", size=(1280, 720), language=language)
    try:
        drv.run(2)
        return play(drv, played, seed, **how)
    finally:
        drv.close()


GAMES = [
    ("en", game("classic", 4, 1, 3)),  # against computers, to 100 points
    ("hu", game("power", 3, 2, 5, scoring="single_round")),  # hot-seat: two people and a computer
    ("sv", game("modern", 10, 1, 7, stacking=True)),
    ("fi", game("classic", 5, 1, 23, jump_in=True, seven_zero=True, scoring="single_round")),
]


@pytest.mark.parametrize(("language", "played"), GAMES, ids=lambda g: getattr(g, "ruleset", g))
def test_a_whole_game_says_only_what_is_true(tmp_path, language, played):
    found, seen = witnessed(tmp_path, language, played, played.seed)
    assert found == []
    assert seen.get("plate", 0) > 20 and seen.get("log", 0) > 5 and seen.get("podium", 0) >= 1, seen
    if played.seats[0].kind == "person":
        assert seen.get("your turn", 0) > 0 and seen.get("does not fit", 0) > 0, seen


def test_what_one_person_drew_is_never_said_to_the_next(tmp_path):
    """Hot-seat for two at the instant speed: "You drew: ..." names a card of the hand on screen, and
    shows only to the person who drew it (never to the next one after "Pass to ..."). The first 460
    frames of a game."""
    played = game("classic", 2, 2, 1, scoring="single_round")
    found, seen = witnessed(tmp_path, "sv", played, 1, frames=460, to_end=False)
    assert found == [] and seen.get("you drew", 0) > 3, (found, seen)


@pytest.mark.profile
@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize(
    ("edition", "players"), list(itertools.product(("classic", "power", "modern"), (2, 3, 6, 10)))
)
def test_every_edition_and_table_size_says_only_what_is_true(tmp_path, language, edition, players):
    seed = players * 31 + len(language) + LANGUAGES.index(language)
    options = {"stacking": players % 2 == 0, "jump_in": players == 3, "target": 200}
    for persons in (1, 2):
        found, _seen = witnessed(
            tmp_path / str(persons), language, game(edition, players, persons, seed, **options), seed
        )
        assert found == [], (persons, found)
