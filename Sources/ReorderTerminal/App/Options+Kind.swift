import ReorderCore
import ReorderFrontEnd

// Which kind of list the command line asks for: a kind module's option
// (or a FILE's name), chosen here alone, for the interface and for
// `--order`/`--replay` alike. No kind is named here: the modules say
// what they are called, what they read and what they cannot go with.

/// The kind module an option chose, with the option's value
/// (`--tree=md`: `md`; nil for a bare `--tree`).
public struct KindChoice: Equatable, Sendable {
  public var module: any KindModule
  public var value: String?

  public init(_ module: any KindModule, value: String? = nil) {
    self.module = module
    self.value = value
  }

  /// The option that chose it, without its dashes.
  public var option: String { module.option }

  public static func == (a: KindChoice, b: KindChoice) -> Bool { a.option == b.option && a.value == b.value }
}

extension Options {
  /// Chooses `module`'s kind (a second, other kind is kept for the
  /// usage error it makes).
  mutating func choose(_ module: any KindModule, value: String?) {
    let choice = KindChoice(module, value: value)
    if kind == nil || kind?.option == module.option {
      kind = choice
    } else if otherKind == nil || otherKind?.option == module.option {
      otherKind = choice
    }
  }

  /// `--no-OPTION`: not that kind, and a FILE's name no longer chooses it.
  mutating func unchoose(_ option: String) {
    if otherKind?.option == option { otherKind = nil }
    if kind?.option == option {
      kind = otherKind
      otherKind = nil
    }
    undetectedKinds.append(option)
  }

  /// The kind a FILE's name chooses (git's `git-rebase-todo`), unless
  /// `--no-OPTION` said not.
  mutating func detectKind() {
    guard let file else { return }
    let named = KindModules.installed.first {
      !undetectedKinds.contains($0.option) && $0.choosesFile(named: file)
    }
    if let named { choose(named, value: nil) }
  }

  /// Whether the result goes back into FILE, as an editor's does (git
  /// mode, ``KindModule/writesBackAs``).
  public var writesBack: Bool { kind?.module.writesBackAs != nil }

  /// The command line as the chosen kind reads it; `section`: the
  /// compiled `--section` pattern, if the kind is to read it.
  public func kindRequest(section: (any LineMatcher)? = nil) -> KindRequest {
    var request = KindRequest(value: kind?.value, file: file)
    request.headerLines = headerLines
    request.sectionPattern = sectionPattern
    request.section = section
    request.locks = lockPattern != nil
    request.readsNull = readNull
    request.grid = columns != nil
    request.tabWidth = tabWidth
    return request
  }

  /// The first rule the chosen kind breaks with the other options (or
  /// another kind), as one line.
  var kindConflict: String? {
    guard let kind else { return nil }
    if let other = otherKind {
      return kind.module.clash(with: other.option) ?? other.module.clash(with: kind.option)
        ?? "give --\(kind.option) or --\(other.option), not both"
    }
    return kind.module.conflict(with: kindRequest())
  }
}

/// `--section`'s pattern as a kind module matches it (colour codes
/// ignored under `--ansi`).
struct PatternLines: LineMatcher {
  let pattern: Pattern
  let ansi: Bool

  func matches(_ item: ItemBytes) -> Bool { pattern.matches(item, ignoringCodes: ansi) }
  func matches(bytes line: [UInt8]) -> Bool { pattern.matches(bytes: line, ignoringCodes: ansi) }
}
