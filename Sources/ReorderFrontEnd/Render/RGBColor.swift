/// A colour as red, green and blue, 0–255 each: what a terminal reports as
/// its background (OSC 11), and what its colour numbers stand for.
public struct RGBColor: Hashable, Sendable, CustomStringConvertible {
  public var red: UInt8
  public var green: UInt8
  public var blue: UInt8

  public init(_ red: UInt8, _ green: UInt8, _ blue: UInt8) {
    self.red = red
    self.green = green
    self.blue = blue
  }

  /// `#rrggbb`, as in `--color`.
  public var description: String {
    "#" + [red, green, blue].map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
  }

  /// Relative luminance (WCAG 2): 0 for black, 1 for white.
  public var luminance: Double {
    func linear(_ value: UInt8) -> Double {
      let c = Double(value) / 255
      return c <= 0.04045 ? c / 12.92 : Self.power2point4((c + 0.055) / 1.055)
    }
    return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
  }

  /// The WCAG contrast ratio of two colours, from 1 (the same) to 21
  /// (black and white). Text needs 3 to stand out, 4.5 to read easily.
  ///
  ///     RGBColor(0, 0, 0).contrast(with: RGBColor(255, 255, 255))        // 21
  ///     RGBColor(255, 255, 0).contrast(with: RGBColor(255, 255, 255))    // 1.07
  public func contrast(with other: RGBColor) -> Double {
    let (a, b) = (luminance, other.luminance)
    return (max(a, b) + 0.05) / (min(a, b) + 0.05)
  }

  /// Whether dark text reads better on this colour than light text: black
  /// and white text contrast equally with a luminance of about 0.18 (a grey
  /// of 118). A background this light or lighter takes the light palette.
  public var isLight: Bool { luminance >= 0.179 }

  /// The colour a terminal's colour number 0–255 stands for, as xterm draws
  /// it by default (0–15: xterm's own values; then the 6×6×6 cube and the
  /// greys).
  public static func xterm(_ number: Int) -> RGBColor {
    let basic: [(UInt8, UInt8, UInt8)] = [
      (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205),
      (229, 229, 229), (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255),
      (255, 0, 255), (0, 255, 255), (255, 255, 255),
    ]
    switch number {
    case 0..<16:
      let (r, g, b) = basic[number]
      return RGBColor(r, g, b)
    case 232...255:
      let level = UInt8(8 + 10 * (number - 232))
      return RGBColor(level, level, level)
    default:
      let levels: [UInt8] = [0, 0x5F, 0x87, 0xAF, 0xD7, 0xFF]
      let index = min(max(number, 16), 231) - 16
      return RGBColor(levels[index / 36], levels[index / 6 % 6], levels[index % 6])
    }
  }

  /// `x` to the power 2.4 for `x` in 0...1 (sRGB's curve), without libm:
  /// x² times the fifth root of x², the root by Newton's method.
  static func power2point4(_ x: Double) -> Double {
    guard x > 0 else { return 0 }
    let square = x * x
    var root = 1.0
    for _ in 0..<40 {
      let next = root - (root * root * root * root * root - square) / (5 * root * root * root * root)
      if abs(next - root) < 1e-15 { break }
      root = next
    }
    return square * root
  }
}
