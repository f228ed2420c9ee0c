/// Where the tmux popup of `--tmux[=SPEC]` opens and how big it is, as
/// fzf's `--tmux`: `[center|top|bottom|left|right][,SIZE[%]][,SIZE[%]]`,
/// a SIZE being cells or a percentage of the tmux window.
///
///     --tmux               center, 80% wide and 80% high
///     --tmux=70%           center, 70% wide and 70% high
///     --tmux=100%,50%      center, full width, half the height
///     --tmux=bottom,30%    at the bottom, full width, 30% high
///     --tmux=left,40       at the left, 40 columns wide, full height
///     --tmux=top,80%,40%   at the top, 80% wide, 40% high
///
/// One size after a side is the popup's depth from that side (its height
/// at the top or bottom, its width at the left or right), the other way
/// being the whole window; two sizes are the width and then the height.
/// `top` and `bottom` may also be written `up` and `down`, and fzf's
/// `border-native` is accepted anywhere: tmux always draws the popup's
/// border here.
public struct PopupSpec: Equatable, Sendable {
  public enum Position: String, Equatable, Sendable, CaseIterable {
    case center, top, bottom, left, right
  }

  /// A popup's width or height: cells, or a percentage of the window.
  public struct Size: Equatable, Sendable, CustomStringConvertible {
    public var value: Int
    public var percent: Bool

    public init(_ value: Int, percent: Bool) {
      self.value = value
      self.percent = percent
    }

    static let whole = Size(100, percent: true)

    /// As tmux takes it after `-w` and `-h`: `80%`, `30`.
    public var description: String { percent ? "\(value)%" : "\(value)" }

    /// `N` (1 or more cells) or `N%` (1% to 100%); nil for anything else.
    init?(_ text: Substring) {
      let percent = text.hasSuffix("%")
      let digits = percent ? text.dropLast() : text
      guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }),
        let value = Int(digits), value >= 1, !percent || value <= 100
      else { return nil }
      self.init(value, percent: percent)
    }
  }

  public var position: Position
  public var width: Size
  public var height: Size

  /// The default of a bare `--tmux`: `center,80%`.
  public init(position: Position = .center, width: Size = Size(80, percent: true), height: Size? = nil) {
    self.position = position
    self.width = width
    self.height = height ?? width
  }

  /// The syntax, as error messages and `--help` show it.
  public static let syntax = "[center|top|bottom|left|right][,SIZE[%]][,SIZE[%]]"

  /// Reads a SPEC.
  /// - Throws: ``Options/UsageError`` naming the syntax, for anything
  ///   else (an unknown word, a size of 0 or over 100%, a third size).
  public static func parse(_ text: String) throws(Options.UsageError) -> PopupSpec {
    let bad = Options.UsageError(message: "--tmux needs \(syntax), not '\(text)'")
    var words = text.split(separator: ",", omittingEmptySubsequences: false).map(\.trimmingSpaces)
    if let native = words.firstIndex(of: "border-native") {
      words.remove(at: native)
      if words.isEmpty { return PopupSpec() }
    }
    guard let first = words.first, !first.isEmpty else { throw bad }
    var spec = PopupSpec()
    switch first {
    case "top", "up": spec.position = .top
    case "bottom", "down": spec.position = .bottom
    case "left": spec.position = .left
    case "right": spec.position = .right
    case "center": break
    default: words.insert("center", at: 0)
    }
    let sizes = words.dropFirst().compactMap(Size.init)
    guard sizes.count == words.count - 1, sizes.count <= 2 else { throw bad }
    spec.place(sizes)
    return spec
  }

  /// Sets the sizes a SPEC gave after its position.
  private mutating func place(_ sizes: [Size]) {
    let depth = sizes.first ?? width
    switch (position, sizes.count) {
    case (_, 2): (width, height) = (sizes[0], sizes[1])
    case (.center, _): (width, height) = (depth, depth)
    case (.top, _), (.bottom, _): (width, height) = (.whole, depth)
    case (.left, _), (.right, _): (width, height) = (depth, .whole)
    }
  }

  /// The placement flags of `tmux display-popup` (fzf's): `-x` and `-y`
  /// in tmux's position letters (C centre, R right, S next to the status
  /// line), then `-w` and `-h`.
  public var displayPopupArguments: [String] {
    let place: [String]
    switch position {
    case .center: place = ["-xC", "-yC"]
    case .top: place = ["-xC", "-y0"]
    case .bottom: place = ["-xC", "-yS"]
    case .left: place = ["-x0", "-yC"]
    case .right: place = ["-xR", "-yC"]
    }
    return place + ["-w\(width)", "-h\(height)"]
  }
}
