import Catalog
import CollectionView
import DiffableDataSource
import Foundation
import Testing

@testable import LatticeViewer

/// The window's background searches: the newest only, results chained from what was shown.
@Suite struct SearchRunnerTests {
    /// What a runner delivered, in order.
    final class Received: @unchecked Sendable {
        private let lock = NSLock()
        private var delivered: [(search: Int, query: String, count: Int, isComplete: Bool, prepared: PreparedCatalog)] =
            []

        func add(_ search: Int, _ prepared: PreparedCatalog, _ isComplete: Bool) {
            lock.withLock {
                delivered.append(
                    (search, prepared.query, prepared.groups.reduce(0) { $0 + $1.items.count }, isComplete, prepared))
            }
        }

        var all: [(search: Int, query: String, count: Int, isComplete: Bool, prepared: PreparedCatalog)] {
            lock.withLock { delivered }
        }
    }

    @Test func resultsChainFromWhatWasShownToTheFullResult() {
        let catalog = CatalogSearchTests.catalog(30_000)
        let shown = MainPresentation(
            data: CatalogScene.mainData(
                of: CatalogScene.groups(of: catalog, query: "")))
        let received = Received(), runner = SearchRunner()
        runner.start(catalog, query: "blue", from: shown) { received.add($0, $1, $2) }
        runner.waitUntilIdle()
        let deliveries = received.all
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
        let shown = MainPresentation(data: CatalogScene.mainData(of: []))
        let received = Received(), runner = SearchRunner()
        runner.start(catalog, query: "item", from: shown) { received.add($0, $1, $2) }
        runner.start(catalog, query: "blue item 2999", from: shown) { received.add($0, $1, $2) }
        runner.waitUntilIdle()  // both searches finished or stopped
        let complete = received.all.filter(\.isComplete)
        #expect(complete.map(\.query) == ["blue item 2999"])
        // What the first may have delivered before the second started is not the newest's, and is dropped.
        if let second = complete.first?.search {
            #expect(runner.isNewest(second) && !runner.isNewest(second - 1))
            #expect(received.all.allSatisfy { $0.search == second || $0.query == "item" })
        }
    }
}
