import ReorderCore
import ReorderFrontEnd

// The chosen kind module at work on the command line: it reads the input
// while it loads, makes its rows of the loaded input, and has the last
// word on the text written. No kind is named here.

extension ReorderCommand {
  /// Reads the rest of the input into a kind's loader (a tree reads each
  /// chunk's lines right after the chunk, while its bytes are still in the
  /// cache); returns the loader.
  static func load(_ source: InputSource, into loader: any KindLoader) throws(InputSource.OpenError)
    -> any KindLoader
  {
    var loader = loader
    loader.read(source.store)
    while try source.readChunk() { loader.read(source.store) }
    return loader
  }

  /// The kind the command line chose, made of the loaded input
  /// (``KindModule/prepare(_:request:loaded:)``), the lines it fixed at
  /// the start made the options' `--header-lines`; nil: a plain list.
  /// - Throws: the module's refusal, or a `--section` pattern that does
  ///   not compile, as one line.
  public static func prepareKind(_ options: inout Options, store: ItemStore, loaded: (any KindLoader)? = nil)
    throws(Options.UsageError) -> PreparedKind?
  {
    guard let module = options.kind?.module else { return nil }
    let section: (any LineMatcher)?
    do {
      section = try options.sectionPattern.map { (p) throws(Pattern.SyntaxError) in
        PatternLines(pattern: try Pattern(p), ansi: options.ansi)
      }
    } catch {
      throw Options.UsageError(message: error.message)
    }
    var request = options.kindRequest(section: section)
    do {
      let prepared = try module.prepare(store, request: &request, loaded: loaded)
      options.headerLines = request.headerLines
      return prepared
    } catch {
      throw Options.UsageError(message: error.message)
    }
  }

  /// The text a kind lays out itself (a board), or the output writer's
  /// text once the kind read it back as the rows shown (a tree's): its
  /// ``PreparedKind/output``; nil: the output writer writes the rows as
  /// they are (any other kind, `--print-index`, `--print0`).
  /// - Throws: what would not read back as shown; nothing is written then.
  static func laidOutText(
    of list: ReorderList, kind: (any ListKind)?, prepared: PreparedKind?, options: Options
  )
    throws(OutputRefusal) -> [UInt8]?
  {
    guard !options.printIndex && !options.printNull, let kind, let output = prepared?.output else {
      return nil
    }
    switch output {
    case .laidOut(let layOut): return try layOut(list)
    case .readBack(let readBack):
      var text: [UInt8] = []
      // Writing into memory fails only where memory does.
      try? OutputWriter.serialize(list) { text.append(contentsOf: $0) }
      try readBack(kind, text, list)
      return text
    }
  }
}
