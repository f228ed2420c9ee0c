import ReorderBoard
import ReorderCore
import ReorderFrontEnd
import ReorderGitTerminal
import ReorderParagraphs
import ReorderTerminal
import ReorderTree

/// The kind modules as `main.swift` lists them, for the tests that go
/// through the command line. Every test bundle's suites run in one
/// process, in parallel: each installs this same list (never a part of
/// it), so none sees another's.
public enum AllKinds {
  public static let modules: [any KindModule] = [
    GitTerminalModule(), BoardModule(), TreeModule(), OutlineModule(), ParagraphsModule(),
  ]

  /// Installs the program's kind modules (``KindModules``).
  public static func install() { KindModules.install(modules) }

  /// `arguments` parsed and validated, as the program does (the kinds
  /// installed first).
  public static func options(_ arguments: [String]) throws -> Options {
    install()
    return try Options.parse(arguments, defaults: nil).validated()
  }

  /// The model `reorder ARGUMENTS` builds over `store`: the chosen kind
  /// made of the store first (``ReorderCommand/prepareKind(_:store:loaded:)``).
  public static func model(options: Options, store: ItemStore, width: Int, height: Int) throws -> AppModel {
    var options = options
    let prepared = try ReorderCommand.prepareKind(&options, store: store)
    return try AppModel(options: options, store: store, width: width, height: height, prepared: prepared)
  }
}

/// `Options.parse` with the program's kind modules installed first, as
/// `main` has them: every test that parses a command line goes through it,
/// so no test sees the modules missing (or another list of them).
public enum TestOptions {
  public static func parse(_ arguments: [String], defaults: String? = nil) throws(Options.UsageError)
    -> Options
  {
    AllKinds.install()
    return try Options.parse(arguments, defaults: defaults)
  }
}
