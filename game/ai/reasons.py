"""Why the hint picks its move: the part of the rule-based player's weighing (`HeuristicPlayer.play_terms`)
that set the pick furthest apart from the best other move, as a message id and its arguments (seats,
colour codes, counts) for the screens to put into words. Nothing is said that the weighing did not count.
"""

from __future__ import annotations

from game.rules import PlayerView
from game.rules.actions import Draw, Pass, Play
from game.rules.cards import COLOR_OF, POINTS, RANK_OF, WILD_CARDS

from .heuristic import HeuristicPlayer, color_counts, next_seat

#: the weighed parts a reason can be given for (others, such as a colour a wild would name, say nothing)
SAID = ("follow", "points", "hold", "house", "hits", "reverse", "bluff", "shuffle", "swap", "towers", "team")
#: a difference smaller than this is no reason
EPSILON = 1e-9

Reason = tuple[str, dict]


def terms(player: HeuristicPlayer, view: PlayerView, action) -> dict[str, float]:
    """An action's weighed parts by name (a draw or a keep: its one fixed weight)."""
    if isinstance(action, Play):
        out: dict[str, float] = {}
        for what, value in player.play_terms(view, action):
            out[what] = out.get(what, 0.0) + value
        return out
    return {"other": player.score(view, action)}


def _rival(player: HeuristicPlayer, view: PlayerView, actions: list, chosen):
    """The best other card to play (for a draw or a keep: the best card); None: there is none."""
    card = chosen.card if isinstance(chosen, Play) else None
    rivals = [a for a in actions if isinstance(a, Play) and a.card != card]
    return player.rank(view, rivals)[0][1] if rivals else None


#: parts that count against a move: the pick is better for not having them (the rival's is negative)
AGAINST = ("hold", "bluff")


def why(player: HeuristicPlayer, view: PlayerView, actions: list, chosen) -> Reason | None:
    """The reason for `chosen` among `actions` (the legal moves of a play or a drawn-card decision), or
    None when the weighing gives none worth saying."""
    if view.phase not in ("play", "drawn") or not isinstance(chosen, Play | Draw | Pass):
        return None
    mine = terms(player, view, chosen)
    if "out" in mine:
        return "hint-why-out", {}
    rival = _rival(player, view, actions, chosen)
    if rival is None:
        return ("hint-why-only", {}) if isinstance(chosen, Play) else ("hint-why-nothing", {})
    theirs = terms(player, view, rival)

    def gain(k: str) -> float:
        if k in AGAINST:  # the rival loses for it, the pick does not (as much)
            return -theirs[k] + mine.get(k, 0.0) if theirs.get(k, 0.0) < 0 else 0.0
        return mine[k] - theirs.get(k, 0.0) if mine.get(k, 0.0) > 0 else 0.0  # the pick gains for it

    what = max(SAID, key=gain)
    if gain(what) <= EPSILON:
        return None
    return _said(player, view, what, chosen if what in mine else rival)


def _said(player: HeuristicPlayer, view: PlayerView, what: str, play) -> Reason | None:
    """The words for a weighed part that favoured the pick (`play`: the move the part was counted on)."""
    nxt = next_seat(view)
    sizes = view.hand_sizes
    if what == "follow":
        hand = list(view.hand)
        hand.remove(play.card)
        color = play.color if play.card in WILD_CARDS else COLOR_OF[play.card]
        return "hint-why-follow", {"color": color, "count": color_counts(hand)[color]}
    if what == "points":
        return "hint-why-points", {"points": POINTS[play.card]}
    if what == "hold":
        return "hint-why-hold", {}
    if what == "house":
        return "hint-why-house", {}
    if what == "hits":
        if player.model_opponents and sizes[nxt] < 5:
            return "hint-why-threat", {"player": nxt, "count": sizes[nxt]}
        return "hint-why-hits", {"player": nxt}
    if what == "reverse":
        return "hint-why-reverse", {"player": nxt, "count": sizes[nxt]}
    if what == "bluff":
        return "hint-why-bluff", {}
    if what == "shuffle":
        return "hint-why-shuffle", {}
    if what == "swap":
        rank = RANK_OF[play.card]
        other = play.swap_with if rank == "7" else next_seat(view, -1)
        if other is None:
            return None
        return "hint-why-fewer", {"player": other, "count": sizes[other]}
    if what == "towers":
        return "hint-why-towers", {}
    if what == "team":
        mate = player.partner(view)
        return None if mate is None else ("hint-why-team", {"player": mate})
    return None


__all__ = ["Reason", "terms", "why"]
