import ReorderFrontEnd

/// The SGR that changes the terminal from one look to another, in as few
/// bytes as it can be said.
///
/// Two ways: from scratch (`CSI 0;1;7m`: reset, then every attribute and
/// colour of the new look) or by difference from the look in effect
/// (`CSI 22m` takes bold off, `CSI 39m` the foreground colour back to the
/// default, `CSI 1m` adds bold). The shorter one is sent: a focus band
/// whose pointer and text share a background changes only the
/// foreground between them, and the status line's counter is its text
/// made bold.
enum LookChange {
  typealias Look = Theme.Look

  /// The bytes that turn `from` (nil: unknown) into `to`; empty when
  /// they are the same look.
  static func bytes(from: Look?, to: Look) -> [UInt8] {
    let full = sgr(to)
    guard let from else { return full }
    if from == to { return [] }
    let step = difference(from: from, to: to)
    return step.count < full.count ? step : full
  }

  /// SGR for a look from the default: `CSI 0;1;38;5;n m` (`CSI m` for the
  /// default itself). Colours 0–7 and 8–15 use the classic codes (30–37,
  /// 90–97), which every colour terminal knows; the rest the 256-colour
  /// form.
  static func sgr(_ look: Look) -> [UInt8] {
    if look == Look() { return AnsiPainter.csi("m") }
    var parameters: [String] = ["0"]
    parameters += attributeCodes(look.attributes)
    if let f = look.foreground { parameters.append(colour(f, classic: 30, bright: 90, indexed: 38)) }
    if let b = look.background { parameters.append(colour(b, classic: 40, bright: 100, indexed: 48)) }
    return AnsiPainter.csi(parameters.joined(separator: ";") + "m")
  }

  /// SGR that changes only what differs between the looks.
  static func difference(from: Look, to: Look) -> [UInt8] {
    var parameters: [String] = []
    let off = from.attributes.subtracting(to.attributes)
    var on = to.attributes.subtracting(from.attributes)
    if !off.isDisjoint(with: [.bold, .dim]) {
      // 22 ends bold and dim together: the one that stays comes back.
      parameters.append("22")
      on.formUnion(to.attributes.intersection([.bold, .dim]))
    }
    if off.contains(.italic) { parameters.append("23") }
    if off.contains(.underline) { parameters.append("24") }
    if off.contains(.reverse) { parameters.append("27") }
    parameters += attributeCodes(on)
    if from.foreground != to.foreground {
      parameters.append(to.foreground.map { colour($0, classic: 30, bright: 90, indexed: 38) } ?? "39")
    }
    if from.background != to.background {
      parameters.append(to.background.map { colour($0, classic: 40, bright: 100, indexed: 48) } ?? "49")
    }
    return parameters.isEmpty ? [] : AnsiPainter.csi(parameters.joined(separator: ";") + "m")
  }

  private static func attributeCodes(_ attributes: Theme.Attributes) -> [String] {
    var codes: [String] = []
    if attributes.contains(.bold) { codes.append("1") }
    if attributes.contains(.dim) { codes.append("2") }
    if attributes.contains(.italic) { codes.append("3") }
    if attributes.contains(.underline) { codes.append("4") }
    if attributes.contains(.reverse) { codes.append("7") }
    return codes
  }

  private static func colour(_ n: Int, classic: Int, bright: Int, indexed: Int) -> String {
    switch n {
    case 0..<8: return "\(classic + n)"
    case 8..<16: return "\(bright + n - 8)"
    default: return "\(indexed);5;\(min(max(n, 0), 255))"
    }
  }
}
