import ReorderCore
import ReorderFrontEnd
import ReorderGit
import ReorderTerminal

extension GitPreviewCommand {
  /// The command for the line at `position` of a todo.
  /// - Parameters:
  ///   - repository: the todo's; nil when it is in none (the words only).
  ///   - git: the program that runs git (a test puts a stand-in here).
  /// - Complexity: O(position) for lines that look up the todo for a
  ///   commit (``GitLinePreview/of(_:in:comment:)``).
  public static func command(
    forLineAt position: Int, in lines: [[UInt8]], comment: GitCommentMarker, repository: GitRepository?,
    git: String = "git"
  ) -> [UInt8] {
    command(
      forLineAt: position, in: lines, comment: comment, repository: repository, onto: repository?.onto(),
      git: git)
  }
}
