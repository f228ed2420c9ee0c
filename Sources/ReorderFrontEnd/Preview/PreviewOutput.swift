/// What the preview pane shows: a request's output so far, as the loop's
/// preview runner reads it.
public struct PreviewOutput: Equatable {
  /// Which run of the command: a new one for every new row or size.
  public typealias RequestID = Int

  public var request: RequestID
  public var content: PreviewContent
  /// Still running: more may come.
  public var isRunning: Bool

  public init(request: RequestID, content: PreviewContent, isRunning: Bool) {
    self.request = request
    self.content = content
    self.isRunning = isRunning
  }
}
