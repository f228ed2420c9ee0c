import ReorderBoard
import ReorderGitTerminal
import ReorderParagraphs
import ReorderTerminal
import ReorderTree

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

// The arguments as the bytes they are: a file name need not be UTF-8.
// The kinds of list beside the plain one, each a module of its own
// (KindModule): the command line, `--help` and `?` list them in this order.
exit(
  ReorderCommand.main(
    SystemBytes.arguments,
    kinds: [GitTerminalModule(), BoardModule(), TreeModule(), OutlineModule(), ParagraphsModule()]))
