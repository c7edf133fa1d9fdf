import Catalog
import Foundation

/// Runs a window's searches off the main thread, the newest only: starting one cancels the one before (its scan
/// stops within 4,096 items and nothing it found is shown). The main thread only applies what a search
/// prepared — its first results, then all of them (`CatalogSearch`) — so a keystroke never waits for a scan.
final class SearchRunner: @unchecked Sendable {
    private let lock = NSLock()
    private var generation = 0

    /// Searches `catalog` for `query` in the background, each result prepared against the one before it
    /// starting from `shown` (`PreparationChain`); `deliver` is called, on the thread searching, with the
    /// first results (`isComplete` false) when there are more to come, then with all of them.
    func start(_ catalog: Catalog, query: String, from shown: MainPresentation,
               deliver: @escaping @Sendable (_ prepared: PreparedCatalog, _ isComplete: Bool) -> Void) {
        let started = lock.withLock { generation += 1; return generation }
        let chain = PreparationChain(from: shown, query: query)
        // On a dispatch queue, not a task: a scan is seconds of CPU at worst, which the cooperative pool's few
        // threads (two on two cores) should not be held by.
        DispatchQueue.global(qos: .userInitiated).async { [self] in
            let search = CatalogSearch(catalog, query: SearchQuery(query))
            let groups = search.run(onFirstResults: { first in
                guard isCurrent(started) else { return }
                deliver(chain.prepare(catalog, groups: first), false)
            }, isCancelled: { !isCurrent(started) })
            guard let groups, isCurrent(started) else { return }
            deliver(chain.prepare(catalog, groups: groups), true)
        }
    }

    /// Cancels the search running, if any.
    func cancel() { lock.withLock { generation += 1 } }

    private func isCurrent(_ started: Int) -> Bool { lock.withLock { generation == started } }
}
