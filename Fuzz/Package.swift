// swift-tools-version:6.0
// Fuzz targets for reorder, kept out of the main package so that its
// `swift build` and `swift test` never need the fuzzer runtime. Sources are
// symlinks into ../Sources and ../Tests. Build and run with `make fuzz`.
import PackageDescription

let package = Package(
  name: "reorder-fuzz",
  targets: [
    .executableTarget(name: "fuzz-decoder")
  ],
  swiftLanguageModes: [.v6]
)
