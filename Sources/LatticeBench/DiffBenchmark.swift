import ArgumentParser
import DiffableDataSource
import LatticeViewer
import SeededRandom

/// `lattice bench diff`: the diff's median time against the hashing floor on the same identifiers.
struct DiffBenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Time ChangeSet(from:to:) on generated snapshots against the hashing floor.",
        discussion: """
            Prints one line: diff items=N churn=C ids=KIND median_ms=… floor_ms=… ratio=… moves=…
            floor_ms: build a Dictionary id → index of the new ids and look up every old id (the least any
            hashing diff must do), measured in the same process on the same ids.
            Churn C means n·C/4 deletes, n·C/4 inserts of new ids, n·C/4 moves to random positions and
            n·C/4 content updates (reloads).
            """)

    /// Identifier kinds.
    enum IDKind: String, ExpressibleByArgument, CaseIterable { case int, string }

    @Option(help: "How many items.")
    var items: Int = 100_000

    @Option(help: "Fraction of the items changed (a quarter each deleted, inserted, moved, updated).")
    var churn: Double = 0.1

    @Flag(help: "Compare against a random permutation instead of churn.")
    var shuffle = false

    @Option(help: "int, or string (36-character UUID-like strings).")
    var ids: IDKind = .int

    @Option(help: "Timed repetitions; the median is reported.")
    var runs: Int = 7

    @Option(help: "Seed of the generated changes.")
    var seed: UInt64 = 1

    func validate() throws {
        try validateItemCount(items)
        guard churn >= 0 && churn <= 1 else { throw ValidationError("--churn must be within 0...1, got \(churn)") }
        guard runs > 0 else { throw ValidationError("--runs must be positive, got \(runs)") }
    }

    func run() throws {
        var generator = SplitMix64(seed: seed)
        let line: String
        switch ids {
        case .int:
            line = DiffBenchmark(old: Array(0..<items), fresh: { items + $0 }, churn: shuffle ? nil : churn, runs: runs)
                .run(generator: &generator)
        case .string:
            var names = SplitMix64(seed: seed &+ 0x5EED)
            let old = (0..<items).map { _ in uuidLikeString(&names) }
            line = DiffBenchmark(
                old: old, fresh: { _ in uuidLikeString(&names) }, churn: shuffle ? nil : churn,
                runs: runs
            ).run(generator: &generator)
        }
        print("diff items=\(items) churn=\(shuffle ? "shuffle" : String(format2(churn))) ids=\(ids.rawValue) \(line)")
    }
}

/// A 36-character identifier shaped like a UUID (8-4-4-4-12 hexadecimal digits).
func uuidLikeString(_ generator: inout SplitMix64) -> String {
    let digits = Array("0123456789abcdef")
    var text = ""
    text.reserveCapacity(36)
    for (index, length) in [8, 4, 4, 4, 12].enumerated() {
        if index > 0 { text.append("-") }
        var bits = generator.next()
        for _ in 0..<length {
            text.append(digits[Int(bits & 15)])
            bits >>= 4
        }
    }
    return text
}

func format2(_ value: Double) -> String {
    let hundredths = Int((value * 100).rounded())
    return "\(hundredths / 100).\(hundredths % 100 < 10 ? "0" : "")\(hundredths % 100)"
}

/// Generates the new identifiers from the old ones and times the diff and the floor.
struct DiffBenchmark<ID: Hashable & Sendable> {
    var old: [ID]
    /// A new identifier, never among the old ones.
    var fresh: (Int) -> ID
    /// `nil` for a full shuffle.
    var churn: Double?
    var runs: Int

    func run(generator: inout SplitMix64) -> String {
        let (new, updated) = makeNew(&generator)
        var oldSnapshot = Snapshot<Int, ID>()
        oldSnapshot.appendSections([0])
        oldSnapshot.appendItems(old)
        var newSnapshot = Snapshot<Int, ID>()
        newSnapshot.appendSections([0])
        newSnapshot.appendItems(new)
        newSnapshot.reloadItems(updated)

        let clock = ContinuousClock()
        var diffTimes: [Double] = []
        var floorTimes: [Double] = []
        var moves = 0
        var sink = 0
        for _ in 0..<runs {
            let start = clock.now
            let changes = ChangeSet(from: oldSnapshot, to: newSnapshot)
            diffTimes.append(microseconds(clock.now - start) / 1000)
            moves = changes.itemMoves.count
            sink &+= changes.itemInserts.count

            let floorStart = clock.now
            var index = [ID: Int](minimumCapacity: new.count)
            for (offset, id) in new.enumerated() { index[id] = offset }
            var found = 0
            for id in old { if let position = index[id] { found &+= position } }
            floorTimes.append(microseconds(clock.now - floorStart) / 1000)
            sink &+= found
        }
        diffTimes.sort()
        floorTimes.sort()
        let median = percentile(diffTimes, 0.5), floor = percentile(floorTimes, 0.5)
        // `sink` keeps the optimiser from dropping the floor's work.
        return "median_ms=\(format(median)) floor_ms=\(format(floor)) ratio=\(format2(median / max(floor, 1e-9))) "
            + "moves=\(moves)" + (sink == Int.min ? " " : "")
    }

    /// The new identifiers and the ones marked updated.
    func makeNew(_ generator: inout SplitMix64) -> (new: [ID], updated: [ID]) {
        let n = old.count
        guard let churn else {
            var shuffled = old
            shuffled.shuffle(using: &generator)
            return (shuffled, [])
        }
        let quarter = Int(Double(n) * churn / 4)
        var order = Array(0..<n)
        // Distinct random positions: the first `3 × quarter` of a shuffled index list.
        for i in 0..<min(n, 3 * quarter) {
            order.swapAt(i, i + generator.modulo(n - i))
        }
        let deleted = Set(order[0..<quarter])
        let moved = Array(order[quarter..<(2 * quarter)])
        let updated = order[(2 * quarter)..<(3 * quarter)].map { old[$0] }
        let movedSet = Set(moved)
        var kept: [ID] = []
        kept.reserveCapacity(n)
        for (index, id) in old.enumerated() where !deleted.contains(index) && !movedSet.contains(index) {
            kept.append(id)
        }
        let arrivals = moved.map { old[$0] } + (0..<quarter).map { fresh($0) }
        return (merge(kept, arrivals, &generator), updated)
    }

    /// `base` with `arrivals` placed at random positions, in one pass.
    func merge(_ base: [ID], _ arrivals: [ID], _ generator: inout SplitMix64) -> [ID] {
        var slots = arrivals.map { (slot: generator.modulo(base.count + 1), id: $0) }
        slots.sort { $0.slot < $1.slot }
        var result: [ID] = []
        result.reserveCapacity(base.count + arrivals.count)
        var next = 0
        for (index, id) in base.enumerated() {
            while next < slots.count && slots[next].slot == index {
                result.append(slots[next].id)
                next += 1
            }
            result.append(id)
        }
        while next < slots.count {
            result.append(slots[next].id)
            next += 1
        }
        return result
    }
}
