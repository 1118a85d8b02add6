"""Team marks (house option "teams"): a colour and a letter per team, so that colour-blind players tell
the teams apart by the letter alone. Drawn on the seat plates, beside the set-up screen's seats and in
the summaries."""

from __future__ import annotations

import pygame

from .palette import INK, WHITE

#: Okabe-Ito colours (distinguishable with every common colour-vision deficiency), one per team
TEAM_RGB = ((230, 159, 0), (86, 180, 233), (0, 158, 115), (240, 228, 66), (204, 121, 167))
LETTERS = "ABCDE"


def team_letter(team: int) -> str:
    return LETTERS[team % len(LETTERS)]


def team_rgb(team: int) -> tuple[int, int, int]:
    return TEAM_RGB[team % len(TEAM_RGB)]


def team_badge(team: int, height: int, font: pygame.font.Font | None = None) -> pygame.Surface:
    """A rounded tag in the team's colour with its letter in dark ink, `height` pixels high."""
    height = max(8, height)
    width = round(height * 1.15)
    surface = pygame.Surface((width, height), pygame.SRCALPHA)
    rect = surface.get_rect()
    radius = max(2, height // 4)
    pygame.draw.rect(surface, team_rgb(team), rect, border_radius=radius)
    pygame.draw.rect(surface, WHITE, rect, max(1, height // 14), border_radius=radius)
    font = font or pygame.font.Font(None, round(height * 0.95))
    text = font.render(team_letter(team), True, INK)
    surface.blit(text, text.get_rect(center=rect.center))
    return surface


__all__ = ["LETTERS", "TEAM_RGB", "team_badge", "team_letter", "team_rgb"]
