"""Start-up and the main loop. The screens arrive with the UI issues; until then a title card."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game import __version__

if TYPE_CHECKING:
    from game.storage import Launch

WINDOW_SIZE = (1280, 720)
TITLE = "UNO Table"


def run(max_frames: int = 0, launch: Launch | None = None) -> int:
    """Open the window and run until it is closed (or after `max_frames` frames when > 0).

    `launch` carries the command line's options, the settings and the storage (game/storage/launch.py).
    """
    pygame.init()
    try:
        size = launch.window_size if launch is not None else WINDOW_SIZE
        flags = pygame.FULLSCREEN if launch is not None and launch.fullscreen else pygame.RESIZABLE
        screen = pygame.display.set_mode(size, flags)
        pygame.display.set_caption(TITLE)
        clock = pygame.time.Clock()
        font = pygame.font.Font(None, 96)
        small = pygame.font.Font(None, 32)
        frames = 0
        running = True
        while running:
            for event in pygame.event.get():
                escape = event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE
                if event.type == pygame.QUIT or escape:
                    running = False
            screen.fill((16, 92, 56))
            title = font.render(TITLE, True, (250, 250, 250))
            screen.blit(title, title.get_rect(center=(screen.get_width() // 2, screen.get_height() // 2)))
            version = small.render(f"version {__version__}", True, (220, 230, 220))
            below = (screen.get_width() // 2, screen.get_height() // 2 + 70)
            screen.blit(version, version.get_rect(center=below))
            pygame.display.flip()
            clock.tick(60)
            frames += 1
            if max_frames and frames >= max_frames:
                running = False
    finally:
        pygame.quit()
    return 0
