#!/usr/bin/env python3
"""Writes a sr-Cyrl Fluent catalogue from its sr-Latn twin: `tools/sr-cyrl.py IN OUT`.

Serbian Latin and Cyrillic map one to one, so the Cyrillic catalogue is generated rather than
translated. Message ids, placeables `{ … }`, variant keys `[one]`, `code spans` and words with
digits (card names like 9c) are kept as written.
"""
import re
import sys

PAIRS = {"lj": "љ", "nj": "њ", "dž": "џ", "Lj": "Љ", "LJ": "Љ", "Nj": "Њ", "NJ": "Њ", "Dž": "Џ", "DŽ": "Џ"}
SINGLE = dict(zip("abcčćdđefghijklmnoprsštuvzž", "абцчћдђефгхијклмнопрсштувзж"))
SINGLE.update({k.upper(): v.upper() for k, v in list(SINGLE.items())})


def word(w: str) -> str:
    # Card names (9c) and foreign words (commands like `new`) stay as written.
    if any(ch.isdigit() or ch in "qwxyQWXY" for ch in w):
        return w
    out, i = [], 0
    while i < len(w):
        two = w[i : i + 2]
        if two in PAIRS:
            out.append(PAIRS[two])
            i += 2
        else:
            out.append(SINGLE.get(w[i], w[i]))
            i += 1
    return "".join(out)


PROTECTED = re.compile(r"(\{[^{}]*\}|\{[^{}]*$|\[[^\]]*\]|`[^`]*`|https?://\S+|/[a-z_]+)")


def text(t: str) -> str:
    parts = PROTECTED.split(t)
    out = []
    for k, part in enumerate(parts):
        if k % 2 == 1:
            out.append(part)
        else:
            out.append(re.sub(r"[^\W_]+", lambda m: word(m.group(0)), part))
    return "".join(out)


def line(l: str) -> str:
    m = re.match(r"^([A-Za-z][A-Za-z0-9_-]*\s*=\s?)(.*)$", l)
    if m:
        return m.group(1) + text(m.group(2))
    m = re.match(r"^(\s*\.[A-Za-z0-9_-]+\s*=\s?)(.*)$", l)
    if m:
        return m.group(1) + text(m.group(2))
    return text(l)


def main() -> None:
    src, dst = sys.argv[1], sys.argv[2]
    with open(src, encoding="utf-8") as f:
        lines = f.read().split("\n")
    out = [line(l) for l in lines]
    if out and out[0].startswith("#"):
        out[0] = lines[0].replace("srpski", "српски").replace("(latinica)", "(ћирилица), пресловљено из латинице")
    with open(dst, "w", encoding="utf-8") as f:
        f.write("\n".join(out))


if __name__ == "__main__":
    main()
