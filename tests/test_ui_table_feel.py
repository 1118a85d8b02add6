"""The table as a player feels it (issue 18), through real screens and real pygame events: the hot-seat
hand shows face up to its owner, and the first click or Enter on a card counts at every animation speed
(a cosmetic animation never swallows input)."""

from __future__ import annotations

import pygame
import pygame_gui
import pytest

from game.rules import action_from_json
from game.ui.kit import Dialog
from game.ui.menus.main_menu import MainMenu
from game.ui.table.privacy import PrivacyScreen
from game.ui.table.screen import TableScreen
from game.ui.testing import Driver
from tests.test_ui_flow import answer_dialog, start_game


def _settle_to_person_turn(drv, table, max_frames: int = 3000) -> None:
    """Frames until the shown person may play (hot-seat: confirming "Pass to ..." on the way)."""
    for _ in range(max_frames):
        top = drv.top
        if isinstance(top, PrivacyScreen):
            drv.click_text(top.t("ui-privacy-ready", player=top.name))
        elif isinstance(top, Dialog):
            answer_dialog(drv)
        elif top is table and table.my_turn():
            return
        else:
            drv.run(1)
    raise AssertionError("the person's turn never came")


def _move(table, index: int):
    """The action of the game's move number `index` (as saved)."""
    return action_from_json(table.session.game.moves[index][1])


def _face_codes(table) -> list[str | None]:
    nodes = table.scene.hands[table.scene.me]
    return sorted((n.drawable.code if n.drawable.face_up else "<back>") for n in nodes)


def _assert_own_hand_face_up(table) -> None:
    hand = table.session.view(table.viewer).hand
    assert table.visible_hand_owner() == table.viewer
    assert _face_codes(table) == sorted(hand)


def _hot_seat_game_whose_first_turn_is_the_first_persons(tmp_path):
    """A hot-seat table (two people, one computer) where the first "Pass to ..." names the first person:
    the seat the table shows from the start, so confirming it does not change the shown seat."""
    for seed in range(1, 40):
        drv = Driver(tmp_path / f"data{seed}")
        table = start_game(drv, persons=2, ais=1, seed=str(seed))
        for _ in range(600):  # the deal, then "Pass to <first person>"
            if isinstance(drv.top, PrivacyScreen):
                break
            drv.run(1)
        if isinstance(drv.top, PrivacyScreen) and drv.top.name == table.session.name(table.viewer):
            return drv, table, tmp_path / f"data{seed}"
        drv.close()
    raise AssertionError("no seed in 1..39 gives the first person the first turn")


def test_hot_seat_first_person_sees_their_hand_face_up_and_plays_by_click(tmp_path):
    drv, table, _data = _hot_seat_game_whose_first_turn_is_the_first_persons(tmp_path)
    try:
        privacy = drv.top
        drv.click_text(privacy.t("ui-privacy-ready", player=privacy.name))
        assert drv.top is table
        _assert_own_hand_face_up(table)
        _settle_to_person_turn(drv, table)
        _assert_own_hand_face_up(table)
        playable = [c for c in table.local_hand() if c in table.scene.playable]
        if playable:  # a click on a face-up card plays exactly that card
            node = next(n for n in table.scene.hands[table.scene.me] if n.drawable.code == playable[0])
            before = len(table.session.game.moves)
            drv.click((node.x, node.y))
            assert len(table.session.game.moves) > before
            assert _move(table, before).card == playable[0]
    finally:
        drv.close()


def test_hot_seat_hand_shows_face_up_after_continue(tmp_path):
    drv, table, data = _hot_seat_game_whose_first_turn_is_the_first_persons(tmp_path)
    drv.key(pygame.K_ESCAPE)  # the pause menu over "Pass to ...": save and quit from there
    drv.click_text("Save and quit")
    assert isinstance(drv.top, MainMenu)
    drv.close()
    drv = Driver(data)
    try:
        drv.run(2)
        drv.click_text("Continue")
        table = drv.app.find(TableScreen)
        for _ in range(120):
            if isinstance(drv.top, PrivacyScreen):
                break
            drv.run(1)
        privacy = drv.top
        assert isinstance(privacy, PrivacyScreen)
        assert privacy.name == table.session.name(table.viewer)
        drv.click_text(privacy.t("ui-privacy-ready", player=privacy.name))
        _assert_own_hand_face_up(table)
    finally:
        drv.close()


def _quick_game(tmp_path, speed: float):
    drv = Driver(tmp_path / "data", speed=speed)
    table = start_game(drv, persons=1, ais=3)
    for _ in range(40):  # find a turn with a playable card (drawing or keeping otherwise)
        _settle_to_person_turn(drv, table)
        playable = [c for c in table.local_hand() if c in table.scene.playable]
        if playable and not table.scene.busy:
            return drv, table, playable[0]
        drv.key(pygame.K_d if table.session.state.phase == "play" else pygame.K_k)
    raise AssertionError("no playable card in 40 turns")


@pytest.mark.parametrize("speed", [0.5, 1.0, 2.0, 0.0])
def test_a_click_right_after_the_pointer_arrives_plays_the_card(tmp_path, speed):
    drv, table, code = _quick_game(tmp_path, speed)
    try:
        node = next(n for n in table.scene.hands[table.scene.me] if n.drawable.code == code)
        pos = (int(node.x), int(node.y))
        before = len(table.session.game.moves)
        # the pointer arrives and the button goes down in the same frame: the lift has not even begun
        drv.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        drv.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
        drv.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
        drv.run(1)
        assert len(table.session.game.moves) > before, "the first click was swallowed"
        assert _move(table, before).card == code
    finally:
        drv.close()


@pytest.mark.parametrize("speed", [1.0, 0.0])
def test_arrow_then_enter_at_once_plays_the_chosen_card(tmp_path, speed):
    drv, table, code = _quick_game(tmp_path, speed)
    try:
        hand = table.local_hand()
        before = len(table.session.game.moves)
        # the cursor starts on a glowing card (issue 41): Right from there to the chosen one
        steps = (
            (hand.index(code) - table.selected) % len(hand) if table.selected >= 0 else hand.index(code) + 1
        )
        for _ in range(steps):
            drv.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode="", scancode=0))
        drv.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0))
        drv.run(1)
        assert len(table.session.game.moves) > before, "Enter right after the arrows was swallowed"
        assert _move(table, before).card == code
    finally:
        drv.close()


def test_the_window_cannot_be_made_smaller_than_the_layout(tmp_path):
    """At 800x450 the Draw, UNO and Menu buttons lay off the window: the window now stops at MIN_SIZE,
    whether opened too small or dragged smaller, and at that size every table button is on it."""
    import warnings

    from game.ui.kit import MIN_SIZE
    from game.ui.start import open_window

    drv = Driver(tmp_path / "data")
    try:
        surface = open_window((800, 450), False)
        assert surface.get_size() == MIN_SIZE
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", DeprecationWarning)
            window = pygame.Window.from_display_module()
        window.size = (700, 400)  # the player drags the corner
        assert tuple(window.size) == MIN_SIZE
        drv.surface = drv.app.surface = pygame.display.get_surface()
        drv.post(pygame.event.Event(pygame.VIDEORESIZE, size=window.size, w=window.size[0], h=window.size[1]))
        drv.run(1)
        table = start_game(drv, persons=1, ais=3)
        _settle_to_person_turn(drv, table)
        screen = drv.surface.get_rect()
        shown = [
            b
            for b in table.manager.get_sprite_group().sprites()
            if isinstance(b, pygame_gui.elements.UIButton) and b.visible
        ]
        assert {"UNO!", "Menu", "Draw"} <= {b.text for b in shown}
        for b in shown:
            assert screen.contains(b.rect), f"{b.text!r} at {b.rect} lies off the {screen.size} window"
    finally:
        drv.close()


def _discard_pixels(drv, table) -> bytes:
    drv.app.draw(drv.surface)
    node = table.scene.discard[-1]
    rect = pygame.Rect(0, 0, *node.size)
    rect.center = (int(node.x), int(node.y))
    return pygame.image.tobytes(drv.surface.subsurface(rect.clip(drv.surface.get_rect())), "RGB")


def test_colour_blind_mode_switched_on_mid_game_shows_at_once(tmp_path):
    drv = Driver(tmp_path / "data")
    try:
        table = start_game(drv, persons=1, ais=3)
        _settle_to_person_turn(drv, table)
        before = _discard_pixels(drv, table)
        drv.key(pygame.K_ESCAPE)
        drv.click_text("Settings")
        drv.click_text("Colour-blind mode")  # its switch turns on
        drv.click_text("Back")
        drv.click_text("Resume")
        assert drv.top is table
        assert table.scene.art.colour_blind
        assert all(n.drawable.art is table.scene.art for n in table.scene.hands[table.scene.me])
        assert _discard_pixels(drv, table) != before, "the pile's top card still has no colour-blind mark"
    finally:
        drv.close()


def test_a_language_switch_mid_game_rewords_the_table_at_once(tmp_path):
    drv = Driver(tmp_path / "data")
    try:
        table = start_game(drv, persons=1, ais=3)
        _settle_to_person_turn(drv, table)
        plate = table.scene.plates[1]
        english_info = plate.info
        drv.key(pygame.K_ESCAPE)
        drv.click_text("Settings")
        drv.click_text("Language")  # the next language: Dansk
        loc = drv.app.ctx.localizer
        assert loc.language != "en"
        drv.click_text(loc.format("ui-back"))
        # the paused table under the menu is drawn in the new language, not the old one
        drv.run(1)
        assert table.buttons["menu"].text == loc.format("ui-menu")
        assert table.buttons["draw"].text == loc.format("ui-draw")
        drv.click_text(loc.format("ui-pause-resume"))
        assert drv.top is table
        assert plate.info != english_info
        assert plate.info == loc.format("scene-plate", cards=plate.cards, points=plate.score)
    finally:
        drv.close()


def _marked(table) -> list:
    return [n for n in table.scene.hands[table.scene.me] if n.drawable.marked]


def test_the_keyboard_cursor_stays_on_a_card_and_is_always_shown(tmp_path):
    drv, table, code = _quick_game(tmp_path, 1.0)
    try:
        start = table.selected  # a glowing card (issue 41), or nowhere (-1: the first Right picks the first)
        drv.key(pygame.K_RIGHT)
        drv.key(pygame.K_RIGHT)
        hand = table.local_hand()
        expected = 1 if start < 0 else (start + 2) % len(hand)
        assert table.selected == expected
        (marked,) = _marked(table)
        assert marked.drawable.code == hand[expected] and table.scene.hovered is marked
        # the mouse lifts another card: the marker stays where the keys put it
        other = next(n for n in table.scene.hands[table.scene.me] if n is not marked)
        drv.post(
            pygame.event.Event(
                pygame.MOUSEMOTION, pos=(int(other.x), int(other.y)), rel=(0, 0), buttons=(0, 0, 0)
            )
        )
        drv.run(2)
        assert _marked(table) == [marked]
        # play the card under the cursor with Enter (when it may be played), then after the table has
        # moved on the cursor is shown on the card now at its place, and Right, Enter plays the one shown
        chosen = hand[expected]
        if chosen in table.scene.playable:
            drv.key(pygame.K_RETURN)
            assert _move(table, len(table.session.game.moves) - 1).card == chosen
        _settle_to_person_turn(drv, table)
        drv.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(1, 1), rel=(0, 0), buttons=(0, 0, 0)))
        drv.run(2)
        hand = table.local_hand()
        (marked,) = _marked(table)
        assert marked.drawable.code == hand[table.selected]
        drv.key(pygame.K_RIGHT)
        (marked,) = _marked(table)
        assert marked.drawable.code == hand[table.selected]
        assert table.scene.hovered is marked
    finally:
        drv.close()


def _table_for(drv, seed: int, players: int = 4, ruleset: str = "classic", options=None) -> TableScreen:
    """A game started straight from a saved set-up (one person, then computers) on the real screen."""
    from game.rules import Options
    from game.storage import SavedGame, Seat

    seats = (Seat("Ann", "person"),) + tuple(Seat(f"CPU {i}", "ai", "normal") for i in range(1, players))
    table = TableScreen.new(drv.app, SavedGame(ruleset, seats, options or Options(), seed=seed))
    drv.app.push(table)
    return table


def test_a_first_draw_two_is_explained_on_the_table_and_in_the_log(tmp_path):
    drv = Driver(tmp_path / "data", speed=1.0)
    try:
        table = _table_for(drv, seed=5)  # classic, four seats: the first card is a red Draw Two
        assert table.log_lines() == []  # the log says nothing before the cards show it (issue 31)
        for _ in range(600):
            drv.run(1)
            if not table.scene.busy:
                break
        drv.run(1)
        lines = table.log_lines()
        assert lines[0] == "The first card turned up is a red Draw Two."
        assert lines[1].startswith("CPU 1 draws 2 cards")
        assert table.message.startswith("The first card turned up is a red Draw Two. CPU 1 draws 2")
        assert table.message_time > 0
    finally:
        drv.close()


def test_a_first_skip_is_in_the_log_and_the_log_survives_continue(tmp_path):
    drv = Driver(tmp_path / "data")
    table = _table_for(drv, seed=15)  # the first card is a green Skip: the first player loses the turn
    assert table.log_lines()[:2] == ["The first card turned up is a green Skip.", "Ann loses the turn."]
    for _ in range(200):
        if isinstance(drv.top, Dialog):
            answer_dialog(drv)
        elif table.my_turn():
            break
        drv.run(1)
    before = table.log_lines()
    assert len(before) >= 3
    drv.key(pygame.K_ESCAPE)
    drv.click_text("Save and quit")
    drv.close()
    drv = Driver(tmp_path / "data")
    try:
        drv.run(2)
        drv.click_text("Continue")
        assert drv.app.find(TableScreen).log_lines() == before
    finally:
        drv.close()


def test_uno_called_before_the_play_is_logged_once_and_a_new_round_is_marked(tmp_path):
    from game.rules import CallUno, NextRound

    drv = Driver(tmp_path / "data")
    try:
        table = _table_for(drv, seed=3, players=2)
        session = table.session
        for _ in range(3000):  # play on (the person by the first legal card) until the person holds two
            st = session.state
            if st.phase in ("round_over", "game_over"):
                break
            may_call = any(isinstance(a, CallUno) for a in session.legal(0))
            if st.turn == 0 and len(st.hands[0]) == 2 and may_call:
                said = len(table.log_lines())
                drv.key(pygame.K_u)
                plays = [a for a in session.legal(0) if type(a).__name__ == "Play"]
                if plays:
                    session.apply(0, plays[0])
                    break
            if isinstance(drv.top, Dialog):
                answer_dialog(drv)
            elif st.turn == 0 and table.my_turn():
                legal = [a for a in session.legal(0) if not isinstance(a, CallUno)]
                session.apply(0, legal[0])
            drv.run(1)
        lines = table.log_lines()[said:]
        assert lines.count("Ann calls UNO!") == 1, lines
        # play the round out, then the next one starts under a separator
        for _ in range(5000):
            st = session.state
            if st.phase == "round_over":
                session.apply(st.turn if st.turn is not None else 0, NextRound())
                break
            if st.phase == "game_over":
                break
            if isinstance(drv.top, Dialog):
                answer_dialog(drv)
            elif st.turn == 0 and table.my_turn():
                session.apply(0, session.legal(0)[0])
            drv.run(1)
        if session.state.phase != "game_over":
            assert "— Round 2 —" in table.log_lines()
    finally:
        drv.close()


def test_the_move_log_words_an_entry_once_and_again_when_the_language_or_a_name_changes(
    tmp_path, monkeypatch
):
    """The log's sentences are worded once per entry (issue 44: every frame worded the whole log), and
    worded again at once in a new language or with a seat's new name."""
    from dataclasses import replace

    drv = Driver(tmp_path / "data")
    try:
        table = _table_for(drv, seed=15)
        _settle_to_person_turn(drv, table)
        log = table.movelog
        english = table.log_lines()
        assert len(english) >= 3 and english == log.format(log.entries())
        worded: list[int] = []
        real = log.format
        monkeypatch.setattr(log, "format", lambda entries: worded.append(len(entries)) or real(entries))
        drv.run(3)
        assert table.log_lines() == english and worded == []  # frames drawn, nothing worded again
        drv.app.ctx.localizer.set_language("hu")
        drv.run(2)
        hungarian = table.log_lines()
        assert hungarian != english and hungarian == real(log.entries())
        seats = table.port.seats
        renamed = (replace(seats[0], name="Zsófi"),) + tuple(seats[1:])
        monkeypatch.setattr(type(table.port), "seats", property(lambda port: renamed))
        named = table.log_lines()
        assert named == real(log.entries()) and any("Zsófi" in line for line in named)
        assert not any("Zsófi" in line for line in hungarian)
    finally:
        drv.close()


def test_long_move_log_lines_wrap_instead_of_being_cut(tmp_path):
    from game.scene.textwrap import wrap

    drv = Driver(tmp_path / "data", size=(960, 540), language="hu")
    try:
        table = _table_for(drv, seed=5)
        for _ in range(400):
            if isinstance(drv.top, Dialog):
                answer_dialog(drv)
            elif table.my_turn():
                table.session.apply(0, table.session.legal(0)[0])
            drv.run(1)
        font = drv.app.ctx.font(14)
        width = drv.app.ctx.px(330) - 2 * drv.app.ctx.px(6)
        lines = table.log_lines()
        long = [line for line in lines if font.size(line)[0] > width]
        assert long, "no sentence longer than the log's width in this game"
        for line in lines:
            rows = wrap(font, line, width, "  ", break_words=True)
            assert all(font.size(row)[0] <= width for row in rows)
            assert " ".join(r.strip() for r in rows) == line  # every word is there, none cut off
            assert not any(r.endswith("…") for r in rows)
        drv.shot(tmp_path / "log.png")
    finally:
        drv.close()


@pytest.mark.parametrize("size", [(960, 540), (1280, 720), (1920, 1080)])
def test_the_players_speech_bubbles_keep_clear_of_the_move_log(tmp_path, size):
    from game.scene.sprites import BubbleSprite

    drv = Driver(tmp_path / "data", size=size)
    try:
        table = _table_for(drv, seed=2)
        scene, log = table.scene, table.movelog
        lh = drv.app.ctx.font(14).get_linesize()
        log_rect = log.rect(scene.layout, scene.me, 7, lh)
        unit = scene.layout.unit
        for word in ("Challenge!", "Guilty!", "UNO!", "Innocent"):
            bubble = BubbleSprite(word, max(14, round(30 * unit)))
            w, h = (v / bubble.HEADROOM for v in bubble.big.get_size())  # its size at rest
            x, y = scene.layout.seat(scene.me).bubble
            rect = pygame.Rect(round(x - w / 2), round(y - h / 2), round(w), round(h))
            assert not rect.colliderect(log_rect), f"{word!r} at {rect} covers the log at {log_rect}"
    finally:
        drv.close()


def test_escape_over_pass_to_or_a_dialog_shows_the_pause_menu_alone(tmp_path):
    from game.ui.menus.pause import PauseMenu

    drv, table, _data = _hot_seat_game_whose_first_turn_is_the_first_persons(tmp_path)
    try:
        drv.key(pygame.K_ESCAPE)
        assert isinstance(drv.top, PauseMenu)
        assert drv.app._drawn() == [drv.top]  # "Pass to ..." is not drawn under "Paused"
        drv.click_text("Resume")
        assert isinstance(drv.top, PrivacyScreen)
    finally:
        drv.close()
    drv = Driver(tmp_path / "data2")
    try:
        table = _table_for(drv, seed=2)
        drv.key(pygame.K_ESCAPE)
        assert drv.app._drawn() == [table, drv.top]  # over the table itself: the table shows, dimmed
        drv.click_text("Resume")
        table.open(Dialog(drv.app, "A question", "What now?", [("Yes", True)], None, cancel=None))
        drv.key(pygame.K_ESCAPE)  # a decision that must be answered: Escape pauses
        assert isinstance(drv.top, PauseMenu) and drv.app._drawn() == [drv.top]
    finally:
        drv.close()


def test_rules_from_the_pause_menu_open_the_edition_being_played(tmp_path):
    from game.rules import Options
    from game.ui.menus.rules import RulesScreen

    drv = Driver(tmp_path / "data")
    try:
        _table_for(drv, seed=2, ruleset="modern", options=Options(scoring="single_round"))
        drv.key(pygame.K_ESCAPE)
        drv.click_text("Rules")
        assert isinstance(drv.top, RulesScreen) and drv.top.edition == "modern"
    finally:
        drv.close()


def _drag(drv, start, end, steps: int = 6) -> None:
    drv.post(pygame.event.Event(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0)))
    drv.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    drv.run(1)
    for i in range(1, steps + 1):
        f = i / steps
        pos = (round(start[0] + (end[0] - start[0]) * f), round(start[1] + (end[1] - start[1]) * f))
        drv.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0)))
        drv.run(1)
    drv.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))
    drv.run(1)


@pytest.mark.parametrize("speed", [1.0, 0.0])
def test_a_card_dragged_and_thrown_onto_the_pile_is_played(tmp_path, speed):
    drv, table, code = _quick_game(tmp_path, speed)
    try:
        scene = table.scene
        node = next(n for n in scene.hands[scene.me] if n.drawable.code == code)
        before = len(table.session.game.moves)
        start = (int(node.x), int(node.y))
        pile = tuple(int(v) for v in scene.layout.discard_pos)
        drv.post(pygame.event.Event(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0)))
        drv.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
        drv.run(1)
        halfway = ((start[0] + pile[0]) // 2, (start[1] + pile[1]) // 2)
        drv.post(pygame.event.Event(pygame.MOUSEMOTION, pos=halfway, rel=(0, 0), buttons=(1, 0, 0)))
        drv.run(1)
        assert (round(node.x), round(node.y)) == halfway  # the card follows the pointer
        assert len(table.session.game.moves) == before  # nothing played while it is held
        drv.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pile, rel=(0, 0), buttons=(1, 0, 0)))
        drv.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pile, button=1))
        drv.run(1)
        assert len(table.session.game.moves) > before
        assert _move(table, before).card == code
    finally:
        drv.close()


def test_a_card_let_go_over_the_hand_goes_back_unplayed(tmp_path):
    drv, table, code = _quick_game(tmp_path, 1.0)
    try:
        scene = table.scene
        node = next(n for n in scene.hands[scene.me] if n.drawable.code == code)
        home = (node.x, node.y)
        before = len(table.session.game.moves)
        _drag(drv, (int(node.x), int(node.y)), (int(node.x) + 60, int(node.y) + 5))
        assert len(table.session.game.moves) == before
        drv.run(40)
        assert abs(node.x - home[0]) < 1 and abs(node.y - home[1]) < 1
        assert node in scene.hands[scene.me]
    finally:
        drv.close()


def _play_out_round(drv, table, max_frames: int = 6000) -> None:
    from game.ui.table.round_summary import RoundSummary

    for _ in range(max_frames):
        if isinstance(drv.top, RoundSummary):
            return
        if isinstance(drv.top, Dialog):
            answer_dialog(drv)
        elif drv.top is table and table.my_turn():
            table.session.apply(0, table.session.legal(0)[0])
        drv.run(1)
    raise AssertionError(f"no round summary: {type(drv.top).__name__}")


def test_the_round_summary_counts_the_points_card_by_card(tmp_path):
    drv = Driver(tmp_path / "data", speed=1.0)
    try:
        table = _table_for(drv, seed=4)
        _play_out_round(drv, table)
        summary = drv.top
        st = table.session.state
        winner = st.round_winner
        assert summary.count and summary.counted() <= 1
        assert summary.shown_total(winner) == st.scores[winner] - st.round_points  # before the count
        seen = {summary.shown_total(winner)}
        for _ in range(400):
            drv.run(1)
            seen.add(summary.shown_total(winner))
            if summary.counted() == len(summary.count):
                break
        assert summary.shown_total(winner) == st.scores[winner]  # every card counted in
        assert len(seen) > 3  # it went up step by step
    finally:
        drv.close()


def test_the_match_end_ranks_by_the_result_and_plays_again_with_the_same_seats(tmp_path):
    from game.rules import Options
    from game.ui.table.game_over import GameOverScreen

    drv = Driver(tmp_path / "data")
    try:
        table = _table_for(drv, seed=6, ruleset="modern", options=Options(scoring="single_round"))
        _play_out_round(drv, table)
        state = table.session.state  # a single round: the winner's row counts the round's worth
        assert drv.top.shown_total(state.round_winner) == state.round_points  # instant: all counted
        drv.click_text("See the winner")
        over = drv.top
        assert isinstance(over, GameOverScreen)
        st = table.session.state
        winner = table.session.name(st.game_winner)
        assert over.rows[0].startswith(f"1. {winner}: won the round, worth {st.round_points} points")
        assert all("left in hand" in row for row in over.rows[1:])
        seats = table.session.game.seats
        drv.click_text("Play again")
        again = drv.top
        assert isinstance(again, TableScreen) and again is not table
        assert again.session.game.seats == seats and again.session.game.ruleset == "modern"
        assert again.session.game.options == table.session.game.options
    finally:
        drv.close()


def test_a_decision_open_during_a_language_switch_is_asked_again_in_the_new_language(tmp_path):
    from game.ui.table.dialogs import ColorDialog

    drv = Driver(tmp_path / "data")
    try:
        _table_for(drv, seed=67)  # the first card is a Wild: Ann names the colour
        for _ in range(600):
            if isinstance(drv.top, ColorDialog):
                break
            drv.run(1)
        old = drv.top
        assert isinstance(old, ColorDialog) and old.title == "Choose a colour"
        loc = drv.app.ctx.localizer
        loc.set_language("da")  # what the settings screen does (from a dialog that pauses, say)
        drv.run(2)
        assert old not in drv.app.stack
        again = drv.top
        assert isinstance(again, ColorDialog) and again is not old
        assert again.title == loc.format("ui-color-title") != "Choose a colour"
    finally:
        drv.close()
