// swift-tools-version: 6.0
// Lattice: a list/grid UI engine and viewer for the Linux desktop.
//
// Layers (dependencies point down only; see docs/architecture.md):
//
//   LatticeApp (executable `lattice`)
//     ├── GtkShell ── CGtk (system library over gtk4), JSONInput (safe file opening, resource budgets)
//     ├── LayoutSpec (JSON layout specs → engine values) ── JSONInput
//     ├── Catalog (catalogue files → sections and items) ── JSONInput (safe file reading, path-tracking JSON)
//     └── CollectionView
//           ├── CompositionalLayout   (pure layout engine, no GTK)
//           └── DiffableDataSource    (snapshots and diffs, no GTK)
//
//   SeededRandom (SplitMix64, deterministic random values) serves the app's benchmarks and the tests.
import PackageDescription

/// The core modules are generic (snapshots over any identifier) and called from other modules: without
/// cross-module optimisation their generic code runs unspecialised in release builds (measured: the diff
/// was 6–17× slower, boxing every identifier).
let crossModuleOptimization: [SwiftSetting] = [.unsafeFlags(["-cross-module-optimization"], .when(configuration: .release))]

let package = Package(
    name: "Lattice",
    products: [
        .executable(name: "lattice", targets: ["LatticeApp"]),
        .library(name: "CompositionalLayout", targets: ["CompositionalLayout"]),
        .library(name: "DiffableDataSource", targets: ["DiffableDataSource"]),
        .library(name: "CollectionView", targets: ["CollectionView"]),
        // The parsers, for the libFuzzer package in Tests/Fuzz.
        .library(name: "Catalog", targets: ["Catalog"]),
        .library(name: "LayoutSpec", targets: ["LayoutSpec"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-collections", from: "1.1.0"),
    ],
    targets: [
        .target(name: "Tracing"),
        .target(name: "CompositionalLayout", dependencies: ["Tracing"], swiftSettings: crossModuleOptimization),
        .target(name: "DiffableDataSource",
                dependencies: ["Tracing", .product(name: "OrderedCollections", package: "swift-collections")],
                swiftSettings: crossModuleOptimization),
        .target(name: "SeededRandom"),
        .target(name: "CollectionView", dependencies: ["CompositionalLayout", "DiffableDataSource", "Tracing"]),
        .target(name: "JSONInput"),
        .target(name: "LayoutSpec", dependencies: ["CompositionalLayout", "JSONInput"]),
        .target(name: "Catalog", dependencies: ["JSONInput"]),
        .systemLibrary(name: "CGtk", pkgConfig: "gtk4", providers: [.apt(["libgtk-4-dev"])]),
        .target(name: "GtkShell", dependencies: ["CGtk", "CollectionView", "JSONInput", "Tracing"]),
        .executableTarget(
            name: "LatticeApp",
            dependencies: [
                "CompositionalLayout", "DiffableDataSource", "LayoutSpec", "Catalog", "JSONInput", "CollectionView", "GtkShell",
                "SeededRandom", "Tracing", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "CompositionalLayoutTests", dependencies: ["CompositionalLayout", "SeededRandom"]),
        .testTarget(name: "DiffableDataSourceTests", dependencies: ["DiffableDataSource", "SeededRandom"]),
        .testTarget(name: "CollectionViewTests", dependencies: ["CollectionView", "DiffableDataSource", "SeededRandom"]),
        .testTarget(name: "LayoutSpecTests", dependencies: ["LayoutSpec", "CompositionalLayout"]),
        .testTarget(name: "CatalogTests", dependencies: ["Catalog", "SeededRandom"]),
        .testTarget(name: "TracingTests", dependencies: ["Tracing"]),
        .testTarget(name: "LatticeAppTests", dependencies: ["LatticeApp"]),
        .testTarget(name: "GtkShellTests", dependencies: ["GtkShell", "CollectionView", "CompositionalLayout"]),
    ],
    swiftLanguageModes: [.v6]
)
