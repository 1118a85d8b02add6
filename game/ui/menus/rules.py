"""The rule books (game/i18n/rulebook.py) as books: the edition chosen in a segmented control, the
sections as a contents list, and each section set as pages: its heading, its paragraphs, and the
cards it names drawn beside the paragraph that names them (the rest at the page's top). A book opens on
what is different in its edition. Page Down and Page Up turn the pages (and the sections after the last
and before the first)."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

import pygame

from game.scene.textwrap import wrap
from game.ui.kit import DecoratedScreen, paint, tokens
from game.ui.kit.back import back_button, bar_top
from game.ui.kit.widgets import Decor, Drawn, Plate, Segmented

if TYPE_CHECKING:
    from game.scene.cardart import CardArt

#: the contents list's width at the design size, and a card's width beside the words
CONTENTS_WIDTH, CARD_WIDTH = 250, 64
#: the longest line of the words at the design size (a book's measure, not the window's width)
MEASURE = 700


class Entry(Drawn):
    """A section in the contents: gold when it is the one shown, lit under the pointer or the keys."""

    def draw(self, surface: pygame.Surface) -> None:
        r = self.plate_rect()
        radius = self.screen.px(tokens.RADIUS_MEDIUM)
        if self.button.is_selected:
            paint.rounded(surface, r, tokens.GOLD, radius)
        elif self.hover > 0:
            paint.rounded(surface, r, paint.mix(tokens.PANEL, tokens.SURFACE_HOVER, self.hover), radius)


class RulesScreen(DecoratedScreen):
    """The rule books: edition, contents, pages with the cards beside the words."""

    def __init__(self, app, edition: str = "classic"):
        super().__init__(app)
        self.edition = edition
        self.section = 0
        self.page = 0
        self.entered = False
        self._art: CardArt | None = None
        self.page_rect = pygame.Rect(0, 0, 0, 0)
        self.pages: list[list[tuple[str, str, int]]] = []  # per page: (kind, words, y) of each line
        self.cards_at: list[list[tuple[str, int]]] = []  # per page: (card code, y) beside the words
        self.drawn_texts: list[tuple[str, pygame.Rect]] = []

    def enter(self) -> None:
        super().enter()
        self.entered = True

    def book(self):
        from game.i18n import load_rulebook

        key = (self.edition, self.ctx.localizer.language)
        if getattr(self, "_book_key", None) != key:
            self._book, self._book_key = load_rulebook(self.ctx.localizer, self.edition), key
        return self._book

    # ------------------------------------------------------------------------------------ layout
    def build(self) -> None:
        from game.i18n import EDITIONS

        w, h = self.ctx.size
        px = self.px
        self.decor = Decor()
        book = self.book()
        self.sections = book.sections
        self.section = min(self.section, len(self.sections) - 1)
        m, gap = px(tokens.SPACE_L), px(tokens.SPACE_M)
        top_h = px(44)
        title = self.label((m, px(tokens.SPACE_S), px(300), top_h), self.t("ui-menu-rules"), "#heading")
        title_w = min(title.font.size(title.text)[0] + gap, w // 4)
        title.set_dimensions((title_w, top_h))
        seg_x = m + title_w
        seg_w = (w - m - seg_x) // len(EDITIONS)
        tabs = [
            self.button(
                (seg_x + i * seg_w, px(tokens.SPACE_S) + px(4), seg_w, top_h - px(8)),
                self.t(f"edition-{ed}"),
                partial(self.set_edition, ed),
                "#segment",
            )
            for i, ed in enumerate(EDITIONS)
        ]
        for segment in Segmented(self, tabs, EDITIONS.index(self.edition)).segments:
            self.decor.add(segment)
        top = px(tokens.SPACE_S) + top_h + gap
        bottom = bar_top(self)
        font = self.ctx.font(tokens.TYPE_BODY)  # the contents' words (#ghost: the body size)
        need = max(font.size(sec.title)[0] for sec in self.sections) + px(tokens.SPACE_M)
        side = min(max(px(CONTENTS_WIDTH), need), w // 3)
        row = max(px(26), min(px(38), (bottom - top) // len(self.sections)))
        for i, sec in enumerate(self.sections):
            b = self.button((m, top + i * row, side, row - px(2)), sec.title, partial(self.show, i), "#ghost")
            if b.font.size(b.text)[0] > b.rect.w - px(tokens.SPACE_S):
                b.set_text(paint.fit_text(b.font, sec.title, b.rect.w - px(tokens.SPACE_S)))
            if i == self.section:
                b.select()
            self.decor.add(Entry(self, b, delay=0.02 * i))
        self.page_rect = pygame.Rect(
            m + side + gap, top, w - 2 * m - side - gap, h - px(tokens.SPACE_M) - top
        )
        self.set_pages()
        self.page = min(self.page, len(self.pages) - 1)
        back_button(self)
        if len(self.pages) > 1:
            self.build_turns()
        if self.focus < 0:
            self.focus = len(EDITIONS) + self.section

    def build_turns(self) -> None:
        """The page's turns at its bottom right: previous and next page."""
        px = self.px
        r = self.page_rect
        bw, bh = px(44), px(36)
        y = r.bottom - px(tokens.SPACE_S) - bh
        prev = self.button(
            (r.right - px(tokens.SPACE_M) - 2 * bw - px(tokens.SPACE_S), y, bw, bh),
            "‹",
            self.previous_page,
            "#ghost_bold",
            enabled=self.page > 0,
        )
        nxt = self.button(
            (r.right - px(tokens.SPACE_M) - bw, y, bw, bh),
            "›",
            self.next_page,
            "#ghost_bold",
            enabled=self.page < len(self.pages) - 1,
        )
        for b in (prev, nxt):
            self.decor.add(Plate(self, b))

    def words_width(self) -> int:
        """The words' width on the page: the page less its margins and the cards' column."""
        px = self.px
        return min(px(MEASURE), self.page_rect.w - 3 * px(tokens.SPACE_L) - px(CARD_WIDTH))

    def set_pages(self) -> None:
        """The section's lines set on pages that fit the page's height, and its cards beside the
        paragraph that names each (the rest from the page's top)."""
        px = self.px
        sec = self.sections[self.section]
        head = self.ctx.font(tokens.TYPE_HEADING, True)
        body = self.ctx.font(tokens.TYPE_BODY)
        width = self.words_width()
        pad = px(tokens.SPACE_L)
        first = self.page_rect.y + pad
        last = self.page_rect.bottom - pad - px(36)  # room for the page's turns
        names = {code: self.card_words(code) for code in sec.cards}
        pages: list[list[tuple[str, str, int]]] = [[]]
        cards: list[list[tuple[str, int]]] = [[]]
        y = first
        for line in wrap(head, sec.title, width):
            pages[-1].append(("head", line, y))
            y += head.get_linesize()
        y += px(tokens.SPACE_S)
        placed: set[str] = set()
        for paragraph in sec.paragraphs:
            lines = wrap(body, paragraph, width)
            if y + len(lines) * body.get_linesize() > last and pages[-1][-1][0] != "head":
                pages.append([])
                cards.append([])
                y = first
            named = [
                c for c, words in names.items() if c not in placed and words and words in paragraph.lower()
            ]
            for code in named[:2]:
                cards[-1].append((code, y))
                placed.add(code)
            for line in lines:
                if y + body.get_linesize() > last:
                    pages.append([])
                    cards.append([])
                    y = first
                pages[-1].append(("body", line, y))
                y += body.get_linesize()
            y += px(tokens.SPACE_S)
        rest = [c for c in sec.cards if c not in placed]
        card_h = round(px(CARD_WIDTH) * 1.5)
        for code in rest:  # named nowhere: down the first page's column where it is free
            taken = [at for _c, at in cards[0]]
            at = first
            while any(abs(at - t) < card_h for t in taken) and at + card_h <= last:
                at += card_h // 2
            if at + card_h <= last:
                cards[0].append((code, at))
        self.pages, self.cards_at = pages, cards

    def card_words(self, code: str) -> str:
        """What a card's rules call it, lower case: its kind without its colour ("draw two"); empty for a
        plain number (a digit names too much)."""
        loc = self.ctx.localizer
        if code[:1] in "rygb" and len(code) > 1:
            names = [loc.card_name(c + code[1:]).lower().split() for c in "rygb"]
            common = [w for w in names[0] if all(w in n for n in names[1:])]
            words = " ".join(common)
        else:
            words = loc.card_name(code).lower()
        return words if len(words) >= 3 and not words.isdigit() else ""

    # ------------------------------------------------------------------------------------ changes
    def set_edition(self, edition: str) -> None:
        self.edition, self.section, self.page = edition, 0, 0
        self.rebuild()

    def show(self, i: int) -> None:
        self.section, self.page = i, 0
        self.rebuild()

    def next_page(self) -> None:
        if self.page < len(self.pages) - 1:
            self.page += 1
            self.rebuild()
        elif self.section < len(self.sections) - 1:
            self.show(self.section + 1)

    def previous_page(self) -> None:
        if self.page > 0:
            self.page -= 1
            self.rebuild()
        elif self.section > 0:
            self.section -= 1
            self.rebuild()
            self.page = len(self.pages) - 1
            self.rebuild()

    def on_key(self, event) -> bool:
        if event.key == pygame.K_PAGEDOWN:
            self.next_page()
            return True
        if event.key == pygame.K_PAGEUP:
            self.previous_page()
            return True
        return False

    # ------------------------------------------------------------------------------------ drawing
    def art(self) -> CardArt:
        if self._art is None:
            from game.scene.cardart import CardArt

            self._art = CardArt(self.ctx.settings.colorblind)
        return self._art

    def draw_under_decor(self, surface) -> None:
        px = self.px
        r = self.page_rect
        paint.rounded(surface, r, tokens.PANEL, px(tokens.RADIUS_LARGE), depth=tokens.SHADOW_HIGH, px=px)
        x = r.x + px(tokens.SPACE_L)
        head = self.ctx.font(tokens.TYPE_HEADING, True)
        body = self.ctx.font(tokens.TYPE_BODY)
        page = self.pages[self.page] if self.pages else []
        self.drawn_texts = []
        for kind, words, y in page:
            font, colour = (head, tokens.GOLD_TEXT) if kind == "head" else (body, tokens.TEXT)
            self.drawn_texts.append(paint.text(surface, font, words, colour, "topleft", (x, y)))
        width = px(CARD_WIDTH)
        cx = x + self.words_width() + px(tokens.SPACE_L)  # beside the words
        for code, y in self.cards_at[self.page] if self.cards_at else []:
            try:
                face = self.art().face(code, width)
            except Exception:  # a code the art cannot draw: the words alone
                continue
            surface.blit(face, (cx, y))
        if len(self.pages) > 1:
            text = self.t("ui-replays-page", page=self.page + 1, pages=len(self.pages))
            font = self.ctx.font(tokens.TYPE_CAPTION)
            self.drawn_texts.append(
                paint.text(
                    surface, font, text, tokens.TEXT_MUTED, "bottomleft", (x, r.bottom - px(tokens.SPACE_M))
                )
            )
