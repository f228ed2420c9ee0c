/// One-line descriptions of every action, as accessible drag-and-drop
/// libraries announce to screen readers; the front end shows the latest in
/// the status line.
///
/// Positions are 1-based, as a person counts.
public enum Narrator {
  /// An item's text for narration: lossily decoded, the first `limit`
  /// characters, quoted.
  public static func label(_ item: ItemBytes, limit: Int = 24) -> String {
    var bytes = item.prefixArray(limit * 4)
    if bytes.last == 0x0D && bytes.count == item.count { bytes.removeLast() }
    let text = String(decoding: bytes, as: UTF8.self)
    let trimmed = text.count > limit ? String(text.prefix(limit - 1)) + "…" : text
    return "\"" + trimmed + "\""
  }

  static func subject(_ label: String, count: Int) -> String {
    count == 1 ? label : "\(count) items (\(label) and \(count - 1) more)"
  }

  public static func lifted(_ label: String, count: Int, position: Int, of total: Int) -> String {
    "Lifted \(subject(label, count: count)), position \(position) of \(total)"
  }

  public static func over(_ label: String, position: Int, of total: Int) -> String {
    "Moving \(label): position \(position) of \(total)"
  }

  public static func overSwap(_ label: String, target: String?, position: Int) -> String {
    if let target { return "Swap \(label) with \(target) at \(position)" }
    return "Drop here returns \(label) to \(position)"
  }

  public static func moved(_ label: String, count: Int, from: Int, to: Int, of total: Int) -> String {
    "Moved \(subject(label, count: count)) from \(from) to \(to) of \(total)"
  }

  public static func swapped(_ a: String, _ b: String, at pa: Int, and pb: Int) -> String {
    "Swapped \(a) (now \(pa)) with \(b) (now \(pb))"
  }

  public static func droppedInPlace(_ label: String, position: Int, of total: Int) -> String {
    "Dropped \(label) where it was, position \(position) of \(total)"
  }

  public static func cancelled(_ label: String, position: Int) -> String {
    "Cancelled; \(label) back at \(position)"
  }

  public static func notLiftable(_ label: String, header: Bool) -> String {
    header ? "\(label) is a section header and can't be moved" : "\(label) is locked and can't be moved"
  }

  public static func cannotMove(_ label: String, direction: String) -> String {
    "\(label) is already at the \(direction)"
  }

  public static func undid(_ summary: String) -> String { "Undid: \(summary)" }
  public static func redid(_ summary: String) -> String { "Redid: \(summary)" }
}
