import ReorderCore
import ReorderFrontEnd
import ReorderGit
import ReorderTerminal

extension ReadOnlyGit {
  /// The output of a short git command run with ``arguments(_:gitDirectory:executable:)``
  /// and ``environment``; nil if it failed.
  package static func output(_ arguments: [String]) -> String? {
    Subprocess.output(Self.arguments(arguments), environment: environment)
  }
}
