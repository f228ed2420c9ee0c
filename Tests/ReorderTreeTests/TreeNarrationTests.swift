import Testing

@testable import ReorderCore
@testable import ReorderTree

@Suite struct TreeNarrationTests {
  let home = ItemLabel(text: "Home")
  let work = ItemLabel(text: "Work")

  @Test func placesAndLevels() {
    #expect(
      Narrator.treePlace(home, under: work, position: 2, of: 3, depth: 2).text
        == "Moved \"Home\" under \"Work\", position 2 of 3 there · depth 2")
    #expect(
      Narrator.treePlace(home, under: nil, position: 1, of: 4, depth: 1, moved: false).text
        == "Moving \"Home\" to the top level, position 1 of 4 there · depth 1")
    #expect(
      Narrator.treeShifted(ItemLabel(text: "Options"), outward: true, toLevel: 2).text
        == "Outdented \"Options\" to level 2")
    #expect(
      Narrator.treeMovedPastSibling(home, down: false, position: 1, of: 3, under: work).text
        == "Moved \"Home\" up, position 1 of 3 under \"Work\"")
  }

  @Test func labelsLeaveOutIndentationAndMarkers() {
    let store = makeStore(["  - milk", "## Usage", "*** TODO c", "  ", "#"])
    #expect(
      Narrator.treeLabel(store[0], reading: .indentation(tabWidth: 8))
        == ItemLabel(text: "- milk", cut: .keepingStart))
    #expect(Narrator.treeLabel(store[1], reading: .markdownHeadings) == ItemLabel(text: "Usage"))
    #expect(
      Narrator.treeLabel(store[2], reading: .orgHeadings) == ItemLabel(text: "TODO c", cut: .keepingStart))
    #expect(Narrator.treeLabel(store[3], reading: .indentation(tabWidth: 8)) == .blankLine)
    #expect(Narrator.treeLabel(store[4], reading: .markdownHeadings) == .blankLine)
  }

  @Test func refusals() {
    let table: [(TreeRefusal, TreeMove.Kind, ItemLabel?, String)] = [
      (.firstAmongSiblings(parent: 0), .up, work, "Can't move up \"Home\": it is the first under \"Work\""),
      (
        .lastAmongSiblings(parent: nil), .down, nil,
        "Can't move down \"Home\": it is the last at the top level"
      ),
      (.atTopLevel, .outdent, nil, "Can't outdent \"Home\": it is at the top level"),
      (
        .nothingAboveToIndentUnder, .indent, nil,
        "Can't indent \"Home\": no row above it at its level to go under"
      ),
      (.beyondDeepestLevel(6), .indent, nil, "Can't indent \"Home\": headings stop at level 6"),
      (.inPreamble, .up, nil, "\"Home\" comes before the first heading; it stays where it is"),
      (
        .indentationDoesNotLineUp, .drop, nil,
        "Can't move \"Home\" there: the file's indentation does not line up there"
      ),
      (
        .endOfList(last: true, item: true), .down, nil,
        "Can't move down \"Home\": a list's last item stays in its list (a drag moves it out)"
      ),
      (
        .endOfList(last: false, item: false), .up, nil,
        "Can't move up \"Home\": it would go into a list (a drag can put it there)"
      ),
    ]
    for (refusal, kind, parent, sentence) in table {
      #expect(Narrator.treeRefused(refusal, home, kind: kind, parent: parent).text == sentence)
    }
    // In an outline the same refusal speaks of headings, not indentation
    // (issue 31).
    #expect(
      Narrator.treeRefused(.indentationDoesNotLineUp, home, kind: .down, outline: true).text
        == "Can't move down \"Home\" there: the headings' levels do not line up there")
  }

  /// The sentence from a real move: the new parent and place come from
  /// the order after it.
  @Test func fromAMove() throws {
    let store = makeStore(["Work", "  Mail", "  Plans", "Home"])
    var rows = try TreeRows.read(store, reading: .indentation(tabWidth: 8))
    var list = ReorderList(store: store)
    let move = try rows.planDrop(lifted: 3..<4, gap: 2, depth: 1, in: list.order, store: store).get()
    apply(move, rows: &rows, list: &list)
    let at = move.destination.lowerBound
    let place = rows.placeAmongSiblings(of: at, in: list.order)
    let sentence = Narrator.treePlace(
      Narrator.treeLabel(list.item(at: at), reading: rows.reading),
      under: place.parent.map { Narrator.treeLabel(list.item(at: $0), reading: rows.reading) },
      position: place.index + 1, of: place.count, depth: rows.depth(at: at, in: list.order) + 1)
    #expect(sentence.text == "Moved \"Home\" under \"Work\", position 2 of 3 there · depth 2")
    #expect(list.strings == ["Work", "  Mail", "  Home", "  Plans"])
  }
}
