// swift-tools-version: 6.0
// Lattice: a list/grid UI engine and viewer for the Linux desktop.
//
// Layers (dependencies point down only; see docs/architecture.md):
//
//   LatticeApp (executable `lattice`: the command line)
//     ├── LatticeBench (`lattice bench …`) ── LatticeViewer
//     ├── LatticeViewer (the window, its scenes, search)
//     ├── LatticeGTK (the canvas widget, renderer, text, images) ── InputFiles
//     │     └── Gtk (the typed GTK layer: widgets, signals, dialogs, launching) ── CGtk (system library over gtk4)
//     ├── LayoutSpec (JSON layout specs → engine values) ── JSONInput
//     ├── Catalog (catalogues and any CSV/TSV/JSON/JSON Lines/SQLite file → sections and items)
//     │     ├── JSONInput (safe file reading, path-tracking JSON) ── CPageGuard (C: mapped files cut short read zeros)
//     │     ├── CSQLite (system library over libsqlite3)
//     │     └── CCompression (system library over zlib, liblzma, libbz2, libzstd, libarchive)
//     └── CollectionView
//           ├── LatticeLayout        (pure layout engine, no GTK)
//           └── DiffableDataSource   (snapshots and diffs, no GTK)
//
//   LatticeTracing (spans for perf and the tests) sits under all of them; SeededRandom (SplitMix64) serves the
//   benchmarks and the tests.
//
// No unsafe flags, so other packages can depend on Lattice by version: the generic hot paths (snapshots, the
// diff) are @inlinable, which specialises them in the caller's module as cross-module optimisation did.
import PackageDescription

let package = Package(
    name: "Lattice",
    products: [
        .executable(name: "lattice", targets: ["LatticeApp"]),
        // The library a GTK app builds on: the layout engine, diffable data, the collection view model and
        // the GTK canvas widget with its text measurer, renderer and window helpers.
        .library(name: "LatticeLayout", targets: ["LatticeLayout"]),
        .library(name: "DiffableDataSource", targets: ["DiffableDataSource"]),
        .library(name: "CollectionView", targets: ["CollectionView"]),
        .library(name: "LatticeGTK", targets: ["LatticeGTK"]),
        // GTK for Swift, typed: owned widgets, signals as closures, windows and their actions, header bars, menus,
        // dialogs, settings, the clipboard, file launching; GTK's C API (CGtk) stays inside the package.
        .library(name: "Gtk", targets: ["Gtk"]),
        // The parsers (also what the libFuzzer package in Tests/Fuzz drives).
        .library(name: "Catalog", targets: ["Catalog"]),
        // A PostgreSQL server's tables as catalogue sections, paged from the server (`PostgreSQLRows`).
        .library(name: "PostgreSQLSource", targets: ["PostgreSQLSource"]),
        .library(name: "LayoutSpec", targets: ["LayoutSpec"])
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-collections", from: "1.1.0"),
        // `swift package generate-documentation` (make docs): the DocC catalogs under Sources/*/*.docc.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0")
    ],
    targets: [
        .target(name: "LatticeTracing"),
        .target(name: "LatticeLayout", dependencies: ["LatticeTracing"]),
        .target(
            name: "DiffableDataSource",
            dependencies: ["LatticeTracing", .product(name: "OrderedCollections", package: "swift-collections")]),
        .target(name: "SeededRandom"),
        .target(name: "CollectionView", dependencies: ["LatticeLayout", "DiffableDataSource", "LatticeTracing"]),
        // A SIGBUS guard for mapped input files (C: a signal handler), under InputFiles.
        .target(name: "CPageGuard"),
        // Reading input files within their budgets: `InputFile`, `MappedPages`, `InputError`, `ResourceBudget`.
        .target(name: "InputFiles", dependencies: ["CPageGuard"]),
        .target(name: "JSONInput", dependencies: ["InputFiles"]),
        .target(name: "LayoutSpec", dependencies: ["LatticeLayout", "InputFiles", "JSONInput"]),
        // libsqlite3 (Debian's libsqlite3-dev): SQLite databases opened read-only as catalogues (docs/data-files.md).
        .systemLibrary(name: "CSQLite", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"])]),
        .systemLibrary(
            name: "CCompression",
            providers: [.apt(["zlib1g-dev", "liblzma-dev", "libbz2-dev", "libzstd-dev", "libarchive-dev"])]),
        .target(name: "Catalog", dependencies: ["InputFiles", "JSONInput", "CSQLite", "CCompression"]),
        // A folder's entries as a catalogue (names, sizes, dates, kinds; sorted, searched): the viewer's file-manager
        // side, kept apart from the readers of data files.
        .target(name: "Folders", dependencies: ["Catalog", "InputFiles", "JSONInput"]),
        // libpq (Debian's libpq-dev), PostgreSQL's own client: a server's tables as catalogues (docs/postgresql.md).
        .systemLibrary(name: "CLibPQ", pkgConfig: "libpq", providers: [.apt(["libpq-dev"])]),
        .target(name: "PostgreSQLSource", dependencies: ["Catalog", "InputFiles", "CLibPQ"]),
        .systemLibrary(name: "CGtk", pkgConfig: "gtk4", providers: [.apt(["libgtk-4-dev"])]),
        // The typed GTK layer: every widget, signal, shortcut, dialog and launch the shell uses (docs/architecture.md).
        .target(name: "Gtk", dependencies: ["CGtk"]),
        // What a GTK app embedding a Lattice view needs: the canvas widget, renderer, text, images, accessibility.
        .target(
            name: "LatticeGTK",
            dependencies: ["CGtk", "Gtk", "LatticeLayout", "CollectionView", "InputFiles", "LatticeTracing"]),
        // The viewer: its window and chrome, the scenes it draws a catalogue or folder into, and search.
        .target(
            name: "LatticeViewer",
            dependencies: [
                "LatticeLayout", "DiffableDataSource", "Catalog", "Folders", "PostgreSQLSource", "InputFiles",
                "JSONInput",
                "CollectionView", "Gtk", "LatticeGTK"
            ]),
        // `lattice bench …`: the benchmarks and their commands.
        .target(
            name: "LatticeBench",
            dependencies: [
                "LatticeViewer", "LatticeLayout", "DiffableDataSource", "Catalog", "Folders", "PostgreSQLSource",
                "InputFiles", "JSONInput",
                "CollectionView", "Gtk", "LatticeGTK", "SeededRandom",
                .product(name: "ArgumentParser", package: "swift-argument-parser")
            ]
        ),
        // `lattice`: the command line (open, render, layout, bench) over the viewer and the benchmarks.
        .executableTarget(
            name: "LatticeApp",
            dependencies: [
                "LatticeViewer", "LatticeBench", "LatticeLayout", "LayoutSpec", "Catalog", "Folders",
                "PostgreSQLSource",
                "InputFiles", "JSONInput", "CollectionView",
                "Gtk", "LatticeGTK", "LatticeTracing",
                .product(name: "ArgumentParser", package: "swift-argument-parser")
            ]
        ),
        .testTarget(name: "LatticeLayoutTests", dependencies: ["LatticeLayout", "SeededRandom"]),
        .testTarget(name: "DiffableDataSourceTests", dependencies: ["DiffableDataSource", "SeededRandom"]),
        .testTarget(
            name: "CollectionViewTests", dependencies: ["CollectionView", "DiffableDataSource", "SeededRandom"]),
        .testTarget(name: "LayoutSpecTests", dependencies: ["LayoutSpec", "LatticeLayout"]),
        .testTarget(
            name: "CatalogTests", dependencies: ["Catalog", "InputFiles", "CSQLite", "CCompression", "SeededRandom"]),
        .testTarget(name: "FoldersTests", dependencies: ["Folders", "Catalog", "InputFiles"]),
        .testTarget(name: "InputFilesTests", dependencies: ["InputFiles"]),
        .testTarget(name: "PostgreSQLSourceTests", dependencies: ["PostgreSQLSource", "Catalog", "InputFiles"]),
        .testTarget(name: "JSONInputTests", dependencies: ["JSONInput", "InputFiles"]),
        .testTarget(name: "LatticeTracingTests", dependencies: ["LatticeTracing"]),
        .testTarget(
            name: "LatticeViewerTests",
            dependencies: [
                "LatticeViewer", "Catalog", "Folders", "CollectionView", "DiffableDataSource", "Gtk", "LatticeGTK",
                "LatticeLayout"
            ]),
        .testTarget(name: "LatticeBenchTests", dependencies: ["LatticeBench"]),
        .testTarget(name: "LatticeAppTests", dependencies: ["LatticeApp"]),
        .testTarget(name: "GtkTests", dependencies: ["Gtk"]),
        .testTarget(
            name: "LatticeGTKTests",
            dependencies: ["LatticeGTK", "Gtk", "CollectionView", "DiffableDataSource", "LatticeLayout", "InputFiles"])
    ],
    swiftLanguageModes: [.v6]
)
