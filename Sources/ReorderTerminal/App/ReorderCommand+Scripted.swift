import ReorderCore
import ReorderFrontEnd

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

// `--order` and `--replay`: the edits applied without the interface, held
// to the rules a session of the same kind keeps.
extension ReorderCommand {
  static func runWithoutInterface(
    _ options: Options, source: InputSource, target: String?, prepared: PreparedKind? = nil
  ) -> Int32 {
    let kind = prepared?.kind ?? PlainList()
    let classify: (@Sendable (ItemBytes) -> ItemFlags)?
    do {
      classify = try AppModel.classifier(options, prepared: prepared)
    } catch {
      return fail(error.message)
    }
    var list = ReorderList(
      store: source.store, fixedCount: options.headerLines, classify: classify, flagsLead: prepared?.flagsLead
    )
    // The rules of an interactive session on this input, with these
    // options: `--order` and `--replay` make only what a session could.
    var configuration = EngineConfiguration()
    configuration.kind = kind
    let rules = configuration.editRules
    if let order = options.order, let problem = rules.apply(order: order, to: &list) {
      return fail(problem)
    }
    if let path = options.replayFile {
      do {
        list = try replay(path, on: list, rules: rules)
      } catch {
        return fail(error.message)
      }
    }
    return writeResult(list, kind: kind, prepared: prepared, options: options, target: target, source: source)
  }

  static func replay(_ path: String, on list: ReorderList, rules: EditRules) throws(Options.UsageError)
    -> ReorderList
  {
    let fd = open(SystemBytes.path(path), O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else {
      throw Options.UsageError(
        message: "cannot read '\(SystemBytes.shown(path))': \(String(cString: strerror(errno)))")
    }
    defer { close(fd) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
      let n = read(fd, &buffer, buffer.count)
      if n < 0 && errno == EINTR { continue }
      guard n > 0 else { break }
      bytes += buffer[..<n]
    }
    var replayer = EditLog.Replayer(list: list, rules: rules)
    for (number, line) in bytes.split(separator: 0x0A, omittingEmptySubsequences: false).enumerated() {
      let text = String(decoding: line, as: UTF8.self)
      if text.allSatisfy({ $0 == " " || $0 == "\r" }) { continue }
      do {
        try replayer.apply(try EditLog.parse(text))
      } catch {
        throw Options.UsageError(message: "\(path):\(number + 1): \(error.message)")
      }
    }
    return replayer.list
  }
}
