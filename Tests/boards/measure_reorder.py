"""Measures what `reorder --board` does to Obsidian Kanban and taskell boards.

Not a test: a report of today's behaviour (docs/board-formats.md, last
section).  For each board of Tests/corpus/boards/{obsidian,taskell} it runs

  reorder --board --order IDENTITY FILE        (an unchanged accept)
  reorder --board --order PERMUTATION FILE     (after N moves, many seeds)

where each move is what a person does on the board: a real card (a list item
of a real lane, as the tool reads it) dragged into a real lane (before one of
its real cards or right after its last one), or a real lane moved with all
the rows reorder gives its column (before another lane's header, or last).
The output is read with the tool's reader and compared with the reader's
board after the same moves; each failure is put in categories.

Usage: python3 Tests/boards/measure_reorder.py REORDER [RUNS] [MOVES...]
"""

import collections
import os
import random
import re
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import obsidian_reader as obsidian  # noqa: E402
import taskell_reader as taskell  # noqa: E402

CORPUS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..",
                      "corpus", "boards")
HEADER = re.compile(r"#{1,6} ")
CARD = re.compile(r"[-*+] ")


def run(reorder, path, order):
  out = subprocess.run([reorder, "--board", "--order", ",".join(map(str, order)),
                        path], capture_output=True)
  if out.returncode != 0:
    raise RuntimeError(out.stderr.decode())
  return out.stdout.decode()


def items(reorder, path):
  """reorder's rows of the board: the prelude (fixed) and the ordered ones."""
  with open(path, encoding="utf-8") as f:
    text = f.read()
  count = int(re.search(r"…(\d+)", subprocess.run(
    [reorder, "--board", "--order", "1", path], capture_output=True,
    text=True).stderr).group(1))
  rows = subprocess.run([reorder, "--board", "--order",
                         ",".join(map(str, range(1, count + 1))), "--print0",
                         path], capture_output=True).stdout.decode().split("\0")
  if rows and rows[-1] == "":
    rows.pop()
  return text, rows[len(rows) - count:]


class Model:
  """reorder's rows grouped as the tool sees them: real lanes with their
  real card rows, the other rows of each column kept where they are."""

  def __init__(self, rows, lane_titles):
    self.columns = []  # [header row index, [row indexes]]
    for i, row in enumerate(rows):
      if HEADER.match(row):
        self.columns.append([i, []])
      elif self.columns:
        self.columns[-1][1].append(i)
    self.rows = rows
    self.real = []  # reorder column index for each real lane, in order
    wanted = list(lane_titles)
    for c, (h, _) in enumerate(self.columns):
      title = HEADER.sub("", rows[h].split("\n")[0], 1).strip()
      if wanted and title == wanted[0]:
        self.real.append(c)
        wanted.pop(0)

  def card_rows(self, c):
    return [i for i in self.columns[c][1] if CARD.match(self.rows[i])]


def simulate(model, moves_wanted, rng, move_card, move_lane, board):
  """Random moves on reorder's row order and, the same, on the reader's
  board.  Returns reorder's --order and the board expected."""
  cols = [[h, list(rest)] for h, rest in model.columns]
  heads = [model.columns[c][0] for c in model.real]  # real lanes, board order
  column = lambda h: next(c for c in cols if c[0] == h)
  cards = lambda col: [i for i in col[1] if CARD.match(model.rows[i])]
  for _ in range(moves_wanted):
    if rng.random() < 0.25 and len(heads) > 1:
      a = rng.randrange(len(heads))
      b = rng.choice([x for x in range(len(heads) + 1) if x not in (a, a + 1)])
      moving = column(heads[a])
      cols.remove(moving)
      if b == len(heads):
        cols.append(moving)
      else:
        cols.insert(cols.index(column(heads[b])), moving)
      board = move_lane(board, a, b if b < a else b - 1)
      heads.insert(b if b < a else b - 1, heads.pop(a))
      continue
    full = [x for x, h in enumerate(heads) if cards(column(h))]
    if not full:
      break
    s = rng.choice(full)
    source = column(heads[s])
    k = rng.randrange(len(cards(source)))
    row = cards(source)[k]
    source[1].remove(row)
    t = rng.randrange(len(heads))
    target = column(heads[t])
    t_cards = cards(target)
    to = rng.randint(0, len(t_cards))
    if to < len(t_cards):
      at = target[1].index(t_cards[to])
    elif t_cards:
      at = target[1].index(t_cards[-1]) + 1
    else:
      at = len([i for i in target[1] if model.rows[i].strip() == "**Complete**"])
    target[1].insert(at, row)
    board = move_card(board, s, k, t, to)
  return [i + 1 for h, rest in cols for i in [h] + rest], board


def categories_obsidian(text, expected):
  cats = []
  try:
    got = obsidian.read(text)
  except Exception:
    return ["not a board any more"]
  if got["lanes"] != expected["lanes"]:
    strip = lambda b: [(l["title"], l["complete"], [c["text"] for c in l["cards"]])
                       for l in b["lanes"]]
    if strip(got) == strip(expected):
      cats.append("Complete lane did not check/uncheck the card")
    elif [l["complete"] for l in got["lanes"]] != [l["complete"] for l in expected["lanes"]]:
      cats.append("a lane's Complete flag read differently")
    else:
      cats.append("lanes or cards read differently")
  if got["settings"] != expected["settings"]:
    cats.append("settings footer lost")
  if got["archive"] != expected["archive"]:
    cats.append("archive read differently")
  lines = text.split("\n")
  foot = [i for i, l in enumerate(lines) if l.startswith("%% kanban:settings")]
  if foot and any(l.strip() for l in lines[foot[0]:][5:]):
    cats.append("footer not last")
  for i, l in enumerate(lines):
    if HEADER.match(l) and i > 0 and lines[i - 1].strip():
      cats.append("heading glued to the line above")
      break
  for i, l in enumerate(lines[:-1]):
    if HEADER.match(l) and lines[i + 1].strip():
      cats.append("heading glued to the card below")
      break
  if got["ignored"]:
    cats.append("lines the plugin drops")
  return cats


def categories_taskell(text, expected):
  try:
    got = taskell.read(text)
  except taskell.ParseError:
    cats = ["taskell refuses the file"]
    if re.search(r"^(- |    ).*\n\n- ", text, re.M):
      cats.append("blank line between two cards")
  else:
    cats = ["board read differently"] if got != expected else []
  lines = text.split("\n")
  for i, l in enumerate(lines):
    if l.startswith("## ") and i > 0 and lines[i - 1].strip():
      cats.append("heading glued to the card above")
      break
  return cats


def measure(reorder, kind, name, runs, moves):
  path = os.path.join(CORPUS, kind, name)
  text, rows = items(reorder, path)
  identity = run(reorder, path, range(1, len(rows) + 1)) == text
  if kind == "obsidian":
    board = obsidian.read(text)
    titles = [l["title"] + (" (%d)" % l["max_items"] if l["max_items"] else "")
              for l in board["lanes"]]
    mc, ml, cat, ok = (obsidian.move_card, obsidian.move_lane,
                       categories_obsidian, obsidian.layout_ok)
  else:
    board = taskell.read(text)
    titles = [l["title"] for l in board["lists"]]
    mc = lambda b, s, k, t, to: taskell.move_task(b, s, k, t, to)
    ml, cat, ok = taskell.move_list, categories_taskell, taskell.layout_ok
  tally = collections.Counter()
  failed = misread = 0
  for seed in range(runs):
    model = Model(rows, titles)
    order, expected = simulate(model, moves, random.Random(seed), mc, ml, board)
    out = run(reorder, path, order)
    cats = cat(out, expected)
    misread += bool([c for c in cats if "glued" not in c and "check" not in c])
    if not ok(out):
      cats.append("layout not the tool's")
    if cats:
      failed += 1
      tally.update(cats)
  return identity, failed, misread, tally


def not_cards(reorder, kind, name):
  """Rows reorder shows as cards that the tool does not read as cards."""
  _, rows = items(reorder, os.path.join(CORPUS, kind, name))
  return [r.split("\n")[0] for r in rows
          if not HEADER.match(r) and not CARD.match(r)]


def main():
  reorder = sys.argv[1]
  runs = int(sys.argv[2]) if len(sys.argv) > 2 else 100
  moves = [int(m) for m in sys.argv[3:]] or [1, 3, 10]
  for kind in ("obsidian", "taskell"):
    for name in sorted(os.listdir(os.path.join(CORPUS, kind))):
      if not name.endswith(".md"):
        continue
      extra = not_cards(reorder, kind, name)
      print("%s/%s: rows shown as cards that are not cards: %d %s" % (
        kind, name, len(extra), extra))
      for n in moves:
        identity, failed, misread, tally = measure(reorder, kind, name, runs, n)
        cats = ", ".join("%s %d" % kv for kv in tally.most_common())
        print("  identity %s; %d moves: %d/%d runs fail, %d read as another"
              " board%s" % (
          "byte for byte" if identity else "CHANGED", n, failed, runs, misread,
          ("  [" + cats + "]") if cats else ""))


def tmux_accept(reorder, path, keys=("Enter",)):
  """Opens `reorder --board -o OUT path` in a tmux pane, waits for the
  board, sends `keys` and returns what was written."""
  import tempfile
  import time
  work = tempfile.mkdtemp()
  out = os.path.join(work, "out.md")
  sock = os.path.join(work, "sock")
  tm = lambda *a: subprocess.run(["tmux", "-S", sock] + list(a),
                                 capture_output=True, text=True)
  tm("new-session", "-d", "-x", "100", "-y", "30",
     "%s --board -o %s %s; sleep 30" % (reorder, out, path))
  try:
    deadline = time.time() + 20
    while "board" not in tm("capture-pane", "-p").stdout:
      if time.time() > deadline:
        raise RuntimeError("no board on screen")
      time.sleep(0.1)
    for key in keys:
      tm("send-keys", key)
    while not os.path.exists(out):
      if time.time() > deadline:
        raise RuntimeError("nothing written")
      time.sleep(0.1)
    with open(out, encoding="utf-8", newline="") as f:
      return f.read()
  finally:
    tm("kill-server")


def issue_examples(reorder):
  """The moves issue 32 tells of, by --order and in tmux."""
  for kind in ("obsidian", "taskell"):
    for name in sorted(os.listdir(os.path.join(CORPUS, kind))):
      if name.endswith(".md"):
        path = os.path.join(CORPUS, kind, name)
        with open(path, encoding="utf-8", newline="") as f:
          same = tmux_accept(reorder, path) == f.read()
        print("tmux Enter on %s/%s: %s" % (
          kind, name, "byte for byte" if same else "CHANGED"))
  path = os.path.join(CORPUS, "obsidian", "home.md")
  text, rows = items(reorder, path)
  model = Model(rows, [l["title"] for l in obsidian.read(text)["lanes"]])
  last_h, last_rows = model.columns[-1]
  first_card = model.card_rows(len(model.columns) - 1)[0]
  rest = [r for r in last_rows if r != first_card]
  before = [i + 1 for h, rs in model.columns[:-1] for i in [h] + rs]
  b_order = before + [last_h + 1] + [r + 1 for r in rest] + [first_card + 1]
  out = run(reorder, path, b_order)
  board = obsidian.read(out)
  print("home.md, `b` on the first card of the last lane: card after '%%%%': "
        "%s; settings read: %s; last lane read as %s (was ('Done', True, 1))" % (
          out.rstrip().endswith("- [x] Fix the gate"),
          board["settings"] is not None,
          [(l["title"], l["complete"], len(l["cards"])) for l in board["lanes"]][-1]))
  front = [last_h + 1] + [r + 1 for r in last_rows] + before
  out = run(reorder, path, front)
  board = obsidian.read(out)
  glued = "%%\n## " in out
  print("home.md, last lane to the front: '%%%%' followed directly by a"
        " heading: %s; settings read: %s; lanes read: %s" % (
          glued, board["settings"] is not None,
          [(l["title"], l["complete"], len(l["cards"])) for l in board["lanes"]]))


if __name__ == "__main__":
  if os.environ.get("ISSUE_EXAMPLES"):
    issue_examples(sys.argv[1])
  else:
    main()
