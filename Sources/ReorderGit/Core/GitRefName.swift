import ReorderCore

/// git's rules for a ref name (`check_refname_format` in `refs.c`), which
/// git ≥ 2.41 applies to `label` and `update-ref` lines of a todo:
///
/// - components are separated by `/`; none is empty, starts with `.` or
///   ends with `.lock`;
/// - no `..`, no `@{`, no control character, space, `~ ^ : ? * [ \`;
/// - the name is not `@` and does not end with `.`;
/// - at least two components (`refs/heads/x`), unless one level is allowed
///   (a label: `feature`).
public enum GitRefName {
  public static func isValid(_ name: String, allowOneLevel: Bool) -> Bool {
    let bytes = Array(name.utf8)
    if bytes.isEmpty || bytes == [UInt8(ascii: "@")] || bytes.last == UInt8(ascii: ".") { return false }
    let components = bytes.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
    guard components.allSatisfy(isValidComponent) else { return false }
    return allowOneLevel || components.count >= 2
  }

  static func isValidComponent(_ component: ArraySlice<UInt8>) -> Bool {
    guard let first = component.first, first != UInt8(ascii: ".") else { return false }
    if component.count >= 5 && component.suffix(5).elementsEqual(".lock".utf8) { return false }
    var last: UInt8 = 0
    for byte in component {
      if byte < 0x20 || byte == 0x7F || forbidden.contains(byte) { return false }
      if byte == UInt8(ascii: ".") && last == UInt8(ascii: ".") { return false }
      if byte == UInt8(ascii: "{") && last == UInt8(ascii: "@") { return false }
      last = byte
    }
    return true
  }

  static let forbidden = Set(" ~^:?*[\\".utf8)
}
