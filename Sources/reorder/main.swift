import ReorderGitTerminal
import ReorderParagraphs
import ReorderTerminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

// The arguments as the bytes they are: a file name need not be UTF-8.
// The kinds that come as modules of their own (KindModule), and git's
// terminal side (TerminalKindModule).
exit(
  ReorderCommand.main(
    SystemBytes.arguments, kinds: [ParagraphsModule()], terminalKinds: [GitTerminalModule()]))
