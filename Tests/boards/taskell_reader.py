"""A reader and writer of taskell's Markdown boards, written from taskell's source.

The rules and where they were read (smallhadroncollider/taskell, v1.11.4):

- src/Taskell/IO/Markdown/Parser.hs, `markdownP`: a file is one or more lists,
  then only whitespace to the end; anything else and the whole file is refused
  ("Could not parse file.").
- `listP` / `listTitleP`: a list is `## ` + its title line, with *any*
  whitespace skipped before and after it (`lexeme`), then its tasks.
- `taskP`: `- ` + name, then at most one `    @ ` due line, then any number of
  `    > ` description lines, then any number of `    * [ ] ` / `    * [x] `
  sub-task lines, in that order.  No whitespace is skipped between tasks, so a
  blank line ends the list's tasks.
- `dueP`: the due text goes through Taskell.Data.Date `textToTime`; text that
  is not a date is read and dropped.
- `taskDescriptionP` + `emptyMay`: the description lines are joined with "\n";
  a description that joins to "" is no description.
- src/Taskell/Utility/Parser.hs, `line`: a line ends at "\n" or "\r\n".
- src/Taskell/IO/Config/Markdown.hs, `defaultConfig`: the five markers
  (`##`, `-`, `    >`, `    @`, `    *`), changed by the `[markdown]` section
  of config.ini (keys title, task, summary, due, subtask); each is followed by
  one space (Parser.hs `symP`, Serializer.hs `space`).
- src/Taskell/IO/Markdown/Serializer.hs, `serialize` / `listS` / `taskS`:
  each list is `## title`, a blank line, then its tasks' lines; lists are
  joined by one "\n", so one blank line separates a list's last task from the
  next heading, an empty list's heading is followed by two blank lines, and
  the file ends with the last task's newline (or the blank line of an empty
  last list).

Usage: python3 taskell_reader.py FILE   prints the board as JSON.
"""

import datetime
import json
import re
import sys

DEFAULT_MARKERS = {
  "title": "##",
  "task": "-",
  "description": "    >",
  "due": "    @",
  "subtask": "    *",
}


class ParseError(ValueError):
  """The file is not a taskell board: taskell refuses to load it."""


# Zone names Haskell's `defaultTimeLocale` knows, in hours east of UTC.
_ZONES = {
  "UTC": 0, "UT": 0, "GMT": 0, "EST": -5, "EDT": -4, "CST": -6, "CDT": -5,
  "MST": -7, "MDT": -6, "PST": -8, "PDT": -7,
}
_DATE = re.compile(r"\s*(\d{4})-(\d{2})-(\d{2})")
_TIME = re.compile(
  r"\s*(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}) ([A-Z]+|[+-]\d{2}:?\d{2})")


def due_text(text):
  """The due date as taskell writes it back (Date.hs `textToTime` then
  `timeToOutput`), or None where taskell drops it."""
  m = _DATE.fullmatch(text)
  if m:
    try:
      day = datetime.date(*map(int, m.groups()))
    except ValueError:
      return None
    return day.strftime("%Y-%m-%d")
  m = _TIME.fullmatch(text)
  if not m:
    return None
  zone = m.group(6)
  if zone in _ZONES:
    offset = datetime.timedelta(hours=_ZONES[zone])
  elif zone[0] in "+-" and zone[1:].replace(":", "").isdigit():
    digits = zone[1:].replace(":", "")
    offset = datetime.timedelta(hours=int(digits[:2]), minutes=int(digits[2:]))
    offset = -offset if zone[0] == "-" else offset
  else:
    return None
  try:
    local = datetime.datetime(*map(int, m.groups()[:5]))
  except ValueError:
    return None
  return (local - offset).strftime("%Y-%m-%d %H:%M UTC")


class _Cursor:
  """The text and a position in it, as attoparsec's input."""

  def __init__(self, text):
    self.text = text
    self.pos = 0

  def skip_space(self):
    while self.pos < len(self.text) and self.text[self.pos].isspace():
      self.pos += 1

  def symbol(self, marker):
    """`symP`: the marker and one space; the position moves only on a match."""
    if self.text.startswith(marker + " ", self.pos):
      self.pos += len(marker) + 1
      return True
    return False

  def line(self):
    """`line`: up to the end of line, which is consumed; a lone "\r" does not
    end a line, so then the whole rest of the text is the line."""
    end = self.pos
    while end < len(self.text) and self.text[end] not in "\r\n":
      end += 1
    if self.text.startswith("\n", end):
      rest = end + 1
    elif self.text.startswith("\r\n", end):
      rest = end + 2
    elif end == len(self.text):
      rest = end
    else:
      end = rest = len(self.text)
    value = self.text[self.pos:end]
    self.pos = rest
    return value


def _task(cur, markers):
  if not cur.symbol(markers["task"]):
    return None
  task = {"name": cur.line(), "due": None, "description": None, "subtasks": []}
  if cur.symbol(markers["due"]):
    task["due"] = due_text(cur.line())
  lines = []
  while cur.symbol(markers["description"]):
    lines.append(cur.line())
  task["description"] = "\n".join(lines) or None
  while True:
    start = cur.pos
    if not cur.symbol(markers["subtask"]):
      break
    box = cur.text[cur.pos:cur.pos + 4]
    if box not in ("[x] ", "[ ] "):
      cur.pos = start
      break
    cur.pos += 4
    task["subtasks"].append({"done": box == "[x] ", "name": cur.line()})
  return task


def read(text, markers=DEFAULT_MARKERS):
  """The board taskell sees in `text`: {"lists": [{"title", "tasks": [...]}]}.

  Raises ParseError where taskell refuses the file.
  """
  cur = _Cursor(text)
  lists = []
  while True:
    start = cur.pos
    cur.skip_space()
    if not cur.symbol(markers["title"]):
      cur.pos = start
      break
    title = cur.line()
    cur.skip_space()
    tasks = []
    while True:
      task = _task(cur, markers)
      if task is None:
        break
      tasks.append(task)
    lists.append({"title": title, "tasks": tasks})
  cur.skip_space()
  if not lists or cur.pos != len(cur.text):
    raise ParseError("Could not parse file.")
  return {"lists": lists}


def _task_lines(task, markers):
  yield markers["task"] + " " + task["name"]
  if task["due"] is not None:
    yield markers["due"] + " " + task["due"]
  if task["description"] is not None:
    for part in task["description"].split("\n"):
      yield markers["description"] + " " + part
  for sub in task["subtasks"]:
    box = "[x]" if sub["done"] else "[ ]"
    yield markers["subtask"] + " " + box + " " + sub["name"]


def serialize(board, markers=DEFAULT_MARKERS):
  """The text taskell writes for `board` (Serializer.hs `serialize`)."""
  parts = []
  for lst in board["lists"]:
    tasks = "".join(
      line + "\n" for task in lst["tasks"] for line in _task_lines(task, markers))
    parts.append(markers["title"] + " " + lst["title"] + "\n\n" + tasks)
  return "\n".join(parts)


def layout_ok(text, markers=DEFAULT_MARKERS):
  """True when `text` is a board laid out exactly as taskell writes it."""
  try:
    return serialize(read(text, markers), markers) == text
  except ParseError:
    return False


def oracle_lines(board):
  """The board in the tab-separated form of the taskell oracle's `parse`
  (Tests/boards/taskell-oracle), one line per list, task, due, description
  and sub-task."""
  out = []
  esc = lambda s: s.replace("\n", "\\n")
  for lst in board["lists"]:
    out.append("list\t" + esc(lst["title"]))
    for task in lst["tasks"]:
      out.append("task\t" + esc(task["name"]))
      if task["due"] is not None:
        out.append("due\t" + task["due"])
      if task["description"] is not None:
        out.append("description\t" + esc(task["description"]))
      for sub in task["subtasks"]:
        mark = "x" if sub["done"] else " "
        out.append("subtask\t" + mark + "\t" + esc(sub["name"]))
  return out


def move_task(board, source, index, target, to):
  """Moves list `source`'s task `index` to place `to` of list `target`; the
  task's due date, description and sub-tasks are part of it."""
  lists = [dict(l, tasks=list(l["tasks"])) for l in board["lists"]]
  lists[target]["tasks"].insert(to, lists[source]["tasks"].pop(index))
  return {"lists": lists}


def move_list(board, index, to):
  """Moves list `index` to place `to`."""
  lists = list(board["lists"])
  lists.insert(to, lists.pop(index))
  return {"lists": lists}


if __name__ == "__main__":
  with open(sys.argv[1], encoding="utf-8", newline="") as f:
    print(json.dumps(read(f.read()), indent=2, ensure_ascii=False))
