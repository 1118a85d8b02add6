"""The new-game screen: edition, 2-10 seats (person with a name, or AI with a level), house options,
custom cards (modern) or blank cards (classic), scoring and target, an optional seed."""

from __future__ import annotations

import random
from dataclasses import replace
from functools import partial

import pygame
import pygame_gui

from game.play import ai_levels
from game.rules import EDITIONS, HOUSE_RULES, SCORING_MODES, UNO_PENALTIES, default_options, edition
from game.rules import teams as team_rules
from game.scene.teammark import team_badge, team_letter
from game.scene.textwrap import wrap
from game.storage.names import has_visible, normalize_name

from .core import ConfirmDialog, Screen
from .name_entry import NameEntry
from .screens import screen_class

TARGETS = (100, 200, 300, 500, 750, 1000)
BOOL_OPTIONS = ("stacking", "forced_play", "draw_until_playable", "seven_zero", "two_player_reverse_skips")
MIN_SEATS, MAX_SEATS = 2, 10


class NewGameScreen(Screen):
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

    # ------------------------------------------------------------------------------------ layout
    def build(self) -> None:
        ctx = self.ctx
        w, h = ctx.size
        px = self.px
        self.entries = {}
        self.label((0, px(8), w, px(50)), self.t("ui-setup-title"), "#title")
        x0, y = px(24), px(66)
        for i, ed in enumerate(EDITIONS):
            b = self.button(
                (x0 + i * px(170), y, px(160), px(40)),
                self.t(f"edition-{ed}"),
                partial(self.set_edition, ed),
            )
            if ed == self.ruleset:
                b.select()
        self.label(
            (x0 + 3 * px(170), y, w - x0 - 3 * px(170) - px(16), px(40)),
            self.t(f"ui-edition-desc-{self.ruleset}"),
        )
        # seats, left half
        y = px(120)
        self.label((x0, y, px(300), px(30)), self.t("ui-setup-seats", count=len(self.seats)), "#heading")
        self.button(
            (x0 + px(310), y, px(40), px(30)), "−", self.remove_seat, enabled=len(self.seats) > MIN_SEATS
        )
        self.button(
            (x0 + px(356), y, px(40), px(30)), "+", self.add_seat, enabled=len(self.seats) < MAX_SEATS
        )
        row_h = min(px(40), (h - y - px(150)) // MAX_SEATS)
        col_w = w // 2 - x0
        # team play: each seat's team mark before its row (partners share a mark)
        mark_w = round((row_h - px(4)) * 1.15) + px(6) if self.options.teams else 0
        self.team_rows = []
        for i, seat in enumerate(self.seats):
            ry = y + px(38) + i * row_h
            if mark_w:
                team = team_rules.team_of(len(self.seats), i)
                self.team_rows.append((team, pygame.Rect(x0, ry, mark_w - px(6), row_h - px(4))))
            kind = self.t("ui-seat-person") if seat["kind"] == "person" else self.t("ui-seat-ai")
            sx = x0 + mark_w  # the seat's row after its team mark
            self.button((sx, ry, px(130), row_h - px(4)), kind, partial(self.toggle_kind, i))
            if seat["kind"] == "person":
                entry = NameEntry(
                    pygame.Rect(sx + px(136), ry, col_w - px(140) - mark_w, row_h - px(4)), self.manager
                )
                entry.set_text_length_limit(24)
                entry.set_text(seat["name"])
                self.entries[entry] = i
            else:
                self.button(
                    (sx + px(136), ry, col_w - px(140) - mark_w, row_h - px(4)),
                    self.t("ui-seat-level", level=self.levels[seat["level"]]),
                    partial(self.next_level, i),
                )
        # options, right half
        ox, ow = w // 2 + px(10), w // 2 - px(34)
        oy = y
        self.label((ox, oy, ow, px(30)), self.t("ui-setup-options"), "#heading")
        oy += px(38)
        o = self.options
        # rows below: the toggles, jump-in (with teams), the penalty, custom or blank cards, scoring,
        # target, seed; narrower rows when they would not fit above the bottom buttons
        rows = len(BOOL_OPTIONS) + 4 + (o.scoring != "single_round")
        rows -= not edition(self.ruleset).seven_zero
        rows += 3 if edition(self.ruleset).custom_cards else 0
        rows += 1 if edition(self.ruleset).blank_cards else 0
        step = min(px(40), (h - px(72) - oy) // rows)
        # an edition with house-rule cards keeps a column for their pictures left of every option, so
        # that all the options line up (the pictures stand beside the buttons that choose them)
        pictures = edition(self.ruleset).custom_cards or edition(self.ruleset).blank_cards
        badge_w = round((step - px(4)) * 1.3) + px(6) if pictures else 0
        ox, ow = ox + badge_w, ow - badge_w
        for name in BOOL_OPTIONS:
            if name == "seven_zero" and not edition(self.ruleset).seven_zero:
                continue
            on = getattr(o, name)
            self.button(
                (ox, oy, ow, step - px(4)),
                self.t(f"ui-option-{name.replace('_', '-')}", on="yes" if on else "no"),
                partial(self.toggle_option, name),
            )
            oy += step
        self.option_help = {}
        teams_allowed = team_rules.allowed(len(self.seats))
        jump_w = (ow - px(6)) // 2 if teams_allowed else ow
        b = self.button(
            (ox, oy, jump_w, step - px(4)),
            self.t("ui-option-jump-in", on="yes" if o.jump_in else "no"),
            partial(self.toggle_option, "jump_in"),
        )
        self.option_help[b] = self.t("ui-option-jump-in-help")
        if teams_allowed:  # only where the seat count allows (game.rules.teams)
            b = self.button(
                (ox + jump_w + px(6), oy, ow - jump_w - px(6), step - px(4)),
                self.t("ui-option-teams", on="yes" if o.teams else "no"),
                partial(self.toggle_option, "teams"),
            )
            self.option_help[b] = self.t("ui-option-teams-help", pairs=self.partners_text())
        oy += step
        self.button(
            (ox, oy, ow, step - px(4)),
            self.t("ui-option-uno-penalty", count=o.uno_penalty),
            self.next_penalty,
        )
        oy += step
        self.rule_buttons = {}  # button -> the house rule it chose: its picture beside it, its help below
        if edition(self.ruleset).custom_cards:
            for k in range(3):
                rule = o.custom_cards[k]
                text = self.t("ui-option-custom-card", number=k + 1, rule=self.t(f"house-rule-{rule}"))
                b = self.button(
                    (ox, oy, ow, step - px(4)),
                    text,
                    partial(self.next_custom, k),
                    tooltip=self.rule_help(rule),
                )
                self.rule_buttons[b] = rule
                oy += step
        if edition(self.ruleset).blank_cards:
            none = o.blank_cards is None
            rule = self.t("ui-option-none") if none else self.t(f"house-rule-{o.blank_cards}")
            b = self.button(
                (ox, oy, ow, step - px(4)),
                self.t("ui-option-blank-cards", rule=rule),
                self.next_blank,
                tooltip=None if none else self.rule_help(o.blank_cards),
            )
            if not none:
                self.rule_buttons[b] = o.blank_cards
            oy += step
        self.button((ox, oy, ow, step - px(4)), self.t(f"scoring-{o.scoring}"), self.next_scoring)
        oy += step
        if o.scoring != "single_round":
            self.button(
                (ox, oy, ow, step - px(4)), self.t("ui-option-target", target=o.target), self.next_target
            )
            oy += step
        self.label((ox, oy, px(140), step - px(4)), self.t("ui-setup-seed"))
        seed = pygame_gui.elements.UITextEntryLine(
            pygame.Rect(ox + px(146), oy, ow - px(146), step - px(4)),
            self.manager,
            placeholder_text=self.t("ui-setup-seed-hint"),
        )
        seed.set_allowed_characters("numbers")
        seed.set_text(self.seed_text)
        self.entries[seed] = "seed"
        # bottom
        by = h - px(64)
        if self.error:
            self.label((x0, by - px(40), w - 2 * x0, px(32)), self.error)
        self.button((x0, by, px(200), px(48)), self.t("ui-back"), self.app.pop)
        self.start_button = self.button(
            (w - x0 - px(260), by, px(260), px(48)), self.t("ui-setup-start"), self.start
        )
        # the help line between Back and Start: what the house rule of the marked choice does
        self.help_rect = pygame.Rect(x0 + px(200) + px(14), by - px(4), w - 2 * x0 - px(460) - px(28), px(56))

    def rule_help(self, rule: str) -> str:
        """What a house rule does, in the player's language."""
        return self.ctx.localizer.attribute(f"house-rule-{rule}", "description") or ""

    def partners_text(self) -> str:
        """Who sits with whom in team play: "A: Anna + Billie; B: ..." (the names the game will use)."""
        n = len(self.seats)
        names = [seat.name for seat in self.seat_list()]
        return "; ".join(
            self.t(
                "ui-setup-partners",
                team=team_letter(team),
                first=names[first],
                second=names[second],
            )
            for team in range(team_rules.team_count(n))
            for first, second in [team_rules.members(n, team)]
        )

    def help_lines(self) -> list[str]:
        """The help line's text, wrapped to its box: the house rule of the focused (or pointed at)
        choice, or what the jump-in or teams option does; nothing when another button is marked."""
        focused = self.focused_button()
        rule = self.rule_buttons.get(focused)
        if rule is not None:
            name = self.t(f"house-rule-{rule}")
            text = self.t("ui-setup-rule-help", rule=name, description=self.rule_help(rule))
        elif focused in self.option_help:
            text = self.option_help[focused]
        else:
            return []
        return wrap(self.ctx.font(16), text, self.help_rect.width)

    def draw(self, surface) -> None:
        super().draw(surface)
        from game.scene.cardart import rule_badge

        for b, rule in self.rule_buttons.items():
            badge = rule_badge(rule, b.rect.height)
            if badge is not None:
                surface.blit(badge, badge.get_rect(midright=(b.rect.x - self.px(6), b.rect.centery)))
        for team, rect in self.team_rows:
            mark = team_badge(team, rect.height, self.ctx.font(15, bold=True))
            surface.blit(mark, mark.get_rect(center=rect.center))
        font = self.ctx.font(16)
        lines = self.help_lines()
        top = self.help_rect.centery - len(lines) * font.get_linesize() // 2
        for i, line in enumerate(lines):
            img = font.render(line, True, (242, 242, 234))
            surface.blit(img, img.get_rect(midtop=(self.help_rect.centerx, top + i * font.get_linesize())))

    # ------------------------------------------------------------------------------------ changes
    def on_event(self, event) -> bool:
        if event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED and event.ui_element in self.entries:
            self._read_entry(event.ui_element)
            return True
        return False

    def _read_entry(self, entry) -> None:
        key = self.entries.get(entry)
        if key == "seed":
            self.seed_text = entry.get_text()
        elif isinstance(key, int) and key < len(self.seats):
            self.seats[key]["name"] = entry.get_text()[:24]

    def _read_all(self) -> None:
        for entry in list(self.entries):
            self._read_entry(entry)

    def rebuild(self) -> None:
        if self.entries:
            self._read_all()
        super().rebuild()

    def set_edition(self, ed: str) -> None:
        """Switch edition, keeping the player's choices; a scoring still at the old edition's
        default becomes the new one's (modern's default is a single round)."""
        o = self.options
        scoring = o.scoring
        if scoring == default_options(self.ruleset).scoring:
            scoring = default_options(ed).scoring
        self.ruleset = ed
        self.options = replace(
            o,
            blank_cards=o.blank_cards if edition(ed).blank_cards else None,
            seven_zero=o.seven_zero and edition(ed).seven_zero,
            scoring=scoring,
        )
        self.rebuild()

    def add_seat(self) -> None:
        if len(self.seats) < MAX_SEATS:
            self.seats.append({"kind": "ai", "name": "", "level": "normal"})
            self._fit_teams()
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

    def begin(self) -> None:
        """Start the game as set up (a saved game, if any, is replaced: `start` asked first)."""
        from game.storage import SavedGame, Setup

        options = self.options
        seed = int(self.seed_text) if self.seed_text.isdigit() else random.randrange(2**63)
        seats = self.seat_list()
        ctx = self.ctx
        ctx.settings = ctx.settings.replace(
            last_setup=Setup(self.ruleset, tuple(seats), options),
            default_names=tuple(s.name for s in seats if s.is_person) or ctx.settings.default_names,
        )
        ctx.save_settings()
        game = SavedGame(self.ruleset, tuple(seats), options, seed)
        self.app.replace(screen_class("table").new(self.app, game))

    def on_key(self, event) -> bool:
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and event.mod & pygame.KMOD_CTRL:
            self.start()
            return True
        return False


def _next(choices: tuple, current):
    """The choice after `current` (the first after the last, or when `current` is not one)."""
    return choices[(choices.index(current) + 1) % len(choices)] if current in choices else choices[0]
