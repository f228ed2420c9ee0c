import ReorderCore

// git mode's conflict warning: while a commit is lifted, the commits it
// would be moved across that change any of the same files are marked,
// and the status line says how many and which.

extension AppModel {
  /// The file lists collected so far (``ChangedFilesCollector/map``).
  public mutating func updateOverlaps(_ map: OverlapMap) {
    overlapMap = map
    warnOfOverlaps(saidBefore: nil)
  }

  /// After an action (or new file lists): the crossed commits that share
  /// files, marked; the status line warns when the action said something
  /// (a move) or the crossed set changed. A drop that would fold says so
  /// instead.
  mutating func warnOfOverlaps(saidBefore: Int?) {
    guard let map = overlapMap, let found = engine.overlaps(in: map) else {
      overlappingIDs = []
      return
    }
    let changed = found.ids != overlappingIDs
    overlappingIDs = found.ids
    guard !found.ids.isEmpty, engine.foldTarget == nil,
      changed || saidBefore.map({ $0 != engine.narrationCount }) == true
    else { return }
    engine.say(Narrator.crossesOverlapping(found.ids.map { engine.label(id: $0) }))
  }
}
