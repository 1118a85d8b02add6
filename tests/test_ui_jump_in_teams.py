"""Jump-in and teams (house options) through real screens and real pygame events (headless): the
set-up screen offers both (teams only where the seat count allows, the partners shown), the table lets a
person jump in by a click and by a key, and a team game is played to its match summary."""

from __future__ import annotations

import pytest

from game.rules import teams as team_rules
from game.storage import Storage
from game.ui.menus.new_game import NewGameScreen
from game.ui.table.screen import TableScreen
from game.ui.testing import Driver


@pytest.fixture
def drv(tmp_path):
    d = Driver(tmp_path / "data", size=(960, 540))
    yield d
    d.close()


def open_setup(drv) -> NewGameScreen:
    drv.click_text("New game")
    setup = drv.top
    assert isinstance(setup, NewGameScreen)
    return setup


def seats_to(drv, setup, count: int) -> None:
    while len(setup.seats) > count:
        drv.click_text("−")
    while len(setup.seats) < count:
        drv.click_text("+")


def option_button(drv, setup, name: str):
    """The jump-in or teams switch's button (None: not on the screen)."""
    return next((b for b in drv.buttons() if b.text == setup.t(f"ui-look-option-{name}")), None)


def switched_on(setup, button) -> bool:
    """What the switch drawn under `button` shows: on or off."""
    return setup.decor.for_button(button).value


def test_setup_offers_teams_only_where_the_seat_count_allows(drv):
    setup = open_setup(drv)
    for count in range(2, 11):
        seats_to(drv, setup, count)
        assert option_button(drv, setup, "jump-in") is not None, count  # jump-in: every table
        shown = option_button(drv, setup, "teams") is not None
        assert shown == team_rules.allowed(count), count
    assert [n for n in range(2, 11) if team_rules.allowed(n)] == [4, 6, 8, 10]


def test_both_options_are_set_by_clicks_shown_with_partners_and_saved_in_settings(drv, tmp_path):
    setup = open_setup(drv)
    seats_to(drv, setup, 4)
    drv.click(option_button(drv, setup, "jump-in").rect.center)
    drv.click(option_button(drv, setup, "teams").rect.center)
    assert setup.options.jump_in and setup.options.teams
    assert switched_on(setup, option_button(drv, setup, "teams"))
    assert switched_on(setup, option_button(drv, setup, "jump-in"))
    # partners are marked beside the seats: seat i with seat i + n/2
    assert [team for team, _rect in setup.team_rows] == [0, 1, 0, 1]
    # the help line (the teams button marked) names who sits with whom
    teams = option_button(drv, setup, "teams")
    setup.focus = setup.focusables.index(teams)
    names = [s.name for s in setup.seat_list()]
    help_text = " ".join(setup.help_lines())
    assert f"{names[0]} + {names[2]}" in help_text and f"{names[1]} + {names[3]}" in help_text
    # five seats: no teams (the option goes off with its button), back to four: still off
    drv.click_text("+")
    assert option_button(drv, setup, "teams") is None and not setup.options.teams
    assert setup.team_rows == []
    drv.click_text("−")
    drv.click(option_button(drv, setup, "teams").rect.center)
    entry = next(e for e, key in setup.entries.items() if key == "seed")
    entry.set_text("7")
    drv.click_text("Start the game")
    saved = Storage.open(tmp_path / "data").load_settings().last_setup
    assert saved.options.jump_in and saved.options.teams and len(saved.seats) == 4
    table = drv.app.find(TableScreen)
    assert table.session.state.options.teams and table.session.state.options.jump_in


@pytest.mark.parametrize("language", ("en", "sv", "da", "nb", "fi", "hu"))
def test_every_option_row_fits_above_the_bottom_buttons_at_960x540(tmp_path, language):
    """The longest set-up (modern: custom cards; standard scoring with its target; teams) at the smallest
    window: every row lies above Back and Start, and no text overflows its button."""
    from dataclasses import replace

    drv = Driver(tmp_path, size=(960, 540), language=language)
    try:
        for ed in ("classic", "power", "modern"):
            setup = NewGameScreen(drv.app)
            drv.app.push(setup)
            setup.set_edition(ed)
            setup.options = replace(setup.options, scoring="standard", jump_in=True, teams=True)
            setup.rebuild()
            drv.run(2)
            back = drv.find(setup.t("ui-back"))
            rows = [b for b in drv.buttons() if b is not back and b.text != setup.t("ui-setup-start")]
            assert max(b.rect.bottom for b in rows) <= back.rect.top, ed
            for b in rows:
                assert b.font.size(b.text)[0] <= b.rect.width - 4, (ed, b.text)
                assert b.font.size(b.text)[1] <= b.rect.height, (ed, b.text)
            drv.app.pop()
    finally:
        drv.close()


# ---------------------------------------------------------------------------------------- the table
def jump_table(drv, options=None, persons=(0,)):
    """A stacked table: the start card r3 is on top, seat 1 (a computer) is on turn, and the person at
    seat 0 holds the twin r3: they may jump in at once."""
    from game.play import Match
    from game.play.port import LocalTable
    from game.rules import Options, table_state
    from game.storage import SavedGame, Seat

    options = options or Options(jump_in=True, teams=True)
    hands = [
        ["r3", "b5", "g9", "y2"],
        ["b1", "b2", "g8", "y7"],
        ["y1", "g2", "g7", "b8"],
        ["g5", "y5", "b9", "g1"],
    ]
    seats = tuple(
        Seat(f"P{i}", "person") if i in persons else Seat(f"AI{i}", "ai", "normal") for i in range(4)
    )
    state = table_state(
        "classic", 4, hands, "r3", ["g3", "g4", "b3", "b4", "y3", "y4"], dealer=0, options=options
    )
    match = Match(
        SavedGame("classic", seats, options, 0), state, None, threaded=False, pacing=0.0, catch_hold=0.0
    )
    table = TableScreen(drv.app, LocalTable(match))
    drv.app.push(table)
    drv.run(2)
    return table, match


def test_the_twin_glows_and_a_click_on_it_jumps_in(drv):
    from game.rules import Play

    table, match = jump_table(drv)
    assert match.turn == 1 and table.jump_in_cards() == ("r3",)
    scene = table.scene
    node = next(n for n in scene.hands[scene.me] if n.drawable.code == "r3")
    assert node.drawable.glow and not any(
        n.drawable.glow for n in scene.hands[scene.me] if n.drawable.code != "r3"
    )
    drv.click((node.x, node.y))
    assert match.actions[-1] == (0, Play("r3"))
    assert match.turn == 1  # seat 0 jumped in; the turn went on from it to seat 1 again
    assert any("jumps in" in line for line in table.log_lines())
    assert table.jump_in_cards() == ()


def test_the_j_key_jumps_in_and_is_ignored_with_nothing_to_jump_in_with(drv):
    import pygame

    from game.rules import Play

    table, match = jump_table(drv)
    drv.key(pygame.K_j)
    assert match.actions == [(0, Play("r3"))]
    drv.key(pygame.K_j)  # nothing left to jump in with: nothing happens
    assert match.actions == [(0, Play("r3"))]


def test_nobody_jumps_in_from_a_hidden_hand_at_a_hot_seat_table(drv):
    import pygame

    table, match = jump_table(drv, persons=(0, 2))
    assert offers_a_play(match.legal(0))  # the rules would let seat 0 jump in...
    assert table.hidden and table.jump_in_cards() == ()  # ...but its hand is not on screen
    drv.key(pygame.K_j)
    assert match.actions == [] or match.actions[0][0] != 0


def offers_a_play(legal) -> bool:
    from game.rules import Play

    return any(isinstance(a, Play) for a in legal)


def test_team_marks_on_the_seat_plates(drv):
    table, _match = jump_table(drv)
    assert [plate.team for plate in table.scene.plates] == [0, 1, 0, 1]
    assert table.view.teams == (0, 1, 0, 1)


def test_a_team_game_is_played_to_its_match_summary_and_counted_for_both_partners(tmp_path):
    """Two people (seats 0 and 2: partners) and two computers, teams on, standard scoring to the lowest
    target: rounds are played by real clicks and keys until the match summary, which names the winning
    team with both partners; the statistics count the result alike for both partners."""
    from test_ui_flow import _kind_button, play_until_summary, set_up_game, start_set_up_game

    from game.ui.table.game_over import GameOverScreen
    from game.ui.table.round_summary import RoundSummary

    drv = Driver(tmp_path / "data")
    try:
        setup = set_up_game(drv, persons=1, ais=3)
        drv.click(_kind_button(drv, 2).rect.center)  # seat 2, seat 0's partner, is a person too
        drv.click(option_button(drv, setup, "teams").rect.center)
        drv.click_text(setup.t("ui-look-scoring-standard"))  # the scoring's segmented control
        assert setup.options.scoring == "standard"
        while setup.options.target != 100:
            drv.click_text(setup.t("ui-option-target", target=setup.options.target))
        assert setup.options.teams and [s["kind"] for s in setup.seats] == ["person", "ai", "person", "ai"]
        table = start_set_up_game(drv, seed="5")
        rounds = 0
        while True:
            play_until_summary(drv)
            summary = drv.top
            assert isinstance(summary, RoundSummary)
            rounds += 1
            view = table.view
            winner = view.round_winner
            partner = team_rules.partner(4, winner)
            title = summary.t(
                "ui-round-title", player=_team_label(summary, view, winner), points=view.round_points
            )
            assert title in labels(summary) and "Team " in title
            assert summary._winners() == {winner, partner}
            assert view.scores[winner] == view.scores[partner]  # both partners carry the team's total
            if view.phase == "game_over":
                drv.click_text(summary.t("ui-game-over-next"))
                break
            totals = [summary.t("ui-team-score", team=t, points=view.scores[i]) for i, t in enumerate("AB")]
            assert "   ".join(totals) in labels(summary)  # every team's total under the title
            drv.click_text(summary.t("ui-next-round"))
            assert rounds < 12
        over = drv.top
        assert isinstance(over, GameOverScreen) and over.counted
        won_team = team_rules.team_of(4, view.game_winner)
        assert over.rows[0].startswith("1. ") and _team_label(over, view, won_team) in over.rows[0]
        assert len(over.rows) == 2  # one row per team
        assert max(view.scores) >= 100
        stats = Storage.open(tmp_path / "data").load_stats()
        p0, p2 = (stats.players[view.name(s)]["classic"] for s in (0, 2))
        assert (p0.games, p0.wins) == (p2.games, p2.wins) == (1, int(won_team == 0))
    finally:
        drv.close()


def _team_label(screen, view, seat):
    from game.ui.table.result import team_label

    return team_label(screen, view, seat)


def labels(screen) -> list[str]:
    import pygame_gui

    return [
        e.text
        for e in screen.manager.get_sprite_group().sprites()
        if isinstance(e, pygame_gui.elements.UILabel)
    ]
