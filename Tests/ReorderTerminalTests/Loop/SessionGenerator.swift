import ReorderCore

@testable import ReorderFrontEnd
@testable import ReorderTerminal

// Random sessions for the behaviour comparison (SessionDigestTests): a
// seed gives a command line, an input list, a screen size and a list of
// events with their times. The plan is made from the seed alone, before
// any model exists, so two builds of the app see the very same events
// whatever they do with them.

/// SplitMix64, kept here (not shared) so the sessions a seed gives never
/// change when the test support does.
struct SessionRandom {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// 0..<n by a plain modulo, independent of the standard library's
  /// algorithms (n ≥ 1).
  mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }

  /// lower...upper.
  mutating func within(_ lower: Int, _ upper: Int) -> Int { lower + below(upper - lower + 1) }

  /// True with probability percent / 100.
  mutating func chance(_ percent: Int) -> Bool { below(100) < percent }

  mutating func pick<T>(_ choices: [T]) -> T { choices[below(choices.count)] }
}

/// One step of a session.
enum SessionEvent {
  case input(InputEvent)
  case tick
  case resize(width: Int, height: Int)
}

/// What a session runs: the app is made from `arguments` over `input`
/// in a `width` × `height` screen, then each event at its time.
struct SessionPlan {
  var seed: UInt64
  var arguments: [String]
  var input: [String]
  var width: Int
  var height: Int
  var events: [(event: SessionEvent, time: Duration)]
  /// The kind the input was made for, besides a plain list and git's.
  var kind: SessionKind?

  var isGit: Bool { arguments.contains("--git") }
}

/// Makes the plan for a seed.
struct SessionGenerator {
  var random: SessionRandom
  private var plan: SessionPlan
  private var now = Duration.zero
  private var width: Int
  private var height: Int

  /// The plan for `seed`; with `kind`, over an input of that kind.
  static func plan(seed: UInt64, kind: SessionKind? = nil) -> SessionPlan {
    var generator = SessionGenerator(seed: seed, kind: kind)
    generator.makeEvents()
    return generator.plan
  }

  private init(seed: UInt64, kind: SessionKind?) {
    random = SessionRandom(seed: seed)
    width = random.within(8, 100)
    height = random.within(3, 30)
    plan = SessionPlan(
      seed: seed, arguments: [], input: [], width: width, height: height, events: [], kind: nil)
    let git = random.chance(20)
    plan.input = git ? makeTodo() : makeList()
    plan.arguments = makeArguments(git: git)
    if let kind {
      plan.input = makeInput(of: kind)
      plan.arguments = makeArguments(for: kind)
      plan.kind = kind
    }
  }

  // MARK: - The command line and the input

  private mutating func makeArguments(git: Bool) -> [String] {
    var arguments: [String] = []
    if git { arguments.append("--git") }
    if !git && random.chance(30) { arguments += ["--section", "^#"] }
    if !git && random.chance(30) { arguments += ["--lock", "^!"] }
    if !git && random.chance(10) { arguments += ["--header-lines", String(random.within(1, 2))] }
    if random.chance(10) { arguments += ["--header", "Order these"] }
    if !git && random.chance(20) {
      arguments += random.chance(30) ? ["--grid"] : ["--columns", String(random.within(1, 4))]
    }
    if random.chance(20) { arguments.append("--bottom-up") }
    if random.chance(20) {
      arguments += ["--preview", random.pick(["echo {}", "cat {n}", "echo {q} {+}"])]
      if random.chance(50) {
        arguments += ["--preview-window", random.pick(["right", "down", "up,3", "left:40%", "hidden"])]
      }
    }
    if random.chance(50) { arguments.append("--no-animation") }
    if random.chance(15) { arguments.append("--swap") }
    if random.chance(15) { arguments.append("--confirm") }
    if random.chance(20) { arguments += ["--long-press", String(random.within(100, 800))] }
    return arguments
  }

  /// 0–40 lines drawn from a small vocabulary (so there are duplicates),
  /// some headers (`#`) and locked rows (`!`).
  private mutating func makeList() -> [String] {
    let words = [
      "apple", "pear", "fig", "plum", "kiwi", "lime", "date", "yuzu", "a b c", "ünïcödé", "日本語", "",
    ]
    return (0..<random.within(0, 40)).map { _ in
      let word = random.pick(words)
      switch random.below(10) {
      case 0: return "# " + word
      case 1: return "! " + word
      default: return random.chance(50) ? word : word + " " + String(random.below(5))
      }
    }
  }

  /// A git rebase todo: commits, execs, breaks, labels, comments and a
  /// blank line, as git writes them.
  private mutating func makeTodo() -> [String] {
    let lines = [
      "pick 0df0e88 Add the base", "pick dfd70cc Add b", "fixup b089c58 fixup! Add b",
      "squash 57a2293 Add m", "pick 9fa75d4 Add the parser", "exec make test", "break",
      "label onto", "reset onto", "pick f53cce5 Add the printer", "update-ref refs/heads/topic",
      "merge -C 2c80825 feature", "# a comment", "", "pick 2c80825 Fix a typo in the parser",
      "drop 1a2b3c4 Old idea", "reword 5d6e7f8 Say it better", "edit 9f8e7d6 Stop here",
    ]
    var todo = (0..<random.within(0, 20)).map { _ in random.pick(lines) }
    todo += ["", "# Rebase 0df0e88..2c80825 onto 0df0e88 (5 commands)", "#", "# Commands:"]
    return todo
  }

  // MARK: - Events

  private mutating func makeEvents() {
    for _ in 0..<random.within(5, 80) {
      switch random.below(100) {
      case 0..<45: addKeys()
      case 45..<60: addGesture()
      case 60..<72: addMouse()
      case 72..<82: addPrompt()
      case 82..<94: add(.tick, after: random.within(1, 900))
      default: addResize()
      }
    }
  }

  private mutating func add(_ event: SessionEvent, after milliseconds: Int) {
    now += .milliseconds(milliseconds)
    plan.events.append((event, now))
  }

  private mutating func key(_ key: Key, _ modifiers: KeyModifiers = [], after milliseconds: Int? = nil) {
    add(.input(.key(KeyPress(key, modifiers))), after: milliseconds ?? random.within(1, 120))
  }

  private mutating func char(_ c: Unicode.Scalar) { key(.char(c)) }

  /// A bound key (sometimes after a count), then a tick or two.
  private mutating func addKeys() {
    let letters: [Unicode.Scalar] = [
      "j", "k", "J", "K", "g", "G", "t", "b", " ", "x", "n", "N", "u", "e", "d", "r", "?", ".", "H", "L",
      "P", "s", "f", "w", "y", "i", "h", "l", "v", "m", "p", "c", "D", "E", "R", "B", "A", "C", "F", "S",
      "q", "j", "k", " ", "J", "K",
    ]
    if random.chance(10) { char(random.pick(["2", "3", "5", "9"])) }
    switch random.below(20) {
    case 0: key(random.chance(35) ? .enter : .char("j"))  // Enter accepts: the session ends
    case 1: key(.escape)
    case 2: key(.char("r"), .ctrl)
    case 3: key(random.pick([.up, .down, .left, .right, .pageUp, .pageDown, .home, .end, .tab, .delete]))
    case 4: key(random.pick([.up, .down, .left, .right]), .shift)
    case 5: key(random.pick([.up, .down, .pageUp, .pageDown]), .alt)
    case 6: key(.char(random.pick(["c", "z", "b", "f", "j", "k"])), .ctrl)
    default: char(random.pick(letters))
    }
    if random.chance(30) { add(.tick, after: random.within(1, 400)) }
  }

  /// `/`, `:` or a git prompt (`i`, `w`), some typed text, then Enter or
  /// Esc.
  private mutating func addPrompt() {
    char(random.pick(["/", ":", "/", ":", "i", "w"]))
    let alphabet: [Unicode.Scalar] = ["a", "p", "e", "1", "2", "0", " ", "i", "x", "ü"]
    for _ in 0..<random.within(0, 6) {
      if random.chance(10) { key(.backspace) } else { char(random.pick(alphabet)) }
    }
    if random.chance(85) { key(random.chance(70) ? .enter : .escape) }
  }

  /// A long press on a row, a drag over a few rows, then a release (or a
  /// cancel by Esc, or a tick past the drop's animation).
  private mutating func addGesture() {
    var x = random.below(width)
    var y = random.below(height)
    mouse(.press, .primary, x: x, y: y)
    add(.tick, after: random.chance(80) ? random.within(500, 900) : random.within(10, 300))
    for _ in 0..<random.within(0, 8) {
      y = max(0, min(height - 1, y + random.within(-3, 3)))
      if random.chance(20) { x = max(0, min(width - 1, x + random.within(-4, 4))) }
      mouse(.drag, .primary, x: x, y: y)
      if random.chance(25) { add(.tick, after: random.within(50, 700)) }
      if random.chance(5) { key(.escape) }
    }
    if random.chance(90) { mouse(.release, .primary, x: x, y: y) }
    if random.chance(60) { add(.tick, after: random.within(100, 600)) }
  }

  /// One report: a click, a wheel, a right click, a stray release or
  /// motion, sometimes with modifiers.
  private mutating func addMouse() {
    let x = random.below(width + 2) - 1
    let y = random.below(height + 2) - 1
    let modifiers: KeyModifiers = random.chance(10) ? random.pick([.shift, .alt, .ctrl]) : []
    switch random.below(8) {
    case 0, 1:
      mouse(.press, .primary, x: x, y: y, modifiers)
      mouse(.release, .primary, x: x, y: y, modifiers)
    case 2: mouse(random.pick([.wheelUp, .wheelDown]), nil, x: x, y: y, modifiers)
    case 3: mouse(random.pick([.wheelLeft, .wheelRight, .wheelDown]), nil, x: x, y: y, modifiers)
    case 4:
      mouse(.press, .secondary, x: x, y: y, modifiers)
      mouse(.release, .secondary, x: x, y: y, modifiers)
    case 5: mouse(.release, .primary, x: x, y: y)
    case 6: mouse(.move, nil, x: x, y: y)
    default: mouse(.press, random.pick([.primary, .middle]), x: x, y: y, modifiers)
    }
  }

  /// A mouse report as the decoder gives it for SGR: 0-based, never
  /// negative, the wheel with no button.
  private mutating func mouse(
    _ kind: MouseEvent.Kind, _ button: PointerButton?, x: Int, y: Int, _ modifiers: KeyModifiers = []
  ) {
    let event = MouseEvent(kind, button, x: max(0, x), y: max(0, y), modifiers: modifiers)
    add(.input(.mouse(event)), after: random.within(1, 60))
  }

  private mutating func addResize() {
    width = random.chance(10) ? random.within(1, 7) : random.within(8, 120)
    height = random.chance(10) ? random.within(1, 2) : random.within(3, 40)
    add(.resize(width: width, height: height), after: random.within(1, 50))
  }
}
