import Foundation
import JSONInput
import LatticeLayout

/// A layout described in JSON (a "layout spec"), parsed into the engine's values.
///
/// A spec mirrors the Swift API one to one: a container size, the layout configuration, one section per
/// entry of `sections` (a group or a list, with its item count) and optional tables of measured sizes. See
/// docs/layout-spec.md for the grammar.
///
/// ```swift
/// let spec = try LayoutSpec.load(path: "data/layouts/three-column-grid.json")
/// let result = spec.solve()
/// print(result.json)
/// ```
///
/// Every value is validated before an engine value is made from it, so a bad spec throws a
/// `LayoutSpecError` naming the JSON path; it never trips one of the engine's preconditions.
public struct LayoutSpec: Sendable {
    /// The layout: the configuration and a section provider returning the spec's sections.
    public var layout: CompositionalLayout
    /// The item count of each section.
    public var itemCounts: ItemCounts
    /// The container (viewport) size.
    public var containerSize: Size
    /// Device pixels per logical pixel.
    public var displayScale: Double
    /// Answers from `measuredSizes` and `measuredSupplementarySizes`; `nil` when the spec has neither
    /// (estimates then stand).
    public var measurer: SpecMeasurer?

    /// The keys a spec's top-level object may have.
    static let topLevelKeys = [
        "description", "container", "scrollDirection", "interSectionSpacing", "contentInsets",
        "boundarySupplementaryItems", "displayScale", "sections", "measuredSizes",
        "measuredSupplementarySizes"
    ]

    /// Creates a spec from engine values.
    public init(
        layout: CompositionalLayout, itemCounts: ItemCounts, containerSize: Size, displayScale: Double = 1,
        measurer: SpecMeasurer? = nil
    ) {
        self.layout = layout
        self.itemCounts = itemCounts
        self.containerSize = containerSize
        self.displayScale = displayScale
        self.measurer = measurer
    }

    /// Reads and parses the spec file at `path` (a regular file of at most 16 MiB).
    public static func load(path: String) throws(LayoutSpecError) -> LayoutSpec {
        try parse(data: try SpecFile.read(path: path), source: path)
    }

    /// Parses a spec; `source` names it in errors (usually the file's path).
    public static func parse(data: Data, source: String) throws(LayoutSpecError) -> LayoutSpec {
        let root = JSONNode(root: try JSONValue.parse(data, source: source), source: source)
        let object = try root.object(allowing: topLevelKeys)
        _ = try object.optional("description")?.string()
        let containerSize = try object.required("container").size()
        var configuration = CompositionalLayoutConfiguration()
        if let node = object.optional("scrollDirection") { configuration.scrollDirection = try node.choice(Axis.self) }
        if let node = object.optional("interSectionSpacing") {
            configuration.interSectionSpacing = try node.nonNegativeNumber()
        }
        if let node = object.optional("contentInsets") { configuration.contentInsets = try node.insets() }
        if let node = object.optional("boundarySupplementaryItems") {
            configuration.boundarySupplementaryItems = try node.boundarySupplementaryItems()
        }
        let displayScale = try object.optional("displayScale")?.positiveNumber() ?? 1

        var entries: [SectionEntry] = []
        var totalItems = 0
        for node in try object.required("sections").array() {
            let entry = try node.section()
            totalItems += entry.itemCount
            guard totalItems <= JSONNode.itemCountLimit else {
                throw LayoutSpecError(
                    source: source, path: node.path(ofKey: "itemCount"),
                    message: "the sections hold more than \(JSONNode.itemCountLimit) items in all")
            }
            entries.append(entry)
        }
        let itemCounts = entries.map(\.itemCount)

        // The environment the engine will hand the section provider (lists are built for it).
        let insets = configuration.contentInsets
        let environment = LayoutEnvironment(
            containerSize: containerSize,
            effectiveContentSize: Size(
                width: max(0, containerSize.width - insets.leading - insets.trailing),
                height: max(0, containerSize.height - insets.top - insets.bottom)),
            displayScale: displayScale)

        var measurer: SpecMeasurer?
        if let node = object.optional("measuredSizes") {
            measurer = SpecMeasurer(cellSizes: try node.measuredCellSizes(itemCounts: itemCounts))
        }
        if let node = object.optional("measuredSupplementarySizes") {
            let kinds = entries.map { entry in
                entry.blueprint.makeSection(environment: environment).boundarySupplementaryItems.map(\.elementKind)
            }
            var tables = measurer ?? SpecMeasurer()
            tables.supplementarySizes = try node.measuredSupplementarySizes(sectionKinds: kinds)
            measurer = tables
        }

        let blueprints = entries.map(\.blueprint)
        let layout = CompositionalLayout(configuration: configuration) { index, environment in
            // The engine asks only for indices below `itemCounts.count`, which is `blueprints.count`.
            blueprints[min(max(index, 0), blueprints.count - 1)].makeSection(environment: environment)
        }
        return LayoutSpec(
            layout: layout, itemCounts: ItemCounts(itemCounts), containerSize: containerSize,
            displayScale: displayScale, measurer: measurer)
    }

    /// A fresh engine for the spec.
    public func makeEngine() -> LayoutEngine {
        LayoutEngine(
            layout: layout, dataSource: itemCounts, containerSize: containerSize,
            displayScale: displayScale, measurer: measurer)
    }

    /// Solves the spec with a fresh engine.
    ///
    /// Every element is queried (measuring every self-sizing one) until the layout is stable, so positions
    /// are final; then, with `rect`, only the elements meeting `rect` are kept (queried from the engine
    /// again). Orthogonal sections stay at their default scroll offset, 0.
    public func solve(in rect: Rect? = nil) -> LayoutResult {
        let engine = makeEngine()
        // Wide enough to hold every element (including orthogonal bands and anything placed at negative
        // coordinates), small enough that its edges stay finite.
        let everything = Rect(x: -1e300, y: -1e300, width: 2e300, height: 2e300)
        var attributes = engine.attributes(in: everything)
        var contentSize = engine.contentSize
        // Measuring grows or shrinks content; a settled layout answers the same query twice.
        for _ in 0..<8 {
            let again = engine.attributes(in: everything)
            let size = engine.contentSize
            let settled = again == attributes && size == contentSize
            attributes = again
            contentSize = size
            if settled { break }
        }
        if let rect {
            attributes = engine.attributes(in: rect)
            contentSize = engine.contentSize
        }
        return LayoutResult(contentSize: contentSize, attributes: attributes)
    }
}
