@testable import DiffableDataSource

/// Independent references for checking a change set: a quadratic longest increasing subsequence, the
/// minimal move counts, and a replay of a change set that does not use `applied(to:)`.
enum DiffReference {
    /// The length of a longest strictly increasing subsequence, by the quadratic textbook method.
    static func lisLength(_ values: [Int]) -> Int {
        var best = [Int](repeating: 1, count: values.count)
        for i in values.indices {
            for j in 0..<i where values[j] < values[i] && best[j] + 1 > best[i] { best[i] = best[j] + 1 }
        }
        return best.max() ?? 0
    }

    /// Each section's items, as plain arrays.
    static func layout(_ snapshot: RSnapshot) -> [[Int]] {
        snapshot.sectionIdentifiers.map { snapshot.itemIdentifiers(inSection: $0) }
    }

    static func describe(_ snapshot: RSnapshot) -> String {
        snapshot.sectionIdentifiers.map { "\($0): \(snapshot.itemIdentifiers(inSection: $0))" }.joined(separator: ", ")
    }

    /// The fewest item moves: items that changed section (or are forced), plus, per surviving section, the
    /// same-section survivors outside a longest increasing run of their new indices.
    static func minimalItemMoves(_ old: RSnapshot, _ new: RSnapshot, forcing: Set<Int> = []) -> Int {
        var count = 0
        for section in old.sectionIdentifiers {
            var newIndices: [Int] = []
            for item in old.itemIdentifiers(inSection: section) {
                guard let newSection = new.sectionIdentifier(containingItem: item) else { continue }
                if newSection != section || forcing.contains(item) {
                    count += 1
                } else {
                    newIndices.append(new.position(of: item)!.item)
                }
            }
            count += newIndices.count - lisLength(newIndices)
        }
        return count
    }

    /// The fewest section moves: surviving sections outside a longest increasing run of their new indices.
    static func minimalSectionMoves(_ old: RSnapshot, _ new: RSnapshot) -> Int {
        let newIndices = old.sectionIdentifiers.compactMap { new.indexOfSection($0) }
        return newIndices.count - lisLength(newIndices)
    }

    /// Rebuilds the new layout from `old` and the change set alone, by filling slots: every section (item)
    /// that arrives takes the slot at its new index (position), and the ones that stayed fill the remaining
    /// slots in their old order. Fails on an arrival out of range, two arrivals in one slot, or a count that
    /// does not add up.
    static func replay(_ changes: RChangeSet, on old: RSnapshot) -> (sections: [Int], items: [[Int]])? {
        let deletedSections = Set(changes.sectionDeletes.map(\.id))
        let movedSections = Set(changes.sectionMoves.map(\.id))
        let stayingSections = old.sectionIdentifiers.filter {
            !deletedSections.contains($0) && !movedSections.contains($0)
        }
        let arrivingSections =
            changes.sectionInserts.map { ($0.index, $0.id) } + changes.sectionMoves.map { ($0.to, $0.id) }
        guard
            let sections = fill(
                count: stayingSections.count + arrivingSections.count, arrivals: arrivingSections,
                staying: stayingSections)
        else { return nil }

        let leaving = Set(changes.itemDeletes.map(\.id)).union(changes.itemMoves.map(\.id))
        var arrivalsBySection: [Int: [(Int, Int)]] = [:]
        for insert in changes.itemInserts {
            arrivalsBySection[insert.position.section, default: []].append((insert.position.item, insert.id))
        }
        for move in changes.itemMoves {
            arrivalsBySection[move.to.section, default: []].append((move.to.item, move.id))
        }
        guard arrivalsBySection.keys.allSatisfy({ sections.indices.contains($0) }) else { return nil }
        var items: [[Int]] = []
        for (index, section) in sections.enumerated() {
            let staying =
                old.contains(section: section)
                ? old.itemIdentifiers(inSection: section).filter { !leaving.contains($0) } : []
            let arrivals = arrivalsBySection[index] ?? []
            guard let filled = fill(count: staying.count + arrivals.count, arrivals: arrivals, staying: staying)
            else { return nil }
            items.append(filled)
        }
        return (sections, items)
    }

    private static func fill(count: Int, arrivals: [(Int, Int)], staying: [Int]) -> [Int]? {
        var slots = [Int?](repeating: nil, count: count)
        for (index, id) in arrivals {
            guard slots.indices.contains(index), slots[index] == nil else { return nil }
            slots[index] = id
        }
        var rest = staying.makeIterator()
        for index in slots.indices where slots[index] == nil { slots[index] = rest.next() }
        guard rest.next() == nil else { return nil }
        return slots.map { $0! }
    }

    /// Everything wrong with `changes` as the change set from `old` to `new` (empty when it is right).
    /// `applying: false` skips `applied(to:)`, which traps on an inconsistent change set.
    static func problems(
        _ changes: RChangeSet, _ old: RSnapshot, _ new: RSnapshot, forcing: Set<Int> = [],
        applying: Bool = true
    ) -> [String] {
        var problems: [String] = []
        let newLayout = layout(new)

        // (a) Applying reproduces the new snapshot, by the library and by the independent replay.
        if applying {
            let applied = changes.applied(to: old)
            if applied.map(\.0) != new.sectionIdentifiers || applied.map(\.1) != newLayout {
                problems.append("applied(to:) gives \(applied), expected \(describe(new))")
            }
        }
        if let replayed = replay(changes, on: old) {
            if replayed.sections != new.sectionIdentifiers || replayed.items != newLayout {
                problems.append("replay gives \(replayed), expected \(describe(new))")
            }
        } else {
            problems.append("replay: arrivals collide, fall out of range or counts do not add up")
        }

        // (b) Every change names its identifier where it says.
        for delete in changes.itemDeletes
        where old.itemIdentifier(at: delete.position) != delete.id || new.contains(item: delete.id) {
            problems.append("item delete \(delete) is wrong")
        }
        for insert in changes.itemInserts
        where new.itemIdentifier(at: insert.position) != insert.id || old.contains(item: insert.id) {
            problems.append("item insert \(insert) is wrong")
        }
        for move in changes.itemMoves
        where old.itemIdentifier(at: move.from) != move.id || new.itemIdentifier(at: move.to) != move.id {
            problems.append("item move \(move) is wrong")
        }
        for reload in changes.itemReloads
        where new.itemIdentifier(at: reload.position) != reload.id || !old.contains(item: reload.id) {
            problems.append("item reload \(reload) is wrong")
        }
        for reconfigure in changes.itemReconfigures
        where new.itemIdentifier(at: reconfigure.position) != reconfigure.id || !old.contains(item: reconfigure.id) {
            problems.append("item reconfigure \(reconfigure) is wrong")
        }
        for delete in changes.sectionDeletes
        where old.sectionIdentifiers[safe: delete.index] != delete.id || new.contains(section: delete.id) {
            problems.append("section delete \(delete) is wrong")
        }
        for insert in changes.sectionInserts
        where new.sectionIdentifiers[safe: insert.index] != insert.id || old.contains(section: insert.id) {
            problems.append("section insert \(insert) is wrong")
        }
        for move in changes.sectionMoves
        where old.sectionIdentifiers[safe: move.from] != move.id || new.sectionIdentifiers[safe: move.to] != move.id {
            problems.append("section move \(move) is wrong")
        }
        for reload in changes.sectionReloads + changes.sectionReconfigures
        where new.sectionIdentifiers[safe: reload.index] != reload.id || !old.contains(section: reload.id) {
            problems.append("section reload/reconfigure \(reload) is wrong")
        }

        // Completeness: exactly the right identifiers, each once.
        let oldItems = Set(old.itemIdentifiers), newItems = Set(new.itemIdentifiers)
        if changes.itemDeletes.map(\.id).sorted() != oldItems.subtracting(newItems).sorted() {
            problems.append("item deletes \(changes.itemDeletes.map(\.id)) are not old − new")
        }
        if changes.itemInserts.map(\.id).sorted() != newItems.subtracting(oldItems).sorted() {
            problems.append("item inserts \(changes.itemInserts.map(\.id)) are not new − old")
        }
        if Set(changes.itemMoves.map(\.id)).count != changes.itemMoves.count { problems.append("an item moves twice") }
        let changedSection = oldItems.intersection(newItems).filter {
            old.sectionIdentifier(containingItem: $0) != new.sectionIdentifier(containingItem: $0)
        }
        if !changedSection.isSubset(of: changes.itemMoves.map(\.id)) {
            problems.append("items that changed section are missing from the moves")
        }
        let forcedSurvivors = forcing.intersection(oldItems).intersection(newItems)
        if !forcedSurvivors.isSubset(of: changes.itemMoves.map(\.id)) {
            problems.append("forced items \(forcedSurvivors.sorted()) are missing from the moves")
        }
        if changes.itemReloads.map(\.id).sorted() != new.reloadedItemIdentifiers.intersection(oldItems).sorted() {
            problems.append("item reloads \(changes.itemReloads) are not new's marks ∩ old")
        }
        if changes.itemReconfigures.map(\.id).sorted()
            != new.reconfiguredItemIdentifiers.intersection(oldItems).sorted()
        {
            problems.append("item reconfigures \(changes.itemReconfigures) are not new's marks ∩ old")
        }
        let oldSections = Set(old.sectionIdentifiers), newSections = Set(new.sectionIdentifiers)
        if changes.sectionDeletes.map(\.id).sorted() != oldSections.subtracting(newSections).sorted() {
            problems.append("section deletes are not old − new")
        }
        if changes.sectionInserts.map(\.id).sorted() != newSections.subtracting(oldSections).sorted() {
            problems.append("section inserts are not new − old")
        }
        if changes.sectionReloads.map(\.id).sorted()
            != new.reloadedSectionIdentifiers.intersection(oldSections).sorted()
        {
            problems.append("section reloads are not new's marks ∩ old")
        }
        if changes.sectionReconfigures.map(\.id).sorted()
            != new.reconfiguredSectionIdentifiers.intersection(oldSections).sorted()
        {
            problems.append("section reconfigures are not new's marks ∩ old")
        }

        // Order: deletes by old position, inserts and marks by new position, ascending.
        if !isAscending(changes.itemDeletes.map(\.position)) { problems.append("item deletes are not ascending") }
        if !isAscending(changes.itemInserts.map(\.position)) { problems.append("item inserts are not ascending") }
        if !isAscending(changes.itemReloads.map(\.position)) { problems.append("item reloads are not ascending") }
        if !isAscending(changes.itemReconfigures.map(\.position)) {
            problems.append("item reconfigures are not ascending")
        }
        if !isAscending(changes.sectionDeletes.map(\.index)) { problems.append("section deletes are not ascending") }
        if !isAscending(changes.sectionInserts.map(\.index)) { problems.append("section inserts are not ascending") }
        if !isAscending(changes.sectionReloads.map(\.index)) { problems.append("section reloads are not ascending") }

        // (c) Minimality.
        let expectedItemMoves = minimalItemMoves(old, new, forcing: forcing)
        if changes.itemMoves.count != expectedItemMoves {
            problems.append("\(changes.itemMoves.count) item moves, minimal is \(expectedItemMoves)")
        }
        let expectedSectionMoves = minimalSectionMoves(old, new)
        if changes.sectionMoves.count != expectedSectionMoves {
            problems.append("\(changes.sectionMoves.count) section moves, minimal is \(expectedSectionMoves)")
        }
        return problems
    }

    static func isAscending<T: Comparable>(_ values: [T]) -> Bool {
        zip(values, values.dropFirst()).allSatisfy { $0 < $1 }
    }
}

extension Array {
    fileprivate subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
