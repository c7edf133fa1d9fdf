import Catalog
import Foundation

/// Runs a window's searches off the main thread, the newest only: starting one cancels the one before (its scan
/// stops within 4,096 items and it delivers nothing more). The main thread only applies what a search
/// prepared — its first results, then all of them (`CatalogSearch`) — so a keystroke never waits for a scan.
package final class SearchRunner: @unchecked Sendable {
    private let lock = NSLock()
    private var newest = 0
    private let running = DispatchGroup()

    /// A runner with no search running.
    package init() {}

    /// Searches `catalog` for `query` in the background, each result prepared against the one before it
    /// starting from `shown` (`PreparationChain`); `deliver` is called, on the thread searching, with the
    /// search's number (see `isNewest`), the first results (`isComplete` false) when there are more to come,
    /// then with all of them.
    package func start(
        _ catalog: Catalog, query: String, from shown: MainPresentation,
        deliver: @escaping @Sendable (_ search: Int, _ prepared: PreparedCatalog, _ isComplete: Bool) -> Void
    ) {
        let search = lock.withLock {
            newest += 1
            return newest
        }
        let chain = PreparationChain(from: shown, query: query)
        // On a dispatch queue, not a task: a scan is seconds of CPU at worst, which the cooperative pool's few
        // threads (two on two cores) should not be held by.
        DispatchQueue.global(qos: .userInitiated).async(group: running) { [self] in
            let groups = CatalogSearch(catalog, query: SearchQuery(query)).run(
                onFirstResults: { first in
                    guard isNewest(search) else { return }
                    deliver(search, chain.prepare(catalog, groups: first), false)
                }, isCancelled: { !isNewest(search) })
            guard let groups, isNewest(search) else { return }
            deliver(search, chain.prepare(catalog, groups: groups), true)
        }
    }

    /// Whether `search` is the newest started: what it delivered still applies. A delivery handed to another
    /// thread is checked again there, as a newer search may have started meanwhile.
    func isNewest(_ search: Int) -> Bool { lock.withLock { newest == search } }

    /// Waits until every search started has finished or stopped (benchmarks and tests).
    package func waitUntilIdle() { running.wait() }
}
