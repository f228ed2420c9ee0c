// swift-tools-version:6.0
// Fuzz targets for reorder, kept out of the main package so that its
// `swift build` and `swift test` never need the fuzzer runtime. Sources are
// symlinks into ../Sources and ../Tests; the types the decoder shares with
// the engine (key phases, pointer buttons, control sequences) come from
// the main package's ReorderCore. Build and run with `make fuzz`.
import PackageDescription

let package = Package(
  name: "reorder-fuzz",
  dependencies: [.package(name: "reorder", path: "..")],
  targets: [
    .executableTarget(
      name: "fuzz-decoder", dependencies: [.product(name: "ReorderCore", package: "reorder")])
  ],
  swiftLanguageModes: [.v6]
)
