import ReorderCore
import Testing

@testable import ReorderFrontEnd

@Suite struct UIGeometryTests {
  @Test func theDoneButtonSitsAtTheRightOfTheStatusLine() {
    let geometry = UIGeometry(width: 30, height: 5)
    #expect(geometry.doneButton?.y == 4)
    #expect(geometry.doneButton?.columns == 23..<29)
    #expect(geometry.isOnDoneButton(Point(x: 26, y: 4)))
    #expect(!geometry.isOnDoneButton(Point(x: 26, y: 3)))
    #expect(UIGeometry(width: 19, height: 5).doneButton == nil, "no room for it")
  }

  @Test func textStartsAfterTheGutterOrTheMark() {
    #expect(UIGeometry.gutter(editing: false) == 2)
    #expect(UIGeometry.gutter(editing: true) == 6, "[x] and a space")
  }

  @Test func onlyRowsThatShowAMarkAreHitThere() {
    var app = makeApp(["alpha", "beta", "!lock"], width: 30, height: 5)
    #expect(UIGeometry.deleteMark(at: Point(x: 3, y: 1), in: app.engine) == nil, "not in edit mode")
    feed(&app, "e", at: ms(0))
    #expect(UIGeometry.deleteMark(at: Point(x: 3, y: 1), in: app.engine) == 1)
    #expect(UIGeometry.deleteMark(at: Point(x: 5, y: 1), in: app.engine) == nil, "the text")
    #expect(UIGeometry.deleteMark(at: Point(x: 3, y: 2), in: app.engine) == nil, "a locked row has no mark")
    // A click there is a press: it focuses the locked row and deletes nothing.
    feed(&app, mouse(.press, x: 3, y: 2), at: ms(10))
    feed(&app, mouse(.release, x: 3, y: 2), at: ms(20))
    #expect(strings(app) == ["alpha", "beta", "!lock"])
    #expect(app.engine.focus == 2)
  }
}
