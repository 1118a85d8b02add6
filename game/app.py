"""Start-up and the main loop. The screens arrive with the UI issues; until then a title card."""

from __future__ import annotations

import pygame

from game import __version__

WINDOW_SIZE = (1280, 720)
TITLE = "UNO Table"


def run(max_frames: int = 0) -> int:
    """Open the window and run until it is closed (or after `max_frames` frames when > 0)."""
    pygame.init()
    try:
        screen = pygame.display.set_mode(WINDOW_SIZE, pygame.RESIZABLE)
        pygame.display.set_caption(TITLE)
        clock = pygame.time.Clock()
        font = pygame.font.Font(None, 96)
        small = pygame.font.Font(None, 32)
        frames = 0
        running = True
        while running:
            for event in pygame.event.get():
                if event.type == pygame.QUIT or (event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE):
                    running = False
            screen.fill((16, 92, 56))
            title = font.render(TITLE, True, (250, 250, 250))
            screen.blit(title, title.get_rect(center=(screen.get_width() // 2, screen.get_height() // 2)))
            version = small.render(f"version {__version__}", True, (220, 230, 220))
            screen.blit(version, version.get_rect(center=(screen.get_width() // 2, screen.get_height() // 2 + 70)))
            pygame.display.flip()
            clock.tick(60)
            frames += 1
            if max_frames and frames >= max_frames:
                running = False
    finally:
        pygame.quit()
    return 0
