import ReorderCore

// An org file's local variables stay at its end. org-mode's
// org-move-subtree-down and -up (`J`, `K`) take the block from its last
// `# Local Variables:` line (found in the file's last 3,000 characters)
// to the end out before the move and put it back after
// (org-preserve-local-variables), so moving the last section moves its
// body but never the block:
//
//     * First          K on "* Second"     * Second
//     one              ──────────────▶     two
//     * Second                             * First
//     two                                  one
//     # Local Variables:                   # Local Variables:
//     # End:                               # End:
//
// Its lines are read as no part of the tree (``Role/preamble``, as a
// `--section` header is): never lifted, and never carried by a section.

extension TreeRows {
  /// How near the end org looks for the block, in characters.
  static let orgLocalVariablesReach = 3000

  /// Makes an org outline's local variables block, if its file has one,
  /// lines that no move carries.
  mutating func keepOrgLocalVariablesAtTheEnd(_ store: ItemStore) {
    guard reading == .orgHeadings, let start = orgLocalVariablesStart(store) else { return }
    for id in start..<count where role(ofID: UInt32(id)) != .preamble {
      reassign(id: id, role: .preamble, depth: 0)
    }
  }

  /// The line where the block starts: the last one reading
  /// `# Local Variables:` (any case, after blanks, with blanks after the
  /// `#`) that starts within ``orgLocalVariablesReach`` characters of
  /// the end.
  private func orgLocalVariablesStart(_ store: ItemStore) -> Int? {
    // The characters from a line's start to the file's end.
    var characters = store.lastItemTerminated ? 0 : -1
    var id = count - 1
    while id >= 0 {
      let line = store[id].array
      // Its characters and its newline (a `\r` before it is the line end's).
      characters += line.reduce(0) { $0 + ($1 & 0xC0 == 0x80 || $1 == 0x0D ? 0 : 1) } + 1
      guard characters <= Self.orgLocalVariablesReach else { return nil }
      if Self.opensOrgLocalVariables(line) { return id }
      id -= 1
    }
    return nil
  }

  /// `^[ \t]*# +Local Variables:`, any case.
  static func opensOrgLocalVariables(_ line: [UInt8]) -> Bool {
    var index = line.prefix { $0 == LeadingBytes.space || $0 == LeadingBytes.tab }.count
    guard index < line.count, line[index] == 0x23 else { return false }
    index += 1
    let spaces = line[index...].prefix { $0 == LeadingBytes.space }.count
    guard spaces > 0 else { return false }
    index += spaces
    let words = Array("local variables:".utf8)
    guard line.count - index >= words.count else { return false }
    return zip(line[index..<(index + words.count)], words).allSatisfy {
      ($0 | ($0 >= 0x41 && $0 <= 0x5A ? 0x20 : 0)) == $1
    }
  }
}
