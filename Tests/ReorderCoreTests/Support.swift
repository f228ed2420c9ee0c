@_exported import ReorderTestSupport

@testable import ReorderCore

let letters = (0..<12).map { String(UnicodeScalar(UInt8(ascii: "a") + UInt8($0))) }
