extension OptionSpec {
  /// `--tmux[=SPEC]` and `--no-tmux`: the interface in a tmux popup
  /// (``TmuxPopup``), as fzf's options of those names.
  static let popup: [OptionSpec] = [
    OptionSpec(
      "tmux", value: "SPEC", optionalValue: true,
      help: "inside tmux, open in a popup (SPEC below)"
    ) { options, value in
      options.tmux = try value.map(PopupSpec.parse) ?? PopupSpec()
      options.height = nil  // the later of --height and --tmux wins, as in fzf
    },
    .negation("no-tmux", of: "tmux") { options, _ in options.tmux = nil },
  ]

  /// The paragraph of `reorder --help` on SPEC.
  static let popupHelpLines = [
    "--tmux=SPEC (as fzf's): [center|top|bottom|left|right][,SIZE[%]][,SIZE[%]],",
    "a SIZE in cells or % of the window; default center,80%. Ignored outside tmux",
    "(and before tmux 3.2). Inside tmux a run without a terminal (neovim's :%!)",
    "opens the popup too.",
  ]
}
