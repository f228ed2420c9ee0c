import Testing

@testable import ReorderCore
@testable import ReorderGit

@Suite struct OverlapMapTests {
  /// A (a.c), B (b.c), C (a.c), D (a.c, d.c) at ranks 0…3.
  static func map() -> OverlapMap {
    var map = OverlapMap()
    map.record([Array("a.c".utf8)], for: "A")
    map.record([Array("b.c".utf8)], for: "B")
    map.record([Array("a.c".utf8)], for: "C")
    map.record([Array("a.c".utf8), Array("d.c".utf8)], for: "D")
    return map
  }

  static func crossing(_ map: OverlapMap, _ commits: [String?], block: [Int], target: Int)
    -> OverlapMap.Crossing
  {
    map.crossing(block: PositionSet(block), targetRank: target) { commits[$0] }
  }

  @Test func crossedCommitsThatShareFiles() {
    let map = Self.map()
    let commits: [String?] = ["A", "B", "C", "D"]
    #expect(
      Self.crossing(map, commits, block: [0], target: 2).overlapping == [2], "A after C crosses B and C")
    #expect(Self.crossing(map, commits, block: [0], target: 3).overlapping == [2, 3])
    #expect(Self.crossing(map, commits, block: [3], target: 0).overlapping == [0, 2], "D to the top")
    #expect(Self.crossing(map, commits, block: [1], target: 3).overlapping == [], "b.c is B's alone")
    #expect(Self.crossing(map, commits, block: [2], target: 2) == OverlapMap.Crossing(), "not moved")
    // A block: A and C lifted, landing after D: they cross B and D.
    #expect(Self.crossing(map, commits, block: [0, 2], target: 2).overlapping == [3])
  }

  /// Every (block, target) for four rows against a naive model: a row is
  /// crossed when its order to some lifted row changes.
  @Test func crossedRowsMatchANaiveModel() {
    var map = OverlapMap()
    let names = ["A", "B", "C", "D", "E"]
    for name in names { map.record([Array("f".utf8)], for: name) }
    for mask in 1..<(1 << 5) {
      let block = (0..<5).filter { mask & (1 << $0) != 0 }
      for target in 0...(5 - block.count) {
        let rest = (0..<5).filter { !block.contains($0) }
        let after = Array(rest.prefix(target)) + block + Array(rest.dropFirst(target))
        let expected = rest.filter { row in
          block.contains { lifted in
            (row < lifted) != (after.firstIndex(of: row)! < after.firstIndex(of: lifted)!)
          }
        }
        let found = Self.crossing(map, names, block: block, target: target).overlapping
        #expect(found == expected, "block \(block) target \(target)")
      }
    }
  }

  @Test func unknownUntilTheFileListsArrive() {
    var map = OverlapMap()
    map.record([Array("a.c".utf8)], for: "A")
    let crossing = Self.crossing(map, ["A", nil, "B", "C"], block: [0], target: 3)
    #expect(crossing == OverlapMap.Crossing(overlapping: [], unknown: 2), "the exec line is no commit")
    #expect(Self.crossing(map, ["B", "A"], block: [0], target: 1).unknown == 1, "the lifted one unknown")
  }

  @Test func theEngineMarksTheCrossedCommits() {
    var s = Session(todo: ["pick aaaaaaa A", "pick bbbbbbb B", "exec make", "pick ccccccc C", "", "# help"])
    var map = OverlapMap()
    map.record([Array("x".utf8)], for: "aaaaaaa")
    map.record([Array("y".utf8)], for: "bbbbbbb")
    map.record([Array("x".utf8), Array("y".utf8)], for: "ccccccc")
    #expect(s.engine.overlaps(in: map) == nil, "nothing lifted")
    s.send(.holdKey(.press))
    s.send(.holdKey(.release))
    s.send(.cursor(.vertical(3)))
    let overlaps = s.engine.overlaps(in: map)
    #expect(overlaps?.ids == [s.engine.list.id(at: 3)] && overlaps?.unknown == 0)
    let named = (overlaps?.ids ?? []).map { s.engine.label(id: $0) }
    #expect(
      Narrator.crossesOverlapping(named).text
        == #"crosses 1 commit that changes the same files: "C" (pick ccccccc)"#)
    #expect(
      Narrator.crossesOverlapping([ItemLabel(text: "a"), ItemLabel(text: "b")]).text
        == #"crosses 2 commits that change the same files: "a", "b""#)
    #expect(s.engine.todoCommits() == ["aaaaaaa", "bbbbbbb", "ccccccc"])
  }
}

@Suite struct GitLinePreviewTests {
  static let lines = [
    "label onto",
    "reset onto",
    "pick 0df0e88 Add the base",
    "fixup 1111111 fixup! Add the base",
    "label branch-point",
    "pick dfd70cc Add b",
    "exec make test",
    "label feature",
    "update-ref refs/heads/feature",
    "reset branch-point # Add the base",
    "pick 57a2293 Add m",
    "merge -C 8184ec6 feature # Merge branch 'feature'",
    "merge other # Merge other",
    "reset 9999999 # Upstream",
    "break",
    "# Rebase",
    "",
    "pik oops",
    "reset [new root]",
    "noop",
  ].map { Array($0.utf8) }

  static func preview(_ position: Int) -> GitLinePreview {
    GitLinePreview.of(position, in: lines, comment: .hash)
  }

  static func show(_ name: String, patch: Bool = false) -> GitLinePreview.Show {
    GitLinePreview.Show(revision: .commit(name), patch: patch)
  }

  @Test func commitsShowThemselvesWithTheirPatch() {
    #expect(Self.preview(2) == GitLinePreview(text: [], show: Self.show("0df0e88", patch: true)))
    #expect(Self.preview(3).show == Self.show("1111111", patch: true))
  }

  @Test func labelsResolveThroughTheLinesAbove() {
    #expect(Self.preview(0).show == GitLinePreview.Show(revision: .onto, patch: false))
    #expect(Self.preview(0).text == ["label onto: names onto, the commit the rebase starts from"])
    #expect(Self.preview(1).show?.revision == .onto, "reset onto: the label at the top")
    // A fixup amends the commit above: the label names that one.
    #expect(Self.preview(4).show == Self.show("0df0e88"))
    #expect(Self.preview(7).show == Self.show("dfd70cc"), "past the exec")
    #expect(
      Self.preview(8).text == [
        "update-ref refs/heads/feature: when the rebase ends, it points to the commit dfd70cc (as it is before the rebase)"
      ])
    #expect(Self.preview(9).show == Self.show("0df0e88"), "reset branch-point")
    #expect(Self.preview(13).show == Self.show("9999999"), "a commit no line labels")
    #expect(
      Self.preview(18).show == nil
        && Self.preview(18).text == ["reset [new root]: HEAD goes back to a commit the rebase makes anew"])
  }

  @Test func mergesShowTheirMessage() {
    #expect(
      Self.preview(11)
        == GitLinePreview(
          text: ["merge: a merge commit of HEAD and feature", "message: the original merge's, 8184ec6"],
          show: Self.show("8184ec6")))
    #expect(Self.preview(12).text == ["merge: a merge commit of HEAD and other", "message: Merge other"])
    #expect(Self.preview(12).show == Self.show("other"))
  }

  @Test func otherLinesSayWhatTheyDo() {
    #expect(
      Self.preview(6).text == [
        "exec: runs in the shell, in the work tree, once the lines above are done:", "", "    make test",
      ])
    #expect(Self.preview(14).text == ["break: the rebase stops here; git rebase --continue goes on"])
    #expect(Self.preview(15).text == ["A comment: git leaves it out"])
    #expect(Self.preview(16).text == ["A blank line: git leaves it out"])
    #expect(Self.preview(17).text == ["git would refuse this line: \"pik\" is not a command git knows"])
    #expect(Self.preview(19).text == ["noop: does nothing"])
    for position in [6, 14, 15, 16, 17, 19] { #expect(Self.preview(position).show == nil) }
  }
}
