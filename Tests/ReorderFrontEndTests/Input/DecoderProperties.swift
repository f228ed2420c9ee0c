#if canImport(ReorderFrontEnd)
  @testable import ReorderFrontEnd
#endif
// Shared by the unit tests and the libFuzzer target in Fuzz/ (which links
// this file and the decoder's sources into one module).

/// What ``InputDecoder`` must do with any bytes at all.
enum DecoderProperties {
  /// Checks every property on `input`.
  ///
  /// - Fed whole, one byte at a time, or cut where the input itself says,
  ///   it decodes to the same events.
  /// - Never more events than bytes.
  /// - With ``InputDecoder/flush()`` at arbitrary points (timeouts), still
  ///   no more events than bytes, and nothing pending after the last flush.
  ///
  /// - Returns: what failed, or nil.
  static func violation(_ input: [UInt8]) -> String? {
    let whole = decode(input, cuts: [])
    let oneByOne = decode(input, cuts: Array(input.indices))
    if whole != oneByOne {
      return "fed one byte at a time: \(oneByOne), fed whole: \(whole), input \(input)"
    }
    // Cut points and flush points from a hash of the input, so a fuzzer
    // that varies the input varies them too.
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    for byte in input { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }
    var cuts: [Int] = []
    if !input.isEmpty {
      for shift in stride(from: 0, to: 64, by: 16) where (hash >> shift) & 1 == 1 {
        cuts.append(Int((hash >> shift) & 0xFFFF) % (input.count + 1))
      }
    }
    cuts.sort()
    let pieces = decode(input, cuts: cuts)
    if whole != pieces { return "cut at \(cuts): \(pieces), fed whole: \(whole), input \(input)" }
    if whole.count > input.count {
      return "\(whole.count) events from \(input.count) bytes, input \(input)"
    }
    var decoder = InputDecoder()
    var events = 0
    for (index, byte) in input.enumerated() {
      events += decoder.feed(CollectionOfOne(byte)).count
      if (hash >> UInt64(index % 64)) & 1 == 1 { events += decoder.flush().count }
    }
    events += decoder.flush().count
    if decoder.hasPending { return "still pending after flush, input \(input)" }
    if events > input.count {
      return "\(events) events from \(input.count) bytes with flushes, input \(input)"
    }
    return timedViolation(input, hash: hash)
  }

  /// Fed at times from the hash, with each reply given up at its
  /// deadline: no more events than bytes, and nothing left open after.
  static func timedViolation(_ input: [UInt8], hash: UInt64) -> String? {
    var decoder = InputDecoder()
    var events = 0
    var now = Duration.zero
    for (index, byte) in input.enumerated() {
      now += .milliseconds(Int((hash >> UInt64(index % 54)) & 0x3FF))
      events += decoder.feed(CollectionOfOne(byte), at: now).count
      if let deadline = decoder.replyDeadline, deadline <= now { events += decoder.expire(at: now).count }
    }
    events += decoder.expire(at: now + .seconds(1)).count + decoder.flush().count
    if decoder.hasPending || decoder.replyDeadline != nil {
      return "still pending after the deadline and a flush, input \(input)"
    }
    if events > input.count {
      return "\(events) events from \(input.count) bytes with deadlines, input \(input)"
    }
    return nil
  }

  /// Feeds `input` in pieces ending at the sorted indices `cuts`, then
  /// flushes.
  static func decode(_ input: [UInt8], cuts: [Int]) -> [InputEvent] {
    var decoder = InputDecoder()
    var events: [InputEvent] = []
    var start = 0
    for cut in cuts + [input.count] {
      events += decoder.feed(input[start..<cut])
      start = cut
    }
    return events + decoder.flush()
  }
}
