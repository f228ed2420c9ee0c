/// fzf's colour names in `--color`, and the help text about SPEC.
extension ThemeSpec {
  /// Which side of a role an fzf name colours.
  enum Side: Equatable, Sendable {
    case foreground, background
  }

  /// fzf's colour names (fzf 0.65), each with the parts of this interface
  /// it colours: the nearest counterpart, or none.
  ///
  ///     fzf                       here
  ///     ------------------------  ------------------------------------------
  ///     fg, bg (list-fg/-bg)      plain rows (`normal`)
  ///     fg+, bg+ (current-…)      the focus band (`bg+` also under the
  ///                               pointer and the band's search matches)
  ///     hl, hl+ (current-hl)      search matches, on the band (`focus-match`)
  ///     selected-fg/-bg, marker   selected rows and their marker
  ///     pointer, border,          the pointer, the help's frame and the
  ///       scrollbar               scroll bar (roles of this interface, of
  ///                               the same names and meanings)
  ///     header (-fg, -bg)         the fixed header lines
  ///     info                      the counter on the status line
  ///     preview-fg/-bg, label     the help and review panels, their titles
  ///
  /// Names with no counterpart (the query, prompt, other borders, the
  /// preview's scroll bar, spinner, gutter, footer…) are accepted and
  /// ignored. (`pointer`, `border` and `scrollbar` are not here: they are
  /// roles of this interface of the same meanings.)
  static let fzfNames: [String: [(role: StyleRole, side: Side)]] = {
    let focusBand: [(role: StyleRole, side: Side)] = [
      (.focus, .background), (.pointer, .background), (.focusMatch, .background),
    ]
    var table: [String: [(role: StyleRole, side: Side)]] = [
      "fg": [(.normal, .foreground)], "bg": [(.normal, .background)],
      "list-fg": [(.normal, .foreground)], "list-bg": [(.normal, .background)],
      "fg+": [(.focus, .foreground)], "current-fg": [(.focus, .foreground)],
      "bg+": focusBand, "current-bg": focusBand,
      "hl": [(.match, .foreground)],
      "hl+": [(.focusMatch, .foreground)], "current-hl": [(.focusMatch, .foreground)],
      "selected-fg": [(.selected, .foreground)], "marker": [(.selected, .foreground)],
      "selected-bg": [(.selected, .background)],
      "header": [(.fixedHeader, .foreground)], "header-fg": [(.fixedHeader, .foreground)],
      "header-bg": [(.fixedHeader, .background)],
      "info": [(.statusAccent, .foreground)],
      "preview-fg": [(.panel, .foreground)],
      "preview-bg": [(.panel, .background), (.panelTitle, .background)],
      "label": [(.panelTitle, .foreground)],
    ]
    let ignored = [
      "query", "input", "input-fg", "input-bg", "input-border", "input-label", "ghost", "disabled",
      "prompt", "spinner", "gutter", "alt-gutter", "alt-bg", "nth", "nomatch", "selected-hl",
      "list-border", "list-label", "preview-border", "preview-label", "preview-scrollbar", "separator",
      "gap-line", "header-border", "header-label", "footer", "footer-fg",
      "footer-bg", "footer-border", "footer-label",
    ]
    for name in ignored { table[name] = [] }
    return table
  }()

  /// The changes an fzf item makes: its last colour on the named side of
  /// each role it stands for; its attributes on the roles whose text it
  /// colours.
  static func fzfChanges(_ targets: [(role: StyleRole, side: Side)], _ values: Values) -> [Change] {
    let color = values.colors.last { $0 != nil } ?? nil
    return targets.map { target in
      var change = RoleChange(role: target.role)
      switch target.side {
      case .foreground:
        change.foreground = color
        change.attributes = values.attributes
        change.clearsAttributes = values.clearsAttributes
      case .background:
        change.background = color
      }
      return .role(change)
    }
  }

  /// The lines `reorder --help` shows about SPEC.
  package static var helpLines: [String] {
    var lines = [
      "SPEC (--color): a scheme, auto (by the terminal's background), dark, light, 16",
      "or bw (no colour, as with NO_COLOR), then ROLE:COLOUR[:BACKGROUND] or",
      "ROLE:ATTRIBUTE items: light,focus:reverse,match:red:underline. fzf's names",
      "work too (fg, bg, fg+, bg+, hl, hl+, info, marker, header, …). COLOUR: 0-255,",
      "#rrggbb, black, red, …, bright-red…, default or -1. ATTRIBUTE: bold, dim,",
      "underline, reverse, italic, regular (clears). NO_COLOR starts from bw.",
    ]
    var line = "ROLE:"
    for name in StyleRole.allCases.map(\.optionName) {
      if line.count + name.count + 2 > 78 {
        lines.append(line)
        line = " "
      }
      line += " " + name + ","
    }
    lines.append(String(line.dropLast()))
    return lines
  }
}
