import Testing
@testable import ReorderTerminal
@Test func t() { #expect(!ncursesVersion().isEmpty) }
