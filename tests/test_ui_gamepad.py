"""Gamepads through the real screens (headless): pads are SDL's own virtual game controllers (plugging
one makes SDL's CONTROLLERDEVICEADDED, and rumble reaches its motor callback); presses and sticks are
SDL's controller events posted to pygame's queue. No key or mouse event is sent unless a test says so."""

from __future__ import annotations

import pygame
import pytest

from game.rules import Play
from game.rules.actions import ACTION_NAMES
from game.ui.kit import Dialog
from game.ui.menus.main_menu import MainMenu
from game.ui.table.privacy import PrivacyScreen
from game.ui.table.round_summary import RoundSummary
from game.ui.table.screen import TableScreen
from game.ui.testing import Driver


@pytest.fixture
def drv(tmp_path):
    d = Driver(tmp_path / "data", seed=7)
    yield d
    d.close()


def focused_text(drv) -> str:
    b = drv.top.focused_button()
    return b.text if b is not None else ""


def pad_to(drv, pad: int, text: str, limit: int = 40) -> None:
    """Press down on the pad until the focus ring is on the button `text` (as a person would)."""
    for _ in range(limit):
        if focused_text(drv) == text:
            return
        drv.pad("down", pad, frames=1)
    raise AssertionError(f"{text!r} never focused on {type(drv.top).__name__}: {focused_text(drv)!r}")


def pad_choose(drv, pad: int, text: str) -> None:
    pad_to(drv, pad, text)
    drv.pad("a", pad)


def start_with_pad(drv, pad: int, persons: int = 1) -> TableScreen:
    """New game, (another person seated), Start: all on the pad."""
    t = drv.top.t
    pad_choose(drv, pad, t("ui-menu-new-game"))
    for i in range(1, persons):  # seat i from a computer to a person
        rows = [b for b in drv.top.focusables if b.text in (t("ui-seat-person"), t("ui-seat-ai"))]
        pad_to(drv, pad, rows[i].text)
        while drv.top.focused_button() is not rows[i]:
            drv.pad("down", pad, frames=1)
        drv.pad("a", pad)
    pad_choose(drv, pad, t("ui-setup-start"))
    table = drv.app.find(TableScreen)
    assert isinstance(table, TableScreen)
    return table


def pad_turn(drv, table: TableScreen, pad: int) -> None:
    """One move of the person at the table, on the pad: a playable card (the d-pad to it, A), else X to
    draw, else B to keep; Y for UNO before the second-last card."""
    hand = table.local_hand()
    if table.can_call_uno() and len(hand) == 2:
        drv.pad("y", pad)
    playable = [c for c in hand if c in table.scene.playable]
    if playable:
        target = hand.index(playable[0])
        drv.pad("right", pad, frames=1)
        for _ in range(len(hand) + 1):
            if table.selected == target:
                break
            drv.pad("right", pad, frames=1)
        assert table.selected == target
        drv.pad("a", pad)
    elif any(type(a).__name__ == "Draw" for a in table.view.actions()):
        drv.pad("x", pad)
    else:
        drv.pad("b", pad)


def answer_with_pad(drv, pad: int) -> None:
    """A decision dialog on the pad: A on the focused answer (a pick-n dialog: A on each, then OK)."""
    top = drv.top
    if hasattr(top, "toggles"):
        for _ in range(top.need):
            drv.pad("a", pad)
            drv.pad("right", pad, frames=1)
        pad_to(drv, pad, top.ok_text)
    drv.pad("a", pad)


def test_a_whole_round_with_the_pad_alone(drv, monkeypatch):
    sent = []
    original = drv.app.handle

    def handle(event):  # every key the screens get comes from the pad; no mouse button at all
        if event.type == pygame.KEYDOWN:
            sent.append(getattr(event, "pad", None))
        assert event.type not in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)
        return original(event)

    monkeypatch.setattr(drv.app, "handle", handle)
    pad = drv.plug_pad()
    assert drv.app.pads.notes[-1].text == "Gamepad connected: Virtual Controller"
    table = start_with_pad(drv, pad)
    played = 0
    for _ in range(4000):
        top = drv.top
        if isinstance(top, RoundSummary):
            break
        if isinstance(top, Dialog):
            answer_with_pad(drv, pad)
        elif top is table and table.my_turn():
            before = len(table.session.game.moves)
            pad_turn(drv, table, pad)
            played += len(table.session.game.moves) > before
        else:
            drv.run(1)
    assert isinstance(drv.top, RoundSummary), type(drv.top).__name__
    assert played >= 3
    seat0 = [m for m in table.session.game.moves if m[0] == 0]
    assert any(m[1]["do"] == ACTION_NAMES[Play] for m in seat0)
    assert sent and all(p == pad for p in sent)
    assert drv.app.pads.mode == "pad"
    # the summary's own button (next round or the result) on the pad too
    drv.pad("a", pad)
    assert not isinstance(drv.top, RoundSummary)


SCREENS = (
    ("ui-menu-new-game", "NewGameScreen"),
    ("ui-menu-rules", "RulesScreen"),
    ("ui-menu-settings", "SettingsScreen"),
    ("ui-menu-statistics", "StatisticsScreen"),
    ("ui-menu-replays", "ReplaysScreen"),
    ("ui-menu-network", "NetMenu"),
)


@pytest.mark.parametrize("layout", ["xbox", "playstation"])
def test_every_menu_screen_is_reached_and_left_with_the_pad(drv, layout):
    kind = {"name": "DualSense Wireless Controller", "vendor": 0x054C} if layout == "playstation" else {}
    pad = drv.plug_pad(**kind)
    assert drv.app.pads.layout == layout
    t = drv.top.t
    for msg, name in SCREENS:
        pad_choose(drv, pad, t(msg))
        assert type(drv.top).__name__ == name
        drv.pad("right", pad)  # moving about does no harm
        drv.pad("b", pad)
        assert isinstance(drv.top, MainMenu), f"B did not leave {name}"
    # the network screens, one level deeper, and the rule book's sections on the shoulder buttons
    pad_choose(drv, pad, t("ui-menu-network"))
    for msg, name in (("ui-net-host", "HostScreen"), ("ui-net-join", "JoinScreen")):
        pad_choose(drv, pad, t(msg))
        assert type(drv.top).__name__ == name
        drv.pad("b", pad)
        assert type(drv.top).__name__ == "NetMenu"
    drv.pad("b", pad)
    pad_choose(drv, pad, t("ui-menu-rules"))
    section = drv.top.section
    drv.pad("rb", pad)
    assert drv.top.section == section + 1
    drv.pad("lb", pad)
    assert drv.top.section == section
    drv.pad("b", pad)
    # B on the main menu asks to quit; B again keeps the game open
    drv.pad("b", pad)
    assert isinstance(drv.top, Dialog)
    drv.pad("b", pad)
    assert isinstance(drv.top, MainMenu) and drv.app.running


def test_the_table_menu_opens_and_closes_on_start_and_the_game_goes_on_when_the_pad_goes(drv):
    pad = drv.plug_pad()
    table = start_with_pad(drv, pad)
    drv.pad("start", pad)
    assert type(drv.top).__name__ == "PauseMenu"
    drv.pad("start", pad)
    assert drv.top is table
    moves = len(table.session.game.moves)
    drv.unplug_pad(pad)
    assert "Gamepad disconnected: Virtual Controller" in drv.app.pads.notes[-1].text
    assert drv.top is table  # nothing paused the game: the computers go on
    for _ in range(600):
        if len(table.session.game.moves) > moves:
            break
        if table.my_turn():
            drv.key(pygame.K_d)  # the keyboard takes over at once
        drv.run(1)
    assert len(table.session.game.moves) > moves
    assert drv.app.pads.mode == "keys"


def hot_seat_dialog(drv, pads: dict[int, int]):
    """Two people at one screen, each with a pad (`pads`: pad -> the seat it takes on "Pass to"): play
    until a person's decision dialog is up. The dialog, the table and whose it is."""
    first = next(iter(pads))
    checked: list[bool] = []
    table = start_with_pad(drv, first, persons=2)
    for _ in range(4000):
        top = drv.top
        if isinstance(top, PrivacyScreen):
            seat = table.port.asking
            drv.pad("a", next(p for p, s in pads.items() if s == seat))
            assert table.confirmed == seat
        elif isinstance(top, Dialog) and top is table.dialog and checked:
            return top, table, table.viewer
        elif top is table and table.my_turn():
            mine = next(p for p, s in pads.items() if s == table.viewer)
            other = next(p for p in pads if p != mine)
            if len(drv.app.pads.seats.owner) == 2 and not checked:  # the other person's pad, once
                checked.append(True)
                moves = len(table.session.game.moves)
                drv.pad("x", other)  # draw: not theirs to do
                refusal = drv.app.pads.notes[-1]
                assert refusal.text == f"This gamepad plays for {table.name(pads[other])}."
                assert len(table.session.game.moves) == moves
                drv.pad("rb", other)  # catch: anyone may (nobody to catch now: nothing happens)
                assert drv.app.pads.notes[-1] is refusal
            hand = table.local_hand()
            wild = [c for c in hand if c in table.scene.playable and c.startswith("W")]
            if wild:  # a wild asks for a colour: the dialog we want
                target = hand.index(wild[0])
                while table.selected != target:
                    drv.pad("right", mine, frames=1)
                drv.pad("a", mine)
            else:
                pad_turn(drv, table, mine)
        elif isinstance(top, Dialog):
            answer_with_pad(drv, next(p for p, s in pads.items() if s == table.viewer))
        else:
            drv.run(1)
    raise AssertionError("no decision dialog came up")


def seed_dealing_a_wild(tmp_path) -> int:
    """A seed whose deal gives both people a wild (its colour is a decision dialog): the second to play
    it has a dialog up while both pads are someone's."""
    from game.rules import new_game

    drv = Driver(tmp_path / "probe", seed=1)
    try:
        pad = drv.plug_pad()
        game = start_with_pad(drv, pad, persons=2).session.game
    finally:
        drv.close()
    for seed in range(200):
        state = new_game(game.ruleset, game.players, game.options, seed)
        if all(any(c.startswith("W") for c in state.hands[seat]) for seat in (0, 1)):
            return seed
    raise AssertionError("no seed deals a wild")


def test_hot_seat_pads_act_for_their_own_seat_and_a_pad_lost_in_a_dialog_is_handled(tmp_path):
    drv = Driver(tmp_path / "data", seed=seed_dealing_a_wild(tmp_path))
    try:
        one = drv.plug_pad()
        two = drv.plug_pad()
        dialog, table, seat = hot_seat_dialog(drv, {one: 0, two: 1})
        assert drv.app.pads.seats.owner == {one: 0, two: 1}
        owner, other = (one, two) if seat == 0 else (two, one)
        # the other person's pad cannot answer, and says whose it is
        drv.pad("a", other)
        assert drv.top is dialog
        assert drv.app.pads.notes[-1].text == f"This gamepad plays for {table.name(1 - seat)}."
        # the owner's pad goes in the middle of the dialog: told, the dialog waits, the game runs on
        drv.unplug_pad(owner)
        assert table.name(seat) in drv.app.pads.notes[-1].text
        drv.run(30)
        assert drv.top is dialog and not dialog.answered
        assert drv.app.pads.seats.owner == {other: 1 - seat}  # the seat is free for another pad
        # a pad plugged in now: the other person's pad still may not answer; the new one takes the
        # seat, answers, and is that person's from then on (one pad alone would be shared by everyone)
        three = drv.plug_pad()
        drv.pad("a", other)
        assert drv.top is dialog
        drv.pad("a", three)
        assert dialog.answered
        assert drv.app.pads.seats.owner == {other: 1 - seat, three: seat}
    finally:
        drv.close()


def felt(motor) -> int:
    """How many rumbles the pad's motor was asked for (SDL itself stops each one with a 0, 0)."""
    return sum(1 for low, high in motor.rumbles if low or high)


def test_rumble_once_a_turn(drv):
    pad = drv.plug_pad()
    motor = drv.virtual_pads[pad]
    table = start_with_pad(drv, pad)
    for _ in range(600):
        if table.my_turn():
            break
        drv.run(1)
    assert table.my_turn()
    assert felt(motor) == 1, "no rumble when the turn came"
    drv.run(10)
    assert felt(motor) == 1  # once a turn, not every frame


def test_the_hints_follow_the_input_last_used(drv):
    from game.ui.pad.hints import glyphs, hints_for

    def pixels(rect):
        return pygame.image.tobytes(surface.subsurface(rect), "RGB")

    surface = pygame.Surface((1280, 720))
    drv.app.draw(surface)
    assert drv.app.pads.bar_rect is None  # the mouse: no hints
    bare = surface.copy()
    pad = drv.plug_pad()
    drv.pad("down", pad)
    drv.app.draw(surface)
    assert drv.app.pads.mode == "pad"
    bar = drv.app.pads.bar_rect
    assert bar is not None
    with_pad = pixels(bar)
    assert with_pad != pygame.image.tobytes(bare.subsurface(bar), "RGB")
    assert [m for _, m in hints_for(drv.app, drv.top)] == ["pad-hint-move", "pad-hint-select"]
    drv.key(pygame.K_DOWN)
    assert drv.app.pads.mode == "keys"
    drv.app.draw(surface)
    assert drv.app.pads.bar_rect is not None and pixels(drv.app.pads.bar_rect) != with_pad
    assert glyphs(drv.app, drv.top, (pygame.K_RETURN,), 26)[0].get_width() > 26  # "Enter" on a key cap
    drv.click((5, 5))
    assert drv.app.pads.mode == "mouse"
    drv.app.draw(surface)
    assert drv.app.pads.bar_rect is None


def test_rumble_is_switched_off_and_on_in_the_settings_with_the_pad(drv):
    pad = drv.plug_pad()
    motor = drv.virtual_pads[pad]
    t = drv.top.t
    pad_choose(drv, pad, t("ui-menu-settings"))
    pad_choose(drv, pad, t("ui-look-rumble"))  # the rumble row's switch turns off
    assert focused_text(drv) == t("ui-look-rumble") and drv.app.ctx.settings.rumble is False
    assert drv.app.ctx.storage.load_settings().rumble is False
    assert drv.app.pads.rumble("uno") == 0 and felt(motor) == 0
    drv.pad("a", pad)  # on again: the pad rumbles once to say so
    assert drv.app.ctx.settings.rumble is True and felt(motor) == 1


def readable_sizes(tmp_path, monkeypatch, big: bool) -> list[int]:
    """The pixel sizes of every font made from the game's own typeface while a person at 1920x1080
    opens the menu, the settings and a game to their first turn, with the big-screen preset or not."""
    from game.i18n import font_path
    from game.scene import glyphs
    from game.storage import Storage
    from game.storage.settings import Settings
    from game.ui.pad import glyphs as pad_glyphs

    ours = {str(font_path(True)), str(font_path(False))}
    sizes: list[int] = []
    real = pygame.font.Font

    class Recorded(real):  # type: ignore[misc, valid-type]
        def __init__(self, file=None, size=12):
            if str(file) in ours:
                sizes.append(size)
            super().__init__(file, size)

    data = tmp_path / ("big" if big else "plain")
    Storage.open(data).save_settings(Settings(big_screen=big))
    glyphs._FONTS.clear()
    pad_glyphs._FONTS.clear()
    monkeypatch.setattr(pygame.font, "Font", Recorded)
    drv = Driver(data, size=(1920, 1080), seed=3)
    try:
        pad = drv.plug_pad()
        drv.pad("down", pad)
        t = drv.top.t
        pad_choose(drv, pad, t("ui-menu-settings"))
        drv.pad("b", pad)
        table = start_with_pad(drv, pad)
        for _ in range(900):
            if table.my_turn() and drv.top is table:
                break
            if isinstance(drv.top, Dialog):
                drv.pad("a", pad)
            drv.run(1)
        drv.pad("right", pad)
        drv.run(5)
    finally:
        drv.close()
        monkeypatch.undo()
        glyphs._FONTS.clear()
        glyphs.set_text_floor(0)
    return sizes


def test_the_big_screen_preset_keeps_every_word_readable_from_across_the_room(tmp_path, monkeypatch):
    """At 1920x1080 some words are drawn under 24 px without the preset (the seats' card counts, the
    move log); with it none is (big_screen.READABLE_1080)."""
    from game.ui.pad.big_screen import READABLE_1080

    plain = readable_sizes(tmp_path, monkeypatch, big=False)
    big = readable_sizes(tmp_path, monkeypatch, big=True)
    assert plain and big
    assert min(plain) < READABLE_1080
    assert min(big) >= READABLE_1080, sorted(set(big))[:5]


def test_the_stick_moves_once_past_its_dead_zone_and_repeats_while_held(drv):
    pad = drv.plug_pad()
    start = drv.top.focus
    drv.pad_axis("lefty", 0.3, pad)  # inside the dead zone: nothing
    assert drv.top.focus == start
    drv.pad_axis("lefty", 0.8, pad)  # pushed down: one step
    assert drv.top.focus == start + 1
    drv.pad_axis("lefty", 0.5, pad)  # eased a little but still held: no new step yet
    assert drv.top.focus == start + 1
    drv.run(30)  # held for half a second: it repeats
    repeated = drv.top.focus
    assert repeated > start + 1
    drv.pad_axis("lefty", 0.1, pad)  # let go: no more steps
    drv.run(30)
    assert drv.top.focus == repeated
