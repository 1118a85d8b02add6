"""Issue 41, "say only what is true" for Learn to play: each lesson (classic, power, modern) played through
every step exactly as the step's words say, by the keys, by the mouse and by a pad alone: Next, a glowing
card played, the draw pile, the drawn card, UNO, the catch, the challenge, the tower's card, the Wild
Shuffle Hands and its colour. After each instruction the step has moved on and the table is as the
instruction says (the card on the pile, a card more in the hand, Alex's penalty); before it, what the
coach says is true of the table (test_ui_tutorial_truth's check, every time)."""

from __future__ import annotations

import pygame
import pytest
from test_ui_tutorial import open_lesson, run
from test_ui_tutorial_truth import check_words_against_table, words

from game.ui.kit import Dialog
from game.ui.testing import Driver

INPUTS = ("keys", "mouse", "pad")


class Person:
    """Does what a step says, by one kind of input."""

    def __init__(self, drv, table, how: str):
        self.drv, self.table, self.how = drv, table, how
        self.pad = drv.plug_pad() if how == "pad" else None

    def press(self, key: int, control: str, button=None) -> None:
        """The key, the pad's control, or a click on `button` (a widget or a point)."""
        drv = self.drv
        if self.how == "keys":
            drv.key(key)
        elif self.how == "pad":
            drv.pad(control, self.pad)
        else:
            drv.click(button.rect.center if hasattr(button, "rect") else button)
        run(drv, 0.5)

    def next(self) -> None:
        self.press(pygame.K_n, "down", self.drv.find(self.table.t("tutorial-next")))

    def play(self, card: str) -> None:
        """`card` from the hand: the cursor moved to it and Enter (A), or a click on it."""
        drv, table = self.drv, self.table
        node = next(n for n in table.scene.hands[table.scene.me] if n.drawable.code == card)
        if self.how != "mouse":
            hand = table.local_hand()
            for _ in range(len(hand) + 1):
                if 0 <= table.selected < len(hand) and hand[table.selected] == card:
                    break
                drv.key(pygame.K_RIGHT) if self.how == "keys" else drv.pad("right", self.pad)
            assert hand[table.selected] == card, (card, hand, table.selected)
        self.press(pygame.K_RETURN, "a", (node.x, node.y))

    def draw(self) -> None:
        layout = self.table.scene.layout
        self.press(pygame.K_d, "x", layout.draw_pos)  # "click it (the draw pile) or Draw, or press D"

    def uno(self) -> None:
        self.press(pygame.K_u, "y", self.table.buttons["uno"])

    def catch(self) -> None:
        shown = [b for b in self.table.catch_buttons.values() if b.visible]
        self.press(pygame.K_c, "rb", shown[0] if shown else None)

    def answer(self, text: str | None = None) -> None:
        """The dialog on top: its choice `text` (the first one: the focus), by Enter, A or a click."""
        top = self.drv.top
        assert isinstance(top, Dialog), type(top).__name__
        button = self.drv.find(text) if text else top.focusables[0]
        if text and self.how != "mouse":
            assert top.focusables[top.focus] is button, "the choice the step names has the focus"
        self.press(pygame.K_RETURN, "a", button)


def lit_card(table) -> str:
    return next(c for c in table.local_hand() if c in table.scene.playable)


def walk(drv, edition: str, how: str) -> list[str]:
    """The lesson played as its steps say; the steps seen, in order."""
    table, guide = open_lesson(drv, edition)
    person = Person(drv, table, how)
    t = table.t
    steps: list[str] = []
    for _ in range(60):
        run(drv, 0.3)
        check_words_against_table(drv, table)
        step = guide.step
        if step is None or step.key == "finish":
            break
        if words(table) == t("tutorial-wait") or not isinstance(drv.top, Dialog) and drv.top is not table:
            continue  # the step waits for the table to be as it says
        key = step.key
        if steps and steps[-1] == key and key in ("catch", "uno"):
            continue  # asked once already; the computer's move comes first
        steps.append(key)
        view = table.view
        mine, alex = len(view.hand or ()), view.hand_sizes[1]
        if key in ("welcome", "pile", "blocked"):
            person.next()
        elif key in ("glow", "drawn", "towers", "shuffle"):
            card = {"drawn": view.drawn, "towers": "b5U", "shuffle": "WS"}.get(key) or lit_card(table)
            assert card in table.scene.playable, (key, card, table.scene.playable)
            person.play(card)
            if key == "shuffle":  # its colour first
                person.answer()
                run(drv)
                assert any(m == "log-shuffle-hands" for m, _a in table.port.log), "the hands were dealt again"
            else:
                assert table.port.log and card in [a.get("card") for _m, a in table.port.log], card
                assert len(table.view.hand) == mine - 1 or table.view.turn != table.viewer
            if key == "towers":
                assert table.view.towers.get("U") == 0, "the U tower is the person's"
        elif key in ("draw", "again"):
            person.draw()
            assert len(table.view.hand) == mine + 1, "a card drawn"
        elif key == "uno":
            person.uno()
            card = lit_card(table)
            person.play(card)
            run(drv)
            assert len(table.view.hand) == 1 and 0 not in table.view.exposed, "UNO called: nobody may catch"
        elif key == "catch":
            person.catch()
            run(drv)
            assert table.view.hand_sizes[1] == alex + 2, "Alex drew two"
        elif key == "w4":
            person.answer(t("ui-challenge"))
            run(drv)
            assert table.view.hand_sizes[1] >= alex + 4, "the bluff caught: Alex drew four"
            if isinstance(drv.top, Dialog):  # Alex's hand shown to the challenger: OK
                person.answer()
        assert guide.step is None or guide.step.key != key or key in ("uno",), (key, "did not move on")
    assert guide.step is not None and guide.step.key == "finish", (steps, guide.step)
    return steps


LESSON_STEPS = {
    "classic": ["welcome", "pile", "glow", "draw", "drawn", "uno", "catch", "again", "w4"],
    "power": ["welcome", "pile", "glow", "towers", "blocked"],
    "modern": ["welcome", "pile", "glow", "shuffle"],
}


@pytest.mark.parametrize("how", INPUTS)
@pytest.mark.parametrize("edition", ("classic", "power", "modern"))
def test_each_lesson_by_what_its_steps_say(tmp_path, edition, how):
    drv = Driver(tmp_path / "data", size=(960, 540))
    try:
        drv.run(2)
        assert walk(drv, edition, how) == LESSON_STEPS[edition]
    finally:
        drv.close()
