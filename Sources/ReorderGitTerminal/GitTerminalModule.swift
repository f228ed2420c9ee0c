import ReorderCore
import ReorderFrontEnd
import ReorderGit
import ReorderTerminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// git mode: `--git`, or a FILE named `git-rebase-todo` (not after
/// `--no-git`). Beside its list: the todo's comment character as git says
/// it, the repository the todo belongs to (for the preview's `git show`
/// and the conflict warning's changed files), the todo editor, and the
/// rebase aborted when the person quits. `main.swift` lists it.
public struct GitTerminalModule: TerminalKindModule {
  public init() {}

  public var option: String { "git" }
  public var help: String { "a git rebase todo (default for a git-rebase-todo FILE)" }

  public func choosesFile(named name: String) -> Bool {
    name.split(separator: "/").last == "git-rebase-todo"
  }
  public var detectsFiles: Bool { true }

  /// The result goes back into the todo, as git's sequence editor's does.
  public var writesBackAs: String? { "git mode" }

  /// git waits for its editor: the todo is read as any list, and the
  /// interface opens on its start.
  public var readsWholeInput: Bool { false }

  public var keysHelp: (title: String, keys: any KindPresentation)? {
    ("in a git rebase todo (--git) these change:", GitTodoKind())
  }
  public var keysElsewhere: (any KindPresentation)? { GitTodoKind() }
  public var commands: [KindCommand] { GitCommands.all }

  /// The todo's comment character comes from git's configuration, or
  /// from the todo's own help. The default preview pane shows the commit
  /// under the focus, below the list (``prepareInterface(_:options:)``
  /// points it at the todo's repository).
  public func prepare(_ store: ItemStore, request: inout KindRequest, loaded: (any KindLoader)?)
    throws(KindModuleError) -> PreparedKind
  {
    var prepared = PreparedKind(GitTodoKind(comment: GitCommentMarker(Self.commentChar(store))))
    prepared.defaultPreview = { window, configuration in
      // Below the list unless `--preview-window` says otherwise: a patch
      // is wide, and the status line keeps the whole width for what a
      // fold or a move says. Its `git show`s run in the todo's repository
      // once the interface has found it.
      var below = PreviewWindowSpec()
      below.position = .down
      return .gitTodo(repository: nil, onto: nil, comment: configuration.gitComment, spec: window ?? below)
    }
    return prepared
  }

  /// In the todo's repository (if it is in one), the default preview
  /// pane (``AppModel``'s, below the list) runs its `git show` from the
  /// rebase's `onto`, and the files each commit changes are collected;
  /// the todo editor is always there.
  public func prepareInterface(_ model: inout AppModel, options: Options) -> (AppModel) -> [any LoopService] {
    let repository = Self.locateRepository(options)
    if let repository {
      Self.showCommits(of: repository, onto: repository.onto(), in: &model, options: options)
    }
    return { model in
      [TodoEditorService()] + (repository.map { [ChangedFilesFeed(repository: $0, model: model)] } ?? [])
    }
  }

  public func quitStatus(options: Options) -> Int32? { RebaseAbort.quit(todo: options.file) }

  /// The default preview pane (not `--preview`'s) runs `git show` in
  /// `repository`, `onto` being where its rebase starts.
  static func showCommits(
    of repository: GitRepository, onto: String?, in model: inout AppModel, options: Options
  ) {
    guard options.preview == nil, let preview = model.preview else { return }
    model.preview?.lineCommand =
      PreviewState.gitTodo(
        repository: repository, onto: onto, comment: model.engine.configuration.gitComment, spec: preview.spec
      ).lineCommand
  }

  /// The repository of the todo being edited, as git shows it to its
  /// sequence editor: `GIT_DIR`, else the todo's directory, else the
  /// current one.
  static func locateRepository(_ options: Options) -> GitRepository? {
    var environment: [String: String] = [:]
    if let value = getenv("GIT_DIR") { environment["GIT_DIR"] = String(cString: value) }
    return GitRepository.locate(
      todoFile: options.file ?? "git-rebase-todo", environment: environment,
      currentDirectory: GitRepository.currentDirectory)
  }

  /// git's comment character for the todo: `core.commentChar` if set to one
  /// character; for `auto` (or if git cannot say) the character the todo's
  /// own help text starts with; else `#`.
  static func commentChar(_ store: ItemStore) -> UInt8 {
    if let configured = ReadOnlyGit.output(["config", "--get", "core.commentChar"]),
      configured.utf8.count == 1, let byte = configured.utf8.first
    {
      return byte
    }
    let candidates = Array("#;@!$%^&|:".utf8)
    for id in stride(from: store.count - 1, through: 0, by: -1) {
      guard let first = store[id].first(where: { $0 != 0x20 && $0 != 0x09 }) else { continue }
      return candidates.contains(first) ? first : UInt8(ascii: "#")
    }
    return UInt8(ascii: "#")
  }
}
