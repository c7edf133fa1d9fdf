import LatticeLayout

/// The data as a drag would leave it: `base` with the dragged items taken out and put together at a
/// destination, so the layout opens a gap where they would land and the others make room, animated.
///
/// Nothing is copied: positions are mapped through the dragged items' own, so each query costs O(dragged
/// items) — a drag over a million items costs what a drag over ten does.
struct ReorderPreviewData: LayoutDataSource {
    let base: any LayoutDataSource
    /// The dragged items, in the order they land, with where they are in `base`.
    let block: [(identity: ElementIdentity, path: ItemPath)]
    /// Where the block lands: its section, and its index among the section's other items.
    let destination: ItemPath
    /// The block's paths in `base`, by section, ascending.
    private let removed: [Int: [Int]]

    init(base: any LayoutDataSource, block: [(identity: ElementIdentity, path: ItemPath)], destination: ItemPath) {
        self.base = base
        self.block = block
        self.destination = destination
        removed = Dictionary(grouping: block.map(\.path), by: \.section).mapValues { $0.map(\.item).sorted() }
    }

    var numberOfSections: Int { base.numberOfSections }

    func numberOfItems(inSection section: Int) -> Int {
        base.numberOfItems(inSection: section) - (removed[section]?.count ?? 0)
            + (section == destination.section ? block.count : 0)
    }

    func identity(ofSection section: Int) -> ElementIdentity { base.identity(ofSection: section) }

    func identity(ofItemAt path: ItemPath) -> ElementIdentity {
        var index = path.item
        if path.section == destination.section {
            if index >= destination.item && index < destination.item + block.count {
                return block[index - destination.item].identity
            }
            if index >= destination.item + block.count { index -= block.count }
        }
        // `index` counts the section's items without the block: step over the block's own places.
        for taken in removed[path.section] ?? [] where taken <= index { index += 1 }
        return base.identity(ofItemAt: ItemPath(section: path.section, item: index))
    }

    func path(ofItem identity: ElementIdentity) -> ItemPath? {
        if let position = block.firstIndex(where: { $0.identity == identity }) {
            return ItemPath(section: destination.section, item: destination.item + position)
        }
        guard let path = base.path(ofItem: identity) else { return nil }
        var index = path.item - (removed[path.section]?.filter { $0 < path.item }.count ?? 0)
        if path.section == destination.section && index >= destination.item { index += block.count }
        return ItemPath(section: path.section, item: index)
    }
}
