#!/usr/bin/env python3
"""Print a Markdown file's block structure as CommonMark (cmark) reads it.

    scripts/oracle/markdown_blocks.py FILE > FILE.blocks

This is the reference answer an outline or tree reorder of Markdown is
measured against (issue 31). It runs `cmark --sourcepos -t xml` (Debian's
cmark, 0.30) and prints one node a line, with 1-based inclusive line spans:

    front_matter 1-5 yaml
    heading 7-8 level=1 setext
    paragraph 10-12
    list 14-20 bullet tight
      item 14-14
      item 15-20
        list 16-20 ordered start=3 delim=paren loose
          item 16-17
          item 19-20
      heading 21-21 level=2 atx
    html_block 22-25
    reference_definitions 27-28

Every top-level block is printed (paragraph, heading, list, code_block
fenced/indented, html_block, block_quote, thematic_break); below the top
level only what an outline or a tree needs: lists, their items at every
depth, block quotes and headings (a heading printed indented is inside a
list item or a block quote, so it is no section of the document).

What is not cmark's own answer, and why:
- Front matter is not CommonMark: cmark reads YAML front matter as a
  thematic break and a setext heading. Static site generators (Jekyll,
  Hugo, Zola) and pandoc take it off before Markdown parsing. It is
  recognised here as they do, only at line 1: a line `---` (YAML) or `+++`
  (TOML), trailing spaces allowed, a non-blank line 2 (pandoc's rule: a
  `---` followed by a blank line is a thematic break), up to the next line
  that is the same fence (`---` or pandoc's `...` for YAML, `+++` for
  TOML). Those lines are printed as `front_matter A-B yaml|toml` and are
  given to cmark as blank lines, so every other line keeps its number.
- cmark gives an end position of `N:0` to a block that ends with blank
  lines (a list, an item, an indented code block): the block ends at line
  N-1. Spans are printed that way.
- cmark 0.30.2 reports an HTML block that ends on its end condition
  (`-->`, `</pre>`, `</script>`, `?>`, `]]>`) one line short. Its literal
  text is whole, so an HTML block's end is its start plus its literal's
  line count.
- Link reference definitions leave no node in cmark's tree. Non-blank
  lines that no top-level block covers are printed as
  `reference_definitions A-B`, so every non-blank line is accounted for.
- `atx` or `setext`, `fenced` or `indented` are read from the source line
  at the block's start column: cmark's XML gives a heading's level and a
  code block's info string, not their kinds.
"""

import re
import subprocess
import sys
import xml.etree.ElementTree as ET

NS = "{http://commonmark.org/xml/1.0}"
NESTED = {"list", "item", "heading", "block_quote"}
ATX = re.compile(rb"#{1,6}(?:[ \t]|$)")
FENCE = re.compile(rb"(?:```|~~~)")


def front_matter(lines):
    """Returns (kind, last line) of front matter at line 1, or None."""
    if len(lines) < 3:
        return None
    first = lines[0].rstrip(b" \t\r")
    fences = {b"---": ("yaml", {b"---", b"..."}), b"+++": ("toml", {b"+++"})}
    if first not in fences or not lines[1].strip():
        return None
    kind, closers = fences[first]
    for number, line in enumerate(lines[1:], start=2):
        if line.rstrip(b" \t\r") in closers:
            return kind, number
    return None


def span(node):
    """The node's 1-based inclusive line span, as cmark means it."""
    start, end = node.get("sourcepos").split("-")
    first = int(start.split(":")[0])
    last_line, last_column = (int(x) for x in end.split(":"))
    if last_column == 0:
        last_line -= 1
    if node.tag == NS + "html_block":
        text = node.text or ""
        count = text.count("\n") + (0 if text.endswith("\n") else 1)
        last_line = first + count - 1
    return first, max(first, last_line)


def describe(node, lines):
    """One line for a node: its type, span and attributes."""
    kind = node.tag[len(NS):]
    first, last = span(node)
    column = int(node.get("sourcepos").split(":")[1].split("-")[0])
    text = lines[first - 1][column - 1:]  # where cmark says the block starts
    words = [kind, f"{first}-{last}"]
    if kind == "heading":
        atx = ATX.match(text) is not None
        words += [f"level={node.get('level')}", "atx" if atx else "setext"]
    elif kind == "list":
        if node.get("type") == "ordered":
            words += ["ordered", f"start={node.get('start')}",
                                f"delim={node.get('delim')}"]
        else:
            words.append("bullet")
        words.append("tight" if node.get("tight") == "true" else "loose")
    elif kind == "code_block":
        fenced = FENCE.match(text) is not None
        words.append("fenced" if fenced else "indented")
    return " ".join(words)


def walk(node, depth, lines, out):
    for child in node:
        kind = child.tag[len(NS):]
        if depth == 0 or kind in NESTED:
            out.append("  " * depth + describe(child, lines))
        if kind in {"list", "item", "block_quote"}:
            walk(child, depth + 1, lines, out)


def blocks(data):
    """The structure lines for a document given as bytes."""
    lines = data.split(b"\n")
    if lines and lines[-1] == b"":
        lines.pop()
    records = []  # (first line, printed lines) per top-level block
    fm = front_matter(lines)
    body = list(lines)
    covered = set()
    if fm:
        records.append((1, [f"front_matter 1-{fm[1]} {fm[0]}"]))
        body[: fm[1]] = [b""] * fm[1]
        covered.update(range(1, fm[1] + 1))
    parsed = subprocess.run(
        ["cmark", "--sourcepos", "-t", "xml"],
        input=b"\n".join(body) + b"\n", capture_output=True, check=True).stdout
    root = ET.fromstring(parsed)
    for child in root:
        first, last = span(child)
        covered.update(range(first, last + 1))
        out = [describe(child, lines)]
        if child.tag[len(NS):] in {"list", "block_quote"}:
            walk(child, 1, lines, out)
        records.append((first, out))
    extra = [n for n in range(1, len(lines) + 1)
                      if n not in covered and lines[n - 1].strip()]
    for run in runs(extra):
        records.append((run[0], [f"reference_definitions {run[0]}-{run[-1]}"]))
    records.sort(key=lambda record: record[0])
    return [line for _, out in records for line in out]


def runs(numbers):
    """Runs of consecutive numbers: [1, 2, 5] gives [1, 2], [5]."""
    group = []
    for n in numbers:
        if group and n != group[-1] + 1:
            yield group
            group = []
        group.append(n)
    if group:
        yield group


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: markdown_blocks.py FILE")
    with open(sys.argv[1], "rb") as f:
        data = f.read()
    version = subprocess.run(["cmark", "--version"], capture_output=True,
                                                      text=True).stdout.split()[1]
    print(f"# cmark {version} --sourcepos -t xml; spans are 1-based lines")
    for line in blocks(data):
        print(line)


if __name__ == "__main__":
    main()
