import ReorderCore
import ReorderFrontEnd

/// The `--paragraphs` kind as the command line sees it: its option and
/// how it reads the input (``ParagraphText/joinBlocks(of:)``).
public struct ParagraphsModule: KindModule {
  public init() {}

  public var option: String { "paragraphs" }

  public var help: String {
    "blank-line-separated blocks (paragraphs, BibTeX entries, journal transactions) move as one row each"
  }

  public func prepare(_ store: ItemStore) throws(KindModuleError) -> any ListKind {
    guard ParagraphText.joinBlocks(of: store) else {
      throw KindModuleError("--paragraphs reads at most 4 GiB")
    }
    return ParagraphsKind()
  }
}
