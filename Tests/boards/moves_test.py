"""Random card and lane moves through `reorder --board --replay`, read back
by the tools' own rules (issue 32).

For each board of Tests/corpus/boards (Obsidian Kanban and taskell files,
written as each tool writes them), many seeded runs of 1, 3 and 10 moves:
a card (one the tool reads as a card) to a place in a lane, or a lane to a
place among the lanes (the archive stays last). The same moves are made
on the board the independent reader (obsidian_reader.py, taskell_reader.py)
reads, with the plugin's Complete rule for Obsidian; reorder's output must
read as that board and have the tool's layout byte for byte
(`layout_ok`); an identity order gives the file back byte for byte.

Run: REORDER=.build/release/reorder python3 Tests/boards/moves_test.py [RUNS]
"""

import os
import random
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import obsidian_reader as obsidian  # noqa: E402
import taskell_reader as taskell  # noqa: E402

CORPUS = os.path.join(HERE, "..", "corpus", "boards")
HEADING = re.compile(r"#{1,6} ")
LOG = os.path.join(os.environ.get("TMPDIR", "/tmp"), "reorder-board-moves-%d.log" % os.getpid())


def reorder_rows(reorder, path):
  """reorder's movable rows of the board (the preamble left out)."""
  err = subprocess.run([reorder, "--board", "--order", "1", path],
                       capture_output=True, text=True).stderr
  count = int(re.search(r"…(\d+)", err).group(1))
  out = subprocess.run([reorder, "--board", "--order",
                        ",".join(map(str, range(1, count + 1))), "--print0",
                        path], capture_output=True).stdout.decode()
  rows = out.split("\0")
  if rows and rows[-1] == "":
    rows.pop()
  return rows[len(rows) - count:]


class Rows:
  """reorder's rows as columns: each its header row then its card rows; the
  archive's column (its header starts with `***`) and the footer apart."""

  def __init__(self, rows):
    self.rows = rows
    self.columns, self.footer, self.archive = [], [], None
    for i, row in enumerate(rows):
      if self.footer or row.startswith("%% kanban:settings"):
        self.footer.append(i)
      elif HEADING.match(row) or (row.startswith("***") and "\n#" in row):
        self.columns.append([i])
        if row.startswith("***"):
          self.archive = self.columns[-1]
      else:
        self.columns[-1].append(i)


def lanes_of(flat, rows):
  """The lanes (header row, then card rows) of the rows in order `flat`,
  without the archive's column and the footer."""
  lanes = []
  for i in flat:
    if i in rows.footer or (rows.archive and i == rows.archive[0]):
      break
    if any(i == column[0] for column in rows.columns):
      lanes.append([i])
    else:
      lanes[-1].append(i)
  return lanes


def simulate(rows, moves, rng, board, tool):
  """`moves` random moves, each a line of a --replay log of reorder's rows
  and, the same, a move of the reader's board; returns the log and the
  board expected."""
  flat = list(range(len(rows.rows)))
  log = []

  def move(block, before):
    """Moves rows `block` (contiguous in `flat`) before row `before` (None:
    after the last lane's last row)."""
    start = flat.index(block[0])
    del flat[start:start + len(block)]
    if before is None:
      last = lanes_of(flat, rows)[-1][-1]
      at = flat.index(last) + 1
    else:
      at = flat.index(before)
    flat[at:at] = block
    if at != start:  # a drop where it was lifted: no edit
      log.append('{"op":"move","from":%d,"to":%d,"count":%d}' % (
          start + 1, at + 1, len(block)))

  for _ in range(moves):
    lanes = lanes_of(flat, rows)
    if rng.random() < 0.3 and len(lanes) > 1:
      a = rng.randrange(len(lanes))
      b = rng.randrange(len(lanes) - 1)
      b = b + 1 if b >= a else b
      others = [lane for i, lane in enumerate(lanes) if i != a]
      move(lanes[a], others[b][0] if b < len(others) else None)
      board = tool.move_lane(board, a, b)
      continue
    full = [i for i, lane in enumerate(lanes) if len(lane) > 1]
    if not full:
      break
    s = rng.choice(full)
    k = rng.randrange(len(lanes[s]) - 1)
    card = lanes[s][1 + k]
    t = rng.randrange(len(lanes))
    rest = [i for i in lanes[t][1:] if i != card]
    to = rng.randint(0, len(rest))
    if to < len(rest):
      move([card], rest[to])
    else:
      # After the lane's last card (or its header): before the next lane,
      # the archive or the footer, or after the last lane.
      after = rest[-1] if rest else lanes[t][0]
      if after == card:
        after = lanes[t][0]
      nxt = flat.index(after) + 1
      while nxt < len(flat) and flat[nxt] == card:
        nxt += 1
      move([card], flat[nxt] if nxt < len(flat) else None)
    board = tool.move(board, s, k, t, to)
  return log, board


class Obsidian:
  read = staticmethod(obsidian.read)
  layout_ok = staticmethod(obsidian.layout_ok)
  move = staticmethod(obsidian.move_card)
  move_lane = staticmethod(obsidian.move_lane)


class Taskell:
  read = staticmethod(taskell.read)
  layout_ok = staticmethod(taskell.layout_ok)
  move = staticmethod(taskell.move_task)
  move_lane = staticmethod(taskell.move_list)


def check(reorder, folder, name, runs):
  path = os.path.join(CORPUS, folder, name)
  with open(path, encoding="utf-8", newline="") as f:
    text = f.read()
  tool = Obsidian if folder == "obsidian" else Taskell
  rows = Rows(reorder_rows(reorder, path))
  failures = []
  identity = subprocess.run(
      [reorder, "--board", "--order",
       ",".join(str(i + 1) for i in range(len(rows.rows))), path],
      capture_output=True).stdout.decode()
  if identity != text:
    failures.append("identity order changed the file")
  cases = 0
  for moves in (1, 3, 10):
    for seed in range(runs):
      log, expected = simulate(rows, moves, random.Random(seed * 31 + moves),
                               tool.read(text), tool)
      with open(LOG, "w") as f:
        f.write("\n".join(log) + "\n")
      done = subprocess.run([reorder, "--board", "--replay", LOG, path],
                            capture_output=True)
      cases += 1
      out = done.stdout.decode()
      where = "%s/%s seed %d, %d moves" % (folder, name, seed, moves)
      if done.returncode != 0:
        failures.append("%s: exit %d: %s" % (where, done.returncode,
                                              done.stderr.decode().strip()))
      elif tool.read(out) != expected:
        failures.append("%s: read as another board" % where)
      elif not tool.layout_ok(out):
        failures.append("%s: not the tool's layout" % where)
  return cases, failures


def main():
  reorder = os.environ.get("REORDER", ".build/release/reorder")
  runs = int(sys.argv[1]) if len(sys.argv) > 1 else 20
  total, failures = 0, []
  for folder in ("obsidian", "taskell"):
    for name in sorted(os.listdir(os.path.join(CORPUS, folder))):
      if name.endswith(".md"):
        cases, failed = check(reorder, folder, name, runs)
        total += cases
        failures += failed
  for failure in failures[:20]:
    print(failure)
  print("board moves: %d runs, %d failed" % (total, len(failures)))
  sys.exit(1 if failures else 0)


if __name__ == "__main__":
  main()
