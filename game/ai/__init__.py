"""AI players: honest opponents from `random` to `expert`. Imports only `game.rules`.

The protocol (`game.ai.base.Player`): a player is any object with

    reset(seat, players, ruleset)            a new game at this seat (not needed per round)
    observe(event)                           every event of the game as this seat may see it:
                                             pass `game.rules.redact(event, seat)`, in order
    choose(view, legal_actions, rng)         the seat's own decision -> an action
    react(view, side_actions, waited, rng)   out of turn -> an action or None (wait longer)

`choose` is called when it is the seat's turn to move (any phase: play or draw, play or keep the
drawn card, colour, challenge or accept, keep after four towers, discard down to seven) or when the
round is over (it answers `NextRound`). `view` is `game.rules.view(state, seat)`, `legal_actions`
is `game.rules.legal_actions(state, seat)`; the answer is one of them, except that a `Discard` may
be any right-sized choice of own cards. CallUno/Catch in `legal_actions` are ignored by `choose`.

`choose_jump_in(view, legal_actions, rng)` (built-in players; optional for plug-ins) is asked out of
turn when the jump-in option offers the seat a `Play` in `legal_actions`: it returns one of those plays
or None (let the chance pass). When to ask (a reaction time) is the caller's choice; `game.play.arena`
asks after every move, in turn order. With the teams option, normal and expert play for their team.

`react` is polled by the table while a UNO chance is open: `side_actions` are the `CallUno`
(this seat forgot) and `Catch(target)` moves legal for the seat now, `waited` the seconds since the
chance arose. A player answers after its level's reaction time (`game.ai.base.REFLEXES`), so the
caller should poll it (say every 0.1 s) until a turn move closes the chance.

Players never see other hands or the draw pile: everything comes from the view and the seat's
redacted events. `rng` is the caller's `random.Random`; with a fixed seed (and, for expert, a fixed
iteration count) a decision is reproducible.

    from game.ai import registry
    player = registry.create("normal")     # ids: random, beginner, easy, normal, expert, plug-ins
    registry.installed()                   # [PlayerInfo(id, display_name, level, factory), ...]

Third parties add players through the entry-point group `uno_table.ai` (see `game.ai.registry`).

Levels: `random` (the benchmark baseline), `beginner` (random legal cards, forgets UNO one time in
four, slow to catch), `easy` (holds wilds, follows its main colour, one play in five at random),
`normal` (tuned heuristics: voids of the next player, attacks a player close to going out, tower
values, bluffs and challenges by estimated odds), `expert` (`game.ai.search`: determinized playouts
with the engine as simulator, cut after 24 moves and judged by a fitted hand evaluation; at most 400
worlds or 0.2 s per decision). docs/ai.md has the measurements. Strength:
`python -m game.bench ai --edition classic --players 2 --games 2000 --jobs 2 expert random`.
"""

from .base import REFLEXES, BasePlayer, Player, Reflexes
from .registry import ENTRY_POINT_GROUP, PlayerInfo, create, installed

__all__ = [
    "REFLEXES",
    "BasePlayer",
    "Player",
    "Reflexes",
    "ENTRY_POINT_GROUP",
    "PlayerInfo",
    "create",
    "installed",
]
