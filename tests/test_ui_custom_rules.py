"""Issue 18, item 16: the house rules the custom wild cards (modern) and the blank cards (classic)
carry are explained. On the card face a picture names the rule (legible down to the smallest hand
size); at set-up each choice shows the same picture beside it, a tooltip, and a help line saying
what the rule does, in every shipped language and fitting at 960x540."""

import pygame
import pytest

from game.i18n import Localizer
from game.play.tableview import state_view
from game.rules import HOUSE_RULES, Options, new_game
from game.scene.cardart import CardArt, rule_badge
from game.scene.table import TableScene
from game.ui.menus.new_game import NewGameScreen
from game.ui.testing import Driver
from tests.test_ui_fit import LANGUAGES, _overflows

RULED = [r for r in HOUSE_RULES if r != "plain"]


@pytest.fixture(scope="module", autouse=True)
def display():
    pygame.init()
    pygame.display.set_mode((1, 1))
    yield


def pixels(surface) -> bytes:
    return pygame.image.tobytes(surface, "RGBA")


@pytest.mark.parametrize("width", [30, 44, 92])
def test_every_house_rule_has_its_own_face_at_every_size(width):
    for rank, code in (("WC2", "WC2"), ("X", "bX")):
        faces = {}
        for rule in HOUSE_RULES:
            art = CardArt()
            art.set_house_rules({rank: rule})
            faces[rule] = pixels(art.face(code, width))
        assert len(set(faces.values())) == len(HOUSE_RULES), (rank, width)  # one picture per rule
    plain = CardArt()  # no rules known (a dialog's own art): the old number badge, not a rule's picture
    assert pixels(plain.face("WC2", width)) == faces_of("WC2", "plain", width)


def faces_of(code, rule, width):
    art = CardArt()
    art.set_house_rules({code: rule})
    return pixels(art.face(code, width))


def test_the_table_draws_the_rules_of_this_game():
    options = Options(custom_cards=("extra_turn", "plain", "hand_to_seven"))
    events: list = []
    state = new_game("modern", 3, options, seed=4, events=events)
    scene = TableScene((960, 540), 3, 0, "modern", speed=0.0, seed=4)
    scene.feed(events, state_view(state, 0))
    assert scene.art.house_rules["WC1"] == "extra_turn" and scene.art.house_rules["WC3"] == "hand_to_seven"
    assert pixels(scene.art.face("WC1", 40)) == faces_of("WC1", "extra_turn", 40)
    # switching colour-blind mode keeps them
    scene.set_colour_blind(True)
    assert scene.art.house_rules["WC3"] == "hand_to_seven"


def test_a_changed_rule_redraws_only_its_own_cards():
    art = CardArt()
    art.set_house_rules({"WC1": "plain"})
    r5, wc1 = art.face("r5", 40), pixels(art.face("WC1", 40))
    art.set_house_rules({"WC1": "discard_wilds"})
    assert art.face("r5", 40) is r5  # untouched faces stay cached
    assert pixels(art.face("WC1", 40)) != wc1


def _modern_setup(drv):
    screen = drv.app.push(NewGameScreen(drv.app))
    drv.run(2)
    drv.click_text(drv.app.ctx.t("edition-modern"))
    assert screen.ruleset == "modern"
    return screen


def _point_at(drv, button) -> None:
    pygame.mouse.set_pos(button.rect.center)
    drv.post(pygame.event.Event(pygame.MOUSEMOTION, pos=button.rect.center, rel=(0, 0), buttons=(0, 0, 0)))
    drv.run(3)


def test_set_up_explains_the_chosen_rule_beside_its_button(tmp_path):
    drv = Driver(tmp_path, size=(960, 540))
    try:
        screen = _modern_setup(drv)
        first = drv.find("Custom wild 1: No rule")
        drv.click(first.rect.center)  # the first card now carries the next rule
        assert screen.options.custom_cards[0] == "draw_until_color"
        button = drv.find("Custom wild 1: Draw to the colour")
        assert button is not None and screen.rule_buttons[button] == "draw_until_color"
        description = Localizer("en").attribute("house-rule-draw_until_color", "description")
        assert button.tool_tip_text == description
        _point_at(drv, button)
        assert " ".join(screen.help_lines()) == f"Draw to the colour: {description}"
        # the rule's picture stands at the left end of the choice's plate, as the card shows it
        drv.shot(tmp_path / "setup.png")
        line, px = button.rect.height, drv.app.ctx.px
        badge = rule_badge("draw_until_color", min(line - px(6), int((line - px(2)) / 1.3)))
        spot = badge.get_rect(center=(button.rect.x + button.rect.h // 2, button.rect.centery))
        assert button.rect.contains(spot)  # inside its row: lined up with every other row
        shown = drv.surface.subsurface(spot).copy()
        assert _close(shown, badge)
        # the keyboard reaches the help too; a button that chooses no house rule has none of its own: the
        # line says what the edition is, as when nothing is marked
        _point_at(drv, drv.find("Custom wild 2: No rule"))
        assert screen.help_lines() == ["No rule: The card has no extra effect."]
        _point_at(drv, drv.find("Penalty for a missed UNO: 2 cards"))
        t = drv.app.ctx.t
        default = t("setup-help-start", description=t("ui-edition-desc-modern"))
        assert " ".join(screen.help_lines()) == default
        drv.key(pygame.K_DOWN)  # the next button: the first custom card
        assert screen.focused_button() is drv.find("Custom wild 1: Draw to the colour")
        assert screen.help_lines()
    finally:
        drv.close()


def _close(shown, badge) -> bool:
    """The badge's opaque pixels are on the screen (blended over the felt at its edges only)."""
    w, h = badge.get_size()
    same = total = 0
    for x in range(0, w, 2):
        for y in range(0, h, 2):
            r, g, b, a = badge.get_at((x, y))
            if a >= 250:  # opaque (a small badge's smoothing leaves 254)
                total += 1
                same += all(abs(p - q) <= 2 for p, q in zip(shown.get_at((x, y))[:3], (r, g, b), strict=True))
    return total > 0 and same / total > 0.95


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_rule_and_its_help_fit_at_960x540(tmp_path, language):
    drv = Driver(tmp_path, size=(960, 540), language=language)
    try:
        screen = _modern_setup(drv)
        font = drv.app.ctx.font(16)
        for k, rule in enumerate(RULED):
            screen.options = Options(custom_cards=(rule, rule, rule))
            screen.rebuild()
            drv.run(1)
            assert _overflows(screen) == [], rule
            assert len(screen.rule_buttons) == 3
            screen.focus = screen.focusables.index(list(screen.rule_buttons)[k % 3])
            lines = screen.help_lines()
            assert lines and all(font.size(line)[0] <= screen.help_rect.width for line in lines), lines
            assert len(lines) * font.get_linesize() <= screen.help_rect.height, (rule, lines)
            back = drv.find(drv.app.ctx.t("ui-back"))
            assert not screen.help_rect.colliderect(back.rect)
            assert not screen.help_rect.colliderect(screen.start_button.rect)
        # classic: the blank cards' choice gets the same help
        drv.click_text(drv.app.ctx.t("edition-classic"))
        screen.options = Options(blank_cards="extra_turn")
        screen.rebuild()
        drv.run(1)
        assert list(screen.rule_buttons.values()) == ["extra_turn"] and _overflows(screen) == []
    finally:
        drv.close()
