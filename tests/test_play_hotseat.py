"""Hot-seat logic without pygame: whose side is on screen, when "Pass to ..." is asked, when the hand
lies hidden (game.play.HotSeat; the table screen only draws what it says)."""

from __future__ import annotations

from game.play import HotSeat
from game.play.hotseat import ASK, HIDE, SHOW


def test_one_person_keeps_the_screen_and_is_never_asked_for():
    h = HotSeat([2])
    assert not h.hotseat and h.viewer == 2 and not h.hidden and h.shown_seat == 2
    for turn in (0, 1, 2, 3, 2):
        assert h.step(turn, busy=False) is None
    assert h.shown_seat == 2


def test_two_people_are_asked_for_by_name_and_see_only_their_own_hand():
    h = HotSeat([0, 2])  # seat 1 and 3: computers
    assert h.hotseat and h.hidden and h.shown_seat is None and h.confirmed is None
    assert h.step(0, busy=True) is None  # the deal still shows: nobody is asked yet
    assert h.step(0, busy=False) == ASK and h.asking == 0 and h.shown_seat is None
    assert h.step(0, busy=False) is None  # asked once, while "Pass to" is up
    assert h.confirm(0) is False  # seat 0 was already the side on screen
    assert h.shown_seat == 0 and not h.hidden
    assert h.step(1, busy=False) == HIDE and h.shown_seat is None  # a computer's turn: face down
    assert h.step(1, busy=False) is None
    assert h.step(0, busy=False) == SHOW and h.shown_seat == 0  # only a computer moved: no asking
    assert h.step(2, busy=False) == ASK and h.asking == 2 and h.hidden
    assert h.confirm(2) is True and h.viewer == 2 and h.shown_seat == 2
    assert h.step(3, busy=False) == HIDE
    assert h.step(0, busy=True) is None and h.shown_seat is None  # the move is still being shown
    assert h.step(0, busy=False) == ASK and h.asking == 0


def test_a_table_of_computers_never_shows_a_hand():
    h = HotSeat([])
    assert h.hidden and h.shown_seat is None
    for turn in (0, 1, 2, 0):
        assert h.step(turn, busy=False) in (None, HIDE)
        assert h.shown_seat is None


def test_the_hand_stays_up_until_the_persons_own_move_has_been_shown():
    h = HotSeat([0, 2])
    h.confirm(0)
    assert h.step(1, busy=True) is None and h.shown_seat == 0  # their drawn card still lands face up
    assert h.step(1, busy=False) == HIDE and h.shown_seat is None


def test_after_someone_elses_move_the_hand_turns_at_once_and_nobody_is_asked_for():
    h = HotSeat([0, 2])
    h.confirm(0)
    assert h.after_move(1) == HIDE and h.shown_seat is None  # a computer's turn after a catch, say
    assert h.after_move(3) is None
    assert h.after_move(0) == SHOW and h.shown_seat == 0  # only computers moved since seat 0 looked
    assert h.after_move(2) is None and h.asking is None  # the next person is asked for later
