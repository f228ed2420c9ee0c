import ReorderCore

/// What starts a comment line in a todo: `core.commentChar` (or, since git
/// 2.45, `core.commentString`), `#` by default. Since git 2.45 it may be
/// more than one byte.
///
/// `auto` asks git to pick a character that starts no line of the text
/// (`#;@!$%^&|:`, the first one free), but git does that only for commit
/// messages (`adjust_comment_line_char` in `builtin/commit.c`): the
/// sequencer writes the todo with `#` (checked with git 2.39). To stay
/// right whichever git wrote the todo, `auto` takes the marker the todo's
/// own help text begins with, as long as it is one of git's candidates.
public struct GitCommentMarker: Hashable, Sendable {
  public let bytes: [UInt8]

  /// A one-byte marker.
  public init(_ byte: UInt8) { bytes = [byte] }

  /// A marker of one or more bytes; nil for none or one holding a newline
  /// (git refuses those).
  public init?(bytes: [UInt8]) {
    guard !bytes.isEmpty, !bytes.contains(0x0A) else { return nil }
    self.bytes = bytes
  }

  public static let hash = GitCommentMarker(UInt8(ascii: "#"))

  /// The characters `auto` chooses from, in git's order.
  public static let autoCandidates = Array("#;@!$%^&|:".utf8)

  /// Whether `line` (from its first non-blank byte) is a comment.
  public func begins<C: Collection>(_ line: C) -> Bool where C.Element == UInt8 {
    line.starts(with: bytes)
  }

  /// The marker of a todo, from the configured value (`git config
  /// core.commentString`, else `core.commentChar`; nil when neither is
  /// set) and the todo's lines.
  ///
  ///     resolve(configured: nil, lines: …)     // #
  ///     resolve(configured: ";", lines: …)     // ;
  ///     resolve(configured: "auto", lines: …)  // what the help text starts with: #
  public static func resolve(configured: String?, lines: [[UInt8]]) -> GitCommentMarker {
    guard let configured else { return .hash }
    guard configured.lowercased() == "auto" else {
      return GitCommentMarker(bytes: Array(configured.utf8)) ?? .hash
    }
    // The help text is the last block of the todo; its first byte is git's
    // marker.
    for line in lines.reversed() {
      guard let first = line.first(where: { $0 != 0x20 && $0 != 0x09 && $0 != 0x0D }) else { continue }
      return autoCandidates.contains(first) ? GitCommentMarker(first) : .hash
    }
    return .hash
  }
}
