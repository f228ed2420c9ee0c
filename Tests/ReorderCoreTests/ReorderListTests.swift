import Testing

@testable import ReorderCore

@Suite struct ReorderListTests {
  @Test func moveIsRemoveThenInsertNotSwap() {
    var list = makeList(["a", "b", "c", "d", "e"])
    list.move(from: 0, to: 3)
    #expect(list.strings == ["b", "c", "d", "a", "e"])
    list.move(from: 4, to: 1)
    #expect(list.strings == ["b", "e", "c", "d", "a"])
  }

  /// Every (from, to) pair for every length up to 12, against
  /// Array.remove + insert.
  @Test func everyMoveMatchesTheNaiveModel() {
    for n in 1...12 {
      let items = Array(letters.prefix(n))
      for from in 0..<n {
        for to in 0..<n {
          var list = makeList(items)
          let edit = list.move(from: from, to: to)
          var model = items
          model.insert(model.remove(at: from), at: to)
          #expect(list.strings == model, "n=\(n) from=\(from) to=\(to)")
          #expect((edit == nil) == (from == to))
          if let edit {
            list.apply(edit.inverse)
            #expect(list.strings == items)
          }
        }
      }
    }
  }

  /// With locked rows, a move permutes only the movable rows: the model
  /// removes the locked rows, moves, and puts them back where they were.
  @Test func lockedRowsNeverMove() {
    let items = ["a", "!L1", "b", "c", "!L2", "!L3", "d", "e", "!L4"]
    let movable = items.filter { !$0.hasPrefix("!") }
    for from in items.indices where !items[from].hasPrefix("!") {
      for to in items.indices where !items[to].hasPrefix("!") {
        var list = makeList(items)
        list.move(from: from, to: to)
        var model = movable
        let fromRank = movable.firstIndex(of: items[from])!
        let toRank = movable.firstIndex(of: items[to])!
        model.insert(model.remove(at: fromRank), at: toRank)
        var expected = items
        var next = 0
        for i in expected.indices where !expected[i].hasPrefix("!") {
          expected[i] = model[next]
          next += 1
        }
        #expect(list.strings == expected, "from=\(from) to=\(to)")
        #expect(list.strings[to] == items[from])
      }
    }
  }

  @Test func ranksSkipLockedRows() {
    let list = makeList(["!x", "a", "!y", "!z", "b", "c", "!w"])
    #expect(list.movableCount == 3)
    #expect([0, 1, 2, 3, 4, 5, 6].map { list.rank(of: $0) } == [nil, 0, nil, nil, 1, 2, nil])
    #expect([0, 1, 2].map { list.position(ofRank: $0) } == [1, 4, 5])
    #expect(list.nearestRank(to: 2) == 1)
    #expect(list.nearestRank(to: 6) == 2)
    #expect(list.isLocked(3) && !list.isLocked(4))
  }

  @Test func blockMoveKeepsOrderAmongTheBlock() {
    var list = makeList(letters.prefix(8).map { $0 })  // a…h
    // b, d, g gathered so b lands at rank 4.
    list.moveBlock(ranks: PositionSet([1, 3, 6]), toRank: 4)
    #expect(list.strings == ["a", "c", "e", "f", "b", "d", "g", "h"])
    var back = makeList(letters.prefix(8).map { $0 })
    let edit = back.moveBlock(ranks: PositionSet([1, 3, 6]), toRank: 0)
    #expect(back.strings == ["b", "d", "g", "a", "c", "e", "f", "h"])
    back.apply(edit!.inverse)
    #expect(back.strings == Array(letters.prefix(8)))
  }

  @Test func placeAndItsInverseOnRandomBlocks() {
    var rng = SplitMix64(seed: 7)
    for _ in 0..<2000 {
      let n = Int.random(in: 1...14, using: &rng)
      var items = Array(letters.prefix(min(n, 12)))
      if n > 12 { items += (12..<n).map { "x\($0)" } }
      let lockCount = Int.random(in: 0...(n / 3), using: &rng)
      for _ in 0..<lockCount {
        items[Int.random(in: 0..<n, using: &rng)] = "!\(Int.random(in: 0...999, using: &rng))"
      }
      var list = makeList(items)
      let m = list.movableCount
      guard m > 0 else { continue }
      let k = Int.random(in: 1...m, using: &rng)
      let ranks = PositionSet(Array(0..<m).shuffled(using: &rng).prefix(k))
      let to = Int.random(in: 0...(m - k), using: &rng)
      let before = list.strings
      let edit = list.moveBlock(ranks: ranks, toRank: to)
      // Locked rows are where they were; the movable ones are a permutation.
      for i in before.indices where before[i].hasPrefix("!") { #expect(list.strings[i] == before[i]) }
      #expect(list.strings.sorted() == before.sorted())
      // The block is contiguous (in ranks) at `to`, in its order.
      let movedNames = ranks.map { before[list.position(ofRank: $0)] }
      let landed = (to..<(to + k)).map { list.strings[list.position(ofRank: $0)] }
      #expect(landed == movedNames)
      if let edit { list.apply(edit.inverse) }
      #expect(list.strings == before)
    }
  }

  @Test func headersShiftAndSectionsGrowAndShrink() {
    var list = makeList(["#A", "a1", "a2", "#B", "b1"])
    #expect(list.sectionCount == 2)
    #expect(list.indexPath(at: 0) == nil)
    #expect(list.indexPath(at: 2) == IndexPath(section: 0, row: 1))
    #expect(list.indexPath(at: 4) == IndexPath(section: 1, row: 0))
    list.move(from: 1, to: 4)  // a1 into section B, at its end
    #expect(list.strings == ["#A", "a2", "#B", "b1", "a1"])
    #expect(list.headerPositions == [0, 2])
    #expect(list.indexPath(at: 4) == IndexPath(section: 1, row: 1))
    #expect(list.position(of: IndexPath(section: 1, row: 1)) == 4)
    #expect(list.position(of: IndexPath(section: 0, row: 1)) == nil)
  }

  @Test func itemsBeforeTheFirstHeaderAreSectionZero() {
    let list = makeList(["x", "#A", "a"])
    #expect(list.sectionCount == 2)
    #expect(list.indexPath(at: 0) == IndexPath(section: 0, row: 0))
    #expect(list.indexPath(at: 2) == IndexPath(section: 1, row: 0))
    #expect(list.position(of: IndexPath(section: 1, row: 0)) == 2)
  }

  @Test func swapIsItsOwnInverse() {
    var list = makeList(["a", "b", "c", "d"])
    list.apply(.swap(0, 3))
    #expect(list.strings == ["d", "b", "c", "a"])
    list.apply(Edit.swap(0, 3).inverse)
    #expect(list.strings == ["a", "b", "c", "d"])
  }

  @Test func deleteAndInsertRoundTrip() {
    var list = makeList(["a", "!L", "b", "c", "d", "e"])
    let positions = PositionSet([0, 3, 4])
    let edit = Edit.delete(positions: positions, ids: list.ids(at: positions))
    list.apply(edit)
    #expect(list.strings == ["!L", "b", "e"])
    #expect(list.lockedPositions == [0])
    list.apply(edit.inverse)
    #expect(list.strings == ["a", "!L", "b", "c", "d", "e"])
    #expect(list.lockedPositions == [1])
  }

  @Test func replaceSwapsInASynthesizedItem() {
    var list = makeList(["pick a", "pick b"])
    let id = list.store.appendSynthesized(Array("squash b".utf8))
    list.registerSynthesized(id: id, flags: [])
    let edit = Edit.replace(position: 1, old: list.order[1], new: id)
    list.apply(edit)
    #expect(list.strings == ["pick a", "squash b"])
    list.apply(edit.inverse)
    #expect(list.strings == ["pick a", "pick b"])
  }

  @Test func positionSetBasics() {
    let set = PositionSet([9, 2, 3, 4])
    #expect(set.ranges == [2..<5, 9..<10])
    #expect(set.count == 4)
    #expect(set.contains(3) && !set.contains(5) && set.contains(9))
    #expect(set.countBelow(4) == 2)
    #expect(set.element(at: 3) == 9)
    #expect((0..<6).map { set.complementElement(at: $0) } == [0, 1, 5, 6, 7, 8])
    #expect(set.shifted(by: 1).ranges == [3..<6, 10..<11])
    #expect(Array(set) == [2, 3, 4, 9])
  }
}

@Suite struct ReorderListStorageTests {
  @Test func streamingInKeepsLoadOrderAndFlags() {
    let store = ItemStore(expectedBytes: 64)
    let classify: (ItemBytes) -> ItemFlags = { $0.first == UInt8(ascii: "!") ? .locked : [] }
    var list = ReorderList(store: store, classify: classify)
    #expect(list.isEmpty)
    store.append(Array("a\nb\n!c\n".utf8))
    #expect(list.syncWithStore(classify: classify) == 3)
    store.append(Array("d\n!e".utf8))
    #expect(list.syncWithStore(classify: classify) == 1)
    store.finish()
    #expect(list.syncWithStore(classify: classify) == 1)
    #expect(list.strings == ["a", "b", "!c", "d", "!e"])
    #expect((0..<5).map { list.flags(ofID: $0) } == [[], [], .locked, [], .locked])
    #expect(list.lockedPositions == [2, 4])
  }

  @Test func aListWithoutFlagsReportsNone() {
    var list = ReorderList(store: makeStore(["a", "b", "c"]))
    #expect((0..<3).allSatisfy { list.flags(ofID: $0).isEmpty })
    list.move(from: 0, to: 2)
    #expect(list.lockedPositions.isEmpty && list.headerPositions.isEmpty)
    let id = list.store.appendSynthesized(Array("new".utf8))
    list.registerSynthesized(id: id, flags: .header)
    #expect(list.flags(ofID: Int(id)) == .header)
    #expect(list.flags(ofID: 0).isEmpty)
  }

  @Test func flagsFollowTheirItemsThroughEveryEdit() {
    var list = makeList(["a", "!L", "#H", "b", "c"])
    list.move(from: 0, to: 3)
    #expect(list.strings != ["a", "!L", "#H", "b", "c"])
    for position in 0..<list.count {
      let text = String(decoding: list.item(at: position).array, as: UTF8.self)
      let want: ItemFlags = text.hasPrefix("!") ? .locked : text.hasPrefix("#") ? .header : []
      #expect(list.flags(at: position) == want, "\(text)")
    }
  }
}
