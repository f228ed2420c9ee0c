import Foundation
import Testing

@testable import ReorderCore
@testable import ReorderTree

/// Real-looking files of `Tests/corpus/trees`: what is a node at which
/// depth, what a subtree holds, unchanged bytes back as they came, moved
/// ones keeping their structure.
@Suite struct TreeCorpusTests {
  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("corpus/trees")

  struct Loaded {
    var list: ReorderList
    var rows: TreeRows
    let input: [UInt8]
    let reading: TreeReading

    init(_ name: String, _ reading: TreeReading) throws {
      try self.init(
        bytes: Array(Data(contentsOf: TreeCorpusTests.directory.appendingPathComponent(name))), reading)
    }

    init(bytes: [UInt8], _ reading: TreeReading) throws {
      input = bytes
      self.reading = reading
      let store = makeRawStore(bytes)
      list = ReorderList(store: store)
      rows = try TreeRows.read(store, reading: reading)
    }

    /// Each node's line (without `\r`) and depth, in order.
    var nodes: [String] {
      list.order.compactMap { id in
        guard rows.role(ofID: id) == .node else { return nil }
        let line = list.store[Int(id)].array.string.replacingOccurrences(of: "\r", with: "")
        return "\(rows.depth(ofID: id)) \(line)"
      }
    }

    func position(of line: String) -> Int {
      list.order.firstIndex { list.store[Int($0)].array.string.hasPrefix(line) }!
    }

    /// `J` (`down`) or `K` on the row at `position`, planned with the
    /// store (a Markdown file's layout and renumbering).
    func planPastSibling(at position: Int, down: Bool) -> Result<TreeMove, TreeRefusal> {
      rows.planMovePastSibling(at: position, down: down, in: list.order, store: list.store)
    }

    mutating func perform(_ plan: Result<TreeMove, TreeRefusal>) throws {
      apply(try plan.get(), rows: &rows, list: &list)
    }

    /// The output read again gives the depths the rows recorded.
    func readsBack() throws -> Bool {
      let again = try Loaded(bytes: text(of: list), reading)
      return again.nodes == nodes
    }
  }

  @Test func readmeHeadingsSkipCodeFencesAndIndentedCode() throws {
    var readme = try Loaded("README.md", .markdownHeadings)
    #expect(
      readme.nodes == [
        "0 # reorder-demo", "1 ## Install", "1 ## Usage", "2 ### Options", "3 #### Examples", "1 ## License",
      ])
    #expect(text(of: readme.list) == readme.input)
    let usage = readme.position(of: "## Usage")
    let license = readme.position(of: "## License")
    #expect(readme.rows.subtree(of: usage, in: readme.list.order) == usage..<license)
    #expect(readme.rows.preambleEnd(in: readme.list.order) == 0)
    // K on License: it goes above Usage with its body; Usage keeps all of its.
    try readme.perform(readme.rows.planMovePastSibling(at: license, down: false, in: readme.list.order))
    #expect(
      readme.nodes == [
        "0 # reorder-demo", "1 ## Install", "1 ## License", "1 ## Usage", "2 ### Options", "3 #### Examples",
      ])
    #expect(try readme.readsBack())
    // H on Options: a level up, and its subsection with it.
    let options = readme.position(of: "### Options")
    try readme.perform(
      readme.rows.planShift(at: options, outward: true, in: readme.list.order, store: readme.list.store))
    #expect(readme.nodes.suffix(2) == ["1 ## Options", "2 ### Examples"])
    #expect(try readme.readsBack())
    let out = text(of: readme.list).string
    #expect(out.contains("```bash\n# build it first\n") && out.contains("    # an indented code block"))
  }

  @Test func checklistSubItemsMoveWithTheirItem() throws {
    var list = try Loaded("checklist.md", .indentation(tabWidth: 8))
    #expect(list.rows.unit == .spaces(2) && list.rows.isAligned)
    #expect(
      list.nodes == [
        "0 - [ ] Groceries", "1   - [ ] milk", "1   - [x] bread", "1   - [ ] eggs", "0 - [ ] Work",
        "1   - [ ] review the tree model", "2     - [ ] read the tests", "1   - [ ] write the report",
        "0 - [x] Home",
      ])
    #expect(list.rows.subtree(of: 0, in: list.list.order) == 0..<5)  // the blank line moves with it
    // Groceries dropped under Home, one level deeper: its items two spaces in.
    let order = list.list.order
    let bounds = list.rows.depthBounds(gap: 5, lifted: 0..<5, in: order)
    #expect(bounds == DepthBounds(least: 0, most: 1))
    #expect(list.rows.projectedDepth(gap: 5, lifted: 0..<5, offsetColumns: 3, in: order) == 1)
    #expect(list.rows.projectedDepth(gap: 5, lifted: 0..<5, offsetColumns: 40, in: order) == 1)
    #expect(list.rows.projectedDepth(gap: 5, lifted: 0..<5, offsetColumns: -1, in: order) == 0)
    try list.perform(list.rows.planDrop(lifted: 0..<5, gap: 5, depth: 1, in: order, store: list.list.store))
    #expect(
      text(of: list.list).string == """
        - [ ] Work
          - [ ] review the tree model
            - [ ] read the tests
          - [ ] write the report
        - [x] Home
          - [ ] Groceries
            - [ ] milk
            - [x] bread

            - [ ] eggs

        """)
    #expect(try list.readsBack())
  }

  @Test func orgHeadingsWithAPreamble() throws {
    var org = try Loaded("plan.org", .orgHeadings)
    #expect(
      org.nodes == [
        "0 * Inbox", "1 ** TODO call the plumber", "1 ** DONE file taxes", "0 * Projects", "1 ** reorder",
        "2 *** trees", "2 *** outlines", "1 ** website", "0 * Someday",
      ])
    let order = org.list.order
    #expect(org.rows.preambleEnd(in: order) == 2)
    let inbox = org.position(of: "* Inbox")
    #expect(
      org.rows.planMovePastSibling(at: inbox, down: false, in: order)
        == .failure(.firstAmongSiblings(parent: nil)))
    #expect(org.rows.planMovePastSibling(at: 0, down: false, in: order) == .failure(.inPreamble))
    let someday = org.position(of: "* Someday")
    let lifted = org.rows.subtree(of: someday, in: order)
    for gap in 0..<2 {
      let plan = org.rows.planDrop(lifted: lifted, gap: gap, depth: 0, in: order, store: org.list.store)
      #expect(plan == .failure(.notADropPlace))
    }
    #expect(org.rows.depthBounds(gap: 2, lifted: lifted, in: order) == DepthBounds(least: 0, most: 0))
    try org.perform(org.rows.planDrop(lifted: lifted, gap: 2, depth: 0, in: order, store: org.list.store))
    let reorder = org.position(of: "** reorder")
    try org.perform(org.rows.planMovePastSibling(at: reorder, down: true, in: org.list.order))
    let lines = text(of: org.list).string.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(
      lines == [
        "#+TITLE: Plan", "Some preamble text.", "* Someday", "* Inbox", "** TODO call the plumber",
        "** DONE file taxes", "   CLOSED: [2026-11-30]", "* Projects", "** website",
        "*bold* is not a heading",
        "** reorder", "*** trees", "    notes on trees", "*** outlines", "",
      ])
    #expect(try org.readsBack())
  }

  @Test func taskpaperIndentsWithTabs() throws {
    var tasks = try Loaded("tasks.taskpaper", .indentation(tabWidth: 4))
    #expect(tasks.rows.unit == .tab && tasks.rows.isAligned && tasks.rows.dragStepColumns == 4)
    #expect(
      tasks.nodes == [
        "0 Inbox:", "1 \t- call the plumber @today", "1 \t- file taxes", "0 Projects:", "1 \treorder:",
        "2 \t\t- trees", "2 \t\t- outlines", "1 \t- website", "0 Someday:",
      ])
    let reorder = tasks.position(of: "\treorder:")
    try tasks.perform(
      tasks.rows.planShift(at: reorder, outward: true, in: tasks.list.order, store: tasks.list.store))
    #expect(
      text(of: tasks.list).string
        == "Inbox:\n\t- call the plumber @today\n\t- file taxes\nProjects:\nreorder:\n\t- trees\n\t- outlines\n\n\t- website\nSomeday:\n"
    )
    // Org's promote: "- website" was reorder's sibling, it is now its child.
    #expect(tasks.nodes.suffix(2) == ["1 \t- website", "0 Someday:"])
    #expect(tasks.rows.parent(of: tasks.position(of: "\t- website"), in: tasks.list.order) == reorder)
    #expect(try tasks.readsBack())
  }

  @Test func oddIndentationHasOneReadingAndRefusesWhatWouldReadOtherwise() throws {
    var odd = try Loaded("odd-indentation-crlf.txt", .indentation(tabWidth: 8))
    #expect(!odd.rows.isAligned && odd.rows.unit == .spaces(2))
    #expect(
      odd.nodes == [
        "0 root", "1   two", "2      odd three under two", "2    three", "3 \tsix tab", "1   back to two",
        "0 next root",
      ])
    #expect(text(of: odd.list) == odd.input)  // CRLF, no final newline
    let order = odd.list.order
    // Out, "odd three" (5) goes to the column of its new siblings, its
    // parent "two"'s (2), not one unit left (3, which would read as two's
    // child still); "three" (3) then reads as its child, as org promotes.
    let oddThree = odd.position(of: "     odd")
    let outdent = try odd.rows.planShift(at: oddThree, outward: true, in: order, store: odd.list.store).get()
    #expect(outdent.rewrites.map(\.bytes) == [Array("  odd three under two\r".utf8)])
    #expect(outdent.depth == 1)
    let two = odd.position(of: "  two")
    try odd.perform(odd.rows.planMovePastSibling(at: two, down: true, in: order))
    #expect(try odd.readsBack())
    let back = odd.position(of: "  back")
    try odd.perform(odd.rows.planShift(at: back, outward: true, in: odd.list.order, store: odd.list.store))
    #expect(
      text(of: odd.list).string
        == "root\r\nback to two\r\n\r\n  two\r\n     odd three under two\r\n   three\r\n\tsix tab\r\nnext root"
    )
    #expect(try odd.readsBack())
  }

  @Test func markdownStopsAtLevelSix() throws {
    var outline = try Loaded(
      bytes: Array("# A\n## B\n### C\n#### D\n##### E\n###### F\n###### G\r\nbody\n".utf8), .markdownHeadings)
    let g = outline.position(of: "###### G")
    let order = outline.list.order
    #expect(
      outline.rows.planShift(at: g, outward: false, in: order, store: outline.list.store)
        == .failure(.beyondDeepestLevel(6)))
    try outline.perform(outline.rows.planShift(at: g, outward: true, in: order, store: outline.list.store))
    #expect(text(of: outline.list).string.hasSuffix("###### F\n##### G\r\nbody\n"))
    // Org has no deepest level.
    var org = try Loaded(bytes: Array("* a\n* b\n".utf8), .orgHeadings)
    try org.perform(org.rows.planShift(at: 1, outward: false, in: org.list.order, store: org.list.store))
    #expect(text(of: org.list).string == "* a\n** b\n")
  }
}
