"""A reader and writer of Obsidian Kanban boards, written from the plugin's source.

The rules and where they were read (mgmeyers/obsidian-kanban, 2.0.51):

- src/parsers/parseMarkdown.ts, `extractFrontmatter`: the file must start
  with `---`; the YAML runs to the next line that starts with `---`.
  `parseMarkdown` turns `kanban-plugin: basic` into `board`.
- `extractSettingsFooter`: from the end of the file, past newlines, `%` and
  backticks, the JSON between the last two ``` fences is the settings.
- src/parsers/formats/list.ts, `astToUnhydratedBoard`: every heading (any
  level) is a lane; its cards are the first list after it, looked for
  (`getNextOfType` in src/parsers/helpers/ast.ts) past other blocks but not
  past a heading or the `%% kanban:settings` paragraph.  A paragraph whose
  text is `Complete` (so `**Complete**`) seen on the way marks the lane
  Complete.  A heading `Archive` right after a thematic break (`***`) with a
  list is the archive, not a lane.  Any other block is read past and is not
  part of the board, so it is gone when the plugin saves.
- `listItemToItemData`: a card is one list item: its check character (any
  character in `[ ]`; src/parsers/extensions/taskList.ts) and its text from
  its first block to its last, with `<br>` read as a newline
  (helpers/parser.ts `replaceBrs`), continuation lines' 4-space or tab
  indent removed (`dedentNewLines`) and a trailing ` ^block-id` kept apart
  (`removeBlockId`, helpers/ast.ts `getNodeContentBoundary`).
- helpers/parser.ts `parseLaneTitle`: a title ending ` (N)` is a WIP limit.
- `boardToMd` / `laneToMd` / `archiveToMd` / `itemToMd` and
  src/parsers/common.ts `settingsToCodeblock`: the layout written, see
  `serialize` below.

Usage: python3 obsidian_reader.py FILE   prints the board as JSON.
"""

import json
import re
import sys

_ATX = re.compile(r" {0,3}(#{1,6})(?:[ \t]+|$)(.*)$")
_BREAK = re.compile(r" {0,3}([-*_])(?:[ \t]*\1){2,}[ \t]*$")
_SETEXT = re.compile(r" {0,3}(=+|-+)[ \t]*$")
_ITEM = re.compile(r"( {0,3})([-*+]|\d{1,9}[.)])( {1,4}(?! )|[ \t]*$)")
_FENCE = re.compile(r" {0,3}(`{3,}|~{3,})")
_QUOTE = re.compile(r" {0,3}>")
_BOX = re.compile(r"\[([^\]])\](?=[ \t]+\S)[ \t]+")
_BLOCK_ID = re.compile(r"\s+\^([a-zA-Z0-9-]+)$")
_COMPLETE = re.compile(r"([*_]{0,3})Complete\1")


class ParseError(ValueError):
  """The plugin cannot open the file as a board."""


def _blank(line):
  return line.strip() == ""


def _heading_text(raw):
  """An ATX heading's content: trimmed, without a closing run of `#`."""
  text = raw.strip()
  text = re.sub(r"(^|[ \t]+)#+$", "", text)
  return text.strip()


def _blocks(lines):
  """The top-level blocks of `lines` as CommonMark splits them, for the
  kinds the plugin looks at: heading, break, list, paragraph, other.

  Each block is (kind, first line, last line + 1, data).
  """
  blocks = []
  i = 0
  n = len(lines)
  while i < n:
    line = lines[i]
    if _blank(line):
      i += 1
      continue
    m = _FENCE.match(line)
    if m:
      fence = m.group(1)
      j = i + 1
      while j < n and not re.match(
          r" {0,3}" + re.escape(fence[0]) + "{" + str(len(fence)) + r",}[ \t]*$",
          lines[j]):
        j += 1
      blocks.append(("other", i, min(j + 1, n), None))
      i = j + 1
      continue
    m = _ATX.match(line)
    if m:
      blocks.append(("heading", i, i + 1, _heading_text(m.group(2))))
      i += 1
      continue
    if _BREAK.match(line):
      blocks.append(("break", i, i + 1, None))
      i += 1
      continue
    m = _ITEM.match(line)
    if m:
      i = _list(lines, i, blocks)
      continue
    if _QUOTE.match(line):
      j = i + 1
      while j < n and not _blank(lines[j]) and (
          _QUOTE.match(lines[j]) or not (_interrupts(lines[j])
                                         or _ITEM.match(lines[j]))):
        j += 1
      blocks.append(("other", i, j, None))
      i = j
      continue
    if line.startswith("    ") or line.startswith("\t"):
      j = i + 1
      while j < n and (_blank(lines[j]) or lines[j][:4] == "    "
                       or lines[j][:1] == "\t"):
        j += 1
      while _blank(lines[j - 1]):
        j -= 1
      blocks.append(("other", i, j, None))
      i = j
      continue
    i = _paragraph(lines, i, blocks)
  return blocks


def _interrupts(line):
  """Whether `line` starts a block that can end a paragraph."""
  if _ATX.match(line) or _BREAK.match(line) or _FENCE.match(line):
    return True
  m = _ITEM.match(line)
  if m and line[m.end():].strip():
    return not m.group(2)[0].isdigit() or m.group(2)[:-1] == "1"
  return line.lstrip().startswith(">")


def _paragraph(lines, i, blocks):
  j = i + 1
  while j < len(lines) and not _blank(lines[j]):
    if _SETEXT.match(lines[j]):
      text = "\n".join(l.strip() for l in lines[i:j])
      blocks.append(("heading", i, j + 1, text))
      return j + 1
    if _interrupts(lines[j]):
      break
    j += 1
  text = "\n".join(l.strip() for l in lines[i:j])
  blocks.append(("paragraph", i, j, text))
  return j


def _list(lines, i, blocks):
  """One list: items with the same marker, blank lines between allowed."""
  items = []
  marker = None
  n = len(lines)
  while i < n:
    m = _ITEM.match(lines[i])
    if not m:
      break
    mark = m.group(2)[-1]
    if marker is not None and mark != marker:
      break
    marker = mark
    spaces = m.group(3)
    width = len(m.group(1)) + len(m.group(2)) + (
      1 if spaces.strip(" \t") == "" and not lines[i][m.end():].strip()
      else len(spaces))
    j = i + 1
    lazy = bool(lines[i][m.end():].strip())
    while j < n:
      line = lines[j]
      if _blank(line):
        if j == i + 1 and not lazy:
          break  # an item that starts empty ends at a blank line
        k = j
        while k < n and _blank(lines[k]):
          k += 1
        if k < n and _indent(lines[k]) >= width:
          j = k
          lazy = True
          continue
        break
      if _indent(line) >= width:
        lazy = True
        j += 1
        continue
      if _ITEM.match(line):
        break
      if lazy and not _interrupts(line):
        j += 1
        continue
      break
    items.append((i, j, width, m.end()))
    k = j
    while k < n and _blank(lines[k]):
      k += 1
    if k < n and _ITEM.match(lines[k]) and _ITEM.match(lines[k]).group(2)[-1] == marker:
      i = k
      continue
    i = j
    break
  blocks.append(("list", items[0][0], items[-1][1], items))
  return i


def _indent(line):
  width = 0
  for ch in line:
    if ch == " ":
      width += 1
    elif ch == "\t":
      width += 4 - width % 4
    else:
      break
  return width


def _card(lines, item):
  first, end, _width, content_at = item
  head = lines[first][content_at:]
  check = None
  m = _BOX.match(head)
  if m:
    check = m.group(1)
    head = head[m.end():]
  body = [head] + lines[first + 1:end]
  while len(body) > 1 and _blank(body[-1]):
    body.pop()
  content = "\n".join(body)
  if check is None and content == "[ ]":
    content = ""
  block_id = None
  last = content.split("\n")[-1]
  m = _BLOCK_ID.search(last)
  if m:
    block_id = m.group(1)
    content = content[: len(content) - len(last) + m.start()]
  text = re.sub(r"\n(?: {4}|\t)", "\n", content.replace("<br>", "\n").strip())
  return {"check": check if check is not None else " ",
          "checked": check is not None and check != " ",
          "text": text, "block_id": block_id}


def _lane_title(text):
  title = text.replace("<br>", "\n").strip()
  m = re.fullmatch(r"(.*?)\s*\((\d+)\)", title, re.S)
  if m:
    return m.group(1), int(m.group(2))
  return title, 0


def _front_matter(text):
  if not text.startswith("---"):
    raise ParseError("Error parsing frontmatter")
  m = re.compile(r"[\r\n]---").search(text, 3)
  if m is None:
    raise ParseError("Error parsing frontmatter")
  yaml = text[3:m.start()].strip()
  close = text.find("\n", m.end())
  rest = len(text) if close < 0 else close + 1
  keys = {}
  for line in yaml.split("\n"):
    k = re.match(r"([^:#\s][^:]*):[ \t]*(.*)$", line)
    if k:
      keys[k.group(1).strip()] = k.group(2).strip()
  return yaml, keys, rest


def _settings(text):
  """`extractSettingsFooter`: walking back from the end over newlines, `%`
  and backticks to a ``` fence, the JSON is what lies between it and the
  fence before it.  Any other character first: no settings.

  Returns (the JSON text, where its opening fence starts) or None.
  """
  ticks = 0
  i = len(text) - 1
  while i >= 0:
    ch = text[i]
    if ch not in "`%\n\r":
      return None
    if ch == "`":
      ticks += 1
      if ticks == 3:
        break
    i -= 1
  if i < 0:
    return None
  end = i - 1
  j = i - 1
  while j >= 3:
    if text[j - 2:j + 1] == "```" and text[j - 3] in "\r\n":
      return text[j + 1:end].strip(), j - 2
    j -= 1
  return None


def read(text):
  """The board the plugin sees in `text`.

  Returns {"front_matter": {"yaml", "keys"}, "lanes": [{"title",
  "max_items", "complete", "cards": [...]}], "archive": [...] or None,
  "settings": {"json", "value"} or None, "ignored": [block texts]}.
  """
  # StateManager.ts `getParsedBoard` trims the file before reading it.
  text = text.replace("\r\n", "\n").strip().strip("\ufeff").strip()
  yaml, keys, body_at = _front_matter(text)
  lines = text[body_at:].split("\n")
  blocks = _blocks(lines)
  found_settings = _settings(text)
  footer_line = len(lines)
  if found_settings is not None:
    footer_line = text.count("\n", body_at, found_settings[1])
    if footer_line > 0 and lines[footer_line - 1].startswith("%% kanban:settings"):
      footer_line -= 1
  lanes, archive, used = [], None, set()
  for index, (kind, first, end, data) in enumerate(blocks):
    if kind != "heading":
      continue
    used.add(index)
    is_archive = (data == "Archive" and index > 0
                  and blocks[index - 1][0] == "break")
    complete = False
    found = None
    for later in range(index + 1, len(blocks)):
      k2, _, _, d2 = blocks[later]
      if k2 == "list":
        found = later
        break
      if k2 == "heading":
        break
      if k2 == "paragraph":
        if d2.startswith("%% kanban:settings"):
          break
        if _COMPLETE.fullmatch(d2):
          complete = True
          used.add(later)
    cards = []
    if found is not None:
      used.add(found)
      cards = [_card(lines, item) for item in blocks[found][3]]
    if is_archive and found is not None:
      archive = (archive or []) + cards
      continue
    title, max_items = _lane_title(data)
    lanes.append({"title": title, "max_items": max_items,
                  "complete": complete, "cards": cards})
  # What is left is dropped at the plugin's next save; the footer is not
  # (the settings read from it are written again).
  ignored = []
  for index, (kind, first, end, data) in enumerate(blocks):
    if index in used or first >= footer_line or (
        kind == "break" and index + 1 < len(blocks)
        and blocks[index + 1][3] == "Archive"):
      continue
    ignored.append("\n".join(lines[first:min(end, footer_line)]))
  settings = None
  if found_settings is not None:
    settings = {"json": found_settings[0],
                "value": json.loads(found_settings[0])}
  return {"front_matter": {"yaml": yaml, "keys": keys}, "lanes": lanes,
          "archive": archive, "settings": settings, "ignored": ignored}


def _card_md(card):
  text = card["text"].strip().replace("\n", "\n    ")
  if card["block_id"]:
    first, nl, rest = text.partition("\n")
    text = first + " ^" + card["block_id"] + nl + rest
  return "- [" + card["check"] + "] " + text


def serialize(board):
  """The text the plugin writes for `board` (list.ts `boardToMd`).

  The front matter's YAML is written as read (the plugin re-dumps it with
  Obsidian's `stringifyYaml`); the footer is written when the board had one
  (the plugin always writes one).
  """
  out = "---\n\n" + board["front_matter"]["yaml"] + "\n\n---\n\n"
  for lane in board["lanes"]:
    title = lane["title"]
    if lane["max_items"]:
      title += " (%d)" % lane["max_items"]
    lines = ["## " + title.strip().replace("\n", "<br>"), ""]
    if lane["complete"]:
      lines.append("**Complete**")
    lines += [_card_md(card) for card in lane["cards"]]
    out += "\n".join(lines + ["", "", ""])
  if board["archive"]:
    out += "\n".join(["***", "", "## Archive", ""]
                     + [_card_md(card) for card in board["archive"]])
  if board["settings"] is not None:
    out += "\n\n%% kanban:settings\n```\n" + board["settings"]["json"] + "\n```\n%%"
  return out


def layout_ok(text):
  """True when `text` is laid out exactly as the plugin writes its board,
  with no block the plugin would drop and the settings as compact JSON."""
  try:
    board = read(text)
  except (ParseError, ValueError):
    return False
  if board["ignored"]:
    return False
  settings = board["settings"]
  if settings is not None and settings["json"] != json.dumps(
      settings["value"], separators=(",", ":"), ensure_ascii=False):
    return False
  return serialize(board) == text


def move_card(board, source, index, target, to):
  """Moves lane `source`'s card `index` to place `to` of lane `target`, as
  a drag in the plugin does (src/components/helpers.ts
  `maybeCompleteForMove`, without the Tasks plugin): a card entering a
  Complete lane is checked `x`; a card checked `x` leaving one for a lane
  that is not Complete is unchecked; any other card keeps its box.
  Returns the new board; `board` is left as it was.
  """
  lanes = [dict(lane, cards=list(lane["cards"])) for lane in board["lanes"]]
  card = lanes[source]["cards"].pop(index)
  was, now = lanes[source]["complete"], lanes[target]["complete"]
  done = card["checked"] and card["check"] == "x"
  if (was or now) and now != done:
    card = dict(card, checked=now, check="x" if now else " ")
  lanes[target]["cards"].insert(to, card)
  return dict(board, lanes=lanes)


def move_lane(board, index, to):
  """Moves lane `index` to place `to`; its Complete marker goes with it."""
  lanes = list(board["lanes"])
  lanes.insert(to, lanes.pop(index))
  return dict(board, lanes=lanes)


if __name__ == "__main__":
  with open(sys.argv[1], encoding="utf-8", newline="") as f:
    print(json.dumps(read(f.read()), indent=2, ensure_ascii=False))
