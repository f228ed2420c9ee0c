import ReorderCore
import ReorderFrontEnd

extension ReorderCommand {
  /// Decides `cancelPrintsInput` where the command line did not: true when
  /// the result goes to standard output and this reorder runs as an
  /// editor's filter (``EditorFilter``). Decided before a popup opens,
  /// since the popup's reorder runs under tmux, not under the editor.
  static func decideCancelOutput(_ options: inout Options) {
    guard options.cancelPrintsInput == nil else { return }
    let interactive = options.order == nil && options.replayFile == nil
    options.cancelPrintsInput = interactive && options.resultFile == nil && EditorFilter.current().isFilter
  }

  /// The exit status of a cancel, 130: with `cancelPrintsInput` (an
  /// editor's filter) once the input is printed back unchanged, all of it,
  /// so the editor keeps its text; in a pipeline nothing is printed
  /// (`ls | reorder | xargs rm` removes nothing).
  static func cancelled(_ options: Options, source: InputSource) -> Int32 {
    guard options.cancelPrintsInput == true, options.resultFile == nil else { return 130 }
    do {
      try source.readToEnd()
    } catch {
      return fail(error.message)
    }
    // The items as read (none inserted during the session), in their order.
    let list = ReorderList(store: source.store, fixedCount: options.headerLines)
    let status = writeResult(list, options: options, target: nil, source: source)
    return status == 0 ? 130 : status
  }
}
