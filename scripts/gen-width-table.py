#!/usr/bin/env python3
"""Generate Sources/ReorderFrontEnd/Text/WidthTable.swift from glibc's wcwidth.

ncurses measures text with the C library's wcwidth(), so the only width table
that keeps our idea of the screen in step with ncurses' is glibc's own. This
script asks glibc directly (through ctypes, under the C.UTF-8 locale) for the
width of every code point U+0000...U+10FFFF except surrogates, adds the
general category from Python's unicodedata where the width alone is not
enough (format characters, controls), and writes one sorted run-length table.

Run it by hand after a glibc or Python upgrade; the build never runs it:

    python3 scripts/gen-width-table.py

It writes the Swift file next to the code that uses it and prints a summary
on stderr.
"""

import ctypes
import ctypes.util
import os
import platform
import sys
import unicodedata

# Classes; the raw values must match `ScalarClass` in the generated file.
UNPRINTABLE = 0  # wcwidth -1 (unassigned, noncharacters, U+2028/2029, C0/C1 but NUL)
ZERO_WIDTH = 1  # wcwidth 0, not Cf/Cc: Mn, Me, Hangul medial/final jamo
NARROW = 2  # wcwidth 1, not Cf/Cc
WIDE = 3  # wcwidth 2, not Cf/Cc
FORMAT_ZERO_WIDTH = 4  # Cf with wcwidth 0
FORMAT_NARROW = 5  # Cf with wcwidth 1 (U+00AD, the prepended concatenation marks)
CONTROL = 6  # Cc (wcwidth 0 for NUL, -1 otherwise)

NAMES = {
    UNPRINTABLE: "unprintable",
    ZERO_WIDTH: "zeroWidth",
    NARROW: "narrow",
    WIDE: "wide",
    FORMAT_ZERO_WIDTH: "formatZeroWidth",
    FORMAT_NARROW: "formatNarrow",
    CONTROL: "control",
}

LC_ALL = 6  # glibc


def load_glibc():
    libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6")
    libc.setlocale.restype = ctypes.c_char_p
    libc.setlocale.argtypes = [ctypes.c_int, ctypes.c_char_p]
    if libc.setlocale(LC_ALL, b"C.UTF-8") is None:
        sys.exit("setlocale(LC_ALL, \"C.UTF-8\") failed")
    libc.gnu_get_libc_version.restype = ctypes.c_char_p
    libc.wcwidth.argtypes = [ctypes.c_int32]  # wchar_t is 32-bit on Linux
    libc.wcwidth.restype = ctypes.c_int
    return libc


def classify(cp, width):
    category = unicodedata.category(chr(cp))
    if category == "Cc":
        return CONTROL
    if category == "Cf":
        if width == 0:
            return FORMAT_ZERO_WIDTH
        if width == 1:
            return FORMAT_NARROW
        sys.exit(f"U+{cp:04X}: format character of width {width}; add a class")
    if width < 0:
        return UNPRINTABLE
    if category == "Cn":
        # glibc knows a character Python's unicodedata does not: the two
        # disagree on the Unicode version. Trust glibc, but say so.
        print(f"note: U+{cp:04X} unassigned in unicodedata, wcwidth {width}",
              file=sys.stderr)
    return {0: ZERO_WIDTH, 1: NARROW, 2: WIDE}[width]


def main():
    libc = load_glibc()
    glibc_version = libc.gnu_get_libc_version().decode()

    ranges = []  # [start, class]
    counts = {}
    for cp in range(0x110000):
        if 0xD800 <= cp <= 0xDFFF:
            continue  # surrogates: never produced by a UTF-8 decoder
        cls = classify(cp, libc.wcwidth(cp))
        counts[cls] = counts.get(cls, 0) + 1
        if not ranges or ranges[-1][1] != cls:
            ranges.append([cp, cls])
    # Surrogates were skipped; the range running into them simply continues
    # past them, which is harmless because no valid scalar lies there.

    # Sanity: the table must agree with glibc for every code point.
    starts = [r[0] for r in ranges]
    import bisect
    for cp in range(0x110000):
        if 0xD800 <= cp <= 0xDFFF:
            continue
        cls = ranges[bisect.bisect_right(starts, cp) - 1][1]
        w = libc.wcwidth(cp)
        expected = {UNPRINTABLE: -1, ZERO_WIDTH: 0, NARROW: 1, WIDE: 2,
                    FORMAT_ZERO_WIDTH: 0, FORMAT_NARROW: 1,
                    CONTROL: 0 if cp == 0 else -1}[cls]
        assert w == expected, (hex(cp), w, cls)

    out = []
    out.append("// GENERATED FILE - do not edit. Regenerate with:")
    out.append("//   python3 scripts/gen-width-table.py")
    out.append("//")
    out.append(f"// Widths: glibc {glibc_version} wcwidth() under setlocale(LC_ALL, \"C.UTF-8\"),")
    out.append("// called through ctypes for every code point U+0000...U+10FFFF except")
    out.append("// surrogates. General categories (Cc, Cf): Python "
               f"{platform.python_version()} unicodedata,")
    out.append(f"// Unicode {unicodedata.unidata_version}.")
    out.append("")
    out.append("/// How glibc's `wcwidth` (and so ncurses) measures a scalar, with the")
    out.append("/// controls and format characters told apart from the rest.")
    out.append("enum ScalarClass: UInt8, Sendable {")
    out.append("  /// `wcwidth` -1: unassigned, noncharacters, U+2028, U+2029.")
    out.append("  case unprintable = 0")
    out.append("  /// `wcwidth` 0 and not Cf or Cc: combining marks (Mn, Me) and the")
    out.append("  /// Hangul medial and final jamo (U+1160...U+11FF, U+D7B0...U+D7FF).")
    out.append("  case zeroWidth = 1")
    out.append("  /// `wcwidth` 1 and not Cf or Cc.")
    out.append("  case narrow = 2")
    out.append("  /// `wcwidth` 2 and not Cf or Cc.")
    out.append("  case wide = 3")
    out.append("  /// General category Cf with `wcwidth` 0.")
    out.append("  case formatZeroWidth = 4")
    out.append("  /// General category Cf with `wcwidth` 1 (U+00AD, the prepended")
    out.append("  /// concatenation marks such as U+0600).")
    out.append("  case formatNarrow = 5")
    out.append("  /// General category Cc (`wcwidth` 0 for NUL, -1 for the rest).")
    out.append("  case control = 6")
    out.append("}")
    out.append("")
    out.append("enum WidthTable {")
    out.append("  /// `gnu_get_libc_version()` of the glibc the table was read from.")
    out.append(f"  static let glibcVersion = \"{glibc_version}\"")
    out.append("  /// Unicode version of the unicodedata that gave the categories.")
    out.append(f"  static let unicodeVersion = \"{unicodedata.unidata_version}\"")
    out.append("")
    out.append(f"  /// {len(ranges)} ranges covering U+0000...U+10FFFF, flattened as")
    out.append("  /// `first scalar, ScalarClass.rawValue` pairs sorted by first scalar;")
    out.append("  /// each range runs up to the next one's first scalar.")
    out.append("  static let ranges: [UInt32] = [")
    per_line = 6
    for i in range(0, len(ranges), per_line):
        chunk = ranges[i:i + per_line]
        out.append("    " + " ".join(f"0x{s:05X}, {c}," for s, c in chunk))
    out.append("  ]")
    out.append("}")
    out.append("")

    here = os.path.dirname(os.path.abspath(__file__))
    target = os.path.join(here, "..", "Sources", "ReorderTerminal", "Text",
                          "WidthTable.swift")
    with open(target, "w", encoding="utf-8") as f:
        f.write("\n".join(out))
    print(f"glibc {glibc_version}, unicodedata {unicodedata.unidata_version}: "
          f"{len(ranges)} ranges written to {os.path.normpath(target)}",
          file=sys.stderr)
    for cls in sorted(counts):
        print(f"  {NAMES[cls]:16} {counts[cls]:7} code points", file=sys.stderr)


if __name__ == "__main__":
    main()
