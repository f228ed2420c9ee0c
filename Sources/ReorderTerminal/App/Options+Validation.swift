import ReorderFrontEnd

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

extension Options {
  /// The options with what follows from them filled in, once every rule
  /// between options holds; the first rule broken is a usage error (one
  /// line, exit status 2), found before any file is read or written and
  /// before the interface opens.
  ///
  /// - A FILE a kind module knows by its name is that kind (git's
  ///   `git-rebase-todo`), unless `--no-OPTION` said not.
  /// - `--with-nth` is read with `--delimiter`'s delimiter.
  /// - `--in-place` needs a FILE and excludes `--output`; `--order`
  ///   excludes `--replay`; `--backup` needs a file to write.
  /// - `--read0` and `--print0` may differ only where the result goes
  ///   elsewhere than FILE.
  /// - With `--keys legacy`, a `--bind` key that such a terminal cannot
  ///   send (Ctrl+M is Enter there) is refused: it could never fire.
  /// - Only the lines go into the list's own file: `--print-index` is
  ///   refused where the result goes back into the input (`--in-place`,
  ///   `--output` naming the input, git mode), and `--log` and `--narrate`
  ///   may not name the input, the output or each other. Files are compared as the file system sees
  ///   them (device and inode, through symbolic links), so `./list`,
  ///   `list` and a link to it are one file.
  public func validated() throws(UsageError) -> Options {
    var options = self
    options.detectKind()
    if let problem = options.conflict { throw UsageError(message: problem) }
    try options.readFields()
    return options
  }

  /// `--with-nth` with `--delimiter`'s delimiter, whichever came first.
  private mutating func readFields() throws(UsageError) {
    guard let withNth else { return }
    do {
      displayFields = try FieldSelector(withNth, delimiter: delimiter.map(FieldDelimiter.init) ?? .blanks)
    } catch {
      throw UsageError(message: "--with-nth: \(error.message)")
    }
  }

  /// The first rule between options that these break, as one line.
  private var conflict: String? {
    if inPlace && file == nil { return "--in-place needs a FILE" }
    if readNull != printNull && (inPlace || writesBack) {
      return "--read0 and --print0 differ: writing FILE back would change its separators (use -z)"
    }
    if keys == .legacy,
      let problem = KeyBindings.legacyConflict(in: bindings, terminal: "with --keys legacy the terminal")
    {
      return problem
    }
    if let problem = kindConflict { return problem }
    if inPlace && output != nil { return "give --in-place or --output, not both" }
    if order != nil && replayFile != nil { return "give --order or --replay, not both" }
    if backupSuffix != nil && output == nil && !inPlace && !writesBack {
      return "--backup needs a file to write (--in-place or --output)"
    }
    let input = file == nil ? FileIdentity.standardInput : file.flatMap(FileIdentity.init(path:))
    if printIndex, let target = resultFile, let input, FileIdentity(path: target) == input {
      let into = "would write positions into"
      if output != nil {
        return
          "--print-index with --output '\(SystemBytes.shown(target))' \(into) the input in place of its lines"
      }
      if inPlace {
        return "--print-index with --in-place \(into) '\(SystemBytes.shown(target))' in place of its lines"
      }
      let mode = kind?.module.writesBackAs ?? "this mode"
      return "--print-index in \(mode) \(into) '\(SystemBytes.shown(target))' in place of its lines"
    }
    for (option, path, what) in [("--log", logFile, "the log"), ("--narrate", narrateFile, "the narration")] {
      guard let path, let identity = FileIdentity(path: path) else { continue }
      if identity == input {
        return
          "\(option) '\(SystemBytes.shown(path))' is the input file: \(what) would be written into the list"
      }
      if identity == FileIdentity.standardOutput {
        return
          "\(option) '\(SystemBytes.shown(path))' is standard output: \(what) would be mixed into the result"
      }
      if let target = resultFile, FileIdentity(path: target) == identity {
        return
          "\(option) '\(SystemBytes.shown(path))' is the output file: \(what) and the result would overwrite each other"
      }
    }
    if let log = logFile, let narrate = narrateFile, let identity = FileIdentity(path: log),
      FileIdentity(path: narrate) == identity
    {
      return "--log and --narrate name the same file '\(narrate)'"
    }
    return nil
  }
}

/// What a path names, as the file system sees it: the file's device and
/// inode when it exists (symbolic links followed), else the directory
/// entry that would be created (the directory's device and inode, and the
/// name). Two paths with equal identities are the same file.
struct FileIdentity: Equatable {
  private enum Kind: Equatable {
    case file(device: UInt64, inode: UInt64)
    case entry(directoryDevice: UInt64, directoryInode: UInt64, name: String)
  }

  private let kind: Kind

  /// The identity of `path`; nil when neither the file nor its directory
  /// exists (nothing can be written there, and nothing is the same file).
  init?(path: String) {
    self.init(path: path, links: 0)
  }

  private init?(path: String, links: Int) {
    var info = stat()
    if stat(SystemBytes.path(path), &info) == 0 {
      self.init(kind: .file(device: UInt64(info.st_dev), inode: UInt64(info.st_ino)))
      return
    }
    // A dangling symbolic link names the file that writing it creates.
    if let target = Self.linkTarget(path) {
      guard links < 40 else { return nil }  // a loop of links (ELOOP)
      self.init(path: target, links: links + 1)
      return
    }
    let (directory, name) = Self.split(path)
    guard !name.isEmpty, stat(SystemBytes.path(directory), &info) == 0 else { return nil }
    self.init(
      kind: .entry(directoryDevice: UInt64(info.st_dev), directoryInode: UInt64(info.st_ino), name: name))
  }

  private init(kind: Kind) { self.kind = kind }

  /// Standard input, when it is a file (`reorder < list`); nil otherwise.
  static var standardInput: FileIdentity? {
    var info = stat()
    guard fstat(STDIN_FILENO, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
    return FileIdentity(kind: .file(device: UInt64(info.st_dev), inode: UInt64(info.st_ino)))
  }

  /// Standard output, whatever it is (a file, a pipe, a terminal), but
  /// `/dev/null`; nil when it is closed.
  static var standardOutput: FileIdentity? {
    var info = stat()
    var null = stat()
    guard fstat(STDOUT_FILENO, &info) == 0 else { return nil }
    if stat("/dev/null", &null) == 0 && null.st_rdev == info.st_rdev && info.st_mode & S_IFMT == S_IFCHR {
      return nil
    }
    return FileIdentity(kind: .file(device: UInt64(info.st_dev), inode: UInt64(info.st_ino)))
  }

  /// Where the symbolic link at `path` points (relative targets resolved
  /// against its directory); nil when `path` is not a link.
  private static func linkTarget(_ path: String) -> String? {
    guard let target = SystemBytes.linkText(path) else { return nil }
    if target.hasPrefix("/") { return target }
    let (directory, _) = split(path)
    return directory + "/" + target
  }

  /// The directory part and the last name of a path (`a/b` → `a`, `b`;
  /// `b` → `.`, `b`).
  private static func split(_ path: String) -> (directory: String, name: String) {
    var trimmed = Substring(path)
    while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
    guard let slash = trimmed.lastIndex(of: "/") else { return (".", String(trimmed)) }
    let directory = trimmed[..<slash]
    return (directory.isEmpty ? "/" : String(directory), String(trimmed[trimmed.index(after: slash)...]))
  }
}
