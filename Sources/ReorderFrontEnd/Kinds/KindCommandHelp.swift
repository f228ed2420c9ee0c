/// What the kinds' own commands say in `?` whatever the list's kind: each
/// kind's folder adds its texts here.
enum KindCommandHelp {
  static let sources: [@Sendable (Command) -> String?] = [gitText]
  /// Each kind's summaries of its own commands.
  static let summaries: [@Sendable (Command) -> String?] = [{ $0.gitSummary }, { $0.treeSummary }]

  /// A kind's summary of one of its commands.
  static func summary(of command: Command) -> String? {
    for source in summaries {
      if let text = source(command) { return text }
    }
    return nil
  }

  /// The first kind's text for `command`, if a kind has one.
  static func text(for command: Command) -> String? {
    for source in sources {
      if let text = source(command) { return text }
    }
    return nil
  }
}
