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
    .systemLibrary(
      name: "CNcursesw",
      pkgConfig: "ncursesw",
      providers: [.apt(["libncurses-dev"])]
    ),
    .target(name: "ReorderTerminal", dependencies: ["ReorderCore", "CNcursesw"]),
    .executableTarget(name: "reorder", dependencies: ["ReorderTerminal", "ReorderCore"]),
    .executableTarget(name: "reorder-bench", dependencies: ["ReorderCore", "ReorderTerminal"]),
    .target(name: "ReorderTestSupport", dependencies: ["ReorderCore"], path: "Tests/Support"),
    .testTarget(name: "ReorderCoreTests", dependencies: ["ReorderCore", "ReorderTestSupport"]),
    .testTarget(
      name: "ReorderTerminalTests", dependencies: ["ReorderTerminal", "ReorderCore", "ReorderTestSupport"],
      exclude: ["__Snapshots__"]),
  ],
  swiftLanguageModes: [.v6]
)
