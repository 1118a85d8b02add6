"""The table's "say only what is true" check (issue 41): whole local games played headless through the real
table screen by real keys and clicks, and after every frame, each word the screen shows read off the
screen itself (its plates as the scene drew them, its prompt and toast as it drew them with where,
the move log's lines, the round summary's and the podium's words) and checked against the `TableView`
of the seat on screen at that moment: the names, the card counts and scores, whose turn it is, the card
a line says was played, the card a toast names, who won and by how much.

`play(drv, game, rng)` plays a game to its end and returns the findings (sentences; empty: true).
"""

from __future__ import annotations

import random

import pygame

from game.rules import Play
from game.rules import events as ev
from game.rules.cards import hand_points
from game.ui.kit import Dialog
from game.ui.screens import is_screen
from game.ui.table.dialogs import ColorDialog
from game.ui.table.screen import TableScreen

#: the log's entries that put a card on the discard pile (its `card`), the last of them is the top card
PUT_ON_PILE = ("log-play", "log-play-wild", "ui-log-first-card", "ui-log-next-card")


class Witness:
    """Reads what `table` shows after each frame and keeps each untrue thing it saw (once each)."""

    def __init__(self, drv, table: TableScreen):
        self.drv = drv
        self.table = table
        self.t = table.t
        self.findings: list[str] = []
        self.seen: dict[str, int] = {}  # what kind of words were checked, how often
        self.last: tuple | None = None  # what the screen showed when last read (read again on a change)

    def found(self, what: str) -> None:
        if what not in self.findings:
            self.findings.append(what)

    def saw(self, kind: str) -> None:
        self.seen[kind] = self.seen.get(kind, 0) + 1

    # ------------------------------------------------------------------------------ the table
    def look(self) -> None:
        top, table = self.drv.top, self.table
        shown = (
            id(top),
            table.view.version,
            table.port.shown_view.version,
            tuple(table.drawn_texts),
            table.scene is not None and table.scene.busy,
            table.movelog.withheld,
            len(table.port.log),
        )
        if shown == self.last:
            return  # the same words as last frame: read already
        self.last = shown
        if top is self.table:
            self.look_at_table()
        elif is_screen(top, "round_summary"):
            self.look_at_summary(top)
        elif is_screen(top, "game_over"):
            self.look_at_podium(top)
        elif isinstance(top, Dialog) and top is self.table.dialog:
            self.look_at_dialog(top)

    def look_at_table(self) -> None:
        table, scene = self.table, self.table.scene
        if scene is None or scene.busy or table.movelog.withheld:
            return  # a move still on its way to the screen: its words come once it has landed
        view = table.port.shown_view
        for seat, plate in enumerate(scene.plates):
            said = (plate.name, plate.cards, plate.score)
            true = (view.name(seat), view.hand_sizes[seat], view.scores[seat])
            if said != true:
                self.found(f"the plate of seat {seat} says {said}, the table is {true}")
            info = self.t("scene-plate", cards=view.hand_sizes[seat], points=view.scores[seat])
            if plate.info != info:
                self.found(f"the plate of seat {seat} says {plate.info!r}, not {info!r}")
            active = seat == view.turn and view.phase not in ("round_over", "game_over")
            if plate.active != active:
                self.found(f"the plate of seat {seat} is {'' if plate.active else 'not '}lit as on turn")
            if plate.dealer != (seat == view.dealer):
                self.found(f"the dealer's mark on seat {seat}'s plate, seat {view.dealer} deals")
            self.saw("plate")
        said = (scene.pile.count, scene.ring.color, scene.ring.direction, dict(scene.towers))
        true = (view.draw_size, view.color, view.direction, dict(view.towers))
        if said != true:
            self.found(f"the table shows (draw pile, colour, direction, towers) {said}, it is {true}")
        hand = [n.drawable.code for n in scene.hands[scene.me] if n.drawable.face_up]
        if hand and sorted(hand) != sorted(view.hand or ()):
            self.found(f"the hand shows {sorted(hand)}, the seat holds {sorted(view.hand or ())}")
        mine = table.view
        for seat, button in table.catch_buttons.items():
            if button.visible:  # "Catch X": X may be caught now, by this person
                self.saw("catch")
                if seat not in mine.catchable or button.text != self.t("ui-catch", player=mine.name(seat)):
                    self.found(f"{button.text!r} while the seats that may be caught are {mine.catchable}")
        for text, _rect in table.drawn_texts:
            self.look_at_words(text, mine)
        self.look_at_log(view)

    def look_at_words(self, text: str, view) -> None:
        """The turn's prompt and a toast on the table, said now."""
        table, t = self.table, self.t
        if text == t("ui-your-turn", player=view.name(view.turn)):
            self.saw("your turn")
            if view.turn != table.viewer or view.phase in ("round_over", "game_over"):
                self.found(f"{text!r} while it is seat {view.turn}'s turn ({view.phase})")
            return
        if text == table.first_card_note or text.startswith(t("ui-log-first-card", card="")[:8]):
            self.saw("first card")
            return
        hand = view.hand or ()
        for code in dict.fromkeys(hand):
            name = table.ctx.localizer.card_name(code, view.house_rule(code))
            for msg_id in ("ui-cannot-play", "ui-only-drawn"):
                if text == t(msg_id, card=name) or text == t(
                    msg_id, card=table.ctx.localizer.card_name(code)
                ):
                    self.saw("does not fit")
                    legal = {a.card for a in view.actions() if isinstance(a, Play)}
                    if view.turn != table.viewer or view.decision not in ("play", "drawn"):
                        self.found(
                            f"{text!r} outlives the turn it was about (seat {view.turn}, {view.phase})"
                        )
                    if msg_id == "ui-cannot-play" and code in legal:
                        self.found(f"{text!r} while {code} may be played")
                    return
        if table.hint_action is not None and table.hint_text and table.hint_text in text:
            self.saw("hint")
            if table.hint_action not in view.actions():
                self.found(f"the hint {text!r} names a move that may not be made now")
            return
        if text == t("ui-hint-weighing") or text == t("ui-refused"):
            return
        if self.look_at_unseen(text, view):
            return
        if text.startswith(t("ui-your-turn", player="")[:4]):
            self.found(f"{text!r}: a prompt for seat {view.turn}'s turn names someone else")
            return
        self.saw(f"other: {text[:40]}")

    def look_at_unseen(self, text: str, view) -> bool:
        """What the instant speed would hide, said instead (game/ui/table/instant.py): the card the
        person drew (in their hand, theirs on screen) and hands changed at once (the log's newest such
        line, and the cards the person holds now)."""
        table, t = self.table, self.t
        prefix = t("ui-you-drew", card="", count=1).strip()[:6]
        if text.startswith(prefix) and not text.startswith(t("ui-you-hold", count=0)[:6]):
            self.saw("you drew")
            drawn = [a for m, a in table.port.log if m == "log-draw"]
            who = drawn[-1]["player"] if drawn else None  # the newest draw: whose it was
            if who != table.viewer or table.hidden or not view.is_person(table.viewer):
                self.found(f"{text!r}, said to seat {who}, shows to seat {table.viewer}")
            return True
        changed = [
            e for e in table.port.log if e[0] in ("log-shuffle-hands", "log-swap-hands", "log-rotate-hands")
        ]
        if not changed:
            return False
        said = table.movelog.format(changed[-3:])
        if not any(text.startswith(line) for line in said):
            return False
        self.saw("hands changed")
        newest = table.movelog.format(changed[-1:])[0]
        if not text.startswith(newest) and not any(
            text.startswith(" ".join(said[i:])) for i in range(len(said))
        ):
            self.found(f"{text!r} is not about the hands' newest change ({newest!r})")
        hold = t("ui-you-hold", count=len(view.hand or ()))
        if (
            view.hand is not None
            and view.is_person(table.viewer)
            and not table.hidden
            and not text.endswith(hold)
        ):
            self.found(f"{text!r} while the person holds {len(view.hand)} cards")
        return True

    def look_at_log(self, view) -> None:
        """The log's newest line that put a card on the pile names the card on top of it."""
        entries = self.table.movelog.entries()
        if not entries or view.phase in ("round_over", "game_over"):
            return
        last = next(((m, a) for m, a in reversed(entries) if m in PUT_ON_PILE), None)
        if last is None:
            return
        self.saw("log")
        msg_id, args = last
        if args.get("card") != view.discard_top:
            line = self.table.movelog.format([last])[0]
            self.found(f"the log's {line!r} ({msg_id}) while {view.discard_top} is on top of the pile")
        shown = self.table.log_lines()[-3:]  # the lines on show say the newest entries
        if shown != self.table.movelog.format(entries[-3:]):
            self.found(f"the log shows {shown}, its entries are {entries[-3:]}")

    def look_at_dialog(self, dialog) -> None:
        """A decision's dialog: the challenge names who played the Wild Draw Four (the log's last one);
        Take names the cards waiting; each card it offers to stack may be played now."""
        table, t, view = self.table, self.t, self.table.view
        words = [b.text for b in self.drv.buttons(dialog)]
        if isinstance(dialog, ColorDialog):
            return  # a colour for a card being played (a wild stacked on the challenge): no count, no name
        if view.phase == "challenge" and t("ui-challenge") in words:
            self.saw("challenge")
            w4 = [a for m, a in table.port.log if m == "log-play-wild" and a.get("card") == "W4"]
            if w4 and dialog.title != t("ui-challenge-title", player=view.name(w4[-1]["player"])):
                self.found(f"the challenge {dialog.title!r} names another than {view.name(w4[-1]['player'])}")
        if view.pending and view.phase in ("challenge", "play"):
            self.saw("take")
            take = t("ui-stack-take", count=view.pending)
            draw = t("ui-accept-draw", count=view.pending)
            if not any(w in (take, draw) for w in words):
                self.found(f"the dialog {dialog.title!r} offers {words}, not to take {view.pending}")
        loc = table.ctx.localizer
        legal = {a.card for a in view.actions() if isinstance(a, Play)}
        for code in set(view.hand or ()) - legal:
            if t("ui-stack-play", card=loc.card_name(code)) in words:
                self.found(f"the dialog offers to stack {code}, which may not be played")

    # ------------------------------------------------------------------------------ the round's end
    def look_at_summary(self, summary) -> None:
        """The round's winner is the seat whose hand is empty; the points each hand is said to hold are
        its cards' points; the totals are the scores."""
        view = summary.view
        hands = view.final_hands or ()
        texts = [text for text, _r in summary.drawn_texts] + [
            getattr(e, "text", "") for e in summary.manager.get_sprite_group().sprites()
        ]
        winner = view.round_winner
        if winner is None or (hands and len(hands[winner]) != 0):
            self.found(f"the round summary's winner is seat {winner}, hands {hands}")
        self.saw("summary")
        for seat, hand in enumerate(hands):
            if seat == winner:
                continue
            words = self.t("ui-round-hand-points", points=hand_points(hand))
            if words not in texts:
                self.found(f"the summary does not say seat {seat}'s hand is worth {words!r}: {texts}")
        if view.options.get("scoring", "standard") == "standard" and winner is not None:
            worth = sum(hand_points(h) for s, h in enumerate(hands) if s != winner)
            title = self.t("ui-round-title", player=view.name(winner), points=worth)
            if title not in texts and not view.teams:
                self.found(f"the summary's title is not {title!r}: {texts[:3]}")

    def look_at_podium(self, podium) -> None:
        view = self.table.view
        winner = view.game_winner
        self.saw("podium")
        if winner is None:
            self.found("the game is over with no winner")
            return
        texts = [text for text, _r in getattr(podium, "drawn_texts", [])] + [
            getattr(e, "text", "") for e in podium.manager.get_sprite_group().sprites()
        ]
        best = max(view.scores)
        if view.options.get("scoring", "standard") == "standard" and view.scores[winner] != best:
            self.found(f"seat {winner} is said to win with {view.scores[winner]}, {best} is the most")
        if not any(view.name(winner) in text for text in texts):
            self.found(f"the podium does not name the winner {view.name(winner)}: {texts}")
        self.look_at_numbers(podium, view)

    def look_at_numbers(self, podium, view) -> None:
        """The match in numbers (most rounds won, best round, most UNO calls, most catches): each value
        and whose it is, against the game's own moves replayed through the rules (counted here)."""
        game = self.table.port.kept_game()
        if game is None:
            return
        counts = {k: [0] * view.players for k in ("rounds", "best", "uno", "catches")}

        def count(_index, _seat, _action, events) -> None:
            for e in events:
                if isinstance(e, ev.RoundEnded):
                    counts["rounds"][e.winner] += 1
                    counts["best"][e.winner] = max(counts["best"][e.winner], e.points)
                elif isinstance(e, ev.UnoCalled):
                    counts["uno"][e.seat] += 1
                elif isinstance(e, ev.UnoCaught):
                    counts["catches"][e.catcher] += 1

        game.rebuild(count)
        shown = podium.highlights()
        for (_icon, what, value, whose), key in zip(shown, ("rounds", "best", "uno", "catches"), strict=True):
            most = max(counts[key])
            holders = [view.name(s) for s, v in enumerate(counts[key]) if v == most]
            self.saw("numbers")
            if value != (str(most) if most else "–"):
                self.found(f"{what!r} says {value}, the game's moves say {most} ({counts[key]})")
            if most and len(holders) == 1 and whose != holders[0]:
                self.found(f"{what!r} is said to be {whose!r}'s, it is {holders[0]}'s")
            if most and len(holders) > 1 and any(whose == name for name in holders):
                self.found(f"{what!r}: a tie of {holders} is said to be {whose!r}'s alone")


# ---------------------------------------------------------------------------------- playing
def act(drv, table: TableScreen, rng: random.Random) -> None:
    """What a person at the screen does now: a dialog answered (Enter on its first choice, or a click),
    "Pass to ..." confirmed, the round summary read on, a card played by the keys (now and then the
    hint asked for first, or a card that does not fit clicked), else nothing."""
    top = drv.top
    if top is table:
        if table.jump_in_cards() and rng.random() < 0.5:
            drv.key(pygame.K_j, frames=1)  # the top card's twin, out of turn (house option)
            return
        if not table.my_turn():
            return
        view = table.view
        if len(view.hand or ()) == 2 and view.may_call_uno and rng.random() < 0.8:
            drv.key(pygame.K_u, frames=1)
        key = view.decision_key()
        if table.hint_action is None and rng.random() < 0.2 and getattr(table, "_asked", None) != key:
            table._asked = key  # the hint asked for once a decision; the move waits for its words
            drv.key(pygame.K_h, frames=1)
            return
        if table.hint_action is None and table.hint_job is not None:
            return
        legal = {a.card for a in view.actions() if isinstance(a, Play)}
        dark = [n for n in table.scene.hands[table.scene.me] if n.drawable.code not in legal]
        if dark and rng.random() < 0.25:
            node = rng.choice(dark)  # a card that does not fit: the table says so
            drv.click((node.x, node.y), frames=1)
            return
        if table.scene.playable:
            drv.key(pygame.K_RETURN, frames=1)
        elif table.buttons["keep"].visible:
            drv.key(pygame.K_k, frames=1)
        else:
            drv.key(pygame.K_d, frames=1)
    elif is_screen(top, "privacy") or is_screen(top, "round_summary"):
        focus = getattr(top, "focusables", [])
        if focus:
            drv.click(focus[0].rect.center, frames=1)
    elif isinstance(top, Dialog):
        focus = top.focusables
        if focus:
            drv.click(rng.choice(focus).rect.center, frames=1)


def play(drv, game, seed: int, frames: int = 20_000, to_end: bool = True) -> tuple[list[str], dict[str, int]]:
    """Play `game` (a SavedGame) at the real table screen to the podium (`to_end`; else for `frames`
    frames at most); what the witness found untrue, and what it checked."""
    table = TableScreen.new(drv.app, game)
    drv.app.push(table)
    witness = Witness(drv, table)
    rng = random.Random(seed)
    for _ in range(frames):
        drv.run(1, dt=0.1)  # a tenth of a second: the computers' pauses (a jump-in's hold) pass sooner
        witness.look()
        if is_screen(drv.top, "game_over"):
            break
        act(drv, table, rng)
        witness.look()
    else:
        if to_end:
            witness.found(f"the game did not end within {frames} frames: {type(drv.top).__name__}")
    return witness.findings, witness.seen
