"""The new-game screen: edition, 2-10 seats (person with a name, or AI with a level), house options,
custom cards (modern) or blank cards (classic), scoring and target, an optional seed; and the same
screen without the seats and the seed for a network table's edition and house options (issue 40)."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import replace

import pygame
import pygame_gui

from game.play import ai_levels
from game.rules import HOUSE_RULES, SCORING_MODES, UNO_PENALTIES, Options, carry_options, default_options
from game.rules import teams as team_rules
from game.storage.names import has_visible, normalize_name
from game.ui.kit import ConfirmDialog, tokens
from game.ui.kit.scroll import ScrollList, scroll_focus
from game.ui.kit.widgets import SeatPlate, avatar_letters
from game.ui.menus.edition_tile import EditionTile
from game.ui.menus.new_game_build import MAX_SEATS, MIN_SEATS, TARGETS, NewGameLayout
from game.ui.screens import screen_class

__all__ = ["EditionTile", "HouseOptionsScreen", "NewGameScreen"]


class NewGameScreen(NewGameLayout):
    def __init__(self, app):
        super().__init__(app)
        s = app.ctx.settings
        last = s.last_setup
        names = list(s.default_names)
        self.ruleset = last.ruleset if last is not None else "classic"
        self.options = last.options if last is not None else default_options(self.ruleset)
        self.levels = ai_levels()  # id -> what the seat's button shows
        if last is not None:
            # a plug-in uninstalled since the last game gives its seats back to the normal level
            self.seats = [
                {
                    "kind": seat.kind,
                    "name": seat.name,
                    "level": seat.level if seat.level in self.levels else "normal",
                }
                for seat in last.seats
            ]
        else:
            first = names[0] if names else app.ctx.t("ui-setup-default-person")
            self.seats = [{"kind": "person", "name": first, "level": "normal"}] + [
                {"kind": "ai", "name": "", "level": "normal"} for _ in range(3)
            ]
        self._fit_teams()
        launch = app.ctx.launch
        self.seed_text = "" if launch is None or launch.seed is None else str(launch.seed)
        self.entries: dict = {}
        self.error = ""
        self.rule_buttons: dict = {}
        self.option_help: dict = {}  # button -> the help line of a house option without a rule card
        self.team_rows: list = []  # (team, the row's rect) for the team marks beside the seats
        self.help_rect = pygame.Rect(0, 0, 0, 0)
        self.edition_tiles: dict = {}
        self.page = "seats"  # the page shown when the seats and the options do not fit side by side
        self.seat_scroll = ScrollList()  # the seats and the options shown when they do not all fit
        self.option_scroll = ScrollList()

    # ------------------------------------------------------------------------------------ changes
    def on_event(self, event) -> bool:
        if event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED and event.ui_element in self.entries:
            self._read_entry(event.ui_element)
            return True
        return self.seat_scroll.wheel(self, event) or self.option_scroll.wheel(self, event)

    def move_focus(self, step: int) -> None:
        if not scroll_focus(self, step, self.seat_scroll, self.option_scroll):
            super().move_focus(step)

    def _read_entry(self, entry) -> None:
        key = self.entries.get(entry)
        if key == "seed":
            self.seed_text = entry.get_text()
        elif isinstance(key, int) and key < len(self.seats):
            self.seats[key]["name"] = entry.get_text()[:24]
            self._name_avatars()

    def _name_avatars(self) -> None:
        """The avatars follow a name as it is typed (their letters kept apart: `avatar_letters`)."""
        names = [seat.name for seat in self.seat_list()]
        letters = avatar_letters(names)
        for plate in self.decor.items:
            if isinstance(plate, SeatPlate) and plate.seat < len(names):
                plate.name, plate.letters = names[plate.seat], letters[plate.seat]

    def _read_all(self) -> None:
        for entry in list(self.entries):
            self._read_entry(entry)

    def rebuild(self) -> None:
        if self.entries:
            self._read_all()
        super().rebuild()

    def set_edition(self, ed: str) -> None:
        """Switch edition, keeping the player's choices where the edition has them."""
        self.options = carry_options(self.options, self.ruleset, ed)
        self.ruleset = ed
        self.rebuild()

    def add_seat(self) -> None:
        if len(self.seats) < MAX_SEATS:
            self.seats.append({"kind": "ai", "name": "", "level": "normal"})
            self._fit_teams()
            self.seat_scroll.reveal(len(self.seats) - 1)  # the seat just added is in sight
            self.rebuild()

    def remove_seat(self) -> None:
        if len(self.seats) > MIN_SEATS:
            self.seats.pop()
            self._fit_teams()
            self.rebuild()

    def _fit_teams(self) -> None:
        """Team play goes off at a seat count it does not allow (its button is gone there)."""
        if self.options.teams and not team_rules.allowed(len(self.seats)):
            self.options = replace(self.options, teams=False)

    def toggle_kind(self, i: int) -> None:
        seat = self.seats[i]
        seat["kind"] = "ai" if seat["kind"] == "person" else "person"
        if seat["kind"] == "person" and not has_visible(seat["name"]):
            seat["name"] = self.t("ui-setup-default-player", n=i + 1)
        self.rebuild()

    def next_level(self, i: int) -> None:
        levels = list(self.levels)  # a seat's level is always one of them (see __init__)
        self.seats[i]["level"] = levels[(levels.index(self.seats[i]["level"]) + 1) % len(levels)]
        self.rebuild()

    def toggle_option(self, name: str) -> None:
        self.options = replace(self.options, **{name: not getattr(self.options, name)})
        self.rebuild()

    def next_penalty(self) -> None:
        self.options = replace(self.options, uno_penalty=_next(UNO_PENALTIES, self.options.uno_penalty))
        self.rebuild()

    def next_custom(self, k: int) -> None:
        cards = list(self.options.custom_cards)
        cards[k] = HOUSE_RULES[(HOUSE_RULES.index(cards[k]) + 1) % len(HOUSE_RULES)]
        self.options = replace(self.options, custom_cards=tuple(cards))
        self.rebuild()

    def next_blank(self) -> None:
        choices = (None,) + HOUSE_RULES
        cur = self.options.blank_cards
        self.options = replace(self.options, blank_cards=choices[(choices.index(cur) + 1) % len(choices)])
        self.rebuild()

    def set_scoring(self, mode: str) -> None:
        self.options = replace(self.options, scoring=mode)
        self.rebuild()

    def next_scoring(self) -> None:
        cur = self.options.scoring
        self.options = replace(
            self.options, scoring=SCORING_MODES[(SCORING_MODES.index(cur) + 1) % len(SCORING_MODES)]
        )
        self.rebuild()

    def next_target(self) -> None:
        cur = self.options.target
        nxt = next((t for t in TARGETS if t > cur), TARGETS[0])
        self.options = replace(self.options, target=nxt)
        self.rebuild()

    # ------------------------------------------------------------------------------------ start
    def seat_list(self):
        """The seats as storage Seats: a person without a name gets a default name; AIs get names."""
        from game.storage import Seat

        seats = []
        ai_names = self.t("ui-ai-names").split(",")
        used: set[str] = set()
        for i, seat in enumerate(self.seats):
            if seat["kind"] == "person":
                name = normalize_name(seat["name"], self.t("ui-setup-default-player", n=i + 1))
                seats.append(Seat(name, "person", None))
            else:
                name = next(
                    (n.strip() for n in ai_names if n.strip() and n.strip() not in used),
                    self.t("ui-setup-default-player", n=i + 1),
                )
                seats.append(Seat(name, "ai", seat["level"]))
            used.add(seats[-1].name)
        return seats

    def start(self) -> None:
        """Start pressed: check the options, and ask first when this would replace a saved game."""
        self._read_all()
        options = self.options
        problems = options.problems(self.ruleset, len(self.seats))
        if problems:
            self.error = "; ".join(problems)
            self.rebuild()
            return
        storage = self.ctx.storage
        if storage is not None and storage.has_saved_game():
            choices = [(self.t("ui-replace-save-confirm"), True), (self.t("ui-cancel"), False)]
            title, question = self.t("ui-replace-save-title"), self.t("ui-replace-save-question")
            self.app.push(
                ConfirmDialog(
                    self.app,
                    title,
                    question,
                    choices,
                    lambda yes: self.begin() if yes else None,
                    cancel=False,
                )
            )
            return
        self.begin()

    def keep(self) -> tuple:
        """The set-up as chosen kept in the settings (the next New game, and Host, start from it); the
        seats as the game will have them."""
        from game.storage import Setup

        self._read_all()
        seats = self.seat_list()
        ctx = self.ctx
        ctx.settings = ctx.settings.replace(
            last_setup=Setup(self.ruleset, tuple(seats), self.options),
            default_names=tuple(s.name for s in seats if s.is_person) or ctx.settings.default_names,
        )
        ctx.save_settings()
        return tuple(seats)

    def back(self) -> None:
        """Back (or Escape): what was set is kept for the next time (issue 40), unless the options do
        not make a table (the last good set-up stays then)."""
        self._read_all()
        if not self.options.problems(self.ruleset, len(self.seats)):
            self.keep()
        self.app.pop()

    def on_escape(self) -> None:
        self.back()

    def begin(self) -> None:
        """Start the game as set up (a saved game, if any, is replaced: `start` asked first)."""
        from game.storage import SavedGame

        seed = int(self.seed_text) if self.seed_text.isdigit() else random.randrange(2**63)
        seats = self.keep()
        game = SavedGame(self.ruleset, seats, self.options, seed)
        self.app.replace(screen_class("table").new(self.app, game))

    def on_key(self, event) -> bool:
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and event.mod & pygame.KMOD_CTRL:
            self.start()
            return True
        return False


class HouseOptionsScreen(NewGameScreen):
    """Opened by the host of a network table (Host a network game, or the lobby). `names`: the seats'
    names as the table has them now (its count sets what team play allows; partners are named)."""

    TITLE = "ui-setup-options"
    MAIN = "ui-house-done"

    def __init__(
        self,
        app,
        ruleset: str,
        options: Options,
        names: list[str],
        done: Callable[[str, Options], None],
    ):
        super().__init__(app)
        self.ruleset = ruleset
        self.options = options
        self.seats = [{"kind": "person", "name": name, "level": "normal"} for name in names]
        self._fit_teams()
        self.done = done

    def _build_body(self, area: pygame.Rect, gap: int) -> None:
        """The scoring and the target over a note, beside the house options (or over them, when the
        two do not fit side by side); the title says what they are."""
        px = self.px
        line = px(32)
        half = (area.w - gap) // 2
        match_h = 2 * line + px(4)
        if self.two_columns(half):
            left = pygame.Rect(area.x, area.y, half, area.h)
            self._build_match(pygame.Rect(left.x, left.y + px(38), left.w, match_h), line, with_seed=False)
            note_y = left.y + px(38) + match_h + px(tokens.SPACE_M)
            self._note(pygame.Rect(left.x, note_y, left.w, left.bottom - note_y))
            self._build_options(pygame.Rect(area.right - half, area.y, half, area.h), heading=False)
        else:
            self._build_match(pygame.Rect(area.x, area.y, area.w, match_h), line, with_seed=False)
            top = area.y + match_h + px(tokens.SPACE_S)
            self._build_options(pygame.Rect(area.x, top - px(38), area.w, area.bottom - top + px(38)), False)

    def _note(self, area: pygame.Rect) -> None:
        """Who sees the choice: every guest, in the lobby, as it changes."""
        from game.scene.textwrap import wrap

        font = self.ctx.font(tokens.TYPE_CAPTION)
        lines = wrap(font, self.t("ui-house-note"), area.w)
        step = font.get_linesize() + self.px(4)
        for i, text in enumerate(lines[: max(0, area.h // step)]):
            self.label((area.x, area.y + i * step, area.w, step), text, "#caption")

    def start(self) -> None:
        """Done: options that make a table go back to whoever asked; others are named, and stay."""
        problems = self.options.problems(self.ruleset, len(self.seats))
        if problems:
            self.error = "; ".join(problems)
            self.rebuild()
            return
        self.app.pop()
        self.done(self.ruleset, self.options)

    def back(self) -> None:
        self.app.pop()


def _next(choices: tuple, current):
    """The choice after `current` (the first after the last, or when `current` is not one)."""
    return choices[(choices.index(current) + 1) % len(choices)] if current in choices else choices[0]
