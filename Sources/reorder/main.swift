import ReorderTerminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

// The arguments as the bytes they are: a file name need not be UTF-8.
exit(ReorderCommand.main(SystemBytes.arguments))
