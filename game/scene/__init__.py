"""The table's scene graph: nodes, tweens, card and tower art, the table layout and the TableScene
that turns engine events into animation. Drawing reads state; it never changes the rules' state."""
