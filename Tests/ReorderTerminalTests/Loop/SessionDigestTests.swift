import Foundation
import ReorderKindsTestSupport
import Testing

@testable import ReorderCore
@testable import ReorderFrontEnd
@testable import ReorderTerminal

/// Random sessions through the real ``AppModel`` (SessionGenerator makes
/// them from a seed, SessionDigest folds what each event shows).
///
/// With `REORDER_SESSION_DIGESTS=FILE` in the environment, 1,500 sessions
/// write one line each to FILE, `SEED DIGEST`: run it on two builds and
/// compare the files to see that a change kept the behaviour
/// (`REORDER_SESSION_STEPS=SEED` also writes that session's steps, as
/// text, to FILE.steps, to see where two builds part).
/// `REORDER_SESSION_KIND=board|obsidian|tree|outline|paragraphs` makes
/// them sessions over an input of that kind (300 of them). Without it,
/// 30 sessions check what must hold after every event.
@Suite struct SessionDigestTests {
  static let environment = ProcessInfo.processInfo.environment

  @Test func randomSessionsKeepTheirInvariants() throws {
    let file = Self.environment["REORDER_SESSION_DIGESTS"]
    let kind = Self.environment["REORDER_SESSION_KIND"].map { SessionKind(rawValue: $0)! }
    let stepsSeed = Self.environment["REORDER_SESSION_STEPS"].flatMap { UInt64($0) }
    let count: UInt64 = file == nil ? 30 : kind == nil ? 1500 : 300
    var lines: [String] = []
    var events = 0
    for seed in 1...count {
      let plan = SessionGenerator.plan(seed: seed, kind: kind)
      var digest = SessionDigest(keepingSteps: seed == stepsSeed)
      try run(plan, into: &digest)
      lines.append("\(seed) \(digest.hex)")
      events += plan.events.count
      if let file, let steps = digest.steps {
        try steps.joined(separator: "--\n").write(toFile: file + ".steps", atomically: true, encoding: .utf8)
      }
    }
    #expect(events > Int(count) * 5, "the sessions had events")
    if let file {
      try (lines.joined(separator: "\n") + "\n").write(toFile: file, atomically: true, encoding: .utf8)
    }
  }

  /// Sessions over a board, a tree, an outline and paragraphs hold what
  /// every session must (a plain list's own checks aside).
  @Test(arguments: SessionKind.allCases)
  func randomSessionsOfAKindKeepTheirInvariants(kind: SessionKind) throws {
    var events = 0
    for seed in UInt64(1)...20 {
      let plan = SessionGenerator.plan(seed: seed, kind: kind)
      var digest = SessionDigest()
      try run(plan, into: &digest)
      events += plan.events.count
    }
    #expect(events > 20 * 5, "the sessions had events")
  }

  /// Runs a session to its end (or to the effect that would end the
  /// program), checking each step.
  func run(_ plan: SessionPlan, into digest: inout SessionDigest) throws {
    let options = try TestOptions.parse(plan.arguments).validated()
    let store = makeStore(plan.input)
    var app = try AllKinds.model(options: options, store: store, width: plan.width, height: plan.height)
    var check = SessionInvariants(plan: plan, app: app)
    var screen = (width: plan.width, height: plan.height)
    digest.add(app, effects: [])
    for (event, time) in plan.events {
      let before = app
      let effects: [ModelEffect]
      switch event {
      case .input(let input): effects = app.handle(input, at: time)
      case .tick: effects = app.tick(at: time)
      case .resize(let width, let height):
        screen = (width, height)
        effects = app.resize(width: width, height: height, at: time)
      }
      digest.add(app, effects: effects)
      check.after(event, from: before, to: app, effects: effects, screen: screen)
      if effects.contains(.engine(.accept)) || effects.contains(.engine(.quit)) { return }
    }
  }
}

/// What holds after every event of a session.
struct SessionInvariants {
  let plan: SessionPlan
  /// The input's lines as the list holds them.
  let input: [[UInt8]]
  /// Where each locked row of a plain list starts (it stays there until
  /// rows are deleted).
  let lockedPositions: [Int: Int]
  let fixedCount: Int
  private var hasDeleted = false

  init(plan: SessionPlan, app: AppModel) {
    self.plan = plan
    let list = app.engine.list
    input = list.itemsAsArrays
    var locked: [Int: Int] = [:]
    for position in 0..<list.count where list.isLocked(position) { locked[list.id(at: position)] = position }
    lockedPositions = locked
    fixedCount = list.fixedIDs.count
  }

  mutating func after(
    _ event: SessionEvent, from before: AppModel, to app: AppModel, effects: [ModelEffect],
    screen: (width: Int, height: Int)
  ) {
    let seed = "seed \(plan.seed), \(plan.arguments), at event \(event)"
    let list = app.engine.list
    let ids = (0..<list.count).map(list.id(at:))
    #expect(Set(ids).count == ids.count, "no row is in the list twice: \(seed)")
    #expect(ids.allSatisfy { $0 < list.store.count }, "every row is an item of the store: \(seed)")
    let canvas = ListView.render(app.listScreen)
    #expect(
      canvas.width == screen.width && canvas.height == screen.height, "the frame fills the screen: \(seed)")
    if list.count < before.engine.list.count {
      #expect(before.engine.isEditing || plan.isGit, "rows are deleted only in edit mode: \(seed)")
      hasDeleted = true
    }
    if !plan.isGit && plan.kind == nil { checkPlainList(app, seed) }
    // (A second Space waiting out its autorepeat window is a drop, and any
    // other key makes it one before that key counts: Esc too.)
    if case .input(.key(let key)) = event, key.key == .escape, key.modifiers.isEmpty,
      before.engine.keyHold.deadline == nil
    {
      #expect(list.itemsAsArrays == before.engine.list.itemsAsArrays, "Esc never changes the list: \(seed)")
      #expect(
        !effects.contains { if case .engine(.committed) = $0 { true } else { false } },
        "Esc commits nothing: \(seed)")
    }
    if effects.contains(.engine(.accept)) {
      guard case .input(.key(let key)) = event else {
        Issue.record("accept came from \(event), not a key: \(seed)")
        return
      }
      #expect(key.key == .enter && key.modifiers.isEmpty, "only Enter accepts: \(seed)")
    }
  }

  /// A plain list only moves its rows (and, in edit mode, deletes them):
  /// it is always a part of the input, all of it until a delete; the
  /// fixed header lines (`--header-lines`) never become rows and the locked
  /// rows stay where they were.
  private func checkPlainList(_ app: AppModel, _ seed: String) {
    let list = app.engine.list
    var left = Dictionary(input.map { ($0, 1) }, uniquingKeysWith: +)
    for item in list.itemsAsArrays { left[item, default: 0] -= 1 }
    #expect(left.values.allSatisfy { $0 >= 0 }, "every row is a line of the input: \(seed)")
    if !hasDeleted {
      #expect(list.count == input.count, "nothing is lost without a delete: \(seed)")
      for (id, position) in lockedPositions {
        #expect(position < list.count && list.id(at: position) == id, "a locked row stays: \(seed)")
      }
    }
    let fixed = (0..<list.count).filter { list.id(at: $0) < fixedCount }
    #expect(fixed.isEmpty, "the fixed header lines are never rows: \(seed)")
  }
}
