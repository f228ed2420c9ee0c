import ReorderCore
import ReorderTree

/// `--outline`'s format: Markdown's `#` headings or org's `*` headings;
/// `auto` (a bare `--outline`): org's for a `.org` file, else Markdown's.
public enum OutlineFormat: String, Equatable, Sendable, CaseIterable {
  case md, org, auto
}

/// `--tree`'s format: Markdown's lists (its paragraphs' wrapped and lazy
/// lines and its code fences belong to the row above), plain indentation,
/// or `auto` (a bare `--tree`): Markdown's for a `.md` or `.markdown` file.
public enum TreeFormat: String, Equatable, Sendable, CaseIterable {
  case md, plain, auto
}

extension OptionSpec {
  /// `--tree[=md|plain]`, `--outline[=md|org]` and `--tab-width`.
  static let treeOptions: [OptionSpec] = [
    format(
      "tree", [TreeFormat.md, .plain],
      help: "a tree by indentation: a row moves with the rows under it (md, a .md file: lists' text whole)"
    ) { $0.tree = $1 },
    format(
      "outline", [OutlineFormat.md, .org],
      help: "an outline: headings move with their sections (md: #, org: *; a .org file: org)"
    ) { $0.outline = $1 },
    OptionSpec("tab-width", value: "N", help: "columns a tab goes to, on screen and in --tree (default 8)") {
      options, value in
      guard let value, let n = Int(value), n >= 1, n <= 64 else {
        throw Options.UsageError(message: "--tab-width needs a number from 1 to 64, not '\(value ?? "")'")
      }
      options.tabWidth = n
    },
  ]
}

extension OptionSpec {
  /// `--NAME[=A|B]`: an optional value that names a format, one of
  /// `choices`; none given is the format's `auto` (the file's name decides).
  static func format<Format: RawRepresentable<String> & Sendable>(
    _ long: String, _ choices: [Format], help: String,
    apply: @escaping @Sendable (inout Options, Format) -> Void
  ) -> OptionSpec {
    let words = choices.map(\.rawValue)
    var spec = OptionSpec(long, value: words.joined(separator: "|"), optionalValue: true, help: help) {
      options, value in
      guard let format = Format(rawValue: value ?? "auto") else {
        throw Options.UsageError(
          message: "--\(long) must be \(words.joined(separator: " or ")), not '\(value ?? "")'")
      }
      apply(&options, format)
    }
    spec.words = words
    return spec
  }
}

extension Options {
  /// How the lines become a tree, if they do (`--tree`, `--outline`).
  public var treeReading: TreeReading? {
    if tree != nil { return .indentation(tabWidth: tabWidth) }
    switch outline {
    case .md?: return .markdownHeadings
    case .org?: return .orgHeadings
    case .auto?: return file?.lowercased().hasSuffix(".org") == true ? .orgHeadings : .markdownHeadings
    case nil: return nil
    }
  }

  /// Whether `--tree` reads Markdown's lists: `--tree=md`, or a bare
  /// `--tree` on a `.md` or `.markdown` file.
  public var treeReadsMarkdown: Bool {
    switch tree {
    case .md?: return true
    case .auto?:
      let name = file?.lowercased() ?? ""
      return name.hasSuffix(".md") || name.hasSuffix(".markdown")
    case .plain?, nil: return false
    }
  }

  /// The first rule `--tree` and `--outline` break with the other
  /// options, as one line.
  var treeConflict: String? {
    if tree != nil && outline != nil { return "give --tree or --outline, not both" }
    guard treeReading != nil else { return nil }
    let name = tree != nil ? "--tree" : "--outline"
    if columns != nil {
      return "\(name) is a list of rows: it does not lay out in a grid (--columns, --grid)"
    }
    if git { return "\(name) does not read a git rebase todo (--git): its commands have no tree" }
    if sectionPattern != nil && outline != nil {
      return "--outline's headings are its sections: --section does not go with it"
    }
    if readNull { return "\(name) reads lines: its items cannot be NUL-separated (--read0, -z)" }
    return nil
  }
}
