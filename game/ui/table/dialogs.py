"""The table's decision dialogs: the colour picker (UNO stays usable in it), the choice between plays of
one card (its colour, power towers or swap target), and the dialog each decision of the shown person
needs: cards shown to them, a Wild Draw Four to challenge or accept, a draw stack to add to or take,
which drawn card to keep, which cards to discard down to seven. Each is given the shown seat's
`TableView` (its legal moves) and a `done(action)` callback that gets the chosen move; the screen
submits it. They open their dialogs through the screen's `open`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from html import escape
from typing import TYPE_CHECKING

import pygame

from game.rules import HAND_TARGET, Accept, Challenge, ChooseColor, Discard, Draw, Keep, Play
from game.rules.cards import CHALLENGE_GUILTY_DRAW, CHALLENGE_INNOCENT_DRAW, COLORS, TOWER_BLOCKS
from game.scene.cardart import card_height
from game.scene.hands import hand_sort_key
from game.ui.kit import Dialog, MultiDialog, tokens
from game.ui.kit.dialogs import PAD
from game.ui.table.movelog import said_name

if TYPE_CHECKING:
    from game.play.tableview import TableView
    from game.ui.table.host import DialogHost

Done = Callable[[object], object]


@dataclass(eq=False)
class Ticket:
    """The decision the table's dialogs were opened for: the view's `decision_key` and version. Every
    dialog opened for it (the decision's own, and the choices a card leads to: a wild's colour, towers,
    a swap target) closes the moment the view moves to another decision, and an answer is sent only
    while the view is still at the ticket's version (a later view of the same decision, after another
    seat's UNO call, carries the ticket on: its answers mean the same there). Once answered
    (`answered`), the ticket ends with the next version."""

    key: tuple
    version: int
    dialogs: list = field(default_factory=list)
    answered: bool = False


#: a colour button's shape: its radius and its distance from the button's left edge, in design units
SHAPE_R, SHAPE_AT = 9, 12


class ColorDialog(Dialog):
    """The colour picker; UNO stays usable in it (a second-to-last wild), as U or its own button
    (`table.can_call_uno` and `table.call_uno`: the table screen's, so UNO goes through its one door)."""

    def __init__(self, app, table: DialogHost, callback, card: str | None = None):
        ctx = app.ctx
        choices = [(ctx.localizer.color_name(c), c) for c in COLORS]
        super().__init__(
            app,
            ctx.t("ui-color-title"),
            rule_words(table, card) if card is not None else "",
            choices,
            callback,
            cancel="cancel",
            object_ids={c: f"#color_{c}" for c in COLORS},
        )
        self.table = table

    def panel_rect(self):
        """Sized to its content: the title, the row of colours, and the UNO button only when it is there."""
        r = super().panel_rect()
        uno_row = self.px(tokens.CONTROL_HEIGHT + tokens.SPACE_M) if self.table.can_call_uno() else 0
        height = self.fit().height + uno_row
        return pygame.Rect(r.x, (self.ctx.size[1] - height) // 2, r.w, height)

    def build(self) -> None:
        super().build()
        r = self.panel_rect()
        pad, high = self.px(PAD), self.px(tokens.CONTROL_HEIGHT)
        if self.table.can_call_uno():
            self.button(
                (r.centerx - self.px(80), r.bottom - pad - high, self.px(160), high),
                self.t("ui-uno"),
                self.uno,
                "#uno",
            )

    def answer_width(self, font) -> int:
        """A colour's name in the buttons' own bold type (larger than the measured body type) with room
        on each side for its shape (issue 41: in Finnish the shape touched the word)."""
        bold = self.ctx.font(tokens.TYPE_SUBHEADING, True)
        words = max(bold.size(t)[0] for t in self.button_texts())
        return words + 2 * (self.px(SHAPE_AT) + 2 * self.px(SHAPE_R) + self.px(tokens.SPACE_S))

    def uno(self) -> None:
        self.table.call_uno()
        self.rebuild()

    def draw(self, surface) -> None:
        """Each colour button carries its colour's shape (the colour-blind cards' shapes) beside its name."""
        super().draw(surface)
        from game.scene.palette import draw_shape

        names = {self.ctx.localizer.color_name(c): c for c in COLORS}
        for b in self.focusables:
            c = names.get(b.text)
            if c is not None and b.visible:
                r = self.px(SHAPE_R)
                at = (b.rect.x + self.px(SHAPE_AT) + r, b.rect.centery)
                draw_shape(surface, c, at, r, fill=(255, 255, 255))

    def on_key(self, event) -> bool:
        if event.key == pygame.K_u:
            self.uno()
            return True
        keys = {pygame.K_r: "r", pygame.K_y: "y", pygame.K_g: "g", pygame.K_b: "b"}
        if event.key in keys:
            self.answer(keys[event.key])
            return True
        return False


def discard_area(table: DialogHost) -> pygame.Rect | None:
    """The discard pile's top card and the badge of the colour in force, as the table lays them out."""
    scene = table.scene
    if scene is None:
        return None
    L = scene.layout
    w, h = L.pile_w, card_height(L.pile_w)
    area = pygame.Rect(0, 0, w, h)
    area.center = (round(L.discard_pos[0]), round(L.discard_pos[1]))
    badge = pygame.Rect(0, 0, w, w)
    badge.center = (round(L.color_pos[0]), round(L.color_pos[1]))
    return area.union(badge).inflate(w // 4, w // 4)


def rule_words(table: DialogHost, card: str) -> str:
    """What the house rule `card` carries at this table does ("" for a card without one): the card and
    its rule named, and the rule's one-line effect."""
    rule = table.port.view.house_rule(card)
    if rule is None:
        return ""
    loc = table.ctx.localizer
    name = loc.card_name(card, rule)
    effect = loc.attribute(f"house-rule-{rule}", "description") or ""
    words = table.t("ui-card-rule", card=name, effect=effect)
    return words[:1].upper() + words[1:]  # it begins with the card's name, lower case in some languages


def towers_question(table: DialogHost, combos) -> str:
    """The towers dialog's question, and for each tower on offer what it blocks and who holds it."""
    view = table.port.view
    lines = [table.t("ui-towers-question")]
    for tower in dict.fromkeys(t for combo in combos for t in combo):
        holder = view.towers.get(tower)
        rank = TOWER_BLOCKS[tower]
        if holder is None:
            lines.append(table.t("ui-towers-free", tower=tower, rank=rank))
        else:
            lines.append(table.t("ui-towers-held", tower=tower, rank=rank, player=view.name(holder)))
    return "<br>".join(escape(line) for line in lines)


def choose_play(table: DialogHost, plays: list[Play], done: Done) -> None:
    """Choose one of `plays` (all of one card), asking first for what tells them apart: the colour, the
    power towers or the swap target; `done` gets the chosen play (nothing when cancelled)."""
    colors = {p.color for p in plays}
    if len(colors) > 1:

        def picked(color):
            if color in COLORS:
                choose_play(table, [p for p in plays if p.color == color], done)

        table.open(ColorDialog(table.app, table, picked, plays[0].card))
        return
    towers = list(dict.fromkeys(p.towers for p in plays))
    if len(towers) > 1:
        names = [(" + ".join(table.t("tower-name", tower=t) for t in combo), combo) for combo in towers]
        table.open(
            Dialog(
                table.app,
                table.t("ui-towers-title"),
                towers_question(table, towers),
                names,
                lambda combo: (
                    choose_play(table, [p for p in plays if p.towers == combo], done)
                    if combo != "cancel"
                    else None
                ),
                cancel="cancel",
                columns=3,
            )
        )
        return
    targets = list(dict.fromkeys(p.swap_with for p in plays))
    if len(targets) > 1:
        people = [(table.port.view.name(t), t) for t in targets if t is not None]
        table.open(
            Dialog(
                table.app,
                table.t("ui-swap-title"),
                table.t("ui-swap-question"),
                people,
                lambda t: (
                    choose_play(table, [p for p in plays if p.swap_with == t], done)
                    if t != "cancel"
                    else None
                ),
                cancel="cancel",
                columns=3,
            )
        )
        return
    p = plays[0]
    done(Play(p.card, p.color, p.towers, False, p.swap_with))


def shown_key(v: TableView) -> tuple | None:
    """What tells one showing of a hand (to a challenger) from the next: the screen shows each once."""
    return None if v.shown is None else (v.shown, v.discard_size)


def challenge_verdict(table: DialogHost, v: TableView) -> str:
    """The log's last sentence on a challenge (who was right, who draws), as the table says it ("": no
    challenge in the log)."""
    entry = next((e for e in reversed(table.port.log) if e[0].startswith("log-challenge-")), None)
    if entry is None:
        return ""
    msg_id, args = entry
    words = dict(args)
    if "player" in words:  # a seat, or (a network table's) a name then or a computer for one
        words["player"] = said_name(table.ctx.localizer, words["player"], v.seats)
    return table.ctx.localizer.format(msg_id, **words)


def mover_name(table: DialogHost, v: TableView, seat: int) -> str:
    """Who made `seat`'s last move, as the move log says it (a network table: the person then, or a
    computer for them; issue 40), else the seat's name now."""
    who = getattr(table.port, "mover_of", lambda seat: None)(seat)
    return v.name(seat) if who is None else said_name(table.ctx.localizer, who, v.seats)


def open_decision_dialog(table: DialogHost, v: TableView, done: Done) -> None:
    """Open the dialog the shown person's decision in `v` needs (colour, challenge, keep, discard,
    stack), or the cards a challenge showed them; `done` gets the chosen move."""
    legal = v.actions()
    loc = table.ctx.localizer
    if v.shown is not None and table.shown_seen != shown_key(v):
        table.shown_seen = shown_key(v)
        seat, shown_cards = v.shown
        text = escape(", ".join(loc.card_name(c) for c in sorted(shown_cards, key=hand_sort_key)))
        verdict = challenge_verdict(table, v)
        if verdict:  # who won the challenge, then the hand that decided it (issue 41: only the hand)
            text = f"<b>{escape(verdict)}</b><br>{text}"
        table.open(  # only cards to look at: it sends no move, and stays until it is read
            Dialog(
                table.app,
                table.t("ui-shown-title", player=v.name(seat)),
                text,
                [(table.t("ui-ok"), True)],
                None,
                cancel=True,
                cards=tuple(sorted(shown_cards, key=hand_sort_key)),
            ),
            bound=False,
        )
        return
    if v.turn != v.seat:
        return
    if v.phase == "color":
        table.open(ColorDialog(table.app, table, lambda c: done(ChooseColor(c)) if c in COLORS else None))
    elif v.phase == "challenge":
        choices = []
        can_challenge = any(isinstance(a, Challenge) for a in legal)
        if can_challenge:
            choices.append((table.t("ui-challenge"), "challenge"))
        # taking a stack of draw cards reads as the stack dialog's Take, wherever it is offered (issue 40)
        accept = "ui-accept-draw" if can_challenge else "ui-stack-take"
        choices.append((table.t(accept, count=v.pending), "accept"))
        stack = [a for a in legal if isinstance(a, Play)]
        if stack:
            choices.append((table.t("ui-stack-play", card=loc.card_name(stack[0].card)), "stack"))

        def answered(value):
            if value == "challenge":
                done(Challenge())
            elif value == "accept":
                done(Accept())
            elif value == "stack":
                choose_play(table, stack, done)

        accused = mover_name(table, v, v.w4_player or 0)
        if can_challenge:
            title = table.t("ui-challenge-title", player=accused)
            message = table.t(
                "ui-challenge-question",
                player=accused,
                right=CHALLENGE_GUILTY_DRAW,
                wrong=CHALLENGE_INNOCENT_DRAW,
            )
        else:  # a stacked Wild Draw Four cannot be challenged: stack on it or take it all
            title, message = table.t("ui-stack-title"), table.t("ui-stack-question", count=v.pending)
        dialog = Dialog(table.app, title, message, choices, answered, columns=3)
        dialog.avoid = discard_area(table)  # the colour being judged stays in sight
        table.open(dialog)
    elif v.phase == "play" and v.pending:
        plays = [a for a in legal if isinstance(a, Play)]
        cards = list(dict.fromkeys(p.card for p in plays))
        # Take first, in the same place whatever may be stacked; the question asks only what may be done
        choices = [(table.t("ui-stack-take", count=v.pending), "take")]
        choices += [(table.t("ui-stack-play", card=loc.card_name(c)), c) for c in cards]
        question = "ui-stack-question" if cards else "ui-stack-none"

        def stacked(value):
            if value == "take":
                done(Draw())
            else:
                choose_play(table, [p for p in plays if p.card == value], done)

        table.open(
            Dialog(
                table.app,
                table.t("ui-stack-title"),
                table.t(question, count=v.pending),
                choices,
                stacked,
                columns=2,
            )
        )
    elif v.phase == "keep" and v.hand is not None:
        cards = sorted(dict.fromkeys(v.hand), key=hand_sort_key)
        keeps: list[tuple[str, str | None]] = [(loc.card_name(c), c) for c in cards]
        keeps.append((table.t("ui-keep-all"), None))
        table.open(
            Dialog(
                table.app,
                table.t("ui-keep-title"),
                table.t("ui-keep-question"),
                keeps,
                lambda c: done(Keep(c if isinstance(c, str) else None, uno=isinstance(c, str))),
                columns=3,
            )
        )
    elif v.phase == "discard" and v.hand is not None:
        need = len(v.hand) - HAND_TARGET
        cards = sorted(v.hand, key=hand_sort_key)
        choices = [(loc.card_name(c), c) for c in cards]
        question = table.t("ui-discard-question", count=need)
        table.open(
            MultiDialog(
                table.app,
                table.t("ui-discard-title"),
                question,
                choices,
                lambda cs: done(Discard(tuple(cs))),
                need,
                table.t("ui-ok"),
                columns=4,
            )
        )


def needs_dialog(v: TableView, shown_seen) -> bool:
    """The seat of `v` has a decision a dialog asks for (or cards shown to it not yet seen: `shown_seen`
    is the `shown_key` of the showing last seen)."""
    if v.shown is not None and shown_seen != shown_key(v):
        return True
    return v.turn == v.seat and (
        v.phase in ("color", "challenge", "keep", "discard") or (v.phase == "play" and v.pending > 0)
    )
