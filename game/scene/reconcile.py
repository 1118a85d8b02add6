"""The table scene against the view: `reconcile` checks the scene's model against a seat's `TableView`
after a move's steps have run (and repairs any difference), `snap` shows a view at once, and the local
hand's marks (what glows, what is dimmed) follow what the view lets be played.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.rules import Options
from game.rules.cards import RANK_OF, SYMBOLS, playable_set

from .cardart import house_rules_of
from .hands import hand_sort_key
from .node import Node

if TYPE_CHECKING:
    from game.play.tableview import TableView

    from .table import TableScene
    from .tween import Timeline


def reconcile(scene: TableScene, view: TableView, playable=None) -> Timeline | None:
    """Check the model against the view; repair (and count) any difference."""
    scene._batches = max(0, scene._batches - 1)
    fixes = []
    turned: list[Node] = []
    local = scene.hands[scene.me]
    if view.hand is None:  # the hand must not show: backs, as many as it holds
        if len(local) != view.hand_sizes[scene.me] or any(n.drawable.code for n in local):
            if len(local) != view.hand_sizes[scene.me] and not scene.exposed_local_refresh:
                fixes.append("local hand")
            _hide_local(scene, view.hand_sizes[scene.me])
    elif view.hand_sizes[scene.me] != len(local) or sorted(n.drawable.code or "?" for n in local) != sorted(
        view.hand
    ):
        if not scene.exposed_local_refresh:
            fixes.append("local hand")
        turned = _rebuild_local(scene, view.hand)
    scene.exposed_local_refresh = False
    for seat in range(scene.players):
        if seat == scene.me:
            continue
        want = view.hand_sizes[seat]
        hand = scene.hands[seat]
        if len(hand) != want:
            fixes.append(f"hand size of seat {seat}: {len(hand)} != {want}")
            while len(hand) > want:
                hand.pop().detach()
            while len(hand) < want:
                hand.append(scene.new_card(None, at=scene.layout.seat(seat).fan_center))
    if (
        scene.discard_count != view.discard_size
        or not scene.discard
        or scene.discard[-1].drawable.code != view.discard_top
    ):
        fixes.append(f"discard {scene.discard_count} != {view.discard_size}")
        scene.discard_count = view.discard_size - min(view.discard_size, 1)
        if not scene.discard or scene.discard[-1].drawable.code != view.discard_top:
            node = scene.new_card(view.discard_top, face_up=True, at=scene.layout.discard_pos)
            scene.push_discard(node)
        else:
            scene.discard_count += 1
    if scene.draw_count != view.draw_size:
        fixes.append(f"draw pile {scene.draw_count} != {view.draw_size}")
        scene.total_cards += view.draw_size - scene.draw_count
    checks = [
        ("colour", scene.color, view.color),
        ("direction", scene.direction, view.direction),
        ("turn", scene.turn, view.turn),
        ("scores", list(scene.scores), list(view.scores)),
        ("towers", scene.towers, {s: view.towers.get(s) for s in SYMBOLS}),
    ]
    for what, model, told in checks:
        if model != told:
            fixes.append(f"{what}: {model} != {told}")
    if scene.color != view.color:  # else the ring and badge follow when the move's card lands
        scene.set_color(view.color)
    scene.set_direction(view.direction)
    scene.turn, scene.phase, scene.dealer = view.turn, view.phase, view.dealer
    scene.teams = view.teams
    scene.scores = list(view.scores)
    scene.towers = {s: view.towers.get(s) for s in SYMBOLS}
    if fixes:
        scene.corrections += len(fixes)
        scene.correction_log.extend(fixes)
    _mark_playable(scene, view, playable)
    scene._refresh_plates()
    tl = scene.settle()
    for node in turned:
        node.drawable.face_up = False
        tl.at(0.1, scene.flip(node, True, 0.3))
    scene.animator.play(tl)
    return None


def _rebuild_local(scene: TableScene, codes) -> list[Node]:
    """Make the local hand show `codes` (sorted), reusing nodes; returns the nodes that were
    face down (they turn over)."""
    hand = scene.hands[scene.me]
    spare = list(hand)
    hand.clear()
    turned = []
    for code in sorted(codes, key=hand_sort_key):
        node = next((n for n in spare if n.drawable.code == code and n.drawable.face_up), None)
        if node is not None:
            spare.remove(node)
        elif spare:
            node = spare.pop()
            node.drawable.code = code
            if not node.drawable.face_up:
                turned.append(node)
        else:
            node = scene.new_card(code, at=scene.layout.seat(scene.me).fan_center)
        node.drawable.face_up = True
        hand.append(node)
    for node in spare:
        node.detach()
    return turned


def _hide_local(scene: TableScene, count: int) -> None:
    """The local hand as `count` backs, with nothing on them that tells anything about it (no
    glow, no lift, no marker): its owner is not at the screen."""
    hand = scene.hands[scene.me]
    while len(hand) > count:
        hand.pop().detach()
    while len(hand) < count:
        hand.append(scene.new_card(None, at=scene.layout.seat(scene.me).fan_center))
    for node in hand:
        d = node.drawable
        d.code = None
        d.face_up = d.glow = d.dim = d.marked = False
    if scene.hovered is not None and scene.hovered in hand:
        scene.hover(None)


def show_local(scene: TableScene, view: TableView) -> None:
    """Lay the local hand out as `view` shows it, at once: face up with what it may play marked, or
    (a view with no hand) face down, while its owner is away."""
    if view.hand is None:
        _hide_local(scene, view.hand_sizes[scene.me])
    else:
        for node in _rebuild_local(scene, view.hand):
            node.drawable.face_up = True
    _mark_playable(scene, view, None)
    scene._refresh_plates()
    scene.animator.play(scene.settle())
    light_when_still(scene)


def end_jump_chance(scene: TableScene, view: TableView) -> tuple[None, float]:
    """A move's animation starts: a twin that may no longer jump in after it stops glowing now, and
    the other cards brighten, rather than when the move has landed (the chance ended with the move)."""
    still = scene.jumpable & set(view.jump_in if view.turn != scene.me else ())
    if still != scene.jumpable:
        scene.jumpable = still
        _paint_marks(scene, False, light=False)  # out of turn until the move lands (reconcile marks it)
    return None, 0.0


def _lit(scene: TableScene, view: TableView, playable) -> tuple[set[str], set[str], bool]:
    """What `view` lights in the local hand: the playable cards, the jump-in twins, and whether it
    is the local seat's turn to play."""
    if view.hand is None:
        playable = set()
    elif playable is None:
        playable = set()
        if view.turn == scene.me and view.phase in ("play", "drawn") and view.discard_size:
            ok = playable_set(view.discard_top, view.color, view.start_on_top)
            if view.phase == "drawn":
                playable = {view.drawn} & set(view.hand) & ok if view.drawn else set()
            elif view.pending:
                playable = {c for c in view.hand if RANK_OF[c] == view.pending_rank}
            else:
                playable = set(view.hand) & ok
    my_turn = view.turn == scene.me and view.phase in ("play", "drawn") and view.hand is not None
    # jump-in (house option): out of turn, the top card's twin glows (the others stay as they are)
    jumpable = set(view.jump_in) if view.hand is not None and view.turn != scene.me else set()
    return set(playable), jumpable, my_turn


def _mark_playable(scene: TableScene, view: TableView, playable) -> None:
    """What `view` lets be played: the cards that may no longer go dark now, the others light once
    the table is still (`light_when_still`)."""
    scene.playable, scene.jumpable, scene._my_turn = _lit(scene, view, playable)
    _paint_marks(scene, scene._my_turn, light=False)
    scene._light_due = True


def light_when_still(scene: TableScene) -> None:
    """Light the cards that may be played once nothing on the table moves any more (issue 30: a lit
    card is one a click plays now, where it glows). A card lit while it still flies into the hand
    (the card just drawn) or slides to its new place would be clicked where it no longer is: the
    click found nothing, and the card stayed lit and unplayed."""
    if scene._light_due and not scene.busy:
        scene._light_due = False
        _paint_marks(scene, scene._my_turn)


def unlight(scene: TableScene, view: TableView, playable) -> None:
    """A move has arrived and waits to be shown: a card it takes the chance to be played from goes
    dark at once (a lit card is one a click plays now, issue 30); the cards it lets be played light
    only once it is shown (`reconcile`)."""
    lit, jumpable, my_turn = _lit(scene, view, playable)
    lit = lit if my_turn else set()
    shown = sorted(n.drawable.code or "?" for n in scene.hands[scene.me])
    if view.hand is not None and shown != sorted(view.hand):  # the hand is laid out anew: its cards
        lit, jumpable = set(), set()  # move, and light again where they come to rest
    for node in scene.hands[scene.me]:
        code = node.drawable.code
        if node.drawable.glow and code not in lit and code not in jumpable:
            node.drawable.glow = False
    scene.playable &= lit  # (the jump-in twins' own marks end as the move starts: end_jump_chance)


def _paint_marks(scene: TableScene, my_turn: bool, light: bool = True) -> None:
    """Glow what may be played (on turn) or jump in (out of turn); dim the rest. `light` False: no
    card that is dark lights now (only the ones that may no longer be played go dark)."""
    for node in scene.hands[scene.me]:
        code = node.drawable.code
        lit = (my_turn and code in scene.playable) or code in scene.jumpable
        node.drawable.glow = lit and (light or node.drawable.glow)
        node.drawable.dim = (my_turn and code not in scene.playable) or bool(
            scene.jumpable and code not in scene.jumpable
        )


def snap(scene: TableScene, view: TableView) -> None:
    """Show `view` at once without animation (a loaded game, a new window)."""
    scene.hovered = None
    scene.count_holds.clear()
    scene.art.set_house_rules(house_rules_of(Options.from_json(view.options)))
    scene.total_cards = view.draw_size + sum(view.hand_sizes) + view.discard_size
    for hand in scene.hands:
        for n in hand:
            n.detach()
        hand.clear()
    for n in scene.discard:
        n.detach()
    scene.discard.clear()
    for seat in range(scene.players):
        if seat != scene.me:
            for _ in range(view.hand_sizes[seat]):
                scene.hands[seat].append(scene.new_card(None))
    if view.hand is None:
        _hide_local(scene, view.hand_sizes[scene.me])
    else:
        _rebuild_local(scene, view.hand)
    scene.discard_count = 0
    for code in view.discard_recent:
        scene.push_discard(scene.new_card(code, face_up=True))
    scene.discard_count = view.discard_size
    saved = scene.speed
    scene.animator.speed = 0
    reconcile(scene, view)
    scene.animator.speed = saved
    light_when_still(scene)
    scene.corrections = 0
    scene.correction_log.clear()
