"""Hot-seat privacy: the "Pass to Anna" screen that covers the whole table between two people's
decisions, so nothing of one person's hand shows until the next person says they are at the screen.
"""

from __future__ import annotations

from game.ui.kit import Screen


class PrivacyScreen(Screen):
    """Hot-seat: "Pass to Anna". Nothing of the table shows until the named person continues (nor fades
    away under it: it comes and goes with a cut)."""

    cuts = True

    def __init__(self, app, name: str, on_done):
        super().__init__(app)
        self.name, self.on_done = name, on_done

    def build(self) -> None:
        w, h = self.ctx.size
        self.label((0, h * 0.35, w, self.px(60)), self.t("ui-privacy-pass", player=self.name), "#title")
        self.label(
            (0, h * 0.35 + self.px(64), w, self.px(36)),
            self.t("ui-privacy-hint", player=self.name),
            "#center",
        )
        self.button(
            (w // 2 - self.px(150), h * 0.6, self.px(300), self.px(52)),
            self.t("ui-privacy-ready", player=self.name),
            self.done,
        )
        self.focus = 0

    def done(self) -> None:
        self.app.remove(self)
        self.on_done()

    def on_escape(self) -> None:
        self.app.push("pause")

    def draw_background(self, surface) -> None:
        surface.fill((10, 30, 22))
