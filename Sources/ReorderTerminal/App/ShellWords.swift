import ReorderFrontEnd

/// Splits a string into words as a POSIX shell would, for
/// `REORDER_DEFAULT_OPTS`: blanks separate words; single quotes keep
/// everything; double quotes keep all but `\"` and `\\`; a backslash
/// escapes the next character. No expansion of any kind.
public enum ShellWords {
  public struct SyntaxError: Error, Equatable {
    public var message: String
  }

  public static func split(_ text: String) throws(SyntaxError) -> [String] {
    var words: [String] = []
    var current = ""
    var inWord = false
    var characters = Array(text)[...]
    while let c = characters.popFirst() {
      switch c {
      case " ", "\t", "\n":
        if inWord { words.append(current) }
        current = ""
        inWord = false
      case "'":
        inWord = true
        guard let end = characters.firstIndex(of: "'") else {
          throw SyntaxError(message: "unterminated ' quote")
        }
        current += String(characters[..<end])
        characters = characters[(end + 1)...]
      case "\"":
        inWord = true
        var closed = false
        while let d = characters.popFirst() {
          if d == "\"" {
            closed = true
            break
          }
          if d == "\\", let next = characters.first, next == "\"" || next == "\\" {
            current.append(next)
            characters = characters.dropFirst()
          } else {
            current.append(d)
          }
        }
        if !closed { throw SyntaxError(message: "unterminated \" quote") }
      case "\\":
        inWord = true
        if let next = characters.popFirst() { current.append(next) }
      default:
        inWord = true
        current.append(c)
      }
    }
    if inWord { words.append(current) }
    return words
  }
}
