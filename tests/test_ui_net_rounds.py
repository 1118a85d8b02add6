"""Two game instances at one network table, at the end of a round (issue 30, defect 4): one person's
"Next round" leaves the other's summary as it was (every card, every score) and marks them ready
there; the one who clicked waits on their summary, never answered "not allowed"; when the second
person clicks too, both tables go on to round two."""

from __future__ import annotations

from test_ui_net_play import (  # noqa: F401
    both_seated,
    join,
    open_hosted_table,
    pair,
    play_round,
    table_of,
    wait_for,
    wait_for_tables,
)

from game.ui.table.round_summary import RoundSummary


def test_next_round_waits_for_every_person_and_wipes_no_summary(pair):  # noqa: F811
    host, guest = pair
    lobby, port = open_hosted_table(host, seats=3)
    join(guest, port, lobby.session.room)
    wait_for([host, guest], lambda: guest.top.__class__.__name__ == "LobbyScreen")
    both_seated(host, guest, lobby)
    guest.click_text("I'm ready")
    wait_for([host, guest], lambda: host.find(host.app.ctx.t("ui-setup-start")) is not None)
    host.click_text(host.app.ctx.t("ui-setup-start"))
    host_table, guest_table = wait_for_tables([host, guest])
    play_round([host, guest])
    host_summary, guest_summary = host.top, guest.top
    assert isinstance(host_summary, RoundSummary) and isinstance(guest_summary, RoundSummary)
    if host_summary.view.phase == "game_over":  # a round that ended the game has no next round
        return
    hands = guest_summary.view.final_hands
    round_no = guest_summary.view.round_no
    t = host.app.ctx.t

    host.click_text(t("ui-next-round"))
    wait_for([host, guest], lambda: guest_table.port.round_ready == {0})
    for d in (host, guest):
        d.run(10)
    # the guest still reads the round as it ended; the host's tick is on the guest's screen
    assert guest.top is guest_summary and guest_summary.view.final_hands == hands
    assert guest_table.view.phase == "round_over"
    assert "Ann" in guest_summary.waiting_text() or "Bob" in guest_summary.waiting_text()
    # the host waits on their own summary, told for whom; the button cannot send twice
    assert host.top is host_summary and host_summary.sent_ready
    waiting = [
        b
        for b in host_summary.manager.get_sprite_group().sprites()
        if getattr(b, "text", None) == t("ui-net-round-ready")
    ]
    assert len(waiting) == 1 and not waiting[0].is_enabled
    assert host.find(t("ui-next-round")) is None
    assert "Bob" in host_summary.waiting_text()
    host_table.message = ""  # (a click during the round may have been refused: not this one's)
    host.click(waiting[0].rect.center)
    for d in (host, guest):
        d.run(5)
    assert host_table.message != t("ui-refused") and host.top is host_summary

    guest.click_text(t("ui-next-round"))
    # both summaries go, and both tables are in round two (its first decision may already be open)
    wait_for(
        [host, guest],
        lambda: (
            all(d.app.find(RoundSummary) is None for d in (host, guest))
            and host_table.view.round_no == guest_table.view.round_no == round_no + 1
        ),
    )
    assert table_of(host) is host_table and table_of(guest) is guest_table
