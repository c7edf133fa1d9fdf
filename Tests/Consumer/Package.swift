// swift-tools-version: 6.0
// An app outside Lattice that depends on it by version, as a developer's package would: it imports every
// library product. `Tests/Consumer/check-consumer.sh` (part of `make test`) points LATTICE_URL at a tagged
// clone of the repository, builds this package, checks Lattice's build warnings, and runs the app under Xvfb.
import PackageDescription

let lattice = Context.environment["LATTICE_URL"] ?? "https://github.com/lattice-project/lattice"

let package = Package(
    name: "LatticeConsumer",
    dependencies: [.package(url: lattice, from: "1.0.0")],
    targets: [
        .executableTarget(name: "LatticeConsumer", dependencies: [
            .product(name: "LatticeLayout", package: "lattice"),
            .product(name: "DiffableDataSource", package: "lattice"),
            .product(name: "CollectionView", package: "lattice"),
            .product(name: "LatticeGTK", package: "lattice"),
            .product(name: "Catalog", package: "lattice"),
            .product(name: "LayoutSpec", package: "lattice"),
        ]),
    ],
    swiftLanguageModes: [.v6]
)
