import ReorderCore
import ReorderTree

#if canImport(Glibc)
  import Glibc
#endif

/// `reorder-bench once KIND [N]`: one load of the bench's input of a kind
/// (`list`, `tree`, `outline`, `prose`: the outline without lists, `board`), for a profiler rather than a
/// clock: `valgrind --tool=callgrind --collect-atstart=no
/// --toggle-collect='*loadOnce*'` counts the instructions of the load
/// alone, without making the input. N: lines (`list`, `tree`), headings
/// (`outline`) or cards (`board`); the figures' sizes by default. `list`
/// loads the same bytes as `tree` (`list-outline`, `list-prose`, `list-board`: as the
/// others).
func loadOnce(arguments: [String]) -> Never {
  let kind = arguments.first ?? "tree"
  let n = arguments.dropFirst().first.flatMap { Int($0) }
  let bytes: [UInt8]
  switch kind {
  case "list", "tree": bytes = treeInput(lines: n ?? 1_000_000)
  case "list-outline", "outline": bytes = outlineInput(headings: n ?? 100_000)
  case "list-prose", "prose": bytes = outlineInput(headings: n ?? 100_000, lists: false)
  case "list-board", "board": bytes = boardInput(cards: n ?? 100_000, columns: 20)
  default:
    print(
      "reorder-bench once: KIND is list, tree, outline, prose, board, list-outline, list-prose or list-board")
    exit(2)
  }
  let items = loadOnce(kind, bytes)
  print("\(kind): \(bytes.count) bytes, \(items) items")
  exit(0)
}

/// The load that `once` measures: the same functions as the figures'.
@inline(never)
func loadOnce(_ kind: String, _ bytes: [UInt8]) -> Int {
  switch kind {
  case "tree", "outline", "prose":
    let (list, rows) = loadTree(
      bytes, reading: kind == "tree" ? .indentation(tabWidth: 8) : .markdownHeadings)
    return list.count &+ rows.count
  case "board": return loadBoard(bytes).count
  default: return load(bytes).count
  }
}
