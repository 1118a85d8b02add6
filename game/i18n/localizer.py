"""The Localizer: Fluent bundles for our six languages, finished strings for the UI.

- `Localizer(lang).format("msg-id", name=value)` formats a message; numbers given as int or float
  choose plural forms by CLDR through Fluent selectors (`{ $count -> [one] ... *[other] ... }`).
- A language we ship is used alone. English stands in only for a language that is not shipped
  (`fell_back` is then True). A message missing from a shipped language is a bug: the English text
  is shown so the game stays usable, and the id is recorded in `missing` (with `strict=True`, as in
  the tests, it raises instead).
- `set_language()` switches at once and tells every `subscribe()`d callback, so screens can redraw
  without a restart.
- A language's files are parsed one by one when first needed: its bundle starts empty, with an index
  of which file defines which message (a scan of the files' lines, `message_index`), and a file joins
  it the first time one of its messages is asked for; English is parsed only when it stands in.
  Parsing Fluent was the biggest part of the start-up after the imports (issues 29, 44): the main
  menu needs three of the 18 files.
"""

from __future__ import annotations

import locale as _locale
import os
from collections.abc import Callable
from pathlib import Path

import babel.plural
from fluent.runtime import FluentBundle
from fluent.runtime.builtins import BUILTINS
from fluent.runtime.prepare import Compiler

from .catalog import (
    FALLBACK,
    LANGUAGES,
    language_files,
    load_catalog,
    message_index,
    parse_file,
    shipped_languages,
)


class MessageError(LookupError):
    """A message is missing or cannot be formatted (raised in strict mode only)."""


#: language part of a POSIX locale, or a Windows locale name, to our code
_ALIASES = {
    "en": "en",
    "english": "en",
    "sv": "sv",
    "swedish": "sv",
    "svenska": "sv",
    "fi": "fi",
    "finnish": "fi",
    "suomi": "fi",
    "da": "da",
    "danish": "da",
    "dansk": "da",
    "nb": "nb",
    "no": "nb",
    "nn": "nb",
    "norwegian": "nb",
    "norsk": "nb",
    "norwegian bokmål": "nb",
    "norwegian bokmal": "nb",
    "norwegian nynorsk": "nb",
    "hu": "hu",
    "hungarian": "hu",
    "magyar": "hu",
}


def language_from_locale(name: str | None) -> str | None:
    """Our language code for a locale name, or None when it is none of ours.

    Accepts POSIX names (`sv_SE.UTF-8`, `no_NO`, `nn_NO@euro`, `nb`), BCP 47 tags (`da-DK`) and
    Windows names (`Swedish_Sweden.1252`, `Norwegian Bokmål_Norway`).
    """
    if not name:
        return None
    text = name.strip().split(".", 1)[0].split("@", 1)[0].replace("-", "_").lower()
    if text in ("c", "posix", ""):
        return None
    return _ALIASES.get(text.split("_", 1)[0]) or _ALIASES.get(text)


def system_language(environ: dict[str, str] | None = None) -> str:
    """The language to start with on first run: the first of ours the system asks for, else English.

    Looks at LANGUAGE (a colon-separated preference list), LC_ALL, LC_MESSAGES and LANG, then at
    the process locale (what Windows and macOS report).
    """
    env = os.environ if environ is None else environ
    candidates: list[str] = []
    candidates.extend(env.get("LANGUAGE", "").split(":"))
    candidates.extend(env.get(key, "") for key in ("LC_ALL", "LC_MESSAGES", "LANG"))
    if environ is None:
        try:
            candidates.append(_locale.getlocale()[0] or "")
        except ValueError:
            pass
    for candidate in candidates:
        code = language_from_locale(candidate)
        if code is not None:
            return code
    return FALLBACK


class Bundle(FluentBundle):
    """fluent.runtime's bundle (pinned at 0.4.0), its Babel locale read when a number or a plural
    first needs it: reading the CLDR data of a language takes about 20 ms, a twentieth of the game's
    start (issue 44), and the main menu formats neither. The bundle reads only `_babel_locale`
    (formatting a number) and `_plural_form` (a selector on a number); `__init__` is FluentBundle's
    without the two (`tests/test_i18n_parsed_cache.py` formats every language's plurals and numbers
    through both)."""

    def __init__(self, locales: list[str], use_isolating: bool = True) -> None:  # noqa: D107
        self.locales = locales
        self._functions = dict(BUILTINS)
        self.use_isolating = use_isolating
        self._messages = {}
        self._terms = {}
        self._compiled = {}
        self._compiler = Compiler()
        self._locale: babel.Locale | None = None
        self._plural: Callable | None = None

    @property
    def _babel_locale(self) -> babel.Locale:
        if self._locale is None:
            self._locale = self._get_babel_locale()
        return self._locale

    @_babel_locale.setter
    def _babel_locale(self, value: babel.Locale) -> None:
        self._locale = value

    @property
    def _plural_form(self) -> Callable:
        if self._plural is None:
            self._plural = babel.plural.to_python(self._babel_locale.plural_form)
        return self._plural

    @_plural_form.setter
    def _plural_form(self, value: Callable) -> None:
        self._plural = value


#: texts a Localizer remembers at most (forgotten all at once beyond: names typed, scores...)
_REMEMBERED = 4096


class Localizer:
    def __init__(self, language: str = FALLBACK, *, strict: bool = False, root: Path | None = None):
        self.strict = strict
        self.root = root
        self.missing: set[str] = set()
        self.errors: list[str] = []
        self._listeners: list[Callable[[str], None]] = []
        self._bundles: dict[str, FluentBundle] = {}
        self._unparsed: dict[str, dict[str, Path]] = {}  # per language: message id -> its file, not yet in
        self._formatted: dict[tuple, str] = {}  # (language, id, attribute, arguments) -> text: `_format`
        self.requested = language
        self.language = self._usable(language)
        self._bundle = self._make_bundle(self.language)
        self.set_language(language)

    # -- languages -------------------------------------------------------------------------------
    def available(self) -> list[str]:
        """The languages we ship (each has a folder of .ftl files)."""
        return shipped_languages(self.root)

    @property
    def fell_back(self) -> bool:
        """True when the requested language is not shipped and English is used instead."""
        return self.requested != self.language

    def set_language(self, language: str) -> str:
        """Switch to `language` (English when it is not shipped); returns the language in use."""
        self.requested = language
        use = self._usable(language)
        if use != self.language:
            self.language = use
            self._bundle = self._make_bundle(use)
        for callback in list(self._listeners):
            callback(self.language)
        return self.language

    def subscribe(self, callback: Callable[[str], None]) -> Callable[[], None]:
        """Call `callback(language)` after every switch; returns a function that unsubscribes."""
        self._listeners.append(callback)
        return lambda: self._listeners.remove(callback) if callback in self._listeners else None

    def _usable(self, language: str) -> str:
        return language if language in LANGUAGES and language in self.available() else FALLBACK

    def _make_bundle(self, language: str) -> FluentBundle:
        """The bundle of `language`, built once per Localizer (switching back and forth is cheap),
        without its deferred files."""
        if language in self._bundles:
            return self._bundles[language]
        # no Unicode isolation marks: pygame would draw them as boxes
        bundle = Bundle([language], use_isolating=False)
        self._bundles[language] = bundle
        unparsed: dict[str, Path] = {}
        for path in reversed(language_files(language, self.root)):  # an id in two files: the first's
            unparsed.update(dict.fromkeys(message_index(path), path))
        self._unparsed[language] = unparsed
        return bundle

    def _add_file(self, language: str, path: Path) -> None:
        parsed = parse_file(path)
        self._bundles[language].add_resource(parsed.resource)
        self.errors.extend(f"{language}/{problem}" for problem in parsed.problems)
        unparsed = self._unparsed[language]
        for msg_id in [m for m, p in unparsed.items() if p == path]:
            del unparsed[msg_id]

    def _holds(self, language: str, msg_id: str) -> bool:
        """Whether `language`'s bundle has `msg_id`, taking in the file that defines it when needed."""
        bundle = self._make_bundle(language)
        if bundle.has_message(msg_id):
            return True
        path = self._unparsed[language].get(msg_id)
        if path is None:
            return False
        self._add_file(language, path)
        return bundle.has_message(msg_id)

    # -- messages --------------------------------------------------------------------------------
    def has(self, msg_id: str) -> bool:
        return self._holds(self.language, msg_id)

    def message_ids(self) -> list[str]:
        return list(load_catalog(self.language, self.root).messages)

    def format(self, msg_id: str, **args: object) -> str:
        """The message's text in the current language, with `args` filled in."""
        return self._format(msg_id, None, args)

    def attribute(self, msg_id: str, name: str, **args: object) -> str | None:
        """The text of attribute `.name` of a message, or None when the message has no such attribute."""
        bundle = self._bundle_for(msg_id)
        if bundle is None or name not in bundle.get_message(msg_id).attributes:
            return None
        return self._format(msg_id, name, args)

    def _bundle_for(self, msg_id: str) -> FluentBundle | None:
        """The bundle to format `msg_id` from: ours, or English (recorded) when ours lacks it."""
        if self._holds(self.language, msg_id):
            return self._bundle
        if self.strict:
            raise MessageError(f"{self.language}: no message {msg_id}")
        self.missing.add(msg_id)
        return self._bundles[FALLBACK] if self._holds(FALLBACK, msg_id) else None

    def _format(self, msg_id: str, attribute: str | None, args: dict[str, object]) -> str:
        """The text, remembered: a screen asks for the same few texts frame after frame (the move log
        worded its every line on every frame, the plates their counts at every step of an animation),
        and Fluent takes tens of microseconds to resolve one. Each argument's type is in the key (1, 1.0
        and True may word differently); texts from another language's bundle or with errors are not
        kept, so `missing` and `errors` record every time."""
        key: tuple | None = (self.language, msg_id, attribute, *((k, type(v), v) for k, v in args.items()))
        try:
            known = self._formatted.get(key)  # type: ignore[arg-type]
        except TypeError:  # an argument that cannot be a key (a list): formatted each time
            key, known = None, None
        if known is not None:
            return known
        bundle = self._bundle_for(msg_id)
        if bundle is None:
            return msg_id
        message = bundle.get_message(msg_id)
        pattern = message.value if attribute is None else message.attributes.get(attribute)
        if pattern is None:
            if self.strict:
                raise MessageError(f"{self.language}: {msg_id} has no {attribute or 'value'}")
            return msg_id
        text, errors = bundle.format_pattern(pattern, args)
        if errors:
            note = f"{self.language}: {msg_id}: " + "; ".join(str(e) for e in errors)
            if self.strict:
                raise MessageError(note)
            self.errors.append(note)
        elif key is not None and bundle is self._bundle:
            if len(self._formatted) >= _REMEMBERED:
                self._formatted.clear()
            self._formatted[key] = str(text)
        return str(text)

    # -- cards -----------------------------------------------------------------------------------
    def color_name(self, color: str) -> str:
        """`r`, `y`, `g`, `b` as a word ("red"), for "the colour is now red"."""
        return self.format("color-name", color=color)

    def card_name(self, code: str, rule: str | None = None) -> str:
        """A card code (`r5`, `gS`, `b3U`, `W4`, `WC2`) as the players call the card; with the house
        `rule` it carries at the table (a custom wild, a blank card), the rule named after it."""
        msg_id, args = card_message(code)
        name = self.format(msg_id, **args)
        if rule is None:
            return name
        return self.format("card-with-rule", card=name, rule=self.format(f"house-rule-{rule}"))


def card_message(code: str) -> tuple[str, dict[str, object]]:
    """The message id and arguments that name a card code (see `locales/en/ui.ftl`, "Cards")."""
    if code.startswith("WC") and code[2:].isdigit():
        return "card-WC", {"number": int(code[2:])}
    if code in ("W", "W4", "WT", "WS"):
        return f"card-{code}", {}
    color, rest = code[:1], code[1:]
    if color not in "rygb" or not rest:
        raise ValueError(f"not a card code: {code!r}")
    if rest[0].isdigit():
        number, symbol = rest[0], rest[1:]
        if len(rest) > 2 or (symbol and symbol not in "UNO!"):
            raise ValueError(f"not a card code: {code!r}")
        if symbol:
            return "card-power-number", {"color": color, "number": int(number), "symbol": symbol}
        return "card-number", {"color": color, "number": int(number)}
    if rest in ("S", "R", "D2", "D1", "T2", "X"):
        return f"card-{rest}", {"color": color}
    raise ValueError(f"not a card code: {code!r}")
