"""Breaking a sentence into lines that fit a width in a font: one place for the table's tips, the move
log, the dialogs' titles and the set-up screen's help line."""

from __future__ import annotations

import weakref

#: lines already worked out, by font (while it lives) and then by text, width, indent and style: a screen
#: that draws its sentences every frame (the review, the tips) measured every word of them every time
_WRAPPED: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()
WRAPPED_MAX = 2048  # texts kept per font (more: the font's are forgotten and worked out again)


def wrap(font, text: str, width: int, indent: str = "", break_words: bool = False) -> list[str]:
    """`text` broken at spaces into lines no wider than `width` pixels in `font`. Lines after the first
    begin with `indent`. A word wider than a line stays whole on its own line, or with `break_words` is
    cut across lines."""
    try:
        kept = _WRAPPED.get(font)
        if kept is None:
            kept = _WRAPPED[font] = {}
    except TypeError:  # (a font that cannot be referred to weakly: worked out every time)
        return _wrap(font, text, width, indent, break_words)
    style = (getattr(font, "bold", None), getattr(font, "italic", None), getattr(font, "underline", None))
    key = (text, width, indent, break_words, style)
    lines = kept.get(key)
    if lines is None:
        if len(kept) >= WRAPPED_MAX:
            kept.clear()
        lines = kept[key] = tuple(_wrap(font, text, width, indent, break_words))
    return list(lines)


def _wrap(font, text: str, width: int, indent: str, break_words: bool) -> list[str]:
    lines: list[str] = []
    line = ""
    for word in text.split():
        trial = f"{line} {word}" if line else (indent + word if lines else word)
        if not line or font.size(trial)[0] <= width:
            line = trial
            continue
        lines.append(line)
        line = indent + word
    if line:
        lines.append(line)
    if not break_words:
        return lines
    out: list[str] = []
    for line in lines:
        lead = indent if out else ""
        while font.size(line)[0] > width and len(line) > len(lead) + 1:
            cut = len(line) - 1
            while cut > len(lead) + 1 and font.size(line[:cut])[0] > width:
                cut -= 1
            out.append(line[:cut])
            line = indent + line[cut:]
            lead = indent
        out.append(line)
    return out
