import Testing

@testable import ReorderCore
@testable import ReorderTree

/// `--section` in a `--tree`: a header is a fixed row, no node; the tree
/// starts again under it; subtrees cross headers as rows do in a list,
/// and nothing lands under a header.
@Suite struct TreeSectionTests {
  static let plan = [
    "## Today", "- call Ann", "  - the lease", "- buy milk", "## Later", "- taxes", "  - form", "- garden",
  ]
  static let headers: Set<String> = ["## Today", "## Later"]

  func kind(_ s: Session) throws -> TreeKind { try #require(s.engine.configuration.kind as? TreeKind) }

  @Test func theTreeStartsAgainUnderEachHeader() throws {
    let lines = ["## A", "- a", "    - a1", "## B", "    - b", "  - b1", "- c"]
    let s = try treeSession(lines, sections: ["## A", "## B"])
    let rows = try kind(s).rows
    let depths = (0..<lines.count).map {
      rows.role(ofID: UInt32($0)) == .node ? rows.depth(ofID: UInt32($0)) : -1
    }
    #expect(depths == [-1, 0, 1, -1, 0, 0, 0], "b has no parent in its section; b1 is less indented than b")
    #expect(!rows.isAligned)
  }

  @Test func aHeaderDoesNotLiftAndNothingLandsUnderIt() throws {
    var s = try treeSession(Self.plan, sections: Self.headers)
    #expect(s.engine.focus == 1, "the focus skips headers")
    s.press(row: 4, x: 3)
    s.wait(150)
    #expect(!s.engine.isDragging)
    #expect(s.said.hasPrefix("Position 5 is a section header; it can't be moved"))
    s.release(row: 4, x: 3)
    s.send(.cursor(.to(3)))  // buy milk
    s.send(.holdKey(.press))
    s.send(.cursor(.vertical(1)))  // below "## Later"
    #expect(s.said == "Moving \"- buy milk\" to the top level · depth 1")
    s.send(.kind(TreeAction.deeper))
    #expect(s.engine.drag?.landingDepth == 0, "never a header's child")
    s.send(.confirm)
    #expect(
      s.strings == [
        "## Today", "- call Ann", "  - the lease", "## Later", "- buy milk", "- taxes", "  - form",
        "- garden",
      ])
    #expect(s.said == "Moved \"- buy milk\" to the top level, position 1 of 3 there · depth 1")
  }

  @Test func theGapAboveAHeaderEndsTheSectionAtAnyDepthAllowed() throws {
    var s = try treeSession(Self.plan, sections: Self.headers)
    s.send(.cursor(.to(7)))  // garden
    s.send(.holdKey(.press))
    s.send(.cursor(.vertical(-1)))  // above form
    s.send(.cursor(.vertical(-1)))  // below "## Later", above taxes
    #expect(s.said == "Moving \"- garden\" to the top level · depth 1")
    s.send(.cursor(.vertical(-1)))  // above "## Later": the end of Today
    #expect(s.said == "Moving \"- garden\" to the top level · depth 1")
    s.send(.kind(TreeAction.deeper))
    #expect(s.said == "Moving \"- garden\" under \"- buy milk\" · depth 2")
    s.send(.confirm)
    #expect(
      s.strings == [
        "## Today", "- call Ann", "  - the lease", "- buy milk", "  - garden", "## Later", "- taxes",
        "  - form",
      ])
  }

  @Test func keysStayInTheSectionAndTopGoesBelowTheFirstHeader() throws {
    var s = try treeSession(Self.plan, sections: Self.headers)
    s.send(.cursor(.to(3)))  // buy milk, the last of Today
    s.send(.moveSelection(.vertical(1)))
    #expect(s.strings == Self.plan)
    #expect(s.said == "Can't move down \"- buy milk\": it is the last at the top level")
    s.send(.cursor(.to(5)))  // taxes, the first of Later
    s.send(.moveSelection(.vertical(-1)))
    #expect(s.said == "Can't move up \"- taxes\": it is the first at the top level")
    s.send(.kind(TreeAction.indent))
    #expect(s.said == "Can't indent \"- taxes\": no row above it at its level to go under")
    s.send(.moveSelection(.first))
    #expect(
      s.strings == [
        "## Today", "- taxes", "  - form", "- call Ann", "  - the lease", "- buy milk", "## Later",
        "- garden",
      ])
    #expect(s.said == "Moved \"- taxes\" to the top level, position 1 of 3 there · depth 1")
    s.send(.moveSelection(.last))
    #expect(s.strings.suffix(3) == ["- garden", "- taxes", "  - form"])
  }

  /// Every lift, every place the keys reach and every depth around it:
  /// the tree the session keeps is the tree its lines read as, a header
  /// never moves past another, and no row is ever a header's child.
  @Test func everyDropReadsBackAsTheTreeItPlanned() throws {
    for start in 0..<Self.plan.count {
      for steps in -8...8 {
        for sideways in -2...2 {
          var s = try treeSession(Self.plan, sections: Self.headers)
          s.send(.cursor(.vertical(start)))
          s.send(.holdKey(.press))
          guard s.engine.isDragging else { continue }
          s.send(.cursor(.vertical(steps)))
          for _ in 0..<abs(sideways) { s.send(.kind(sideways > 0 ? TreeAction.deeper : .shallower)) }
          s.send(.confirm)
          let lines = s.strings
          #expect(lines.filter { Self.headers.contains($0) } == ["## Today", "## Later"])
          #expect(lines[0] == "## Today", "nothing above the first header")
          var reread = try TreeRows.read(makeStore(lines), reading: .indentation(tabWidth: 8))
          reread.restartAtSections(lines.indices.filter { Self.headers.contains(lines[$0]) })
          let rows = try kind(s).rows
          for p in lines.indices {
            let id = s.engine.list.order[p]
            #expect(
              rows.role(ofID: id) == reread.role(ofID: UInt32(p)), "\(start) \(steps) \(sideways) row \(p)")
            #expect(
              rows.depth(ofID: id) == reread.depth(ofID: UInt32(p)), "\(start) \(steps) \(sideways) row \(p)")
          }
        }
      }
    }
  }

  @Test func aMoveThatWouldNotReadBackIsRefused() throws {
    // "  - b" is at the top of its section with two columns: right below
    // a row with none it would read as that row's child.
    let lines = ["## A", "- x", "## B", "  - b", "- c"]
    var s = try treeSession(lines, sections: ["## A", "## B"])
    s.send(.cursor(.to(4)))  // c
    s.send(.holdKey(.press))
    s.send(.cursor(.vertical(-1)))  // below "## B", above b
    s.send(.confirm)
    #expect(s.strings == lines)
    #expect(s.said == "Can't move \"- c\" there: the file's indentation does not line up there")
    s.send(.cursor(.to(1)))  // x
    s.send(.holdKey(.press))
    s.send(.cursor(.vertical(2)))  // below b, above c
    s.send(.confirm)
    #expect(s.strings == ["## A", "## B", "  - b", "- x", "- c"])
    #expect(s.said == "Moved \"- x\" to the top level, position 2 of 3 there · depth 1")
  }
}
