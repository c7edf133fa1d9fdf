// swift-tools-version:6.0
// libFuzzer targets for Lattice's parsers (a package of its own: -sanitize=fuzzer brings libFuzzer's main).
// Build and run with `make fuzz-parsers` (see docs/reliability.md).
import PackageDescription

let fuzzSettings: [SwiftSetting] = [.unsafeFlags(["-parse-as-library"])]
// gold fails on these executables (an internal error in its DWARF reader); the toolchain's lld links them.
let fuzzLinking: [LinkerSetting] = [.unsafeFlags(["-use-ld=lld"])]

let package = Package(
    name: "LatticeFuzz",
    dependencies: [.package(name: "Lattice", path: "../..")],
    targets: [
        .target(name: "FuzzSupport", dependencies: [.product(name: "Catalog", package: "Lattice")]),
        .executableTarget(
            name: "FuzzCatalogJSON", dependencies: ["FuzzSupport", .product(name: "Catalog", package: "Lattice")],
            swiftSettings: fuzzSettings, linkerSettings: fuzzLinking),
        .executableTarget(
            name: "FuzzCatalogCSV", dependencies: ["FuzzSupport", .product(name: "Catalog", package: "Lattice")],
            swiftSettings: fuzzSettings, linkerSettings: fuzzLinking),
        .executableTarget(
            name: "FuzzDataFile", dependencies: ["FuzzSupport", .product(name: "Catalog", package: "Lattice")],
            swiftSettings: fuzzSettings, linkerSettings: fuzzLinking),
        .executableTarget(
            name: "FuzzLayoutSpec", dependencies: ["FuzzSupport", .product(name: "LayoutSpec", package: "Lattice")],
            swiftSettings: fuzzSettings, linkerSettings: fuzzLinking)
    ],
    swiftLanguageModes: [.v6]
)
