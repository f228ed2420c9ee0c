"""The board readers of Obsidian Kanban and taskell files, on real boards.

Run: python3 -m unittest discover -s Tests/boards

taskell's expected boards (`*.taskell.tsv`) are taskell's own parser output
(see Tests/corpus/boards/SOURCES.md).  The Obsidian plugin cannot run here,
so its tests check what follows from its source: the board read and written
again is the file, byte for byte, and the rules read in list.ts hold on small
boards.
"""

import json
import os
import random
import re
import shutil
import subprocess
import unittest
import xml.etree.ElementTree as ET

import obsidian_reader as obsidian
import taskell_reader as taskell

HERE = os.path.dirname(os.path.abspath(__file__))
CORPUS = os.path.join(HERE, "..", "corpus", "boards")


def corpus(*parts):
  with open(os.path.join(CORPUS, *parts), encoding="utf-8", newline="") as f:
    return f.read()


def corpus_files(folder):
  return sorted(f for f in os.listdir(os.path.join(CORPUS, folder))
                if f.endswith(".md"))


TASKELL_BOARDS = [("taskell", f) for f in corpus_files("taskell")] + [
  ("taskell.md",)]


class TaskellRealBoards(unittest.TestCase):

  def test_reads_each_board_as_taskell_does(self):
    for parts in TASKELL_BOARDS:
      with self.subTest(board=parts[-1]):
        expected = corpus(*parts[:-1], parts[-1][:-3] + ".taskell.tsv")
        board = taskell.read(corpus(*parts))
        self.assertEqual(taskell.oracle_lines(board), expected.splitlines())

  def test_each_board_has_taskells_layout(self):
    for parts in TASKELL_BOARDS:
      with self.subTest(board=parts[-1]):
        text = corpus(*parts)
        self.assertTrue(taskell.layout_ok(text))
        self.assertEqual(taskell.serialize(taskell.read(text)), text)

  def test_the_corpus_has_every_part(self):
    boards = [taskell.read(corpus(*p)) for p in TASKELL_BOARDS]
    tasks = [t for b in boards for l in b["lists"] for t in l["tasks"]]
    self.assertTrue(any(t["due"] and " " in t["due"] for t in tasks))
    self.assertTrue(any(t["due"] and " " not in t["due"] for t in tasks))
    self.assertTrue(any(t["description"] and "\n" in t["description"]
                        for t in tasks))
    self.assertTrue(any(s["done"] for t in tasks for s in t["subtasks"]))
    self.assertTrue(any(not l["tasks"] for b in boards for l in b["lists"]))


class TaskellRules(unittest.TestCase):
  """Rules read in taskell's Parser.hs and Serializer.hs, on small files."""

  def test_a_blank_line_between_tasks_is_refused(self):
    with self.assertRaises(taskell.ParseError):
      taskell.read("## A\n\n- a\n\n- b\n")

  def test_an_unknown_line_is_refused(self):
    with self.assertRaises(taskell.ParseError):
      taskell.read("## A\n\n- a\nsome note\n")

  def test_parts_out_of_order_are_refused(self):
    with self.assertRaises(taskell.ParseError):
      taskell.read("## A\n\n- a\n    > about\n    @ 2024-06-12\n")

  def test_blank_lines_around_headings_are_free_but_written_as_one(self):
    board = taskell.read("\n\n## A\n- a\n\n\n\n## B\n\n\n- b\n   \n")
    self.assertEqual(taskell.serialize(board), "## A\n\n- a\n\n## B\n\n- b\n")

  def test_an_empty_list_is_followed_by_two_blank_lines(self):
    board = taskell.read("## A\n\n## B\n\n- b\n")
    self.assertEqual(taskell.serialize(board), "## A\n\n\n## B\n\n- b\n")

  def test_a_due_date_that_is_not_a_date_is_dropped(self):
    board = taskell.read("## A\n\n- a\n    @ next week\n")
    self.assertIsNone(board["lists"][0]["tasks"][0]["due"])
    self.assertFalse(taskell.layout_ok("## A\n\n- a\n    @ next week\n"))

  def test_a_time_is_written_back_in_utc(self):
    board = taskell.read("## A\n\n- a\n    @ 2024-06-12 09:00 EST\n")
    self.assertEqual(board["lists"][0]["tasks"][0]["due"], "2024-06-12 14:00 UTC")

  def test_markers_follow_the_config(self):
    markers = dict(taskell.DEFAULT_MARKERS, task="###", subtask="-")
    text = "## A\n\n### a\n- [x] done\n"
    board = taskell.read(text, markers)
    self.assertEqual(board["lists"][0]["tasks"][0]["subtasks"],
                     [{"done": True, "name": "done"}])
    self.assertTrue(taskell.layout_ok(text, markers))

  def test_moves_keep_the_layout_and_the_board(self):
    for parts in TASKELL_BOARDS:
      board = taskell.read(corpus(*parts))
      rng = random.Random(parts[-1])
      for _ in range(40):
        board = _random_taskell_move(board, rng)
        text = taskell.serialize(board)
        self.assertTrue(taskell.layout_ok(text))
        self.assertEqual(taskell.read(text), board)


def _random_taskell_move(board, rng):
  lists = board["lists"]
  if rng.random() < 0.2:
    return taskell.move_list(board, rng.randrange(len(lists)),
                             rng.randrange(len(lists)))
  full = [i for i, l in enumerate(lists) if l["tasks"]]
  source = rng.choice(full)
  target = rng.randrange(len(lists))
  count = len(lists[target]["tasks"]) - (source == target)
  return taskell.move_task(board, source,
                           rng.randrange(len(lists[source]["tasks"])),
                           target, rng.randint(0, count))


OBSIDIAN_BOARDS = corpus_files("obsidian")


class ObsidianRealBoards(unittest.TestCase):

  def test_each_board_has_the_plugins_layout(self):
    for name in OBSIDIAN_BOARDS:
      with self.subTest(board=name):
        text = corpus("obsidian", name)
        self.assertTrue(obsidian.layout_ok(text))
        self.assertEqual(obsidian.serialize(obsidian.read(text)), text)

  def test_the_corpus_has_every_part(self):
    boards = [obsidian.read(corpus("obsidian", n)) for n in OBSIDIAN_BOARDS]
    lanes = [l for b in boards for l in b["lanes"]]
    cards = [c for l in lanes for c in l["cards"]]
    self.assertTrue(any(b["front_matter"]["keys"].get("kanban-plugin") == "basic"
                        for b in boards))
    self.assertTrue(any(b["front_matter"]["keys"].get("kanban-plugin") == "board"
                        for b in boards))
    self.assertTrue(any(b["archive"] for b in boards))
    self.assertTrue(any(b["settings"] for b in boards))
    self.assertTrue(any(l["complete"] and l["cards"] for l in lanes))
    self.assertTrue(any(l["max_items"] for l in lanes))
    self.assertTrue(any("\n" in c["text"] for c in cards))
    self.assertTrue(any(c["check"] == "x" for c in cards))
    self.assertTrue(any(c["check"] == " " for c in cards))


class ObsidianRules(unittest.TestCase):
  """Rules read in the plugin's list.ts and parseMarkdown.ts."""

  HEAD = "---\n\nkanban-plugin: board\n\n---\n\n"
  FOOT = '\n\n%% kanban:settings\n```\n{"kanban-plugin":"board"}\n```\n%%'

  def test_the_footer_is_no_card(self):
    board = obsidian.read(self.HEAD + "## A\n\n- [ ] a\n\n\n" + self.FOOT)
    self.assertEqual([c["text"] for c in board["lanes"][0]["cards"]], ["a"])
    self.assertEqual(board["settings"]["value"], {"kanban-plugin": "board"})

  def test_complete_is_the_lanes_not_a_card(self):
    board = obsidian.read(self.HEAD + "## Done\n\n**Complete**\n- [x] a\n\n\n"
                          + self.FOOT)
    lane = board["lanes"][0]
    self.assertTrue(lane["complete"])
    self.assertEqual([c["text"] for c in lane["cards"]], ["a"])

  def test_complete_after_the_cards_does_not_count(self):
    board = obsidian.read(self.HEAD + "## Done\n\n- [x] a\n\n**Complete**\n")
    self.assertFalse(board["lanes"][0]["complete"])
    self.assertEqual(board["ignored"], ["**Complete**"])

  def test_complete_glued_to_the_footer_is_lost_but_the_settings_are_not(self):
    board = obsidian.read(self.HEAD + "## Done\n\n**Complete**" + self.FOOT[1:])
    self.assertFalse(board["lanes"][0]["complete"])
    self.assertEqual(board["settings"]["value"], {"kanban-plugin": "board"})
    self.assertEqual(board["ignored"], ["**Complete**"])

  def test_a_card_after_the_footer_is_lost_and_so_are_the_settings(self):
    board = obsidian.read(self.HEAD + "## A\n\n" + self.FOOT + "\n- [ ] a")
    self.assertIsNone(board["settings"])
    self.assertEqual(board["lanes"][0]["cards"], [])
    self.assertIn("- [ ] a", board["ignored"])

  def test_archive_needs_the_break_before_it(self):
    with_break = obsidian.read(self.HEAD + "***\n\n## Archive\n\n- [x] a")
    without = obsidian.read(self.HEAD + "## Archive\n\n- [x] a")
    self.assertEqual(len(with_break["archive"]), 1)
    self.assertEqual(with_break["lanes"], [])
    self.assertIsNone(without["archive"])
    self.assertEqual(without["lanes"][0]["title"], "Archive")

  def test_a_card_takes_its_indented_and_lazy_lines(self):
    board = obsidian.read(self.HEAD + "## A\n\n- [ ] a\n    more\n  two\nlazy\n- [ ] b\n")
    self.assertEqual([c["text"] for c in board["lanes"][0]["cards"]],
                     ["a\nmore\n  two\nlazy", "b"])

  def test_a_blank_line_between_cards_keeps_one_list_but_not_the_layout(self):
    text = self.HEAD + "## A\n\n- [ ] a\n\n- [ ] b\n\n\n"
    board = obsidian.read(text)
    self.assertEqual(len(board["lanes"][0]["cards"]), 2)
    self.assertFalse(obsidian.layout_ok(text))

  def test_text_outside_lists_is_dropped(self):
    text = self.HEAD + "intro\n\n## A\n\nnote\n\n- [ ] a\n\n\n"
    board = obsidian.read(text)
    self.assertEqual(board["ignored"], ["intro", "note"])
    self.assertFalse(obsidian.layout_ok(text))

  def test_only_the_first_list_under_a_heading_is_read(self):
    board = obsidian.read(self.HEAD + "## A\n\n- [ ] a\n\nnote\n\n* [ ] b\n")
    self.assertEqual([c["text"] for c in board["lanes"][0]["cards"]], ["a"])
    self.assertEqual(board["ignored"], ["note", "* [ ] b"])

  def test_a_plain_item_is_written_with_an_empty_box(self):
    board = obsidian.read(self.HEAD + "## A\n\n- a\n")
    self.assertEqual(obsidian.serialize(board), self.HEAD + "## A\n\n- [ ] a\n\n\n")

  def test_br_becomes_a_new_line(self):
    board = obsidian.read(self.HEAD + "## A\n\n- [ ] a<br>b\n")
    self.assertEqual(board["lanes"][0]["cards"][0]["text"], "a\nb")

  def test_no_front_matter_is_no_board(self):
    with self.assertRaises(obsidian.ParseError):
      obsidian.read("## A\n\n- [ ] a\n")

  def test_lane_title_limit(self):
    lane = obsidian.read(self.HEAD + "## Doing (3)\n\n\n\n")["lanes"][0]
    self.assertEqual((lane["title"], lane["max_items"]), ("Doing", 3))

  def test_complete_lane_checks_and_unchecks(self):
    board = obsidian.read(self.HEAD + "## A\n\n- [ ] a\n- [/] b\n\n\n"
                          "## Done\n\n**Complete**\n- [x] c\n\n\n")
    into = obsidian.move_card(board, 0, 1, 1, 0)
    self.assertEqual(into["lanes"][1]["cards"][0]["check"], "x")
    out = obsidian.move_card(board, 1, 0, 0, 0)
    self.assertEqual(out["lanes"][0]["cards"][0]["check"], " ")
    within = obsidian.move_card(board, 0, 1, 0, 0)
    self.assertEqual(within["lanes"][0]["cards"][0]["check"], "/")

  def test_moves_keep_the_layout_and_the_board(self):
    for name in OBSIDIAN_BOARDS:
      board = obsidian.read(corpus("obsidian", name))
      rng = random.Random(name)
      for _ in range(40):
        board = _random_obsidian_move(board, rng)
        text = obsidian.serialize(board)
        self.assertTrue(obsidian.layout_ok(text), text)
        self.assertEqual(obsidian.read(text), board)


def _random_obsidian_move(board, rng):
  lanes = board["lanes"]
  if rng.random() < 0.2:
    return obsidian.move_lane(board, rng.randrange(len(lanes)),
                              rng.randrange(len(lanes)))
  full = [i for i, l in enumerate(lanes) if l["cards"]]
  source = rng.choice(full)
  target = rng.randrange(len(lanes))
  count = len(lanes[target]["cards"]) - (source == target)
  return obsidian.move_card(board, source,
                            rng.randrange(len(lanes[source]["cards"])),
                            target, rng.randint(0, count))


@unittest.skipUnless(shutil.which("cmark"), "cmark is not installed")
class ObsidianBlocksAgainstCmark(unittest.TestCase):
  """The plugin parses with micromark, a CommonMark parser; cmark is another.
  The reader's top-level blocks and list items must be cmark's: the same
  kinds, the same first lines and the same last lines (a setext heading's
  end is left out: cmark's source position for it runs a line too far)."""

  PIECES = ["## A", "# B", "### C ##", "- [ ] a", "- [x] b", "* [ ] c",
            "+ d", "1. e", "- [ ]", "-", "    more", "  two", "\tt",
            "lazy text", "", "", "**Complete**", "Complete", "***", "---",
            "___", "```", "~~~", '{"a":1}', "%% kanban:settings", "%%",
            "> quote", "    - [ ] nested", "- [/] f ^abc", "Archive",
            "## Archive", "==="]
  KINDS = {"heading": "heading", "thematic_break": "break", "list": "list",
           "paragraph": "paragraph"}

  @staticmethod
  def last(lines, first, end):
    k = end - 1
    while k > first and not lines[k].strip():
      k -= 1
    return k

  def reader_blocks(self, lines):
    out = []
    for kind, first, end, data in obsidian._blocks(lines):
      block = (kind, first) if kind == "heading" else (
        kind, first, self.last(lines, first, end))
      if kind == "list":
        block += (tuple((a, self.last(lines, a, b)) for a, b, _, _ in data),)
      out.append(block)
    return out

  def cmark_blocks(self, lines):
    xml = subprocess.run(["cmark", "--to", "xml", "--sourcepos"],
                         input="\n".join(lines).encode(), capture_output=True,
                         check=True).stdout

    def span(el):
      a, b, col = map(int, re.match(r"(\d+):\d+-(\d+):(\d+)",
                                    el.get("sourcepos")).groups())
      b = min(b - 1 - (col == 0), len(lines) - 1)
      return a - 1, self.last(lines, a - 1, b + 1)

    out = []
    for el in ET.fromstring(xml):
      kind = self.KINDS.get(el.tag.split("}")[1], "other")
      first, last = span(el)
      block = (kind, first) if kind == "heading" else (kind, first, last)
      if kind == "list":
        block += (tuple(span(item) for item in el),)
      out.append(block)
    return out

  def test_the_corpus_boards(self):
    for name in OBSIDIAN_BOARDS:
      text = corpus("obsidian", name)
      lines = text[obsidian._front_matter(text)[2]:].split("\n")
      with self.subTest(board=name):
        self.assertEqual(self.reader_blocks(lines), self.cmark_blocks(lines))

  def test_generated_texts(self):
    for seed in range(400):
      rng = random.Random(seed)
      lines = [rng.choice(self.PIECES) for _ in range(rng.randint(1, 12))]
      with self.subTest(lines=lines):
        self.assertEqual(self.reader_blocks(lines), self.cmark_blocks(lines))


class ReaderCommandLine(unittest.TestCase):

  def test_prints_json(self):
    for module, path in [("obsidian_reader.py", ("obsidian", "home.md")),
                         ("taskell_reader.py", ("taskell", "garden.md"))]:
      out = subprocess.run(
        ["python3", os.path.join(HERE, module), os.path.join(CORPUS, *path)],
        capture_output=True, check=True, text=True).stdout
      self.assertIn("lanes" if "obsidian" in module else "lists", json.loads(out))


if __name__ == "__main__":
  unittest.main()
