"""What the table's decision dialogs (`table_dialogs`) and its keys and mouse (`table_input`) see of the
table screen: two narrow interfaces, so neither imports the screen (game/ui/table/screen.py) and the screen is
the only one that knows all three. `TableScreen` is both; mypy checks it where it hands itself over.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from game.play.port import TablePort
    from game.scene.table import TableScene
    from game.ui.kit import Context, Dialog
    from game.ui.table.movelog import MoveLog


class DialogHost(Protocol):
    """The table as its decision dialogs see it: the app and words to make a dialog, a door to open it
    through, UNO (usable from the colour picker), where the discard pile lies, the seat's names, and
    which showing of a hand was last seen."""

    app: Any
    ctx: Context
    shown_seen: tuple | None

    @property
    def port(self) -> TablePort: ...

    @property
    def scene(self) -> TableScene | None: ...

    def t(self, msg_id: str, **args) -> str: ...

    def open(self, dialog: Dialog, bound: bool = True) -> None:
        """Show `dialog`; `bound`: its answers are moves for the decision on the table now."""
        ...

    def can_call_uno(self) -> bool: ...

    def call_uno(self) -> None: ...


class InputHost(Protocol):
    """The table as its keys and mouse see it: the shown hand and its cursor, who may act now, the card
    pressed or dragged, the scene to point at and the move log to scroll."""

    pressed: tuple[Any, str, tuple[int, int]] | None
    dragging: bool
    movelog: MoveLog
    focus: int  # the keyboard focus among the screen's buttons (-1: none)
    pointer_focus: bool  # the pointer, not the keyboard, put it there
    pointing: bool  # the mouse was last used on the table: the cursor's card is not lifted

    @property
    def port(self) -> TablePort: ...

    @property
    def scene(self) -> TableScene | None: ...

    @property
    def hidden(self) -> bool: ...

    @property
    def selected(self) -> int: ...

    def local_hand(self) -> list[str]: ...

    def move_cursor(self, step: int) -> None: ...

    def show_cursor(self) -> None: ...

    def my_turn(self) -> bool: ...

    def jump_in_cards(self) -> tuple[str, ...]: ...

    def can_side_act(self) -> bool: ...

    def px(self, value: float) -> int: ...
