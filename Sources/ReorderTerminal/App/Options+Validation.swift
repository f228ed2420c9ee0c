extension Options {
  /// The options with what follows from them filled in, once every rule
  /// between options holds; the first rule broken is a usage error (one
  /// line, exit status 2), found before any file is read or written and
  /// before the interface opens.
  ///
  /// - A FILE named `git-rebase-todo` is a git rebase todo (`--git`).
  /// - `--in-place` needs a FILE and excludes `--output`; `--order`
  ///   excludes `--replay`; `--backup` needs a file to write.
  public func validated() throws(UsageError) -> Options {
    var options = self
    if let file, file.split(separator: "/").last == "git-rebase-todo" { options.git = true }
    if let problem = options.conflict { throw UsageError(message: problem) }
    return options
  }

  /// The first rule between options that these break, as one line.
  private var conflict: String? {
    if inPlace && file == nil { return "--in-place needs a FILE" }
    if inPlace && output != nil { return "give --in-place or --output, not both" }
    if order != nil && replayFile != nil { return "give --order or --replay, not both" }
    if backupSuffix != nil && output == nil && !inPlace && !git {
      return "--backup needs a file to write (--in-place or --output)"
    }
    return nil
  }
}
