"""Issue 40: a person still on their round summary when the next round starts on the turn timer is told,
not silently played for. Two real games (Ann hosts, Bob joins) at a real server on a loopback port, its
turn timer on; the round ends; Ann goes on, Bob stays on his summary: it says the next round has started,
that it is his turn and how long he has, and, once the timer has moved for him, that it did; "Back to the
table" takes him there, where the log says it too."""

from __future__ import annotations

import pytest
from net_fakes import NoDiscovery
from netkit import fast_server
from test_net_seat_lifecycle import _started_table
from test_ui_net_play import table_of, wait_for

from game.ui.netplay import links

#: the turn timer's seconds: long enough for a loaded machine's frames to show each second's words
TIMER = 4


@pytest.fixture
def server():
    srv = fast_server(grace=30)
    srv.start()
    yield srv
    srv.stop()


@pytest.fixture(autouse=True)
def _no_discovery(monkeypatch):
    monkeypatch.setattr(links, "make_browser", NoDiscovery)


def _last_card_for_a_person(server, code) -> bool:
    """When a person (Ann or Bob) is to play an ordinary card, their hand becomes one card that fits:
    the turn timer plays it for them and the round ends. False: not such a moment yet."""

    def edit() -> bool:
        room = server.hub.rooms[code]
        st = room.match.state
        if st.phase != "play" or st.pending or st.turn not in (0, 1) or not st.color:
            return False
        st.hands[st.turn][:] = [f"{st.color}5"]
        return True

    return server.call(edit)


def test_the_person_on_the_summary_is_told_the_next_round_started_and_the_timer_moved_for_them(
    tmp_path, server
):
    from game.ui.kit.dialogs import Dialog
    from game.ui.table.round_summary import RoundSummary

    host, guest, code = _started_table(tmp_path, server)
    try:
        t = guest.app.ctx.t
        server.call(lambda: setattr(server.hub.rooms[code], "timer", TIMER))
        wait_for([host, guest], lambda: _last_card_for_a_person(server, code), 120)
        wait_for([host, guest], lambda: all(isinstance(d.top, RoundSummary) for d in (host, guest)), 60)
        summary = guest.top
        round_no = summary.view.round_no
        host.click_text(t("ui-next-round"))  # Ann goes on; Bob stays and reads
        said: list[str] = []

        def look() -> bool:
            assert guest.top is summary  # nobody takes Bob off his summary
            text = summary.waiting_text()
            if not said or said[-1] != text:
                said.append(text)
            return t("net-time-out-you") in text

        try:
            wait_for([host, guest], look, 60)
        except AssertionError as exc:
            v = table_of(guest).view  # what the summary said, and where the table was
            raise AssertionError(f"{exc}; said {said}; round {v.round_no} {v.phase} turn {v.turn}") from None
        table = table_of(guest)
        assert table.view.round_no == round_no + 1
        started = t("ui-net-round-started")
        assert all(s.startswith(started) for s in said if started in s)
        # his turn came while he read: the summary said so, with the seconds he had
        yours = t("net-your-turn-left", seconds=1).split("1")[0]
        assert any(started in s and yours in s for s in said), said
        assert guest.find(t("ui-net-back-to-table")) is not None  # the button says where it goes now
        guest.click_text(t("ui-net-back-to-table"))
        guest.run(3)
        # back at the table: above it at most the dialog of a decision the game asks of him now (the
        # timers and the computers played on while he read: a Wild Draw Four's challenge may wait for him)
        stack = guest.app.stack
        assert table in stack and summary not in stack
        above = stack[stack.index(table) + 1 :]
        assert all(isinstance(s, Dialog) for s in above), above
        if above:  # ... and then it is his to decide, not a message of something gone wrong
            assert table.view.decision is not None, [d.title for d in above]
        assert t("net-log-time-out", player="Bob") in table.movelog.format(table.port.log)
    finally:
        guest.close()
        host.close()
