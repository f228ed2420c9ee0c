import Testing

@testable import ReorderFrontEnd
@testable import ReorderGitTerminal
@testable import ReorderTerminal

/// The batch's output, read in pieces as a pipe gives them.
struct ChangedFilesStreamTests {
  typealias Record = ChangedFilesStream.Record

  /// Everything, fed in two pieces split at every byte.
  @Test func everySplitOfTheOutputGivesTheSameLists() {
    let output = Array("/\na.c\0b/c.h\0/\n/!\n/\nodd\nname\0".utf8)
    let expected = [
      Record(commit: "c1", files: [Array("a.c".utf8), Array("b/c.h".utf8)]),
      Record(commit: "c2", files: []),
      Record(commit: "c3", files: nil),
      Record(commit: "c4", files: [Array("odd\nname".utf8)]),
    ]
    for split in 0...output.count {
      var stream = ChangedFilesStream(commits: ["c1", "c2", "c3", "c4"])
      var records = stream.feed(Array(output[..<split]))
      records += stream.feed(Array(output[split...]))
      records += stream.finish(cleanly: true)
      #expect(records == expected, "split at \(split)")
    }
  }

  @Test func aListIsRecordedOnceTheNextMarkerArrives() {
    var stream = ChangedFilesStream(commits: ["c1", "c2"])
    #expect(stream.feed(Array("/\na.c\0".utf8)) == [])
    #expect(stream.feed(Array("/".utf8)) == [Record(commit: "c1", files: [Array("a.c".utf8)])])
    #expect(stream.feed(Array("\nb.c\0".utf8)) == [])
    #expect(stream.finish(cleanly: true) == [Record(commit: "c2", files: [Array("b.c".utf8)])])
  }

  @Test func aBatchThatDidNotEndCleanlyFailsTheOpenListAndTheRest() {
    var stream = ChangedFilesStream(commits: ["c1", "c2", "c3"])
    #expect(stream.feed(Array("/\na.c\0/\nb.c\0".utf8)) == [Record(commit: "c1", files: [Array("a.c".utf8)])])
    #expect(
      stream.finish(cleanly: false) == [Record(commit: "c2", files: nil), Record(commit: "c3", files: nil)])
  }

  @Test func aNameCutShortIsNotTakenForAWholeOne() {
    var stream = ChangedFilesStream(commits: ["c1"])
    #expect(stream.feed(Array("/\nsrc/ma".utf8)) == [])
    #expect(stream.finish(cleanly: true) == [Record(commit: "c1", files: nil)])
  }

  @Test func outputThatIsNoMarkerBreaksTheStream() {
    var stream = ChangedFilesStream(commits: ["c1", "c2"])
    #expect(stream.feed(Array("fatal: not a git repository\n".utf8)) == [])
    #expect(stream.isBroken)
    #expect(stream.feed(Array("/\na.c\0".utf8)) == [])
    #expect(
      stream.finish(cleanly: true) == [Record(commit: "c1", files: nil), Record(commit: "c2", files: nil)])
  }

  @Test func moreMarkersThanCommitsBreakTheStream() {
    var stream = ChangedFilesStream(commits: ["c1"])
    #expect(stream.feed(Array("/!\n/!\n".utf8)) == [Record(commit: "c1", files: nil)])
    #expect(stream.isBroken)
    #expect(stream.finish(cleanly: true) == [])
  }
}
