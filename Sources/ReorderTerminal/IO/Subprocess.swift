import ReorderFrontEnd

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Runs a short command and reads what it prints.
package enum Subprocess {
  /// The command's standard output without the trailing newline, or nil if
  /// it could not run or failed. `environment` is added to this process's
  /// (a name given replaces the inherited one).
  package static func output(_ arguments: [String], environment: [(name: String, value: String)] = [])
    -> String?
  {
    var pipeFDs: [Int32] = [0, 0]
    guard pipe(&pipeFDs) == 0 else { return nil }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, pipeFDs[1], STDOUT_FILENO)
    posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addclose(&actions, pipeFDs[0])
    var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
    defer { for p in argv { free(p) } }
    var pid: pid_t = 0
    var envp = childEnvironment(environment)
    defer { for p in envp { free(p) } }
    let status = posix_spawnp(&pid, arguments[0], &actions, nil, &argv, &envp)
    close(pipeFDs[1])
    defer { close(pipeFDs[0]) }
    guard status == 0 else { return nil }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while bytes.count < 1 << 16 {
      let n = read(pipeFDs[0], &buffer, buffer.count)
      if n < 0 && errno == EINTR { continue }
      guard n > 0 else { break }
      bytes += buffer[..<n]
    }
    var exit: Int32 = 0
    while waitpid(pid, &exit, 0) < 0 && errno == EINTR {}
    guard exit == 0 else { return nil }
    while bytes.last == 0x0A || bytes.last == 0x0D { bytes.removeLast() }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// This process's environment with `overrides` put in, for `posix_spawn`
  /// (each string `strdup`ed, the last element nil).
  static func childEnvironment(_ overrides: [(name: String, value: String)]) -> [UnsafeMutablePointer<CChar>?]
  {
    let names = Set(overrides.map { $0.name + "=" })
    var result: [UnsafeMutablePointer<CChar>?] = []
    var entry = environ
    while let pointer = entry.pointee {
      let text = String(cString: pointer)
      entry += 1
      if let equals = text.firstIndex(of: "="), names.contains(String(text[...equals])) { continue }
      result.append(strdup(pointer))
    }
    for (name, value) in overrides { result.append(strdup(name + "=" + value)) }
    return result + [nil]
  }
}
