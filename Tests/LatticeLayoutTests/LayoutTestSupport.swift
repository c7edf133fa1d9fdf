@testable import LatticeLayout

/// A measurer answering from a table of sizes per index path (the proposal when absent).
struct TableMeasurer: LayoutMeasuring {
    var sizes: [ItemPath: Size] = [:]
    var supplementarySizes: [String: Size] = [:]
    var fallback: ((MeasureRequest) -> Size)?

    func measure(_ request: MeasureRequest) -> Size {
        if request.category == .supplementary {
            return supplementarySizes["\(request.indexPath.section):\(request.elementKind)"] ?? request.proposedSize
        }
        return sizes[request.indexPath] ?? fallback?(request) ?? request.proposedSize
    }
}

/// Data with explicit item identifiers, so tests can move items and watch measured sizes follow them.
struct IdentifiedItems: LayoutDataSource {
    var sections: [[String]]

    var numberOfSections: Int { sections.count }
    func numberOfItems(inSection section: Int) -> Int { sections[section].count }
    func identity(ofItemAt path: ItemPath) -> ElementIdentity { ElementIdentity(sections[path.section][path.item]) }
    func path(ofItem identity: ElementIdentity) -> ItemPath? {
        guard let id = identity.value(as: String.self) else { return nil }
        for (section, items) in sections.enumerated() {
            if let item = items.firstIndex(of: id) { return ItemPath(section: section, item: item) }
        }
        return nil
    }
}

func size(_ width: LayoutDimension, _ height: LayoutDimension) -> LayoutSize {
    LayoutSize(width: width, height: height)
}

/// An engine for one layout over `counts`.
func makeEngine(
    _ layout: CompositionalLayout, counts: [Int], width: Double = 600, height: Double = 800,
    measurer: (any LayoutMeasuring)? = nil
) -> LayoutEngine {
    LayoutEngine(
        layout: layout, dataSource: ItemCounts(counts), containerSize: Size(width: width, height: height),
        measurer: measurer)
}

/// Every element of the engine's content (queried until measuring stops growing the content).
func allAttributes(_ engine: LayoutEngine) -> [LayoutAttributes] {
    var content = engine.contentSize
    var result: [LayoutAttributes] = []
    for _ in 0..<10 {
        result = engine.attributes(in: Rect(origin: .zero, size: content))
        let now = engine.contentSize
        if now == content { break }
        content = now
    }
    return result
}

/// The cell frames of `section`, in item order.
func cellFrames(_ engine: LayoutEngine, section: Int = 0) -> [Rect] {
    allAttributes(engine).filter { $0.category == .cell && $0.indexPath.section == section }
        .sorted { $0.indexPath < $1.indexPath }.map(\.frame)
}

/// The frame of the supplementary of `kind` in `section`.
func supplementaryFrame(_ engine: LayoutEngine, kind: String, section: Int = 0) -> Rect? {
    allAttributes(engine).first {
        $0.category == .supplementary && $0.elementKind == kind && $0.indexPath.section == section
    }?.frame
}

/// A full-width list row section of absolute row height.
func rowsSection(height: Double) -> LayoutSection {
    let row = size(.fractionalWidth(1), .absolute(height))
    return LayoutSection(group: .horizontal(size: row, subitems: [.item(LayoutItem(size: row))]))
}
