#!/usr/bin/env python3
"""org-mode's answers to every structure move of an org file, as JSON.

    scripts/oracle/org_moves.py FILE.org > expected/org/NAME.json
    scripts/oracle/org_moves.py --show NAME.json FILE.org LINE COMMAND

The first form runs Emacs in batch (`emacs -Q --batch`, its own org-mode:
scripts/oracle/org_moves.el) on FILE: for every heading, each of
org-move-subtree-down, org-move-subtree-up, org-demote-subtree,
org-promote-subtree, org-do-demote and org-do-promote, each from the
original file. It prints one JSON document: the versions, the file's
sha256, the headings (line, level, title) and one case a line:

    {"line": 45, "command": "org-demote-subtree", "sha256": "…",
     "head": 44, "tail": 76, "lines": ["**** 64-bit GNU/Linux\\n", …]}
    {"line": 24, "command": "org-do-promote",
     "error": "Cannot promote to level 0.  UNDO to recover if necessary"}

A result is the whole file org left, stored compactly: its first `head`
lines and last `tail` lines are the original's, `lines` is what lies
between, and `sha256` is the hash of the whole result (UTF-8), so it can
be rebuilt and checked. An error is the message org gave (a refusal:
org changed nothing a person keeps). The second form prints one case's
whole result, rebuilt and checked against its sha256.
"""

import hashlib
import json
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))


def split_lines(text):
    """Lines with their '\\n' kept; no other character ends a line."""
    return [line for line in re.split(r"(?<=\n)", text) if line]


def sha256(text):
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def compact(original, result):
    """The case fields that rebuild RESULT from ORIGINAL (both line lists)."""
    head = 0
    while (head < len(original) and head < len(result)
                  and original[head] == result[head]):
        head += 1
    tail = 0
    while (tail < len(original) - head and tail < len(result) - head
                  and original[-1 - tail] == result[-1 - tail]):
        tail += 1
    return {"head": head, "tail": tail,
                    "lines": result[head:len(result) - tail]}


def rebuild(original_text, case):
    """The whole text of a stored result, checked against its sha256."""
    original = split_lines(original_text)
    tail = original[len(original) - case["tail"]:] if case["tail"] else []
    text = "".join(original[: case["head"]] + case["lines"] + tail)
    if sha256(text) != case["sha256"]:
        raise ValueError(f"line {case['line']} {case['command']}: sha256 differs")
    return text


def run_emacs(path):
    with tempfile.TemporaryDirectory() as tmp:
        out = os.path.join(tmp, "moves.jsonl")
        subprocess.run(
            ["emacs", "-Q", "--batch", "-l", os.path.join(HERE, "org_moves.el"),
              path, out], check=True, stderr=subprocess.DEVNULL)
        with open(out, encoding="utf-8") as f:
            return [json.loads(line) for line in f]


def generate(path):
    with open(path, "rb") as f:
        data = f.read()
    text = data.decode("utf-8")
    first, *answers = run_emacs(path)
    if first["text"] != text:
        sys.exit(f"{path}: Emacs read the file differently from its bytes")
    original = split_lines(text)
    cases = []
    for answer in answers:
        case = {"line": answer["line"], "command": answer["command"]}
        if answer["status"] == "error":
            case["error"] = answer["value"]
        else:
            case["sha256"] = sha256(answer["value"])
            case.update(compact(original, split_lines(answer["value"])))
        cases.append(case)
    head = {"file": os.path.basename(path),
                    "sha256": hashlib.sha256(data).hexdigest(),
                    "emacs": first["emacs"], "org": first["org"],
                    "headings": len(first["headings"]), "cases": len(cases)}
    out = ["{", f' "about": {json.dumps(head, ensure_ascii=False)},',
                  ' "headings": [']
    out += [f"  {json.dumps(h, ensure_ascii=False)}," for h in first["headings"]]
    if first["headings"]:
        out[-1] = out[-1].rstrip(",")
    out.append(" ],")
    out.append(' "results": [')
    out += [f"  {json.dumps(c, ensure_ascii=False)}," for c in cases]
    if cases:
        out[-1] = out[-1].rstrip(",")
    out += [" ]", "}"]
    print("\n".join(out))


def show(expected, path, line, command):
    with open(expected, encoding="utf-8") as f:
        doc = json.load(f)
    with open(path, encoding="utf-8", newline="") as f:
        text = f.read()
    for case in doc["results"]:
        if case["line"] == int(line) and case["command"] == command:
            if "error" in case:
                sys.exit(f"org: {case['error']}")
            sys.stdout.write(rebuild(text, case))
            return
    sys.exit(f"no case for line {line} {command}")


def main():
    args = sys.argv[1:]
    if len(args) == 5 and args[0] == "--show":
        show(*args[1:])
    elif len(args) == 1:
        generate(args[0])
    else:
        sys.exit(__doc__.strip().splitlines()[2])


if __name__ == "__main__":
    main()
