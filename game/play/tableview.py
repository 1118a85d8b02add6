"""`TableView`: everything one seat may know and do right now, as plain data.

Built from the rules' own per-seat view (`game.rules.view`), so it holds nothing the seat may not see:
its own hand (a spectator's view has none), every seat's name, kind, hand size, towers and score, the
discard pile's top and size, the draw pile's size, the direction, the colour in force, whose turn it
is, the decision the seat faces with its legal options, what a challenge showed it, the UNO-catch
window, the round and match result, and the match's version (what a move submitted from this view
must carry). `to_json`/`from_json` round-trip it: it is what travels over the network next.
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields

from game.rules import CallUno, Catch, Play, action_from_json, action_to_json, legal_actions, view
from game.rules.legal import others_idle
from game.rules.teams import allowed as team_allowed
from game.rules.teams import team_of
from game.rules.view import final_hands, hand_sizes, own_cards

#: how many of the discard pile's top cards a view carries (the scene shows them fanned)
RECENT = 8

# the decision a seat faces, by the engine's phase (the "play" phase with cards waiting is a stack)
DECISIONS = {
    "play": "play",
    "drawn": "drawn",
    "color": "color",
    "challenge": "challenge",
    "discard": "discard",
    "keep": "keep",
    "round_over": "next_round",
    "game_over": "next_round",
}


@dataclass(frozen=True)
class SeatInfo:
    name: str
    kind: str  # "person" or the computer player's level
    hand_size: int
    towers: tuple[str, ...]
    score: int


@dataclass(frozen=True)
class TableView:
    seat: int | None  # None: a spectator (a demo table, "Pass to ..." on screen)
    version: int
    ruleset: str
    players: int
    seats: tuple[SeatInfo, ...]
    hand: tuple[str, ...] | None  # None for a spectator
    discard_top: str
    discard_size: int
    draw_size: int
    direction: int
    color: str
    turn: int
    dealer: int
    round_no: int
    phase: str
    decision: str | None  # what this seat must decide now (None: not its decision)
    legal: tuple[dict, ...]  # its legal moves now (JSON form), UNO and catches included
    drawn: str | None  # the card this seat just drew
    pending: int  # cards waiting for the seat to act (a stack or a W4)
    shown: tuple[int, tuple[str, ...]] | None  # a hand a challenge showed this seat
    exposed: tuple[int, ...]  # seats with one card and no UNO called: the catch window
    catchable: tuple[int, ...]  # the seats this seat may catch now
    may_call_uno: bool
    round_winner: int | None
    round_points: int
    game_winner: int | None
    final_hands: tuple[tuple[str, ...], ...] | None  # every hand, once the round is over
    towers: dict[str, int | None] = field(default_factory=dict)  # tower symbol -> its holder
    options: dict = field(default_factory=dict)  # the house rules (`Options.to_json`)
    discard_recent: tuple[str, ...] = ()  # the discard pile's top cards, top last (at most RECENT)
    start_on_top: bool = False  # the top card is the round's start card (nobody played it)
    pending_rank: str | None = None  # the rank a waiting stack takes
    w4_player: int | None = None  # who played the Wild Draw Four being judged
    jump_in: tuple[str, ...] = ()  # the cards this seat may jump in with now (house option; out of turn)
    teams: tuple[int, ...] | None = None  # each seat's team (house option; None: no team play)

    @property
    def hand_sizes(self) -> tuple[int, ...]:
        return tuple(s.hand_size for s in self.seats)

    @property
    def scores(self) -> tuple[int, ...]:
        return tuple(s.score for s in self.seats)

    def name(self, seat: int) -> str:
        return self.seats[seat].name

    def is_person(self, seat: int) -> bool:
        return self.seats[seat].kind == "person"

    @property
    def ended(self) -> bool:
        return self.phase in ("round_over", "game_over")

    @property
    def may_act(self) -> bool:
        return bool(self.legal)

    def house_rule(self, code: str) -> str | None:
        """The house rule the card `code` carries at this table (a custom wild, a blank card), else None."""
        from game.rules import Options
        from game.rules.cards import CARDS

        card = CARDS.get(code)
        if card is None or not Options.carries_house_rule(card.rank):
            return None  # (most cards: the options are not read, the move log asks for every line)
        return Options.from_json(self.options).house_rule(card.rank)

    def actions(self) -> list:
        """The legal moves as engine actions."""
        return [action_from_json(a) for a in self.legal]

    def decision_key(self) -> tuple:
        """The decision this seat faces and everything its answers' meaning rests on (whose turn, the
        phase, the cards waiting, its hand, the top card and colour, what it was shown, its own moves).
        Two views with the same key ask the same question and their moves mean the same: a dialog
        opened for one still fits the other (another seat's UNO call or catch moved the version only).
        UNO calls and catches are left out: they are side moves, and a play's UNO flag follows them."""
        own = tuple(
            sorted(
                repr(sorted((k, v) for k, v in a.items() if k != "uno"))
                for a in self.legal
                if a.get("do") not in ("uno", "catch")
            )
        )
        return (
            self.seat,
            self.round_no,
            self.turn,
            self.phase,
            self.decision,
            self.pending,
            self.pending_rank,
            self.w4_player,
            self.hand,
            self.drawn,
            self.discard_top,
            self.discard_size,
            self.color,
            self.shown,
            own,
        )

    def to_json(self) -> dict:
        """`dataclasses.asdict(self)`, built by hand: the network server makes one per seat and move, and
        asdict's generic deep copy was most of a move's cost there (tests/test_play_match.py checks
        the two agree)."""
        data = {name: getattr(self, name) for name in _FIELDS}
        data["seats"] = tuple(
            {"name": s.name, "kind": s.kind, "hand_size": s.hand_size, "towers": s.towers, "score": s.score}
            for s in self.seats
        )
        data["legal"] = tuple(
            {k: list(v) if isinstance(v, list) else v for k, v in a.items()} for a in self.legal
        )
        data["towers"] = dict(self.towers)
        return data

    @classmethod
    def from_json(cls, data: dict) -> TableView:
        values = dict(data)
        values["seats"] = tuple(SeatInfo(**{**s, "towers": tuple(s["towers"])}) for s in data["seats"])
        for name in ("hand", "exposed", "catchable", "legal"):
            if values[name] is not None:
                values[name] = tuple(values[name])
        if values["shown"] is not None:
            values["shown"] = (values["shown"][0], tuple(values["shown"][1]))
        if values["final_hands"] is not None:
            values["final_hands"] = tuple(tuple(h) for h in values["final_hands"])
        values["towers"] = dict(values["towers"])
        values["discard_recent"] = tuple(values.get("discard_recent", ()))
        values["jump_in"] = tuple(values.get("jump_in", ()))
        if values.get("teams") is not None:
            values["teams"] = tuple(values["teams"])
        known = {f.name for f in fields(cls)}
        return cls(**{k: v for k, v in values.items() if k in known})


_FIELDS = tuple(f.name for f in fields(TableView))
assert tuple(f.name for f in fields(SeatInfo)) == ("name", "kind", "hand_size", "towers", "score")


def table_view(match, seat: int | None) -> TableView:
    """`seat`'s view of `match` (None: a spectator's, seen from seat 0's side with no hand, no drawn card,
    nothing shown and no moves)."""
    return state_view(match.state, seat, *_names_kinds(match), match.version)


def _names_kinds(match) -> tuple[list[str], list[str]]:
    """The seats' names and kinds (read only), kept by the match while its seats are the same objects
    (the network server makes views after every move; a seat changes hands a few times a game)."""
    seats = tuple(match.seats)
    kept = match.names_kinds
    if kept is not None and kept[0] == seats:
        return kept[1]
    found = [s.name for s in seats], ["person" if s.is_person else (s.level or "normal") for s in seats]
    match.names_kinds = (seats, found)
    return found


def state_view(
    st, seat: int | None, names: list[str] | None = None, kinds: list[str] | None = None, version: int = 0
) -> TableView:
    """`seat`'s view of an engine state with no match around it (a demo table, a benchmark, a test):
    `names` and `kinds` default to "Player N" and "person"."""
    v = view(st, 0 if seat is None else seat)
    legal = legal_actions(st, seat) if seat is not None else []
    table = _table(v, v.hand_sizes, v.draw_size, v.final_hands, names, kinds, version)
    table["seats"] = tuple(SeatInfo(*row) for row in table["seats"])
    return TableView(**_own(v.phase, v.pending, v.turn, seat, v.hand, v.drawn, v.shown, legal), **table)


def _table(
    v, hand_sizes, draw_size: int, final_hands, names: list[str] | None, kinds: list[str] | None, version: int
) -> dict:
    """The fields of a view that every seat of the table shares (all but `SEAT_KEYS`), as
    `TableView.to_json` gives them but for `seats` (one tuple per seat in `SeatInfo`'s order), from
    one seat's engine view `v` (`hand_sizes`, `draw_size`, `final_hands`: its own). The network
    server's `views_json` makes its own from the state (`_wire_table`)."""
    players = v.players
    holders = _holders(v.towers)
    scores = v.scores
    if names is None:
        names = [f"Player {i + 1}" for i in range(players)]
    if kinds is None:
        kinds = ["person"] * players
    seats = tuple(
        (names[i], kinds[i], hand_sizes[i], tuple(holders.get(i, ())), scores[i]) for i in range(players)
    )
    table = _wire_table(v, hand_sizes, draw_size, final_hands, seats, version)
    table["options"] = v.options.to_json()
    return table


def _holders(towers: dict) -> dict[int, list[str]]:
    holders: dict[int, list[str]] = {}
    for symbol, holder in towers.items():
        if holder is not None:
            holders.setdefault(holder, []).append(symbol)
    return holders


def _wire_table(v, hand_sizes, draw_size: int, final_hands, seats, version: int) -> dict:
    """The table's part but `options`, from `v`: a seat's engine view, or (the network server's
    `views_json`) the engine's state itself, whose fields of these names are the same values, read at
    once (its lists are not copied: the part is encoded before the state moves on)."""
    discard = v.discard
    options = v.options
    players = v.players
    return {
        "version": version,
        "ruleset": v.ruleset,
        "players": players,
        "seats": seats,
        "discard_top": discard[-1],
        "discard_size": len(discard),
        "draw_size": draw_size,
        "direction": v.direction,
        "color": v.color,
        "turn": v.turn,
        "dealer": v.dealer,
        "round_no": v.round_no,
        "phase": v.phase,
        "pending": v.pending,
        "exposed": v.exposed,
        "round_winner": v.round_winner,
        "round_points": v.round_points,
        "game_winner": v.game_winner,
        "final_hands": final_hands,
        "towers": dict(v.towers),
        "discard_recent": discard[-RECENT:],
        "start_on_top": v.top_player is None,
        "pending_rank": v.pending_rank,
        "w4_player": v.w4_player,
        "teams": tuple(team_of(players, s) for s in range(players))
        if options.teams and team_allowed(players)
        else None,
    }


#: the keys of a view that are its seat's own (`_own`); every other key is the same for every seat of
#: a table at one moment
SEAT_KEYS = ("seat", "hand", "decision", "legal", "drawn", "shown", "catchable", "may_call_uno", "jump_in")


def idle_part(seat: int | None, hand, drawn, shown) -> dict:
    """`_own` of a seat with no move (None: a spectator): its cards only."""
    return {
        "seat": seat,
        "hand": None if seat is None else hand,
        "decision": None,
        "legal": (),
        "drawn": None if seat is None else drawn,
        "shown": None if seat is None else shown,
        "catchable": (),
        "may_call_uno": False,
        "jump_in": (),
    }


def _own(phase: str, pending: int, turn: int, seat: int | None, hand, drawn, shown, legal: list) -> dict:
    """The fields of `seat`'s view that only it has (`SEAT_KEYS`), from the table's phase, cards waiting
    and turn, the seat's own cards (`own_cards`) and its legal moves; the values are as
    `TableView.to_json` gives them."""
    if not legal:  # most seats after most moves: neither their turn nor a catch to make
        return idle_part(seat, hand, drawn, shown)
    # one pass over the moves (the seat on turn after every move: a generator per key cost more)
    moves: list[dict] = []
    catchable: list[int] = []
    jump_in: dict[str, None] = {}  # (ordered, distinct)
    deciding = may_call_uno = False
    out_of_turn = seat != turn
    for a in legal:
        moves.append(action_to_json(a))
        if isinstance(a, Catch):
            if a.target is not None:
                catchable.append(a.target)
        elif isinstance(a, CallUno):
            may_call_uno = True
        else:
            deciding = True
            if out_of_turn and isinstance(a, Play):
                jump_in[a.card] = None
    decision = DECISIONS.get(phase) if deciding and seat is not None else None
    if decision == "play" and pending:
        decision = "stack"
    return {
        "seat": seat,
        "hand": None if seat is None else hand,
        "decision": decision,
        "legal": tuple(moves),
        "drawn": None if seat is None else drawn,
        "shown": None if seat is None else shown,
        "catchable": tuple(catchable),
        "may_call_uno": may_call_uno,
        "jump_in": tuple(jump_in),
    }


def views_json(match, seats: list[int | None]) -> tuple[dict, list[dict | tuple]]:
    """`table_view(match, seat).to_json()` of each of `seats` (at least one; None: a spectator), split
    in two: the table's part, the same for every seat, and each seat's own part (`SEAT_KEYS`): a dict
    for a seat with moves; for a seat with none (most seats after most moves, a spectator) the tuple
    `(seat, hand, drawn, shown)` its part is made of (`idle_part(*it)` makes it: the server keeps the
    part's text while the tuple stays the same, and makes no dict to find that out). The
    network server sends a view to every seat after every move: the table's part is made once, straight
    from the engine's state (no seat's `view`: a copy of the whole table), and each seat's from its own
    cards (`own_cards`) and legal moves, with no TableView in between; when no seat but the one on turn
    may act (`others_idle`: most moves) the other seats' move lists are not looked for. The table's
    part has no `options` (the same at every move of a table, their text is kept, game/net/room_out.py)
    and is read at once (it holds the state's own lists)."""
    st = match.state
    names, kinds = _names_kinds(match)
    players = st.players
    sizes = hand_sizes(st)
    holders = _holders(st.towers)
    scores = st.scores
    table = _wire_table(
        st,
        sizes,
        len(st.draw),
        final_hands(st),
        [
            {
                "name": names[i],
                "kind": kinds[i],
                "hand_size": sizes[i],
                "towers": tuple(holders.get(i, ())),
                "score": scores[i],
            }
            for i in range(players)
        ],
        match.version,
    )
    phase, pending, turn = st.phase, st.pending, st.turn
    idle = others_idle(st)
    owns: list[dict | tuple] = []
    for seat in seats:
        if seat is None:
            owns.append((None, None, None, None))
            continue
        legal = legal_actions(st, seat) if seat == turn or not idle else []
        if legal:
            owns.append(_own(phase, pending, turn, seat, *own_cards(st, seat), legal))
        else:
            owns.append((seat, *own_cards(st, seat)))
    return table, owns
