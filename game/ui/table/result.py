"""A finished round as the table's view shows it (`Result`), a team's label and the seats a round
summary celebrates: what the round summary and the game-over screen both read."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from game.rules import Options
from game.rules import teams as team_rules
from game.scene.teammark import team_letter
from game.ui.kit import Screen

#: seconds a summary or the game over of a table of computers only (`uno-table --demo`) stays up before
#: the demo plays on by itself: nobody is there to press Next
DEMO_READ = 6.0

if TYPE_CHECKING:
    from game.play.tableview import TableView


@dataclass(frozen=True)
class Result:
    """A finished round as the table's view shows it, in the shape the rules' order and count read
    (`game.rules.standings.Scored`)."""

    phase: str
    players: int
    options: Options
    hands: tuple[tuple[str, ...], ...]
    scores: tuple[int, ...]
    round_winner: int | None
    round_points: int
    game_winner: int | None

    @classmethod
    def of(cls, v: TableView) -> Result:
        return cls(
            v.phase,
            v.players,
            Options.from_json(v.options),
            v.final_hands or tuple(() for _ in range(v.players)),
            v.scores,
            v.round_winner,
            v.round_points,
            v.game_winner,
        )


def team_label(screen: Screen, view: TableView, seat: int) -> str:
    """ "Team A (Anna & Billie)": the team of `seat` (house option) with both partners named."""
    n = view.players
    team = team_rules.team_of(n, seat)
    first, second = team_rules.members(n, team)
    players = screen.t("ui-team-name", first=view.name(first), second=view.name(second))
    return screen.t("ui-team-label", team=team_letter(team), players=players)


def standings_winners(state: Result) -> tuple[int, ...]:
    """The seats whose win the summary celebrates: the round's winner (and partner, with teams)."""
    teams = state.options.teams and team_rules.allowed(state.players)
    return team_rules.winners(state.players, teams, state.round_winner)
