// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "reorder",
  products: [
    .executable(name: "reorder", targets: ["reorder"]),
    .library(name: "ReorderCore", targets: ["ReorderCore"]),
  ],
  targets: [
    .target(name: "ReorderCore"),
    // ncursesw without pkg-config: its flags (-D_DEFAULT_SOURCE
    // -D_XOPEN_SOURCE=600) are ones SwiftPM refuses with a warning on every
    // build; the shim defines NCURSES_WIDECHAR instead, and the module map
    // links ncursesw (Debian's libncursesw.so pulls in libtinfo). `make`
    // checks for the headers (libncurses-dev) first.
    .systemLibrary(name: "CNcursesw"),
    // The front end without a terminal: the model, the key bindings and the
    // view into a Canvas. It imports neither Glibc nor curses, so it cannot
    // touch a file, start a process or draw on its own.
    .target(name: "ReorderFrontEnd", dependencies: ["ReorderCore"]),
    // The terminal: the event loop, screens, files, processes and the
    // command line. It names no kind: the command line asks the kind
    // modules main.swift lists (KindModule; TerminalKindModule for a kind
    // with processes of its own, as git's).
    .target(
      name: "ReorderTerminal",
      dependencies: ["ReorderCore", "ReorderFrontEnd", "CNcursesw"]),
    // A kind of list as a module of its own (`--paragraphs`): it depends
    // on the core and the front end, never the other way; main.swift
    // lists it (KindModule).
    .target(name: "ReorderParagraphs", dependencies: ["ReorderCore", "ReorderFrontEnd"]),
    // git rebase todos (`--git`): the todo's grammar, actions and folds,
    // and what the front end draws and binds for them.
    .target(name: "ReorderGit", dependencies: ["ReorderCore", "ReorderFrontEnd"]),
    // git mode's processes: the todo editor, the changed files, the
    // repository, the rebase's abort, the preview command.
    .target(
      name: "ReorderGitTerminal",
      dependencies: ["ReorderGit", "ReorderCore", "ReorderFrontEnd", "ReorderTerminal"]),
    // Boards (`--board`): columns of cards, their moves, drag and view,
    // and what the front end draws and binds for them.
    .target(name: "ReorderBoard", dependencies: ["ReorderCore", "ReorderFrontEnd"]),
    // Trees and outlines (`--tree`, `--outline`): their rows, moves, keys
    // and options.
    .target(name: "ReorderTree", dependencies: ["ReorderCore", "ReorderFrontEnd"]),
    .executableTarget(
      name: "reorder",
      dependencies: [
        "ReorderTerminal", "ReorderCore", "ReorderParagraphs", "ReorderGit", "ReorderGitTerminal", "ReorderBoard",
        "ReorderTree",
      ]),
    .executableTarget(
      name: "reorder-bench",
      dependencies: ["ReorderCore", "ReorderFrontEnd", "ReorderTerminal", "ReorderBoard", "ReorderTree"]),
    // The git actions under the names the engine's tests use: the random
    // sessions of every suite make them.
    .target(name: "ReorderTestSupport", dependencies: ["ReorderCore", "ReorderGit"], path: "Tests/Support"),
    // What the front end's, the terminal's and the kinds' tests share: an
    // app over a few lines, terminal input, golden screens.
    .target(
      name: "ReorderFrontEndTestSupport",
      dependencies: ["ReorderCore", "ReorderFrontEnd", "ReorderTestSupport"],
      path: "Tests/FrontEndSupport"),
    // The kind modules as main.swift lists them, for the tests that go
    // through the command line.
    .target(
      name: "ReorderKindsTestSupport",
      dependencies: [
        "ReorderTerminal", "ReorderFrontEnd", "ReorderCore", "ReorderGitTerminal", "ReorderBoard", "ReorderTree",
        "ReorderParagraphs",
      ],
      path: "Tests/KindsSupport"),
    // The tests mirror the targets: core, front end, terminal, one per kind.
    .testTarget(name: "ReorderCoreTests", dependencies: ["ReorderCore", "ReorderGit", "ReorderTestSupport"]),
    .testTarget(
      name: "ReorderFrontEndTests",
      dependencies: ["ReorderFrontEnd", "ReorderCore", "ReorderTestSupport", "ReorderFrontEndTestSupport"],
      exclude: ["__Snapshots__"]),
    .testTarget(
      name: "ReorderParagraphsTests",
      dependencies: [
        "ReorderParagraphs", "ReorderTerminal", "ReorderFrontEnd", "ReorderCore", "ReorderTestSupport",
        "ReorderFrontEndTestSupport", "ReorderKindsTestSupport",
      ]),
    .testTarget(
      name: "ReorderGitTests",
      dependencies: [
        "ReorderGit", "ReorderGitTerminal", "ReorderTerminal", "ReorderFrontEnd", "ReorderCore",
        "ReorderTestSupport", "ReorderFrontEndTestSupport", "ReorderKindsTestSupport",
      ]),
    .testTarget(
      name: "ReorderBoardTests",
      dependencies: [
        "ReorderBoard", "ReorderTerminal", "ReorderFrontEnd", "ReorderCore", "ReorderTestSupport",
        "ReorderFrontEndTestSupport", "ReorderKindsTestSupport",
      ],
      exclude: ["__Snapshots__"]),
    .testTarget(
      name: "ReorderTreeTests",
      dependencies: [
        "ReorderTree", "ReorderTerminal", "ReorderFrontEnd", "ReorderCore", "ReorderTestSupport",
        "ReorderFrontEndTestSupport", "ReorderKindsTestSupport",
      ],
      exclude: ["__Snapshots__"]),
    .testTarget(
      name: "ReorderTerminalTests",
      dependencies: [
        "ReorderTerminal", "ReorderFrontEnd", "ReorderCore", "ReorderParagraphs", "ReorderGit",
        "ReorderGitTerminal", "ReorderTree", "ReorderTestSupport",
        "ReorderFrontEndTestSupport", "ReorderKindsTestSupport",
      ],
      exclude: ["__Snapshots__"]),
  ],
  swiftLanguageModes: [.v6]
)
