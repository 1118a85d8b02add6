"""Issue 36: a jump-in is seen on the table, and nothing of a jump-in chance stays after it ends.

Scene level, fed real engine events: the jump-in moment (a blue arrow from the jumper's plate to the
plate of the seat whose turn it took, a stamp saying who jumped in ahead of whom, in front of the local
hand with "... jumped in ahead of you" when it took the person's own turn), and the last round's winner
losing its gold frame when the next round starts. Screen level, real frames through the real table: a
computer jumping in on the person's turn only after a person's reaction time and saying so where the
person looks; the twin's glow ending when the move that ends the chance starts to move, not after it.
"""

from __future__ import annotations

import pygame
import pytest

from game.ai import REFLEXES
from game.i18n import Localizer
from game.play.tableview import state_view
from game.rules import Options, Play, apply, table_state
from game.rules import events as ev
from game.scene.table import TableScene
from game.ui.testing import Driver

NAMES = ["Ágnes", "Bence", "Csilla", "Dávid"]
JUMP = Options(jump_in=True)
# the start card r3 is on top; seat 2 holds its twin; the dealer is seat `dealer`, so seat dealer+1 is on turn
HANDS = [
    ["b5", "g9", "y2", "b7"],
    ["b1", "b2", "g8", "y7"],
    ["r3", "g2", "g7", "b8"],
    ["g5", "y5", "b9", "g1"],
]


@pytest.fixture(scope="module")
def display():
    pygame.init()
    pygame.display.set_mode((1, 1))
    yield


def scene_table(on_turn: int, language="en", speed=1.0):
    state = table_state(
        "classic", 4, [list(h) for h in HANDS], "r3", ["g3", "g4"], dealer=(on_turn - 1) % 4, options=JUMP
    )
    scene = TableScene(
        (1280, 720), 4, 0, "classic", names=NAMES, speed=speed, seed=1, text=Localizer(language).format
    )
    scene.snap(state_view(state, 0))
    return state, scene


def watch(scene, seconds: float, names=("jump-stamp", "jump-arrow")) -> dict[str, list]:
    seen: dict[str, list] = {name: [] for name in names}
    for _ in range(round(seconds * 60)):
        scene.update(1 / 60)
        for node in scene.fx_layer.children:
            if node.name in seen and node not in seen[node.name]:
                seen[node.name].append(node)
    return seen


def settle(scene) -> None:
    for _ in range(20 * 60):
        if not scene.busy:
            break
        scene.update(1 / 60)
    assert not scene.busy


@pytest.mark.parametrize(
    "language,says",
    [
        ("en", ("Jump in!", "Csilla jumps in ahead of Bence")),
        ("hu", ("Beugrás!", "Csilla beugrik Bence elé")),
        ("sv", ("Hoppa in!", "Csilla hoppar in före Bence")),
    ],
)
def test_a_jump_in_shows_an_arrow_and_a_stamp_at_the_jumper(display, language, says):
    state, scene = scene_table(on_turn=1, language=language)
    events = apply(state, 2, Play("r3"))
    assert ev.JumpedIn(2, "r3", 1) in events
    scene.feed(events, state_view(state, 0))
    seen = watch(scene, 1.0)
    assert len(seen["jump-stamp"]) == 1 and len(seen["jump-arrow"]) == 1
    stamp = seen["jump-stamp"][0]
    assert (stamp.drawable.title, *stamp.drawable.lines) == says
    L = scene.layout
    arrow = seen["jump-arrow"][0].drawable
    assert L.seat(2).plate.inflate(4, 4).collidepoint(arrow.a)  # from the jumper...
    assert L.seat(1).plate.inflate(4, 4).collidepoint(arrow.b)  # ...to the seat whose turn it took
    jumper, centre = L.seat(2).plate.center, L.center
    assert min(jumper[1], centre[1]) <= stamp.y <= max(jumper[1], centre[1])  # in front of the jumper
    settle(scene)
    assert scene.fx_layer.children == [] and len(scene.hands[2]) == 3


def test_a_jump_in_that_takes_the_persons_turn_says_so_in_front_of_their_hand(display):
    state, scene = scene_table(on_turn=0)
    scene.feed(apply(state, 2, Play("r3")), state_view(state, 0))
    seen = watch(scene, 1.0)
    stamp = seen["jump-stamp"][0]
    assert stamp.drawable.lines == ["Csilla jumped in ahead of you"]
    local = scene.layout.seat(0)
    assert stamp.y > scene.layout.center[1] and abs(stamp.x - local.fan_center[0]) < scene.layout.width * 0.3
    settle(scene)


def test_at_instant_speed_a_jump_in_leaves_nothing_behind(display):
    state, scene = scene_table(on_turn=1, speed=0.0)
    scene.feed(apply(state, 2, Play("r3")), state_view(state, 0))
    assert not scene.busy and scene.fx_layer.children == [] and scene.corrections == 0


def test_the_last_rounds_winner_loses_its_gold_frame_when_the_next_round_starts(display):
    state, scene = scene_table(on_turn=1)
    scene.feed([ev.RoundEnded(2, 30, tuple(tuple(h) for h in HANDS), (0, 0, 30, 0))], state_view(state, 0))
    settle(scene)
    assert [p.winner for p in scene.plates] == [False, False, True, False]
    scene.feed([ev.RoundStarted(1, 3)], state_view(state, 0))
    settle(scene)
    assert not any(p.winner for p in scene.plates)


# ------------------------------------------------------------------------------------- the real table
@pytest.fixture
def drv(tmp_path):
    d = Driver(tmp_path / "data", size=(960, 540), speed=1.0)
    yield d
    d.close()


def real_table(drv, on_turn: int, hands=HANDS, level="expert"):
    """The real table screen on a real match, the person at seat 0: the start card r3, seat `on_turn` to
    move, the twin where `hands` puts it (by default with the expert at seat 2: the quickest reaction
    there is), the default reaction times and jump hold."""
    from game.play import Match
    from game.play.port import LocalTable
    from game.storage import SavedGame, Seat
    from game.ui.table.screen import TableScreen

    seats = tuple(Seat(f"P{i}", "person") if i == 0 else Seat(f"AI{i}", "ai", level) for i in range(4))
    state = table_state(
        "classic",
        4,
        [list(h) for h in hands],
        "r3",
        ["g3", "g4", "b3"],
        dealer=(on_turn - 1) % 4,
        options=JUMP,
    )
    match = Match(
        SavedGame("classic", seats, JUMP, 0), state, None, threaded=False, pacing=0.0, catch_hold=0.0
    )
    table = TableScreen(drv.app, LocalTable(match))
    drv.app.push(table)
    return table, match


def test_a_computer_jumps_in_on_the_persons_turn_no_sooner_than_a_person_could_and_says_so(drv):
    table, match = real_table(drv, on_turn=0)
    frames = 0
    while not match.actions and frames < 10 * 60:  # the person on turn thinks; the computer spots its twin
        drv.run(1)
        frames += 1
        if not match.actions:
            assert table.view.turn == 0
    assert match.actions == [(2, Play("r3"))]
    assert frames / 60 >= REFLEXES["expert"].jump_in.floor  # the table showed r3 for at least that long
    stamps = []
    for _ in range(90):
        drv.run(1)
        stamps += [n for n in table.scene.fx_layer.children if n.name == "jump-stamp" and n not in stamps]
    assert [s.drawable.lines for s in stamps] == [["AI2 jumped in ahead of you"]]


def test_the_twin_stops_glowing_when_the_move_that_ends_the_chance_starts(drv):
    hands = [HANDS[2], HANDS[1], HANDS[0], HANDS[3]]  # the person (seat 0) holds the twin; AI 1 is on turn
    table, match = real_table(drv, on_turn=1, hands=hands)
    drv.run(2)
    scene = table.scene
    twin = next(n for n in scene.hands[0] if n.drawable.code == "r3")
    others = [n for n in scene.hands[0] if n is not twin]
    assert twin.drawable.glow and all(n.drawable.dim for n in others)
    waited = 0
    while not match.actions and waited < 10 * 60:  # the person lets the chance pass
        drv.run(1)
        waited += 1
    assert match.actions and match.actions[0][0] == 1  # the computer on turn moved after the jump hold
    drv.run(1)
    assert scene.busy  # the move is still on its way...
    assert not twin.drawable.glow and not any(n.drawable.dim for n in others)  # ...the chance is over
