import Catalog
import CollectionView
import DiffableDataSource
import Foundation
import Testing
@testable import LatticeApp

/// The window's background searches: the newest only, results chained from what was shown.
@Suite struct SearchRunnerTests {
    /// What a runner delivered, waited for.
    final class Received: @unchecked Sendable {
        let condition = NSCondition()
        var deliveries: [(query: String, count: Int, isComplete: Bool, prepared: PreparedCatalog)] = []

        func add(_ prepared: PreparedCatalog, _ isComplete: Bool) {
            condition.withLock {
                deliveries.append((prepared.query, prepared.groups.reduce(0) { $0 + $1.items.count }, isComplete, prepared))
                condition.broadcast()
            }
        }

        /// Waits (up to 30 s) until a complete result for `query` came.
        func waitForComplete(_ query: String) -> Bool {
            condition.withLock {
                let deadline = Date().addingTimeInterval(30)
                while !deliveries.contains(where: { $0.query == query && $0.isComplete }) {
                    if !condition.wait(until: deadline) { return false }
                }
                return true
            }
        }
    }

    @Test func resultsChainFromWhatWasShownToTheFullResult() {
        let catalog = CatalogSearchTests.catalog(30_000)
        let shown = MainPresentation(data: SnapshotLayoutData(CatalogScene.mainSnapshot(
            of: CatalogScene.groups(of: catalog, query: ""))))
        let received = Received()
        SearchRunner().start(catalog, query: "blue", from: shown) { received.add($0, $1) }
        #expect(received.waitForComplete("blue"))
        let deliveries = received.condition.withLock { received.deliveries }
        #expect(deliveries.map(\.isComplete).last == true && deliveries.filter(\.isComplete).count == 1)
        #expect(deliveries.last?.count == 10_000)
        // The first result replaces what was shown; each later one replaces the one before.
        #expect(deliveries.first?.prepared.applies(to: shown, query: "blue") == true)
        for (earlier, later) in zip(deliveries, deliveries.dropFirst()) {
            #expect(later.prepared.applies(to: earlier.prepared.presentation, query: "blue"))
        }
    }

    @Test func aNewSearchCancelsTheOneRunning() {
        let catalog = CatalogSearchTests.catalog(300_000)
        let shown = MainPresentation(data: SnapshotLayoutData(Snapshot<String, String>()))
        let received = Received()
        let runner = SearchRunner()
        runner.start(catalog, query: "item", from: shown) { received.add($0, $1) }
        runner.start(catalog, query: "blue item 2999", from: shown) { received.add($0, $1) }
        #expect(received.waitForComplete("blue item 2999"))
        Thread.sleep(forTimeInterval: 0.2)   // time for a first search that was not stopped to finish
        let queries = received.condition.withLock { received.deliveries.filter(\.isComplete).map(\.query) }
        #expect(queries == ["blue item 2999"])
    }
}
