"""How likely each seat is to win from here, judged from the hands alone: the expert's playouts stop
after a few turns and ask this instead of playing the round to its end.

The model is a softmax over the seats: seat s has the score

    W[0] * ln(cards) + W[1] * wild cards + W[2] * colours held + W[3] * action cards + OFFSET[k]

where k is how many turns away s is from moving (0: its turn now). The weights were fitted by maximum
likelihood to the winners of rounds played out by the playout policy (`python -m game.bench evalfit`
prints them). A playout cut after a few turns keeps what the move changed (cards shed, cards drawn,
a wild kept) and drops most of the luck of the far end of the round, which is what the rollouts to the
end spent most of their variance on.
"""

from __future__ import annotations

import math

from game.rules import State
from game.rules.cards import ACTIONS, COLOR_OF, RANK_OF

FEATURES = ("ln(cards)", "wild cards", "colours held", "action cards")

#: seats -> (feature weights, offsets by turns-to-move 0..seats-1), fitted by maximum likelihood
#: (`python -m game.bench evalfit --players 2 3 4 5 6 7 8 9 10 --games 2000`, classic rounds; the other
#: editions' extra cards count as wild or action cards)
WEIGHTS: dict[int, tuple[tuple[float, ...], tuple[float, ...]]] = {
    2: ((-0.736, 0.842, -0.233, 0.260), (0.0, -0.082)),
    3: ((-1.156, 0.785, -0.108, 0.152), (0.0, -0.070, -0.164)),
    4: ((-1.500, 0.726, -0.004, 0.114), (0.0, -0.115, -0.138, -0.182)),
    5: ((-1.787, 0.823, 0.137, 0.137), (0.0, -0.183, -0.190, -0.222, -0.258)),
    6: ((-1.916, 0.770, 0.134, 0.057), (0.0, -0.137, -0.167, -0.212, -0.219, -0.285)),
    7: ((-1.994, 0.713, 0.177, 0.063), (0.0, -0.197, -0.190, -0.213, -0.250, -0.257, -0.282)),
    8: ((-2.125, 0.705, 0.215, 0.048), (0.0, -0.166, -0.231, -0.222, -0.249, -0.291, -0.314, -0.292)),
    9: ((-2.234, 0.779, 0.216, 0.021), (0.0, -0.205, -0.208, -0.254, -0.311, -0.322, -0.350, -0.373, -0.367)),
    10: (
        (-2.310, 0.723, 0.227, 0.036),
        (0.0, -0.230, -0.224, -0.280, -0.327, -0.338, -0.307, -0.408, -0.389, -0.406),
    ),
}

_LN = [0.0] + [math.log(size) for size in range(1, 113)]  # a hand holds at most the whole deck
_IS_ACTION = {code: RANK_OF[code] in ACTIONS for code in RANK_OF}


def features(hand: list[str]) -> tuple[float, int, int, int]:
    wilds = actions = 0
    colours = set()
    for card in hand:
        colour = COLOR_OF[card]
        if colour is None:
            wilds += 1
        else:
            colours.add(colour)
            if _IS_ACTION[card]:
                actions += 1
    return (_LN[len(hand)], wilds, len(colours), actions)


def win_chance(state: State, seat: int) -> float:
    """`seat`'s chance to win the round: 1 or 0 once it is over, else the model's estimate."""
    if state.phase in ("round_over", "game_over"):
        return 1.0 if state.round_winner == seat else 0.0
    n = state.players
    (w_ln, w_wild, w_colours, w_actions), offsets = WEIGHTS[n]
    total = mine = 0.0
    for k in range(n):
        s = (state.turn + k * state.direction) % n
        hand = state.hands[s]
        if not hand:  # the round is being won (its last draw card still to be taken)
            return 1.0 if s == seat else 0.0
        ln_size, wilds, colours, actions = features(hand)
        x = math.exp(w_ln * ln_size + w_wild * wilds + w_colours * colours + w_actions * actions + offsets[k])
        total += x
        if s == seat:
            mine = x
    return mine / total
