/// The screen around the list: its size, the fixed header rows and the grid.
extension ReorderEngine {
  mutating func resize(width: Int, height: Int) {
    layout.resize(width: width, height: height)
    if let drag {
      if drag.driver == .pointer {
        let width = layout.width
        let height = layout.height
        updateDrag {
          $0.pointer.x = min($0.pointer.x, max(width - 1, 0))
          $0.pointer.y = min($0.pointer.y, max(height - 1, 0))
        }
        aimPointerDrag()
      } else {
        scrollToShow(focus)
        let origin = unclippedOrigin(of: focus)
        updateDrag { $0.pointer = origin }
      }
    } else {
      scrollToShow(focus)
    }
  }

  /// Sets how many rows above the items are reserved (fixed header lines).
  public mutating func setTopInset(_ rows: Int) {
    layout.setTopInset(rows)
    scrollToShow(focus)
  }

  /// Changes the grid geometry (or back to a list with `columns` 1).
  public mutating func setGrid(columns: Int, cellWidth: Int) {
    layout.setGrid(columns: columns, cellWidth: cellWidth)
    scrollToShow(focus)
  }
}
