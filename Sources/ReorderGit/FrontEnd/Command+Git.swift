import ReorderCore
import ReorderFrontEnd

// A rebase todo's commands: kind commands (Command.kind) that the generic
// code carries by name; git's module registers them (GitCommands.all), so
// `--bind x:squash` works in any list.

extension Command {
  public static let pick = git("pick")
  public static let reword = git("reword")
  public static let squash = git("squash")
  public static let fixup = git("fixup")
  public static let drop = git("drop")
  public static let editCommit = git("edit")
  public static let cycleAction = git("cycle-action")
  public static let insertBreak = git("insert-break")
  public static let insertExec = git("insert-exec", opensOverlay: true)
  public static let editLine = git("edit-line", opensOverlay: true)
  public static let duplicateLine = git("duplicate-line")
  public static let fixupAmend = git("fixup-amend")
  public static let fixupReword = git("fixup-reword")
  public static let fixupInto = git("fixup-into")
  public static let squashInto = git("squash-into")
  public static let editInEditor = git("edit-in-editor", opensOverlay: true)

  private static func git(_ name: String, opensOverlay: Bool = false) -> Command {
    .kind(KindCommand(name, opensOverlay: opensOverlay))
  }

  /// What a rebase todo's commands do, as `?` and `--help` say it; nil for
  /// any other command.
  var gitSummary: String? {
    switch self {
    case .pick: return "git: pick the commit(s)"
    case .reword: return "git: reword the commit(s)"
    case .editCommit: return "git: stop to edit the commit(s)"
    case .squash: return "git: squash into the previous commit"
    case .fixup: return "git: fixup into the previous commit"
    case .drop: return "git: drop the commit(s)"
    case .cycleAction: return "git: next action (pick reword edit squash fixup drop)"
    case .insertBreak: return "git: insert a break after this line"
    case .insertExec: return "git: insert an exec after this line (type the command, Enter)"
    case .editLine: return "git: edit this exec, label, reset, merge or update-ref line"
    case .duplicateLine: return "git: copy this commit, exec or break line below it"
    case .fixupAmend: return "git: fixup -C (fold in, keep this commit's message)"
    case .fixupReword: return "git: fixup -c (fold in, edit this commit's message)"
    case .fixupInto: return "git: move below the commit above and fixup (lifted: the one under it)"
    case .squashInto: return "git: move below the commit above and squash (lifted: the one under it)"
    case .editInEditor: return "git: edit the whole todo in $VISUAL or $EDITOR"
    default: return nil
    }
  }
}

/// A rebase todo's commands, as git's module registers them
/// (``KindModule/commands``), in `?`'s order.
public enum GitCommands {
  public static let all: [KindCommand] = [
    Command.pick, .reword, .squash, .fixup, .drop, .editCommit, .cycleAction, .insertBreak, .insertExec,
    .editLine, .duplicateLine, .fixupAmend, .fixupReword, .fixupInto, .squashInto, .editInEditor,
  ].compactMap(\.kindCommand)
}
