import LatticeLayout

/// Turns "these items go there" into sequential moves with exact positions, by playing them on a copy of the
/// sections involved.
struct ReorderPlanner {
    private var sections: [Int: [ElementIdentity]]
    private let sectionIDs: [Int: ElementIdentity]

    /// The sections `sections` of `data`. - Complexity: O(items in them).
    init(data: any LayoutDataSource, sections: Set<Int>) {
        var items: [Int: [ElementIdentity]] = [:]
        var ids: [Int: ElementIdentity] = [:]
        for section in sections {
            items[section] = (0..<data.numberOfItems(inSection: section)).map {
                data.identity(ofItemAt: ItemPath(section: section, item: $0))
            }
            ids[section] = data.identity(ofSection: section)
        }
        self.sections = items
        self.sectionIDs = ids
    }

    /// Moves `block` (in order) together into `destination`, where `insertion` picks the index among the
    /// section's items without the block. Nil when nothing would change.
    func transaction(
        moving block: [ElementIdentity], into destination: Int, cause: ReorderCause,
        insertion: ([ElementIdentity]) -> Int
    ) -> ReorderTransaction? {
        let moving = Set(block)
        guard let destinationItems = sections[destination], let destinationID = sectionIDs[destination] else {
            return nil
        }
        let rest = destinationItems.filter { !moving.contains($0) }
        let index = min(max(insertion(rest), 0), rest.count)
        let successor = index < rest.count ? rest[index] : nil
        var simulation = sections
        var moves: [ReorderMove] = []
        for (k, item) in block.enumerated() {
            guard let section = simulation.first(where: { $0.value.contains(item) })?.key,
                let at = simulation[section]!.firstIndex(of: item)
            else { return nil }
            simulation[section]!.remove(at: at)
            let from = ReorderPosition(
                section: sectionIDs[section]!, index: at,
                before: at < simulation[section]!.count ? simulation[section]![at] : nil)
            let items = simulation[destination]!
            let to =
                k == 0
                ? (successor.flatMap { items.firstIndex(of: $0) } ?? items.count)
                : (items.firstIndex(of: block[k - 1]).map { $0 + 1 } ?? items.count)
            simulation[destination]!.insert(item, at: to)
            moves.append(
                ReorderMove(
                    item: item, from: from,
                    to: ReorderPosition(
                        section: destinationID, index: to, before: to < items.count ? items[to] : nil)))
        }
        guard simulation != sections else { return nil }
        // Items that land where they were are left out (a block's first item that did not move, say).
        return ReorderTransaction(moves: moves.filter { $0.from != $0.to }, cause: cause)
    }
}
