"""The New game screen's layout (its state and changes: game/ui/menus/new_game.py)."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any

import pygame
import pygame_gui

from game.rules import EDITIONS, SCORING_MODES, edition
from game.rules import teams as team_rules
from game.scene.teammark import team_badge, team_letter
from game.scene.textwrap import wrap
from game.ui.kit import DecoratedScreen, tokens
from game.ui.kit.focus import TextFields
from game.ui.kit.name_entry import NameEntry
from game.ui.kit.scroll import ScrollList
from game.ui.kit.widgets import Decor, Plate, SeatPlate, Segmented, Switch, avatar_letters, place_words
from game.ui.menus.edition_tile import EditionTile

TARGETS = (100, 200, 300, 500, 750, 1000)
BOOL_OPTIONS = ("stacking", "forced_play", "draw_until_playable", "seven_zero", "two_player_reverse_skips")
MIN_SEATS, MAX_SEATS = 2, 10
PAGES = ("seats", "options")  # a narrow screen's two pages (`NewGameScreen.two_columns`)


class NewGameLayout(DecoratedScreen, TextFields):
    """The widgets of the New game screen, laid out for the window; `NewGameScreen` holds the choices
    and the changes its buttons call."""

    TITLE = "ui-setup-title"  # the title before the editions
    MAIN = "ui-setup-start"  # the main button's words (it calls `start`)

    ruleset: str
    options: Any
    levels: dict
    seats: list
    seed_text: str
    entries: dict
    error: str
    rule_buttons: dict
    option_help: dict
    team_rows: list
    help_rect: pygame.Rect
    edition_tiles: dict
    page: str
    seat_scroll: ScrollList
    option_scroll: ScrollList
    # the changes (NewGameScreen)
    set_edition: Callable[[str], None]
    add_seat: Callable[[], None]
    remove_seat: Callable[[], None]
    toggle_kind: Callable[[int], None]
    next_level: Callable[[int], None]
    toggle_option: Callable[[str], None]
    next_penalty: Callable[[], None]
    next_custom: Callable[[int], None]
    next_blank: Callable[[], None]
    set_scoring: Callable[[str], None]
    next_target: Callable[[], None]
    start: Callable[[], None]
    back: Callable[[], None]
    seat_list: Callable[[], list]

    def build(self) -> None:
        ctx = self.ctx
        w, h = ctx.size
        px = self.px
        self.entries = {}
        self.decor = Decor()
        self.option_help = {}  # button -> the help line of a choice without a rule card
        self.rule_buttons = {}  # button -> the house rule it chose: its picture inside, its help below
        m, gap = px(tokens.SPACE_L), px(tokens.SPACE_M)
        # the top row: the title, then the editions as tiles with a card of each
        title = self.label((m, px(10), px(300), px(56)), self.t(self.TITLE), "#heading")
        title_w = min(title.font.size(title.text)[0] + gap, w // 4)
        title.set_dimensions((title_w, title.rect.h))
        tiles_x = m + title_w
        tile_h = px(68)
        tile_w = (w - m - tiles_x - 2 * px(tokens.SPACE_S)) // 3
        self.edition_tiles = {}
        for i, ed in enumerate(EDITIONS):
            rect = pygame.Rect(tiles_x + i * (tile_w + px(tokens.SPACE_S)), px(8), tile_w, tile_h)
            b = self.button(rect, self.t(f"edition-{ed}"), partial(self.set_edition, ed), "#tile")
            tile = EditionTile(self, b, ed, self.t(f"ui-edition-desc-{ed}"))
            self.option_help[b] = tile.description  # whole on the help line, whatever the tile's room
            with_words = bool(tile.description_lines(b.rect))  # else the name stands alone, centred
            place_words(
                b, "left", "top" if with_words else "center", tile.words_left(), px(6) if with_words else 0
            )
            if ed == self.ruleset:
                b.select()
            self.edition_tiles[ed] = self.decor.add(tile)
        top = px(8) + tile_h + gap
        bottom = h - px(64) - px(tokens.SPACE_S)
        self.seat_scroll.hide()
        self.option_scroll.hide()
        self._build_body(pygame.Rect(m, top, w - 2 * m, bottom - top), gap)
        # the bottom: Back, the help line, Start
        by = h - px(64)
        if self.error:
            self.label((m, by - px(34), w - 2 * m, px(30)), self.error)
        back = self.button((m, by, px(200), px(48)), self.t("ui-back"), self.back, "#ghost_bold")
        self.start_button = self.button(
            (w - m - px(260), by, px(260), px(48)), self.t(self.MAIN), self.start, "#ghost_bold"
        )
        if w / ctx.scale < 1100:  # a big UI scale: Back and Start as wide as their words, the help more
            pad = px(tokens.SPACE_S)
            back.set_dimensions((min(px(200), back.font.size(back.text)[0] + 6 * pad), px(48)))
            start = self.start_button
            start_w = min(px(260), start.font.size(start.text)[0] + px(48) + 4 * pad)
            start.set_relative_position((w - m - start_w, by))
            start.set_dimensions((start_w, px(48)))
        self.decor.add(Plate(self, back))
        self.decor.add(Plate(self, self.start_button, icon="play", accent=tokens.CARD_FILL["g"]))
        # the help line between Back and Start: what the house rule of the marked choice does
        left, right = back.rect.right + px(14), self.start_button.rect.x - px(14)
        self.help_rect = pygame.Rect(left, by - px(4), right - left, px(56))

    def _build_body(self, area: pygame.Rect, gap: int) -> None:
        """Between the editions and the bottom bar: the seats and the house options side by side, or
        (too narrow for both: a big UI scale) as two pages."""
        half = (area.w - gap) // 2
        if self.two_columns(half):
            self._build_seats(pygame.Rect(area.x, area.y, half, area.h))
            self._build_options(pygame.Rect(area.right - half, area.y, half, area.h))
        else:
            self._build_pages(area)
            if self.page == "seats":
                self._build_seats(area, heading=False)
            else:
                self._build_options(area, heading=False)

    def two_columns(self, width: int) -> bool:
        """Whether the seats and the options fit side by side in columns `width` wide: every house
        option's name fits its row between the icon and the switch."""
        left, right = Switch.layout(self.ctx, pygame.Rect(0, 0, width, self.px(54)))
        font = self.ctx.font(tokens.TYPE_BODY, True)
        names = [self.t(f"ui-look-option-{n.replace('_', '-')}") for n in (*BOOL_OPTIONS, "jump_in", "teams")]
        return all(font.size(name)[0] <= width - left - right - self.px(tokens.SPACE_S) for name in names)

    def _build_pages(self, area: pygame.Rect) -> None:
        """The two pages' tabs, a segmented control in the headings' row."""
        px = self.px
        tabs = []
        tab_w = (area.w - px(100)) // 2
        for k, page in enumerate(PAGES):
            text = (
                self.t("ui-setup-seats", count=len(self.seats))
                if page == "seats"
                else self.t("ui-setup-options")
            )
            b = self.button(
                (area.x + k * tab_w, area.y, tab_w, px(32)), text, partial(self.set_page, page), "#segment"
            )
            tabs.append(b)
        group = Segmented(self, tabs, PAGES.index(self.page))
        for segment in group.segments:
            self.decor.add(segment)

    def set_page(self, page: str) -> None:
        self.page = page
        self.rebuild()

    def _build_seats(self, area: pygame.Rect, heading: bool = True) -> None:
        """The seats as plates: an avatar (initial and colour; the team mark in team play), person or
        computer, and the person's name or the computer's level with its pips."""
        px = self.px
        if heading:
            self.label(
                (area.x, area.y, area.w - px(90), px(30)),
                self.t("ui-setup-seats", count=len(self.seats)),
                "#heading",
            )
        for k, (text, callback, enabled) in enumerate(
            (
                ("−", self.remove_seat, len(self.seats) > MIN_SEATS),
                ("+", self.add_seat, len(self.seats) < MAX_SEATS),
            )
        ):
            b = self.button(
                (area.right - px(84) + k * px(44), area.y, px(40), px(30)),
                text,
                callback,
                "#ghost_bold",
                enabled=enabled,
            )
            self.decor.add(Plate(self, b))
        y = area.y + px(38)
        line = px(32)
        room = area.bottom - y - 3 * (line + px(4))  # under the seats: scoring, target and seed
        least = self.ctx.font(17).size("Ág")[1] + px(10)  # a name field's words
        row_h = max(least, min(px(44), room // MAX_SEATS))
        self._build_match(
            pygame.Rect(area.x, area.bottom - 3 * line - 2 * px(4), area.w, 3 * line + 2 * px(4)), line
        )
        inner = row_h - px(6)
        kind_font = self.ctx.font(17)
        kind_w = max(kind_font.size(self.t(k))[0] for k in ("ui-seat-person", "ui-seat-ai")) + inner + px(20)
        self.team_rows = []
        levels = list(self.levels)
        names = [seat.name for seat in self.seat_list()]
        letters = avatar_letters(names)  # a person and a computer never share an avatar's letter
        shown = self.seat_scroll.fit(len(self.seats), pygame.Rect(area.x, y, area.w, room), row_h)
        for i in shown:
            seat = self.seats[i]
            ry = y + (i - shown.start) * row_h
            plate_rect = pygame.Rect(area.x, ry, area.w, row_h - px(4))
            person = seat["kind"] == "person"
            name = names[i]  # the name the game will use: a computer's too
            sx = area.x + inner + px(tokens.SPACE_S)  # after the avatar
            kind = self.t("ui-seat-person") if person else self.t("ui-seat-ai")
            kb = self.button(
                (sx, ry + px(1), kind_w, inner - px(2)), kind, partial(self.toggle_kind, i), "#ghost"
            )
            self.seat_scroll.add(i, kb)
            rest = pygame.Rect(
                sx + kind_w + px(tokens.SPACE_XS),
                ry + px(1),
                area.right - px(4) - sx - kind_w - px(4),
                inner - px(2),
            )
            level_button = None
            if person:
                entry = NameEntry(rest, self.manager)
                entry.set_text_length_limit(24)
                entry.set_text(seat["name"])
                self.entries[entry] = i
                self.seat_scroll.add(i, self.focusable_field(entry))
            else:
                level_button = self.button(
                    rest,
                    self.t("ui-seat-level", level=self.levels[seat["level"]]),
                    partial(self.next_level, i),
                    "#ghost",
                )
                self.seat_scroll.add(i, level_button)
            if self.options.teams:
                team = team_rules.team_of(len(self.seats), i)
                self.team_rows.append(
                    (team, pygame.Rect(area.x + px(3), ry + px(2), inner - px(2), inner - px(4)))
                )
            pips = None
            if level_button is not None:
                pips = (levels.index(seat["level"]) + 1, len(levels))
                pip_room = px(12) * len(levels) + px(8)
                if level_button.rect.w - level_button.font.size(level_button.text)[0] > pip_room + px(12):
                    place_words(level_button, "left", "center", px(8))
                else:
                    pips = None
            self.decor.items.insert(
                0,
                SeatPlate(self, plate_rect, i, name, with_avatar=not self.options.teams, letters=letters[i]),
            )
            self.decor.add(Plate(self, kb, icon="person" if person else "computer"))
            if level_button is not None:
                self.decor.add(Plate(self, level_button, pips=pips))

    def _build_match(self, area: pygame.Rect, line: int, with_seed: bool = True) -> None:
        """Under the seats: how the match is scored and how long it runs (the target), and the seed
        (not `with_seed`: a network table's server picks it)."""
        px = self.px
        o = self.options
        self._build_scoring(area, area.y, line)
        if o.scoring != "single_round":
            b = self.button(
                (area.x, area.y + line + px(4), area.w, line),
                self.t("ui-option-target", target=o.target),
                self.next_target,
                "#ghost",
            )
            self.decor.add(Plate(self, b, icon="trophy"))
        if not with_seed:
            return
        y = area.bottom - line
        seed_w = min(area.w // 3, self.ctx.font(17).size(self.t("ui-setup-seed"))[0] + px(12))
        self.label((area.x, y, seed_w, line), self.t("ui-setup-seed"))
        seed = pygame_gui.elements.UITextEntryLine(
            pygame.Rect(area.x + seed_w, y, area.w - seed_w, line),
            self.manager,
            placeholder_text=self.t("ui-setup-seed-hint"),
        )
        seed.set_allowed_characters("numbers")
        seed.set_text(self.seed_text)
        self.entries[seed] = "seed"
        self.focusable_field(seed)

    def _build_options(self, area: pygame.Rect, heading: bool = True) -> None:
        """House options as switches (an icon, the name, what it does), then the choices that cycle
        (the UNO penalty, custom or blank cards)."""
        px = self.px
        o = self.options
        ed = edition(self.ruleset)
        if heading:
            self.label((area.x, area.y, area.w, px(30)), self.t("ui-setup-options"), "#heading")
        y = area.y + px(38)
        switches = [n for n in BOOL_OPTIONS if n != "seven_zero" or ed.seven_zero] + ["jump_in"]
        if team_rules.allowed(len(self.seats)):  # only where the seat count allows (game.rules.teams)
            switches.append("teams")
        others = 1 + (3 if ed.custom_cards else 0) + (1 if ed.blank_cards else 0)  # penalty, cards
        # each switch as tall as its name over its effect's lines (two when one line is too narrow: the
        # longer languages, a big UI scale); the rows shrink toward that when the column is short, and
        # past that the column scrolls
        room = area.bottom - y
        effect_w = Switch.effect_width(self.ctx, area.w)
        effects = {n: self.t(f"ui-look-option-{n.replace('_', '-')}-effect") for n in switches}
        lines = {n: min(2, len(Switch.effect_lines(self.ctx, effects[n], effect_w))) for n in switches}
        least_other = self.ctx.font(17).size("Ág")[1] + px(2)  # a choice's words, and no more
        tall = {n: max(px(54), Switch.height(self.ctx, lines[n]) + px(4)) for n in switches}
        least = {n: Switch.height(self.ctx, lines[n]) + px(4) for n in switches}
        full = sum(tall.values()) + others * px(36)
        k = min(1.0, room / full)
        heights = [max(least[n], int(tall[n] * k)) for n in switches]
        other_h = max(least_other + px(4), int(px(36) * k))
        heights += [other_h] * others
        builders: list[Callable[[int, int, int], None]] = [
            partial(self._build_switch, area, name, effects[name], lines[name]) for name in switches
        ]
        cycles: list[tuple[str, Callable[[], None], str | None, str | None]] = []
        cycles.append(
            (self.t("ui-option-uno-penalty", count=o.uno_penalty), self.next_penalty, "uno_penalty", None)
        )
        if ed.custom_cards:
            for k in range(3):
                rule = o.custom_cards[k]
                text = self.t("ui-option-custom-card", number=k + 1, rule=self.t(f"house-rule-{rule}"))
                cycles.append((text, partial(self.next_custom, k), None, rule))
        if ed.blank_cards:
            none = o.blank_cards is None
            rule_name = self.t("ui-option-none") if none else self.t(f"house-rule-{o.blank_cards}")
            cycles.append(
                (
                    self.t("ui-option-blank-cards", rule=rule_name),
                    self.next_blank,
                    "custom_card",
                    o.blank_cards,
                )
            )
        builders += [partial(self._build_cycle, area, *cycle) for cycle in cycles]
        heights = heights[: len(builders)]
        for i in self.option_scroll.fit(len(builders), pygame.Rect(area.x, y, area.w, room), heights):
            builders[i](i, y, heights[i])
            y += heights[i]

    def _build_switch(self, area, name: str, effect: str, lines: int, index: int, y: int, row_h: int):
        px = self.px
        key = name.replace("_", "-")
        b = self.button(
            (area.x, y, area.w, row_h - px(4)),
            self.t(f"ui-look-option-{key}"),
            partial(self.toggle_option, name),
            "#ghost_bold",
        )
        self.option_scroll.add(index, b)
        sw = Switch(self, b, name, effect, getattr(self.options, name), lines=lines)
        left, right = sw.layout(self.ctx, b.rect)
        place_words(b, "left", "top", left, px(3))
        self.decor.add(sw)
        if name == "jump_in":
            self.option_help[b] = self.t("ui-option-jump-in-help")
        elif name == "teams":
            self.option_help[b] = self.t("ui-option-teams-help", pairs=self.partners_text())
        else:
            self.option_help[b] = self.t("ui-setup-rule-help", rule=b.text, description=effect)

    def _build_scoring(self, area, y: int, line: int) -> None:
        """Scoring: a segmented control, its long name in the help line."""
        label_w = min(area.w // 3, self.ctx.font(17).size(self.t("ui-look-scoring"))[0] + self.px(12))
        self.label((area.x, y, label_w, line), self.t("ui-look-scoring"))
        seg_w = (area.w - label_w) // len(SCORING_MODES)
        buttons = []
        for k, mode in enumerate(SCORING_MODES):
            b = self.button(
                (area.x + label_w + k * seg_w, y, seg_w, line),
                self.t(f"ui-look-scoring-{mode.replace('_', '-')}"),
                partial(self.set_scoring, mode),
                "#segment",
            )
            self.option_help[b] = self.t(f"scoring-{mode}")
            buttons.append(b)
        group = Segmented(self, buttons, SCORING_MODES.index(self.options.scoring))
        for segment in group.segments:
            self.decor.add(segment)

    def _build_cycle(self, area, text, callback, icon, rule, index: int, y: int, row_h: int) -> None:
        """A choice that steps on each press (the UNO penalty, a custom or blank card's rule)."""
        from game.scene.cardart import rule_badge

        px = self.px
        line = row_h - px(4)
        b = self.button(
            (area.x, y, area.w, line),
            text,
            callback,
            "#ghost",
            tooltip=self.rule_help(rule) if rule else None,
        )
        self.option_scroll.add(index, b)
        # the rule's picture in the square at the row's left (it is 1.3 times as wide as tall)
        badge = rule_badge(rule, min(line - px(6), int((line - px(2)) / 1.3))) if rule else None
        if rule:
            self.rule_buttons[b] = rule
        self.decor.add(Plate(self, b, icon=icon if badge is None else None, badge=badge))

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
        choice, or what the jump-in or teams option does; while nothing with words of its own is marked
        (as the screen opens), what the chosen edition is and that a choice pointed at says here what
        it does."""
        focused = self.focused_button()
        rule = self.rule_buttons.get(focused)
        font = self.ctx.font(16)
        if rule is not None:
            name = self.t(f"house-rule-{rule}")
            text = self.t("ui-setup-rule-help", rule=name, description=self.rule_help(rule))
        elif focused in self.option_help:
            text = self.option_help[focused]
        else:
            edition = self.t(f"ui-edition-desc-{self.ruleset}")
            lines = wrap(font, self.t("setup-help-start", description=edition), self.help_rect.width)
            if len(lines) * font.get_linesize() <= self.help_rect.h:
                return lines
            text = edition  # short of room (a big UI scale): what the edition is, the pointer's tip left out
        return wrap(font, text, self.help_rect.width)

    def draw_background(self, surface) -> None:
        super().draw_background(surface)  # the tiles, the seat plates and the switches
        self.seat_scroll.draw(surface, self)
        self.option_scroll.draw(surface, self)
        for team, rect in self.team_rows:  # partners share a mark, in place of the avatar
            mark = team_badge(team, rect.height, self.ctx.font(15, bold=True))
            surface.blit(mark, mark.get_rect(center=rect.center))

    def draw(self, surface) -> None:
        super().draw(surface)
        font = self.ctx.font(16)
        lines = self.help_lines()
        top = self.help_rect.centery - len(lines) * font.get_linesize() // 2
        for i, line in enumerate(lines):
            img = font.render(line, True, tokens.TEXT)
            surface.blit(img, img.get_rect(midtop=(self.help_rect.centerx, top + i * font.get_linesize())))

    def drawn_texts(self) -> list:
        """The words drawn beside the widgets (the switches' effects, the editions' lines)."""
        return self.decor.drawn_texts()
