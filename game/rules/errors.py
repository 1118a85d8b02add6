"""The one exception the rules raise for a move they do not allow."""

from __future__ import annotations

ERROR_CODES = (
    "not_your_turn",
    "not_in_hand",
    "does_not_match",
    "wrong_phase",
    "bad_argument",
    "cannot_catch",
    "bad_table",
)


class RuleError(Exception):
    """A refused move (or table). `code` is one of ERROR_CODES; the state is unchanged."""

    def __init__(self, code: str, message: str = ""):
        assert code in ERROR_CODES, code
        super().__init__(f"{code}: {message}" if message else code)
        self.code = code
        self.message = message
        self.index: int | None = None  # set by whoever replays a log: the number of the refused move
