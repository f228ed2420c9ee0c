#!/usr/bin/env python3
"""Measure a reorder binary against the references' stored answers.

    scripts/oracle/measure.py REORDER [outline|org|tree] > report.txt

A report, not a test: today's reorder disagrees on purpose (issue 31), and
docs/structure-oracle.md keeps the figures. reorder runs in a private tmux
server (80x24 is enough: nothing is read from the screen). Keys go in as
typed; what reorder did is read from its own `--narrate` lines (the focused
row's position, each refusal) and its `--log` (each edit), and an edit's
whole result from `--replay` of that one entry. So every figure is the
binary's own behaviour, and every expected answer is cmark's or org-mode's
(Tests/corpus/structure/expected).

- outline: for each Markdown file, `--outline`, `g` then `j` until the
  last row: the rows' positions are reorder's headings. Compared with the
  top-level headings cmark reads (ATX and setext); each disagreement is
  put in a category by what cmark says the line is.
- org: for each org file and each of J, K, L and H, on every heading:
  `g`, `j` to the heading, the key, `u`. Compared, byte for byte, with
  org-move-subtree-down, -up, org-demote-subtree and org-promote-subtree;
  org-do-demote and org-do-promote (M-right, M-left) have no key in
  reorder and are counted as such.
- tree: for each Markdown list item at any depth, `--tree`, J on its row
  (then `u`). Its result is read again by cmark: a move that keeps the
  document's meaning leaves every list as tight or loose as it was, every
  other top-level block where it was (nothing absorbed), and an ordered
  list numbered from its start; and the rows that travel are the item's
  lines.
"""

import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
CORPUS = os.path.join(ROOT, "Tests", "corpus", "structure")
sys.path.insert(0, HERE)
import markdown_blocks  # noqa: E402
import org_moves  # noqa: E402

POSITION = re.compile(r"^Position (\d+) of (\d+)")


class Session:
    """One reorder run in a private tmux server, driven by typed keys."""

    def __init__(self, reorder, args, path):
        self.dir = tempfile.mkdtemp(prefix="oracle-")
        self.log = os.path.join(self.dir, "log.jsonl")
        self.said = os.path.join(self.dir, "said.txt")
        self.done = os.path.join(self.dir, "done")
        self.sock = os.path.join(self.dir, "sock")
        command = (f"{reorder} --keys legacy --no-animation {' '.join(args)} "
                              f"--log {self.log} --narrate {self.said} '{path}' >/dev/null; "
                              f"echo $? > {self.done}")
        self.tmux("new-session", "-d", "-x", "100", "-y", "30", "-s", "r",
                            "sh", "-c", command)
        # An outline with no row says nothing at all: then wait 5 s only.
        try:
            self.wait(lambda: os.path.exists(self.said)
                                and os.path.getsize(self.said) > 0, "greeting", 5)
        except TimeoutError:
            pass

    def tmux(self, *args):
        subprocess.run(["tmux", "-S", self.sock, "-f", "/dev/null", *args],
                                      check=True, capture_output=True)

    def wait(self, ready, what, seconds=300):
        deadline = time.monotonic() + seconds
        while not ready():
            if time.monotonic() > deadline:
                raise TimeoutError(f"reorder: no {what} within {seconds}s")
            time.sleep(0.05)

    def type(self, keys):
        for start in range(0, len(keys), 2000):
            self.tmux("send-keys", "-t", "r", "-l", "--", keys[start:start + 2000])

    def finish(self):
        """Quit (nothing is changed: every edit was undone) and read."""
        self.type("q")
        self.wait(lambda: os.path.exists(self.done), "exit")
        with open(self.said, encoding="utf-8") as f:
            said = f.read().splitlines()
        log = []
        if os.path.exists(self.log):
            with open(self.log, encoding="utf-8") as f:
                log = [json.loads(line) for line in f if line.strip()]
        subprocess.run(["tmux", "-S", self.sock, "kill-server"],
                                      capture_output=True)
        shutil.rmtree(self.dir)
        return said, log


def replay(reorder, args, path, entry):
    """The file reorder writes for one logged edit."""
    with tempfile.NamedTemporaryFile("w", suffix=".jsonl", delete=False) as f:
        f.write(json.dumps(entry) + "\n")
    try:
        run = subprocess.run([reorder, *args, "--replay", f.name, path],
                                                  capture_output=True)
    finally:
        os.unlink(f.name)
    if run.returncode != 0:
        return None, run.stderr.decode(errors="replace").strip()
    return run.stdout, None


def read_lines(path):
    with open(path, "rb") as f:
        data = f.read()
    lines = data.split(b"\n")
    if lines and lines[-1] == b"":
        lines.pop()
    return lines


# MARK: - outline


def outline_rows(reorder, args, path, count):
    """reorder's heading lines (1-based) and its header line count."""
    session = Session(reorder, args, path)
    session.type("g" + "j" * count)
    said, _ = session.finish()
    positions, total = set(), None
    for line in said:
        match = POSITION.match(line)
        if match:
            positions.add(int(match.group(1)))
            total = int(match.group(2))
    if total is None:
        return [], count
    header = count - total
    return sorted(p + header for p in positions), header


def cmark_nodes(path):
    """(kind, first, last, words, depth) for every line the oracle printed."""
    name = os.path.basename(path)[:-3]
    out = []
    with open(os.path.join(CORPUS, "expected", "markdown", name + ".blocks")) as f:
        for line in f:
            if line.startswith("#"):
                continue
            depth = (len(line) - len(line.lstrip(" "))) // 2
            words = line.split()
            first, last = (int(x) for x in words[1].split("-"))
            out.append((words[0], first, last, words[2:], depth))
    return out


def where(nodes, number):
    """What cmark says a line is: the innermost printed node holding it."""
    best = None
    for kind, first, last, words, depth in nodes:
        if first <= number <= last and (best is None or depth >= best[4]):
            best = (kind, first, last, words, depth)
    return best


def measure_outline(reorder):
    files = sorted(f for f in os.listdir(os.path.join(CORPUS, "markdown")))
    totals = {"documents": 0, "cmark": 0, "reorder": 0, "agree": 0}
    categories = {}
    details = []
    for name in files:
        path = os.path.join(CORPUS, "markdown", name)
        lines = read_lines(path)
        nodes = cmark_nodes(path)
        cmark = {first: (words, first, last) for kind, first, last, words, depth
                          in nodes if kind == "heading" and depth == 0}
        rows, _ = outline_rows(reorder, ["--outline"], path, len(lines))
        totals["documents"] += 1
        totals["cmark"] += len(cmark)
        totals["reorder"] += len(rows)
        agreed = 0
        for number in sorted(set(cmark) | set(rows)):
            text = lines[number - 1].decode(errors="replace")
            if number in cmark and number in rows:
                agreed += 1
                continue
            if number in cmark:
                words = cmark[number][0]
                category = f"missed: {words[1]} heading (cmark level {words[0][6:]})"
            else:
                node = where(nodes, number)
                category = ("read as heading: " +
                                        (f"{node[0]} {' '.join(node[3][:1])}".strip()
                                          if node else "blank"))
                if node and node[0] == "heading":
                    category = "read as heading: inside " + enclosing(nodes, number)
            categories[category] = categories.get(category, 0) + 1
            details.append(f"{name}:{number}: {category}: {text[:60]}")
        totals["agree"] += agreed
    return totals, categories, details


def enclosing(nodes, number):
    """The container (item or block quote) of a nested heading."""
    best = None
    for kind, first, last, words, depth in nodes:
        if kind in ("item", "block_quote") and first <= number <= last:
            if best is None or depth >= best[1]:
                best = (kind, depth)
    return best[0] if best else "?"


# MARK: - org

KEYS = {"J": "org-move-subtree-down", "K": "org-move-subtree-up",
                "L": "org-demote-subtree", "H": "org-promote-subtree"}


def heading_of(entry, header):
    """The heading line a logged edit is about."""
    if entry["op"] == "move":
        start = entry["from"] if isinstance(entry["from"], int) else \
            min(entry["from"])
        return start + header
    if entry["op"] == "group":
        return heading_of(entry["edits"][0], header)
    if entry["op"] == "replace":
        return entry["at"] + header
    return None


def measure_org(reorder):
    totals = {"documents": 0, "cases": 0, "agree": 0}
    categories = {}
    details = []
    for name in sorted(os.listdir(os.path.join(CORPUS, "org"))):
        path = os.path.join(CORPUS, "org", name)
        lines = read_lines(path)
        with open(os.path.join(CORPUS, "expected", "org",
                                                      name[:-4] + ".json"), encoding="utf-8") as f:
            expected = json.load(f)
        with open(path, encoding="utf-8", newline="") as f:
            original = f.read()
        answers = {(c["line"], c["command"]): c for c in expected["results"]}
        rows, header = outline_rows(reorder, ["--outline=org"], path, len(lines))
        totals["documents"] += 1
        for key, command in KEYS.items():
            session = Session(reorder, ["--outline=org"], path)
            session.type("".join("g" + "j" * k + key + "u"
                                                      for k in range(len(rows))))
            said, log = session.finish()
            edits = [e for e in log if e["op"] != "undo"]
            done = {heading_of(e, header): e for e in edits}
            refusals = [s for s in said if refusal(s)]
            for number in rows:
                answer = answers.get((number, command))
                if answer is None:
                    category = "reorder's heading is no org heading"
                else:
                    category = compare(reorder, path, original, number, command,
                                                          answer, done.get(number), lines)
                totals["cases"] += 1
                if category == "agree":
                    totals["agree"] += 1
                    continue
                categories[category] = categories.get(category, 0) + 1
                details.append(f"{name}:{number} {key} ({command}): {category}")
            if len(refusals) + len(edits) != len(rows):
                details.append(f"{name} {key}: {len(edits)} edits and "
                                              f"{len(refusals)} refusals for {len(rows)} rows")
        for command in ("org-do-demote", "org-do-promote"):
            for number in rows:
                answer = answers.get((number, command))
                totals["cases"] += 1
                if answer and "error" in answer:
                    totals["agree"] += 1
                    continue
                category = f"{command}: no such command in reorder"
                categories[category] = categories.get(category, 0) + 1
    return totals, categories, details


def refusal(line):
    return not (POSITION.match(line) or line.startswith(("Undid", "Moved",
                            "Indented", "Outdented", "Nothing to undo")) or "rows:" in line)


def compare(reorder, path, original, number, command, answer, edit, lines):
    level = len(lines[number - 1]) - len(lines[number - 1].lstrip(b"*"))
    if edit is None:
        if "error" in answer:
            return "agree"
        if command == "org-demote-subtree" and first_child(lines, number, level):
            return "org demotes a first child; reorder refuses"
        return f"{command}: org moves, reorder refuses"
    if "error" in answer:
        return f"{command}: org refuses ({answer['error'][:40]}), reorder moves"
    result, error = replay(reorder, ["--outline=org"], path, edit)
    if result is None:
        return f"replay failed: {error}"
    expected = org_moves.rebuild(original, answer).encode("utf-8")
    if result == expected:
        return "agree"
    return f"{command}: different bytes ({why_different(expected, result)})"


def why_different(expected, result):
    """What sets reorder's bytes apart from org's, where it is one thing."""
    def heading_spaces(data):
        return [re.sub(rb"[ \t]+", b" ", line) if line.startswith(b"*") else line
                        for line in data.split(b"\n")]
    if heading_spaces(expected) == heading_spaces(result):
        return "org realigns a heading's tags"
    def ends_with_variables(data):
        return data.rstrip().lower().endswith(b"# end:")
    if ends_with_variables(expected) and not ends_with_variables(result):
        return "org keeps the Local variables block at the end"
    return "other"


def first_child(lines, number, level):
    """Whether no heading of the same level comes before, under one parent."""
    for line in reversed(lines[: number - 1]):
        stars = len(line) - len(line.lstrip(b"*"))
        if stars and line[stars:stars + 1] == b" ":
            if stars == level:
                return False
            if stars < level:
                return True
    return True


# MARK: - report


def report(title, totals, categories, details):
    print(f"## {title}")
    print(json.dumps(totals))
    for category, count in sorted(categories.items(), key=lambda x: -x[1]):
        print(f"{count:5d}  {category}")
    print()
    for line in details:
        print("  " + line)
    print()


def main():
    if len(sys.argv) < 2:
        sys.exit("usage: measure.py REORDER [outline|org|tree]...")
    reorder = os.path.abspath(sys.argv[1])
    wanted = sys.argv[2:] or ["outline", "org", "tree"]
    if "outline" in wanted:
        report("outline (Markdown headings)", *measure_outline(reorder))
    if "org" in wanted:
        report("org (J K L H, M-left M-right)", *measure_org(reorder))
    if "tree" in wanted:
        import measure_tree
        report("tree (J on Markdown list items)",
                      *measure_tree.measure(reorder, Session, replay, cmark_nodes,
                                                                  read_lines, markdown_blocks))


if __name__ == "__main__":
    main()
