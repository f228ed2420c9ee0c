/// Where the preview is scrolled to: the first line shown below the fixed
/// header lines (`~N`), and whether it follows the end of the output
/// (`follow`).
///
///     line 0 ┐ header lines (~2): always shown
///     line 1 ┘
///     line 5 ← offset: the first body line shown
///     line 6
public struct PreviewScroll: Equatable, Sendable {
  public var offset: Int
  /// Keeps the end of the output in view as it grows; scrolling up stops
  /// it, scrolling back to the end starts it again.
  public var following: Bool

  public init(offset: Int = 0, following: Bool = false) {
    self.offset = offset
    self.following = following
  }

  /// The scroll actions (`--bind KEY:preview-down` and the like, the
  /// mouse wheel over the pane).
  public enum Motion: String, Equatable, Sendable, CaseIterable {
    case lineUp = "preview-up"
    case lineDown = "preview-down"
    case pageUp = "preview-page-up"
    case pageDown = "preview-page-down"
    case halfPageUp = "preview-half-page-up"
    case halfPageDown = "preview-half-page-down"
    case top = "preview-top"
    case bottom = "preview-bottom"
  }

  /// The limits a motion works within.
  public struct Bounds: Equatable, Sendable {
    /// The first body line (the number of header lines).
    public var minimum: Int
    /// From ``PreviewContent/maxOffset(width:height:wrap:headerLines:)``.
    public var maximum: Int
    /// Rows of the pane below the header lines: a page.
    public var page: Int
    /// Scrolling past an end goes round to the other (`cycle`).
    public var cycles: Bool

    public init(minimum: Int, maximum: Int, page: Int, cycles: Bool = false) {
      self.minimum = minimum
      self.maximum = max(minimum, maximum)
      self.page = max(1, page)
      self.cycles = cycles
    }
  }

  /// Applies a motion.
  ///
  ///     var scroll = PreviewScroll()
  ///     let bounds = PreviewScroll.Bounds(minimum: 0, maximum: 40, page: 10)
  ///     scroll.apply(.pageDown, within: bounds)   // offset 10
  ///     scroll.apply(.bottom, within: bounds)     // offset 40, following
  public mutating func apply(_ motion: Motion, within bounds: Bounds) {
    let step: Int
    switch motion {
    case .lineUp: step = -1
    case .lineDown: step = 1
    case .pageUp: step = -bounds.page
    case .pageDown: step = bounds.page
    case .halfPageUp: step = -max(1, bounds.page / 2)
    case .halfPageDown: step = max(1, bounds.page / 2)
    case .top:
      offset = bounds.minimum
      following = false
      return
    case .bottom:
      offset = bounds.maximum
      following = true
      return
    }
    let wasAtEnd = offset >= bounds.maximum
    let wasAtStart = offset <= bounds.minimum
    var next = offset + step
    if bounds.cycles && step > 0 && wasAtEnd {
      next = bounds.minimum
    } else if bounds.cycles && step < 0 && wasAtStart {
      next = bounds.maximum
    }
    offset = min(max(next, bounds.minimum), bounds.maximum)
    following = offset >= bounds.maximum && step > 0
  }

  /// Keeps the offset within `bounds` after the output or the pane
  /// changed; a following scroll moves to the end.
  public mutating func clamp(to bounds: Bounds) {
    offset = following ? bounds.maximum : min(max(offset, bounds.minimum), bounds.maximum)
  }

  /// The first body line that `--preview-window +EXPR` asks for, fzf's
  /// way: `+N` is line N (1-based), `+{2}` takes the number from field 2,
  /// each `+N`/`-N` after it adds, and a final `/D` (or `-/D`) moves back
  /// by a D-th of the pane so the line lands near its middle.
  ///
  ///     initialOffset("+{2}-/2", expanded: "+'42'-/2", bodyHeight: 20)  // 41 - 10
  ///
  /// - Parameters:
  ///   - expanded: the expression after its placeholders were replaced
  ///     (``PreviewCommand/expand(_:)`` of it).
  /// - Returns: a 0-based line offset within the body, at least 0.
  public static func initialOffset(expanded: String, bodyHeight: Int) -> Int {
    // Components as fzf finds them: [+-]DIGITS, or -?/DIGITS (which ends
    // the expression); anything else between them is skipped.
    let kept = expanded.filter { $0.isASCII && ($0.isNumber || "/+-".contains($0)) }
    var base = -1
    var rest = Substring(kept)
    while let first = rest.first {
      let fraction = rest.hasPrefix("-/") ? rest.dropFirst(2) : first == "/" ? rest.dropFirst() : nil
      if let fraction {
        let digits = fraction.prefix { $0.isNumber }
        if digits.first != "0", let denominator = Int(digits) {
          base -= max(0, bodyHeight) / denominator
          break
        }
        rest = rest.dropFirst()
        continue
      }
      let digits = rest.dropFirst().prefix { $0.isNumber }
      guard first == "+" || first == "-", let value = Int(digits) else {
        rest = rest.dropFirst()
        continue
      }
      base += first == "-" ? -value : value
      rest = rest.dropFirst(1 + digits.count)
    }
    return max(0, base)
  }
}
