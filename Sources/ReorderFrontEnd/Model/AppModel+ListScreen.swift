import ReorderCore

extension AppModel {
  /// What the view draws of the model now (``ListView/render(_:)``).
  public var listScreen: ListScreen {
    ListScreen(
      engine: engine, presentation: presentation, bindings: bindings, otherKinds: settings.otherKinds,
      showHelp: keys.showsHelp, helpScroll: keys.helpScroll, prompt: keys.prompt,
      promptNotice: keys.promptNotice,
      reviewScreen: keys.reviewScreen, quitQuestion: keys.quitQuestion, tabWidth: settings.tabWidth,
      ansi: settings.ansi,
      boxDrawing: settings.boxDrawing, confirmBeforeAccept: settings.confirmBeforeAccept,
      headerLabel: settings.headerLabel,
      displayFields: settings.displayFields, isLoading: isLoading, count: count, counter: counter,
      highlightedQuery: highlightedQuery, kindState: kindState, preview: preview)
  }
}
