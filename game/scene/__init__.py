"""The table's scene graph: nodes, tweens, card and tower art, the table layout and the TableScene
that turns engine events into animation. Drawing reads state; it never changes the rules' state."""


def selftest_render(surface, frames: int) -> dict:
    """`uno-table --selftest`: deal a seeded 4-seat power game onto `surface` for `frames` frames,
    then finish its animations at once; reports what was drawn."""
    import pygame

    from game.play.tableview import state_view
    from game.rules import Options, new_game

    from .table import TableScene

    events: list = []
    state = new_game("power", 4, Options(), seed=1, events=events)
    scene = TableScene(surface.get_size(), 4, 0, "power", speed=1.0, seed=1)
    scene.feed(events, state_view(state, 0))
    for _ in range(max(1, frames)):
        scene.update(1 / 60)
        scene.draw(surface)
        pygame.display.flip()
    scene.speed = 0
    scene.draw(surface)
    if scene.busy or scene.corrections:
        raise AssertionError(f"scene did not settle: busy={scene.busy} repairs={scene.correction_log}")
    return {"frames": frames, "cards_in_hand": len(scene.hands[0]), "faces_drawn": scene.art.renders}
