"""Issue 18, item 15: the power towers can be read. Each tower stands tall enough to read at 960x540,
with the card it blocks beside it; a held tower stands by its holder's name plate, and the tray names
the holder of each tower (or says it is free); pointing at a tower, through real mouse motion on the
table screen, opens a tip in the player's language saying what it blocks and who holds it."""

import random

import pygame
import pytest

from game.bench.randomplay import choose_move
from game.i18n import Localizer
from game.play.tableview import state_view
from game.rules import Options, apply, new_game
from game.rules.cards import SYMBOLS, TOWER_BLOCKS
from game.scene import towers_tray
from game.scene.table import TableScene
from game.storage import SavedGame, Seat
from game.ui.table.screen import TableScreen
from game.ui.testing import Driver
from tests.test_ui_fit import LANGUAGES

NAMES = ["Ágnes", "Bence", "Csilla Szőke-Kovács", "Dávid", "Emese", "Feri"]


@pytest.fixture(scope="module", autouse=True)
def display():
    pygame.init()
    pygame.display.set_mode((1, 1))
    yield


def spread_game(players=5, size=(960, 540), seed=5, language="en"):
    """A power game played with random legal moves (fed to the scene at speed 0) until at least two
    seats hold towers and one tower is still free."""
    rng = random.Random(seed)
    events: list = []
    state = new_game("power", players, Options(), seed=seed, events=events)
    scene = TableScene(
        size,
        players,
        0,
        "power",
        names=NAMES[:players],
        speed=0.0,
        seed=seed,
        text=Localizer(language).format,
    )
    scene.feed(events, state_view(state, 0))
    for _ in range(2000):
        owners = [o for o in state.towers.values() if o is not None]
        if len(set(owners)) >= 2 and None in state.towers.values() and state.phase == "play":
            break
        if state.phase in ("round_over", "game_over"):
            raise AssertionError("the round ended before the towers spread: choose another seed")
        seat, action = choose_move(state, rng)
        scene.feed(apply(state, seat, action), state_view(state, 0))
    assert scene.corrections == 0
    return state, scene


def tower_rect(scene, symbol):
    return towers_tray.tower_rect(scene.tower_nodes[symbol], scene.layout.tray_tower_h)


@pytest.mark.parametrize("size", [(960, 540), (1280, 720), (1920, 1080)])
def test_towers_are_tall_and_stand_by_their_holders(size):
    state, scene = spread_game(size=size)
    L = scene.layout
    k = size[1] / 540
    assert L.tray_tower_h >= 33 * k  # was about 25 px at 960x540
    for symbol in SYMBOLS:
        node = scene.tower_nodes[symbol]
        assert node.drawable.badge  # what it blocks is always shown beside it
        rect = tower_rect(scene, symbol)
        owner = state.towers[symbol]
        assert pygame.Rect(0, 0, *size).contains(rect), (symbol, rect)
        if owner is None:
            assert L.tray.contains(rect)
            continue
        assert rect.height >= 30 * k, rect
        plate = L.seat(owner).plate
        if L.seat(owner).local:  # over the local plate, from its left end (issue 41: they ran into it)
            assert 0 <= plate.top - rect.bottom <= rect.height * 0.2 and rect.left >= plate.left
        else:  # right under the holder's plate, within its width
            assert 0 <= rect.top - plate.bottom <= rect.height * 0.2
            assert plate.left - 1 <= rect.centerx <= plate.right
        others = [L.seat(s).plate for s in range(state.players) if s != owner]
        assert rect.collidelist(others) < 0


def test_the_tray_names_each_towers_holder():
    state, scene = spread_game(language="hu")
    shown = towers_tray.captions(scene)
    for symbol in SYMBOLS:
        owner = state.towers[symbol]
        assert shown[symbol] == (("szabad", False) if owner is None else (NAMES[owner], True))
    surface = pygame.Surface(scene.size)
    scene.draw(surface)  # the tray draws with those captions


@pytest.mark.parametrize(
    "language,blocks,held",
    [
        (
            "en",
            {
                "U": "Blocks Draw One",
                "N": "Blocks Draw Two",
                "O": "Blocks Wild Draw Four",
                "!": "Blocks Skip",
            },
            "Held by {}",
        ),
        (
            "hu",
            {
                "U": "Elhárítja a húzz egyet kártyát",
                "N": "Elhárítja a húzz kettőt kártyát",
                "O": "Elhárítja a színválasztó húzz négyet kártyát",
                "!": "Elhárítja a kimaradsz kártyát",
            },
            "Gazdája: {}",
        ),
    ],
)
def test_pointing_at_a_tower_explains_it(language, blocks, held):
    state, scene = spread_game(language=language)
    for symbol in SYMBOLS:
        rect = tower_rect(scene, symbol)
        assert scene.pointer(rect.center) is None  # no card there; the tip opens
        tips = scene.tower_tips
        assert tips.symbol == symbol and tips.node.visible
        title, says, sentences = towers_tray.tip_lines(scene, symbol)
        assert symbol in title and says == blocks[symbol]
        owner = state.towers[symbol]
        if owner is not None:
            assert sentences[-1] == held.format(NAMES[owner])
        tip = pygame.Rect(0, 0, *tips.sprite.size())
        tip.center = (round(tips.node.x), round(tips.node.y))
        assert pygame.Rect(0, 0, *scene.size).contains(tip) and not tip.colliderect(rect)
    # the tray's cell of a held tower explains it too (the legend), and moving away closes the tip
    held_symbol = next(s for s in SYMBOLS if state.towers[s] is not None)
    x, y = scene.layout.tray_slots[SYMBOLS.index(held_symbol)]
    scene.pointer((x, y))
    assert scene.tower_tips.symbol == held_symbol
    scene.pointer((scene.size[0] // 2, 5))
    assert scene.tower_tips.symbol is None and not scene.tower_tips.node.visible
    assert TOWER_BLOCKS["N"] == "D2"  # the tip's words follow the rules' table, not the UI's


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_tip_fits_the_smallest_window(language):
    state, scene = spread_game(language=language)
    for symbol in SYMBOLS:
        for owner in (None, 2):
            scene.towers[symbol] = owner
            scene.tower_tips.sprite.set(scene, symbol)
            w, h = scene.tower_tips.sprite.size()
            assert w <= 360 and h <= 200, (symbol, w, h)


def test_the_table_screen_opens_a_tip_on_real_mouse_motion(tmp_path):
    drv = Driver(tmp_path, size=(960, 540), language="hu")
    try:
        seats = (Seat("Ágnes"), Seat("Bence", "ai", "normal"), Seat("Csilla", "ai", "easy"))
        game = SavedGame("power", seats, seed=3)
        table = drv.app.push(TableScreen.new(drv.app, game))
        drv.run(30)
        scene = table.scene
        x, y = scene.layout.tray_slots[SYMBOLS.index("N")]
        drv.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(int(x), int(y)), rel=(0, 0), buttons=(0, 0, 0)))
        drv.run(2)
        assert scene.tower_tips.symbol == "N" and scene.tower_tips.node.visible
        drv.shot(tmp_path / "tip.png")
        drv.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(0, 0), buttons=(0, 0, 0)))
        drv.run(2)
        assert scene.tower_tips.symbol is None
    finally:
        drv.close()
