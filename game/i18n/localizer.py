"""The Localizer: Fluent bundles for our six languages, finished strings for the UI.

- `Localizer(lang).format("msg-id", name=value)` formats a message; numbers given as int or float
  choose plural forms by CLDR through Fluent selectors (`{ $count -> [one] ... *[other] ... }`).
- A language we ship is used alone. English stands in only for a language that is not shipped
  (`fell_back` is then True). A message missing from a shipped language is a bug: the English text
  is shown so the game stays usable, and the id is recorded in `missing` (with `strict=True`, as in
  the tests, it raises instead).
- `set_language()` switches at once and tells every `subscribe()`d callback, so screens can redraw
  without a restart.
- A language's files are taken one by one when first needed: it starts with an index of which file
  defines which message (a scan of the files' lines, `message_index`), and a file joins the first
  time one of its messages is asked for; English is read only when it stands in. Parsing Fluent was
  the biggest part of the start-up after the imports (issues 29, 44): the main menu needs four of
  the 18 files.
- A file joins with its plain texts (game/i18n/plain.py, kept between runs): a message that is text,
  or text around variables given as text, is worded from them. Its Fluent bundle (bundle.py) is made,
  with every file taken so far, for the first message that needs more (a number, a plural, a term):
  fluent.runtime is not imported for the main menu (issue 44).
"""

from __future__ import annotations

import locale as _locale
import os
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from . import plain
from .catalog import (
    FALLBACK,
    LANGUAGES,
    language_files,
    load_catalog,
    message_index,
    parse_file,
    plain_file,
    shipped_languages,
)

if TYPE_CHECKING:
    from .bundle import Bundle


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


#: texts a Localizer remembers at most (forgotten all at once beyond: names typed, scores...)
_REMEMBERED = 4096


class Localizer:
    def __init__(self, language: str = FALLBACK, *, strict: bool = False, root: Path | None = None):
        self.strict = strict
        self.root = root
        self.missing: set[str] = set()
        self.errors: list[str] = []
        self._listeners: list[Callable[[str], None]] = []
        # per language: message id -> its patterns' plain parts (plain.py; None: needs Fluent), from the
        # files taken so far (in `_taken`); the message ids of the files not taken yet (`_unparsed`);
        # the Fluent bundle, made for the first message that needs it (`_bundles`)
        self._texts: dict[str, dict[str, dict[str | None, plain.Parts | None]]] = {}
        self._taken: dict[str, list[Path]] = {}
        self._unparsed: dict[str, dict[str, Path]] = {}
        self._bundles: dict[str, Bundle] = {}
        self._formatted: dict[tuple, str] = {}  # (language, id, attribute, arguments) -> text: `_format`
        self.requested = language
        self.language = self._usable(language)
        self._prepare(self.language)
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
            self._prepare(use)
        for callback in list(self._listeners):
            callback(self.language)
        return self.language

    def subscribe(self, callback: Callable[[str], None]) -> Callable[[], None]:
        """Call `callback(language)` after every switch; returns a function that unsubscribes."""
        self._listeners.append(callback)
        return lambda: self._listeners.remove(callback) if callback in self._listeners else None

    def _usable(self, language: str) -> str:
        return language if language in LANGUAGES and language in self.available() else FALLBACK

    def _prepare(self, language: str) -> None:
        """`language`'s index of which file defines which message, made once per Localizer
        (switching back and forth is cheap); its files are taken when first needed."""
        if language in self._texts:
            return
        self._texts[language] = {}
        self._taken[language] = []
        unparsed: dict[str, Path] = {}
        for path in reversed(language_files(language, self.root)):  # an id in two files: the first's
            unparsed.update(dict.fromkeys(message_index(path), path))
        self._unparsed[language] = unparsed

    def _add_file(self, language: str, path: Path) -> None:
        table = plain_file(path)
        texts = self._texts[language]
        for msg_id, patterns in table["messages"].items():
            texts.setdefault(msg_id, patterns)  # an id already taken keeps its first file's, as in Fluent
        self._taken[language].append(path)
        bundle = self._bundles.get(language)
        if bundle is not None:
            bundle.add_resource(parse_file(path).resource)
        self.errors.extend(f"{language}/{problem}" for problem in table["problems"])
        unparsed = self._unparsed[language]
        for msg_id in message_index(path):  # the ids `_prepare` found in it (not all the language's)
            if unparsed.get(msg_id) == path:
                del unparsed[msg_id]

    def _holds(self, language: str, msg_id: str) -> bool:
        """Whether `language` has `msg_id`, taking in the file that defines it when needed."""
        self._prepare(language)
        texts = self._texts[language]
        if msg_id in texts:
            return True
        path = self._unparsed[language].get(msg_id)
        if path is None:
            return False
        self._add_file(language, path)
        return msg_id in texts

    def _bundle(self, language: str) -> Bundle:
        """`language`'s Fluent bundle with every file taken so far (made on its first use)."""
        bundle = self._bundles.get(language)
        if bundle is None:
            from .bundle import Bundle

            # no Unicode isolation marks: pygame would draw them as boxes
            bundle = Bundle([language], use_isolating=False)
            for path in self._taken[language]:
                bundle.add_resource(parse_file(path).resource)
            self._bundles[language] = bundle
        return bundle

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
        language = self._language_for(msg_id)
        if language is None or name not in self._texts[language][msg_id]:
            return None
        return self._format(msg_id, name, args)

    def _language_for(self, msg_id: str) -> str | None:
        """The language to format `msg_id` in: ours, or English (recorded) when ours lacks it."""
        if self._holds(self.language, msg_id):
            return self.language
        if self.strict:
            raise MessageError(f"{self.language}: no message {msg_id}")
        self.missing.add(msg_id)
        return FALLBACK if self._holds(FALLBACK, msg_id) else None

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
        language = self._language_for(msg_id)
        if language is None:
            return msg_id
        patterns = self._texts[language][msg_id]
        if attribute not in patterns:
            if self.strict:
                raise MessageError(f"{self.language}: {msg_id} has no {attribute or 'value'}")
            return msg_id
        found = patterns[attribute]
        text = plain.word(found, args) if found is not None else None
        if text is None:  # more than plain text: Fluent words it
            bundle = self._bundle(language)
            message = bundle.get_message(msg_id)
            pattern = message.value if attribute is None else message.attributes[attribute]
            assert pattern is not None  # the plain table lists only the patterns the message has
            worded, errors = bundle.format_pattern(pattern, args)
            text = str(worded)
            if errors:
                note = f"{self.language}: {msg_id}: " + "; ".join(str(e) for e in errors)
                if self.strict:
                    raise MessageError(note)
                self.errors.append(note)
                return text
        if key is not None and language == self.language:
            if len(self._formatted) >= _REMEMBERED:
                self._formatted.clear()
            self._formatted[key] = text
        return text

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
