import Testing
@testable import DiffableDataSource

private typealias RSnapshot = Snapshot<Int, Int>
private typealias RChangeSet = ChangeSet<Int, Int>

/// Independent references for checking a change set: a quadratic longest increasing subsequence, the
/// minimal move counts, and a replay of a change set that does not use `applied(to:)`.
private enum DiffReference {
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
        let stayingSections = old.sectionIdentifiers.filter { !deletedSections.contains($0) && !movedSections.contains($0) }
        let arrivingSections = changes.sectionInserts.map { ($0.index, $0.id) } + changes.sectionMoves.map { ($0.to, $0.id) }
        guard let sections = fill(count: stayingSections.count + arrivingSections.count, arrivals: arrivingSections,
                                  staying: stayingSections) else { return nil }

        let leaving = Set(changes.itemDeletes.map(\.id)).union(changes.itemMoves.map(\.id))
        var arrivalsBySection: [Int: [(Int, Int)]] = [:]
        for insert in changes.itemInserts {
            arrivalsBySection[insert.position.section, default: []].append((insert.position.item, insert.id))
        }
        for move in changes.itemMoves { arrivalsBySection[move.to.section, default: []].append((move.to.item, move.id)) }
        guard arrivalsBySection.keys.allSatisfy({ sections.indices.contains($0) }) else { return nil }
        var items: [[Int]] = []
        for (index, section) in sections.enumerated() {
            let staying = old.contains(section: section)
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
    static func problems(_ changes: RChangeSet, _ old: RSnapshot, _ new: RSnapshot, forcing: Set<Int> = [],
                         applying: Bool = true) -> [String] {
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
        for delete in changes.itemDeletes where old.itemIdentifier(at: delete.position) != delete.id || new.contains(item: delete.id) {
            problems.append("item delete \(delete) is wrong")
        }
        for insert in changes.itemInserts where new.itemIdentifier(at: insert.position) != insert.id || old.contains(item: insert.id) {
            problems.append("item insert \(insert) is wrong")
        }
        for move in changes.itemMoves where old.itemIdentifier(at: move.from) != move.id || new.itemIdentifier(at: move.to) != move.id {
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
        if changes.itemReconfigures.map(\.id).sorted() != new.reconfiguredItemIdentifiers.intersection(oldItems).sorted() {
            problems.append("item reconfigures \(changes.itemReconfigures) are not new's marks ∩ old")
        }
        let oldSections = Set(old.sectionIdentifiers), newSections = Set(new.sectionIdentifiers)
        if changes.sectionDeletes.map(\.id).sorted() != oldSections.subtracting(newSections).sorted() {
            problems.append("section deletes are not old − new")
        }
        if changes.sectionInserts.map(\.id).sorted() != newSections.subtracting(oldSections).sorted() {
            problems.append("section inserts are not new − old")
        }
        if changes.sectionReloads.map(\.id).sorted() != new.reloadedSectionIdentifiers.intersection(oldSections).sorted() {
            problems.append("section reloads are not new's marks ∩ old")
        }
        if changes.sectionReconfigures.map(\.id).sorted()
            != new.reconfiguredSectionIdentifiers.intersection(oldSections).sorted() {
            problems.append("section reconfigures are not new's marks ∩ old")
        }

        // Order: deletes by old position, inserts and marks by new position, ascending.
        if !isAscending(changes.itemDeletes.map(\.position)) { problems.append("item deletes are not ascending") }
        if !isAscending(changes.itemInserts.map(\.position)) { problems.append("item inserts are not ascending") }
        if !isAscending(changes.itemReloads.map(\.position)) { problems.append("item reloads are not ascending") }
        if !isAscending(changes.itemReconfigures.map(\.position)) { problems.append("item reconfigures are not ascending") }
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

    static func isAscending<T: Comparable>(_ values: [T]) -> Bool { zip(values, values.dropFirst()).allSatisfy { $0 < $1 } }
}

private extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}

/// Random snapshots and random edits of them.
private struct DiffScenario {
    var random: DiffRandom
    /// Identifiers not used yet by this scenario (old snapshots draw from 0..<300 and sections from 0..<12).
    var nextItem = 1_000
    var nextSection = 100

    init(seed: UInt64) { random = DiffRandom(seed: seed) }

    /// 0–5 sections of 0–40 items, identifiers unique and drawn from pools.
    mutating func oldSnapshot() -> RSnapshot {
        var snapshot = RSnapshot()
        let sections = random.shuffled(Array(0..<12)).prefix(random.int(in: 0...5))
        var pool = random.shuffled(Array(0..<300))[...]
        for section in sections {
            snapshot.appendSections([section])
            let count = random.int(in: 0...40)
            snapshot.appendItems(Array(pool.prefix(count)), toSection: section)
            pool = pool.dropFirst(count)
        }
        if random.chance(0.2) { markRandomly(&snapshot) }
        return snapshot
    }

    /// A new item identifier: usually fresh, sometimes one from the old pool (possibly deleted earlier in the
    /// same derivation, so it survives as the same identity).
    mutating func itemIdentifiers(count: Int, avoiding snapshot: RSnapshot) -> [Int] {
        var result: [Int] = []
        for _ in 0..<count {
            if random.chance(0.3) {
                let candidate = random.int(in: 0...299)
                if !snapshot.contains(item: candidate) && !result.contains(candidate) { result.append(candidate); continue }
            }
            result.append(nextItem)
            nextItem += 1
        }
        // Rarely, repeat one (the snapshot keeps the first and records a diagnostic).
        if !result.isEmpty && random.chance(0.05) { result.append(random.pick(result)) }
        return result
    }

    mutating func sectionIdentifier(avoiding snapshot: RSnapshot) -> Int {
        let candidate = random.int(in: 0...11)
        if !snapshot.contains(section: candidate) && random.chance(0.5) { return candidate }
        nextSection += 1
        return nextSection
    }

    mutating func markRandomly(_ snapshot: inout RSnapshot) {
        let items = snapshot.itemIdentifiers
        if !items.isEmpty {
            snapshot.reloadItems((0..<random.int(in: 0...3)).map { _ in random.pick(items) })
            snapshot.reconfigureItems((0..<random.int(in: 0...3)).map { _ in random.pick(items) })
        }
        let sections = snapshot.sectionIdentifiers
        if !sections.isEmpty {
            if random.chance(0.5) { snapshot.reloadSections([random.pick(sections)]) }
            if random.chance(0.5) { snapshot.reconfigureSections([random.pick(sections)]) }
        }
    }

    /// `old` after 0–12 random edits.
    mutating func derive(from old: RSnapshot) -> RSnapshot {
        var new = old
        for _ in 0..<random.int(in: 0...12) { edit(&new) }
        if random.chance(0.5) { markRandomly(&new) }
        return new
    }

    mutating func edit(_ snapshot: inout RSnapshot) {
        let items = snapshot.itemIdentifiers
        let sections = snapshot.sectionIdentifiers
        switch random.int(in: 0...13) {
        case 0, 1:  // delete items, anywhere
            guard !items.isEmpty else { return }
            snapshot.deleteItems(Array(Set((0..<random.int(in: 1...4)).map { _ in random.pick(items) })))
        case 2:  // insert items before or after an item
            guard !items.isEmpty else { return }
            let anchor = random.pick(items)
            let new = itemIdentifiers(count: random.int(in: 1...3), avoiding: snapshot)
            if random.chance(0.5) { snapshot.insertItems(new, beforeItem: anchor) } else { snapshot.insertItems(new, afterItem: anchor) }
        case 3:  // append items to a section
            guard !sections.isEmpty else { return }
            let new = itemIdentifiers(count: random.int(in: 1...4), avoiding: snapshot)
            snapshot.appendItems(new, toSection: random.pick(sections))
        case 4, 5:  // move an item within its section (if it has company)
            guard items.count >= 2 else { return }
            let item = random.pick(items)
            let section = snapshot.sectionIdentifier(containingItem: item)!
            let others = snapshot.itemIdentifiers(inSection: section).filter { $0 != item }
            guard !others.isEmpty else { return }
            let target = random.pick(others)
            if random.chance(0.5) { snapshot.moveItem(item, beforeItem: target) } else { snapshot.moveItem(item, afterItem: target) }
        case 6:  // move an item anywhere, often into another section
            guard items.count >= 2 else { return }
            let item = random.pick(items)
            let target = random.pick(items)
            guard item != target else { return }
            if random.chance(0.5) { snapshot.moveItem(item, beforeItem: target) } else { snapshot.moveItem(item, afterItem: target) }
        case 7:  // insert or append a section, sometimes with items
            let section = sectionIdentifier(avoiding: snapshot)
            if sections.isEmpty || random.chance(0.3) {
                snapshot.appendSections([section])
            } else if random.chance(0.5) {
                snapshot.insertSections([section], beforeSection: random.pick(sections))
            } else {
                snapshot.insertSections([section], afterSection: random.pick(sections))
            }
            if random.chance(0.5) {
                snapshot.appendItems(itemIdentifiers(count: random.int(in: 1...5), avoiding: snapshot), toSection: section)
            }
        case 8:  // delete a section and its items
            guard !sections.isEmpty && random.chance(0.5) else { return }
            snapshot.deleteSections([random.pick(sections)])
        case 9, 10:  // move a section
            guard sections.count >= 2 else { return }
            let section = random.pick(sections)
            let target = random.pick(sections)
            guard section != target else { return }
            if random.chance(0.5) {
                snapshot.moveSection(section, beforeSection: target)
            } else {
                snapshot.moveSection(section, afterSection: target)
            }
        case 11:  // replace a section's items: a shuffled subset plus a few new
            guard !sections.isEmpty else { return }
            let section = random.pick(sections)
            var replacement = random.shuffled(snapshot.itemIdentifiers(inSection: section).filter { _ in random.chance(0.8) })
            let extra = itemIdentifiers(count: random.int(in: 0...3), avoiding: snapshot)
            for item in extra { replacement.insert(item, at: random.int(in: 0...replacement.count)) }
            snapshot.replaceItems(inSection: section, with: replacement)
        case 12:
            markRandomly(&snapshot)
        case 13:  // start over, rarely
            guard random.chance(0.05) else { return }
            snapshot.deleteAllItems()
            snapshot.appendSections([sectionIdentifier(avoiding: snapshot)])
            snapshot.appendItems(itemIdentifiers(count: random.int(in: 0...5), avoiding: snapshot))
        default:
            break
        }
    }
}

@Suite struct ChangeSetRandomizedTests {
    static let baseSeed: UInt64 = 0x5EED_D1FF_0000_0001

    /// Records each failing case once (the first few in full), with the case index and seed to replay it.
    private static func report(_ failures: [(index: Int, seed: UInt64, problems: [String], old: RSnapshot, new: RSnapshot)],
                               of total: Int, sourceLocation: SourceLocation = #_sourceLocation) {
        for failure in failures.prefix(5) {
            Issue.record("""
                case \(failure.index) (seed 0x\(String(failure.seed, radix: 16))): \(failure.problems.joined(separator: "; "))
                  old: \(DiffReference.describe(failure.old))
                  new: \(DiffReference.describe(failure.new))
                """, sourceLocation: sourceLocation)
        }
        #expect(failures.isEmpty, "\(failures.count) of \(total) cases failed; the first: \(failures.map(\.index).prefix(20))",
                sourceLocation: sourceLocation)
    }

    @Test func randomPairsOfSnapshots() {
        let cases = 3_000
        var failures: [(index: Int, seed: UInt64, problems: [String], old: RSnapshot, new: RSnapshot)] = []
        var totals = (moves: 0, sectionMoves: 0, inserts: 0, deletes: 0, reloads: 0)
        for index in 0..<cases {
            let seed = DiffRandom.derive(Self.baseSeed, index)
            var scenario = DiffScenario(seed: seed)
            let old = scenario.oldSnapshot()
            let new = scenario.derive(from: old)
            let changes = RChangeSet(from: old, to: new)
            let problems = DiffReference.problems(changes, old, new)
            if !problems.isEmpty { failures.append((index, seed, problems, old, new)) }
            totals.moves += changes.itemMoves.count
            totals.sectionMoves += changes.sectionMoves.count
            totals.inserts += changes.itemInserts.count
            totals.deletes += changes.itemDeletes.count
            totals.reloads += changes.itemReloads.count + changes.itemReconfigures.count
        }
        Self.report(failures, of: cases)
        // The generator exercises every kind of change (guards against a silently degenerate generator).
        #expect(totals.moves > 1_000 && totals.sectionMoves > 100 && totals.inserts > 1_000 && totals.deletes > 1_000
                    && totals.reloads > 100, "\(totals)")
    }

    @Test func randomPairsWithForcedMoves() {
        let cases = 1_000
        var failures: [(index: Int, seed: UInt64, problems: [String], old: RSnapshot, new: RSnapshot)] = []
        for index in 0..<cases {
            let seed = DiffRandom.derive(Self.baseSeed ^ 0xF0, index)
            var scenario = DiffScenario(seed: seed)
            let old = scenario.oldSnapshot()
            let new = scenario.derive(from: old)
            var forcing = Set(old.itemIdentifiers.filter { _ in scenario.random.chance(0.1) })
            forcing.insert(scenario.random.int(in: 0...2_000))  // possibly an identifier in neither
            let changes = RChangeSet(from: old, to: new, forcingMoves: forcing)
            let problems = DiffReference.problems(changes, old, new, forcing: forcing)
            if !problems.isEmpty {
                failures.append((index, seed, problems + ["forcing \(forcing.sorted())"], old, new))
            }
        }
        Self.report(failures, of: cases)
    }

    /// Long single sections with few, scattered changes: the move count stays minimal on larger runs.
    @Test func largeSectionsWithScatteredMoves() {
        let cases = 60
        var failures: [(index: Int, seed: UInt64, problems: [String], old: RSnapshot, new: RSnapshot)] = []
        for index in 0..<cases {
            let seed = DiffRandom.derive(Self.baseSeed ^ 0xB16, index)
            var random = DiffRandom(seed: seed)
            let count = random.int(in: 50...250)
            var old = RSnapshot()
            old.appendSections([0, 1])
            old.appendItems(Array(0..<count), toSection: 0)
            old.appendItems(Array(count..<(count + 10)), toSection: 1)
            var new = old
            for _ in 0..<random.int(in: 1...8) {
                let item = random.int(in: 0...(count - 1)), target = random.int(in: 0...(count + 9))
                if item != target { new.moveItem(item, afterItem: target) }
            }
            if random.chance(0.3) {  // sometimes reverse a stretch
                var items = new.itemIdentifiers(inSection: 0)
                let start = random.int(in: 0...(items.count - 1)), end = random.int(in: start...(items.count - 1))
                items[start...end].reverse()
                new.replaceItems(inSection: 0, with: items)
            }
            let changes = RChangeSet(from: old, to: new)
            let problems = DiffReference.problems(changes, old, new)
            if !problems.isEmpty { failures.append((index, seed, problems, old, new)) }
        }
        Self.report(failures, of: cases)
    }

    @Test func referencesAgreeOnHandWorkedCases() {
        #expect(DiffReference.lisLength([]) == 0)
        #expect(DiffReference.lisLength([3, 0, 1, 4, 2]) == 3)
        #expect(DiffReference.lisLength([5, 4, 3, 2]) == 1)
        var old = RSnapshot()
        old.appendSections([0, 1])
        old.appendItems([1, 2, 3], toSection: 0)
        old.appendItems([4], toSection: 1)
        var new = old
        new.moveSection(1, beforeSection: 0)
        new.moveItem(3, beforeItem: 1)
        new.moveItem(2, afterItem: 4)
        #expect(DiffReference.minimalItemMoves(old, new) == 2)
        #expect(DiffReference.minimalSectionMoves(old, new) == 1)
        let replayed = DiffReference.replay(RChangeSet(from: old, to: new), on: old)
        #expect(replayed?.sections == [1, 0])
        #expect(replayed?.items == [[4, 2], [3, 1]])
        // The replay rejects a change set whose arrivals collide.
        var broken = RChangeSet(from: old, to: new)
        broken.itemMoves = broken.itemMoves.map { var move = $0; move.to = ItemPosition(section: 0, item: 0); return move }
        #expect(DiffReference.replay(broken, on: old) == nil)
    }

    /// The checks have teeth: corrupting a correct change set in any of these ways is caught.
    @Test func checksCatchCorruptedChangeSets() {
        var tried: [String: Int] = [:], missed: [String: [Int]] = [:]
        func check(_ kind: String, _ index: Int, _ corrupt: RChangeSet, _ old: RSnapshot, _ new: RSnapshot) {
            tried[kind, default: 0] += 1
            if DiffReference.problems(corrupt, old, new, applying: false).isEmpty { missed[kind, default: []].append(index) }
        }
        for index in 0..<300 {
            var scenario = DiffScenario(seed: DiffRandom.derive(Self.baseSeed ^ 0xBAD, index))
            let old = scenario.oldSnapshot()
            let new = scenario.derive(from: old)
            let changes = RChangeSet(from: old, to: new)
            if !changes.itemMoves.isEmpty {
                var corrupt = changes
                corrupt.itemMoves.removeFirst()
                check("dropped move", index, corrupt, old, new)
            }
            if !changes.itemInserts.isEmpty {
                var corrupt = changes
                corrupt.itemInserts[corrupt.itemInserts.count - 1].position.item += 1
                check("shifted insert", index, corrupt, old, new)
            }
            let moved = Set(changes.itemMoves.map(\.id))
            if let stayer = old.itemIdentifiers.first(where: { new.contains(item: $0) && !moved.contains($0) }) {
                // A correct but redundant move: only minimality can object.
                var corrupt = changes
                corrupt.itemMoves.append(.init(id: stayer, from: old.position(of: stayer)!, to: new.position(of: stayer)!))
                check("redundant move", index, corrupt, old, new)
            }
            if !changes.itemDeletes.isEmpty {
                var corrupt = changes
                corrupt.itemDeletes.removeLast()
                check("dropped delete", index, corrupt, old, new)
            }
            if !changes.sectionMoves.isEmpty {
                var corrupt = changes
                corrupt.sectionMoves.removeFirst()
                check("dropped section move", index, corrupt, old, new)
            }
        }
        #expect(missed.isEmpty, "corruptions not caught (case indices): \(missed)")
        #expect(["dropped move", "shifted insert", "redundant move", "dropped delete"].allSatisfy { tried[$0, default: 0] > 50 },
                "\(tried)")
        #expect(tried["dropped section move", default: 0] > 5, "\(tried)")
    }

    @Test func generatorIsDeterministic() {
        var a = DiffRandom(seed: 42), b = DiffRandom(seed: 42)
        #expect((0..<100).map { _ in a.next() } == (0..<100).map { _ in b.next() })
        var first = DiffScenario(seed: 7), second = DiffScenario(seed: 7)
        let oldA = first.oldSnapshot(), oldB = second.oldSnapshot()
        #expect(oldA == oldB)
        #expect(first.derive(from: oldA) == second.derive(from: oldB))
        var range = DiffRandom(seed: 1)
        #expect((0..<1_000).allSatisfy { _ in (3...5).contains(range.int(in: 3...5)) })
    }
}
