import Foundation

/// Items read from a source a page at a time (a SQLite table's rows, a search's matches), a few pages kept so
/// scrolling reads each page once; past `capacity` pages the cache starts again. Safe from any thread: `read` runs
/// under the cache's lock, so what a source keeps between its page reads is guarded by it too.
final class RowPageCache: @unchecked Sendable {
    /// Items a page holds.
    let pageSize: Int
    /// Pages kept.
    let capacity: Int
    private let lock = NSLock()
    private var pages: [Int: [CatalogItem]] = [:]

    /// An empty cache of pages of `pageSize` items, at most `capacity` of them.
    init(pageSize: Int, capacity: Int) {
        self.pageSize = pageSize
        self.capacity = capacity
    }

    /// The item at `position`, its page read by `read` (given the page's number) when it is not kept; nil past the
    /// end of a page read short.
    func item(at position: Int, read: (_ page: Int) -> [CatalogItem]) -> CatalogItem? {
        let page = position / pageSize
        lock.lock()
        defer { lock.unlock() }
        if pages[page] == nil {
            if pages.count >= capacity { pages.removeAll(keepingCapacity: true) }
            pages[page] = read(page)
        }
        let items = pages[page]!, offset = position - page * pageSize
        return items.indices.contains(offset) ? items[offset] : nil
    }
}
