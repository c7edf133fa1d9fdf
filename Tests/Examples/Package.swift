// swift-tools-version: 6.0
// The seeds' apps ported to Lattice, as a developer's package outside the repository would write them: it
// depends on Lattice by version and uses only its public API. `Tests/Examples/check-examples.sh` (part of
// `make test`) points LATTICE_URL at a tagged clone of the repository, builds this package, checks Lattice's
// build warnings, runs each example under Xvfb and checks a screenshot of its window.
import PackageDescription

let latticeURL = Context.environment["LATTICE_URL"] ?? "https://github.com/lattice-project/lattice"
// `.product(package:)` takes the dependency's identity: its URL's last component, without ".git" (docs/library.md).
let lattice = String(latticeURL.split(separator: "/").last!.lowercased().split(separator: ".git").first!)

let package = Package(
    name: "LatticeExamples",
    dependencies: [.package(url: latticeURL, from: "1.0.0")],
    targets: [
        // The palette list imports every library product, so the package checks them all.
        .executableTarget(
            name: "PaletteList",
            dependencies: [
                .product(name: "LatticeLayout", package: lattice),
                .product(name: "DiffableDataSource", package: lattice),
                .product(name: "CollectionView", package: lattice),
                .product(name: "LatticeGTK", package: lattice),
                .product(name: "Gtk", package: lattice),
                .product(name: "Catalog", package: lattice),
                .product(name: "LayoutSpec", package: lattice),
                .product(name: "PostgreSQLSource", package: lattice)
            ]),
        .executableTarget(
            name: "Sidebar",
            dependencies: [
                .product(name: "LatticeLayout", package: lattice),
                .product(name: "DiffableDataSource", package: lattice),
                .product(name: "CollectionView", package: lattice),
                .product(name: "LatticeGTK", package: lattice)
            ]),
        .executableTarget(
            name: "ListableDemo",
            dependencies: [
                .product(name: "LatticeLayout", package: lattice),
                .product(name: "DiffableDataSource", package: lattice),
                .product(name: "CollectionView", package: lattice),
                .product(name: "LatticeGTK", package: lattice)
            ]),
        .executableTarget(
            name: "ModernLayouts",
            dependencies: [
                .product(name: "LatticeLayout", package: lattice),
                .product(name: "DiffableDataSource", package: lattice),
                .product(name: "CollectionView", package: lattice),
                .product(name: "LatticeGTK", package: lattice)
            ]),
        // A Photos-like browser driven by keyboard alone (Tests/Examples/check-photos.sh).
        .executableTarget(
            name: "Photos",
            dependencies: [
                .product(name: "LatticeLayout", package: lattice),
                .product(name: "DiffableDataSource", package: lattice),
                .product(name: "CollectionView", package: lattice),
                .product(name: "LatticeGTK", package: lattice),
                .product(name: "Gtk", package: lattice)
            ]),
        // Apple's "Implementing Modern Collection Views" sample, every screen (docs/examples.md).
        .executableTarget(
            name: "Gallery",
            dependencies: [
                .product(name: "LatticeLayout", package: lattice),
                .product(name: "DiffableDataSource", package: lattice),
                .product(name: "CollectionView", package: lattice),
                .product(name: "LatticeGTK", package: lattice)
            ])
    ],
    swiftLanguageModes: [.v6]
)
