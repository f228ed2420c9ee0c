import ReorderBoard
import ReorderCore
import ReorderFrontEnd
import ReorderGit
import ReorderTree

// Which kind of list the command line asks for: chosen here alone, for
// the interface and for `--order`/`--replay` alike.

extension Options {
  /// The list's kind for these options.
  /// - Parameters:
  ///   - gitCommentChar: in git mode, the todo's comment character.
  ///   - treeRows: a tree's or an outline's rows, read before.
  ///   - prepared: the kind a module's ``KindModule/prepare(_:)`` gave.
  public func listKind(gitCommentChar: UInt8, treeRows: TreeRows?, prepared: (any ListKind)?) -> any ListKind
  {
    if let prepared { return prepared }
    if let treeRows { return TreeKind(rows: treeRows) }
    if board { return BoardKind(readsHeadings: sectionPattern == nil, format: boardFormat ?? .plain) }
    if git { return GitTodoKind(comment: GitCommentMarker(gitCommentChar)) }
    return PlainList()
  }

  /// The module `--<option>` chose, if any.
  public var chosenKindModule: (any KindModule)? { kindModule.flatMap(KindModules.named) }

  /// A module's kind with options it cannot go with: another kind, or
  /// items that are not lines.
  var kindModuleConflict: String? {
    guard let kindModule else { return nil }
    let name = "--\(kindModule)"
    let others = [(git, "--git"), (board, "--board"), (tree != nil, "--tree"), (outline != nil, "--outline")]
    if let other = others.first(where: \.0) { return "give \(name) or \(other.1), not both" }
    if readNull { return "\(name) reads lines: its items cannot be NUL-separated (--read0, -z)" }
    return nil
  }
}
