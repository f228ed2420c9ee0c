import ReorderCore

// Obsidian's Complete lanes: a card dropped into a lane marked
// `**Complete**` is checked, and a card checked `x` that leaves one for
// an ordinary lane is unchecked, as the plugin does on every card drag
// (src/components/helpers.ts `maybeCompleteForMove`, called by
// src/DragDropApp.tsx `handleDrop`); a move between two ordinary lanes,
// or between two Complete ones, leaves the box alone, and so does a
// column move.
//
//     ## Doing                      ## Done
//     - [ ] Paint the fence   ──▶   **Complete**
//                                   - [x] Paint the fence

extension BoardKind {
  public func completed(_ edit: Edit, in list: inout ReorderList) -> Edit {
    guard format == .obsidian, case .place(let from, let to) = edit,
      !from.contains(where: { list.flags(at: $0).contains(.header) })
    else { return edit }
    let toggles = boxToggles(of: from, to: to, in: list)
    guard !toggles.isEmpty else { return edit }
    var edits = [edit]
    for toggle in toggles {
      let id = list.store.appendSynthesized(toggle.bytes)
      list.registerSynthesized(id: id, flags: [], replacing: toggle.old)
      edits.append(.replace(position: toggle.position, old: toggle.old, new: id))
    }
    return .group(edits)
  }

  /// A move that checks or unchecks cards says so ("checked: Done is a
  /// Complete lane").
  func completionNote(onMove edit: Edit, in context: borrowing KindContext) -> String? {
    guard format == .obsidian, case .place(let from, let to) = edit else { return nil }
    let toggles = boxToggles(of: from, to: to, in: context.list)
    guard let first = toggles.first else { return nil }
    let cards = toggles.count == 1 ? "" : " \(toggles.count) cards"
    return first.bytes[3] == UInt8(ascii: "x")
      ? "checked\(cards): a Complete lane" : "unchecked\(cards): out of a Complete lane"
  }

  /// A card's box changed by a move: where the card lands, its id, and
  /// its bytes with the box as its new lane wants it.
  struct BoxToggle: Equatable {
    var position: Int
    var old: UInt32
    var bytes: [UInt8]
  }

  /// The boxes that moving the cards at `from` to `to` changes (a board's
  /// only locked row is its footer, below every card: ranks are positions).
  func boxToggles(of from: PositionSet, to: PositionSet, in list: ReorderList) -> [BoxToggle] {
    var after = list
    after.apply(.place(from: from, to: to))
    let before = BoardColumns(list)
    let now = BoardColumns(after)
    var toggles: [BoxToggle] = []
    for (source, landed) in zip(from, to) {
      guard let origin = before.place(of: source)?.column, let target = now.place(of: landed)?.column else {
        continue
      }
      let wasComplete = isComplete(column: origin, of: before, in: list)
      let nowComplete = isComplete(column: target, of: now, in: after)
      guard wasComplete || nowComplete else { continue }
      let id = after.order[landed]
      guard let bytes = Self.card(list.store[Int(id)].array, checked: nowComplete) else { continue }
      toggles.append(BoxToggle(position: landed, old: id, bytes: bytes))
    }
    return toggles
  }

  /// Whether a column's header carries Obsidian's `**Complete**` marker.
  func isComplete(column: Int, of columns: BoardColumns, in list: ReorderList) -> Bool {
    let header = list.store[list.id(at: columns.headers[column])].array
    return header.split(separator: 0x0A).contains { BoardFormat.isCompleteMarker($0) }
  }

  /// A card's bytes with its box checked (`x`) or unchecked (a space);
  /// nil when it already is so. A card that has no box is unchecked, and
  /// gets a box when checked (the plugin writes one for every card); a
  /// box checked with another character (`/`, `-`) counts as not done.
  static func card(_ bytes: [UInt8], checked: Bool) -> [UInt8]? {
    guard bytes.count >= 2, [UInt8(ascii: "-"), UInt8(ascii: "*"), UInt8(ascii: "+")].contains(bytes[0]),
      bytes[1] == 0x20
    else { return nil }
    let hasBox = bytes.count >= 6 && bytes[2] == UInt8(ascii: "[") && bytes[4] == UInt8(ascii: "]")
    let done = hasBox && bytes[3] == UInt8(ascii: "x")
    guard done != checked else { return nil }
    if hasBox {
      var changed = bytes
      changed[3] = checked ? UInt8(ascii: "x") : 0x20
      return changed
    }
    return Array(bytes[..<2]) + Array("[x] ".utf8) + Array(bytes[2...])
  }

  /// Why a box change is not one a move makes: it must turn a card's
  /// box as ``completed(_:in:)`` would for the move before it.
  func boxViolation(of edits: [Edit], in list: ReorderList) -> String? {
    guard format == .obsidian, case .place(let from, let to)? = edits.first else {
      return "a card's box changes only as it enters or leaves a Complete lane"
    }
    let wanted = boxToggles(of: from, to: to, in: list)
    var after = list
    after.apply(edits[0])
    let made = edits.dropFirst().compactMap { edit -> BoxToggle? in
      guard case .replace(let position, let old, let new) = edit, position < after.count,
        after.order[position] == old
      else { return nil }
      return BoxToggle(position: position, old: old, bytes: list.store[Int(new)].array)
    }
    return made == wanted ? nil : "a card's box changes only as it enters or leaves a Complete lane"
  }
}
