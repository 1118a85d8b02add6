"""Every message of every language, formatted with hard arguments: names that end in s, x and z (a
genitive "s" would double or glue on), a name that starts with a vowel (Hungarian a/az), a name as
long as a seat's name may be (24 characters), the counts 0, 1, 2, 5, 21 and 100, every card and every
colour. Nothing may be left unresolved, nothing may be glued onto a name, Hungarian articles must
agree with the word after them, and no line may overflow the widget it is shown in at 960x540 (each
widget measured with its own font and width, as the screens lay it out).

Messages in files added later (tutorial, network, look, gamepad...) are covered too: every message of
every `.ftl` file is formatted; a variable this file does not know gets a plain word.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterator
from functools import cache

import pygame
import pytest
from fluent.syntax import ast

from game.i18n import FALLBACK, Localizer, load_catalog, shipped_languages

SHIPPED = shipped_languages()
SIZE = (960, 540)

#: ends in s, x, z; starts with a vowel; as long as a seat's name may be (24 characters)
NAMES = ("Lars", "Max", "Inez", "Ellen", "Väinämöinen Kalevanpoika")
COUNTS = (0, 1, 2, 5, 21, 100)
NAME_VARIABLES = {"player", "other", "catcher", "target", "first", "second", "winner"}
NUMBER_VARIABLES = {"count", "points", "n", "total", "score", "seconds", "round", "move", "moves", "page"}
NUMBER_VARIABLES |= {"pages", "percent", "cards", "right", "wrong", "ms", "port", "target"}
COLOURS = ("r", "y", "g", "b")
SYMBOLS = ("U", "N", "O", "!")
VALUES: dict[str, tuple[object, ...]] = {
    "color": COLOURS,
    "symbol": SYMBOLS,
    "tower": SYMBOLS,
    "number": tuple(range(10)),
    "v": ("0.1.0",),
    "address": ("192.168.100.200:47474",),
    "code": ("ABCD1234EFGH5678", "QX7P"),
    "folder": ("/home/väinämöinen/.local/share/uno-table",),
    "date": ("2026-11-27 21:05",),
    "team": ("A", "B"),
}
#: a variable nobody told this test about (a new file's): a plain word, so the message still renders
UNKNOWN = ("Zeta",)


def card_codes() -> list[str]:
    """Every card of every edition (RULES.md): numbers, numbers with a tower symbol, actions, wilds."""
    codes = []
    for c in COLOURS:
        codes += [f"{c}{d}" for d in range(10)]
        codes += [f"{c}{d}{s}" for d, s in zip(range(1, 9), "UNO!UNO!", strict=True)]
        codes += [f"{c}{rank}" for rank in ("S", "R", "D2", "D1", "T2", "X")]
    return codes + ["W", "W4", "WT", "WS", "WC1", "WC2", "WC3"]


# ------------------------------------------------------------------------------------ the arguments
@cache
def english_selectors() -> dict[str, dict[str, set[str]]]:
    """Per English message (and attribute): the variant keys each variable is selected on."""
    found: dict[str, dict[str, set[str]]] = {}

    def walk(node, key):
        if isinstance(node, ast.SelectExpression) and isinstance(node.selector, ast.VariableReference):
            keys = {v.key.name if isinstance(v.key, ast.Identifier) else v.key.value for v in node.variants}
            found.setdefault(key, {}).setdefault(node.selector.id.name, set()).update(keys)
        if isinstance(node, ast.BaseNode):
            for value in vars(node).values():
                for child in value if isinstance(value, list) else [value]:
                    if isinstance(child, ast.BaseNode):
                        walk(child, key)

    for resource in load_catalog(FALLBACK).resources:
        for entry in resource.body:
            if isinstance(entry, ast.Message):
                walk(entry.value, entry.id.name)
                for attribute in entry.attributes:
                    walk(attribute.value, f"{entry.id.name}.{attribute.id.name}")
    return found


PLURAL_KEYS = {"zero", "one", "two", "few", "many", "other"}


def values_for(loc: Localizer, key: str, variable: str) -> tuple[object, ...]:
    """The hard values `variable` takes in message `key` (an id, or id.attribute)."""
    selected = english_selectors().get(key, {}).get(variable, set())
    words = selected - PLURAL_KEYS - {str(d) for d in range(10)}
    if selected and selected <= PLURAL_KEYS | {str(d) for d in range(10)} and variable != "number":
        return COUNTS
    if words and variable not in VALUES:  # an enumerated choice: on/off, speed, file kind, card rank...
        return tuple(sorted(words - {"other"}))
    if key == "ui-hint-says":  # $move: the move the hint names, not a move number
        return _words(loc.language, "hint")
    if variable in NAME_VARIABLES:
        return NAMES
    if variable in VALUES:
        return VALUES[variable]
    if variable in NUMBER_VARIABLES:
        return COUNTS
    return _words(loc.language, variable)


@cache
def _words(language: str, variable: str) -> tuple[object, ...]:
    """Values that are themselves texts of the game (a card, a rule, a team...), in the language."""
    loc = Localizer(language, strict=True)
    t = loc.format
    if variable == "card":
        return tuple(loc.card_name(code) for code in card_codes())
    if variable == "hint":  # the hint: a card, several cards to discard, or a button's word
        return (
            loc.card_name("rT2"),
            ", ".join(loc.card_name(c) for c in ("rD2", "W4", "bR")),
            t("ui-keep-all"),
        )
    if variable == "rule":
        return tuple(t(f"house-rule-{r}") for r in _house_rules())
    if variable == "description":
        return tuple(loc.attribute(f"house-rule-{r}", "description") or "" for r in _house_rules())
    if variable == "language":
        return tuple(Localizer(lang).format("language-name") for lang in SHIPPED)
    if variable == "edition":
        return tuple(t(f"edition-{e}") for e in ("classic", "power", "modern"))
    if variable == "players":
        return (t("ui-team-name", first=NAMES[0], second=NAMES[-1]), f"{NAMES[3]}, {NAMES[1]}, {NAMES[2]}")
    if variable == "pairs":
        return (t("ui-setup-partners", team="A", first=NAMES[-1], second=NAMES[3]),)
    return UNKNOWN


def _house_rules() -> list[str]:
    return [m[len("house-rule-") :] for m in load_catalog(FALLBACK).messages if m.startswith("house-rule-")]


def renderings(loc: Localizer) -> Iterator[tuple[str, dict, str]]:
    """(message id or id.attribute, arguments, text) for every message and every hard argument."""
    for msg_id, info in load_catalog(loc.language).messages.items():
        parts = [(msg_id, None, info.variables)] + [
            (f"{msg_id}.{name}", name, variables) for name, variables in info.attributes.items()
        ]
        for key, attribute, variables in parts:
            names = sorted(variables)
            for combo in itertools.product(*(values_for(loc, key, v) for v in names)):
                args = dict(zip(names, combo, strict=True))
                if attribute is None:
                    yield key, args, loc.format(msg_id, **args)
                else:
                    yield key, args, loc.attribute(msg_id, attribute, **args) or ""


# ------------------------------------------------------------------------------------ what is wrong
def glued_to_a_name(lang: str, args: dict, text: str) -> list[str]:
    """A letter, an apostrophe suffix or a hyphenated suffix right after a name ("Larss bord",
    "Lars's", "Ellen-nek"): names are never inflected, since no ending fits every name. English alone
    may write "Lars's"."""
    found = []
    for variable, name in args.items():
        if variable not in NAME_VARIABLES or name not in NAMES:
            continue
        for match in re.finditer(re.escape(str(name)), text):
            after = text[match.end() : match.end() + 2]
            glued = re.match(r"\w|[-'’]\w", after)
            if glued and not (lang == "en" and after in ("'s", "’s")):
                found.append(f"{name!r} followed by {after!r}")
    return found


_HU_VOWELS = set("aáeéiíoóöőuúüű")
#: capital letters whose Hungarian name starts with a vowel sound (a, e, ef, i, el, em, en, o, er, es...)
_HU_VOWEL_LETTERS = set("AEFILMNORSUXYÁÉÍÓÖŐÚÜŰ")


def _hu_starts_with_vowel(word: str) -> bool | None:
    """Whether Hungarian says `word` with a vowel first (None: cannot tell)."""
    if not word:
        return None
    if word[0].isdigit():
        digits = re.match(r"\d+", word).group(0)  # type: ignore[union-attr]
        first, length = digits[0], len(digits)
        # 1 egy, 5 öt, 50 ötven, 500 ötszáz, 1000 ezer: vowels; 10 tíz, 100 száz: not
        return first == "5" or (first == "1" and length in (1, 4))
    if len(word) > 1 and word[:2].isupper() and word[:2].isalpha():  # read out letter by letter, or UNO
        return word[0] in _HU_VOWEL_LETTERS
    return word[0].lower() in _HU_VOWELS


def hungarian_article(text: str, words: set[str] | frozenset[str] = frozenset()) -> list[str]:
    """ "a" before a vowel sound or "az" before a consonant, where the next word is UNO or one of
    `words` (the arguments: names, numbers): "A UNO Table", "az Lars", "a 5-ös". ("az" before other
    words may be the pronoun "that": "az nyer, aki...")"""
    found = []
    for match in re.finditer(r"(?<!\w)(a|az|A|Az)\s+[„\"“(]?([\w.]+)", text):
        article, word = match.group(1).lower(), match.group(2)
        if not (word.startswith("UNO") or any(w and word.startswith(w.split()[0]) for w in words)):
            continue
        vowel = _hu_starts_with_vowel(word)
        if vowel is None:
            continue
        if (article == "az") != vowel:
            found.append(f"'{match.group(0)}'")
    return found


def unresolved(text: str) -> list[str]:
    return [f"unresolved {text!r}"] if re.search(r"[{}]|\$\w", text) or not text.strip() else []


# ------------------------------------------------------------------------------------ the widgets
class Widgets:
    """Where a message is shown at 960x540, measured with the real screens' fonts and widths."""

    def __init__(self, drv):
        from game.scene import layout as table_layout
        from game.ui.table.movelog import MoveLog

        self.drv = drv
        self.ctx = drv.app.ctx
        self.layout = table_layout.compute(*SIZE, 4)
        log = MoveLog(None, self.ctx)
        self.log_font, self.log_width = log.font(), log.text_width()
        self.body_font = self.ctx.font(16)
        self._widths: dict[str, int] = {}
        self.narrowest_box = self.ctx.px(520) - 2 * self.ctx.px(20)  # the narrowest dialog's message
        self.checks = {
            "log-": self.log_line,
            "ui-log-": self.log_line,
            "ui-challenge-title": self.dialog_title,
            "ui-shown-title": self.dialog_title,
            "ui-stack-play": self.dialog_button,
            "ui-accept-draw": self.dialog_button,
            "ui-stack-take": self.dialog_button,
            "tower-name": self.dialog_button,
            "scene-round-won": self.round_banner,
            "scene-game-won": self.game_banner,
            "scene-caught-who": self.stamp,
            "scene-jumped-in-": self.stamp,
            "ui-privacy-": self.privacy,
            "ui-your-turn": self.your_turn,
            "ui-net-found-table": self.found_table,
            "ui-net-found-room": self.found_table,
            "ui-ai-names": lambda text: [],  # the computer players' names, a list the set-up screen splits
        }

    def check(self, key: str, text: str) -> list[str]:
        for prefix, check in self.checks.items():
            if key == prefix or (prefix.endswith("-") and key.startswith(prefix)):
                return check(text)
        return self.words(text)

    def word_width(self, word: str) -> int:
        width = self._widths.get(word)
        if width is None:
            width = self._widths[word] = self.body_font.size(word)[0]
        return width

    def words(self, text: str) -> list[str]:
        """Text that wraps (rule books, notices, help lines): no word wider than the narrowest box."""
        wide = [w for w in text.split() if self.word_width(w) > self.narrowest_box]
        return [f"word wider than a text box: {w!r}" for w in wide]

    def log_line(self, text: str) -> list[str]:
        """The move log wraps at spaces: no word may need cutting, no entry may take over the log."""
        from game.scene.textwrap import wrap

        rows = wrap(self.log_font, text, self.log_width, "  ")
        problems = [
            f"log row {r!r} wider than the log" for r in rows if self.log_font.size(r)[0] > self.log_width
        ]
        if len(rows) > 4:  # more than half of the log's seven rows
            problems.append(f"log entry takes {len(rows)} rows: {text!r}")
        return problems

    def _dialog(self, title: str, answers: list[str]):
        from game.ui.kit import Dialog

        dialog = Dialog(self.drv.app, title, "", [(a, i) for i, a in enumerate(answers)], None)
        dialog.manager = self.ctx.new_manager()
        try:
            return dialog.fit()
        finally:
            self.ctx.release(dialog.manager)

    def dialog_title(self, text: str) -> list[str]:
        fit = self._dialog(text, [self.ctx.t("ui-ok")])
        problems = [] if fit.title_w <= fit.title_room else [f"dialog title wider than the panel: {text!r}"]
        if len(fit.title_lines) > 2:
            problems.append(f"dialog title takes {len(fit.title_lines)} lines: {text!r}")
        return problems

    def dialog_button(self, text: str) -> list[str]:
        fit = self._dialog(self.ctx.t("ui-stack-title"), [text])
        return [] if fit.row_w <= fit.width else [f"answer wider than the window allows: {text!r}"]

    def round_banner(self, text: str) -> list[str]:
        from game.scene.animations import round_banner

        banner = round_banner(self.layout, text, self.ctx.t("scene-round-points", points=100))
        return [f"banner clipped: {text!r}"] if banner.clipped else []

    def game_banner(self, text: str) -> list[str]:
        from game.scene.animations import game_banner

        return [f"banner clipped: {text!r}"] if game_banner(self.layout, text).clipped else []

    def stamp(self, text: str) -> list[str]:
        """The caught stamp grows round its lines; it must stay narrower than half the table, to sit
        beside the caught player's seat."""
        from game.scene.moments import table_stamp

        lines = [text, self.ctx.t("scene-caught-penalty", count=4)]
        stamp = table_stamp(self.layout, self.ctx.t("scene-caught"), lines)
        width = stamp.big.get_width() / stamp.HEADROOM
        return [] if width <= self.layout.width / 2 else [f"stamp {width:.0f} px wide: {text!r}"]

    def your_turn(self, text: str) -> list[str]:
        width = self.ctx.font(20, bold=True).size(text)[0]
        return [] if width <= SIZE[0] - 2 * self.ctx.px(8) else [f"wider than the window: {text!r}"]

    def privacy(self, text: str) -> list[str]:
        return []  # measured once per name in `privacy_screens` (the screen shows all three lines)

    def found_table(self, text: str) -> list[str]:
        return []  # measured on the real join screen in `found_tables`


def overflows(screen) -> list[str]:
    """Buttons and labels of a real screen whose text is wider than the widget (as test_ui_fit)."""
    import pygame_gui

    found = []
    for e in screen.manager.get_sprite_group().sprites():
        if (
            isinstance(e, (pygame_gui.elements.UIButton, pygame_gui.elements.UILabel))
            and e.visible
            and e.text
        ):
            if e.font.size(e.text)[0] > e.rect.width - 4:
                found.append(f"{type(e).__name__} overflows: {e.text!r}")
    return found


# ------------------------------------------------------------------------------------ the tests
def _check_language(lang: str, tmp_path) -> tuple[int, list[str]]:
    from game.ui.testing import Driver

    loc = Localizer(lang, strict=True)
    drv = Driver(tmp_path, size=SIZE, language=lang)
    try:
        widgets = Widgets(drv)
        problems: list[str] = []
        count = 0
        measured: dict[tuple[str, str], list[str]] = {}
        for key, args, text in renderings(loc):
            count += 1
            found = unresolved(text) + glued_to_a_name(lang, args, text)
            if lang == "hu":
                found += hungarian_article(text, {str(v) for v in args.values()})
            if (key, text) not in measured:
                measured[(key, text)] = widgets.check(key, text)
            found += measured[(key, text)]
            problems += [f"{lang} {key} {args}: {p}" for p in found]
        problems += privacy_screens(drv) + found_tables(drv)
        assert loc.errors == [] and loc.missing == set()
        return count, problems
    finally:
        drv.close()


def privacy_screens(drv, names=NAMES) -> list[str]:
    """The hand-over screen between two people at one computer, for every hard name."""
    from game.ui.table.privacy import PrivacyScreen

    problems = []
    for name in names:
        screen = drv.app.push(PrivacyScreen(drv.app, name, lambda: None))
        drv.run(1)
        problems += [f"privacy screen for {name!r}: {p}" for p in overflows(screen)]
        drv.app.pop()
    return problems


class _FoundTable:
    def __init__(self, name, room=""):
        self.name, self.host, self.port, self.room = name, "192.168.100.200", 47474, room


class _Browser:
    """LAN discovery that finds four tables, hosted by `names` (the join screen lists four)."""

    available = True
    names = NAMES[-1:] + NAMES[:3]

    def start(self):
        return True

    def found(self):
        # every other one listed by its host: shown with its room code (the longest a host may choose)
        return [_FoundTable(name, "WWWWWWWWWWWWWWWW" if i % 2 else "") for i, name in enumerate(self.names)]

    def close(self):
        pass


def found_tables(drv, names=_Browser.names) -> list[str]:
    """Tables found on the local network, listed on the join screen: one button each."""
    import game.ui.netplay.links as links
    from game.ui.netplay.join import JoinScreen

    saved = links.make_browser
    links.make_browser = type("Found", (_Browser,), {"names": tuple(names)})
    try:
        screen = drv.app.push(JoinScreen(drv.app))
        drv.run(1)
        drv.click_text(drv.app.ctx.t("ui-net-find"))  # the network is searched when the person asks
        drv.run(1)
        shown = [e.text for e in screen.manager.get_sprite_group().sprites() if getattr(e, "text", "")]
        assert all(any(name in text for text in shown) for name in names), shown
        problems = [f"join screen: {p}" for p in overflows(screen)]
        cards = [item for item in screen.decor.items if hasattr(item, "name_fits")]
        problems += [
            f"join screen: {c.button.text!r} runs under its room code" for c in cards if not c.name_fits()
        ]
        drv.app.pop()
    finally:
        links.make_browser = saved
    return problems


@pytest.mark.parametrize("lang", SHIPPED)
def test_every_message_renders_with_hard_arguments(lang, tmp_path):
    count, problems = _check_language(lang, tmp_path)
    assert count > 5 * len(load_catalog(lang).messages)
    assert problems == [], f"{len(problems)} problems, first: " + "\n".join(problems[:25])


# ------------------------------------------------------------------------------------ the checks can fail
def test_the_checks_find_a_genitive_an_article_and_a_stray_brace():
    assert glued_to_a_name("sv", {"player": "Lars"}, "Larss bord") == ["'Lars' followed by 's '"]
    assert glued_to_a_name("da", {"player": "Max"}, "Max' bord") == []
    assert glued_to_a_name("hu", {"player": "Ellen"}, "Ellen-nek adod") != []
    assert glued_to_a_name("en", {"player": "Lars"}, "Lars's tower") == []
    assert glued_to_a_name("sv", {"player": "Lars"}, "Lars's torn") != []
    assert hungarian_article("A UNO Table már fut") == ["'A UNO'"]
    names = {"Lars", "Ellen", "5", "21", "1", "100", "2"}
    assert hungarian_article("az Lars", names) != [] and hungarian_article("a Lars", names) == []
    assert hungarian_article("az Ellen lapja, az 5-ös, a 21, az 1, a 100, az UNO", names) == []
    assert hungarian_article("a 5-ös", names) != [] and hungarian_article("az 2", names) != []
    assert hungarian_article("az nyer, aki", names) == []
    assert unresolved("{$player} lägger") != [] and unresolved("Anna lägger") == []


def test_a_long_word_in_the_log_is_found(tmp_path):
    from game.ui.testing import Driver

    drv = Driver(tmp_path, size=SIZE)
    try:
        widgets = Widgets(drv)
        assert widgets.check("log-play", "Anna plays a red 5.") == []
        assert widgets.check("log-play", "Anna plays " + "W" * 60) != []
        assert widgets.check("log-play", " ".join(["word"] * 60)) != []  # too many rows
        assert widgets.check("scene-game-won", NAMES[-1] * 3 + " wins!") != []
        assert widgets.check("ui-stack-play", "Play " + "W" * 200) != []
        # the pass screen sets the name in a fitted label (issue 42): even the longest name stays inside
        assert privacy_screens(drv, ["W" * 40]) == [] and privacy_screens(drv) == []
        assert found_tables(drv, ["W" * 40]) != []
    finally:
        drv.close()


def test_every_card_and_colour_is_named_in_every_language():
    for lang in SHIPPED:
        loc = Localizer(lang, strict=True)
        names = [loc.card_name(code) for code in card_codes()]
        assert len(set(names)) == len(names), lang
        assert len({loc.color_name(c) for c in COLOURS}) == 4


# keep pygame's font module up for the measurements when this file runs alone
pygame.font.init()
