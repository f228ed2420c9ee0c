import Foundation
import Testing

#if canImport(ReorderFrontEnd)
  @testable import ReorderFrontEnd
#endif

/// The decoder's properties (``DecoderProperties``, also checked by the
/// libFuzzer target in Fuzz/) on the fuzzer's seeds and on every input it
/// ever found failing (Fuzz/regressions), and on each of their prefixes.
@Suite struct DecoderCorpusTests {
  static let fuzz = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fuzz")

  static func inputs(in directory: String) -> [(String, [UInt8])] {
    let url = fuzz.appendingPathComponent(directory)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
    return names.filter { !$0.hasPrefix(".") }.sorted().compactMap { name in
      (try? Data(contentsOf: url.appendingPathComponent(name))).map { (name, Array($0)) }
    }
  }

  @Test func seedsAndRegressionsKeepTheProperties() {
    let seeds = Self.inputs(in: "seeds/decoder")
    #expect(seeds.count >= 10)
    for (name, input) in seeds + Self.inputs(in: "regressions/decoder") {
      for end in 0...input.count {
        if let violation = DecoderProperties.violation(Array(input[..<end])) {
          Issue.record("\(name), first \(end) bytes: \(violation)")
          break
        }
      }
    }
  }
}
