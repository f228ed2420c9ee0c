import ReorderCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Bytes from the system (arguments, file names, environment values, the
/// working directory) carried in a `String` without loss, so that a file
/// name that is not UTF-8 names the same file when it is opened (issue 29:
/// `-o $'o\xff.txt'` wrote `o\357\277\275.txt`, U+FFFD, another file).
///
/// Well-formed UTF-8 stays as it is; every other byte becomes one scalar
/// of the last 256 code points (U+10FF00 + the byte, private use, in no
/// script). A real scalar of that range is stored the same way, a byte at
/// a time, so that turning the text back into bytes is exact:
///
///     bytes   61 FF 62 ─ text() ──▶ "a" U+10FFFF "b" ─ bytes() ──▶ 61 FF 62
///
/// Valid UTF-8 without those rare scalars, which is nearly every argument,
/// gives the same `String` that `CommandLine.arguments` gives.
public enum SystemBytes {
  /// The first scalar that stands for a byte.
  static let escapeBase: UInt32 = 0x10_FF00

  /// `bytes` as text that ``bytes(_:)`` turns back into them.
  public static func text(_ bytes: some Collection<UInt8>) -> String {
    let bytes = Array(bytes)
    var scalars = String.UnicodeScalarView()
    bytes.withUnsafeBufferPointer { buffer in
      var i = 0
      while i < buffer.count {
        if case .valid(let value, let length) = UTF8Validation.scalar(buffer, at: i),
          value < escapeBase, let scalar = Unicode.Scalar(value)
        {
          scalars.append(scalar)
          i += length
        } else {
          scalars.append(escaped(buffer[i]))
          i += 1
        }
      }
    }
    return String(scalars)
  }

  /// The bytes `text` stands for.
  public static func bytes(_ text: String) -> [UInt8] {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      if scalar.value >= escapeBase {
        bytes.append(UInt8(scalar.value - escapeBase))
      } else {
        bytes += String(scalar).utf8
      }
    }
    return bytes
  }

  /// `text`'s bytes with a NUL at the end, for a C call that takes a path
  /// (`open(SystemBytes.path(name), …)`).
  public static func path(_ text: String) -> [CChar] {
    bytes(text).map { CChar(bitPattern: $0) } + [0]
  }

  /// `text` for a message: what is not UTF-8 written as `\xFF`, so a file
  /// name is recognisable on a terminal (a backslash stays as it is).
  public static func shown(_ text: String) -> String {
    var shown = ""
    for scalar in text.unicodeScalars {
      if scalar.value >= escapeBase {
        let byte = scalar.value - escapeBase
        shown += "\\x" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
      } else {
        shown.unicodeScalars.append(scalar)
      }
    }
    return shown
  }

  /// This process's arguments as they are, without the program's name.
  public static var arguments: [String] {
    (1..<Int(CommandLine.argc)).compactMap { index in
      CommandLine.unsafeArgv[index].map { text(cBytes($0)) }
    }
  }

  /// What the symbolic link at `path` holds, as written in it (a relative
  /// target is not resolved); nil when `path` is no link or cannot be read.
  public static func linkText(_ path: String) -> String? {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let n = readlink(Self.path(path), &buffer, buffer.count - 1)
    guard n > 0 else { return nil }
    return text(buffer[..<n].map { UInt8(bitPattern: $0) })
  }

  /// The bytes of a C string.
  public static func cBytes(_ pointer: UnsafePointer<CChar>) -> [UInt8] {
    var bytes: [UInt8] = []
    var index = 0
    while pointer[index] != 0 {
      bytes.append(UInt8(bitPattern: pointer[index]))
      index += 1
    }
    return bytes
  }

  static func escaped(_ byte: UInt8) -> Unicode.Scalar {
    Unicode.Scalar(escapeBase + UInt32(byte)) ?? "\u{FFFD}"
  }
}
