/// The preview pane's border: which sides, drawn with which characters.
public struct PreviewBorder: Equatable, Sendable {
  public enum Shape: Equatable, Sendable {
    case rounded, sharp, bold, double, block, thinblock
  }

  public enum Sides: Equatable, Sendable {
    case all, none, top, bottom, left, right, horizontal, vertical
    /// One line between the pane and the list (fzf's `border-line`).
    case line
  }

  public var shape: Shape
  public var sides: Sides

  public init(shape: Shape, sides: Sides) {
    self.shape = shape
    self.sides = sides
  }

  /// Reads a `--preview-window` border word; nil if it is none.
  init?(word: String) {
    switch word {
    case "border", "rounded", "border-rounded": self.init(shape: .rounded, sides: .all)
    case "sharp", "border-sharp": self.init(shape: .sharp, sides: .all)
    case "border-bold": self.init(shape: .bold, sides: .all)
    case "border-double": self.init(shape: .double, sides: .all)
    case "border-block": self.init(shape: .block, sides: .all)
    case "border-thinblock": self.init(shape: .thinblock, sides: .all)
    case "border-line": self.init(shape: .sharp, sides: .line)
    case "border-top", "border-up": self.init(shape: .rounded, sides: .top)
    case "border-bottom", "border-down": self.init(shape: .rounded, sides: .bottom)
    case "border-left": self.init(shape: .rounded, sides: .left)
    case "border-right": self.init(shape: .rounded, sides: .right)
    case "border-horizontal": self.init(shape: .rounded, sides: .horizontal)
    case "border-vertical": self.init(shape: .rounded, sides: .vertical)
    case "noborder", "border-none": self.init(shape: .rounded, sides: .none)
    default: return nil
    }
  }

  /// Which edges are drawn for a pane at `position` (`line` is the edge
  /// that faces the list).
  public func edges(at position: PreviewWindowSpec.Position) -> Edges {
    switch sides {
    case .all: return [.top, .bottom, .left, .right]
    case .none: return []
    case .top: return .top
    case .bottom: return .bottom
    case .left: return .left
    case .right: return .right
    case .horizontal: return [.top, .bottom]
    case .vertical: return [.left, .right]
    case .line:
      switch position {
      case .right: return .left
      case .left: return .right
      case .up: return .bottom
      case .down: return .top
      }
    }
  }

  public struct Edges: OptionSet, Equatable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public static let top = Edges(rawValue: 1)
    public static let bottom = Edges(rawValue: 2)
    public static let left = Edges(rawValue: 4)
    public static let right = Edges(rawValue: 8)
  }

  /// The characters of a shape: top, bottom, left, right, then the
  /// corners top-left, top-right, bottom-left, bottom-right.
  var glyphs: [String] {
    switch shape {
    case .rounded: return ["─", "─", "│", "│", "╭", "╮", "╰", "╯"]
    case .sharp: return ["─", "─", "│", "│", "┌", "┐", "└", "┘"]
    case .bold: return ["━", "━", "┃", "┃", "┏", "┓", "┗", "┛"]
    case .double: return ["═", "═", "║", "║", "╔", "╗", "╚", "╝"]
    case .block: return ["▀", "▄", "▌", "▐", "▛", "▜", "▙", "▟"]
    case .thinblock: return ["▔", "▁", "▏", "▕", "🭽", "🭾", "🭼", "🭿"]
    }
  }
}
