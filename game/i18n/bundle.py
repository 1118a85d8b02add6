"""The Fluent bundle the Localizer formats with when a message is more than plain text (a number, a
plural, a term...): imported on the first such message, not at the game's start (issue 44)."""

from __future__ import annotations

from collections.abc import Callable

import babel
import babel.plural
from fluent.runtime import FluentBundle
from fluent.runtime.builtins import BUILTINS
from fluent.runtime.prepare import Compiler


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
