"""Issue 18, the moments: a big UNO when someone calls it, a clear "caught!" when someone is caught.

Fed real engine events through `TableScene.feed`: the word bursts near the caller (in front of the seat,
toward the centre), the caller's plate pulses, and everything is gone when the table is no longer busy;
at speed 0 nothing is left at all. A catch shows who caught whom and the penalty, in the player's
language. Neither moment's big pieces ever lie over the move log's corner, on any table."""

import pygame
import pytest

from game.i18n import Localizer
from game.play.tableview import state_view
from game.rules import CallUno, Catch, Options, Play, apply, table_state
from game.rules import events as ev
from game.scene import moments
from game.scene.table import TableScene

NAMES = ["Ágnes", "Bence", "Csilla", "Dávid", "Emese", "Feri", "Gábor", "Hanna", "Ilona", "János"]
FILLER = [
    "b1",
    "b2",
    "y3",
    "y4",
    "g5",
    "b6",
    "b7",
    "y8",
    "y9",
    "g1",
    "g2",
    "g3",
    "g4",
    "b3",
    "b4",
    "b5",
    "y1",
    "y2",
    "y5",
    "y6",
    "y7",
    "g6",
    "g8",
    "g9",
    "b8",
    "b9",
    "r1",
    "r2",
    "r4",
    "r6",
    "r7",
    "r8",
    "r9",
    "rS",
    "bS",
    "gS",
    "yS",
    "rR",
    "bR",
    "gR",
]


@pytest.fixture(scope="module", autouse=True)
def display():
    pygame.init()
    pygame.display.set_mode((1, 1))
    yield


def table(players=4, seat=2, speed=1.0, language="en", size=(1280, 720)):
    """`seat` holds two cards and is about to play; seat 0 is the local one."""
    filler = iter(FILLER)
    hands = [["r5", "g7"] if s == seat else [next(filler) for _ in range(4)] for s in range(players)]
    state = table_state(
        "classic",
        players,
        hands,
        "r3",
        ["b9", "y9", "g9", "r9", "r8"],
        dealer=(seat - 1) % players,
        options=Options(),
    )
    scene = TableScene(
        size,
        players,
        0,
        "classic",
        names=NAMES[:players],
        speed=speed,
        seed=1,
        text=Localizer(language).format,
    )
    scene.snap(state_view(state, 0))
    return state, scene


def fx(scene, name):
    return [n for n in scene.fx_layer.children if n.name == name]


def run(scene, seconds, dt=1 / 60, each=None):
    for _ in range(round(seconds / dt)):
        scene.update(dt)
        if each is not None:
            each()


def settle(scene, limit=20.0):
    t = 0.0
    while scene.busy and t < limit:
        scene.update(1 / 60)
        t += 1 / 60
    assert not scene.busy


def test_uno_bursts_in_front_of_the_caller_and_leaves_nothing_behind():
    state, scene = table(players=4, seat=2)
    events = apply(state, 2, Play("r5", uno=True))
    scene.feed(events, state_view(state, 0))
    seen = {"word": 0.0, "pulse": 0, "bits": 0, "star": 0.0}
    surface = pygame.Surface(scene.size)

    def look():
        for node in fx(scene, "uno-word"):
            seen["word"] = max(seen["word"], node.opacity)
            assert node.drawable.text == "UNO!"
        seen["pulse"] = max(seen["pulse"], len(fx(scene, "pulse")))
        seen["bits"] = max(seen["bits"], len(fx(scene, "uno-bit")))
        seen["star"] = max(seen["star"], max((n.scale for n in fx(scene, "uno-star")), default=0.0))
        scene.draw(surface)

    run(scene, 0.7, each=look)
    assert seen["word"] > 0.99 and seen["pulse"] >= 1 and seen["bits"] >= 8 and seen["star"] > 0.9
    word = scene.uno_live[2]
    # in front of the caller: between its seat and the table's centre, nearer the centre than the plate
    L = scene.layout
    plate, centre = L.seat(2).plate.center, L.center
    assert plate[1] < word.y < centre[1]
    settle(scene)
    assert scene.fx_layer.children == [] and word.parent is None


def test_at_instant_speed_nothing_waits_and_nothing_stays():
    state, scene = table(players=3, seat=1, speed=0.0)
    events = apply(state, 1, Play("r5"))
    events += apply(state, 2, Catch(1))
    scene.feed(events, state_view(state, 0))
    assert not scene.busy and scene.fx_layer.children == []
    assert scene.plates[1].flash == 0.0
    assert len(scene.hands[1]) == 1 + 2 and scene.corrections == 0


def test_calling_before_the_play_and_the_play_make_one_burst():
    state, scene = table(players=4, seat=2)
    events = apply(state, 2, CallUno()) + apply(state, 2, Play("r5"))
    assert any(type(e).__name__ == "UnoCalled" for e in events)
    scene.feed(events, state_view(state, 0))
    scene.feed([ev.UnoCalled(2)], state_view(state, 0))  # told again while the burst is still on
    most = 0

    def count():
        nonlocal most
        most = max(most, len(fx(scene, "uno-word")))

    run(scene, 1.6, each=count)
    assert most == 1
    settle(scene)
    assert scene.fx_layer.children == []


@pytest.mark.parametrize(
    "language,says",
    [
        ("en", ("Caught!", "Dávid caught Bence", "Penalty: 2 cards")),
        ("hu", ("Rajtakapva!", "Dávid rajtakapta Bence játékost", "Büntetés: 2 lap")),
    ],
)
def test_caught_says_who_caught_whom_and_the_penalty(language, says):
    state, scene = table(players=4, seat=1, language=language)
    events = apply(state, 1, Play("r5")) + apply(state, 3, Catch(1))
    scene.feed(events, state_view(state, 0))
    stamps, arrows = [], []

    def look():
        stamps.extend(n for n in fx(scene, "caught-stamp") if n not in stamps)
        arrows.extend(n for n in fx(scene, "caught-arrow") if n not in arrows)

    run(scene, 1.0, each=look)
    assert len(stamps) == 1 and len(arrows) == 1
    stamp = stamps[0].drawable
    assert (stamp.title, *stamp.lines) == says
    L = scene.layout
    arrow = arrows[0].drawable
    assert arrow.progress == 1.0
    # from the catcher's plate to the caught player's plate, covering neither name
    catcher, target = L.seat(3).plate, L.seat(1).plate
    assert catcher.inflate(4, 4).collidepoint(arrow.a) and target.inflate(4, 4).collidepoint(arrow.b)
    assert scene.plates[1].flash > 0
    settle(scene)
    assert scene.fx_layer.children == [] and len(scene.hands[1]) == 1 + 2


def _bounds(node) -> pygame.Rect:
    w, h = node.drawable.size()
    rect = pygame.Rect(0, 0, round(w * node.scale), round(h * node.scale))
    rect.center = (round(node.x), round(node.y))
    return rect


@pytest.mark.parametrize("size", [(960, 540), (1280, 720)])
@pytest.mark.parametrize("players", [2, 4, 7, 10])
def test_the_big_pieces_never_lie_over_the_move_log(size, players):
    from game.ui.kit import Context
    from game.ui.table.movelog import LINES, MoveLog

    ctx = Context(size=size)
    scene = TableScene(size, players, 0, "classic", names=NAMES[:players], speed=1.0, seed=1)
    log = MoveLog(None, ctx).rect(scene.layout, 0, LINES, ctx.font(14).get_linesize())
    screen = pygame.Rect(0, 0, *size)
    for seat in range(players):
        for build in (
            lambda s=seat: moments.uno_called(scene, s),
            lambda s=seat: moments.uno_caught(scene, (s + 1) % players, s, 2),
        ):
            tl, _hold = build()
            scene.animator.play(tl)
            for _ in range(120):
                scene.update(1 / 60)
                for node in scene.fx_layer.children:
                    if node.name in ("uno-word", "uno-star", "caught-stamp") and node.opacity > 0.05:
                        rect = _bounds(node)
                        assert not rect.colliderect(log), (seat, node.name, rect, log)
                        if node.scale <= 1.0:
                            assert screen.contains(rect), (seat, node.name, rect)
            settle(scene)
            assert scene.fx_layer.children == []


def test_the_round_and_game_banners_speak_the_players_language(monkeypatch):
    """Issue 21: "wins the round" and "wins the game" were English in every language."""
    from game.scene import animations

    said = []
    real = animations.BannerSprite

    def spy(text, width, height, sub="", max_width=0):
        said.append((text, sub))
        return real(text, width, height, sub, max_width)

    monkeypatch.setattr(animations, "BannerSprite", spy)
    filler = iter(FILLER)
    hands = [["r5"] if s == 1 else [next(filler) for _ in range(4)] for s in range(3)]
    state = table_state(
        "classic", 3, hands, "r3", ["b9", "y9", "g9"], dealer=0, options=Options(scoring="single_round")
    )
    scene = TableScene(
        (960, 540), 3, 0, "classic", names=NAMES[:3], speed=1.0, seed=1, text=Localizer("hu").format
    )
    scene.snap(state_view(state, 0))
    scene.feed(apply(state, 1, Play("r5")), state_view(state, 0))
    settle(scene)
    assert ("Bence nyerte a menetet", f"+{state.round_points} pont") in said
    assert ("Bence megnyerte a játékot!", "") in said
    assert scene.fx_layer.children == []
