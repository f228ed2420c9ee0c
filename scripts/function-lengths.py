#!/usr/bin/env python3
"""Lists the longest functions in Swift sources, and fails past a limit.

    scripts/function-lengths.py [--max 80] [--top 10] [PATH ...]

A function is a `func`, `init`, `deinit` or `subscript` with a body, or a
computed property (`var name: Type { ... }`); its length is the lines from
its declaration to its closing brace, both included. Braces inside string
literals (also multi-line and raw ones) and comments do not count. PATH is a
file or a folder (default: Sources). Exits 1 when a function is longer than
--max.
"""

import argparse
import os
import re
import sys

DECLARATION = re.compile(r"\b(func|init|deinit|subscript|var)\b")
MODIFIERS = re.compile(
    r"^((@\w+(\([^)]*\))?|public|private|internal|fileprivate|open|static|class|final|override|lazy"
    r"|weak|unowned|nonisolated)(\(set\))?\s*)*$"
)
STOPS = re.compile(r"\b(func|var|let|case|init|deinit|subscript|struct|enum|class|extension|protocol)\b")


def code_only(text):
    """The text with comments and string contents blanked out (newlines kept)."""
    out = []
    i = 0
    n = len(text)
    while i < n:
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
        elif text[i] == '"' or (text[i] == "#" and re.match(r'#+"', text[i:])):
            j = skip_string(text, i)
            out.append('"' + re.sub(r"[^\n]", " ", text[i + 1 : j - 1]) + '"')
            i = j
        else:
            out.append(text[i])
            i += 1
    return "".join(out)


def skip_string(text, i):
    """The index just past the string literal that starts at i."""
    hashes = 0
    while text[i] == "#":
        hashes += 1
        i += 1
    multi = text.startswith('"""', i)
    close = ('"""' if multi else '"') + "#" * hashes
    i += 3 if multi else 1
    n = len(text)
    while i < n:
        if text[i] == "\\" and hashes == 0:
            if text.startswith("\\(", i):
                i = skip_interpolation(text, i + 2)
                continue
            i += 2
            continue
        if text.startswith("\\" + "#" * hashes + "(", i) and hashes > 0:
            i = skip_interpolation(text, i + 2 + hashes)
            continue
        if text.startswith(close, i):
            return i + len(close)
        if text[i] == "\n" and not multi:
            return i
        i += 1
    return n


def skip_interpolation(text, i):
    """The index just past the `)` closing an interpolation whose `(` was at i-1."""
    depth = 1
    n = len(text)
    while i < n and depth > 0:
        if text[i] == '"':
            i = skip_string(text, i)
            continue
        if text[i] == "(":
            depth += 1
        elif text[i] == ")":
            depth -= 1
        i += 1
    return i


def functions(path):
    text = open(path, encoding="utf-8").read()
    code = code_only(text)
    line_of = [0] * (len(code) + 1)
    line = 1
    for i, c in enumerate(code):
        line_of[i] = line
        if c == "\n":
            line += 1
    line_of[len(code)] = line
    for match in DECLARATION.finditer(code):
        line_start = code.rfind("\n", 0, match.start()) + 1
        if match.group(1) == "var" and not MODIFIERS.match(code[line_start : match.start()].strip()):
            continue  # `guard var x`, `case var x`: a binding, not a property
        body = find_body(code, match)
        if body is None:
            continue
        end = matching_brace(code, body)
        if end is None:
            continue
        name = code[match.start() : code.find("\n", match.start())].strip()
        yield line_of[match.start()], line_of[end] - line_of[match.start()] + 1, name


def find_body(code, match):
    """Where the body's `{` is, or None for a declaration without one."""
    depth = 0
    angles = 0
    i = match.end()
    is_var = match.group(1) == "var"
    n = len(code)
    while i < n:
        c = code[i]
        if c == "<" and not is_var and is_generic_open(code, i):
            angles += 1
        elif c == ">" and angles > 0 and code[i - 1] != "-":
            angles -= 1
        elif c in "([":
            depth += 1
        elif c in ")]" and depth > 0:
            depth -= 1
        elif depth == 0 and angles == 0:
            if c == "{":
                return i
            if c == "}" or c == ";":
                return None
            if is_var and (c == "=" or c == "\n"):
                return None
            stop = STOPS.match(code, i)
            if stop and (i == 0 or not (code[i - 1].isalnum() or code[i - 1] == "_")):
                return None
        i += 1
    return None


def is_generic_open(code, i):
    """Whether the `<` at i opens generic arguments (`f<T>`, `Array<Int>`),
    not an operator (`1 << 20`, `a < b`, `<=`)."""
    before = code[i - 1] if i > 0 else " "
    after = code[i + 1] if i + 1 < len(code) else " "
    return (before.isalnum() or before == "_") and after not in "<= "


def matching_brace(code, start):
    depth = 0
    for i in range(start, len(code)):
        if code[i] == "{":
            depth += 1
        elif code[i] == "}":
            depth -= 1
            if depth == 0:
                return i
    return None


def swift_files(paths):
    for path in paths:
        if os.path.isfile(path):
            yield path
            continue
        for root, _, files in os.walk(path):
            for name in sorted(files):
                if name.endswith(".swift"):
                    yield os.path.join(root, name)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("paths", nargs="*", default=["Sources"])
    parser.add_argument("--max", type=int, default=80, help="the longest a function may be (lines)")
    parser.add_argument("--top", type=int, default=10, help="how many of the longest to list")
    args = parser.parse_args()
    found = []
    for path in swift_files(args.paths):
        for line, length, name in functions(path):
            found.append((length, path, line, name))
    found.sort(key=lambda f: (-f[0], f[1], f[2]))
    for length, path, line, name in found[: args.top]:
        print(f"{length:5} {path}:{line} {name}")
    over = [f for f in found if f[0] > args.max]
    print(f"{len(found)} functions; {len(over)} over {args.max} lines")
    return 1 if over else 0


if __name__ == "__main__":
    sys.exit(main())
