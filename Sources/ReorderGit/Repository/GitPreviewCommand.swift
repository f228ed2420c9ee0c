import ReorderCore
import ReorderFrontEnd

/// The shell command git mode's preview pane runs for a todo line, when
/// `--preview` does not give one: what the line does, in words
/// (``GitLinePreview``), then `git show` of the commit it names or makes,
/// in the todo's repository, coloured. The command goes to ``PreviewRunner``
/// as an expanded `--preview` template does.
///
///     pick 1a2b3c4 Add b   →  GIT_NO_LAZY_FETCH='1' … exec 'git' '--no-pager' … '--git-dir=/r/.git'
///                             show --stat --patch --color=always … --no-ext-diff '1a2b3c4' --
///     exec make test       →  printf '%s\n' 'exec: runs in the shell, …' '' '    make test'
///     label feature        →  printf '%s\n' 'label feature: names the commit 9f8e7d6 …' ''
///                             exec 'git' … show --stat --color=always --no-ext-diff '9f8e7d6' --
///
/// A name that could be an option (`pick --output=x`) is never passed to
/// git (``GitRepository/isRevisionName(_:)``); the preview says so.
public enum GitPreviewCommand {
  /// The same with the commit the rebase starts from read already (`onto`,
  /// read once at start): builds the command without touching a file.
  public static func command(
    forLineAt position: Int, in lines: [[UInt8]], comment: GitCommentMarker, repository: GitRepository?,
    onto: String?, git: String = "git"
  ) -> [UInt8] {
    command(
      for: GitLinePreview.of(position, in: lines, comment: comment), in: repository, onto: onto, git: git)
  }

  /// The command that prints a line's preview.
  public static func command(
    for preview: GitLinePreview, in repository: GitRepository?, onto: String?, git: String = "git"
  ) -> [UInt8] {
    var text = preview.text
    var show: [UInt8]?
    if let wanted = preview.show {
      switch resolve(wanted.revision, in: repository, onto: onto) {
      case .success(let name):
        show = repository.map { showCommand(name, patch: wanted.patch, in: $0, git: git) }
      case .failure(let reason):
        text += text.isEmpty ? [reason.description] : ["", reason.description]
      }
    }
    guard !text.isEmpty else { return show ?? [] }
    var command = Array("printf '%s\\n'".utf8)
    for line in text + (show == nil ? [] : [""]) {
      command += [0x20] + PreviewCommand.quote(Array(line.utf8).map { $0 == 0 ? 0x3F : $0 })
    }
    if let show { command += [0x0A] + show }
    return command
  }

  /// Why a line's commit is not shown.
  enum Unshown: Error, Equatable, CustomStringConvertible {
    case noRepository(String)
    case ontoUnknown
    case notARevision(String)

    var description: String {
      switch self {
      case .noRepository(let name):
        return "No git repository was found for this todo: no git show of \(name)."
      case .ontoUnknown:
        return "The commit the rebase starts from is not known here (no rebase-merge/onto beside the todo)."
      case .notARevision(let name):
        return "\"\(name)\" is not a commit name git show would be given."
      }
    }
  }

  /// The name to give `git show`.
  static func resolve(_ revision: GitLinePreview.Revision, in repository: GitRepository?, onto: String?)
    -> Result<String, Unshown>
  {
    let name: String
    switch revision {
    case .commit(let commit):
      name = commit
    case .onto:
      guard repository != nil else { return .failure(.noRepository("onto")) }
      guard let onto else { return .failure(.ontoUnknown) }
      name = onto
    }
    guard GitRepository.isRevisionName(name) else { return .failure(.notARevision(name)) }
    guard repository != nil else { return .failure(.noRepository(name)) }
    return .success(name)
  }

  /// `… exec git … show --stat [--patch] --color=always --no-show-signature
  /// --no-textconv --no-ext-diff 'name' --`:
  /// the message and the files changed, and the patch for a commit line.
  static func showCommand(_ name: String, patch: Bool, in repository: GitRepository, git: String) -> [UInt8] {
    let options = patch ? " show --stat --patch" : " show --stat"
    let diff = ReadOnlyGit.diffOptions.joined(separator: " ")
    return repository.git(git, exec: true)
      + Array((options + " --color=always --no-show-signature " + diff + " ").utf8)
      + PreviewCommand.quote(Array(name.utf8)) + Array(" --".utf8)
  }
}

extension PreviewState {
  /// git mode's preview pane when `--preview` gives no command: each line
  /// shown by ``GitPreviewCommand``. The rebase's `onto` is read
  /// once, before (``GitRepository/onto()``), so that making a line's
  /// command touches no file.
  public static func gitTodo(
    repository: GitRepository?, onto: String?, comment: GitCommentMarker, spec: PreviewWindowSpec
  ) -> PreviewState {
    var state = PreviewState(command: PreviewCommand(""), spec: spec)
    state.lineCommand = { position, lines in
      GitPreviewCommand.command(
        forLineAt: position, in: lines, comment: comment, repository: repository, onto: onto)
    }
    return state
  }
}
