import Foundation
import Testing

@testable import ReorderCore
@testable import ReorderFrontEnd

/// Typing as if to filter, as a person coming from fzf does: every word of
/// a real word list, typed into a fresh session with the default keys,
/// deletes no row and leaves the list a permutation of the input (issue
/// 29: `bed` was b to the bottom, e edit mode, d delete). Letters arrive at
/// typing speed, one key every 90 ms.
///
/// The words are typed as a walk of their prefix tree: the model is a
/// value, so the state after `be` is kept and copied for `bed`, `bee`,
/// `beef`…, and each letter of the list is fed about once per distinct
/// prefix rather than once per word.
@Suite struct TypedWordsTests {
  /// Debian's `wamerican` (installed by `.ci/run`): about 100,000 words,
  /// with capitals, apostrophes and accented letters.
  static let wordList = "/usr/share/dict/american-english"

  static let items = ["alpha", "bravo", "charlie", "delta", "echo", "foxtrot"]

  /// A session part-way through a word: the letters typed so far, and
  /// whether the session has ended (quit or accepted).
  struct Typed {
    var app: AppModel
    var letters: Int
    var ended: Bool
  }

  @Test func noTypedWordDeletesARow() throws {
    let words = try Self.words().sorted { $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars) }
    #expect(words.count > 90_000, "the whole list is typed")
    var start = makeApp(Self.items, width: 40, height: 10)
    feed(&start, "jj", at: ms(0))  // the focus on a middle row
    var stack = [Typed(app: start, letters: 0, ended: false)]
    var previous: [Character] = []
    var broken: [String] = []
    var moved = 0
    for word in words {
      let letters = Array(word)
      let shared = zip(previous, letters).prefix { $0 == $1 }.count
      while stack.count > 1 && stack[stack.count - 1].letters > shared { stack.removeLast() }
      var typed = stack[stack.count - 1]
      while typed.letters < letters.count && !typed.ended {
        typed.ended = Self.type(letters[typed.letters], at: typed.letters, into: &typed.app)
        typed.letters += 1
        stack.append(typed)
      }
      previous = letters
      let rows = strings(typed.app)
      if rows.sorted() != Self.items.sorted() { broken.append("\(word): \(rows)") }
      if rows != Self.items { moved += 1 }
    }
    #expect(broken.isEmpty, "\(broken.count) words lost or changed rows: \(broken.prefix(10))")
    #expect(moved > 0, "words do move rows (b, t, J, K): the keys were live")
  }

  /// The words of the list, one a line.
  static func words() throws -> [String] {
    let text = try String(contentsOfFile: wordList, encoding: .utf8)
    return text.split(separator: "\n").map(String.init)
  }

  /// Types the `index`th letter of a word; returns whether the session
  /// ended there (`q` then `y` quits: nothing printed, nothing lost).
  static func type(_ letter: Character, at index: Int, into app: inout AppModel) -> Bool {
    var decoder = InputDecoder()
    var events = decoder.feed(Array(String(letter).utf8))
    events += decoder.flush()
    let effects = events.flatMap { app.handle($0, at: ms(1_000 + 90 * index)) }
    return effects.contains(.engine(.quit)) || effects.contains(.engine(.accept))
  }
}
