import ReorderCore
import ReorderFrontEnd

/// `--tree[=md|plain]`: nesting by indentation, a row moving with the rows
/// under it; Markdown's lists (their paragraphs' wrapped and lazy lines
/// and their code fences belong to the row above) with `md`, or a bare
/// `--tree` on a `.md` or `.markdown` file.
public struct TreeModule: KindModule {
  public init() {}

  public var option: String { "tree" }
  public var help: String {
    "a tree by indentation: a row moves with the rows under it (md, a .md file: lists' text whole)"
  }
  public var values: [String] { ["md", "plain"] }

  /// A bare `--tree` is `--tree=auto`: the file's name decides.
  public func refusal(ofValue value: String) -> String? {
    value == "auto" || values.contains(value) ? nil : "--tree must be md or plain, not '\(value)'"
  }

  public func conflict(with request: KindRequest) -> String? {
    TreeRules.conflict(of: "--tree", with: request)
  }

  public func clash(with other: String) -> String? {
    TreeRules.clash(of: "--tree", with: other)
  }

  public var keysHelp: (title: String, keys: any KindPresentation)? {
    ("in a tree (--tree) or an outline (--outline) these change:", TreeKeys())
  }
  public var keysElsewhere: (any KindPresentation)? { TreeKeys() }
  public var commands: [KindCommand] { TreeCommands.all }

  func input(_ request: KindRequest) -> TreeInput {
    let name = request.lowercasedFile
    let markdown: Bool
    switch request.value {
    case "md"?: markdown = true
    case "plain"?: markdown = false
    default: markdown = name.hasSuffix(".md") || name.hasSuffix(".markdown")
    }
    return TreeInput(
      reading: .indentation(tabWidth: request.tabWidth), markdownContinuations: markdown, option: option)
  }

  public func loader(for request: KindRequest) -> (any KindLoader)? { input(request).loader(request) }

  public func prepare(_ store: ItemStore, request: inout KindRequest, loaded: (any KindLoader)?)
    throws(KindModuleError) -> PreparedKind
  {
    try input(request).prepare(store, request: &request, loaded: loaded)
  }

}

/// `--outline[=md|org]`: the headings are the tree, each moving with its
/// section; org's `*` headings for `org` or a bare `--outline` on a
/// `.org` file, else Markdown's.
public struct OutlineModule: KindModule {
  public init() {}

  public var option: String { "outline" }
  public var help: String {
    "an outline: headings move with their sections (md: #, org: *; a .org file: org)"
  }
  public var values: [String] { ["md", "org"] }

  /// A bare `--outline` is `--outline=auto`: the file's name decides.
  public func refusal(ofValue value: String) -> String? {
    value == "auto" || values.contains(value) ? nil : "--outline must be md or org, not '\(value)'"
  }

  public func conflict(with request: KindRequest) -> String? {
    if request.grid { return TreeRules.conflict(of: "--outline", with: request) }
    if request.sectionPattern != nil {
      return "--outline's headings are its sections: --section does not go with it"
    }
    return TreeRules.conflict(of: "--outline", with: request)
  }

  public func clash(with other: String) -> String? {
    TreeRules.clash(of: "--outline", with: other)
  }

  // `?` and --help name the tree's keys once, under --tree's module.
  public var keysElsewhere: (any KindPresentation)? { TreeKeys() }
  public var commands: [KindCommand] { TreeCommands.all }

  func input(_ request: KindRequest) -> TreeInput {
    let org = request.value == "org" || (request.value != "md" && request.lowercasedFile.hasSuffix(".org"))
    return TreeInput(
      reading: org ? .orgHeadings : .markdownHeadings, markdownContinuations: false, option: option)
  }

  public func loader(for request: KindRequest) -> (any KindLoader)? { input(request).loader(request) }

  public func prepare(_ store: ItemStore, request: inout KindRequest, loaded: (any KindLoader)?)
    throws(KindModuleError) -> PreparedKind
  {
    try input(request).prepare(store, request: &request, loaded: loaded)
  }

}

/// The rules a tree and an outline keep with the other options alike.
enum TreeRules {
  static func conflict(of name: String, with request: KindRequest) -> String? {
    if request.grid { return "\(name) is a list of rows: it does not lay out in a grid (--columns, --grid)" }
    if request.readsNull { return "\(name) reads lines: its items cannot be NUL-separated (--read0, -z)" }
    return nil
  }

  static func clash(of name: String, with other: String) -> String? {
    switch other {
    case "tree", "outline": return "give --tree or --outline, not both"
    case "git": return "\(name) does not read a git rebase todo (--git): its commands have no tree"
    default: return nil
    }
  }
}
