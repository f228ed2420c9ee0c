import ReorderCore

extension AppModel {
  /// What the view draws of the model now (``ListView/render(_:)``).
  public var listScreen: ListScreen {
    ListScreen(
      engine: engine, presentation: presentation, bindings: bindings, otherKinds: otherKinds,
      showHelp: showHelp, helpScroll: helpScroll, prompt: prompt, promptNotice: promptNotice,
      reviewScreen: reviewScreen, quitQuestion: quitQuestion, tabWidth: tabWidth, ansi: ansi,
      boxDrawing: boxDrawing, confirmBeforeAccept: confirmBeforeAccept, headerLabel: headerLabel,
      displayFields: displayFields, isLoading: isLoading, count: count, counter: counter,
      highlightedQuery: highlightedQuery, overlappingIDs: overlappingIDs, preview: preview)
  }
}
