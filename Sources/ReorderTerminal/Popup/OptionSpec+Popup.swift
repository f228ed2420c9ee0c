extension OptionSpec {
  /// `--tmux[=SPEC]` and `--no-tmux`: the interface in a tmux popup
  /// (``TmuxPopup``), as fzf's options of those names.
  static let popup: [OptionSpec] = [
    OptionSpec(
      "tmux", value: "SPEC", optionalValue: true,
      help: "inside tmux, open in a popup (default center,80%; SPEC below)"
    ) { options, value in
      options.tmux = try value.map(PopupSpec.parse) ?? PopupSpec()
      options.height = nil  // the later of --height and --tmux wins, as in fzf
    },
    .negation("no-tmux", of: "tmux") { options, _ in options.tmux = nil },
  ]
}
