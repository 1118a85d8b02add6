"""The self-test's rounds: one complete round of each edition, played by the AI players of the registry
or by random legal moves (game/selftest)."""

from __future__ import annotations

import random

#: a round that has not ended after this many moves counts as a failure (a loop in the engine or the AI)
MAX_MOVES = 5000
PLAYERS = 4

#: the AI level that plays the self-test's rounds (fast, and it exercises the heuristics)
AI_LEVEL = "normal"


def _ai_players(players: int, ruleset: str):
    """(players from game.ai.registry, a description), or (None, why) when there is no registry."""
    try:
        from game.ai import registry
    except ImportError as exc:
        return None, f"random legal moves (game.ai.registry not present: {exc})"
    ids = [info.id for info in registry.installed()]
    player_id = AI_LEVEL if AI_LEVEL in ids else ids[0]
    seats = [registry.create(player_id) for _ in range(players)]
    for seat, player in enumerate(seats):
        player.reset(seat, players, ruleset)
    return seats, f"game.ai.registry {player_id!r}"


def _random_move(state, seat, legal, rng):
    from game.rules import Play

    plays = [a for a in legal if isinstance(a, Play)]
    if plays and rng.random() < 0.9:
        return rng.choice(plays)
    return rng.choice(legal)


def play_round(edition: str, seed: int = 8) -> dict:
    from game.rules import EDITIONS, Options, apply, legal_actions, new_game, redact, view

    if edition not in EDITIONS:
        raise AssertionError(f"unknown edition {edition}")
    rng = random.Random(seed)
    players, policy = _ai_players(PLAYERS, edition)
    setup_events: list = []
    state = new_game(edition, PLAYERS, Options(), seed, events=setup_events)

    def feed(events) -> None:
        for event in events or ():
            for seat, player in enumerate(players or ()):
                player.observe(redact(event, seat))

    feed(setup_events)
    moves = 0
    while state.phase not in ("round_over", "game_over"):
        if moves >= MAX_MOVES:
            raise AssertionError(f"{edition}: no end after {MAX_MOVES} moves (phase {state.phase})")
        seat = state.turn
        legal = legal_actions(state, seat)
        if not legal:
            raise AssertionError(f"{edition}: seat {seat} has no legal action in phase {state.phase}")
        if players is None:
            action = _random_move(state, seat, legal, rng)
        else:
            action = players[seat].choose(view(state, seat), legal, rng)
        feed(apply(state, seat, action))
        moves += 1
    return {
        "moves": moves,
        "players": PLAYERS,
        "seed": seed,
        "policy": policy,
        "phase": state.phase,
        "winner": state.round_winner,
    }
