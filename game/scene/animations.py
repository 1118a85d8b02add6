"""Engine event -> animation. Each handler queues one step: a builder that updates the scene's model
when the step starts and returns (timeline, hold): `hold` seconds later the next step may start.

Durations are at speed 1; the animator scales them (0 = instant).
"""

from __future__ import annotations

import functools
from collections.abc import Callable

from game.rules import events as ev
from game.rules.cards import CARDS, SYMBOLS

from . import counts, moments
from .node import Node
from .sprites import BannerSprite, BubbleSprite, IconSprite, TextSprite
from .tween import Call, Timeline, Tween


def enqueue_event(scene, event, landed: Callable[[], None] | None = None) -> None:
    """Queue `event`'s step; `landed` is called when its animation has landed (the move log says its
    line then), at once for an event that shows nothing."""
    handler = HANDLERS.get(type(event))
    if handler is not None:
        scene.enqueue(lambda: _landing(_sounded(scene, event, handler), landed))
    elif landed is not None:
        scene.enqueue(lambda: (Call(landed), 0.0))


def _landing(step, landed: Callable[[], None] | None):
    """`step` (item, hold) with `landed` called where its item ends."""
    item, hold = step
    if landed is None:
        return item, hold
    if item is None:
        return Call(landed), hold
    tl = item if isinstance(item, Timeline) else Timeline().add(item, 0.0)
    tl.at(tl.total, Call(landed))
    return tl, hold


# -- sound (issue 24): each step's sounds ride on its timeline, so they ring where the motion lands -----


def _sounded(scene, event, handler):
    """Build the step, then place its sounds (game/audio/cues.py) on its timeline: at the animation
    speed, where the card lands; with "instant" they ring as the step finishes."""
    audio = scene.audio
    turn_before = scene.turn
    item, hold = handler(scene, event)
    if audio is None:
        return item, hold
    found = audio.cues(event, scene.me, scene.ai, turn_before)
    if not found:
        return item, hold
    tl = item if isinstance(item, Timeline) else Timeline()
    if item is not None and tl is not item:
        tl.at(0, item)
    for cue in found:
        pan = 0.0
        if cue.seat is not None and 0 <= cue.seat < scene.players:
            pan = scene.layout.seat(cue.seat).plate.centerx / max(1, scene.size[0]) * 2 - 1
        tl.at(cue.at, Call(functools.partial(audio.play, cue.sound, pan)))
    return tl, hold


# -- small effects ---------------------------------------------------------------------------------


def pop(scene, drawable, pos, hold: float = 0.7, rise: float = 0.0) -> Timeline:
    """A transient mark: pops in, waits, fades out and is removed."""
    node = scene.fx(Node(pos[0], pos[1], scale=0.2, opacity=0.0, drawable=drawable, hittable=False))
    tl = Timeline()
    tl.at(0, Tween(node, "scale", 1.0, 0.28, "out_back"))
    tl.at(0, Tween(node, "opacity", 1.0, 0.15, "linear"))
    if rise:
        tl.at(0, Tween(node, "y", pos[1] - rise, hold + 0.5, "out_quad"))
    tl.at(0.28 + hold, Tween(node, "opacity", 0.0, 0.25, "in_quad", on_complete=node.detach))
    return tl


def _unit(scene) -> float:
    return scene.layout.unit


def _bubble(scene, seat, text, fill=(255, 255, 255)) -> Timeline:
    sl = scene.layout.seat(seat)
    return pop(scene, BubbleSprite(text, max(14, round(30 * _unit(scene))), fill), sl.bubble, hold=0.9)


def _mark(scene, seat, kind) -> Timeline:
    sl = scene.layout.seat(seat)
    size = max(24, round(64 * _unit(scene)))
    return pop(scene, IconSprite(kind, size), sl.plate.center, hold=0.45)


def _label(scene, pos, text, color=(255, 255, 255), rise=30) -> Timeline:
    size = max(14, round(34 * _unit(scene)))
    return pop(scene, TextSprite(text, size, color), pos, hold=0.5, rise=rise * _unit(scene))


# -- handlers --------------------------------------------------------------------------------------


def dealer_drawn(scene, e: ev.DealerDrawn):
    tl = Timeline()
    gap = min(0.12, 0.9 / max(1, len(e.draws)))
    for i, (seat, card) in enumerate(e.draws):
        node = scene.new_card(card, face_up=False)
        scene.staging.append((node, scene.layout.seat(seat).front))
        tl.at(i * gap, scene.flip(node, True, 0.3))
    tl.at(0, scene.settle(0.4, stagger=gap))
    scene.dealer = e.dealer
    shown = tl.total + 0.1
    tl.at(shown, _bubble(scene, e.dealer, scene.text("scene-dealer")))

    def gather():
        back = Timeline()
        for node, _pos in scene.staging:
            back.with_(scene.flip(node, False, 0.2))
            scene.returning.append(node)
        scene.staging.clear()
        back.at(0.2, scene.settle(0.35))
        back.call(_clear_returning(scene))
        return back, 0.55

    scene.queue.appendleft(gather)
    return tl, shown + 0.9


def _clear_returning(scene):
    def clear():
        for node in scene.returning:
            node.detach()
        scene.returning.clear()

    return clear


def round_started(scene, e: ev.RoundStarted):
    scene.dealer = e.dealer
    scene.revealed = False
    for plate in scene.plates:  # last round's winner: no gold frame now (only the seat on turn has one)
        plate.winner = False
    scene.towers = dict.fromkeys(SYMBOLS)
    scene.set_direction(1)
    for hand in scene.hands:
        for node in hand:
            scene.returning.append(node)
            node.drawable.face_up = False
            node.drawable.glow = node.drawable.dim = False
        hand.clear()
    for node in scene.discard:
        node.drawable.face_up = False
        scene.returning.append(node)
    scene.discard.clear()
    scene.discard_count = 0
    tl = scene.settle(0.4)
    tl.call(_clear_returning(scene))
    return tl, 0.3 if scene.returning else 0.0


def card_dealt(scene, e: ev.CardDealt):
    node = scene.new_card(e.card, face_up=False)
    scene.give(e.seat, node)
    tl = scene.settle(0.32)
    if e.seat == scene.me and e.card:
        tl.at(0.1, scene.flip(node, True, 0.2))
    return tl, min(0.06, 3.2 / (7 * scene.players))  # a whole deal takes at most ~3 s


def start_card_turned(scene, e: ev.StartCardTurned):
    node = scene.new_card(e.card, face_up=False)
    scene.push_discard(node)
    color = CARDS[e.card].color or ""
    scene.color = color  # the ring and the badge take it when the card has turned
    tl = scene.settle(0.4)
    tl.at(0.05, scene.flip(node, True, 0.3))
    tl.at(tl.total, Call(lambda: scene.show_color(color)))
    return tl, 0.4


def card_returned(scene, e: ev.CardReturned):
    if scene.discard and scene.discard[-1].drawable.code == e.card:
        node = scene.discard.pop()
    else:
        node = scene.new_card(e.card, face_up=True, at=scene.layout.discard_pos)
    scene.discard_count -= 1
    scene.returning.append(node)
    tl = scene.flip(node, False, 0.2)
    tl.at(0.1, scene.settle(0.35))
    tl.call(_clear_returning(scene))
    return tl, 0.45


def card_played(scene, e: ev.CardPlayed):
    node = scene.take_from_hand(e.seat, e.card)
    node.offset_y = 0.0
    node.drawable.dim = node.drawable.glow = node.drawable.marked = False  # the hand's marks stay there
    if scene.hovered is node:
        scene.hovered = None
    was_up = node.drawable.face_up and node.drawable.code == e.card
    node.drawable.code = e.card
    scene.push_discard(node)
    tl = scene.settle(0.36, "out_cubic")
    if not was_up:
        node.drawable.face_up = False
        tl.at(0.05, scene.flip(node, True, 0.26))
    # the colour in force changes when the card lands; a wild's named colour shows with its burst
    # (color_chosen): the model knows it at once (reconcile compares it), the ring and badge wait
    scene.color = e.color
    if not CARDS[e.card].is_wild:
        tl.at(tl.total, Call(lambda: scene.show_color(e.color)))
    return tl, 0.32


def cards_drawn(scene, e: ev.CardsDrawn):
    tl = Timeline()
    for i, card in enumerate(e.cards):
        node = scene.new_card(card, face_up=False)
        scene.give(e.seat, node)
        if e.seat == scene.me and card:
            tl.at(0.1 + i * 0.09, scene.flip(node, True, 0.2))
    tl.at(0, scene.settle(0.34, stagger=0.09))
    if e.reason != "draw":
        scene.plates[e.seat].flash = 1.0 if scene.speed > 0 else 0.0
        tl.at(0, _label(scene, scene.layout.seat(e.seat).plate.midtop, f"+{len(e.cards)}", (255, 110, 90)))
    return tl, 0.18 + 0.09 * len(e.cards)


def turn_skipped(scene, e: ev.TurnSkipped):
    return _mark(scene, e.seat, "skip"), 0.35


def direction_changed(scene, e: ev.DirectionChanged):
    scene.set_direction(e.direction)
    size = max(28, round(90 * _unit(scene)))
    return pop(scene, IconSprite("reverse", size), scene.layout.center, hold=0.35), 0.35


def color_chosen(scene, e: ev.ColorChosen):
    """The named colour bursts out of the discard pile and settles into the colour badge (which takes
    the colour as the burst reaches it)."""
    scene.color = e.color
    L = scene.layout
    size = max(28, round(90 * _unit(scene)))
    node = scene.fx(
        Node(
            L.discard_pos[0],
            L.discard_pos[1],
            scale=0.2,
            opacity=0.0,
            drawable=IconSprite(e.color, size),
            hittable=False,
        )
    )
    badge_scale = scene.badge.size / size
    tl = Timeline()
    tl.at(0, Tween(node, "scale", 1.0, 0.25, "out_back"))
    tl.at(0, Tween(node, "opacity", 1.0, 0.12, "linear"))
    tl.at(0.45, Tween(node, "pos", L.color_pos, 0.35, "in_out_cubic"))
    tl.at(0.45, Tween(node, "scale", badge_scale, 0.35, "in_out_cubic"))
    tl.at(0.7, Tween(node, "opacity", 0.0, 0.12, "linear", on_complete=node.detach))
    tl.at(0.8, Call(lambda: scene.show_color(e.color)))
    tl.at(0.8, Tween(scene.badge_node, "scale", 1.3, 0.12, "out_quad"))
    tl.at(0.92, Tween(scene.badge_node, "scale", 1.0, 0.3, "out_back"))
    return tl, 0.5


def tower_taken(scene, e: ev.TowerTaken):
    scene.towers[e.symbol] = e.seat
    node = scene.tower_nodes.get(e.symbol)
    tl = scene.settle(0.4)
    if node is not None:
        node.z = 5
        tl.at(0, _bounce(node))
    return tl, 0.55


def _bounce(node):
    tl = Timeline()
    tl.then(Tween(node, "rotation", 12.0, 0.2, "out_quad"))
    tl.then(Tween(node, "rotation", -8.0, 0.2, "in_out_sine"))
    tl.then(Tween(node, "rotation", 0.0, 0.2, "out_quad"))
    return tl


def towers_returned(scene, e: ev.TowersReturned):
    for symbol in SYMBOLS:
        scene.towers[symbol] = None
    tl = scene.settle(0.5)
    words = scene.text("scene-four-towers")
    tl.at(0, _label(scene, scene.layout.seat(e.seat).plate.midtop, words, (255, 220, 90)))
    return tl, 0.7


def blocked(scene, e: ev.Blocked):
    """The seat's tower shakes and a shield shows over its plate: the card did nothing to it."""
    tl = _mark(scene, e.seat, "shield")
    node = scene.tower_nodes.get(e.symbol)
    if node is not None:
        tl.at(0, _bounce(node))
    return tl, 0.5


def challenge_resolved(scene, e: ev.ChallengeResolved):
    tl = _bubble(scene, e.challenger, scene.text("scene-challenge"))
    verdict = scene.text("scene-guilty" if e.guilty else "scene-innocent")
    tl.at(0.5, _bubble(scene, e.challenged, verdict, (255, 200, 190) if e.guilty else (200, 240, 200)))
    if e.hand and e.challenger == scene.me:
        tl.at(0.5, _show_hand(scene, e.challenged, e.hand))
    return tl, 0.9


def _show_hand(scene, seat, hand) -> Timeline:
    """The challenged hand, shown face up to the challenger for a moment (temporary cards)."""
    sl = scene.layout.seat(seat)
    tl = Timeline()
    cw = scene.layout.pile_w * 0.7
    for i, code in enumerate(hand):
        x = sl.front[0] + (i - (len(hand) - 1) / 2) * cw * 0.6
        node = scene.new_card(code, face_up=True, at=(x, sl.front[1]))
        node.scale = cw / scene.ref_w
        node.opacity = 0.0
        node.z = 5000 + i
        tl.at(0, Tween(node, "opacity", 1.0, 0.2))
        tl.at(1.4, Tween(node, "opacity", 0.0, 0.3, on_complete=node.detach))
    return tl


def hands_shuffled(scene, e: ev.HandsShuffled):
    """Gather every hand to the centre, then deal them out again one card at a time. The plates keep the
    counts they showed until the deal is done (not 0 while the cards lie in the middle)."""
    center = scene.layout.center
    arrived = counts.hold(scene, range(scene.players))
    gathered = []
    for hand in scene.hands:
        gathered.extend(hand)
        hand.clear()
    for i, node in enumerate(gathered):
        node.drawable.face_up = False
        node.drawable.glow = node.drawable.dim = False
        node.offset_y = 0.0
        scene.staging.append((node, (center[0] + (i % 5) * 2, center[1] - (i % 5) * 2)))
    scene.hovered = None
    tl = scene.settle(0.4, stagger=0.01)
    n = scene.players

    def deal():
        nodes = [node for node, _ in scene.staging]
        scene.staging.clear()
        counts = [0] * n
        deal_tl = Timeline()
        order = []
        seat = e.seat
        remaining = list(e.sizes)
        while any(remaining[s] > counts[s] for s in range(n)):  # from the player's left, going left
            seat = (seat + 1) % n
            if counts[seat] < remaining[seat]:
                counts[seat] += 1
                order.append(seat)
        for seat in order:
            node = nodes.pop() if nodes else scene.new_card(None, at=center)
            node.drawable.code = None if seat != scene.me else node.drawable.code
            scene.hands[seat].append(node)
        for node in nodes:
            node.detach()
        scene.exposed_local_refresh = True
        deal_tl.at(0, scene.settle(0.3, stagger=0.04))
        return _arrive(deal_tl, arrived), 0.3

    scene.queue.appendleft(deal)
    above = (center[0], center[1] - scene.layout.pile_w * 1.4)
    tl.at(0, _label(scene, above, scene.text("scene-shuffle"), (255, 230, 120)))
    return tl, 0.6


def hands_swapped(scene, e: ev.HandsSwapped):
    a, b = e.seat, e.other
    arrived = counts.hold(scene, (a, b))  # the plates' counts change when the cards arrive
    scene.hands[a], scene.hands[b] = scene.hands[b], scene.hands[a]
    turning = _hide_moved(scene, (a, b))
    return _arrive(_with_turns(scene.settle(0.5, "in_out_cubic"), scene, turning), arrived), 0.6


def hands_rotated(scene, e: ev.HandsRotated):
    n = scene.players
    old = scene.hands
    arrived = counts.hold(scene, range(n))
    scene.hands = [old[(s - e.direction) % n] for s in range(n)]
    turning = _hide_moved(scene, range(n))
    return _arrive(_with_turns(scene.settle(0.5, "in_out_cubic"), scene, turning), arrived), 0.6


def _arrive(tl: Timeline, arrived: Callable[[], None]) -> Timeline:
    tl.at(tl.total, Call(arrived))
    return tl


def _hide_moved(scene, seats) -> list:
    """Cards that changed hands show their backs (the local seat's new cards turn face up when the
    view arrives). Returns the cards that were face up: they turn over on the way."""
    turning = []
    for seat in seats:
        for node in scene.hands[seat]:
            node.offset_y = 0.0
            node.drawable.glow = node.drawable.dim = False
            if seat != scene.me and node.drawable.face_up:
                turning.append(node)
    if scene.me in seats:
        scene.exposed_local_refresh = True
    scene.hovered = None
    return turning


def _with_turns(tl: Timeline, scene, turning) -> Timeline:
    for node in turning:
        tl.at(0.05, scene.flip(node, False, 0.3))
    return tl


def cards_discarded(scene, e: ev.CardsDiscarded):
    for card in e.cards:
        node = scene.take_from_hand(e.seat, card)
        node.drawable.code = card
        node.drawable.face_up = True
        node.offset_y = 0.0
        scene.push_discard(node, under=True)
    return scene.settle(0.4, stagger=0.05), 0.45


def uno_called(scene, e: ev.UnoCalled):
    return moments.uno_called(scene, e.seat)


def uno_caught(scene, e: ev.UnoCaught):
    return moments.uno_caught(scene, e.catcher, e.target, e.penalty)


def jumped_in(scene, e: ev.JumpedIn):
    return moments.jumped_in(scene, e.seat, e.turn)


def pile_reshuffled(scene, e: ev.PileReshuffled):
    moved = scene.discard[:-1]
    scene.discard[:] = scene.discard[-1:]
    scene.discard_count = 1 if scene.discard else 0
    for node in moved:
        node.drawable.face_up = False
        scene.returning.append(node)
    tl = scene.settle(0.35, stagger=0.03)
    tl.call(_clear_returning(scene))
    tl.at(0, Tween(scene.pile_node, "rotation", 6.0, 0.15))
    tl.at(0.15, Tween(scene.pile_node, "rotation", 0.0, 0.3, "out_elastic"))
    return tl, 0.45


def turn_changed(scene, e: ev.TurnChanged):
    scene.turn, scene.phase = e.seat, e.phase
    return None, 0.0


def extra_turn(scene, e: ev.ExtraTurn):
    return _mark(scene, e.seat, "again"), 0.3


def round_ended(scene, e: ev.RoundEnded):
    """Reveal every hand, then show who won and the points."""
    tl = Timeline()
    scene.phase = "round_over"
    scene.revealed = True
    for seat, cards in enumerate(e.hands):
        if seat == scene.me:
            continue
        hand = scene.hands[seat]
        while len(hand) < len(cards):
            hand.append(scene.new_card(None, at=scene.layout.seat(seat).fan_center))
        for i, (node, code) in enumerate(zip(hand, cards, strict=False)):
            tl.at(i * 0.05, scene.flip(node, True, 0.3, code=code))
    tl.at(0, scene.settle(0.5, "in_out_cubic"))
    scene.scores = list(e.scores)
    scene.plates[e.winner].winner = True
    L = scene.layout
    name = scene.name_of(e.winner)  # who won it then (a network seat may have changed hands since)
    banner = round_banner(
        L, scene.text("scene-round-won", player=name), scene.text("scene-round-points", points=e.points)
    )
    tl.at(0.4, pop(scene, banner, (L.center[0], L.center[1] - L.pile_w * 1.7), hold=2.0))
    return tl, 1.2


def game_ended(scene, e: ev.GameEnded):
    L = scene.layout
    banner = game_banner(L, scene.text("scene-game-won", player=scene.name_of(e.winner)))
    return pop(scene, banner, L.center, hold=3.0), 1.0


def round_banner(layout, title: str, points: str) -> BannerSprite:
    """The band that says who won the round, and the points under it."""
    return BannerSprite(
        title, round(layout.width * 0.42), round(90 * layout.unit), points, round(layout.width * 0.9)
    )


def game_banner(layout, title: str) -> BannerSprite:
    """The band that says who won the game."""
    return BannerSprite(
        title, round(layout.width * 0.5), round(110 * layout.unit), "", round(layout.width * 0.9)
    )


HANDLERS = {
    ev.DealerDrawn: dealer_drawn,
    ev.RoundStarted: round_started,
    ev.CardDealt: card_dealt,
    ev.StartCardTurned: start_card_turned,
    ev.CardReturned: card_returned,
    ev.CardPlayed: card_played,
    ev.CardsDrawn: cards_drawn,
    ev.TurnSkipped: turn_skipped,
    ev.DirectionChanged: direction_changed,
    ev.ColorChosen: color_chosen,
    ev.TowerTaken: tower_taken,
    ev.TowersReturned: towers_returned,
    ev.Blocked: blocked,
    ev.ChallengeResolved: challenge_resolved,
    ev.HandsShuffled: hands_shuffled,
    ev.HandsSwapped: hands_swapped,
    ev.HandsRotated: hands_rotated,
    ev.CardsDiscarded: cards_discarded,
    ev.UnoCalled: uno_called,
    ev.UnoCaught: uno_caught,
    ev.JumpedIn: jumped_in,
    ev.PileReshuffled: pile_reshuffled,
    ev.TurnChanged: turn_changed,
    ev.ExtraTurn: extra_turn,
    ev.RoundEnded: round_ended,
    ev.GameEnded: game_ended,
}
