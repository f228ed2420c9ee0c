import ReorderCore
import ReorderFrontEnd

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Where the list comes from: a file or standard input, read in chunks into
/// an ``ItemStore`` so the first screen can be drawn before the end of a
/// long input.
public final class InputSource {
  public let fd: Int32
  public let store: ItemStore
  /// What the input is called in messages.
  public let name: String
  /// The file's identity when it was opened (for refusing to overwrite a
  /// file that changed since it was read).
  public let openedStat: stat?
  public private(set) var isFinished = false
  private let ownsFD: Bool
  private var buffer: UnsafeMutableRawBufferPointer

  public struct OpenError: Error, CustomStringConvertible {
    public var message: String
    public var description: String { message }
  }

  /// Opens FILE, or standard input when `path` is nil.
  public init(path: String?, separator: UInt8) throws(OpenError) {
    let descriptor: Int32
    if let path {
      descriptor = open(SystemBytes.path(path), O_RDONLY | O_CLOEXEC)
      guard descriptor >= 0 else {
        throw OpenError(
          message: "cannot read '\(SystemBytes.shown(path))': \(String(cString: strerror(errno)))")
      }
      name = path
      ownsFD = true
    } else {
      guard isatty(STDIN_FILENO) == 0 else {
        throw OpenError(message: "no input: give a FILE, or pipe lines into reorder (see reorder --help)")
      }
      descriptor = STDIN_FILENO
      name = "standard input"
      ownsFD = false
    }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else {
      let message =
        "cannot read '\(path.map(SystemBytes.shown) ?? "standard input")': \(String(cString: strerror(errno)))"
      if ownsFD { close(descriptor) }
      throw OpenError(message: message)
    }
    if info.st_mode & S_IFMT == S_IFDIR {
      if ownsFD { close(descriptor) }
      throw OpenError(
        message: "cannot read '\(path.map(SystemBytes.shown) ?? "standard input")': it is a directory")
    }
    let isRegular = info.st_mode & S_IFMT == S_IFREG
    fd = descriptor
    openedStat = isRegular ? info : nil
    store = ItemStore(separator: separator, expectedBytes: isRegular ? Int(info.st_size) : 0)
    buffer = .allocate(byteCount: 1 << 16, alignment: 16)
  }

  deinit {
    buffer.deallocate()
    if ownsFD { close(fd) }
  }

  /// Reads one chunk (blocking until some input or the end), straight
  /// into the store's buffer when it has room (no copy).
  /// - Returns: false once the input has ended.
  /// - Throws: on a read error.
  @discardableResult
  public func readChunk() throws(OpenError) -> Bool {
    guard !isFinished else { return false }
    while true {
      let room = store.spareCapacity
      let n: Int
      if room >= Self.smallestDirectRead {
        let size = store.inputByteCount == 0 ? Self.firstChunkSize : Self.chunkSize
        n = store.appendInPlace(maxBytes: min(room, size)) { target in
          read(fd, target.baseAddress, target.count)
        }
      } else {
        // Too little room left (a regular file is read into a buffer of
        // exactly its size): read here, so the end of input does not grow
        // the store.
        n = read(fd, buffer.baseAddress, buffer.count)
        if n > 0 { store.append(UnsafeRawBufferPointer(rebasing: buffer[..<n])) }
      }
      if n > 0 { return true }
      if n == 0 {
        store.finish()
        isFinished = true
        return false
      }
      if errno == EINTR || errno == EAGAIN { continue }
      throw OpenError(
        message: "cannot read '\(SystemBytes.shown(name))': \(String(cString: strerror(errno)))")
    }
  }

  /// The most one read takes in.
  static let chunkSize = 1 << 18
  /// The first read, before the first frame: enough for a screenful of
  /// lines, so a long input draws as soon as a short one (a larger read
  /// costs its page faults and its scan before anything is drawn).
  static let firstChunkSize = 1 << 16
  /// Below this much room in the store, reads go through `buffer`.
  static let smallestDirectRead = 1 << 12

  /// Whether a read would not block.
  public func isReadable(timeoutMilliseconds: Int32 = 0) -> Bool {
    var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
    return poll(&poller, 1, timeoutMilliseconds) > 0
  }

  /// Whether `path` names the file this input was read from.
  public func isSameFile(as path: String) -> Bool {
    guard let opened = openedStat else { return false }
    var info = stat()
    guard stat(SystemBytes.path(path), &info) == 0 else { return false }
    return info.st_dev == opened.st_dev && info.st_ino == opened.st_ino
  }

  /// Throws if the file at `path` is no longer what was read: its size,
  /// modification time or content differs (someone else edited it). The
  /// content is compared with the input bytes the store still holds, so
  /// loading needs no checksum.
  /// - Precondition: the input was read to the end.
  public func verifyUnchanged(path: String) throws(OpenError) {
    guard let opened = openedStat else { return }
    let changed = OpenError(
      message: "'\(SystemBytes.shown(path))' changed on disk since it was read; not overwriting it")
    var info = stat()
    guard stat(SystemBytes.path(path), &info) == 0 else { throw changed }
    guard info.st_dev == opened.st_dev, info.st_ino == opened.st_ino, info.st_size == opened.st_size,
      info.st_mtim.tv_sec == opened.st_mtim.tv_sec, info.st_mtim.tv_nsec == opened.st_mtim.tv_nsec
    else { throw changed }
    let fd = open(SystemBytes.path(path), O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { throw changed }
    defer { close(fd) }
    let expected = store.inputByteCount
    guard expected == Int(opened.st_size) else { throw changed }
    let same = store.withBuffer { held in
      var total = 0
      while true {
        let n = read(fd, buffer.baseAddress, buffer.count)
        if n < 0 && errno == EINTR { continue }
        guard n > 0, total + n <= expected else { return n == 0 && total == expected }
        guard memcmp(buffer.baseAddress!, held.baseAddress! + total, n) == 0 else { return false }
        total += n
      }
    }
    guard same else { throw changed }
  }

  /// Reads everything that is left.
  public func readToEnd() throws(OpenError) {
    while try readChunk() {}
  }
}
