import Foundation
import Testing

@testable import ReorderCore
@testable import ReorderFrontEnd
@testable import ReorderTerminal

/// A kind's own effect (``Effect/kind(_:)``) goes from the loop to the
/// service that knows it, which may borrow the terminal (as git's todo
/// editor does) and then changes the model; the loop knows neither.
@Suite struct KindEffectLoopTests {
  struct Knock: KindEffect { var times: Int }

  /// Takes ``Knock`` alone; while it has the terminal, notes what it was
  /// given and what the terminal had been told.
  final class KnockService: LoopService {
    var lent: [(fd: Int32, changes: [ScriptedTerminal.Change])] = []
    let terminal: () -> [ScriptedTerminal.Change]
    init(terminal: @escaping () -> [ScriptedTerminal.Change]) { self.terminal = terminal }
    var descriptors: [Int32] { [] }
    var nextDeadline: Duration? { nil }
    func update(_ model: inout AppModel, at now: Duration) -> Bool { false }
    func perform(_ effect: ModelEffect, on model: inout AppModel, at now: Duration) -> Bool { false }
    func pause(at now: Duration) {}
    func shutdown() {}
    func perform(_ effect: any KindEffect, model: AppModel, terminal loan: TerminalLoan)
      -> ((inout AppModel, Duration) -> [ModelEffect])?
    {
      guard let knock = effect as? Knock else { return nil }
      loan.lend { fd in lent.append((fd, terminal())) }
      return { model, _ in model.tell(Narration(stringLiteral: "knocked \(knock.times)")) }
    }
  }

  @Test func theServiceThatKnowsTheEffectGetsItWithTheTerminalAndChangesTheModel() throws {
    var rig: LoopExecutorTests.Rig!
    let service = KnockService { rig.terminal.changes }
    rig = try LoopExecutorTests.Rig(["a", "b"], services: [service], script: [])
    defer { rig.remove() }
    let before = rig.terminal.changes.count
    #expect(rig.loop.perform([.engine(.kind(AnyKindEffect(Knock(times: 2))))]) == nil)
    let lent = try #require(service.lent.first)
    #expect(service.lent.count == 1)
    #expect(lent.fd == -1, "the terminal's descriptor (the scripted one has none)")
    // The terminal was given away before the service ran, and taken back.
    #expect(Array(lent.changes.dropFirst(before)) == [.leaveModes, .restoreTermios])
    #expect(Array(rig.terminal.changes.dropFirst(before)).last == .reenterModes(mouse: true))
    #expect(rig.loop.model.engine.narration.text == "knocked 2")
  }

  @Test func anEffectNoServiceKnowsChangesNothing() throws {
    let rig = try LoopExecutorTests.Rig(["a", "b"], script: [])
    defer { rig.remove() }
    let before = rig.terminal.changes
    #expect(rig.loop.perform([.engine(.kind(AnyKindEffect(Knock(times: 1))))]) == nil)
    #expect(rig.terminal.changes == before)
    #expect(rig.order() == ["a", "b"])
  }
}
