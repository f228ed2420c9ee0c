import Foundation
import ReorderCore
import ReorderFrontEnd
import ReorderTestSupport
import Testing

// What the front end's tests and the terminal's share: an app over a few
// lines, input fed as a terminal sends it, and golden screens.

/// An app over `items` (newline-terminated), with animation off unless
/// asked for, in a `width` × `height` terminal.
public func makeApp(
  _ items: [String], width: Int = 30, height: Int = 8, terminated: Bool = true,
  configure: (inout EngineConfiguration) -> Void = { _ in }
) -> AppModel {
  let store = makeStore(items, terminated: terminated)
  var configuration = EngineConfiguration()
  configuration.animationDuration = .zero
  configure(&configuration)
  let list = ReorderList(store: store) { item in
    item.first == UInt8(ascii: "#") ? .header : item.first == UInt8(ascii: "!") ? .locked : []
  }
  return AppModel(
    engine: ReorderEngine(list: list, width: width, height: height, configuration: configuration))
}

/// Feeds raw terminal bytes through the decoder into the app, as the loop
/// does, at `time`.
@discardableResult
public func feed(_ app: inout AppModel, _ bytes: String, at time: Duration) -> [ModelEffect] {
  var decoder = InputDecoder()
  var events = decoder.feed(Array(bytes.utf8))
  events += decoder.flush()
  return withoutSentences(events.flatMap { app.handle($0, at: time) })
}

/// Effects without what was said (``Effect/said(_:)``), which the tests of
/// what a key does read from the engine's narration instead.
public func withoutSentences(_ effects: [ModelEffect]) -> [ModelEffect] {
  effects.filter {
    if case .engine(.said) = $0 { return false }
    return true
  }
}

/// Compares a canvas with a golden file of its styled lines, stored in
/// `__Snapshots__/NAME.txt` beside the tests. `RECORD_SNAPSHOTS=1` writes
/// the golden files instead; otherwise a mismatch prints a line diff.
public func assertSnapshot(
  _ canvas: Canvas, named name: String, filePath: String = #filePath,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  assertSnapshot(
    lines: canvas.styledLines, named: name, filePath: filePath, sourceLocation: sourceLocation)
}

/// Compares lines of text with a golden file, as ``assertSnapshot(_:named:filePath:sourceLocation:)``.
public func assertSnapshot(
  lines: [String], named name: String, filePath: String = #filePath,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let directory = URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent(
    "__Snapshots__")
  let file = directory.appendingPathComponent(name + ".txt")
  let actual = lines.joined(separator: "\n") + "\n"
  if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" {
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try? actual.write(to: file, atomically: true, encoding: .utf8)
    return
  }
  guard let expected = try? String(contentsOf: file, encoding: .utf8) else {
    Issue.record(
      Comment(rawValue: "no golden file \(name).txt; record it with RECORD_SNAPSHOTS=1"),
      sourceLocation: sourceLocation)
    return
  }
  guard expected != actual else { return }
  let want = expected.split(separator: "\n", omittingEmptySubsequences: false)
  let got = actual.split(separator: "\n", omittingEmptySubsequences: false)
  var diff: [String] = []
  for i in 0..<max(want.count, got.count) {
    let w = i < want.count ? String(want[i]) : "<none>"
    let g = i < got.count ? String(got[i]) : "<none>"
    if w != g { diff.append("line \(i + 1):\n  want: \(w)\n  got:  \(g)") }
  }
  let report = "\(name) differs from its golden file:\n" + diff.joined(separator: "\n")
  Issue.record(Comment(rawValue: report), sourceLocation: sourceLocation)
}

/// The app's rows as text, in their order.
public func strings(_ app: AppModel) -> [String] {
  app.engine.list.itemsAsArrays.map { String(decoding: $0, as: UTF8.self) }
}

public func ms(_ n: Int) -> Duration { .milliseconds(n) }
