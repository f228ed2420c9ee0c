// libFuzzer entry point: any bytes into InputDecoder, checked against
// DecoderProperties (Tests/ReorderFrontEndTests/Input/DecoderProperties.swift).
// Built and run by `make fuzz`; see Fuzz/README.md.
//
// SwiftPM links an executable's main under its own name, so this calls
// libFuzzer's driver itself instead of leaving main to libFuzzer.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

@_silgen_name("LLVMFuzzerRunDriver")
func runFuzzerDriver(
  _ argc: UnsafeMutablePointer<CInt>,
  _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
  _ body: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

var argc = CommandLine.argc
var argv = CommandLine.unsafeArgv
let status = runFuzzerDriver(&argc, &argv) { data, size in
  let input = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  if let violation = DecoderProperties.violation(input) {
    fatalError(violation)
  }
  return 0
}
exit(status)
