"""Issue 41's remaining table minors, each through the real screens with real events: a first card that
goes back into the draw pile is explained; the hint says why, from what the computer weighed; at the
instant speed a hot-seat person sees the card they drew and hands shuffled are said; the towers dialog
says what each tower blocks and whose it is; no card stays lifted after the mouse swept the hand; plate
counts follow the cards in chained 7-swaps; and, through the real main loop, a click on "Start the
game" and the pause menu's first Esc after Settings (neither seen to fail here: pinned)."""

from __future__ import annotations

from html import escape

import pygame
import pytest
from table_overlap import open_table
from test_frames import Clock, _loop, _run
from test_ui_dialogs import DRAW, stacked

from game.rules import Draw, Play
from game.ui.testing import Driver


def run_until(drv, done, frames=60 * 30):
    for _ in range(frames):
        if done():
            return True
        drv.run(1)
    return done()


@pytest.mark.parametrize("language", ("en", "sv"))
def test_a_first_card_that_goes_back_is_explained_in_the_log_and_on_the_table(tmp_path, language):
    """Seed 54 turns a Wild Draw Four up first (RULES.md: it goes back into the draw pile, the next card
    is turned): the log and a toast say so, once the cards have moved, and name the card that stays."""
    drv = Driver(tmp_path / "data", language=language, seed=54, speed=1.0)
    try:
        drv.click_text(drv.app.ctx.t("ui-menu-new-game"))
        drv.click_text(drv.app.ctx.t("ui-setup-start"))
        table = drv.top
        loc = drv.app.ctx.localizer
        wild, first = loc.card_name("W4"), loc.card_name("r5")
        returned = loc.format("ui-log-card-returned", card=wild)
        turned = loc.format("ui-log-next-card", card=first)
        assert run_until(drv, lambda: returned in table.message)
        assert turned in table.message  # the toast says what lies on the pile now
        lines = table.log_lines()
        assert returned in lines and turned in lines
        assert lines.index(returned) < lines.index(turned)
    finally:
        drv.close()


def hint_said(drv, table, how: str) -> str:
    """Ask for the hint by `how` (the H key, or a click on the Hint button): the table's message."""
    assert run_until(drv, table.my_turn)
    if how == "key":
        drv.key(pygame.K_h)
    else:
        drv.click(table.buttons["hint"].rect.center)
    return table.message


@pytest.mark.parametrize("how", ("key", "click"))
@pytest.mark.parametrize("language", ("en", "fi"))
def test_the_hint_says_why_from_what_the_computer_weighed(tmp_path, language, how):
    """The next player has one card: the hint picks the Skip and says so; with a wild and a plain card
    it plays the plain card and says it keeps the wild; with nothing that fits it draws and says so. Each
    reason is true of the table when shown."""
    drv = Driver(tmp_path / "data", language=language)
    try:
        t = drv.app.ctx.t
        table = stacked(drv, "classic", [["rS", "r3", "g7", "b2"], ["y1"], ["y2", "y3"]], "r5", DRAW)
        said = hint_said(drv, table, how)
        assert table.view.hand_sizes[1] == 1  # true of the table: the next player holds one card
        why = t("hint-why-threat", player=table.name(1), count=1)
        assert said == t("ui-hint-says-why", move=table.describe(Play("rS")), why=why)
        drv.app.pop_to("main_menu")

        table = stacked(drv, "classic", [["W", "r3", "g7", "b2"], ["y1", "y4"], ["y2", "y3"]], "r5", DRAW)
        said = hint_said(drv, table, how)
        why = t("hint-why-hold")
        assert said == t("ui-hint-says-why", move=table.describe(Play("r3")), why=why)
        drv.app.pop_to("main_menu")

        table = stacked(drv, "classic", [["g7", "b2"], ["y1", "y4"], ["y2", "y3"]], "r5", DRAW)
        said = hint_said(drv, table, how)
        assert not any(isinstance(a, Play) for a in table.view.actions())  # true: nothing fits
        assert said == t("ui-hint-says-why", move=table.describe(Draw()), why=t("hint-why-nothing"))
    finally:
        drv.close()


@pytest.mark.parametrize("how", ("key", "click"))
def test_instant_speed_hot_seat_shows_the_drawn_card_to_its_owner_before_pass_to(tmp_path, how):
    """Instant animation speed, two people and a computer: P0 cannot play and draws g9, which cannot be
    played either; the turn goes on. Before "Pass to P2" covers the table, P0's hand lies face up with g9
    in it for a moment (drawn frames), and the table names the card drawn, then nothing of it is left."""
    from game.ui.table.privacy import PrivacyScreen

    drv = Driver(tmp_path / "data", speed=0.0)
    try:
        hands = [["b5", "b7", "g2"], ["y1", "y2", "y3"], ["g4", "g5", "g6"]]
        table = stacked(drv, "classic", hands, "r1", ["g9", *DRAW], persons=(0, 2))
        assert run_until(drv, lambda: isinstance(drv.top, PrivacyScreen))
        drv.key(pygame.K_RETURN)
        assert run_until(drv, table.my_turn) and table.viewer == 0
        if how == "key":
            drv.key(pygame.K_d, frames=0)
        else:
            drv.click(table.buttons["draw"].rect.center, frames=0)
        scene = table.scene
        drawn = table.t("ui-you-drew", card=drv.app.ctx.localizer.card_name("g9"), count=1)
        shown = said = 0  # frames drawn with g9 face up in P0's hand, and with the table naming it
        for _ in range(60 * 5):
            if isinstance(drv.top, PrivacyScreen):
                break
            drv.run(1)
            faces = [n.drawable.code for n in scene.hands[scene.me] if n.drawable.face_up]
            shown += "g9" in faces and drv.top is table
            said += table.message == drawn and table.message_time > 0
        assert isinstance(drv.top, PrivacyScreen) and table.view.turn == 2
        assert shown >= 30, shown  # half a second at least
        assert said >= 30, said
        assert table.message_time <= 0  # nothing of P0's card is left for P2 to read
    finally:
        drv.close()


@pytest.mark.parametrize("language", ("en", "hu"))
def test_instant_speed_says_hands_were_shuffled_and_what_the_person_now_holds(tmp_path, language):
    """Modern edition at instant speed: the person plays Wild Shuffle Hands (click, then a colour); no
    gather and deal is seen, so the table says the hands were shuffled and how many cards the person now
    holds, and that count is the hand's."""
    from game.ui.kit.dialogs import Dialog

    drv = Driver(tmp_path / "data", language=language, speed=0.0, pacing=1e6)  # the computers wait
    try:
        hands = [["WS", "r3", "g7", "b2", "b5", "y9"], ["y1"], ["g1", "g2"]]
        table = stacked(drv, "modern", hands, "r5", DRAW)
        assert run_until(drv, table.my_turn)
        node = next(n for n in table.scene.hands[0] if n.drawable.code == "WS")
        drv.click((node.x, node.y))
        assert isinstance(drv.top, Dialog)  # the colour
        drv.click(drv.top.focusables[0].rect.center)
        assert run_until(drv, lambda: table.session.state.discard[-1] == "WS")
        drv.run(5)
        log = table.movelog.format([("log-shuffle-hands", {"player": 0})])[0]
        held = len(table.session.state.hands[0])
        assert held == 2 and table.message.startswith(log)  # 8 cards dealt from the person's left
        assert table.message.endswith(table.t("ui-you-hold", count=held))
        assert len(table.local_hand()) == held  # what the person holds now
    finally:
        drv.close()


@pytest.mark.parametrize("language", ("en", "nb"))
def test_the_towers_dialog_says_what_each_tower_blocks_and_who_holds_it(tmp_path, language):
    """Power edition: the person plays Take Two Towers (click) holding O themselves; the dialog offers U
    (held by the next player), N and ! (free), and says so of each, with the card each blocks; O, which
    cannot be taken, is not named."""
    from game.ui.kit.dialogs import Dialog

    drv = Driver(tmp_path / "data", language=language)
    try:
        drv.run(2)
        table = open_table(drv, 3, 7, "power", towers={"U": 1, "O": 0}, extra=("rT2",))
        node = next(n for n in table.scene.hands[0] if n.drawable.code == "rT2")
        drv.click((node.x, node.y))
        dialog = drv.top
        assert isinstance(dialog, Dialog) and dialog.title == table.t("ui-towers-title")
        lines = dialog.message.split("<br>")
        name = escape(table.name(1))
        assert lines[0] == table.t("ui-towers-question")
        assert escape(table.t("ui-towers-held", tower="U", rank="D1", player=table.name(1))) in lines
        assert escape(table.t("ui-towers-free", tower="N", rank="D2")) in lines
        assert escape(table.t("ui-towers-free", tower="!", rank="S")) in lines
        assert len(lines) == 4 and name in lines[1] + lines[2] + lines[3]  # O, the person's own: not offered
    finally:
        drv.close()


def motion(drv, pos, frames: int = 0) -> None:
    drv.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=(int(pos[0]), int(pos[1])), rel=(0, 0), buttons=(0, 0, 0))
    )
    drv.run(frames)


def lifted(table) -> list[str]:
    return [n.drawable.code for n in table.scene.hands[0] if n.offset_y < -0.5]


@pytest.mark.parametrize("per_frame", (1, 3, 9))
def test_no_card_stays_lifted_once_the_mouse_has_swept_across_the_hand_and_left(tmp_path, per_frame):
    """The keyboard cursor starts on a glowing card, lifted; the mouse sweeps quickly across the hand
    (`per_frame` motions a frame, either way) and leaves it: no card stays lifted, the cursor's marker
    stays on its card; an arrow key lifts the cursor's card again."""
    drv = Driver(tmp_path / "data", speed=1.0)
    try:
        drv.run(2)
        table = open_table(drv, 3, 9)
        hand = sorted(table.scene.hands[0], key=lambda n: n.x)
        for sweep in (hand, hand[::-1]):
            for i, node in enumerate(sweep):
                motion(drv, (node.x, node.y + 10), 1 if i % per_frame == per_frame - 1 else 0)
            motion(drv, (drv.surface.get_width() // 2, drv.surface.get_height() // 6), 40)
            assert lifted(table) == [], lifted(table)
            marked = [n.drawable.code for n in table.scene.hands[0] if n.drawable.marked]
            assert marked == [table.local_hand()[table.selected]]  # the marker stays where it was
        drv.key(pygame.K_RIGHT, frames=40)
        assert lifted(table) == [table.local_hand()[table.selected]]
    finally:
        drv.close()


def test_plate_counts_follow_the_cards_in_chained_seven_swaps(tmp_path):
    """7-0 at the normal speed: the person swaps hands with AI2 (r7), then AI1 swaps with AI2 (b7). Each
    plate's count changes only once that seat's cards have arrived (none of them still a card's width or
    more from its place), never while they fly; and in the end every plate says its hand's size."""
    from game.rules import Options

    drv = Driver(tmp_path / "data", speed=1.0)
    try:
        hands = [["r7", "g2", "b3"], ["b7", "b1", "b2", "g5", "g6"], ["y1", "y2", "y3", "y4"]]
        table = stacked(drv, "classic", hands, "r1", DRAW, options=Options(seven_zero=True))
        assert run_until(drv, table.my_turn)
        scene = table.scene
        node = next(n for n in scene.hands[0] if n.drawable.code == "r7")
        drv.click((node.x, node.y))
        drv.click_text("AI2")
        width = scene.ref_w
        changes = []  # (seat, the count shown before, after, a card of the seat still on its way)
        shown = [p.cards for p in scene.plates]
        for _ in range(60 * 10):
            drv.run(1)
            targets = scene._targets()
            for seat, plate in enumerate(scene.plates):
                if plate.cards != shown[seat]:
                    far = any(
                        abs(n.x - targets[n][0]) + abs(n.y - targets[n][1]) > width for n in scene.hands[seat]
                    )
                    changes.append((seat, shown[seat], plate.cards, far))
                    shown[seat] = plate.cards
            if table.view.turn == 0 and not scene.busy:
                break
        swaps = [e for e in changes if abs(e[2] - e[1]) > 1]  # a swap changes a count by more than one
        assert len(swaps) >= 3, changes  # the person's, AI2's twice, AI1's
        assert not [e for e in swaps if e[3]], changes  # never while the cards fly
        assert [p.cards for p in scene.plates] == list(table.view.hand_sizes)
    finally:
        drv.close()


class LoopClock(Clock):
    """test_frames' fake clock, with pygame's own queue read too (pygame_gui posts a button's press
    there: the real main loop's wait reads it)."""

    def wait(self, timeout):
        got = pygame.event.get()
        if got:
            return got + super().wait(0)
        return super().wait(timeout) + pygame.event.get()


def loop_click(clock, pos, at: float, hold: float) -> None:
    """A click as a person (or xdotool) makes one: the pointer comes, the button goes down and up."""
    pos = (int(pos[0]), int(pos[1]))
    clock.post(at, pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(3, 3), buttons=(0, 0, 0)))
    clock.post(at + hold / 2, pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    clock.post(at + hold, pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))


def loop_key(clock, key: int, at: float) -> None:
    clock.post(at, pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
    clock.post(at + 0.06, pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode="", scancode=0))


@pytest.mark.parametrize("typed", (False, True), ids=("as-set", "name-typed"))
@pytest.mark.parametrize("gap", (0.0, 0.05, 0.15, 0.6))
def test_a_click_on_start_the_game_starts_it_at_any_moment(tmp_path, gap, typed):
    """The real main loop (its clock faked): New game, then a click on "Start the game" `gap` seconds
    after the screen came (during its slide-in, on its first frames, or later; its button down and up
    in one frame or apart), after typing a name or not: the table comes every time."""
    from game.ui.table.screen import TableScreen

    for hold in (0.0, 0.12):
        drv = Driver(tmp_path / f"data-{hold}", speed=1.0)
        try:
            clock = LoopClock()
            loop = _loop(drv, clock)
            _run(loop, clock, 1.0)
            t = drv.app.ctx.t
            loop_click(clock, drv.find(t("ui-menu-new-game")).rect.center, clock.t + 0.05, 0.08)
            _run(loop, clock, 0.2)
            setup = drv.top
            if typed:
                entry = next(e for e, k in setup.entries.items() if k == 0)
                loop_click(clock, entry.rect.center, clock.t + 0.05, 0.08)
                clock.post(clock.t + 0.2, pygame.event.Event(pygame.TEXTINPUT, text="s"))
                _run(loop, clock, 0.3)
            loop_click(clock, drv.find(t("ui-setup-start")).rect.center, clock.t + gap, hold)
            _run(loop, clock, gap + hold + 0.3)
            assert isinstance(drv.top, TableScreen), (gap, hold, type(drv.top).__name__)
        finally:
            drv.close()


@pytest.mark.parametrize("how", ("keys", "mouse", "pad"))
@pytest.mark.parametrize("gap", (0.05, 0.6))
def test_after_settings_the_pause_menus_first_escape_resumes(tmp_path, how, gap):
    """Esc (Start on a pad), Settings, Back, then one Esc (B on a pad) through the real main loop, `gap`
    seconds between the steps: the table is back at once, not the focus moved in the pause menu."""
    from game.ui.menus.pause import PauseMenu
    from game.ui.menus.settings import SettingsScreen
    from game.ui.table.screen import TableScreen

    drv = Driver(tmp_path / "data", speed=1.0)
    try:
        drv.run(2)
        table = open_table(drv, 3, 7)
        pad = drv.plug_pad() if how == "pad" else None
        clock = LoopClock()
        loop = _loop(drv, clock)
        _run(loop, clock, 1.0)
        t = drv.app.ctx.t

        def press(key: int, control: str) -> None:
            if pad is None:
                loop_key(clock, key, clock.t + gap)
            else:
                drv.pad(control, pad, frames=0)
            _run(loop, clock, gap + 0.3)

        def click(text: str) -> None:
            loop_click(clock, drv.find(t(text)).rect.center, clock.t + gap, 0.08)
            _run(loop, clock, gap + 0.3)

        press(pygame.K_ESCAPE, "start")
        assert isinstance(drv.top, PauseMenu)
        if how == "mouse":
            click("ui-menu-settings")
        else:
            pause = drv.top
            settings = drv.find(t("ui-menu-settings"))
            while pause.focusables[pause.focus] is not settings:
                press(pygame.K_DOWN, "down")
            press(pygame.K_RETURN, "a")
        assert isinstance(drv.top, SettingsScreen)
        if how == "mouse":
            click("ui-back")
        else:
            press(pygame.K_ESCAPE, "b")
        assert isinstance(drv.top, PauseMenu)
        press(pygame.K_ESCAPE, "b")
        assert drv.top is table and isinstance(table, TableScreen)
    finally:
        drv.close()
