import ReorderCore

#if canImport(Glibc)
  import Glibc
#endif

/// A Markdown document of `headings` sections, levels 1–4, with what
/// CommonMark reads apart: YAML front matter with a `# comment`, setext
/// headings (every third of levels 1 and 2), and bodies that are
/// paragraphs and lists, or hold a `#` line that is no heading in a fence,
/// an HTML comment, a `<div>` block or a list item.
///
/// Without `lists`, the bodies are paragraphs only (issue 31's input: setext
/// headings, front matter, HTML blocks and fences). That is about 5 lines
/// a heading; the 22 Markdown documents the oracle tests keep have 23
/// (6,334 lines, 270 headings by cmark): `paragraphs` adds that many
/// paragraphs of five wrapped lines to each section, 3 for theirs.
func outlineInput(headings: Int, lists: Bool = true, paragraphs: Int = 0) -> [UInt8] {
  var bytes: [UInt8] = []
  bytes.reserveCapacity(headings * 120)
  bytes += Array("---\ntitle: bench\n# draft: false\n---\n\nPreamble before the first heading.\n\n".utf8)
  for i in 0..<headings {
    let level = i % 4 + 1
    if level <= 2 && i % 3 == 0 {
      bytes += Array("Section \(i)\n\(level == 1 ? "==========" : "----------")\n".utf8)
    } else {
      bytes += [UInt8](repeating: 0x23, count: level)
      bytes += Array(" Section \(i)\n".utf8)
    }
    switch i % 10 {
    case 9: bytes += Array("```bash\n# a comment, not a heading\nmake build\n```\n\n".utf8)
    case 4: bytes += Array("<!--\n# a comment, not a heading\n-->\n\n".utf8)
    case 6: bytes += Array("<div>\n# not a heading\n</div>\n\n".utf8)
    case 2 where lists: bytes += Array("- a point\n  # inside the point\n- another\n\n".utf8)
    default:
      bytes += Array("Some text of section \(i),\nwrapped once,\n".utf8)
      bytes += Array(lists ? "\n- a point\n\n".utf8 : "and a third line of it.\n\n".utf8)
    }
    for paragraph in 0..<paragraphs {
      bytes += Array("Paragraph \(paragraph) of section \(i), which goes on\n".utf8)
      bytes += Array("over a few lines, as prose does when it\nis wrapped at a width\n".utf8)
      bytes += Array("of seventy-two columns or so, and then\nends with a blank line.\n\n".utf8)
    }
  }
  return bytes
}

/// The outline's load beside `cmark` (Debian's, C) parsing the same file
/// to HTML: both in wall time, median of 5, the file in the page cache;
/// cmark's includes starting the process. Skipped without cmark.
func measureOutlineBesideCmark(_ bytes: [UInt8]) {
  let path = "/tmp/reorder-bench-outline.md"
  guard let file = fopen(path, "w") else { return }
  _ = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
  fclose(file)
  defer { unlink(path) }
  var cmark: [Double] = []
  for _ in 0..<5 {
    let start = clock.now
    guard runQuietly(["cmark", path]) else {
      print("\n(cmark is not installed: no comparison with it)")
      return
    }
    cmark.append(milliseconds(clock.now - start))
  }
  let reorder = median(
    (0..<5).map { _ in
      let start = clock.now
      let (list, rows) = loadTree(bytes, reading: .markdownHeadings)
      sink &+= list.count &+ rows.count
      return milliseconds(clock.now - start)
    })
  let cmarkTime = median(cmark)
  print("")
  print("| same outline, wall time | reorder --outline load (ms) | cmark to HTML (ms) | ratio |")
  print("| --- | ---: | ---: | ---: |")
  print(
    "| \(bytes.count / 1000) kB, \(lineCount(bytes)) lines | \(format(reorder)) | \(format(cmarkTime))"
      + " | \(format(reorder / cmarkTime, 2))× |")
}

/// Runs `arguments` with stdout and stderr to /dev/null; whether it ran
/// and exited 0.
private func runQuietly(_ arguments: [String]) -> Bool {
  var actions = posix_spawn_file_actions_t()
  posix_spawn_file_actions_init(&actions)
  defer { posix_spawn_file_actions_destroy(&actions) }
  posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
  posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
  var argv = arguments.map { strdup($0) } + [nil]
  defer { for arg in argv { free(arg) } }
  var pid: pid_t = 0
  guard posix_spawnp(&pid, arguments[0], &actions, nil, &argv, environ) == 0 else { return false }
  var status: Int32 = 0
  waitpid(pid, &status, 0)
  return status == 0
}
