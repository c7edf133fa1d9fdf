import LatticeLayout
import SeededRandom
import Testing

@testable import CollectionView

/// The item → path index of `SnapshotLayoutData`: every item found at its path, absent ones not, whatever the
/// sections (empty ones anywhere) and however the hashes collide.
@Suite struct ItemPathIndexTests {
    /// An identifier whose hash is `bucket`: many share one, so lookups walk long probe chains.
    private struct Clashing: Hashable, Sendable {
        let id: Int
        let bucket: Int
        func hash(into hasher: inout Hasher) { hasher.combine(bucket) }
    }

    private func expectEveryItemFound<ID: Hashable & Sendable>(_ items: [[ID]], absent: [ID]) {
        let index = ItemPathIndex(items)
        for (section, ids) in items.enumerated() {
            for (item, id) in ids.enumerated() {
                #expect(index.path(of: id, in: items) == ItemPath(section: section, item: item))
            }
        }
        for id in absent { #expect(index.path(of: id, in: items) == nil) }
    }

    @Test func everyItemIsFoundAtItsPathAndEmptySectionsHoldNone() {
        expectEveryItemFound([[], ["a", "b"], [], [], ["c"], []], absent: ["d", ""])
        expectEveryItemFound([["a"]], absent: ["b"])
        expectEveryItemFound([[], []] as [[String]], absent: ["a"])
        expectEveryItemFound([] as [[String]], absent: ["a"])
    }

    @Test func identifiersSharingAHashAreToldApart() {
        let items = [
            (0..<40).map { Clashing(id: $0, bucket: $0 % 3) }, [], (40..<50).map { Clashing(id: $0, bucket: 1) }
        ]
        expectEveryItemFound(items, absent: [Clashing(id: 99, bucket: 1), Clashing(id: 5, bucket: 5)])
    }

    /// Against a dictionary of paths, over random sections of random sizes.
    @Test(arguments: [1, 2, 3] as [UInt64])
    func agreesWithADictionary(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        var next = 0
        let items: [[Int]] = (0..<Int(random.next() % 20)).map { _ in
            (0..<Int(random.next() % 300)).map { _ in
                next += Int(random.next() % 5) + 1
                return next
            }
        }
        var paths: [Int: ItemPath] = [:]
        for (section, ids) in items.enumerated() {
            for (item, id) in ids.enumerated() { paths[id] = ItemPath(section: section, item: item) }
        }
        let index = ItemPathIndex(items)
        for probe in 0...(next + 10) { #expect(index.path(of: probe, in: items) == paths[probe]) }
    }
}
