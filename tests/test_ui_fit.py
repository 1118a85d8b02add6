"""Every label and button text fits its widget at the smallest window (960x540) and the default one
(1280x720), in every shipped language: the screens, every decision dialog of the table, the catch
button, the round summary and the game-over screen. Measured by rendering with the widget's own font,
not guessed."""

import pygame_gui
import pytest

from game.play.port import LocalTable
from game.storage import SavedGame, Seat
from game.ui.kit.widgets import hint_fits
from game.ui.menus.main_menu import MainMenu
from game.ui.menus.new_game import NewGameScreen
from game.ui.menus.pause import PauseMenu
from game.ui.menus.rules import RulesScreen
from game.ui.menus.settings import SettingsScreen
from game.ui.menus.statistics import StatisticsScreen
from game.ui.replays.replays import ReplaysScreen
from game.ui.table.learn import LearnScreen
from game.ui.table.screen import TableScreen
from game.ui.testing import Driver

LANGUAGES = ("en", "sv", "da", "nb", "fi", "hu")
SCREENS = (
    MainMenu,
    SettingsScreen,
    StatisticsScreen,
    NewGameScreen,
    RulesScreen,
    PauseMenu,
    TableScreen,
    LearnScreen,
    ReplaysScreen,
)
TEXT_WIDGETS = (pygame_gui.elements.UIButton, pygame_gui.elements.UILabel)


def _open(drv, kind):
    if kind is TableScreen:
        game = SavedGame(
            "power",
            (Seat("Ágnes Szőke-Kovács"), Seat("Väinämöinen", "ai", "normal"), Seat("CPU", "ai", "easy")),
            seed=3,
        )
        return TableScreen.new(drv.app, game)
    return kind(drv.app)


def _overflows(screen) -> list:
    found = []
    for element in screen.manager.get_sprite_group().sprites():
        if isinstance(element, pygame_gui.elements.UITextEntryLine) and element.visible:
            if not element.get_text() and not hint_fits(element):  # the grey hint shows in an empty field
                found.append(("hint", element.placeholder_text, element.rect.size))
            continue
        if not isinstance(element, TEXT_WIDGETS) or not element.visible or not element.text:
            continue
        width, height = element.font.size(element.text)
        if width > element.rect.width - 4 or height > element.rect.height:
            found.append((type(element).__name__, element.text, (width, height), element.rect.size))
    return found


@pytest.mark.parametrize("size", ((960, 540), (1280, 720)), ids=("960x540", "1280x720"))
@pytest.mark.parametrize("language", LANGUAGES)
def test_every_text_fits_its_widget(tmp_path, language, size):
    drv = Driver(tmp_path, size=size, language=language)
    try:
        problems = {}
        for kind in SCREENS:
            drv.app.push(_open(drv, kind))
            drv.run(2)
            found = _overflows(drv.top)
            if found:
                problems[kind.__name__] = found
            drv.app.pop()
        assert problems == {}
    finally:
        drv.close()


@pytest.mark.parametrize("size", ((960, 540), (1280, 720)), ids=("960x540", "1280x720"))
@pytest.mark.parametrize("language", LANGUAGES)
def test_every_house_option_shows_its_whole_effect(tmp_path, language, size):
    """New game's switches: each option's name fits between its icon and its switch, and its one-line
    effect is shown whole (on two lines where one is too narrow), never cut with "…"; in every
    edition, with every switch shown (the list scrolls where they do not all fit)."""
    from game.ui.kit.widgets import Switch

    drv = Driver(tmp_path, size=size, language=language)
    try:
        setup = drv.app.push(NewGameScreen(drv.app))
        seen, problems = set(), []
        for edition in ("classic", "power", "modern"):
            setup.set_edition(edition)
            while True:
                drv.run(1)
                drv.app.draw(drv.surface)
                for item in setup.decor.items:
                    if not isinstance(item, Switch):
                        continue
                    seen.add(item.icon)
                    b = item.button
                    left, right = item.layout(drv.app.ctx, b.rect)
                    if b.font.size(b.text)[0] > b.rect.w - left - right:
                        problems.append(("name", b.text))
                    shown = " ".join(t for t, _ in item.drawn_texts)
                    if shown != " ".join(item.effect.split()):
                        problems.append(("effect", item.effect, shown))
                if not setup.option_scroll.step(1):
                    break
                setup.rebuild()
        assert problems == []
        assert {"stacking", "forced_play", "seven_zero", "jump_in", "teams"} <= seen
    finally:
        drv.close()


@pytest.mark.parametrize("size", ((960, 540), (1920, 1080)), ids=("960x540", "1920x1080"))
@pytest.mark.parametrize("language", LANGUAGES)
def test_an_edition_tile_says_what_it_is_whole_or_the_help_line_does(tmp_path, language, size):
    """New game's edition tiles: the description under an edition's name is drawn whole or not at all
    (never cut with "…"), and the help line says it whole when the tile has the keyboard focus."""
    from game.ui.menus.new_game import EditionTile

    drv = Driver(tmp_path, size=size, language=language)
    try:
        setup = drv.app.push(NewGameScreen(drv.app))
        drv.run(2)
        for ruleset, tile in setup.edition_tiles.items():
            assert isinstance(tile, EditionTile)
            drv.app.draw(drv.surface)
            shown = " ".join(t for t, _ in tile.drawn_texts)
            assert shown in ("", " ".join(tile.description.split())), (ruleset, shown)
            setup.focus = setup.focusables.index(tile.button)
            help_text = " ".join(setup.help_lines())
            assert help_text == " ".join(tile.description.split()), (ruleset, help_text)
    finally:
        drv.close()


@pytest.mark.parametrize("percent", (100, 150))
@pytest.mark.parametrize("language", LANGUAGES)
def test_new_games_help_line_says_something_from_the_start(tmp_path, language, percent):
    """New game opened from the main menu, nothing marked yet: the help line already says what the chosen
    edition is and that a choice pointed at is explained there (it was empty), whole in its box at
    960x540; another edition chosen, it says that one."""
    drv = Driver(tmp_path, size=(960, 540), language=language)
    try:
        ctx = drv.app.ctx
        ctx.settings = ctx.settings.replace(look=ctx.settings.look.replace(ui_scale=percent))
        drv.app.resize(ctx.size)
        drv.click_text(ctx.t("ui-menu-new-game"))
        setup = drv.top
        assert isinstance(setup, NewGameScreen) and setup.ruleset == "classic"
        for ruleset in ("classic", "power", "modern"):
            if ruleset != setup.ruleset:
                setup.set_edition(ruleset)
                setup.focus = -1  # the mouse chose it: nothing marked
            drv.run(1)
            edition = ctx.t(f"ui-edition-desc-{ruleset}")
            expected = ctx.t("setup-help-start", description=edition)
            lines = setup.help_lines()
            # whole; at 150% the tip on pointing may be left out for room, never what the edition is
            assert " ".join(lines) in (" ".join(expected.split()), " ".join(edition.split())), lines
            assert percent == 150 or " ".join(lines) == " ".join(expected.split())
            assert len(lines) * ctx.font(16).get_linesize() <= setup.help_rect.h
    finally:
        drv.close()


def _text_box_scrolls(screen) -> list:
    return [
        e.html_text
        for e in screen.manager.get_sprite_group().sprites()
        if isinstance(e, pygame_gui.elements.UITextBox) and e.scroll_bar is not None
    ]


@pytest.mark.parametrize("language", LANGUAGES)
def test_statistics_table_and_confirmations_fit_at_960x540(tmp_path, language):
    """The drawn statistics table (headings and cells, with a name as long as a name may be and big
    numbers), its buttons, and the two confirmations (replace the saved game, reset the statistics):
    every text fits and no message needs a scroll bar."""
    from game.storage import Statistics, Storage
    from game.storage.stats import Record

    store = Storage.open(tmp_path)
    long_name = "Väinämöinen Kalevanpoika Ilmarinen-Lemmi"
    store.save_stats(
        Statistics(
            {
                long_name: {
                    ed: Record(12345, 9999, 54321, 1234567, 999, 99) for ed in ("classic", "power", "modern")
                },
                "Bo": {"power": Record(1, 0, 0, 0, 0, 0)},
            }
        )
    )
    store.start_game(SavedGame("classic", (Seat("Anna"), Seat("CPU", "ai", "easy")), seed=1))
    drv = Driver(tmp_path, size=(960, 540), language=language)
    try:
        stats = drv.app.push(StatisticsScreen(drv.app))
        drv.run(2)
        assert _overflows(stats) == []
        assert len(stats.columns) >= 8
        for column in stats.columns:
            room = column["w"] - 2 * stats.pad
            texts = [(stats.head_font, column["head"])] + [
                (stats.cell_font, stats.cell_text(i, column)) for i in range(len(stats.rows))
            ]
            assert [t for font, t in texts if font.size(t)[0] > room] == [], column["key"]
        assert stats.columns[-1]["x"] + stats.columns[-1]["w"] <= drv.app.ctx.size[0]
        stats.ask_reset()
        drv.run(2)
        assert _overflows(drv.top) == [] and _text_box_scrolls(drv.top) == []
        drv.app.pop()
        drv.app.pop()
        setup = drv.app.push(NewGameScreen(drv.app))
        drv.run(1)
        setup.start()
        drv.run(2)
        assert type(drv.top).__name__ == "ConfirmDialog"
        assert _overflows(drv.top) == [] and _text_box_scrolls(drv.top) == []
        r = drv.top.panel_rect()
        assert r.top >= 0 and r.bottom <= drv.app.ctx.size[1]
    finally:
        drv.close()


# ------------------------------------------------------------------------------------ the table's dialogs
#: names as long as a seat's name may be (24 characters), in the scripts the six languages use
LONG_NAMES = (
    "Ágnes Szőke-Kovácsné Dr",
    "Väinämöinen Kalevanpoika",
    "Søren Kierkegaard-Ølgaard",
    "Åsa-Britt Lindqvist Öhrn",
)
SIZES = ((960, 540), (1280, 720))  # the smallest window and the default one


def _table(
    drv, ruleset, hands, start, *, dealer, moves=(), options=None, towers=None, draw=None, catch_hold=0.0
):
    """A TableScreen on a stacked table (seat 0 a person, the others computers), after `moves`."""
    from game.play import Match as Session
    from game.rules import Options, apply, table_state

    options = options or Options()
    draw = draw if draw is not None else ["b1", "b2", "b3", "y1", "y2", "y3"]
    state = table_state(
        ruleset, len(hands), hands, start, draw, dealer=dealer, options=options, towers=towers
    )
    for seat, action in moves:
        apply(state, seat, action)
    seats = (Seat(LONG_NAMES[0]),) + tuple(Seat(n, "ai", "normal") for n in LONG_NAMES[1 : len(hands)])
    game = SavedGame(ruleset, seats, options, seed=1)
    session = Session(game, state, None, threaded=False, pacing=0.0, catch_hold=catch_hold)
    table = TableScreen(drv.app, LocalTable(session))
    drv.app.push(table)
    drv.run(2)
    return table


def _decision(drv, table):
    """The dialog the table opened for seat 0's decision (opening it if the table has not yet)."""
    from game.ui.table.dialogs import open_decision_dialog

    if drv.top is table:
        open_decision_dialog(table, table.view, table.act)
        drv.run(1)
    assert drv.top is not table
    return drv.top


def _choose(drv, table, card):
    from game.rules import plays_of
    from game.ui.table.dialogs import choose_play

    choose_play(table, plays_of(table.session.state, 0, card), table.act)
    drv.run(1)
    return drv.top


def _dialog_cases():
    """(name, make) for every decision dialog of the table: make(drv) returns (table, dialog)."""
    from game.rules import Challenge, Options, Play

    def colour(drv):
        t = _table(drv, "classic", [["r1", "g2"], ["b1", "b2"], ["y5", "y6"]], "W", dealer=2)
        return t, _decision(drv, t)

    def colour_with_uno(drv):
        t = _table(drv, "classic", [["W", "r1"], ["b1", "b2"], ["y5", "y6"]], "r5", dealer=2)
        return t, _choose(drv, t, "W")

    accused = ["W4", "g5", "y7", "r1", "r2", "b9", "y3"]
    challenge_table = dict(
        hands=[["W4", "r3", "b4"], ["y5", "y6"], accused],
        start="r5",
        dealer=1,
        options=Options(stacking=True),
    )

    def challenge(drv):
        t = _table(drv, "classic", **challenge_table, moves=[(2, Play("W4", color="b"))])
        return t, _decision(drv, t)

    def stacked_wild_draw_four(drv):  # no challenge once stacked: stack again or take all 8
        moves = [(1, Play("W4", color="b")), (2, Play("W4", color="g"))]
        t = _table(
            drv,
            "classic",
            [["W4", "r3", "b4"], ["W4", "y6"], ["W4", "g5", "y7"]],
            "r5",
            dealer=0,
            options=Options(stacking=True),
            moves=moves,
        )
        return t, _decision(drv, t)

    def shown_hand(drv):
        t = _table(drv, "classic", **challenge_table, moves=[(2, Play("W4", color="b")), (0, Challenge())])
        return t, _decision(drv, t)

    def stack(drv):
        t = _table(
            drv,
            "classic",
            [["bD2", "gD2", "r1"], ["y5", "y6"], ["rD2", "g5"]],
            "r5",
            dealer=1,
            options=Options(stacking=True),
            moves=[(2, Play("rD2"))],
        )
        return t, _decision(drv, t)

    def keep(drv):
        t = _table(
            drv,
            "power",
            [["r4!", "r5", "g6", "bD2", "WT", "y9", "bT2"], ["y5", "y6"], ["g5", "g7"]],
            "r9",
            dealer=2,
            towers={"U": 0, "N": 0, "O": 0, "!": None},
            moves=[(0, Play("r4!"))],
        )
        return t, _decision(drv, t)

    def discard(drv):
        big = ["r1", "r2", "r3", "yS", "gR", "bD2", "W", "W4", "y9", "g8"]
        t = _table(
            drv,
            "modern",
            [big, ["y5", "y6"], ["WC1", "g5"]],
            "r5",
            dealer=1,
            options=Options(custom_cards=("hand_to_seven", "plain", "plain")),
            moves=[(2, Play("WC1", color="g"))],
        )
        return t, _decision(drv, t)

    def swap_target(drv):
        t = _table(
            drv,
            "classic",
            [["r7", "r1"], ["y5"], ["y6"], ["g5"]],
            "r5",
            dealer=3,
            options=Options(seven_zero=True),
        )
        return t, _choose(drv, t, "r7")

    def tower_choice(drv):
        t = _table(drv, "power", [["rT2", "r1"], ["y5", "y6"], ["g5", "g7"]], "r9", dealer=2)
        return t, _choose(drv, t, "rT2")

    return [
        ("colour", colour),
        ("colour_with_uno", colour_with_uno),
        ("challenge", challenge),
        ("stacked_wild_draw_four", stacked_wild_draw_four),
        ("shown_hand", shown_hand),
        ("stack", stack),
        ("keep", keep),
        ("discard", discard),
        ("swap_target", swap_target),
        ("tower_choice", tower_choice),
    ]


def _inside(rect, size) -> bool:
    return rect.left >= 0 and rect.top >= 0 and rect.right <= size[0] and rect.bottom <= size[1]


@pytest.mark.parametrize("half", (0, 1), ids=("first-half", "second-half"))
@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
@pytest.mark.parametrize("language", LANGUAGES)
def test_every_table_dialog_fits_in_every_language(tmp_path, language, size, half):
    """Colour (also with the UNO button), challenge (also of a stacked Wild Draw Four: stack or take),
    the hand shown after it, stack, keep one card after
    four towers, discard down to seven, swap target and tower choice: opened through the table for a
    real decision; no text clipped, no message scrolled, the panel inside the window. The dialogs in two
    halves, each a test: side by side on the suite's workers (issue 44)."""
    from game.ui.kit import Dialog

    cases = _dialog_cases()
    drv = Driver(tmp_path, size=size, language=language)
    try:
        problems = {}
        for name, make in cases[: len(cases) // 2] if half == 0 else cases[len(cases) // 2 :]:
            table, dialog = make(drv)
            assert isinstance(dialog, Dialog), name
            found = _overflows(dialog) + _text_box_scrolls(dialog)
            if not _inside(dialog.panel_rect(), size):
                found.append(("panel", dialog.panel_rect()))
            if found:
                problems[name] = found
            drv.app.pop_to(type(drv.app.stack[0]))
        assert problems == {}
    finally:
        drv.close()


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
@pytest.mark.parametrize("language", ("en", "hu"))
def test_challenge_dialog_keeps_the_discard_pile_in_sight_and_states_the_stakes(tmp_path, language, size):
    from game.rules.cards import CHALLENGE_GUILTY_DRAW, CHALLENGE_INNOCENT_DRAW
    from game.ui.table.dialogs import discard_area

    drv = Driver(tmp_path, size=size, language=language)
    try:
        make = dict(_dialog_cases())["challenge"]
        table, dialog = make(drv)
        assert not dialog.panel_rect().colliderect(discard_area(table))
        assert str(CHALLENGE_INNOCENT_DRAW) in dialog.message and str(CHALLENGE_GUILTY_DRAW) in dialog.message
        assert LONG_NAMES[2] in dialog.message
    finally:
        drv.close()


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
@pytest.mark.parametrize("language", LANGUAGES)
def test_round_summary_and_game_over_fit(tmp_path, language, size):
    """The round summary (long names, big totals, many cards) and the game-over screen: every widget
    text fits, and every drawn text stays in its column and inside the window."""
    from game.rules import Options, Play
    from game.ui.table.game_over import GameOverScreen
    from game.ui.table.round_summary import RoundSummary

    drv = Driver(tmp_path, size=size, language=language)
    try:
        many = ["r2", "r3", "yS", "gR", "bD2", "W", "W4", "y9", "g8", "b7", "r6", "g2"]
        for options in (
            Options(target=100000),
            Options(scoring="single_round"),
            Options(target=100000, teams=True),  # team totals under the title, team marks
            Options(scoring="single_round", teams=True),  # the match summary per team
        ):
            table = _table(
                drv,
                "classic",
                [["r1"], many, ["y5", "y6", "W", "W4", "b8"], ["g5", "g9"]],
                "r5",
                dealer=3,
                options=options,
                moves=[(0, Play("r1"))],
            )
            table.session.state.scores = [123456, 98765, 4321, 0]
            summary = drv.app.push(RoundSummary(drv.app, table))
            drv.run(1)
            drv.app.draw(drv.surface)
            assert _overflows(summary) == []
            cols = summary.columns()
            texts = summary.drawn_texts
            assert len(texts) == sum(
                3 if summary.shows_total(s) else 2 for s in range(4)
            )  # single round: no totals but the winner's
            assert [t for t, r in texts if not _inside(r, size)] == []
            for text, rect in texts:
                key = (
                    "name"
                    if rect.left < cols["cards"][0]
                    else "hand"
                    if rect.left < cols["total"][0]
                    else "total"
                )
                x, w = cols[key]
                assert x <= rect.left and rect.right <= x + w + 1, (text, key)
            assert cols["cards"][1] > 0
            assert summary.cards_shown == [len(h) for h in table.session.state.hands]  # every card
            if options.scoring == "single_round":
                summary.next()
                drv.run(1)
                assert isinstance(drv.top, GameOverScreen)
                assert _overflows(drv.top) == []
            drv.app.pop_to(type(drv.app.stack[0]))
    finally:
        drv.close()


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
@pytest.mark.parametrize("language", LANGUAGES)
def test_catch_button_fits_a_long_name(tmp_path, language, size):
    """A player who forgot UNO: the catch button under their plate carries their whole name."""
    from game.rules import Play

    drv = Driver(tmp_path, size=size, language=language)
    try:
        table = _table(
            drv,
            "classic",
            [["r3", "g2"], ["b1", "b2"], ["r1", "y6"]],
            "r5",
            dealer=1,
            moves=[(2, Play("r1"))],
            catch_hold=1e9,
        )
        button = table.catch_buttons[2]
        assert button.visible and LONG_NAMES[2] in button.text
        assert _overflows(table) == []
        assert _inside(button.rect, size)
    finally:
        drv.close()


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
@pytest.mark.parametrize("language", LANGUAGES)
def test_keep_or_play_a_drawn_card_fits(tmp_path, language, size):
    """After drawing a playable card the table offers to keep it (or play it by clicking it): the
    table's buttons then shown all fit."""
    from game.rules import Draw

    drv = Driver(tmp_path, size=size, language=language)
    try:
        table = _table(
            drv,
            "classic",
            [["g3", "g2"], ["b1", "b2"], ["y4", "y6"]],
            "r5",
            dealer=2,
            draw=["r1"],
            moves=[(0, Draw())],
        )
        assert table.session.state.phase == "drawn"
        drv.run(2)
        assert table.buttons["keep"].visible
        assert _overflows(table) == []
    finally:
        drv.close()


def test_a_stacked_wild_draw_four_asks_to_stack_or_take_not_to_challenge(tmp_path):
    drv = Driver(tmp_path, size=(960, 540))
    try:
        table, dialog = dict(_dialog_cases())["stacked_wild_draw_four"](drv)
        assert dialog.title == dialog.t("ui-stack-title") and "8" in dialog.message
        assert [text for text, _ in dialog.choices] == [
            "Take 8 cards",
            "Play the Wild Draw Four",
        ]  # as the stack dialog says (issue 40)
    finally:
        drv.close()


NET_SIZES = ((960, 540), (1920, 1080))
NET_NAMES = ("Väinämöinen Kalevanpoika", "Ágnes Szőke-Kovácsné Dr", "Søren Kierkegaard-Ølgaard")


def _cut(screen) -> list:
    """Words a network screen draws itself that were cut short or left the window."""
    w, h = screen.ctx.size
    drawn = screen.drawn_texts() if callable(screen.drawn_texts) else screen.drawn_texts
    return [
        (text, rect)
        for text, rect in drawn
        if text.endswith("…")
        or not (0 <= rect.left and rect.right <= w and 0 <= rect.top and rect.bottom <= h)
    ]


@pytest.mark.parametrize("size", NET_SIZES, ids=[f"{w}x{h}" for w, h in NET_SIZES])
@pytest.mark.parametrize("language", LANGUAGES)
def test_host_join_and_lobby_fit(tmp_path, monkeypatch, language, size):
    """Host (each who-can-join tile chosen), Join with four tables found (hosts with long names, the
    longest room code), and the lobby as host and as guest with six seats: every widget's words fit,
    and the words drawn on tiles, cards and seats are neither cut nor outside the window."""
    from net_fakes import NoDiscovery, ScriptedClient

    from game.net import lan
    from game.net.finder import ListedTable
    from game.net.session import NetSession
    from game.ui.netplay import links

    class Found(NoDiscovery):
        available = True

        def found(self):
            return [
                lan.FoundTable(NET_NAMES[0], "192.168.100.200", 47474, "WWWWWWWWWWWWWWWW"),
                lan.FoundTable(NET_NAMES[1], "192.168.100.201", 47474),
            ]

    class Search:
        def __init__(self, host, port, name):
            self.done = True
            self.found = [
                ListedTable(host, port, "WWWWWWWWWWWWWWWW", NET_NAMES[2], "power", 9, 10),
                ListedTable(host, port, "K7Q2", "Ann", "modern", 1),
            ]

        def start(self):
            return self

    monkeypatch.setattr(links, "make_browser", Found)
    monkeypatch.setattr(links, "make_search", Search)
    drv = Driver(tmp_path, size=size, language=language)
    try:
        problems = {}
        drv.app.push("net_menu")
        drv.run(2)
        drv.app.draw(drv.surface)
        problems["menu"] = _overflows(drv.top) + _cut(drv.top)
        host = drv.app.push("net_host")
        host.public = True
        for where in host.WHERE:
            host.set_where(where)
            drv.run(2)
            drv.app.draw(drv.surface)
            problems[f"host {where}"] = _overflows(host) + _cut(host)
        drv.app.pop()
        join = drv.app.push("net_join")
        join.set_field("address", "uno.example.org:65535")
        join.find()
        drv.run(2)
        drv.app.draw(drv.surface)
        assert len(join._found) == 4
        problems["join"] = _overflows(join) + _cut(join)
        cards = [item for item in join.decor.items if hasattr(item, "name_fits")]
        problems["join"] += [c.button.text for c in cards if not c.name_fits()]
        drv.app.pop()
        seats = [
            {"name": name, "kind": "person", "ready": i % 2 == 0, "connected": i != 2}
            for i, name in enumerate(NET_NAMES)
        ] + [
            {"name": "", "kind": "expert", "ready": False, "connected": False},
            {"name": "", "kind": "beginner", "ready": False, "connected": False},
            {"name": "", "kind": "open", "ready": False, "connected": False},
        ]
        for who, seat in (("host", 0), ("guest", 1)):
            lobby_msg = {
                "type": "lobby",
                "room": "WWWWWWWWWWWWWWWW",
                "edition": "modern",
                "options": {"stacking": True, "jump_in": True},
                "seats": seats,
                "host_seat": 0,
                "timer": 120,
            }

            def answers(msg, seat=seat, lobby_msg=lobby_msg):
                joined = {
                    "type": "joined",
                    "room": "WWWWWWWWWWWWWWWW",
                    "seat": seat,
                    "token": "t",
                    "host": seat == 0,
                }
                return [joined, lobby_msg]

            session = NetSession(ScriptedClient("ws://x/", "Ann", answers=answers), None)
            session.address = "192.168.100.200:47474"
            session.send({"type": "create", "edition": "modern", "options": {}, "seats": []})
            lobby = drv.app.push("lobby", session)
            drv.run(3)
            lobby.copy_code()
            drv.run(1)
            drv.app.draw(drv.surface)
            problems[f"lobby {who}"] = _overflows(lobby) + _cut(lobby)
            drv.app.pop()
        assert {k: v for k, v in problems.items() if v} == {}
    finally:
        drv.close()
