import Catalog
import Foundation

/// The main area's groups for a search: each catalogue section with the items `query` matches, depth first,
/// titled by its path ("Colours › Blues"). Without a query the sections' item arrays are shared, not copied.
///
/// A search over a million items takes a few hundred milliseconds, so the window runs it off the main thread
/// (`SearchRunner`) and shows the first results while the scan goes on: `run` reports the groups found so far
/// once it has a screenful of matches (`firstBatch`), or once `firstDeadline` (15 ms) has passed with any. Those are
/// a prefix of the final groups — the same items in the same order, the rest still to come — so showing them
/// first and the rest after only ever adds below what is shown.
struct CatalogSearch {
    let catalog: Catalog
    let query: SearchQuery
    /// How many matches make the first results: more than a screen shows.
    var firstBatch = 256
    /// Seconds after which the matches found so far are the first results, however few.
    var firstDeadline = 0.015

    /// A search of `catalog` for `query`, narrowed to a column of the catalogue's table when it names one
    /// (`SearchQuery.init(_:columns:)`).
    init(_ catalog: Catalog, query: SearchQuery) {
        self.catalog = catalog
        self.query = query.column == nil ? SearchQuery(query.text, columns: catalog.table?.columns ?? []) : query
    }

    /// The column titling the rows of section `id` (a table's own, in a file of several), nil outside a table.
    private func titleColumn(ofSection id: String) -> String? {
        guard let table = catalog.table else { return nil }
        return table.sectionColumns[id]?.title ?? table.titleName
    }

    /// The groups, or nil when `isCancelled` said so (asked every 4,096 items). `onFirstResults` is called at
    /// most once, before the scan ends, with the groups found so far. - Complexity: O(items).
    func run(
        onFirstResults: ([CatalogScene.Group]) -> Void = { _ in },
        isCancelled: () -> Bool = { false }
    ) -> [CatalogScene.Group]? {
        var groups: [CatalogScene.Group] = []
        var found = 0, scanned = 0, reported = false
        let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(max(firstDeadline, 0) * 1e9)
        func visit(_ section: CatalogSection, prefix: String?) -> Bool {
            // A grouped table's rows without a value are grouped under "" (`Catalog.grouped(by:isCancelled:)`).
            let own = section.title.isEmpty && !catalog.groupedBy.isEmpty ? CatalogScene.noValueTitle : section.title
            let title = prefix.map { "\($0) › \(own)" } ?? own
            if query.isEmpty {
                if !section.items.isEmpty {
                    groups.append(CatalogScene.Group(id: section.id, title: title, items: section.items))
                }
            } else {
                // A database's table searches itself: one query over its columns (or the one the query names).
                let titleColumn = titleColumn(ofSection: section.id)
                let search = CatalogRowSearch(needle: query.needle, column: query.column) { [query] item in
                    query.matches(item, titleColumn: titleColumn)
                }
                let matching = section.items.matching(
                    search, firstBatch: reported ? .max : max(1, firstBatch - found),
                    onFirst: { first in
                        reported = true
                        onFirstResults(groups + [CatalogScene.Group(id: section.id, title: title, items: first)])
                    }, isCancelled: isCancelled)
                if let matches = matching {
                    if !matches.isEmpty {
                        groups.append(CatalogScene.Group(id: section.id, title: title, items: matches))
                    }
                    found += matches.count
                    for child in section.sections where !visit(child, prefix: title) { return false }
                    return true
                }
                if isCancelled() { return false }
                var positions: [Int] = []
                func group(of positions: [Int]) -> CatalogScene.Group {
                    CatalogScene.Group(id: section.id, title: title, items: section.items.subset(positions))
                }
                func report() {
                    reported = true
                    onFirstResults(positions.isEmpty ? groups : groups + [group(of: positions)])
                }
                for position in section.items.indices {
                    scanned += 1
                    if scanned & 4095 == 0 {
                        if isCancelled() { return false }
                        if !reported, found > 0, DispatchTime.now().uptimeNanoseconds >= deadline { report() }
                    }
                    // Rows of a file whose bytes cannot hold the needle are passed over undecoded; the others are
                    // decoded, every value of theirs asked.
                    if let folded = query.folded, !section.items.mayContain(asciiLowercased: folded, at: position) {
                        continue
                    }
                    guard query.matches(section.items[position], titleColumn: titleColumn) else { continue }
                    positions.append(position)
                    found += 1
                    if !reported, found == firstBatch { report() }
                }
                if !positions.isEmpty { groups.append(group(of: positions)) }
            }
            for child in section.sections where !visit(child, prefix: title) { return false }
            return true
        }
        for section in catalog.sections where !visit(section, prefix: nil) { return nil }
        return groups
    }
}
