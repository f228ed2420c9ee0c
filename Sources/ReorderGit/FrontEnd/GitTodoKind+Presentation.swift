import ReorderCore
import ReorderFrontEnd

// git mode in the front end: the action letters and what they do, what
// `?` says differently, the counter's word, and a todo row's colours and
// marks.

extension GitTodoKind: KindPresentation {
  /// The general bindings as git mode changes them: the action letters
  /// set commit actions, and what they did before moves to the capital.
  public var bindings: [KeyPress: Command] { Self.keys }

  public static let keys: [KeyPress: Command] = [
    KeyPress(.char("p")): .pick, KeyPress(.char("r")): .reword, KeyPress(.char("e")): .editCommit,
    KeyPress(.char("s")): .squash, KeyPress(.char("f")): .fixup, KeyPress(.char("d")): .drop,
    KeyPress(.char("c")): .cycleAction, KeyPress(.char("b")): .insertBreak,
    KeyPress(.char("D")): .delete, KeyPress(.char("R")): .review, KeyPress(.char("E")): .editMode,
    KeyPress(.char("B")): .moveBottom,
    KeyPress(.char("i")): .insertExec, KeyPress(.char("w")): .editLine, KeyPress(.char("y")): .duplicateLine,
    KeyPress(.char("A")): .fixupAmend, KeyPress(.char("C")): .fixupReword,
    KeyPress(.char("F")): .fixupInto, KeyPress(.char("S")): .squashInto,
    KeyPress(.char("!")): .editInEditor,
  ]

  public func helpText(for command: Command) -> String? {
    switch command {
    case .accept: return "write the todo and let git go on (lifted: drop)"
    case .abort: return "abort the rebase: the todo emptied, git changes nothing"
    case .escape: return "cancel the drag / leave edit mode / clear the selection / abort the rebase"
    default: return nil
    }
  }

  public func summary(of command: Command) -> String? { command.gitSummary }

  /// What the todo's fold commands say in `?`, in any mode.
  public func commandHelpText(for command: Command) -> String? {
    switch command {
    case .squash, .fixup:
      return "git: \(command.name) into the commit above (not the first: git refuses that)"
    default: return nil
    }
  }

  public func run(_ command: Command, in context: inout PresentationContext, at time: Duration) -> [Effect]? {
    context.runGitCommand(command, at: time)
  }

  public var counterMark: String? { "git" }

  public func endPrompt(
    _ prompt: Prompt, accepted: Bool, in context: inout PresentationContext, at time: Duration
  )
    -> [Effect]
  {
    guard accepted else {
      switch prompt {
      case .exec: return context.say(Narrator.execCancelled)
      case .line: return context.say(Narrator.lineEditCancelled)
      case .position, .search: return []
      }
    }
    return context.finishLinePrompt(prompt, at: time)
  }

  public func afterAction(in context: inout PresentationContext, saidBefore: Int) {
    context.warnOfOverlaps(saidBefore: saidBefore)
  }

  public func decorate(_ row: RowDecoration, of model: ListScreen, into canvas: inout Canvas) {
    if let mark = ListView.gitMark(model, id: row.id, isPlaceholder: row.isPlaceholder) {
      canvas.draw(mark.text, at: Point(x: row.x + 1, y: row.y), style: Style(mark.role))
    }
    guard !row.isPlaceholder && !row.isFocused else { return }
    ListView.colorGitLine(
      model.engine.list.store, id: row.id, into: &canvas, x: row.textX, y: row.y, end: row.end,
      comment: comment.bytes[0])
  }
}

extension PresentationContext {
  /// Enter on the todo's prompts: an exec inserted, a line's new text.
  mutating func finishLinePrompt(_ prompt: Prompt, at time: Duration) -> [Effect] {
    switch prompt {
    case .exec(let text): return perform(.kind(GitTodoAction.insertExec(Array(text.utf8))), at: time)
    case .line(let text): return perform(.kind(GitTodoAction.editLine(Array(text.utf8))), at: time)
    case .position, .search: return []
    }
  }

  /// The todo's commands; nil for any other.
  mutating func runGitCommand(_ command: Command, at time: Duration) -> [Effect]? {
    switch command {
    case .pick: return perform(.kind(GitTodoAction.setAction(.pick)), at: time)
    case .reword: return perform(.kind(GitTodoAction.setAction(.reword)), at: time)
    case .editCommit: return perform(.kind(GitTodoAction.setAction(.edit)), at: time)
    case .squash, .fixup:
      let action: GitAction = command == .squash ? .squash : .fixup
      if let armed = withKindView({ $0.foldTarget }) {  // a resting drag: the fold's kind
        return armed.action == action ? [] : perform(.kind(GitTodoAction.toggleFoldAction), at: time)
      }
      return perform(.kind(GitTodoAction.setAction(action)), at: time)
    case .drop: return perform(.kind(GitTodoAction.setAction(.drop)), at: time)
    case .cycleAction: return perform(.kind(GitTodoAction.cycleAction), at: time)
    case .insertBreak: return perform(.kind(GitTodoAction.insertLine(Array("break".utf8))), at: time)
    case .insertExec, .editLine, .duplicateLine, .fixupAmend, .fixupReword, .fixupInto, .squashInto,
      .editInEditor:
      return runGitEdit(command, at: time)
    default: return nil
    }
  }

  /// git mode's edits of the todo's lines, and the text editor.
  fileprivate mutating func runGitEdit(_ command: Command, at time: Duration) -> [Effect] {
    switch command {
    case .insertExec:
      guard withKindView({ $0.configuration.isGitTodo }) else { return say(Narrator.insertsOnlyInGitTodo) }
      return openPrompt(.exec(""))
    case .editLine:
      guard let text = withKindView({ $0.editableText(at: $0.focus) }), !withKindView({ $0.isDragging })
      else {
        return perform(.kind(GitTodoAction.editLine([])), at: time)  // the engine says why not
      }
      return openPrompt(.line(String(decoding: text, as: UTF8.self)))
    case .duplicateLine: return perform(.kind(GitTodoAction.duplicateLine), at: time)
    case .fixupAmend: return perform(.kind(GitTodoAction.setFixupFlag(.use)), at: time)
    case .fixupReword: return perform(.kind(GitTodoAction.setFixupFlag(.edit)), at: time)
    case .fixupInto: return perform(.kind(GitTodoAction.fold(.fixup, into: nil)), at: time)
    case .squashInto: return perform(.kind(GitTodoAction.fold(.squash, into: nil)), at: time)
    case .editInEditor:
      guard withKindView({ $0.configuration.isGitTodo }) else { return say(Narrator.actionsOnlyInGitTodo) }
      guard !withKindView({ $0.isDragging }) else { return waitForDrop() }
      return [.kind(AnyKindEffect(EditTodoEffect(todo: withKindView({ $0.todoText() }))))]
    default: return []
    }
  }
}

extension GitTodoKind {
  /// While a resting pointer has armed a fold, the lifted commit says what
  /// releasing it does, before its own text, so that nobody folds a
  /// commit by a pause without seeing it (the status line says it too):
  ///
  ///     ░ release: fixup into "Base" · pick 9f8e7d6 Fix
  public func snapshotGlyphs(_ glyphs: [Glyph], id: Int, of model: ListScreen) -> [Glyph] {
    guard let fold = model.engine.withKindView({ $0.foldTarget }), model.engine.drag?.ids.first == UInt32(id)
    else {
      return glyphs
    }
    let into = model.engine.label(id: fold.id).text
    return DisplayText.glyphs("release: \(fold.action.rawValue) into \"\(into)\" · ") + glyphs
  }
}

extension ListView {
  /// The gutter's mark for a git todo row while a commit is lifted: `+`
  /// on the commit a drop folds into, `!` on a crossed commit that
  /// changes the same files.
  static func gitMark(_ model: ListScreen, id: Int, isPlaceholder: Bool) -> (text: String, role: StyleRole)? {
    guard !isPlaceholder, model.engine.isDragging else { return nil }
    if let fold = model.engine.withKindView({ $0.foldTarget }), fold.id == id {
      return ("+", fold.action == .squash ? .actionSquash : .actionFixup)
    }
    return model.overlappingIDs.contains(id) ? ("!", .actionDrop) : nil
  }

  /// Colours a git todo line's action word and commit hash.
  static func colorGitLine(
    _ store: ItemStore, id: Int, into canvas: inout Canvas, x: Int, y: Int, end: Int, comment: UInt8
  ) {
    store.withBytes(of: id) { bytes in
      let line = GitTodoLine.parse(bytes, commentChar: comment)
      guard let action = line.action, let actionRange = line.actionRange else { return }
      // Byte offsets are columns only over printable ASCII.
      let known = line.hashRange?.upperBound ?? actionRange.upperBound
      guard bytes.prefix(known).allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) else { return }
      let role: StyleRole
      switch action {
      case .pick: role = .actionPick
      case .reword: role = .actionReword
      case .edit: role = .actionEdit
      case .squash: role = .actionSquash
      case .fixup: role = .actionFixup
      case .drop: role = .actionDrop
      case .break: role = .actionBreak
      default: role = .actionExec
      }
      canvas.restyle(row: y, from: x + actionRange.lowerBound, to: min(x + actionRange.upperBound, end)) {
        $0.role = role
      }
      if let hash = line.hashRange {
        canvas.restyle(row: y, from: x + hash.lowerBound, to: min(x + hash.upperBound, end)) {
          $0.role = .hash
        }
      }
    }
  }
}
