"""The move log's sentences for one move: message ids and arguments, worded when shown (so a language
switch re-words the whole log). Shared by the table screen, a replay and the network."""

from __future__ import annotations

from game.rules import Pass
from game.rules import events as ev
from game.rules.cards import CARDS, CHALLENGE_GUILTY_DRAW, CHALLENGE_INNOCENT_DRAW


def log_entries(events, action_seat: int | None = None, action=None) -> list[tuple[str, dict]]:
    """The move log's sentences for one move: (message id, arguments) with seats and card codes (names
    and card words are put in when shown, so a language switch re-words the whole log)."""
    out: list[tuple[str, dict]] = []
    if isinstance(action, Pass):
        out.append(("log-keep", {"player": action_seat}))
    four_towers = False
    said_lost = set()  # seats whose draw sentence already says they lose the turn (said once)
    # a wild's colour is told with its play; ColorChosen alone is a colour named later (a first card)
    wild_played = any(isinstance(e, ev.CardPlayed) and CARDS[e.card].is_wild for e in events)
    for e in events:
        if isinstance(e, ev.RoundStarted) and e.round_no > 1:
            out.append(("ui-log-round", {"round": e.round_no}))
        elif isinstance(e, ev.StartCardTurned):  # after a card went back, the next one is turned
            returned = bool(out) and out[-1][0] == "ui-log-card-returned"
            out.append(("ui-log-next-card" if returned else "ui-log-first-card", {"card": e.card}))
        elif isinstance(e, ev.CardReturned):  # a first card that may not start the pile (RULES.md)
            out.append(("ui-log-card-returned", {"card": e.card}))
        elif isinstance(e, ev.JumpedIn):
            out.append(("log-jump-in", {"player": e.seat, "other": e.turn}))
        elif isinstance(e, ev.CardPlayed):
            if CARDS[e.card].is_wild:
                out.append(("log-play-wild", {"player": e.seat, "card": e.card, "color": e.color}))
            else:
                out.append(("log-play", {"player": e.seat, "card": e.card}))
        elif isinstance(e, ev.CardsDrawn):
            if e.reason in ("penalty", "stack"):
                out.append(("log-draw-penalty", {"player": e.seat, "count": len(e.cards)}))
                said_lost.add(e.seat)
            elif e.reason in ("draw", "rule"):
                out.append(("log-draw", {"player": e.seat, "count": len(e.cards)}))
        elif isinstance(e, ev.TurnSkipped):
            if e.seat in said_lost:
                continue
            out.append(("log-skip", {"player": e.seat}))
        elif isinstance(e, ev.DirectionChanged):
            out.append(("log-reverse", {}))
        elif isinstance(e, ev.ColorChosen) and not wild_played:
            out.append(("ui-log-color", {"player": e.seat, "color": e.color}))
        elif isinstance(e, ev.UnoCalled):
            out.append(("log-uno", {"player": e.seat}))
        elif isinstance(e, ev.UnoCaught):
            out.append(("log-uno-caught", {"catcher": e.catcher, "player": e.target, "count": e.penalty}))
        elif isinstance(e, ev.ChallengeResolved):
            out.append(("log-challenge", {"player": e.challenger}))
            if e.guilty:
                out.append(("log-challenge-guilty", {"player": e.challenged, "count": CHALLENGE_GUILTY_DRAW}))
            else:
                out.append(
                    ("log-challenge-innocent", {"player": e.challenger, "count": CHALLENGE_INNOCENT_DRAW})
                )
        elif isinstance(e, ev.TowerTaken):
            out.append(("log-tower-taken", {"player": e.seat, "tower": e.symbol}))
        elif isinstance(e, ev.Blocked):
            out.append(("log-tower-blocks", {"player": e.seat, "tower": e.symbol, "card": e.card}))
        elif isinstance(e, ev.TowersReturned):
            four_towers = True
        elif isinstance(e, ev.CardsDiscarded):
            if e.reason == "towers" or four_towers:
                out.append(("log-four-towers", {"player": e.seat, "count": len(e.cards)}))
            else:
                out.append(("log-discard", {"player": e.seat, "count": len(e.cards)}))
        elif isinstance(e, ev.HandsShuffled):
            out.append(("log-shuffle-hands", {"player": e.seat}))
        elif isinstance(e, ev.HandsSwapped):
            out.append(("log-swap-hands", {"player": e.seat, "other": e.other}))
        elif isinstance(e, ev.HandsRotated):
            out.append(("log-rotate-hands", {}))
        elif isinstance(e, ev.PileReshuffled):
            out.append(("log-reshuffle", {}))
        elif isinstance(e, ev.RoundEnded):
            out.append(("log-round-won", {"player": e.winner, "points": e.points}))
        elif isinstance(e, ev.GameEnded):
            out.append(("log-game-won", {"player": e.winner, "points": e.scores[e.winner]}))
    return out
