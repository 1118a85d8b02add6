"""The game flow through real screens and real pygame events (headless): a whole round against three
AIs by clicks and keys, a hot-seat round that never shows a hand to the wrong person, Continue."""

from __future__ import annotations

import pygame
import pytest

from game.rules import Play
from game.storage import Storage
from game.storage.seats import Seat
from game.storage.settings import Settings, Setup
from game.ui.kit import Dialog
from game.ui.menus.main_menu import MainMenu
from game.ui.table.privacy import PrivacyScreen
from game.ui.table.round_summary import RoundSummary
from game.ui.table.screen import TableScreen
from game.ui.testing import Driver


@pytest.fixture
def drv(tmp_path):
    d = Driver(tmp_path / "data")
    yield d
    d.close()


def answer_dialog(drv) -> None:
    """Click the first answer of the open dialog (for a multi-choice one, pick then OK)."""
    top = drv.top
    buttons = top.focusables
    if hasattr(top, "toggles"):
        for b in top.toggles[: top.need]:
            drv.click(b.rect.center)
        drv.click(top.ok.rect.center)
        return
    drv.click(buttons[0].rect.center)


def person_move(drv, table: TableScreen, use_keys: bool) -> None:
    """One move of the shown person, as a player would make it: a playable card, else draw, else keep."""
    scene = table.scene
    playable = [c for c in table.local_hand() if c in scene.playable]
    legal = table.session.legal(table.viewer)
    if playable:
        code = playable[0]
        if use_keys:
            hand = table.local_hand()
            target = hand.index(code)
            drv.key(pygame.K_RIGHT)
            while table.selected != target:
                drv.key(pygame.K_RIGHT, frames=1)
            drv.key(pygame.K_RETURN)
        else:
            node = next(n for n in scene.hands[scene.me] if n.drawable.code == code)
            drv.click((node.x, node.y))
    elif any(type(a).__name__ == "Draw" for a in legal):
        if use_keys:
            drv.key(pygame.K_d)
        else:
            drv.click_text("Draw")
    else:
        if use_keys:
            drv.key(pygame.K_k)
        else:
            drv.click_text("Keep it")


def play_until_summary(drv, max_steps: int = 3000, on_frame=None) -> None:
    use_keys = False
    for _ in range(max_steps):
        top = drv.top
        if on_frame is not None:
            on_frame(drv)
        if isinstance(top, RoundSummary):
            return
        if isinstance(top, PrivacyScreen):
            drv.click_text(top.t("ui-privacy-ready", player=top.name))
        elif isinstance(top, Dialog):
            answer_dialog(drv)
        elif isinstance(top, TableScreen) and top.my_turn() and not top.scene.busy:
            if top.can_call_uno() and len(top.session.view(top.viewer).hand) == 2:
                drv.key(pygame.K_u)  # call UNO before the second-last card
            person_move(drv, top, use_keys)
            use_keys = not use_keys
        else:
            drv.run(1)
    raise AssertionError(f"no round summary; top is {type(drv.top).__name__}")


def set_up_game(drv, persons: int = 1, ais: int = 3):
    """The new-game screen with `persons` people then `ais` computer players, set by clicks."""
    drv.click_text("New game")
    setup = drv.top
    while len(setup.seats) > persons + ais:
        drv.click_text("−")
    while len(setup.seats) < persons + ais:
        drv.click_text("+")
    for i, seat in enumerate(setup.seats):
        if (i < persons) != (seat["kind"] == "person"):
            drv.click(_kind_button(drv, i).rect.center)
    return setup


def start_game(drv, persons: int = 1, ais: int = 3, seed: str = "7") -> TableScreen:
    set_up_game(drv, persons, ais)
    return start_set_up_game(drv, seed)


def start_set_up_game(drv, seed: str = "7") -> TableScreen:
    entry = next(e for e, key in drv.top.entries.items() if key == "seed")
    entry.set_text(seed)
    drv.click_text("Start the game")
    table = drv.app.find(TableScreen)
    assert isinstance(table, TableScreen)
    return table


def _kind_button(drv, i: int):
    setup = drv.top
    rows = [b for b in setup.focusables if b.text in (setup.t("ui-seat-person"), setup.t("ui-seat-ai"))]
    return rows[i]


def _level_button(drv, i: int):
    """The level button on seat `i`'s row (a computer seat)."""
    kind = _kind_button(drv, i)
    return next(b for b in drv.top.focusables if b.rect.y == kind.rect.y and b.rect.x > kind.rect.x)


def test_a_plugin_player_is_offered_by_its_name_and_takes_the_seat(drv, fake_distribution):
    set_up_game(drv, persons=1, ais=2)
    shown = []
    for _ in range(7):  # seven presses: once round the six players, back to normal
        shown.append(_level_button(drv, 1).text)
        drv.click(_level_button(drv, 1).rect.center)
    # the built-in levels, then the installed plug-ins by the names they declare (not the broken one,
    # nor the one that claims a built-in's id, nor the benchmark's baseline)
    assert shown == [
        "Level: normal",
        "Level: expert",
        "Level: Info bot",
        "Level: Lefty the bot",
        "Level: beginner",
        "Level: easy",
        "Level: normal",
    ]
    for _ in range(2):
        drv.click(_level_button(drv, 1).rect.center)
    assert _level_button(drv, 1).text == "Level: Lefty the bot"
    table = start_set_up_game(drv)
    assert type(table.session.ai[1]).__name__ == "Lefty"
    assert table.session.ai[2].level == "normal"
    play_until_summary(drv)  # the plug-in plays its turns like any other computer player
    assert any(seat == 1 for seat, _ in table.session.game.moves)


def test_a_seat_whose_plugin_is_gone_gets_the_normal_level(tmp_path):
    seats = (Seat("Anna"), Seat("Bot", "ai", "lefty"), Seat("Eva", "ai", "expert"))
    Storage.open(tmp_path / "data").save_settings(Settings(last_setup=Setup("classic", seats)))
    drv = Driver(tmp_path / "data")
    try:
        drv.click_text("New game")
        assert [_level_button(drv, i).text for i in (1, 2)] == ["Level: normal", "Level: expert"]
        table = start_set_up_game(drv)
        assert table.session.ai[1].level == "normal"
    finally:
        drv.close()


def test_one_person_against_three_ais_plays_a_round_to_the_summary(drv, tmp_path):
    table = start_game(drv, persons=1, ais=3)
    session = table.session
    assert [s.is_person for s in session.seats] == [True, False, False, False]
    play_until_summary(drv)
    st = session.state
    assert st.phase in ("round_over", "game_over")
    assert st.round_winner is not None and sum(st.scores) > 0
    assert len(session.log) > 10
    # every move was autosaved: the saved game rebuilds this exact state
    loaded = drv.app.ctx.storage.load_game()
    assert loaded is not None
    assert loaded.state.hands == st.hands and loaded.state.scores == st.scores
    assert loaded.state.discard == st.discard and loaded.state.phase == st.phase
    assert len(loaded.game.moves) == len(session.game.moves)


def test_continue_rebuilds_the_exact_game(tmp_path):
    drv = Driver(tmp_path / "data")
    table = start_game(drv, persons=1, ais=2)
    for _ in range(4):  # a few moves, then save and quit through the pause menu
        for _ in range(200):
            if table.my_turn() and not table.scene.busy and drv.top is table:
                break
            if isinstance(drv.top, Dialog):
                answer_dialog(drv)
            drv.run(1)
        person_move(drv, table, use_keys=False)
    moves = list(table.session.game.moves)
    hand = table.session.view(0).hand
    drv.key(pygame.K_ESCAPE)
    drv.click_text("Save and quit")
    assert isinstance(drv.top, MainMenu)
    drv.close()
    again = Driver(tmp_path / "data")
    drv2 = again
    drv2.run(2)
    drv2.click_text("Continue")
    table2 = drv2.top
    assert isinstance(table2, TableScreen)
    assert table2.session.game.moves == moves
    assert table2.session.view(0).hand == hand
    drv2.close()


def test_hot_seat_never_shows_a_hand_to_the_wrong_person(drv):
    confirmed: list[int | None] = [None]
    table = None
    seen_privacy = []
    original = PrivacyScreen.done

    def done(self):
        session = drv.app.find(TableScreen).session
        confirmed[0] = next(i for i in range(session.players) if session.name(i) == self.name)
        seen_privacy.append(confirmed[0])
        original(self)

    PrivacyScreen.done = done
    checks = [0]
    table = start_game(drv, persons=2, ais=1)
    assert table.hotseat

    def check(drv):
        if drv.top is table or isinstance(drv.top, Dialog):
            owner = table.visible_hand_owner()
            if owner is not None:
                checks[0] += 1
                assert owner == confirmed[0], f"seat {owner}'s hand shown after {confirmed[0]} confirmed"
                assert table.session.is_person(owner)
        if isinstance(drv.top, PrivacyScreen):
            assert table.visible_hand_owner() is None or table.scene.me == confirmed[0]

    try:
        play_until_summary(drv, on_frame=check)
    finally:
        PrivacyScreen.done = original
    assert checks[0] > 0
    assert set(seen_privacy) == {0, 1}, seen_privacy  # both persons were asked for, by name


def test_main_menu_keyboard_focus_and_escape(drv):
    assert isinstance(drv.top, MainMenu)
    drv.key(pygame.K_DOWN)  # focus moves to "Rules"... or the next item
    focused = drv.top.focusables[drv.top.focus].text
    drv.key(pygame.K_RETURN)
    assert type(drv.top).__name__ in {
        "RulesScreen",
        "NewGameScreen",
        "NetMenu",
        "SettingsScreen",
        "StatisticsScreen",
        "LearnScreen",  # "Learn to play", offered until a first game is played
    }, focused
    drv.key(pygame.K_ESCAPE)
    assert isinstance(drv.top, MainMenu)
    drv.key(pygame.K_ESCAPE)  # asks before quitting
    assert isinstance(drv.top, Dialog)
    drv.key(pygame.K_ESCAPE)  # "no"
    assert isinstance(drv.top, MainMenu) and drv.app.running


def test_hint_names_a_legal_move(drv):
    table = start_game(drv, persons=1, ais=1)
    for _ in range(300):
        ready = table.my_turn() and not table.scene.busy and drv.top is table
        if ready and table.session.state.phase == "play":
            break
        if isinstance(drv.top, Dialog):
            answer_dialog(drv)
        drv.run(1)
    hint = table.session.hint(0)
    assert hint is not None
    legal = table.session.legal(0)
    assert type(hint) in {type(a) for a in legal}
    if isinstance(hint, Play):
        assert hint.card in table.local_hand()
    drv.key(pygame.K_h)
    assert table.message and table.hint_text


def test_single_round_game_ends_with_the_winner_and_counts_statistics(drv):
    from game.ui.table.game_over import GameOverScreen

    drv.click_text("New game")
    setup = drv.top
    drv.click_text(setup.t("ui-look-scoring-single-round"))  # the scoring's segmented control
    assert setup.options.scoring == "single_round"
    for _ in range(2):
        drv.click_text("−")
    drv.click_text("Start the game")
    play_until_summary(drv)
    drv.click_text("See the winner")
    over = drv.top
    assert isinstance(over, GameOverScreen) and over.counted
    session = over.table.session
    winner = session.state.game_winner
    assert drv.find(f"{session.name(winner)} wins the game!") is None  # a label, not a button
    stats = drv.app.ctx.storage.load_stats()
    record = stats.get(session.name(0), "classic")
    assert record.games == 1 and record.wins == (1 if winner == 0 else 0)
    assert not drv.app.ctx.storage.has_saved_game()  # the finished game is no longer to be continued
    drv.click_text("Main menu")
    assert isinstance(drv.top, MainMenu) and drv.find("Continue") is None
    drv.click_text("Statistics")
    assert (session.name(0), "classic") in drv.top.keys


def test_threaded_ai_with_pacing_never_blocks_a_frame(tmp_path, monkeypatch):
    """Computer players think in the "ai" thread: a frame never waits for a decision. Each decision
    here takes THINK seconds; frames that end while a computer is still thinking did not wait for it
    (counted, not timed: a loaded machine makes any frame slow)."""
    import threading
    import time

    from game.play import match as session_module

    think = 0.6
    thinking_threads: list[str] = []
    busy = threading.Event()  # set while a computer thinks

    class SlowThinker:
        def __init__(self, inner):
            self.inner = inner

        def __getattr__(self, name):
            return getattr(self.inner, name)

        def choose(self, *args):
            thinking_threads.append(threading.current_thread().name)
            busy.set()
            time.sleep(think)
            busy.clear()
            return self.inner.choose(*args)

    real_create = session_module.create_ai
    monkeypatch.setattr(session_module, "create_ai", lambda level: SlowThinker(real_create(level)))
    drv = Driver(tmp_path / "data", threaded=True, pacing=0.05, speed=4.0)
    try:
        drv.click_text("New game")
        drv.click(_kind_button(drv, 0).rect.center)  # the person's seat becomes a computer: a demo table
        drv.click_text("Start the game")
        table = drv.app.find(TableScreen)
        assert table.session.persons == []
        drv.run(3)  # the deal
        frames = while_thinking = 0
        while len(table.session.game.moves) < 5 and frames < 20_000:
            drv.run(1, dt=1 / 30)
            frames += 1
            while_thinking += busy.is_set()
        assert len(table.session.game.moves) >= 5
        assert table.visible_hand_owner() is None  # nobody's hand is shown at a table of computers
        assert thinking_threads and all(name.startswith("ai") for name in thinking_threads), thinking_threads
        assert while_thinking >= 3, (while_thinking, frames)  # frames kept coming while the computers thought
    finally:
        drv.close()


def test_storage_notices_are_shown_in_words(tmp_path):
    from game.storage import Storage

    store = Storage.open(tmp_path / "data")
    store.paths.settings_file.parent.mkdir(parents=True, exist_ok=True)
    store.paths.settings_file.write_text("{ not json")
    drv = Driver(tmp_path / "data")
    try:
        assert isinstance(drv.top, Dialog)
        assert "settings file" in drv.top.message and "set aside" in drv.top.message
        drv.click_text("OK")
        assert isinstance(drv.top, MainMenu)
    finally:
        drv.close()


def test_a_hidden_hand_shows_no_faces_glow_or_lift(tmp_path):
    drv = Driver(tmp_path / "data")
    try:
        drv.click_text("New game")
        drv.click(_kind_button(drv, 0).rect.center)  # no person: every hand stays face down
        drv.click_text("Start the game")
        table = drv.app.find(TableScreen)
        for _ in range(120):
            drv.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(640, 650), rel=(0, 0), buttons=(0, 0, 0)))
            drv.run(1)
            nodes = table.scene.hands[table.scene.me]
            assert not any(n.drawable.face_up or n.drawable.glow for n in nodes)
            assert table.scene.hovered is None
    finally:
        drv.close()
