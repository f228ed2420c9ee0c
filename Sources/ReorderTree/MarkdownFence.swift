import ReorderCore

/// The fenced code block a Markdown scan is inside, if any (CommonMark
/// 4.5), so that a `# comment` in a shell example is not a heading.
///
/// A fence opens with at least three backticks or tildes after at most
/// three spaces (a backtick fence's info string has no backtick); it
/// closes with at least as many of the same character, after at most
/// three spaces, followed only by blanks. An unclosed fence runs to the
/// end of the file. An indented code block needs no state: a line
/// indented four columns or more is never a heading nor a fence.
///
///     ```bash          opens (backtick, 3)
///     # not a heading
///     ~~~              inside: a tilde does not close a backtick fence
///     ````             closes (4 ≥ 3)
struct MarkdownFence {
  /// The open fence's character and length; nil outside fences.
  private(set) var open: (marker: UInt8, length: Int)?

  var isOpen: Bool { open != nil }

  /// Takes in the next line; true if the line belongs to a fence (opens,
  /// is inside or closes one), so it cannot be a heading.
  @inline(__always)
  mutating func scan(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
    let (columns, start) = LeadingBytes.markdownIndentation(line)
    if let fence = open {
      if columns < 4, let run = Self.run(of: fence.marker, in: line, from: start), run.length >= fence.length,
        Self.isBlank(line, from: run.end)
      {
        open = nil
      }
      return true
    }
    guard columns < 4, start < line.count else { return false }
    let marker = line[start]
    guard marker == 0x60 || marker == 0x7E, let run = Self.run(of: marker, in: line, from: start),
      run.length >= 3
    else { return false }
    if marker == 0x60 {
      var index = run.end
      while index < line.count {
        if line[index] == 0x60 { return false }
        index += 1
      }
    }
    open = (marker, run.length)
    return true
  }

  /// The run of `marker` bytes at `start`, if there is one.
  @inline(__always)
  private static func run(
    of marker: UInt8, in line: UnsafeBufferPointer<UInt8>, from start: Int
  ) -> (length: Int, end: Int)? {
    var index = start
    while index < line.count && line[index] == marker { index += 1 }
    return index > start ? (index - start, index) : nil
  }

  /// Whether the line has only spaces, tabs and `\r` from `start` on.
  @inline(__always)
  private static func isBlank(_ line: UnsafeBufferPointer<UInt8>, from start: Int) -> Bool {
    var index = start
    while index < line.count {
      let byte = line[index]
      guard byte == 0x20 || byte == 0x09 || byte == 0x0D else { return false }
      index += 1
    }
    return true
  }
}
