"""J on every Markdown list item in `--tree`, read again by cmark.

Part of scripts/oracle/measure.py (its `tree` report). For every list item
cmark reads, at any depth, reorder runs with `--tree` on the file, the
item's row is focused (`g`, then `j` to its line: every line is a row) and
J pressed, then `u`. The logged move is replayed alone (`--replay`) and
the result read by markdown_blocks.py. Categories:

- lazy line left behind / rows that are not the item's: the rows that
  travelled are not the item's lines as cmark spans them;
- blank line travelling: a list turned loose or tight;
- blocks changed: the document's top-level blocks are not the same kinds
  in the same order (a paragraph absorbed into a list, a list split);
- numbering: an ordered list no longer numbered as it was (from its start
  and up, or all the same number);
- last item leaves its list: cmark's last item moved below what follows
  the list;
- refused: reorder said no where the item has a next sibling.
"""

import re

MARKER = re.compile(rb"^[ \t>]*(\d{1,9})[.)]")
# "Position 3 of 47": the rows, after the fixed lines.
ROWS = re.compile(r"Position \d+ of (\d+)")


def items_of(nodes):
    """Items with their list: (first, last, list words, next sibling first)."""
    out = []
    stack = []  # (depth, list words, items)
    for kind, first, last, words, depth in nodes:
        if kind == "list":
            stack = [s for s in stack if s[0] < depth] + [(depth, words, [])]
        elif kind == "item":
            while stack and stack[-1][0] != depth - 1:
                stack.pop()
            if stack:
                stack[-1][2].append((first, last))
                out.append((first, last, stack[-1][1], stack[-1][2]))
    result = []
    for first, last, words, siblings in out:
        later = [s for s in siblings if s[0] > first]
        result.append((first, last, words, later[0][0] if later else None))
    return result


def shape(lines_out):
    """What a move must keep: top-level kinds, each list's kind and style."""
    kinds, lists = [], []
    for line in lines_out:
        words = line.split()
        if not line.startswith(" ") and words[0] != "reference_definitions":
            kinds.append(words[0])
        if words[0] == "list":
            lists.append(tuple(words[2:]))
    return kinds, lists


def numbering(data, nodes):
    """Each ordered list's marker numbers, by the list's first line."""
    lines = data.split(b"\n")
    out = {}
    current = None
    for kind, first, last, words, depth in nodes:
        if kind == "list":
            current = first if "ordered" in words else None
            if current:
                out[current] = []
        elif kind == "item" and current and first - 1 < len(lines):
            match = MARKER.match(lines[first - 1])
            if match:
                out[current].append(int(match.group(1)))
    return out


def style(numbers):
    if len(set(numbers)) == 1 and len(numbers) > 1:
        return "same"
    if numbers == list(range(numbers[0], numbers[0] + len(numbers))):
        return "consecutive"
    return "other"


def parse(blocks_lines):
    out = []
    for line in blocks_lines:
        depth = (len(line) - len(line.lstrip(" "))) // 2
        words = line.split()
        first, last = (int(x) for x in words[1].split("-"))
        out.append((words[0], first, last, words[2:], depth))
    return out


def measure(reorder, session_type, replay, cmark_nodes, read_lines, blocks):
    import os
    corpus = os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(
        os.path.abspath(__file__)))), "Tests", "corpus", "structure")
    totals = {"documents": 0, "items": 0, "moves": 0, "agree": 0,
                        "continuation_rows": 0}
    categories, details = {}, []
    for name in sorted(os.listdir(os.path.join(corpus, "markdown"))):
        path = os.path.join(corpus, "markdown", name)
        lines = read_lines(path)
        with open(path, "rb") as f:
            data = f.read()
        nodes = cmark_nodes(path)
        items = items_of(nodes)
        totals["documents"] += 1
        if not items:
            continue
        totals["continuation_rows"] += continuation_rows(nodes, lines)
        # Fixed lines (front matter) are no rows: rows and the log's
        # positions start after them.
        probe = session_type(reorder, ["--tree"], path)
        probe.type("g")
        shown = [int(m.group(1)) for m in map(ROWS.search, probe.finish()[0]) if m]
        fixed = len(lines) - shown[-1] if shown else 0
        session = session_type(reorder, ["--tree"], path)
        session.type("".join("g" + "j" * (first - 1 - fixed) + "Ju"
                                                  for first, _, _, _ in items))
        said, log = session.finish()
        # A move is logged alone, or as a group: its place first, then
        # the rows it rewrites (renumbered) and the blank rows it puts back.
        by_row = {}
        for entry in log:
            if entry["op"] == "group":
                place = next((e for e in entry["edits"] if e["op"] == "move"), None)
            else:
                place = entry if entry["op"] == "move" else None
            if place is None:
                continue
            start = place["from"] if isinstance(place["from"], int) else \
                min(place["from"])
            by_row[start + fixed] = (entry, place.get("count") or len(place["from"]))
        before = shape(blocks.blocks(data))
        numbers = numbering(data, nodes)
        for first, last, words, sibling in items:
            totals["items"] += 1
            move, count = by_row.get(first, (None, 0))
            found = judge(reorder, replay, path, blocks, lines, data, first, last,
                                        words, sibling, move, count, before, numbers)
            if move:
                totals["moves"] += 1
            if not found:
                totals["agree"] += 1
                continue
            for category in found:
                categories[category] = categories.get(category, 0) + 1
            details.append(f"{name}:{first}: {'; '.join(found)}: "
                                          f"{lines[first - 1].decode(errors='replace')[:50]}")
    return totals, categories, details


def continuation_rows(nodes, lines):
    """Lines of items' paragraphs after their first: each a row of its own."""
    count = 0
    for kind, first, last, words, depth in nodes:
        if kind == "item":
            count += sum(1 for n in range(first + 1, last + 1)
                                      if lines[n - 1].strip()
                                      and not MARKER.match(lines[n - 1])
                                      and not re.match(rb"^\s*[-*+]\s", lines[n - 1]))
    return count


def judge(reorder, replay, path, blocks, lines, data, first, last, words,
                    sibling, move, count, before, numbers):
    found = []
    if move is None:
        return ["refused though a next sibling exists"] if sibling else []
    if sibling is None:
        found.append("last item leaves its list")
    travelled = count
    span = last - first + 1
    if travelled < span:
        left = lines[first - 1 + travelled: last]
        indent = len(lines[first - 1]) - len(lines[first - 1].lstrip())
        lazy = any(l.strip() and len(l) - len(l.lstrip()) <= indent
                              for l in left)
        found.append("lazy line left behind" if lazy
                                  else "rows of the item left behind")
    elif travelled > span and any(l.strip() for l in
                                                                lines[first - 1 + span: first - 1 + count]):
        found.append("rows that are not the item's travel")
    result, error = replay(reorder, ["--tree"], path, move)
    if result is None:
        return found + [f"replay failed: {error[:60]}"]
    after_lines = blocks.blocks(result)
    after = shape(after_lines)
    if after[0] != before[0]:
        found.append("blocks changed (absorbed or split)")
    elif [l[-1] for l in after[1]] != [l[-1] for l in before[1]]:
        found.append("blank line travelling (tight/loose changed)")
    after_numbers = numbering(result, parse(
        [l for l in after_lines if not l.startswith("#")]))
    for start, values in numbers.items():
        if not values:
            continue
        new = after_numbers.get(start)
        if new and len(new) == len(values) and style(values) != "other" and \
                style(new) != style(values):
            found.append("numbering")
            break
    return found
