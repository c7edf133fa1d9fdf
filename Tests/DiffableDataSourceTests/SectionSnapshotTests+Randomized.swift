import SeededRandom
import Testing

@testable import DiffableDataSource

extension SectionSnapshotTests {
    // MARK: Randomized against a reference model

    @Test(arguments: [1, 2, 3] as [UInt64])
    func randomOperationsAgreeWithAReferenceModel(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        var outline = SectionSnapshot<Int>()
        var model = OutlineModel()
        var nextID = 0
        var largest = 0, deepest = 0
        func fresh(_ count: Int) -> [Int] {
            defer { nextID += count }
            return Array(nextID..<nextID + count)
        }
        /// Up to 3 new identifiers, sometimes with a duplicate (present in the outline, or repeated).
        func newItems() -> [Int] {
            var items = fresh(random.modulo(4))
            if random.modulo(5) == 0 {
                let present = model.items
                if !present.isEmpty && random.modulo(2) == 0 {
                    items.insert(present[random.modulo(present.count)], at: random.modulo(items.count + 1))
                } else if let first = items.first {
                    items.append(first)
                }
            }
            return items
        }

        for step in 0..<1_500 {
            let present = model.items
            func anyItem() -> Int { present[random.modulo(present.count)] }
            var roll = present.isEmpty ? 0 : random.modulo(100)
            if present.count > 120 && roll < 40 { roll = 45 }
            var operation: String
            switch roll {
            case 0..<25:
                let parent: Int? = present.isEmpty || random.modulo(4) == 0 ? nil : anyItem()
                let items = newItems()
                operation = "append(\(items), to: \(String(describing: parent)))"
                outline.append(items, to: parent)
                model.append(items, to: parent)
            case 25..<40:
                let anchor = anyItem(), after = random.modulo(2) == 0, items = newItems()
                operation = "insert(\(items), \(after ? "after" : "before"): \(anchor))"
                if after { outline.insert(items, after: anchor) } else { outline.insert(items, before: anchor) }
                model.insert(items, nextTo: anchor, after: after)
            case 40..<55:
                let items = (0...random.modulo(2)).map { _ in anyItem() }
                operation = "delete(\(items))"
                outline.delete(items)
                model.delete(items)
            case 55..<70:
                let items = (0...random.modulo(2)).map { _ in anyItem() }
                operation = "expand(\(items))"
                outline.expand(items)
                model.expanded.formUnion(items)
            case 70..<80:
                let items = (0...random.modulo(2)).map { _ in anyItem() }
                operation = "collapse(\(items))"
                outline.collapse(items)
                model.expanded.subtract(items)
            case 80..<87:
                let item = anyItem(), flag = random.modulo(3) != 0
                operation = "markHasUnloadedChildren(\(item), \(flag))"
                outline.markHasUnloadedChildren(item, flag)
                if flag { model.unloaded.insert(item) } else { model.unloaded.remove(item) }
            case 87..<93:
                let parent = anyItem()
                var other = SectionSnapshot<Int>()
                var otherModel = OutlineModel()
                for _ in 0..<random.modulo(5) {
                    let otherItems = otherModel.items
                    let under: Int? =
                        otherItems.isEmpty || random.modulo(2) == 0
                        ? nil : otherItems[random.modulo(otherItems.count)]
                    // Mostly new identifiers; sometimes one the main outline already has.
                    let item = random.modulo(6) == 0 ? anyItem() : fresh(1)[0]
                    other.append([item], to: under)
                    otherModel.append([item], to: under)
                    if random.modulo(2) == 0 {
                        other.expand([item])
                        otherModel.expanded.insert(item)
                    }
                    if random.modulo(5) == 0 {
                        other.markHasUnloadedChildren(item)
                        otherModel.unloaded.insert(item)
                    }
                }
                operation = "replace(childrenOf: \(parent), using: \(otherModel.entries))"
                outline.replace(childrenOf: parent, using: other)
                model.replace(childrenOf: parent, with: otherModel)
            default:
                let parent = anyItem(), including = random.modulo(2) == 0
                operation = "snapshot(of: \(parent), includingParent: \(including))"
                let sub = outline.snapshot(of: parent, includingParent: including)
                let parents = model.parentMap()
                let start = model.index(of: parent)
                let expected = model.entries[(including ? start : start + 1)..<model.subtreeEnd(start)].map(\.id)
                let base = OutlineModel.ancestors(of: parent, parents).count + (including ? 0 : 1)
                try #require(sub.items == expected, "step \(step): \(operation)")
                for item in expected {
                    #expect(sub.level(of: item) == OutlineModel.ancestors(of: item, parents).count - base)
                    #expect(sub.isExpanded(item) == model.expanded.contains(item))
                    #expect(sub.hasUnloadedChildren(item) == model.unloaded.contains(item))
                }
            }
            try Self.check(outline, against: model, "step \(step) (seed \(seed)): \(operation)")
            largest = max(largest, model.entries.count)
            let parents = model.parentMap()
            deepest = max(deepest, model.entries.map { OutlineModel.ancestors(of: $0.id, parents).count }.max() ?? 0)
        }
        // The run reached interesting shapes (these hold for every seed above).
        #expect(largest >= 100 && deepest >= 5 && outline.diagnostics.count >= 50)
    }

    private static func check(_ outline: SectionSnapshot<Int>, against model: OutlineModel, _ context: String) throws {
        let parents = model.parentMap()
        try #require(outline.items == model.items, "\(context)")
        try #require(outline.visibleItems == model.visibleItems(parents), "\(context)")
        try #require(outline.rootItems == model.entries.filter { $0.parent == nil }.map(\.id), "\(context)")
        try #require(outline.numberOfItems == model.entries.count, "\(context)")
        try #require(outline.diagnostics.count == model.diagnosticCount, "\(context)")
        var childCount: [Int: Int] = [:]
        for entry in model.entries { if let parent = entry.parent { childCount[parent, default: 0] += 1 } }
        for entry in model.entries {
            let id = entry.id
            try #require(outline.parent(of: id) == entry.parent, "\(context): parent of \(id)")
            try #require(
                outline.level(of: id) == OutlineModel.ancestors(of: id, parents).count, "\(context): level of \(id)")
            try #require(outline.isExpanded(id) == model.expanded.contains(id), "\(context): expanded \(id)")
            try #require(outline.hasUnloadedChildren(id) == model.unloaded.contains(id), "\(context): unloaded \(id)")
            try #require(
                outline.isExpandable(id) == (childCount[id] != nil || model.unloaded.contains(id)),
                "\(context): expandable \(id)")
        }
        for probe in [model.entries.first, model.entries.dropFirst(model.entries.count / 2).first, model.entries.last] {
            guard let id = probe?.id else { continue }
            try #require(outline.index(of: id) == model.index(of: id), "\(context): index of \(id)")
        }
    }
}

/// The reference outline: entries in pre-order with their parents, recomputed naively.
private struct OutlineModel {
    var entries: [(id: Int, parent: Int?)] = []
    var expanded: Set<Int> = []
    var unloaded: Set<Int> = []
    /// How many identifiers were refused as duplicates.
    var diagnosticCount = 0

    var items: [Int] { entries.map(\.id) }

    /// Each non-root item's parent.
    func parentMap() -> [Int: Int] {
        var parents: [Int: Int] = [:]
        for entry in entries { if let parent = entry.parent { parents[entry.id] = parent } }
        return parents
    }

    /// The ancestors of `id`, nearest first.
    static func ancestors(of id: Int, _ parents: [Int: Int]) -> [Int] {
        var result: [Int] = []
        var current = parents[id]
        while let parent = current {
            result.append(parent)
            current = parents[parent]
        }
        return result
    }

    func visibleItems(_ parents: [Int: Int]) -> [Int] {
        entries.filter { Self.ancestors(of: $0.id, parents).allSatisfy(expanded.contains) }.map(\.id)
    }

    func index(of id: Int) -> Int { entries.firstIndex { $0.id == id }! }

    /// The index just past the subtree of the entry at `index`.
    func subtreeEnd(_ index: Int) -> Int {
        let parents = parentMap()
        let id = entries[index].id
        var end = index + 1
        while end < entries.count && Self.ancestors(of: entries[end].id, parents).contains(id) { end += 1 }
        return end
    }

    /// The new identifiers of `ids`, each once, counting the rest as diagnostics.
    mutating func admissible(_ ids: [Int]) -> [Int] {
        var seen = Set(items)
        let admitted = ids.filter { seen.insert($0).inserted }
        diagnosticCount += ids.count - admitted.count
        return admitted
    }

    mutating func append(_ ids: [Int], to parent: Int?) {
        let admitted = admissible(ids)
        let position = parent.map { subtreeEnd(index(of: $0)) } ?? entries.count
        entries.insert(contentsOf: admitted.map { (id: $0, parent: parent) }, at: position)
        if let parent { unloaded.remove(parent) }
    }

    mutating func insert(_ ids: [Int], nextTo anchor: Int, after: Bool) {
        let anchorIndex = index(of: anchor)
        let parent = entries[anchorIndex].parent
        let admitted = admissible(ids)
        entries.insert(
            contentsOf: admitted.map { (id: $0, parent: parent) },
            at: after ? subtreeEnd(anchorIndex) : anchorIndex)
    }

    mutating func delete(_ ids: [Int]) {
        let parents = parentMap()
        let doomed = Set(ids)
        let removed = Set(
            entries.map(\.id).filter {
                doomed.contains($0) || Self.ancestors(of: $0, parents).contains(where: doomed.contains)
            })
        entries.removeAll { removed.contains($0.id) }
        expanded.subtract(removed)
        unloaded.subtract(removed)
    }

    mutating func replace(childrenOf parent: Int, with other: OutlineModel) {
        let start = index(of: parent) + 1
        let end = subtreeEnd(start - 1)
        let removed = entries[start..<end].map(\.id)
        entries.removeSubrange(start..<end)
        expanded.subtract(removed)
        unloaded.subtract(removed)
        var present = Set(items)
        var skipped = Set<Int>()
        var grafted: [(id: Int, parent: Int?)] = []
        for entry in other.entries {
            if let otherParent = entry.parent, skipped.contains(otherParent) {
                skipped.insert(entry.id)
            } else if !present.insert(entry.id).inserted {
                skipped.insert(entry.id)
                diagnosticCount += 1
            } else {
                grafted.append((id: entry.id, parent: entry.parent ?? parent))
                if other.expanded.contains(entry.id) { expanded.insert(entry.id) }
                if other.unloaded.contains(entry.id) { unloaded.insert(entry.id) }
            }
        }
        entries.insert(contentsOf: grafted, at: start)
        unloaded.remove(parent)
    }
}
