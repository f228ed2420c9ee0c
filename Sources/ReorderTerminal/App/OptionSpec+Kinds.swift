import ReorderCore
import ReorderFrontEnd

extension OptionSpec {
  /// The options a kind module brings: the one that chooses it (a flag,
  /// or `--NAME[=A|B]` whose value, if any, the module reads), and for a
  /// kind a FILE's name chooses, `--no-NAME`.
  static func kindOptions(_ module: any KindModule) -> [OptionSpec] {
    var spec: OptionSpec
    if module.values.isEmpty {
      spec = OptionSpec(module.option, help: module.help) { options, _ in options.choose(module, value: nil) }
    } else {
      spec = OptionSpec(module.option, value: module.valueSyntax, optionalValue: true, help: module.help) {
        options, value in
        if let value, let refusal = module.refusal(ofValue: value) {
          throw Options.UsageError(message: refusal)
        }
        options.choose(module, value: value)
      }
      spec.words = module.values
    }
    guard module.detectsFiles else { return [spec] }
    return [
      spec,
      .negation("no-\(module.option)", of: module.option) { options, _ in options.unchoose(module.option) },
    ]
  }

  /// `--tab-width N`: columns a tab goes to, on screen and in a tree.
  static let tabWidth = OptionSpec(
    "tab-width", value: "N", help: "columns a tab goes to, on screen and in --tree (default 8)"
  ) { options, value in
    guard let value, let n = Int(value), n >= 1, n <= 64 else {
      throw Options.UsageError(message: "--tab-width needs a number from 1 to 64, not '\(value ?? "")'")
    }
    options.tabWidth = n
  }
}
