import SeededRandom
import Testing

@testable import DiffableDataSource

// Shared with DiffReference.swift and DiffScenario.swift.
typealias RSnapshot = Snapshot<Int, Int>
typealias RChangeSet = ChangeSet<Int, Int>

@Suite struct ChangeSetRandomizedTests {
    static let baseSeed: UInt64 = 0x5EED_D1FF_0000_0001

    /// Records each failing case once (the first few in full), with the case index and seed to replay it.
    private static func report(
        _ failures: [(index: Int, seed: UInt64, problems: [String], old: RSnapshot, new: RSnapshot)],
        of total: Int, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        for failure in failures.prefix(5) {
            Issue.record(
                """
                case \(failure.index) (seed 0x\(String(failure.seed, radix: 16))): \(failure.problems.joined(separator: "; "))
                  old: \(DiffReference.describe(failure.old))
                  new: \(DiffReference.describe(failure.new))
                """, sourceLocation: sourceLocation)
        }
        #expect(
            failures.isEmpty,
            "\(failures.count) of \(total) cases failed; the first: \(failures.map(\.index).prefix(20))",
            sourceLocation: sourceLocation)
    }

    @Test func randomPairsOfSnapshots() {
        let cases = 3_000
        var failures: [(index: Int, seed: UInt64, problems: [String], old: RSnapshot, new: RSnapshot)] = []
        var totals = (moves: 0, sectionMoves: 0, inserts: 0, deletes: 0, reloads: 0)
        for index in 0..<cases {
            let seed = SplitMix64.derive(Self.baseSeed, index)
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
        #expect(
            totals.moves > 1_000 && totals.sectionMoves > 100 && totals.inserts > 1_000 && totals.deletes > 1_000
                && totals.reloads > 100, "\(totals)")
    }

    @Test func randomPairsWithForcedMoves() {
        let cases = 1_000
        var failures: [(index: Int, seed: UInt64, problems: [String], old: RSnapshot, new: RSnapshot)] = []
        for index in 0..<cases {
            let seed = SplitMix64.derive(Self.baseSeed ^ 0xF0, index)
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
            let seed = SplitMix64.derive(Self.baseSeed ^ 0xB16, index)
            var random = SplitMix64(seed: seed)
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
        broken.itemMoves = broken.itemMoves.map {
            var move = $0
            move.to = ItemPosition(section: 0, item: 0)
            return move
        }
        #expect(DiffReference.replay(broken, on: old) == nil)
    }

    /// The checks have teeth: corrupting a correct change set in any of these ways is caught.
    @Test func checksCatchCorruptedChangeSets() {
        var tried: [String: Int] = [:], missed: [String: [Int]] = [:]
        func check(_ kind: String, _ index: Int, _ corrupt: RChangeSet, _ old: RSnapshot, _ new: RSnapshot) {
            tried[kind, default: 0] += 1
            if DiffReference.problems(corrupt, old, new, applying: false).isEmpty {
                missed[kind, default: []].append(index)
            }
        }
        for index in 0..<300 {
            var scenario = DiffScenario(seed: SplitMix64.derive(Self.baseSeed ^ 0xBAD, index))
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
                corrupt.itemMoves.append(
                    .init(id: stayer, from: old.position(of: stayer)!, to: new.position(of: stayer)!))
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
        #expect(
            ["dropped move", "shifted insert", "redundant move", "dropped delete"].allSatisfy {
                tried[$0, default: 0] > 50
            },
            "\(tried)")
        #expect(tried["dropped section move", default: 0] > 5, "\(tried)")
    }

    @Test func generatorIsDeterministic() {
        var a = SplitMix64(seed: 42), b = SplitMix64(seed: 42)
        #expect((0..<100).map { _ in a.next() } == (0..<100).map { _ in b.next() })
        var first = DiffScenario(seed: 7), second = DiffScenario(seed: 7)
        let oldA = first.oldSnapshot(), oldB = second.oldSnapshot()
        #expect(oldA == oldB)
        #expect(first.derive(from: oldA) == second.derive(from: oldB))
        var range = SplitMix64(seed: 1)
        #expect((0..<1_000).allSatisfy { _ in (3...5).contains(range.int(in: 3...5)) })
    }
}
