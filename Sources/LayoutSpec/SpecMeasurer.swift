import JSONInput
import LatticeLayout

/// A `LayoutMeasuring` that answers from tables: a spec's `measuredSizes` (per section, per item) and
/// `measuredSupplementarySizes` (per section and element kind).
///
/// Elements without an entry measure as the size the layout proposed, so their estimates stand. The engine
/// uses only the estimated dimensions of an answer.
public struct SpecMeasurer: LayoutMeasuring, Hashable, Sendable {
    /// The measured size of each cell, by section then item; `nil` entries (and missing ones) answer the
    /// proposal.
    public var cellSizes: [[Size?]]
    /// The measured size of each boundary supplementary, by section then element kind.
    public var supplementarySizes: [Int: [String: Size]]

    /// Creates a measurer from its tables.
    public init(cellSizes: [[Size?]] = [], supplementarySizes: [Int: [String: Size]] = [:]) {
        self.cellSizes = cellSizes
        self.supplementarySizes = supplementarySizes
    }

    /// The table's size for the element, or the proposed size when the table has no entry.
    public func measure(_ request: MeasureRequest) -> Size {
        let path = request.indexPath
        switch request.category {
        case .cell:
            guard cellSizes.indices.contains(path.section), cellSizes[path.section].indices.contains(path.item),
                let size = cellSizes[path.section][path.item]
            else { return request.proposedSize }
            return size
        case .supplementary, .decoration:
            return supplementarySizes[path.section]?[request.elementKind] ?? request.proposedSize
        }
    }
}

extension JSONNode {
    /// `measuredSizes`: an array (at most one per section) of arrays (at most one per item) of sizes or null.
    func measuredCellSizes(itemCounts: [Int]) throws(LayoutSpecError) -> [[Size?]] {
        let sections = try array()
        var table: [[Size?]] = []
        for (section, sectionNode) in sections.enumerated() {
            guard section < itemCounts.count else {
                throw sectionNode.error(
                    "there is no section \(section) (the spec has \(itemCounts.count) "
                        + (itemCounts.count == 1 ? "section)" : "sections)"))
            }
            var sizes: [Size?] = []
            for (item, itemNode) in try sectionNode.array().enumerated() {
                guard item < itemCounts[section] else {
                    throw itemNode.error(
                        "there is no item \(item) in section \(section) (it has "
                            + "\(itemCounts[section]) " + (itemCounts[section] == 1 ? "item)" : "items)"))
                }
                if case .null = itemNode.value {
                    sizes.append(nil)
                } else {
                    sizes.append(try itemNode.size())
                }
            }
            table.append(sizes)
        }
        return table
    }

    /// `measuredSupplementarySizes`: `{"SECTION:KIND": {"width", "height"}}`, each naming a boundary
    /// supplementary the section has.
    func measuredSupplementarySizes(sectionKinds: [[String]]) throws(LayoutSpecError) -> [Int: [String: Size]] {
        let reader = try anyObject()
        var table: [Int: [String: Size]] = [:]
        for key in reader.keys.sorted() {
            guard let member = reader.optional(key) else { continue }
            let parts = key.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2, let section = Int(parts[0]), !parts[1].isEmpty else {
                throw member.error("expected a key of the form \"SECTION:KIND\" (e.g. \"0:header\")")
            }
            let kind = String(parts[1])
            guard sectionKinds.indices.contains(section) else {
                throw member.error(
                    "there is no section \(section) (the spec has \(sectionKinds.count) "
                        + (sectionKinds.count == 1 ? "section)" : "sections)"))
            }
            guard sectionKinds[section].contains(kind) else {
                let kinds = sectionKinds[section].map { "\"\($0)\"" }.joined(separator: ", ")
                throw member.error(
                    "section \(section) has no boundary supplementary of kind \"\(kind)\""
                        + (kinds.isEmpty ? " (it has none)" : " (it has \(kinds))"))
            }
            table[section, default: [:]][kind] = try member.size()
        }
        return table
    }
}
