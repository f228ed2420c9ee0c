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

  public func conflict(with request: KindRequest) -> String? {
    request.readsNull ? "--paragraphs reads lines: its items cannot be NUL-separated (--read0, -z)" : nil
  }

  public func clash(with other: String) -> String? { "give --paragraphs or --\(other), not both" }

  public func prepare(_ store: ItemStore, request: inout KindRequest, loaded: (any KindLoader)?)
    throws(KindModuleError) -> PreparedKind
  {
    guard ParagraphText.joinBlocks(of: store) else {
      throw KindModuleError("--paragraphs reads at most 4 GiB")
    }
    // A block carries its lines: --section and --lock match its first.
    return PreparedKind(ParagraphsKind(), rowsCarryLines: true)
  }
}
