import ReorderCore

/// What git mode's preview pane shows for a todo line: a few words on what
/// the line does, then (for lines that name or make a commit) `git show`
/// of that commit, run in the todo's repository.
///
///     pick 1a2b3c4 Add b        → git show --stat --patch --color 1a2b3c4
///     exec make test            → "exec: runs in the shell …" and the command
///     label feature             → "label feature: names …" and git show of the
///                                 commit the lines above make (their last pick)
///     reset feature             → that same commit, found through `label feature`
///     merge -C 9f8e7d6 feature  → the merge's message, and git show 9f8e7d6
///
/// A label is resolved through the todo's earlier `label` lines: the
/// commit the lines above the label make is, before the rebase, the last
/// commit line above it (fixups amend it; `reset` jumps to its own label);
/// above every commit it is the commit the rebase starts from (`onto`). A
/// name no earlier line labels is a commit name for `git show` to resolve
/// (git writes `reset 1a2b3c4 # Subject` for commits outside the rebase).
public struct GitLinePreview: Hashable, Sendable {
  /// A commit to show.
  public enum Revision: Hashable, Sendable {
    /// As the todo names it (a hash, or a name `git show` resolves).
    case commit(String)
    /// Where the rebase starts: `rebase-merge/onto` beside the todo.
    case onto
  }

  public struct Show: Hashable, Sendable {
    public var revision: Revision
    /// With the patch (`--patch`), or the message and stat only.
    public var patch: Bool
  }

  /// What the line does, in words; shown above the command's output.
  public var text: [String]
  /// The commit to show with `git show --stat [--patch] --color`.
  public var show: Show?

  public init(text: [String], show: Show? = nil) {
    self.text = text
    self.show = show
  }

  /// The preview of the line at `position`.
  /// - Complexity: O(position) for lines that look back for a commit.
  public static func of(_ position: Int, in lines: [[UInt8]], comment: GitCommentMarker) -> GitLinePreview {
    let resolver = Resolver(lines: lines, comment: comment)
    let bytes = lines[position]
    let line = resolver.parse(position)
    if let problem = line.problem { return GitLinePreview(text: ["git would refuse this line: \(problem)"]) }
    guard let action = line.action else {
      return GitLinePreview(text: [
        line.kind == .blank ? "A blank line: git leaves it out" : "A comment: git leaves it out"
      ])
    }
    let labels = line.labels(in: bytes)
    switch action {
    case .exec:
      return GitLinePreview(text: [
        "exec: runs in the shell, in the work tree, once the lines above are done:", "",
        "    " + (line.argument(in: bytes) ?? ""),
      ])
    case .break:
      return GitLinePreview(text: ["break: the rebase stops here; git rebase --continue goes on"])
    case .noop:
      return GitLinePreview(text: ["noop: does nothing"])
    case .label:
      let made = resolver.commitMade(above: position)
      return GitLinePreview(
        text: ["label \(labels.first ?? ""): names \(describe(made))"],
        show: made.map { Show(revision: $0, patch: false) })
    case .updateRef:
      let made = resolver.commitMade(above: position)
      return GitLinePreview(
        text: ["update-ref \(labels.first ?? ""): when the rebase ends, it points to \(describe(made))"],
        show: made.map { Show(revision: $0, patch: false) })
    case .reset:
      let target = resolver.resolve(labels.first ?? "", before: position)
      return GitLinePreview(
        text: ["reset \(labels.first ?? ""): HEAD goes back to \(describe(target))"],
        show: target.map { Show(revision: $0, patch: false) })
    case .merge:
      return merge(line, bytes, at: position, resolver: resolver)
    default:
      guard let commit = line.commit(in: bytes) else { return GitLinePreview(text: []) }
      return GitLinePreview(text: [], show: Show(revision: .commit(commit), patch: true))
    }
  }

  private static func merge(
    _ line: GitTodoLine, _ bytes: [UInt8], at position: Int, resolver: Resolver
  ) -> GitLinePreview {
    let labels = line.labels(in: bytes)
    var text = ["merge: a merge commit of HEAD and \(labels.joined(separator: ", "))"]
    let original = line.commit(in: bytes)
    if let original, let flag = line.flag {
      text.append(
        "message: the original merge's, \(original)" + (flag == .edit ? ", opened in the editor" : ""))
      return GitLinePreview(text: text, show: Show(revision: .commit(original), patch: false))
    }
    let oneline =
      line.subject(in: bytes)
      ?? "Merge \(labels.count > 1 ? "branches" : "branch") '\(labels.joined(separator: " "))'"
    text.append("message: \(oneline)")
    let parent = labels.first.flatMap { resolver.resolve($0, before: position) }
    return GitLinePreview(text: text, show: parent.map { Show(revision: $0, patch: false) })
  }

  private static func describe(_ revision: Revision?) -> String {
    switch revision {
    case .commit(let name)?: return "the commit \(name) (as it is before the rebase)"
    case .onto?: return "onto, the commit the rebase starts from"
    case nil: return "a commit the rebase makes anew"
    }
  }

  /// Finds the commits labels stand for, looking up the todo.
  private struct Resolver {
    let lines: [[UInt8]]
    let comment: GitCommentMarker

    func parse(_ position: Int) -> GitTodoLine { GitTodoLine.parse(lines[position], comment: comment) }

    /// The commit HEAD is at once the lines above `position` are done, as
    /// it is before the rebase; nil for a commit only the rebase makes (a
    /// new merge, a new root).
    func commitMade(above position: Int) -> Revision? {
      var index = position - 1
      while index >= 0 {
        let bytes = lines[index]
        let line = parse(index)
        if line.isValid, let action = line.action {
          switch action {
          case .pick, .reword, .edit, .revert:
            if let commit = line.commit(in: bytes) { return .commit(commit) }
          case .merge:
            return line.commit(in: bytes).map { .commit($0) }
          case .reset:
            return resolve(line.labels(in: bytes).first ?? "", before: index)
          default:
            break  // fixup, squash amend the commit above; drop, exec, label… make none
          }
        }
        index -= 1
      }
      return .onto
    }

    /// The commit a label or commit name stands for at `position`.
    func resolve(_ name: String, before position: Int) -> Revision? {
      if name == "[new root]" { return nil }
      var index = position - 1
      while index >= 0 {
        let bytes = lines[index]
        let line = parse(index)
        if line.isValid, line.action == .label, line.labels(in: bytes).first == name {
          return commitMade(above: index)
        }
        index -= 1
      }
      return .commit(name)
    }
  }
}
