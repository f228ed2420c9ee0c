import ReorderFrontEnd

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// What the terminal said when asked at start, before the first frame:
/// its background colour (for the palette), whether it speaks the kitty
/// keyboard protocol, whether its alternate screen is on and whether it
/// has left and right margins (a board's column then scrolls by itself).
///
/// Both questions go out at once, followed by a primary device attributes
/// query that every terminal answers; terminals answer in order, so its
/// reply ends the wait:
///
///     ESC ] 11 ; ? ESC \     background colour   xterm: ESC ] 11 ; rgb:ffff/ffff/ffff ESC \
///     ESC [ ? u              kitty keyboard       kitty: ESC [ ? 0 u  (no reply: none)
///     ESC [ ? 1049 $ p       alternate screen     xterm: ESC [ ? 1049 ; 1 $ y  (1 on, 2 off)
///     ESC [ ? 69 $ p         left/right margins   xterm: ESC [ ? 69 ; 2 $ y  (0: unknown to it)
///     ESC [ c                device attributes    all:   ESC [ ? 6 2 ; … c
///
/// A terminal that answers nothing (a detached tmux pane answers only the
/// last) costs ``TerminalSession/replyTimeout`` once; a reply that comes
/// later is decoded as an event and ignored (the palette is chosen once).
public struct TerminalReplies: Sendable {
  /// The background colour, if the terminal said (OSC 11).
  public var background: RGBColor?
  /// The kitty keyboard flags, if the terminal speaks the protocol.
  public var keyboardFlags: Int?
  /// Whether the alternate screen is on (DECRPM for mode 1049); nil when
  /// the terminal did not say (tmux 3.3 does not answer DECRQM).
  public var alternateScreen: Bool?
  /// Whether the terminal has left and right margins (DECLRMM, mode 69:
  /// `DECSLRM` and scrolling within them), by its own answer; nil when it
  /// did not say.
  public var leftRightMargins: Bool?
  /// Whether the device attributes reply came: every answer that will
  /// come has come.
  public var answered = false
  /// What else arrived while waiting (keys typed meanwhile), decoded.
  public var events: [InputEvent] = []
  /// The decoder that read the replies, with any unfinished sequence: the
  /// loop goes on with it.
  public var decoder = InputDecoder()

  public init() {}

  /// Takes in decoded events: replies are kept as facts, the rest as
  /// events for the loop.
  mutating func take(_ decoded: [InputEvent]) {
    for event in decoded {
      switch event {
      case .backgroundColor(let color): background = color
      case .keyboardProtocolReply(let flags): keyboardFlags = flags
      case .modeReport(mode: 1049, let state):
        // 1 set, 3 permanently set; 2 and 4 reset; 0 unknown to it.
        alternateScreen = state == 1 || state == 3 ? true : state == 2 || state == 4 ? false : nil
      case .modeReport(mode: 69, let state):
        // Set or reset (1–4): the terminal knows the mode; 0: it does not.
        leftRightMargins = (1...4).contains(state)
      case .deviceAttributes: answered = true
      default: events.append(event)
      }
    }
  }
}

extension TerminalSession {
  /// How long to wait for the terminal's answers at start.
  public static let replyTimeout: Duration = .milliseconds(300)

  /// Asks the terminal for its background colour, whether it speaks the
  /// kitty keyboard protocol and/or whether its alternate screen is on
  /// (and, with it, whether it has left and right margins),
  /// and waits for the device attributes reply that follows them (at most
  /// `timeout`). Puts the terminal in raw mode, so the replies are neither
  /// echoed nor held for a newline.
  public func askTerminal(
    background: Bool, keyboard: Bool, alternateScreen: Bool = false, timeout: Duration = replyTimeout
  ) -> TerminalReplies {
    enterRawMode()
    var query = ""
    if background { query += "\u{1B}]11;?\u{1B}\\" }
    if keyboard { query += "\u{1B}[?u" }
    if alternateScreen { query += "\u{1B}[?1049$p\u{1B}[?69$p" }
    send(Array((query + "\u{1B}[c").utf8))
    var replies = TerminalReplies()
    let clock = ContinuousClock()
    let deadline = clock.now + timeout
    var buffer = [UInt8](repeating: 0, count: 1024)
    while !replies.answered {
      let remaining = deadline - clock.now
      guard remaining > .zero else { break }
      var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
      let milliseconds = Int32((remaining / .milliseconds(1)).rounded(.up))
      guard poll(&poller, 1, milliseconds) > 0 else { continue }
      let n = read(fd, &buffer, buffer.count)
      if n < 0 && (errno == EINTR || errno == EAGAIN) { continue }
      guard n > 0 else { break }
      replies.take(replies.decoder.feed(buffer[..<n]))
    }
    return replies
  }
}
