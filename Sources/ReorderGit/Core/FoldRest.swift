import ReorderCore

/// Resting the pointer on another commit's row while a commit is dragged
/// turns the drop into a fold: the dragged commit goes right below that
/// commit as its fixup (or squash).
///
///     pointer over row 4 ──(still for restDuration)──▶ armed: target 4
///            ▲                                            │
///            └───────── the pointer moves (any report) ◀──┘
///
/// Time is passed in, as everywhere in the engine; ``deadline`` says when a
/// tick must come for the rest to arm on time.
public struct FoldRest: KindState {
  public var restDuration: Duration
  /// The fold a drop makes now: the target row's position; nil while the
  /// pointer has not rested on a commit.
  public private(set) var target: Int?
  /// Fixup or squash (toggled by a key while armed).
  public private(set) var action: GitAction = .fixup
  /// Where the pointer rests, the row under it (nil: none a fold may
  /// target), and since when.
  private var resting: (point: Point, row: Int?, since: Duration)?

  public init(restDuration: Duration = .milliseconds(600)) {
    self.restDuration = restDuration
  }

  /// Whether a drop now is a fold.
  public var isArmed: Bool { target != nil }

  /// The pointer is at `point` over `row` (nil when a fold cannot target
  /// the row there): a new place starts the rest again and disarms.
  /// - Returns: whether the fold was disarmed by this.
  @discardableResult
  public mutating func observe(point: Point, row: Int?, at time: Duration) -> Bool {
    if let resting, resting.point == point, resting.row == row {
      arm(at: time)
      return false
    }
    let wasArmed = isArmed
    resting = (point, row, time)
    target = nil
    arm(at: time)
    return wasArmed
  }

  /// Arms once the pointer has rested long enough.
  /// - Returns: whether it armed just now.
  @discardableResult
  public mutating func arm(at time: Duration) -> Bool {
    guard target == nil, let resting, let row = resting.row, time - resting.since >= restDuration else {
      return false
    }
    target = row
    return true
  }

  /// When a tick must come for the rest to arm on time.
  public var deadline: Duration? {
    guard target == nil, let resting, resting.row != nil else { return nil }
    return resting.since + restDuration
  }

  /// Fixup ⇄ squash.
  public mutating func toggleAction() {
    action = action == .fixup ? .squash : .fixup
  }

  /// Forgets the rest (the drag ended); the next drag folds with fixup.
  public mutating func reset() {
    resting = nil
    target = nil
    action = .fixup
  }
}

extension KindContext {
  /// The fold a resting pointer arms, kept as the engine's kind state;
  /// its rest lasts as the configuration says.
  var foldRest: FoldRest {
    get {
      var rest = kindState as? FoldRest ?? FoldRest()
      rest.restDuration = configuration.foldRestDuration
      return rest
    }
    set { kindState = newValue }
  }
}
