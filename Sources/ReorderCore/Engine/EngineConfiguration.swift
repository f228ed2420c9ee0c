/// Settings of the engine that the command line can change.
public struct EngineConfiguration: Sendable {
  /// How long a press must be held before the row lifts (0: at once).
  public var longPressDuration: Duration = .milliseconds(500)
  /// In how many steps a held row shows its press growing (``HoldProgress``);
  /// the loop gets a tick for each.
  public var holdSteps = 10
  /// How far the pointer may wander (cells) before the delay is over.
  public var allowableMovement = 0
  /// Rows at each edge of the viewport that auto-scroll during a drag
  /// (``AutoScroller``: slow on the zone's inner row, fast on the edge).
  public var autoScrollEdgeRows = 4
  public var autoScrollInterval: Duration = .milliseconds(20)
  /// Undo depth.
  public var historyDepth = 1000
  /// How long the snapshot takes to settle after a drop or cancel (0: no
  /// animation).
  public var animationDuration: Duration = .milliseconds(150)
  public var animationFrameInterval: Duration = .milliseconds(30)
  /// Whether the terminal reports key releases (kitty keyboard protocol).
  public var holdKeyReportsReleases = false
  public var dropMode: DropMode = .insert
  /// Rows of context kept above and below the focus when scrolling.
  public var scrollMargin = 2
  /// Whether items carry colour codes that are not part of their text
  /// (`--ansi`): search and narration look past them.
  public var itemsHaveCodes = false
  /// Whether commits carry their ``EditLog`` entry (for `--log`).
  public var logsEdits = false
  /// What kind of list this is (``ListKind``): a plain list unless the
  /// command line says otherwise.
  public var kind: any ListKind = PlainList()
  /// The keys that sentences name ("d or click [x] deletes a row"), as
  /// bound.
  public var keyHints = KeyHints()
  /// The work a search does in one slice before keys are read again (about
  /// a byte a unit; 1 Mi is about a millisecond): see
  /// ``ReorderEngine/continueWork(budget:)``.
  public var searchSliceBudget = 1 << 20
  /// The first item on the last row, the list growing upwards
  /// (`--bottom-up`; see ``Layout``).
  public var bottomUp = false

  /// How long a pointer drag rests on a row before the kind's drop there
  /// is armed (git's fold, ``ListKind/afterAction(_:on:)``).
  public var foldRestDuration: Duration = .milliseconds(600)

  /// The rules every edit keeps, which `--replay` checks a log against.
  public var editRules: EditRules {
    EditRules(kind: kind, historyDepth: historyDepth)
  }

  public init() {}
}
