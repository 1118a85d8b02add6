"""The names of the sounds: every effect an event of the rules or the UI may play, and the music.

Plain names, without the rules' event classes (the events are keyed by their class's name): the mixer
loads every effect when it opens, at the game's start, and the rules' events are not imported then
(issue 44). cues.py keys the same table by the classes (`SOUNDS`) and says which sound an event makes.
"""

from __future__ import annotations

#: event kind (the name of its class in game.rules.events) -> every sound it can make (empty: none)
EVENT_SOUNDS: dict[str, tuple[str, ...]] = {
    "DealerDrawn": ("flip",),
    "RoundStarted": ("shuffle",),
    "CardDealt": ("deal",),
    "StartCardTurned": ("flip",),
    "CardReturned": ("draw",),
    "CardPlayed": ("card_play_1", "card_play_2", "card_play_3"),
    "CardsDrawn": ("draw", "penalty"),
    "TurnSkipped": ("skip",),
    "DirectionChanged": ("reverse",),
    "ColorChosen": ("wild",),
    "TowerTaken": ("tower",),
    "TowersReturned": ("towers_return",),
    "Blocked": ("block",),
    "ChallengeResolved": ("challenge_won", "challenge_lost"),
    "HandsShuffled": ("shuffle_hands",),
    "HandsSwapped": ("swap",),
    "HandsRotated": ("swap",),
    "CardsDiscarded": ("discard_many",),
    "UnoCalled": ("uno",),
    "UnoCaught": ("caught",),
    "JumpedIn": ("jump_in",),
    "PileReshuffled": ("shuffle",),
    "TurnChanged": ("your_turn",),
    "ExtraTurn": ("knock",),
    "RoundEnded": ("round_won", "round_lost"),
    "GameEnded": ("match_won", "round_lost"),
}

#: sounds that are not an event's: the buttons
UI_SOUNDS = ("click",)
MUSIC = "music_loop"


def all_sounds() -> list[str]:
    """Every effect any cue or the UI may play (each must load)."""
    names = dict.fromkeys(UI_SOUNDS)
    for sounds in EVENT_SOUNDS.values():
        names.update(dict.fromkeys(sounds))
    return list(names)
