import ReorderTerminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

exit(ReorderCommand.main(Array(CommandLine.arguments.dropFirst())))
