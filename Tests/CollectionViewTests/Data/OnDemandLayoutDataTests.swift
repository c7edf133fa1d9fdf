import DiffableDataSource
import LatticeLayout
import Synchronization
import Testing

@testable import CollectionView

/// Layout data whose identifiers are read on demand: the same identities a snapshot's data gives, lookups that
/// read a few identifiers (not all of them), and updates between the two kinds that follow items by identity.
@Suite struct OnDemandLayoutDataTests {
    static let sections: [(String, [String])] = [
        ("a", ["a1", "a2", "a3"]), ("empty", []), ("b", ["b1"]), ("c", ["c1", "c2"])
    ]

    /// How many identifiers were read.
    final class Reads: Sendable {
        let count = Atomic<Int>(0)
    }

    /// On-demand data over `sections`, counting the identifiers read in `reads`.
    static func data(_ sections: [(String, [String])], reads: Reads? = nil) -> OnDemandLayoutData<String, String> {
        let items = sections.map(\.1)
        return OnDemandLayoutData(sections: sections.map(\.0), itemCounts: items.map(\.count)) { path in
            reads?.count.add(1, ordering: .relaxed)
            return items[path.section][path.item]
        }
    }

    static func snapshot(_ sections: [(String, [String])]) -> Snapshot<String, String> {
        SnapshotLayoutDataTests.snapshot(sections)
    }

    @Test func identitiesAndPathsAreASnapshotsDatas() {
        let onDemand = Self.data(Self.sections), snapshot = SnapshotLayoutData(Self.snapshot(Self.sections))
        #expect(onDemand.numberOfSections == 4 && (0..<5).map(onDemand.numberOfItems(inSection:)) == [3, 0, 1, 2, 0])
        for section in 0..<4 {
            #expect(onDemand.identity(ofSection: section) == snapshot.identity(ofSection: section))
            #expect(onDemand.index(ofSection: Self.sections[section].0) == section)
            for item in 0..<onDemand.numberOfItems(inSection: section) {
                let path = ItemPath(section: section, item: item)
                #expect(onDemand.identity(ofItemAt: path) == snapshot.identity(ofItemAt: path))
                #expect(onDemand.path(ofItem: snapshot.identity(ofItemAt: path)) == path)
            }
        }
        // Out of range: a placeholder equal to no item's identity, and never a trap.
        let outside = [
            ItemPath(section: 0, item: 3), ItemPath(section: 1, item: 0), ItemPath(section: 9, item: 0),
            ItemPath(section: 0, item: -1)
        ]
        for path in outside {
            #expect(
                onDemand.itemIdentifier(at: path) == nil
                    && onDemand.path(ofItem: onDemand.identity(ofItemAt: path)) == nil)
        }
        #expect(onDemand.identity(ofSection: 7) != onDemand.identity(ofSection: 0))
        #expect(
            onDemand.path(of: "zz") == nil && onDemand.path(ofItem: ElementIdentity(3)) == nil
                && onDemand.index(ofSection: "zz") == nil)
        #expect(onDemand.snapshot().sectionIdentifiers == Self.snapshot(Self.sections).sectionIdentifiers)
        #expect(onDemand.snapshot().itemIdentifiers == Self.snapshot(Self.sections).itemIdentifiers)
    }

    /// Each identifier is read once to index it; after that a lookup reads the few its hash leads to, not all.
    @Test func lookupsReadAFewIdentifiersNotAll() {
        let reads = Reads()
        let items = (0..<20_000).map { "item-\($0)" }
        let data = Self.data([("all", items)], reads: reads)
        #expect(reads.count.load(ordering: .relaxed) == items.count)
        reads.count.store(0, ordering: .relaxed)
        for probe in stride(from: 0, to: items.count, by: 997) {
            #expect(data.path(of: items[probe]) == ItemPath(section: 0, item: probe))
        }
        #expect(data.path(of: "absent") == nil)
        #expect(reads.count.load(ordering: .relaxed) < 200)  // 22 lookups: a handful of reads each at most
    }

    /// A model shown a snapshot's data and then on-demand data: the selection follows its item, and observers
    /// hear what came and went.
    @MainActor @Test func updatesFollowItemsAcrossBothKinds() {
        let (model, _) = rowModel(["a1", "a2", "a3", "b1", "c1", "c2"])
        _ = model.nextFrame()
        model.selection.select(ElementIdentity("c1"))
        var events: [String] = []
        let token = model.addObserver { event in
            if case .contentUpdated(let inserted, let removed) = event { events.append("+\(inserted) -\(removed)") }
        }
        let next: [(String, [String])] = [("c", ["new", "c1", "c2"]), ("a", ["a1", "a3"])]
        model.update(to: Self.data(next), animated: false)
        #expect(model.selection.selected == [ElementIdentity("c1")])
        #expect(model.engine.dataSource.path(ofItem: ElementIdentity("c1")) == ItemPath(section: 0, item: 1))
        #expect(events.count == 1 && events[0].contains("new") && events[0].contains("a2") && events[0].contains("b1"))
        _ = token
    }
}

/// On-demand data whose items the app finds itself: the same paths as data that indexes them, made without
/// reading an identifier, and a path the app gives taken only where the identifier it asked for is.
@Suite struct OnDemandLayoutDataLookupTests {
    @Test func theAppsLookupGivesTheIndexedDatasPaths() {
        let sections = OnDemandLayoutDataTests.sections, items = sections.map(\.1)
        let placement: [String: ItemPath] = Dictionary(
            uniqueKeysWithValues: items.enumerated().flatMap { section, ids in
                ids.enumerated().map { ($1, ItemPath(section: section, item: $0)) }
            })
        let reads = OnDemandLayoutDataTests.Reads()
        let found = OnDemandLayoutData(sections: sections.map(\.0), itemCounts: items.map(\.count)) { path in
            reads.count.add(1, ordering: .relaxed)
            return items[path.section][path.item]
        } path: {
            placement[$0]
        }
        #expect(reads.count.load(ordering: .relaxed) == 0)  // nothing indexed
        let indexed = OnDemandLayoutDataTests.data(sections)
        for id in items.joined() + ["zz", ""] {
            #expect(found.path(of: id) == indexed.path(of: id), "\(id)")
            #expect(found.path(ofItem: ElementIdentity(id)) == indexed.path(ofItem: ElementIdentity(id)))
        }
        #expect(
            found.identity(ofItemAt: ItemPath(section: 3, item: 1))
                == indexed.identity(ofItemAt: ItemPath(section: 3, item: 1)))
    }

    @Test func aPathThatDoesNotHoldTheItemIsNotTaken() {
        let items = ["a", "b", "c"]
        let data = OnDemandLayoutData(sections: ["s"], itemCounts: [3]) {
            items[$0.item]
        } path: { id in
            switch id {
            case "a": ItemPath(section: 0, item: 1)  // another item's
            case "b": ItemPath(section: 0, item: 7)  // out of range
            case "c": ItemPath(section: 4, item: 0)  // no such section
            default: ItemPath(section: 0, item: 2)  // "c"'s, for any other id
            }
        }
        #expect(["a", "b", "c", "d"].allSatisfy { data.path(of: $0) == nil })
    }
}
