#!/usr/bin/env python3
"""Lists Swift functions longer than a limit (default 80 lines).

Usage: scripts/function-lengths.py [--limit N] [PATH ...]   (default: Sources)

A function is a `func`, `init`, `deinit`, `subscript` or computed property
accessor body: the declaration line through its matching closing brace.
Braces are matched after string literals (including multi-line and raw
strings), character escapes and comments are blanked out, so braces in
text do not count. Exit status 1 when any function is over the limit.
"""

import argparse
import os
import re
import sys

DECL = re.compile(r"\b(func\s+[^\s(<]+|init[?!]?\s*[(<]|deinit\b|subscript\s*[(<])")


def blank_literals(text):
    """The text with comments and string literal contents replaced by spaces
    (newlines kept, so line numbers stay)."""
    out = []
    i = 0
    n = len(text)
    while i < n:
        c = text[i]
        if text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
            out.append(" " * (j - i))
            i = j
        elif text.startswith("/*", i):
            depth = 0
            j = i
            while j < n:
                if text.startswith("/*", j):
                    depth += 1
                    j += 2
                elif text.startswith("*/", j):
                    depth -= 1
                    j += 2
                    if depth == 0:
                        break
                else:
                    j += 1
            out.append(re.sub(r"[^\n]", " ", text[i:j]))
            i = j
        elif c == '"' or (c == "#" and re.match(r'#+"', text[i:])):
            hashes = len(re.match(r"#*", text[i:]).group(0))
            start = i
            i += hashes
            multi = text.startswith('"""', i)
            quote = '"""' if multi else '"'
            i += len(quote)
            close = quote + "#" * hashes
            while i < n:
                if hashes == 0 and text[i] == "\\":
                    i += 2
                    continue
                if text.startswith(close, i):
                    i += len(close)
                    break
                if not multi and text[i] == "\n":
                    break
                i += 1
            out.append(re.sub(r"[^\n]", " ", text[start:i]))
        else:
            out.append(c)
            i += 1
    return "".join(out)


def functions(path):
    with open(path, encoding="utf-8") as f:
        text = blank_literals(f.read())
    lines = text.split("\n")
    offsets = [0]
    for line in lines:
        offsets.append(offsets[-1] + len(line) + 1)

    def line_of(pos):
        lo, hi = 0, len(offsets) - 1
        while hi - lo > 1:
            mid = (lo + hi) // 2
            if offsets[mid] <= pos:
                lo = mid
            else:
                hi = mid
        return lo + 1

    for match in DECL.finditer(text):
        # The body starts at the first `{` after the declaration that is not
        # inside its parameter list or generic clause.
        i = match.end()
        depth = 0
        body = None
        while i < len(text):
            c = text[i]
            if c in "([<":
                depth += 1
            elif c in ")]>":
                depth -= 1
            elif c == "{" and depth <= 0:
                body = i
                break
            elif c == "}" and depth <= 0:
                break  # a protocol requirement: no body
            i += 1
        if body is None:
            continue
        # A requirement in a protocol has no body on its line and the next
        # `{` belongs to something else: skip when a newline-separated
        # declaration keyword comes first.
        between = text[match.end():body]
        if re.search(r"\n\s*(func|var|let|init|case|static|public|private|mutating)\b", between):
            continue
        depth = 0
        j = body
        while j < len(text):
            if text[j] == "{":
                depth += 1
            elif text[j] == "}":
                depth -= 1
                if depth == 0:
                    break
            j += 1
        name = match.group(0).strip().rstrip("(<").strip()
        start = line_of(match.start())
        end = line_of(j)
        yield name, start, end - start + 1


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--limit", type=int, default=80)
    parser.add_argument("paths", nargs="*", default=["Sources"])
    args = parser.parse_args()
    over = []
    for root in args.paths:
        files = [root] if os.path.isfile(root) else [
            os.path.join(d, f) for d, _, fs in os.walk(root) for f in fs if f.endswith(".swift")
        ]
        for path in sorted(files):
            for name, line, length in functions(path):
                if length > args.limit:
                    over.append((length, path, line, name))
    for length, path, line, name in sorted(over, reverse=True):
        print(f"{length:5d}  {path}:{line}  {name}")
    return 1 if over else 0


if __name__ == "__main__":
    sys.exit(main())
