// What the tree's tests share with the terminal's (what accepting would
// print); a list of strings and an engine driven with a running clock
// (`makeList`, `Session`) come from ReorderTestSupport, as for every suite.
import Foundation
@_exported import ReorderFrontEndTestSupport
@_exported import ReorderTestSupport
import Testing

@testable import ReorderCore
@testable import ReorderFrontEnd
@testable import ReorderTerminal

/// What accepting would print.
func output(_ app: AppModel) -> [UInt8] {
  var bytes: [UInt8] = []
  do {
    try OutputWriter.serialize(app.engine.list) { bytes += $0 }
  } catch {
    Issue.record("serialize threw \(error)")
  }
  return bytes
}
