/// The built-in palettes: one for dark terminals, one for light ones, and a
/// neutral one for a terminal that did not say what its background is.
///
/// Every glyph stands out from the background it is drawn on by at least
/// 3:1 (WCAG contrast), on xterm's colours, for the backgrounds the palette
/// is for: black for `dark`, white for `light`, both for `neutral`
/// (`PaletteContrastTests` checks each role; `Tests/xterm` measures it on
/// a real xterm's pixels). Two rules make that hold:
///
/// - Where a role sets a background it sets the foreground too (the focus
///   band, the lifted row, the status line, the help): the terminal's own
///   text colour is never drawn on a colour chosen here.
/// - On the terminal's own background only colours that contrast with it
///   are used; the neutral palette's accents have a luminance between 0.1
///   and 0.3, which contrasts with black and with white alike.
///
/// The basic looks (8 or 16 colours) use colours 0–7 and never bold where
/// xterm's bright form (a bold 0–7 is drawn as 8–15) would be too light.
extension Theme {
  public enum Scheme: String, Sendable, CaseIterable {
    case dark, light, neutral
  }

  /// The palette for a terminal background: light or dark by its
  /// luminance, ``neutral`` when it is not known.
  public static func palette(for background: RGBColor?) -> Theme {
    guard let background else { return .neutral }
    return background.isLight ? .light : .dark
  }

  public static func palette(_ scheme: Scheme) -> Theme {
    switch scheme {
    case .dark: return .dark
    case .light: return .light
    case .neutral: return .neutral
    }
  }

  /// For a terminal of unknown background: bands of their own colours,
  /// accents of middle luminance.
  public static let neutral = Theme(looks: neutralLooks, basicLooks: basicNeutralLooks)

  /// For a dark terminal: lighter accents.
  public static let dark = Theme(
    looks: neutralLooks.merging(darkAccents) { $1 },
    basicLooks: basicNeutralLooks.merging(basicDarkAccents) { $1 })

  /// For a light terminal: deeper accents, light bands.
  public static let light = Theme(
    looks: neutralLooks.merging(lightAccents) { $1 },
    basicLooks: basicNeutralLooks.merging(basicLightAccents) { $1 })

  // MARK: - 256 colours

  private static let neutralLooks: [StyleRole: Look] = [
    .normal: Look(),
    .focus: Look([.bold], foreground: 255, background: 238),
    .pointer: Look([.bold], foreground: 81, background: 238),
    .focusMatch: Look([.bold, .underline], foreground: 150, background: 238),
    .selected: Look([.bold], foreground: 133),
    .snapshot: Look([.bold], foreground: 255, background: 24),
    .shade: Look([], foreground: 244),
    .placeholder: Look([], foreground: 244),
    .section: Look([.bold, .underline], foreground: 130),
    .locked: Look([], foreground: 243),
    .fixedHeader: Look([.bold], foreground: 30),
    .status: Look([], foreground: 252, background: 237),
    .statusAccent: Look([.bold], foreground: 81, background: 237),
    .panel: Look([], foreground: 252, background: 235),
    .panelTitle: Look([.bold], foreground: 222, background: 235),
    .border: Look([], foreground: 246, background: 235),
    .scrollbar: Look([], foreground: 244),
    .changed: Look([.bold], foreground: 130),
    .deleteMark: Look([.bold], foreground: 160),
    .match: Look([.bold, .underline], foreground: 28),
    .actionPick: Look([], foreground: 28),
    .actionReword: Look([.bold], foreground: 130),
    .actionEdit: Look([.bold], foreground: 32),
    .actionSquash: Look([.bold], foreground: 133),
    .actionFixup: Look([], foreground: 133),
    .actionDrop: Look([.bold], foreground: 160),
    .actionExec: Look([], foreground: 30),
    .actionBreak: Look([.bold], foreground: 30),
    .hash: Look([], foreground: 94),
  ]

  private static let darkAccents: [StyleRole: Look] = [
    .focus: Look([.bold], foreground: 254, background: 236),
    .pointer: Look([.bold], foreground: 81, background: 236),
    .focusMatch: Look([.bold, .underline], foreground: 150, background: 236),
    .selected: Look([.bold], foreground: 177),
    .snapshot: Look([.bold], foreground: 232, background: 252),
    .section: Look([.bold, .underline], foreground: 179),
    .locked: Look([], foreground: 245),
    .fixedHeader: Look([.bold], foreground: 110),
    .changed: Look([.bold], foreground: 222),
    .deleteMark: Look([.bold], foreground: 203),
    .match: Look([.bold, .underline], foreground: 150),
    .actionPick: Look([], foreground: 114),
    .actionReword: Look([.bold], foreground: 222),
    .actionEdit: Look([.bold], foreground: 75),
    .actionSquash: Look([.bold], foreground: 177),
    .actionFixup: Look([], foreground: 176),
    .actionDrop: Look([.bold], foreground: 203),
    .actionExec: Look([], foreground: 80),
    .actionBreak: Look([.bold], foreground: 80),
    .hash: Look([], foreground: 179),
  ]

  private static let lightAccents: [StyleRole: Look] = [
    .focus: Look([.bold], foreground: 232, background: 253),
    .pointer: Look([.bold], foreground: 25, background: 253),
    .focusMatch: Look([.bold, .underline], foreground: 22, background: 253),
    .selected: Look([.bold], foreground: 127),
    .snapshot: Look([.bold], foreground: 255, background: 238),
    .shade: Look([], foreground: 242),
    .section: Look([.bold, .underline], foreground: 94),
    .locked: Look([], foreground: 242),
    .fixedHeader: Look([.bold], foreground: 24),
    .status: Look([], foreground: 234, background: 252),
    .statusAccent: Look([.bold], foreground: 24, background: 252),
    .panel: Look([], foreground: 235, background: 254),
    .panelTitle: Look([.bold], foreground: 94, background: 254),
    .border: Look([], foreground: 242, background: 254),
    .scrollbar: Look([], foreground: 242),
    .changed: Look([.bold], foreground: 94),
    .match: Look([.bold, .underline], foreground: 28),
    .actionReword: Look([.bold], foreground: 94),
    .actionEdit: Look([.bold], foreground: 25),
    .actionSquash: Look([.bold], foreground: 127),
    .actionFixup: Look([], foreground: 127),
    .hash: Look([], foreground: 94),
  ]

  // MARK: - 8 colours

  private static let basicNeutralLooks: [StyleRole: Look] = [
    .normal: Look(),
    .focus: Look([.bold], foreground: 7, background: 4),
    .pointer: Look([.bold], foreground: 3, background: 4),
    .focusMatch: Look([.bold, .underline], foreground: 3, background: 4),
    .selected: Look([.bold], foreground: 5),
    .snapshot: Look([], foreground: 0, background: 6),
    .shade: Look([], foreground: 0, background: 6),
    .placeholder: Look([.dim]),
    .section: Look([.bold, .underline]),
    .locked: Look([.dim]),
    .fixedHeader: Look([.bold]),
    .status: Look([.reverse]),
    .statusAccent: Look([.reverse, .bold]),
    .panel: Look([], foreground: 7, background: 4),
    .panelTitle: Look([.bold], foreground: 3, background: 4),
    .border: Look([], foreground: 7, background: 4),
    .scrollbar: Look(),
    .changed: Look([.bold], foreground: 5),
    .deleteMark: Look([.bold], foreground: 1),
    .match: Look([.underline], foreground: 0, background: 3),
    .actionPick: Look(),
    .actionReword: Look([.bold], foreground: 5),
    .actionEdit: Look([], foreground: 5),
    .actionSquash: Look([.bold], foreground: 1),
    .actionFixup: Look([], foreground: 1),
    .actionDrop: Look([.bold], foreground: 7, background: 1),
    .actionExec: Look([.bold]),
    .actionBreak: Look([.bold, .underline]),
    .hash: Look([.dim]),
  ]

  private static let basicDarkAccents: [StyleRole: Look] = [
    .section: Look([.bold, .underline], foreground: 3),
    .fixedHeader: Look([.bold], foreground: 6),
    .changed: Look([.bold], foreground: 3),
    .match: Look([.bold, .underline], foreground: 2),
    .actionPick: Look([], foreground: 2),
    .actionReword: Look([.bold], foreground: 3),
    .actionEdit: Look([.bold], foreground: 6),
    .actionSquash: Look([.bold], foreground: 5),
    .actionFixup: Look([], foreground: 5),
    .actionDrop: Look([.bold], foreground: 1),
    .actionExec: Look([], foreground: 6),
    .actionBreak: Look([.bold], foreground: 6),
    .hash: Look([], foreground: 3),
  ]

  private static let basicLightAccents: [StyleRole: Look] = [
    .selected: Look([.bold], foreground: 4),
    .section: Look([.bold, .underline], foreground: 4),
    .changed: Look([.bold], foreground: 4),
    .actionReword: Look([.bold], foreground: 4),
    .actionEdit: Look([], foreground: 4),
    .actionSquash: Look([.bold], foreground: 5),
    .actionFixup: Look([], foreground: 5),
    .actionDrop: Look([.bold], foreground: 1),
    .hash: Look([], foreground: 1),
  ]
}
