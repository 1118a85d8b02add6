"""Team play (house option): partners sit opposite, seat i with seat i + n/2, in 4, 6, 8 or 10 seats.

A team is numbered by its lower seat's number (0 .. n/2 - 1). Scores stay per seat in the state, both
partners carrying their team's total (SCENARIOS.md); the round's scoring per team is `score_round`.
"""

from __future__ import annotations

from . import events as ev
from .cards import hand_points
from .state import State

TEAM_SEATS = (4, 6, 8, 10)  # also in Options.problems


def allowed(players: int) -> bool:
    """Team play needs an even number of seats the option offers (4, 6, 8 or 10)."""
    return players in TEAM_SEATS


def team_of(players: int, seat: int) -> int:
    return seat % (players // 2)


def partner(players: int, seat: int) -> int:
    return (seat + players // 2) % players


def members(players: int, team: int) -> tuple[int, int]:
    return (team, team + players // 2)


def team_count(players: int) -> int:
    return players // 2


def same_team(players: int, a: int, b: int) -> bool:
    return team_of(players, a) == team_of(players, b)


def team_totals(players: int, scores) -> tuple[int, ...]:
    """Each team's total: what its lower seat carries."""
    return tuple(scores[t] for t in range(team_count(players)))


def winners(players: int, teams: bool, seat: int | None) -> tuple[int, ...]:
    """The seats that share `seat`'s win: the seat and, in team play, its partner."""
    if seat is None:
        return ()
    return (seat, partner(players, seat)) if teams else (seat,)


def score_round(state: State, winner: int) -> tuple[int, int | None]:
    """Score a round won by `winner`'s team: (the points it scored, the game's winning seat or None).

    Standard: the team scores the cards left in the hands of every other team. Alternative: each team
    adds both its members' hands, and once a team reaches the target the lowest team total wins
    (ties: the lower team). Single round: the winning team wins the game. Both partners carry their
    team's total; the game's winner is the lower seat of its team (= the team's number).
    """
    n = state.players
    win_team = team_of(n, winner)
    points = sum(hand_points(h) for seat, h in enumerate(state.hands) if team_of(n, seat) != win_team)
    totals = list(team_totals(n, state.scores))
    mode = state.options.scoring
    game_team = None
    if mode == "standard":
        totals[win_team] += points
        if totals[win_team] >= state.options.target:
            game_team = win_team
    elif mode == "alternative":
        for team in range(len(totals)):
            totals[team] += sum(hand_points(state.hands[seat]) for seat in members(n, team))
        if max(totals) >= state.options.target:
            game_team = min(range(len(totals)), key=lambda t: (totals[t], t))
    else:
        game_team = win_team
    for seat in range(n):
        state.scores[seat] = totals[team_of(n, seat)]
    return points, game_team


def round_event(state: State, winner: int) -> ev.TeamRoundEnded:
    """The round's result per team, for the summaries (after `score_round`)."""
    n = state.players
    team = team_of(n, winner)
    return ev.TeamRoundEnded(team, members(n, team), state.round_points, team_totals(n, state.scores))


def game_event(state: State, game_winner: int) -> ev.TeamGameEnded:
    n = state.players
    team = team_of(n, game_winner)
    return ev.TeamGameEnded(team, members(n, team), team_totals(n, state.scores))
