import Testing

@testable import ReorderCore
@testable import ReorderTree

/// A tree drag's landing depth lives in the tree's own aim
/// (`DragSession.kindAim`), not in a field of the generic drag: the engine
/// narrates a drag again when the aim lands elsewhere, and a plain list's
/// drag carries none.
@Suite struct DragAimTests {
  @Test func aTreeAimIsAlikeWhenItLandsAtTheSameDepth() {
    let aim = TreeAim(landing: 1, wanted: 1)
    #expect(aim.aims(like: TreeAim(landing: 1, wanted: 3)), "a wanted depth alone is not said again")
    #expect(!aim.aims(like: TreeAim(landing: 0, wanted: 1)))
    #expect(!aim.aims(like: nil))
    #expect(TreeAim(landing: nil).aims(like: nil), "not aimed yet is no aim")
  }

  @Test func aSidewaysPointerMoveSaysANewDepthAndOnlyANewOne() throws {
    var s = try treeSession(["a", "  b", "c"])
    s.press(row: 2, x: 5)
    s.wait(600)
    #expect(s.engine.drag?.landingDepth == 0, "c lifts at its own depth")
    #expect(s.engine.drag?.kindAim is TreeAim)
    let said = s.engine.narrationCount
    s.drag(row: 2, x: 15)
    #expect(s.engine.drag?.landingDepth == 2, "far right of where it lifted: under b")
    #expect(s.engine.narrationCount == said + 1, "the new depth is said")
    s.drag(row: 2, x: 16)
    #expect(s.engine.drag?.landingDepth == 2, "no deeper than one below b")
    #expect(s.engine.narrationCount == said + 1, "the same place is not said again")
    s.release(row: 2, x: 16)
    #expect(s.strings == ["a", "  b", "    c"])
  }

  @Test func aPlainListsDragCarriesNoAim() {
    var s = Session(["a", "b", "c"])
    s.press(row: 0)
    s.wait(600)
    #expect(s.engine.drag != nil)
    #expect(s.engine.drag?.kindAim == nil)
    s.drag(row: 1)
    #expect(s.engine.drag?.kindAim == nil)
  }
}
