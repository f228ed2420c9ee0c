import ReorderCore
import ReorderFrontEnd

extension Command {
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
