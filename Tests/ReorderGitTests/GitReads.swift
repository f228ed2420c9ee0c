import ReorderCore
import ReorderFrontEnd

@testable import ReorderGit

/// What git's tests read of an engine, through the view a kind has of it
/// (``KindContext``), as the front end reads it.
extension ReorderEngine {
  var foldTarget: (id: Int, action: GitAction)? { withKindView { $0.foldTarget } }
  func editableText(at position: Int) -> [UInt8]? { withKindView { $0.editableText(at: position) } }
  func todoText() -> [UInt8] { withKindView { $0.todoText() } }
  func todoCommits() -> [String] { withKindView { $0.todoCommits() } }
  func overlaps(in map: OverlapMap) -> (ids: [Int], unknown: Int)? { withKindView { $0.overlaps(in: map) } }
}

/// What git's tests do to a model, through the context a kind's
/// presentation has of it (``PresentationContext``).
extension AppModel {
  var overlappingIDs: [Int] { listScreen.overlappingIDs }
  mutating func updateOverlaps(_ map: OverlapMap) { withPresentationContext { $0.updateOverlaps(map) } }
}
