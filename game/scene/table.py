"""TableScene: the table's nodes, its visual model, and the queue that turns engine events into
animation (the handlers live in `animations.py`).

The scene is fed `(events, view)`: the events one move caused and the local seat's `TableView` after
it (game.play.tableview: plain data, the seat's own hand or, while that hand must not show, none: a
spectator's view, and then the local hand is only backs). It never sees the rules' state; the engine
never waits for it. Every event becomes a step; a step
changes the scene's own model of the table (who holds how many cards, the discard pile, towers...)
and animates every node to where that model puts it. When a batch's steps have run, the model is
checked against the view (`corrections` counts any difference it had to repair).
"""

from __future__ import annotations

import math
import random
from collections import deque
from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

import pygame

from game.rules import Options, edition
from game.rules.cards import SYMBOLS

from . import counts, hands, pointing, towers_tray
from . import layout as layout_mod
from . import reconcile as reconcile_mod
from .cardart import CardArt, card_height, house_rules_of
from .compositor import Compositor
from .hands import Slot, hand_sort_key
from .node import Node
from .palette import FELT, FELT_DARK
from .sprites import CardSprite, ColorBadgeSprite, PileSprite, PlateSprite, RingSprite, TowerSprite
from .towerart import TowerArt
from .tween import Animator, Timeline, Tween
from .words import Text, english

if TYPE_CHECKING:
    from game.audio.mixer import Mixer
    from game.play.tableview import TableView

#: a frame's time for drawing card faces ahead of need at 3840x2160 (a face is drawn in steps); less
#: in smaller windows, where faces cost less (about as many faces a frame at every size)
WARM_SECONDS = 0.003


class TableScene:
    FLY = 0.34  # seconds for a card's flight at speed 1

    def __init__(
        self,
        size: tuple[int, int],
        players: int,
        me: int = 0,
        ruleset: str = "classic",
        names: list[str] | None = None,
        ai: list[bool] | None = None,
        speed: float = 1.0,
        colour_blind: bool = False,
        seed: int = 0,
        text: Text | None = None,
        ui_scale: float = 1.0,
        buttons_w: float = layout_mod.BUTTONS_W,
    ):
        self.players, self.me, self.ruleset = players, me, ruleset
        self.buttons_w = buttons_w  # the design units the hand leaves at the right for the buttons
        self.ui_scale = ui_scale  # the UI scale setting (1.0 is 100%): the table's cards grow with it
        self.text = text or english()  # the words on the table, in the player's language
        self.names = names or [("You" if s == me else f"Player {s + 1}") for s in range(players)]
        self.told: list[str] | None = None  # the seats as the move on show names them (`feed`)
        self.ai = ai or [s != me for s in range(players)]
        self.rng = random.Random(seed)  # only for looks (the discard pile's angles)
        self.art = CardArt(colour_blind)
        self.tower_art = TowerArt(colour_blind)
        self.animator = Animator(speed)
        # looks only (the hover lift): never counted in `busy`, so input never waits on them
        self.cosmetic = Animator(speed)
        # the visual model
        self.hands: list[list[Node]] = [[] for _ in range(players)]
        self.discard: list[Node] = []  # the last few cards of the discard pile (top last)
        self.discard_count = 0
        self.staging: list[tuple[Node, tuple[float, float]]] = []  # cards shown in front of seats
        self.returning: list[Node] = []  # cards on their way into the draw pile
        self.total_cards = 0
        self.towers: dict[str, int | None] = dict.fromkeys(SYMBOLS)
        self.color, self.direction, self.turn, self.phase = "", 1, -1, "deal"
        self.scores = [0] * players
        self.dealer = 0
        self.exposed_local_refresh = False  # the local hand changed in a way events do not tell
        self.revealed = False  # the round is over and every hand lies open
        self.corrections = 0
        self.correction_log: list[str] = []
        self.playable: set[str] = set()
        self.jumpable: set[str] = set()  # out of turn: the cards of the local hand that may jump in
        self._my_turn = False  # the local seat plays now (the marks painted: `_paint_marks`)
        self._light_due = False  # cards to light once the table is still (`reconcile.light_when_still`)
        self.teams: tuple[int, ...] | None = None  # each seat's team (house option)
        self.hovered: Node | None = None
        self.count_holds: dict[int, tuple[int, object]] = {}  # counts kept while cards move (counts.py)
        self.uno_live: dict[int, Node] = {}  # seat -> its UNO word on the table (moments.py)
        self.queue: deque = deque()
        self._batches = 0  # fed moves whose steps have not all started
        self._hold = 0.0
        self._flight_z = 1000
        self._bg: pygame.Surface | None = None
        self.compositor = Compositor()  # redraws only what changed since the last frame
        # nodes
        self.root = Node(name="root")
        self.table_layer = self.root.add(Node(z=0, name="table"))
        self.card_layer = self.root.add(Node(z=10, name="cards"))
        self.tower_layer = self.root.add(Node(z=20, name="towers"))
        self.fx_layer = self.root.add(Node(z=30, name="fx"))
        self.tower_nodes: dict[str, Node] = {}
        self.tower_tips = towers_tray.TowerTips(self)  # a tower's tip under the pointer
        # sound (issue 24): game.audio's Mixer, set by the table screen; None: silent
        self.audio: Mixer | None = None
        self.resize(size)

    # ------------------------------------------------------------------------------------ settings
    @property
    def speed(self) -> float:
        return self.animator.speed

    @speed.setter
    def speed(self, value: float) -> None:
        self.animator.speed = value
        self.cosmetic.speed = value
        if value <= 0:
            self.update(0.0)

    @property
    def busy(self) -> bool:
        """A move is still being shown. Cosmetic tweens (a card lifted under the pointer) do not count:
        the game must never wait on them, or a quick click after the pointer arrives would be lost."""
        return bool(self.queue) or self.animator.busy

    def set_colour_blind(self, on: bool) -> None:
        """Colour-blind marks on or off now, on every card and tower already on the table (the sprites
        share the art, which is switched in place)."""
        self.art.set_colour_blind(on)
        self.tower_art.set_colour_blind(on)
        self.resize(self.size)

    # ------------------------------------------------------------------------------------ layout
    def resize(self, size: tuple[int, int], ui_scale: float | None = None) -> None:
        """Recompute the layout for a new window size (and UI scale, if given) and put every node in its
        place at once."""
        self.size = (max(1, int(size[0])), max(1, int(size[1])))
        if ui_scale is not None:
            self.ui_scale = ui_scale
        self.layout = layout_mod.compute(
            *self.size,
            self.players,
            self.me,
            towers=edition(self.ruleset).towers,
            scale=self.ui_scale,
            buttons_w=self.buttons_w,
        )
        self.ref_w = self.layout.seats[self.me].card_w  # every card sprite's width; nodes scale from it
        L = self.layout
        others = [sl.card_w for sl in L.seats if not sl.local] or [L.pile_w]
        self.reveal_w = min(L.pile_w, round(max(others) * 1.3))
        rest = sorted({L.pile_w, round(L.pile_w * 0.7), self.reveal_w} | {sl.card_w for sl in L.seats})
        if rest != self.art.rest_widths:
            self.art.clear()  # faces of the old sizes are not needed any more
        self.art.rest_widths = rest
        self._warm_list = self._warm_plan()
        self.tower_art.rest_heights = towers_tray.rest_heights(L)
        self.tower_tips.hide()
        self._bg = _felt(self.size, self.layout)  # drawn once per window size, not in a frame
        self._build_static()
        for node in self.card_layer.children:
            node.drawable.width = self.ref_w
            node.size = node.drawable.size()
        for node, target in self._targets().items():
            self._place(node, target)
        for symbol, node in self.tower_nodes.items():
            self._place(node, self._tower_target(symbol))
        # loading, not a frame: the backs at every size, then one frame off screen (plates, labels)
        self.warm(len(self.art.rest_widths))
        self.draw(pygame.Surface(self.size))

    def _build_static(self) -> None:
        L = self.layout
        self.table_layer.children.clear()
        self.ring = RingSprite(L.ring)
        self.ring.color, self.ring.direction = self.color, self.direction
        self.table_layer.add(Node(*L.ring.center, drawable=self.ring, name="ring", hittable=False))
        self.pile = PileSprite(self.art, L.pile_w)
        self.pile_node = self.table_layer.add(
            Node(*L.draw_pos, drawable=self.pile, name="draw", size=(L.pile_w, card_height(L.pile_w)))
        )
        self.badge = ColorBadgeSprite(max(16, round(L.pile_w * 0.5)))
        self.badge.color = self.color
        self.badge_node = self.table_layer.add(Node(*L.color_pos, drawable=self.badge, name="color"))
        if L.tray is not None:
            self.table_layer.add(
                Node(
                    *L.tray.center,
                    drawable=towers_tray.TraySprite(self),
                    hittable=False,
                    z=-1,
                )
            )
        self.plates: list[PlateSprite] = []
        for s in range(self.players):
            sl = L.seat(s)
            plate = PlateSprite(sl.plate)
            self.plates.append(plate)
            self.table_layer.add(Node(*sl.plate.center, drawable=plate, name=f"plate{s}", size=sl.plate.size))
        self._refresh_plates()
        if edition(self.ruleset).towers and not self.tower_nodes:
            for symbol in SYMBOLS:
                sprite = TowerSprite(self.tower_art, symbol, L.tray_tower_h, badge=True)
                self.tower_nodes[symbol] = self.tower_layer.add(Node(drawable=sprite, name=f"tower{symbol}"))
        for node in self.tower_nodes.values():
            node.drawable.art = self.tower_art
            node.drawable.height = L.tray_tower_h

    def _warm_plan(self) -> list[tuple[str, int]]:
        """Faces to draw ahead of need, one per frame: the backs, then this edition's deck at each size."""
        from game.rules.editions import edition
        from game.rules.options import Options

        from .cardart import BACK

        codes = sorted(edition(self.ruleset).deck(Options()))
        L = self.layout
        widths = [L.seat(self.me).card_w, L.pile_w] + sorted({sl.card_w for sl in L.seats if not sl.local})
        plan = [(BACK, w) for w in self.art.rest_widths]
        plan += [(code, w) for w in dict.fromkeys(widths) for code in codes]
        return plan[::-1]

    def warm(self, count: int = 1, seconds: float | None = None) -> None:
        """Draw up to `count` card faces that are not cached yet, or those that fit in `seconds`
        (spreads the cost over frames)."""
        self.art.prepare(self._warm_list, count, seconds)

    def refresh_words(self) -> None:
        """The language changed: the plates' words are made again now (not at the next move)."""
        self._refresh_plates()

    def _refresh_plates(self) -> None:
        for s, plate in enumerate(self.plates):
            plate.name = self.names[s]
            plate.ai = self.ai[s]
            plate.cards = counts.shown(self, s)
            plate.score = self.scores[s]
            plate.info = self.text("scene-plate", cards=plate.cards, points=plate.score)
            plate.active = s == self.turn and self.phase not in ("round_over", "game_over")
            plate.dealer = s == self.dealer
            plate.team = None if self.teams is None else self.teams[s]
        self.pile.count = self.draw_count

    @property
    def draw_count(self) -> int:
        held = sum(len(h) for h in self.hands) + len(self.staging)
        return max(0, self.total_cards - held - self.discard_count)

    # where each card node belongs ----------------------------------------------------------------
    def _targets(self) -> dict[Node, tuple[float, float, float, float, float]]:
        """node -> (x, y, rotation, scale, z) for every card node the model places."""
        L = self.layout
        out = {}
        for seat in range(self.players):
            for node, t in zip(self.hands[seat], self.hand_slots(seat, len(self.hands[seat])), strict=True):
                out[node] = t
        pile_scale = L.pile_w / self.ref_w
        for i, node in enumerate(self.discard):
            out[node] = (L.discard_pos[0], L.discard_pos[1], node.discard_angle, pile_scale, 200 + i)
        for i, (node, (x, y)) in enumerate(self.staging):
            out[node] = (x, y, 0.0, pile_scale, 600 + i)
        for node in self.returning:
            out[node] = (L.draw_pos[0], L.draw_pos[1], 0.0, pile_scale, 100)
        return out

    def hand_slots(self, seat: int, n: int) -> list[Slot]:
        return hands.hand_slots(self, seat, n)

    def _tower_target(self, symbol: str) -> tuple[float, float, float, float, float]:
        return towers_tray.tower_target(self, symbol)

    @staticmethod
    def _place(node: Node, target) -> None:
        node.x, node.y, node.rotation, node.scale, node.z = target

    # ------------------------------------------------------------------------------------ card nodes
    def new_card(
        self, code: str | None, face_up: bool = False, at: tuple[float, float] | None = None
    ) -> Node:
        L = self.layout
        x, y = at or L.draw_pos
        sprite = CardSprite(self.art, code, self.ref_w, face_up)
        node = Node(
            x, y, 0.0, L.pile_w / self.ref_w, z=self._next_flight_z(), drawable=sprite, size=sprite.size()
        )
        node.discard_angle = 0.0
        return self.card_layer.add(node)

    def _next_flight_z(self) -> int:
        self._flight_z += 1
        return self._flight_z

    def take_from_hand(self, seat: int, code: str | None) -> Node:
        """The node for a card leaving `seat`'s hand (a back from other hands; made if missing)."""
        hand = self.hands[seat]
        node = None
        if code is not None:
            node = next((n for n in hand if n.drawable.code == code), None)
        if node is None and hand:
            node = hand[-1] if seat != self.me or code is None else None
            if node is None:  # the local hand lacks it: the model went wrong; take any card
                node = hand[-1]
        if node is None:
            node = self.new_card(None, at=self.layout.seat(seat).fan_center)
        else:
            hand.remove(node)
            self.cosmetic.cancel(node)  # a lifted card leaves the hand: its lift must not follow it
            if node is self.hovered:
                self.hovered = None
        node.z = self._next_flight_z()
        return node

    def give(self, seat: int, node: Node) -> None:
        """Put a card node into a seat's hand (face up for the local seat, sorted)."""
        hand = self.hands[seat]
        if seat == self.me and node.drawable.code:
            keys = [hand_sort_key(n.drawable.code) if n.drawable.code else (99,) for n in hand]
            key = hand_sort_key(node.drawable.code)
            i = 0
            while i < len(hand) and keys[i] <= key:
                i += 1
            hand.insert(i, node)
        else:
            hand.append(node)

    def push_discard(self, node: Node, under: bool = False) -> None:
        node.discard_angle = self.rng.uniform(-16, 16)
        if under and self.discard:
            self.discard.insert(len(self.discard) - 1, node)
        else:
            self.discard.append(node)
        self.discard_count += 1

    # ------------------------------------------------------------------------------------ animation
    def settle(
        self, duration: float | None = None, ease: str = "out_cubic", stagger: float = 0.0
    ) -> Timeline:
        """A timeline moving every card node and tower to where the model now puts it."""
        duration = self.FLY if duration is None else duration
        tl = Timeline()
        self._trim_discard()
        moving = 0
        for node, (x, y, rot, scale, z) in self._targets().items():
            if node.z < 1000:
                node.z = z
            if (
                abs(node.x - x) < 0.5
                and abs(node.y - y) < 0.5
                and abs(node.rotation - rot) < 0.3
                and abs(node.scale - scale) < 0.005
            ):
                node.z = z
                continue
            at = moving * stagger
            moving += 1
            done = _restore_z(node, z)
            tl.at(at, Tween(node, "pos", (x, y), duration, ease))
            tl.at(at, Tween(node, "rotation", rot, duration, ease))
            tl.at(at, Tween(node, "scale", scale, duration, ease, on_complete=done))
        self.tower_tips.refresh()
        for symbol, node in self.tower_nodes.items():
            x, y, _r, scale, _z = self._tower_target(symbol)
            if abs(node.x - x) > 0.5 or abs(node.y - y) > 0.5 or abs(node.scale - scale) > 0.005:
                tl.at(0, Tween(node, "pos", (x, y), duration * 1.6, "in_out_cubic"))
                tl.at(0, Tween(node, "scale", scale, duration * 1.6, "in_out_cubic"))
        return tl

    def _trim_discard(self) -> None:
        while len(self.discard) > 8:
            old = self.discard.pop(0)
            old.detach()

    def flip(self, node: Node, face_up: bool, duration: float = 0.22, code: str | None = None) -> Timeline:
        def turn():
            if code is not None:
                node.drawable.code = code
            node.drawable.face_up = face_up

        tl = Timeline()
        tl.then(Tween(node, "flip", 0.0, duration / 2, "in_quad", on_complete=turn))
        tl.then(Tween(node, "flip", 1.0, duration / 2, "out_quad"))
        return tl

    def enqueue(self, build: Callable[[], tuple[object | None, float]]) -> None:
        self.queue.append(build)
        if self.speed <= 0:
            self.update(0.0)

    def feed(
        self,
        events,
        view: TableView,
        playable=None,
        landed: Callable[[int], None] | None = None,
        names: list[str] | None = None,
    ) -> None:
        """Queue the animation of a move's events; `view` is the local seat's view after them;
        `landed(i)` is called when event i's animation has landed. `names`: each seat as this move's
        moments and banners name it (who made the move then; a network seat may have changed hands
        since, or a computer moved for its person), else the plates' names."""
        from game.rules.events import redact

        from . import animations

        if not self.total_cards:
            self.total_cards = view.draw_size + sum(view.hand_sizes) + view.discard_size
        self.art.set_house_rules(house_rules_of(Options.from_json(view.options)))
        reconcile_mod.unlight(self, view, playable)
        told = None if names is None else list(names)
        self.enqueue(partial(self._tell, told))
        self.enqueue(partial(reconcile_mod.end_jump_chance, self, view))
        for i, event in enumerate(events):
            animations.enqueue_event(
                self, redact(event, self.me), None if landed is None else partial(landed, i)
            )
        self._batches += 1
        self.enqueue(lambda: (self.reconcile(view, playable), 0.0))

    def _tell(self, names: list[str] | None) -> tuple[None, float]:
        """The step that opens a move's animation: its moments name the seats as `names` does."""
        self.told = names
        return None, 0.0

    def name_of(self, seat: int) -> str:
        """`seat` as the move on show names it: who made it then (`feed`), else who sits there now."""
        told = self.told
        return told[seat] if told is not None and 0 <= seat < len(told) else self.names[seat]

    def update(self, dt: float) -> None:
        speed = self.speed
        if speed <= 0:
            while self.queue:
                self._start(self.queue.popleft())
            self.animator.finish_all()
            self.cosmetic.finish_all()
            self._hold = 0.0
            reconcile_mod.light_when_still(self)
            return
        # much on the move (the last frame redrew a good part of the window): less drawing ahead
        budget = WARM_SECONDS * max(0.33, min(1.0, math.sqrt(self.size[0] * self.size[1] / (3840 * 2160))))
        self.warm(seconds=budget if self.compositor.last_share < 0.08 else budget / 4)
        # moves queued behind the one on show: play faster to catch up (one move's many events do not count)
        catch_up = 1.0 + min(3.0, max(0, self._batches - 2) * 0.5)
        self.ring.phase += dt * 0.7
        self._pulse(dt)
        step = dt * catch_up
        self._hold -= step * speed
        while self.queue and self._hold <= 0:
            self._start(self.queue.popleft())
        self.animator.update(step)
        self.cosmetic.update(dt)
        for plate in self.plates:
            if plate.flash > 0:
                plate.flash = max(0.0, plate.flash - dt * 1.5)
        reconcile_mod.light_when_still(self)

    def _pulse(self, dt: float) -> None:
        """The active plate's halo pulses by the scene's clock, as the ring turns: a whole frame and the
        light frames between (`tick_small`) draw it alike, however long a frame took on the wall clock."""
        for plate in self.plates:
            plate.pulse_ms += dt * 1000

    # issue 44: the small animations that never stop, drawn alone while nothing else moves
    @property
    def still(self) -> bool:
        """Nothing on the table moves but the ring and the active plate's halo (`tick_small`)."""
        return not (self.busy or self.cosmetic.busy or any(p.flash > 0 for p in self.plates))

    def tick_small(self, dt: float) -> list[pygame.Rect]:
        """Turn the ring by `dt` and let the halo pulse, and draw them again on the canvas: the
        rectangles that changed (nothing else may have moved since the last `draw`)."""
        ring = self.ring
        node = next((n for n in self.table_layer.children if n.drawable is ring), None)
        halos = [(n, n.drawable) for n in self.table_layer.children if getattr(n.drawable, "active", False)]
        if node is None:
            return []
        world = node.world()
        before = [box for _pts, box in ring._chevrons(world)]
        glows = [plate._halo(n.world()) for n, plate in halos]
        ring.phase += dt * 0.7
        after = [box for _pts, box in ring._chevrons(world)]
        rects = [pygame.Rect(a).union(b) for a, b in zip(before, after, strict=True) if a != b]
        fresh = {ring}
        self._pulse(dt)
        for (n, plate), old in zip(halos, glows, strict=True):
            new = plate._halo(n.world())
            if new != old:
                rects.append(new.union(old))
                fresh.add(plate)
        rects = [r.inflate(2, 2) for r in rects]
        if not rects or not self.compositor.redraw(rects, fresh):
            return []
        return rects

    def _start(self, build) -> None:
        item, hold = build()
        if item is not None:
            self.animator.play(item)
        self._hold = max(self._hold, 0.0) + hold
        self._refresh_plates()

    def fx(self, node: Node) -> Node:
        return self.fx_layer.add(node)

    # -------------------------------------------------------------------------------- the view (reconcile.py)
    def reconcile(self, view: TableView, playable=None) -> Timeline | None:
        return reconcile_mod.reconcile(self, view, playable)

    def show_local(self, view: TableView) -> None:
        reconcile_mod.show_local(self, view)

    def snap(self, view: TableView) -> None:
        reconcile_mod.snap(self, view)

    def set_color(self, color: str) -> None:
        self.color = color
        self.show_color(color)

    def show_color(self, color: str) -> None:
        """The ring and the badge show `color` (the model's `color` may run ahead while a card flies)."""
        self.ring.color = color
        self.badge.color = color

    def set_direction(self, direction: int) -> None:
        self.direction = direction
        self.ring.direction = direction

    # ------------------------------------------------------------------------------- input (pointing.py)
    def pointer(self, pos) -> str | None:
        return pointing.pointer(self, pos)

    def hover(self, node: Node | None) -> None:
        pointing.hover(self, node)

    def drag(self, node: Node, pos) -> None:
        pointing.drag(self, node, pos)

    def drop(self, node: Node) -> None:
        pointing.drop(self, node)

    def throw_zone(self, pos) -> bool:
        return pointing.throw_zone(self, pos)

    def target_at(self, pos) -> tuple[str, object] | None:
        return pointing.target_at(self, pos)

    def local_card_at(self, pos) -> Node | None:
        return pointing.local_card_at(self, pos)

    # ------------------------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        if self._bg is None or self._bg.get_size() != self.size:
            self._bg = _felt(self.size, self.layout)
        if surface.get_size() != self.size:  # not a window of the scene's size: drawn whole, directly
            surface.blit(self._bg, (0, 0))
            self.root.draw(surface)
            return
        self.compositor.draw(surface, self.root, self._bg)


def _restore_z(node: Node, z):
    def done():
        node.z = z

    return done


def _felt(size, layout) -> pygame.Surface:
    """The green felt: a soft radial light and a darker rim, drawn once per window size."""
    w, h = size
    bg = pygame.Surface((w, h))
    bg.fill(FELT_DARK)
    steps = 24
    cx, cy = layout.center
    for i in range(steps):
        k = i / (steps - 1)
        col = tuple(round(a + (b - a) * k) for a, b in zip(FELT_DARK, (34, 128, 84), strict=True))
        rw, rh = w * 1.25 * (1 - k * 0.75), h * 1.25 * (1 - k * 0.75)
        pygame.draw.ellipse(bg, col, pygame.Rect(cx - rw / 2, cy - rh / 2, rw, rh))
    pygame.draw.ellipse(bg, FELT, layout.ring.inflate(layout.pile_w * 0.6, layout.pile_w * 0.4), 0)
    small = pygame.transform.smoothscale(bg, (max(1, w // 8), max(1, h // 8)))
    return pygame.transform.smoothscale(small, (w, h))
