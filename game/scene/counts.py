"""The plates' card counts follow the cards (issue 41): while hands change places (a 7's swap, a 0's
rotation, one after another) each plate keeps the count it showed until the cards coming to it have
arrived, then takes its hand's size.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .table import TableScene


def shown(scene: TableScene, seat: int) -> int:
    """The count `seat`'s plate shows now: its hand's size, or the one kept while its cards move."""
    kept = scene.count_holds.get(seat)
    return len(scene.hands[seat]) if kept is None else kept[0]


def hold(scene: TableScene, seats: Iterable[int]) -> Callable[[], None]:
    """Keep `seats`' counts as shown now (call before the hands change); the function returned lets
    them go (when the cards have arrived), unless a later hold of the same seat has taken over."""
    token = object()
    seats = tuple(seats)
    for seat in seats:
        scene.count_holds[seat] = (shown(scene, seat), token)

    def release() -> None:
        for seat in seats:
            kept = scene.count_holds.get(seat)
            if kept is not None and kept[1] is token:
                del scene.count_holds[seat]
        scene._refresh_plates()

    return release
