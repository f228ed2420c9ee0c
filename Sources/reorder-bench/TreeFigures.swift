import ReorderCore

/// Loading as a tree or an outline beside loading the same bytes as a
/// list: the tree's reading (TreeRows.read) must cost at most 0.3× more.
///
/// - a 1,000,000-line indented plan (`--tree`): depths 0–4, two spaces,
///   a blank line every 50 rows;
/// - a 100,000-heading Markdown document (`--outline`): each heading with
///   three body lines, a fenced block holding a `# comment` every tenth.
///
/// Each figure is the median of 5 runs, in this thread's CPU time.
func measureTreeLoad() {
  let tree = treeInput(lines: 1_000_000)
  let outline = outlineInput(headings: 100_000)
  print("")
  print("| load, same bytes | as a list (ms) | as a tree (ms) | ratio |")
  print("| --- | ---: | ---: | ---: |")
  for (name, bytes, reading) in [
    ("1,000,000 lines, --tree", tree, TreeReading.indentation(tabWidth: 8)),
    ("100,000 headings, --outline (\(lineCount(outline)) lines)", outline, .markdownHeadings),
  ] {
    let asList = median((0..<5).map { _ in milliseconds(measureCPU { sink &+= load(bytes).count }) })
    let asTree = median(
      (0..<5).map { _ in
        milliseconds(
          measureCPU {
            let list = load(bytes)
            guard let rows = try? TreeRows.read(list.store, reading: reading) else { fatalError("tree read") }
            sink &+= list.count &+ rows.count
          })
      })
    print("| \(name) | \(format(asList)) | \(format(asTree)) | \(format(asTree / asList, 2))× |")
  }
}

private func lineCount(_ bytes: [UInt8]) -> Int { bytes.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) } }

/// An indented plan: each row at most one deeper than the one before.
private func treeInput(lines: Int) -> [UInt8] {
  var bytes: [UInt8] = []
  bytes.reserveCapacity(lines * 30)
  var depth = 0
  for i in 0..<lines {
    if i % 50 == 49 {
      bytes.append(0x0A)
      continue
    }
    // 0 1 2 3 4 2 3 1 … : deeper by one, or back up.
    let step = i % 7
    depth = step < 4 ? min(depth + 1, 4) : max(0, depth - step + 3)
    if i % 977 == 0 { depth = 0 }
    bytes += [UInt8](repeating: 0x20, count: depth * 2)
    bytes += Array("- [ ] task \(i) of the plan\n".utf8)
  }
  return bytes
}

/// A Markdown document of `headings` sections, levels 1–4.
private func outlineInput(headings: Int) -> [UInt8] {
  var bytes: [UInt8] = []
  bytes.reserveCapacity(headings * 120)
  bytes += Array("Preamble before the first heading.\n\n".utf8)
  for i in 0..<headings {
    let level = i % 4 + 1
    bytes += [UInt8](repeating: 0x23, count: level)
    bytes += Array(" Section \(i)\n".utf8)
    if i % 10 == 9 {
      bytes += Array("```bash\n# a comment, not a heading\nmake build\n```\n".utf8)
    } else {
      bytes += Array("Some text of section \(i).\n\n- a point\n".utf8)
    }
  }
  return bytes
}
