import ReorderCore
import ReorderFrontEnd

/// What a block shows besides its first line: how many lines it carries,
/// at the row's right end ("4 lines"), so a moved block is seen whole.
extension ParagraphsKind: KindPresentation {
  public var counterMark: String? { "paragraphs" }

  public var mouseHelpText: String? {
    "hold a block, drag it between the others, release (blank lines stay where they are)"
  }

  public func decorate(_ row: RowDecoration, of model: ListScreen, into canvas: inout Canvas) {
    guard !row.isPlaceholder else { return }
    let item = model.engine.list.store[row.id]
    guard !ParagraphText.isSeparator(item) else { return }
    let lines = ParagraphText.lineCount(of: item)
    guard lines > 1 else { return }
    let badge = " \(lines) lines"
    let x = row.end - badge.count
    guard x > row.textX + 4 else { return }
    canvas.draw(badge, at: Point(x: x, y: row.y), style: Style(row.isFocused ? .focus : .locked))
  }
}
