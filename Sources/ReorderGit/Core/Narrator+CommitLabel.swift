import ReorderCore

extension Narrator {
  /// A git todo commit line by its subject, then its action and hash:
  /// `"Fix the parser" (pick 1a2b3c4)`; nil for any other line.
  public static func commitLabel(_ item: ItemBytes, commentChar: UInt8) -> ItemLabel? {
    let head = item.prefixArray(labelEndBytes * 2)
    let line = GitTodoLine.parse(head, commentChar: commentChar)
    guard let action = line.action, action.isCommitAction, let hash = line.hashRange,
      hash.upperBound < head.count
    else { return nil }
    var start = hash.upperBound
    while start < head.count && (head[start] == 0x20 || head[start] == 0x09) { start += 1 }
    let hashText = String(decoding: head[hash], as: UTF8.self)
    let suffix = " (\(action.rawValue) \(hashText))"
    guard start < item.count else { return nil }
    let subject = labelText(item, from: start, ignoringCodes: false)
    guard !subject.allSatisfy({ $0 == " " || $0 == "\t" }) else { return nil }
    return ItemLabel(text: subject, suffix: suffix, cut: .keepingStart)
  }
}
