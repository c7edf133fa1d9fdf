import Dispatch
import Synchronization
import Testing

@testable import DiffableDataSource

private typealias DSnapshot = Snapshot<String, Int>
private typealias DResult = ApplyResult<String, Int>

private func snapshot(_ sections: [(String, [Int])]) -> DSnapshot {
    do { return try DSnapshot(validating: sections) } catch { fatalError("bad test data: \(error)") }
}

/// What `didApply` saw: each result, and what `snapshot` and `version` said at that moment.
@MainActor private final class Landings<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable> {
    var results: [ApplyResult<SectionID, ItemID>] = []
    var presented: [Snapshot<SectionID, ItemID>] = []
    var versions: [Int] = []

    /// Installs itself as `dataSource.didApply` (kept alive by it; it does not keep `dataSource` alive).
    init(observing dataSource: DataSource<SectionID, ItemID>) {
        dataSource.didApply = { [self, unowned dataSource] result in
            self.results.append(result)
            self.presented.append(dataSource.snapshot)
            self.versions.append(dataSource.version)
        }
    }
}

/// Holds back hashing off the main thread while closed, so a test decides when an off-main diff may finish
/// (the diff hashes every item; nothing on the main actor hashes items while the gate is closed).
private final class DiffGate: @unchecked Sendable {
    private let isOpen = Atomic<Bool>(true)
    private let semaphore = DispatchSemaphore(value: 0)

    func close() { isOpen.store(false, ordering: .sequentiallyConsistent) }

    func open() {
        isOpen.store(true, ordering: .sequentiallyConsistent)
        semaphore.signal()
    }

    func waitIfClosed() {
        guard !isOpen.load(ordering: .sequentiallyConsistent) else { return }
        // Unbounded: the test decides when the diff goes on (every test that closes the gate opens it on a path
        // with no early exit), never a timer — a timeout would let a slow machine's diff through early.
        semaphore.wait()
        semaphore.signal()  // let any other waiting hasher through
    }
}

/// An item identifier whose hashing waits at its gate.
private struct GatedItem: Hashable, Sendable, CustomStringConvertible {
    let value: Int
    let gate: DiffGate

    static func == (a: GatedItem, b: GatedItem) -> Bool { a.value == b.value }
    func hash(into hasher: inout Hasher) {
        gate.waitIfClosed()
        hasher.combine(value)
    }
    var description: String { "\(value)" }
}

private func gatedSnapshot(_ gate: DiffGate, _ sections: [(String, [Int])]) -> Snapshot<String, GatedItem> {
    var result = Snapshot<String, GatedItem>()
    for (section, items) in sections {
        result.appendSections([section])
        result.appendItems(items.map { GatedItem(value: $0, gate: gate) }, toSection: section)
    }
    return result
}

@MainActor private final class StartFlag { var started = false }

/// Starts `dataSource.apply(snapshot)` in a main-actor task and returns once that task has called `apply`
/// (its request is registered, and it runs or waits), so a test controls the order requests arrive in.
@MainActor
private func startApply<SectionID, ItemID>(
    _ dataSource: DataSource<SectionID, ItemID>,
    _ snapshot: Snapshot<SectionID, ItemID>, animated: Bool = true,
    sourceLocation: SourceLocation = #_sourceLocation
)
    async -> Task<ApplyResult<SectionID, ItemID>, Never>
{
    let flag = StartFlag()
    let task = Task { @MainActor in
        flag.started = true
        return await dataSource.apply(snapshot, animated: animated)
    }
    var spins = 0
    while !flag.started {
        await Task.yield()
        spins += 1
        if spins == 1_000_000 {
            Issue.record("the apply task never started", sourceLocation: sourceLocation)
            break
        }
    }
    return task
}

/// Serialized: a test holding its diff at a closed gate blocks one of the cooperative pool's threads (two on a
/// two-core machine), so two such tests at once would leave every other task in the process — the gates' other
/// tests among them — waiting for a thread, and their order to the scheduler.
@Suite(.serialized) @MainActor struct DataSourceTests {
    @Test func startsWithTheGivenSnapshotAtVersionZero() {
        let initial = snapshot([("a", [1, 2])])
        let dataSource = DataSource<String, Int>(snapshot: initial)
        #expect(dataSource.snapshot == initial)
        #expect(dataSource.version == 0)
        #expect(DataSource<String, Int>().snapshot == DSnapshot())
    }

    @Test func applyReturnsTheChangeSetAndBumpsTheVersion() async {
        let old = snapshot([("a", [1, 2, 3])])
        let new = snapshot([("a", [3, 1]), ("b", [4])])
        let dataSource = DataSource<String, Int>(snapshot: old)
        let landings = Landings(observing: dataSource)

        let first = await dataSource.apply(new)
        #expect(first.changeSet == ChangeSet(from: old, to: new))
        #expect(!first.changeSet.isEmpty)
        #expect(first.version == 1)
        #expect(first.animated)
        #expect(!first.coalesced)
        #expect(dataSource.version == 1)
        #expect(dataSource.snapshot == new)

        let second = await dataSource.apply(old, animated: false)
        #expect(second.changeSet == ChangeSet(from: new, to: old))
        #expect(second.version == 2)
        #expect(!second.animated)
        #expect(!second.coalesced)
        #expect(dataSource.version == 2)
        #expect(dataSource.snapshot == old)

        // Applying what is presented still lands, with an empty change set.
        let third = await dataSource.apply(old)
        #expect(third.changeSet.isEmpty)
        #expect(third.version == 3)
        #expect(dataSource.version == 3)
        #expect(landings.results.map(\.version) == [1, 2, 3])
    }

    @Test func didApplyRunsOncePerLandingWithTheLandedSnapshotPresented() async {
        let dataSource = DataSource<String, Int>()
        let landings = Landings(observing: dataSource)
        let a = snapshot([("a", [1, 2])])
        var b = snapshot([("a", [2, 1, 3])])
        b.reloadItems([1])
        let c = snapshot([])

        let resultA = await dataSource.apply(a)
        #expect(landings.results.count == 1)
        let resultB = await dataSource.apply(b, animated: false)
        #expect(landings.results.count == 2)
        let resultC = await dataSource.apply(c)
        #expect(landings.results.count == 3)

        // The presented snapshot is the landed one, its reload marks consumed by the apply that reported them.
        #expect(landings.presented == [a, b.withoutMarks, c])
        #expect(landings.presented[1].reloadedItemIdentifiers.isEmpty)
        #expect(landings.versions == [1, 2, 3])
        #expect(landings.results.map(\.version) == [1, 2, 3])
        #expect(landings.results.map(\.animated) == [true, false, true])
        #expect(landings.results.map(\.coalesced) == [false, false, false])
        #expect(landings.results.map(\.changeSet) == [resultA.changeSet, resultB.changeSet, resultC.changeSet])
        #expect(
            resultB.changeSet.itemReloads == [
                ChangeSet<String, Int>.ItemChange(id: 1, position: ItemPosition(section: 0, item: 1))
            ])
        #expect(dataSource.snapshot == c)
    }

    @Test func aLargeApplyRunsOffTheMainActorAndLands() async {
        let dataSource = DataSource<String, Int>()
        dataSource.offMainThreshold = 10
        let landings = Landings(observing: dataSource)
        var large = DSnapshot()
        large.appendSections(["a", "b"])
        large.appendItems(Array(0..<20_000), toSection: "a")
        large.appendItems(Array(20_000..<25_000), toSection: "b")

        let result = await dataSource.apply(large)
        #expect(dataSource.snapshot == large)
        #expect(dataSource.version == 1)
        #expect(result.version == 1)
        #expect(!result.coalesced)
        #expect(result.changeSet.itemInserts.count == 25_000)
        #expect(result.changeSet.sectionInserts.count == 2)
        #expect(landings.presented == [large])

        // And back, also off the main actor: one item moved to the front is one move.
        var moved = large
        moved.moveItem(19_999, beforeItem: 0)
        let second = await dataSource.apply(moved)
        #expect(
            second.changeSet.itemMoves == [
                ChangeSet<String, Int>.ItemMove(
                    id: 19_999, from: ItemPosition(section: 0, item: 19_999), to: ItemPosition(section: 0, item: 0))
            ])
        #expect(second.changeSet.itemInserts.isEmpty && second.changeSet.itemDeletes.isEmpty)
        #expect(dataSource.snapshot == moved)
        #expect(landings.versions == [1, 2])
    }

    /// Over the threshold the diff runs off the main actor: with the diff held at the gate, the main actor
    /// keeps running and nothing lands until it finishes. Under the threshold the apply lands at once.
    @Test func theThresholdDecidesWhereTheDiffRuns() async {
        let gate = DiffGate()
        let dataSource = DataSource<String, GatedItem>()
        dataSource.offMainThreshold = 100
        let landings = Landings(observing: dataSource)
        let small = gatedSnapshot(gate, [("s", Array(0..<60))])  // 0 + 60 items: on the main actor
        let large = gatedSnapshot(gate, [("s", Array(0..<200))])  // 60 + 200 items: off it

        let first = await startApply(dataSource, small)
        #expect(dataSource.version == 1, "an apply under the threshold lands without suspending")
        #expect(await first.value.version == 1)

        gate.close()
        let second = await startApply(dataSource, large)
        for _ in 0..<10 { await Task.yield() }
        #expect(dataSource.version == 1, "the main actor runs while the diff is held off it")
        #expect(dataSource.snapshot == small)
        gate.open()
        let result = await second.value
        #expect(result.version == 2)
        #expect(result.changeSet.itemInserts.count == 140)
        #expect(dataSource.snapshot == large)
        #expect(landings.presented == [small, large])
    }

    /// A lands; B and C arrive while A is being diffed off the main actor: only C is diffed next, and B is
    /// answered with C's landing.
    @Test func appliesArrivingInFlightAreCoalesced() async {
        let gate = DiffGate()
        let dataSource = DataSource<String, GatedItem>()
        dataSource.offMainThreshold = 10
        let landings = Landings(observing: dataSource)
        let a = gatedSnapshot(gate, [("s", Array(0..<500))])
        let b = gatedSnapshot(gate, [("s", Array(250..<750))])
        let c = gatedSnapshot(gate, [("s", Array((0..<600).reversed())), ("t", [1_000])])
        let empty = Snapshot<String, GatedItem>()

        // A starts and suspends on its off-main diff, held at the gate; B then C call apply meanwhile.
        gate.close()
        let taskA = await startApply(dataSource, a)
        let taskB = await startApply(dataSource, b, animated: false)
        let taskC = await startApply(dataSource, c)
        #expect(dataSource.version == 0, "A landed before B and C arrived")
        gate.open()
        let resultA = await taskA.value
        let resultB = await taskB.value
        let resultC = await taskC.value

        #expect(dataSource.snapshot == c)
        #expect(dataSource.version == 2)

        #expect(!resultA.coalesced)
        #expect(resultA.version == 1)
        #expect(resultA.changeSet == ChangeSet(from: empty, to: a))

        #expect(resultB.coalesced)
        #expect(resultB.version == 2)
        #expect(resultB.changeSet == ChangeSet(from: a, to: c))
        #expect(resultB.changeSet == resultC.changeSet)

        #expect(!resultC.coalesced)
        #expect(resultC.version == 2)
        #expect(resultC.changeSet == ChangeSet(from: a, to: c))
        #expect(resultC.animated)

        #expect(landings.presented == [a, c])
        #expect(landings.versions == [1, 2])
        #expect(landings.results.map(\.version) == [1, 2])
        #expect(landings.results.map(\.coalesced) == [false, false])
        #expect(landings.results.map(\.changeSet) == [resultA.changeSet, resultC.changeSet])
    }

    /// 50 applies in a row, none awaited before the next starts. Diffed on the main actor each lands on its
    /// own; diffed off it, the first is in flight while the 49 others arrive and coalesce into the last.
    @Test(arguments: [10, 20_000])
    func manyRapidAppliesEndWithTheLast(offMainThreshold: Int) async {
        let gate = DiffGate()
        let dataSource = DataSource<String, GatedItem>()
        dataSource.offMainThreshold = offMainThreshold
        let landings = Landings(observing: dataSource)
        let snapshots = (0..<50).map { index in
            gatedSnapshot(
                gate,
                [
                    ("s", Array(0..<(100 + index)).filter { $0 % (index % 7 + 2) != 0 }),
                    ("t\(index % 3)", [10_000 + index])
                ])
        }
        let offMain = offMainThreshold < 20_000
        if offMain { gate.close() }
        var tasks: [Task<ApplyResult<String, GatedItem>, Never>] = []
        for next in snapshots { tasks.append(await startApply(dataSource, next)) }
        gate.open()
        var results: [ApplyResult<String, GatedItem>] = []
        for task in tasks { results.append(await task.value) }

        #expect(dataSource.snapshot == snapshots.last!)
        #expect(landings.presented.last == snapshots.last!)
        #expect(dataSource.version == landings.results.count)
        #expect(landings.versions == Array(1...max(1, landings.results.count)))
        #expect(landings.results.map(\.version) == landings.versions)
        // Each landing's change set goes from the previously presented snapshot to the one it presented.
        var previous = Snapshot<String, GatedItem>()
        for (landing, presented) in zip(landings.results, landings.presented) {
            #expect(landing.changeSet == ChangeSet(from: previous, to: presented))
            #expect(snapshots.contains(presented))
            previous = presented
        }
        // Every caller is answered by the landing that covered its request; only superseded ones are coalesced.
        #expect(results.last.map { !$0.coalesced } == true)
        #expect(results.last?.version == dataSource.version)
        #expect(zip(results, results.dropFirst()).allSatisfy { $0.version <= $1.version })
        for (index, result) in results.enumerated() where landings.presented.indices.contains(result.version - 1) {
            let presented = landings.presented[result.version - 1]
            #expect(result.coalesced == (presented != snapshots[index]), "apply \(index)")
            #expect(result.changeSet == landings.results[result.version - 1].changeSet, "apply \(index)")
        }
        if offMain {
            #expect(landings.presented == [snapshots[0], snapshots[49]])
            #expect(!results[0].coalesced && results[0].version == 1)
            #expect(results.dropFirst().dropLast().allSatisfy { $0.coalesced && $0.version == 2 })
        } else {
            #expect(landings.presented == snapshots)
            #expect(results.map(\.version) == Array(1...50))
            #expect(results.allSatisfy { !$0.coalesced })
        }
    }

    @Test func marksAreReportedOnceAndNotPresented() async {
        let dataSource = DataSource<String, Int>(snapshot: snapshot([("a", [1, 2, 3])]))
        let landings = Landings(observing: dataSource)
        var next = dataSource.snapshot
        next.reloadItems([2])
        next.reconfigureItems([3])
        next.reloadSections(["a"])
        let first = await dataSource.apply(next)
        #expect(first.changeSet.itemReloads.map(\.id) == [2])
        #expect(first.changeSet.itemReconfigures.map(\.id) == [3])
        #expect(first.changeSet.sectionReloads.map(\.id) == ["a"])
        #expect(dataSource.snapshot == next.withoutMarks)
        #expect(landings.presented == [next.withoutMarks])
        // A snapshot derived from the presented one does not report the marks again.
        var derived = dataSource.snapshot
        derived.appendItems([4])
        let second = await dataSource.apply(derived)
        #expect(second.changeSet.itemReloads.isEmpty && second.changeSet.itemReconfigures.isEmpty)
        #expect(second.changeSet.sectionReloads.isEmpty)
        #expect(second.changeSet.itemInserts.map(\.id) == [4])
    }

    @Test func forcingMovesAndContextTravelWithTheApply() async {
        let old = snapshot([("a", [1, 2, 3])])
        let dataSource = DataSource<String, Int>(snapshot: old)
        let landings = Landings(observing: dataSource)
        let result = await dataSource.apply(old, forcingMoves: [2], context: "content v1")
        #expect(result.changeSet == ChangeSet(from: old, to: old, forcingMoves: [2]))
        #expect(result.changeSet.itemMoves.map(\.id) == [2])
        #expect(result.context as? String == "content v1")
        #expect(landings.results.first?.context as? String == "content v1")
        #expect(dataSource.presentedContext as? String == "content v1")
    }

    @Test func sequentialAwaitedAppliesAreNeverCoalesced() async {
        let dataSource = DataSource<String, Int>()
        dataSource.offMainThreshold = 10
        let landings = Landings(observing: dataSource)
        var expected: [DSnapshot] = []
        for index in 0..<10 {
            let next = snapshot([("s", Array(Array(0..<(20 + index * 3)).reversed()))])
            expected.append(next)
            let result = await dataSource.apply(next)
            #expect(!result.coalesced)
            #expect(result.version == index + 1)
            #expect(dataSource.snapshot == next)
        }
        #expect(landings.presented == expected)
    }
}
