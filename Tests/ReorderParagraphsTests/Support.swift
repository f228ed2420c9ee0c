@_exported import ReorderTestSupport

@testable import ReorderFrontEnd
@testable import ReorderTerminal

/// Feeds raw terminal bytes through the decoder into the app, as the loop
/// does, at `time`.
@discardableResult
func feed(_ app: inout AppModel, _ bytes: String, at time: Duration) -> [ModelEffect] {
  var decoder = InputDecoder()
  var events = decoder.feed(Array(bytes.utf8))
  events += decoder.flush()
  return events.flatMap { app.handle($0, at: time) }
}

func ms(_ n: Int) -> Duration { .milliseconds(n) }
