import ReorderCore

/// Where the view puts what a click can hit besides a row itself, so that
/// ``ListView``, which draws it, and ``AppModel``, which hit-tests it, agree.
///
///     > • [x] buy milk       ← a row's cell in edit mode
///     0 1 2 3 4 5 6          ← columns from the start of the cell
///     │ │ └─┬─┘   └ the text: at the gutter (2), in edit mode at 6
///     │ │   └ the delete mark, on rows that can be deleted
///     │ └ the selection mark
///     └ the focus pointer
///
///      3/20 edit  Deleted "eggs" from 3; u undoes           Done
///                                                         └ the Done button,
///                                                           right on the status line
public struct UIGeometry: Hashable, Sendable {
  /// The screen, status line included.
  public var width: Int
  public var height: Int

  public init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }

  /// The geometry of the screen a layout fills.
  public init(_ layout: Layout) {
    self.init(width: layout.width, height: layout.height)
  }

  /// Columns before an item's text: the focus pointer and the selection mark.
  public static let gutter = 2

  /// Where edit mode's delete mark `[x]` is, in columns from the start of
  /// a row's (or grid cell's) cell.
  public static let deleteMarkColumns = 2..<5

  /// Where an item's text starts in its cell: after the gutter, and in
  /// edit mode after the delete mark and a space.
  public static func gutter(editing: Bool) -> Int {
    editing ? deleteMarkColumns.upperBound + 1 : gutter
  }

  /// Whether a row shows the delete mark in edit mode: rows that can be
  /// deleted (neither locked nor a header), and not the gap a lifted row
  /// leaves.
  public static func showsDeleteMark(_ flags: ItemFlags, isPlaceholder: Bool) -> Bool {
    flags.isLiftable && !isPlaceholder
  }

  /// Where edit mode's Done button is on the status line, if the screen is
  /// wide enough for it.
  public var doneButton: (y: Int, columns: Range<Int>)? {
    guard width >= 20, height >= 2 else { return nil }
    return (height - 1, (width - 7)..<(width - 1))
  }

  /// Whether `point` is on the Done button.
  public func isOnDoneButton(_ point: Point) -> Bool {
    guard let done = doneButton else { return false }
    return point.y == done.y && done.columns.contains(point.x)
  }

  /// The position of the row whose delete mark is under `point`, in edit
  /// mode; nil anywhere else.
  public static func deleteMark(at point: Point, in engine: ReorderEngine) -> Int? {
    let layout = engine.layout
    guard engine.isEditing, let position = layout.position(at: point),
      let origin = layout.origin(ofPosition: position), deleteMarkColumns.contains(point.x - origin.x)
    else { return nil }
    let shown = engine.displayed(at: position)
    return showsDeleteMark(engine.list.flags(ofID: shown.id), isPlaceholder: shown.isPlaceholder)
      ? engine.position(shownAt: position) : nil
  }
}
