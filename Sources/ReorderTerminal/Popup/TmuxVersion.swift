/// The version of tmux, as `tmux -V` says it (`tmux 3.3a`,
/// `tmux next-3.4`): popups (`display-popup`) came with 3.2.
struct TmuxVersion: Equatable, Comparable, Sendable, CustomStringConvertible {
  var major: Int
  var minor: Int

  static let firstWithPopups = TmuxVersion(major: 3, minor: 2)

  /// The number in what `tmux -V` printed: the first digits, a dot and
  /// more digits (a letter after them, `3.3a`, is a bug-fix release).
  /// nil when there is no such number (`tmux master`, a build from git).
  init?(versionLine line: String) {
    let characters = Array(line)
    var index = 0
    while index < characters.count {
      guard characters[index].isASCII, characters[index].isNumber else {
        index += 1
        continue
      }
      let majorDigits = characters[index...].prefix { $0.isASCII && $0.isNumber }
      let afterMajor = index + majorDigits.count
      guard afterMajor + 1 < characters.count, characters[afterMajor] == "." else { return nil }
      let minorDigits = characters[(afterMajor + 1)...].prefix { $0.isASCII && $0.isNumber }
      guard let major = Int(String(majorDigits)), let minor = Int(String(minorDigits)) else { return nil }
      self.init(major: major, minor: minor)
      return
    }
    return nil
  }

  init(major: Int, minor: Int) {
    self.major = major
    self.minor = minor
  }

  static func < (a: TmuxVersion, b: TmuxVersion) -> Bool { (a.major, a.minor) < (b.major, b.minor) }

  var description: String { "\(major).\(minor)" }
}

/// What the tmux on this machine can do for a popup.
enum TmuxSupport: Equatable, Sendable {
  /// `display-popup` is there (3.2 or later, or a build that names no
  /// version, which is newer than any release).
  case popups
  /// An older tmux (no `display-popup`).
  case tooOld(TmuxVersion)
  /// `tmux -V` did not run.
  case missing

  /// From the line `tmux -V` printed (nil: it did not run).
  init(versionLine: String?) {
    guard let versionLine else {
      self = .missing
      return
    }
    guard let version = TmuxVersion(versionLine: versionLine) else {
      self = .popups
      return
    }
    self = version < .firstWithPopups ? .tooOld(version) : .popups
  }

  /// Asks the tmux on `PATH`.
  static func current() -> TmuxSupport {
    TmuxSupport(versionLine: Subprocess.output(["tmux", "-V"]))
  }

  /// Why there is no popup, for an error line.
  var problem: String? {
    switch self {
    case .popups: return nil
    case .tooOld(let version):
      return "tmux \(version) has no popups (3.2 or later has)"
    case .missing: return "tmux does not run ('tmux -V' failed)"
    }
  }
}
