import ReorderCore
import ReorderFrontEnd

// git mode's conflict warning: while a commit is lifted, the commits it
// would be moved across that change any of the same files are marked,
// and the status line says how many and which.

extension PresentationContext {
  /// The file lists collected so far (``ChangedFilesCollector/map``).
  public mutating func updateOverlaps(_ map: OverlapMap) {
    crossed.map = map
    warnOfOverlaps(saidBefore: nil)
  }

  /// git's state in the model, kept as its kind state.
  var crossed: CrossedRows {
    get { kindState as? CrossedRows ?? CrossedRows() }
    set { kindState = newValue }
  }

  /// After an action (or new file lists): the crossed commits that share
  /// files, marked; the status line warns when the action said something
  /// (a move) or the crossed set changed. A drop that would fold says so
  /// instead.
  mutating func warnOfOverlaps(saidBefore: Int?) {
    guard let map = crossed.map, let found = withKindView({ $0.overlaps(in: map) }) else {
      crossed.ids = []
      return
    }
    let changed = found.ids != crossed.ids
    crossed.ids = found.ids
    guard !found.ids.isEmpty, withKindView({ $0.foldTarget }) == nil,
      changed || saidBefore.map({ $0 != narrationCount }) == true
    else { return }
    say(Narrator.crossesOverlapping(withKindView { context in found.ids.map { context.label(id: $0) } }))
  }
}

/// While a commit is lifted: the commits it would cross that change any
/// of the same files (git mode's conflict warning).
public struct CrossedRows: KindState {
  /// The files each commit changes, as far as they are known; nil: not
  /// collected.
  var map: OverlapMap?
  /// The crossed commits that share files (item ids), for the view to
  /// mark.
  public internal(set) var ids: [Int] = []
}

extension ListScreen {
  /// The crossed commits that change the same files (item ids), as the
  /// model had them.
  var overlappingIDs: [Int] { (kindState as? CrossedRows)?.ids ?? [] }
}
