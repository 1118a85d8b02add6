"""Breaking a sentence into lines that fit a width in a font: one place for the table's tips, the move
log, the dialogs' titles and the set-up screen's help line."""

from __future__ import annotations


def wrap(font, text: str, width: int, indent: str = "", break_words: bool = False) -> list[str]:
    """`text` broken at spaces into lines no wider than `width` pixels in `font`. Lines after the first
    begin with `indent`. A word wider than a line stays whole on its own line, or with `break_words` is
    cut across lines."""
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
