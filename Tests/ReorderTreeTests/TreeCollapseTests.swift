import Testing

@testable import ReorderCore
@testable import ReorderTree

/// Collapse and expand (Left/Right as file trees do) and an outline's
/// folded bodies: hidden rows leave the shown list, move with their node,
/// and never reach the output, the history or the log.
@Suite struct TreeCollapseTests {
  static let checklist = TreeEngineTests.checklist

  // MARK: - The shown list against a naive model

  @Test func hiddenRowsMapEveryPositionAsANaiveFilterDoes() {
    for n in 0...9 {
      for mask in 0..<(1 << n) {
        let hidden = (0..<n).map { mask & (1 << $0) != 0 }
        var runs: [Range<Int>] = []
        for p in 0..<n where hidden[p] {
          if let last = runs.last, last.upperBound == p {
            runs[runs.count - 1] = last.lowerBound..<(p + 1)
          } else {
            runs.append(p..<(p + 1))
          }
        }
        let rows = HiddenRows(runs: runs)
        let shown = (0..<n).filter { !hidden[$0] }
        #expect(rows.hiddenCount == n - shown.count)
        for (index, position) in shown.enumerated() {
          #expect(rows.position(shownAt: index) == position, "mask \(mask) index \(index)")
        }
        for p in 0...n {
          #expect(rows.isHidden(p) == (p < n && hidden[p]))
          #expect(rows.shownIndex(of: p) == shown.filter { $0 < p }.count, "mask \(mask) position \(p)")
        }
        // Without a block of shown-bounded rows, the rest keeps its runs.
        for start in 0..<n where !hidden[start] {
          for end in (start + 1)...n where end == n || !hidden[end] {
            let rest = rows.removing(start..<end)
            let expected = (0..<n).filter { $0 < start || $0 >= end }.map { hidden[$0] }
            #expect((0..<expected.count).map { rest.isHidden($0) } == expected)
          }
        }
      }
    }
  }

  /// Every tree of up to 6 nodes, every set of collapsed nodes: the list
  /// shows exactly the rows without a collapsed ancestor, `j` walks them
  /// and the output is the input.
  @Test func everyCollapseShowsTheRowsWithoutACollapsedAncestor() throws {
    for n in 1...6 {
      for shape in treeShapes(n) {
        let tree = NaiveTree(depths: shape)
        let flat = tree.flattened()
        let lines = flat.map(\.line)
        var s = try treeSession(lines, height: 12)
        for mask in 0..<(1 << n) {
          let collapsed = Set((0..<n).filter { mask & (1 << $0) != 0 }.map { UInt32($0) })
          s.engine.folds.collapsed = collapsed
          s.engine.refreshHidden()
          s.engine.syncShownCount()
          let expected = flat.enumerated().filter { row in
            // Shown unless a proper ancestor (a path prefix) is collapsed.
            !(1..<row.element.path.count).contains { k in
              let ancestor = flat.firstIndex { $0.path == Array(row.element.path.prefix(k)) }!
              return collapsed.contains(UInt32(ancestor))
            }
          }.map(\.element.line)
          #expect(s.shown == expected, "shape \(shape) collapsed \(collapsed.sorted())")
          #expect(s.engine.shownCount == expected.count)
          #expect(s.strings == lines)
        }
        s.engine.folds.collapsed = []
        s.engine.refreshHidden()
      }
    }
  }

  // MARK: - Keys

  @Test func leftCollapsesRightExpandsAndTheOutputIsTheInput() throws {
    var s = try treeSession(Self.checklist)
    s.send(.kind(TreeAction.shallower))
    #expect(s.said == "Collapsed \"- Groceries\": 4 rows under it hidden")
    #expect(s.shown == ["- Groceries", "- Work", "  - email", "- Home"])
    s.send(.cursor(.vertical(1)))
    #expect(s.engine.focus == 5 && s.said == "Position 6 of 8 · \"- Work\"")
    s.send(.cursor(.vertical(-1)))
    #expect(s.engine.focus == 0)
    s.send(.kind(TreeAction.shallower))  // collapsed, at the top: says so
    #expect(s.said == "\"- Groceries\" is at the top level")
    s.send(.kind(TreeAction.deeper))
    #expect(s.said == "Expanded \"- Groceries\": 4 rows shown")
    #expect(s.shown == Self.checklist)
    s.send(.kind(TreeAction.deeper))  // expanded: to the first child
    #expect(s.engine.focus == 1)
    s.send(.kind(TreeAction.shallower))  // a leaf: to the parent
    #expect(s.engine.focus == 0)
    #expect(s.engine.history.undoCount == 0)
    #expect(!s.effects.contains { if case .committed = $0 { return true } else { return false } })
    #expect(s.strings == Self.checklist)
  }

  @Test func aCollapsedRowMovesAsOneAndStaysCollapsed() throws {
    var s = try treeSession(Self.checklist)
    s.send(.kind(TreeAction.shallower))
    s.send(.moveSelection(.vertical(1)))  // J
    #expect(
      s.strings == ["- Work", "  - email", "- Groceries", "  - milk", "  - bread", "", "  - eggs", "- Home"])
    #expect(s.shown == ["- Work", "  - email", "- Groceries", "- Home"])
    #expect(s.engine.focus == 2 && s.engine.shownFocus == 2)
    s.send(.moveSelection(.vertical(1)))
    #expect(s.shown == ["- Work", "  - email", "- Home", "- Groceries"])
    s.send(.undo)
    s.send(.undo)
    #expect(s.strings == Self.checklist)
    #expect(s.shown == ["- Groceries", "- Work", "  - email", "- Home"])
  }

  @Test func aRowIndentedUnderACollapsedOneStaysCollapsedWithItsNewChild() throws {
    var s = try treeSession(Self.checklist)
    s.send(.kind(TreeAction.shallower))  // collapse Groceries
    s.send(.cursor(.vertical(1)))  // Work
    s.send(.kind(TreeAction.indent))  // L: Work goes under Groceries
    #expect(s.strings[5] == "  - Work")
    // The focus may not vanish: Groceries opens to show Work where it went.
    #expect(s.shown.contains("  - Work"))
    #expect(s.engine.list.id(at: s.engine.focus) == s.engine.list.id(at: 5))
  }

  @Test func aLiftedRowSkipsACollapsedSubtreeAndLandsBesideIt() throws {
    var s = try treeSession(["- a", "- b", "  - b1", "  - b2", "- c"])
    s.send(.cursor(.vertical(1)))
    s.send(.kind(TreeAction.shallower))  // collapse b
    s.send(.cursor(.vertical(-1)))  // a
    s.send(.holdKey(.press))
    s.send(.cursor(.vertical(1)))  // past b: the gap skips b's hidden rows
    #expect(s.shown == ["- b", "[- a]", "- c"])
    s.send(.kind(TreeAction.deeper))  // deeper would hide it under b: refused
    #expect(s.engine.drag?.landingDepth == 0)
    s.send(.confirm)
    #expect(s.strings == ["- b", "  - b1", "  - b2", "- a", "- c"])
    #expect(s.shown == ["- b", "- a", "- c"])
  }

  @Test func aPointerDragGoesPastACollapsedRowBothWays() throws {
    let lines = ["- a", "- b", "  - b1", "  - b2", "- c"]
    var s = try treeSession(lines)
    s.send(.cursor(.vertical(1)))
    s.send(.kind(TreeAction.shallower))  // collapse b
    s.send(.cursor(.vertical(-1)))
    s.press(row: 0)
    s.wait(150)
    #expect(s.engine.isDragging)
    s.drag(row: 1)
    #expect(s.shown == ["- b", "[- a]", "- c"])
    s.drag(row: 2)
    #expect(s.shown == ["- b", "- c", "[- a]"])
    s.drag(row: 1)
    #expect(s.shown == ["- b", "[- a]", "- c"])
    #expect(s.engine.hitTest(Point(x: 5, y: 2)) == s.engine.list.indexPath(at: 4), "c, past b's hidden rows")
    s.drag(row: 0)
    #expect(s.shown == ["[- a]", "- b", "- c"])
    s.release(row: 0)
    #expect(s.strings == lines)
    #expect(s.shown == ["- a", "- b", "- c"])
  }

  @Test func aSearchOpensTheRowsAboveAHiddenMatch() throws {
    var s = try treeSession(Self.checklist)
    s.send(.kind(TreeAction.shallower))
    s.send(.search("eggs", forward: true, includeCurrent: false))
    #expect(s.engine.focus == 4)
    #expect(s.shown == Self.checklist)
  }

  /// Issue 33: `/Pyenv plugins` found a line in the folded "Table of
  /// Contents" body and left it hidden, so the screen showed no match and
  /// Space lifted the whole section. A match in a folded body opens that
  /// body and focuses the line, as org reveals a match, also when the
  /// search ends in a later slice (between keys).
  @Test func aMatchInAFoldedBodyOpensItAndIsFocused() throws {
    let toc = (1...40).map { "* [Section \($0)](#section-\($0))" }
    let lines =
      ["# pyenv", "## Table of Contents"] + toc + [
        "* [Pyenv plugins](#pyenv-plugins)", "## Pyenv plugins", "text",
      ]
    var s = try treeSession(lines, reading: .markdownHeadings)
    s.engine.configuration.searchSliceBudget = 16 * 4  // a few rows a slice
    #expect(s.shown == ["# pyenv", "## Table of Contents", "## Pyenv plugins"])
    s.send(.search("Pyenv plugins", forward: true, includeCurrent: false))
    #expect(s.engine.isSearching, "the rest of the search runs between keys")
    while s.engine.hasPendingWork { s.engine.continueWork(budget: 16 * 4) }
    let match = lines.firstIndex(of: "* [Pyenv plugins](#pyenv-plugins)")!
    #expect(s.engine.focus == match)
    #expect(s.shown.contains(lines[match]), "its body is open: the match is on screen")
    #expect(s.engine.shownFocus == s.engine.shownPosition(of: match))
  }

  @Test func anOutlineOpensWithItsBodiesFoldedAndZShowsThem() throws {
    let lines = ["intro", "# Title", "text", "## Install", "make", "make install", "## Usage", "run"]
    var s = try treeSession(lines, reading: .markdownHeadings)
    #expect(s.shown == ["# Title", "## Install", "## Usage"])
    s.send(.kind(TreeAction.toggleBodies))
    #expect(s.said == "Bodies shown (4 lines) · z folds them")
    #expect(s.shown == Array(lines.dropFirst()))
    s.send(.cursor(.vertical(1)))  // "text"
    s.send(.kind(TreeAction.toggleBodies))
    #expect(s.said == "Bodies folded (4 lines) · z shows them")
    #expect(s.engine.focus == 0, "the focus goes to the body's heading")
    s.send(.cursor(.vertical(1)))  // Install
    s.send(.kind(TreeAction.deeper))  // opens its body
    #expect(s.shown == ["# Title", "## Install", "make", "make install", "## Usage"])
    s.send(.kind(TreeAction.shallower))  // collapses it again
    #expect(s.shown == ["# Title", "## Install", "## Usage"])
    s.send(.cursor(.vertical(-1)))
    s.send(.kind(TreeAction.shallower))  // Title: its subtree
    #expect(s.shown == ["# Title"])
    #expect(s.strings == Array(lines.dropFirst()))
  }
}
