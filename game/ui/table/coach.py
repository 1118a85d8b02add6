"""The coach of a guided game (Learn to play): a panel in the table screen's top-left corner with the
step's words, a ring pulsing round what the step is about (the discard pile, the glowing cards of the
hand, the draw pile, the UNO button, the catch button, the towers), Next on a step that only explains,
Skip on a step that waits for a move, and Leave (back to the main menu). Key N (a pad's d-pad down) is
Next or Skip; the table's own keys play the game (Escape: its pause menu).

A step's words are shown only while they are true of the table (`Step.fits` on the person's own view,
read once the table shows every move made): until then the panel says to play on, and points at
nothing. While a step waits for a move on the table, no button of the panel holds the keyboard focus:
Enter (a pad's A) plays the card under the hand's cursor, as the step says.

The table screen holds it as `coach` and calls `see(events)` for each move it shows, `build`, `draw`
and `on_key` (game/ui/table/screen.py); the steps and the deal are game/play/tutorial.py's.
"""

from __future__ import annotations

import math

import pygame

from game.scene.textwrap import wrap

PANEL = (12, 28, 20)
ACCENT = (255, 214, 90)
TEXT = (242, 242, 234)
TEXT_SIZE = 17


class Coach:
    """A lesson's guide on the table screen `table` (given to each call: the coach keeps no screen)."""

    def __init__(self, guide, on_leave=None) -> None:
        """`on_leave(step, moves)`: the person left before the end (the lesson is kept to go on with)."""
        self.guide = guide
        self.on_leave = on_leave
        self.elapsed = 0.0
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.ready = (-1, False)  # (the step's index, its words true of the table as last seen)
        self.next_button = None  # Next or Skip (a pad's d-pad down: its glyph is drawn on it)

    def see(self, table, events) -> None:
        if self.guide.see(list(events)):
            table._built_for = None  # the panel's buttons change with the step: built anew

    # ------------------------------------------------------------------------------------ widgets
    def build(self, table) -> None:
        step = self.guide.step
        px = table.px
        self.panel = self.panel_rect(table)
        bh = px(34)
        y = self.panel.bottom - bh - px(10)
        x = self.panel.x + px(12)
        if step is not None:
            key = "tutorial-next" if step.done is None else "tutorial-skip"
            oid = "#coach_next" if step.done is None else None  # the step's way on stands out: gold
            b = table.button((x, y, px(110), bh), table.t(key), lambda: self.next_step(table), oid)
            table.grow_to_text(b)
            self.next_button = b
            x = b.rect.right + px(8)
        leave = table.button((x, y, px(110), bh), table.t("tutorial-leave"), lambda: self.ask_leave(table))
        table.grow_to_text(leave)
        if step is not None and step.done is not None:
            # the step asks for a move on the table: Enter is the hand's, not Skip's (a click on Next
            # left the focus ring on the button that took its place)
            table.focus, table.pointer_focus = -1, False

    def showing(self, table) -> bool:
        """The current step's words are true of the table as the person sees it now. Read again only
        once the table shows every move made; a step just reached waits for that."""
        index = self.guide.index
        if table.caught_up():
            self.ready = (index, self.guide.fits(table.view))
        elif self.ready[0] != index:
            self.ready = (index, False)
        return self.ready[1]

    def panel_rect(self, table) -> pygame.Rect:
        """The panel: top left, tall enough for the step's words and its buttons, and narrower when a
        seat's cards or plate would lie under it (the lesson's opponent sits at the top)."""
        w, _ = table.ctx.size
        px = table.px
        width = min(px(430), int(w * 0.4))
        scene = table.scene
        others = [sl.area for sl in scene.layout.seats if not sl.local] if scene is not None else []
        while True:
            lines = len(self.step_lines(table, width - px(24)))
            height = px(12) + lines * table.ctx.font(TEXT_SIZE).get_linesize() + px(12) + px(34) + px(12)
            rect = pygame.Rect(px(10), px(10), width, height)
            hit = [a for a in others if a.colliderect(rect)]
            narrower = min((a.left for a in hit), default=0) - px(8) - rect.x
            if not hit or narrower >= width or narrower < px(240):
                return rect
            width = narrower

    def step_lines(self, table, width: int) -> list[str]:
        step = self.guide.step
        if step is None:
            text = table.t("tutorial-done")
        elif self.showing(table):
            text = table.t(f"tutorial-{step.key}")
        else:
            text = table.t("tutorial-wait")
        lines: list[str] = []
        for paragraph in text.split("\n"):
            lines += wrap(table.ctx.font(TEXT_SIZE), paragraph, width)
        return lines

    # ------------------------------------------------------------------------------------ actions
    def next_step(self, table) -> None:
        self.guide.next()
        table.rebuild()

    def ask_leave(self, table) -> None:
        """Leave asks first, and says the lesson is kept to go on with (Keep playing has the focus; Esc
        too); a lesson played to its end has nothing to keep and leaves at once."""
        from game.ui.kit import ConfirmDialog

        if self.guide.over:
            table.app.pop_to("main_menu")
            return

        def answered(leave) -> None:
            if leave:
                if self.on_leave is not None:  # kept, to go on with from Learn to play
                    self.on_leave(self.guide.index, table.port.match.actions)
                table.app.pop_to("main_menu")

        table.app.push(
            ConfirmDialog(
                table.app,
                table.t("tutorial-leave-title"),
                table.t("tutorial-leave-text"),
                [(table.t("tutorial-leave-stay"), False), (table.t("tutorial-leave-yes"), True)],
                answered,
                cancel=False,
            )
        )

    def on_key(self, table, event) -> bool:
        if event.key == pygame.K_n:  # a pad's d-pad down too (game/ui/pad/input.py)
            self.next_step(table)
            return True
        return False

    # ------------------------------------------------------------------------------------ drawing
    def target_rect(self, table) -> pygame.Rect | None:
        step = self.guide.step
        scene = table.scene
        if step is None or step.target is None or scene is None or not self.showing(table):
            return None
        layout = scene.layout
        card = pygame.Rect(0, 0, layout.pile_w, int(layout.pile_w * 1.5))
        if step.target in ("pile", "draw"):
            x, y = layout.discard_pos if step.target == "pile" else layout.draw_pos
            return card.move_to(center=(int(x), int(y))).inflate(table.px(12), table.px(12))
        if step.target == "hand":  # round the cards themselves (the plate beside them is not meant)
            nodes = scene.hands[scene.me]
            if not nodes:
                return None
            w = nodes[0].drawable.width * nodes[0].scale
            size = (round(w), round(w * 1.5))
            rects = [pygame.Rect((0, 0), size).move_to(center=(round(n.x), round(n.y))) for n in nodes]
            return rects[0].unionall(rects[1:]).inflate(table.px(12), table.px(12))
        if step.target == "towers":
            return layout.tray
        if step.target == "uno":
            button = table.buttons.get("uno")
            return None if button is None else button.rect.inflate(table.px(10), table.px(10))
        if step.target == "catch":
            shown = [b for b in table.catch_buttons.values() if b.visible]
            return shown[0].rect.inflate(table.px(10), table.px(10)) if shown else None
        return None

    def update(self, dt: float) -> None:
        self.elapsed += dt

    def draw(self, table, surface) -> None:
        px = table.px
        panel = self.panel = self.panel_rect(table)
        box = pygame.Surface(panel.size, pygame.SRCALPHA)
        box.fill((*PANEL, 235))
        surface.blit(box, panel)
        pygame.draw.rect(surface, ACCENT, panel, max(1, px(2)), border_radius=px(8))
        y = panel.y + px(12)
        for line in self.step_lines(table, panel.width - px(24)):
            table.text(surface, line, (panel.x + px(12), y), TEXT_SIZE, TEXT)
            y += table.ctx.font(TEXT_SIZE).get_linesize()
        if table.app.pads.mode == "pad" and self.next_button is not None and self.next_button.alive():
            from game.ui.pad.hints import glyphs

            rect = self.next_button.rect
            for g in glyphs(table.app, table, (pygame.K_n,), px(22))[:1]:
                surface.blit(g, g.get_rect(center=(rect.left + px(4), rect.top + px(3))))
        target = self.target_rect(table)
        if target is not None:
            pulse = 0.5 + 0.5 * math.sin(self.elapsed * 5.0)
            ring = target.inflate(int(px(8) * pulse), int(px(8) * pulse))
            pygame.draw.rect(surface, ACCENT, ring, max(2, px(3)), border_radius=px(12))
            start = (panel.right, panel.y + panel.height // 2)
            end = ring.clipline(start, ring.center)
            pygame.draw.line(surface, ACCENT, start, end[0] if end else ring.center, max(2, px(2)))
