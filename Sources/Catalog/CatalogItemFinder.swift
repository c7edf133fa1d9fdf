/// Finds items by id among sections of one file's rows (a catalogue's sections, or the rows a search kept of
/// them, in file order) through the id table the file was checked with — or among sections read from a source (a
/// SQLite database's tables) through the source's own lookup: no index of its own, where indexing a million rows'
/// ids reads and hashes every one of them again (and for a database, reads every row).
///
/// ```swift
/// if let finder = CatalogItemFinder(catalog.sections.map(\.items)) {
///     finder.position(ofID: "b42")   // (section: 0, item: 42)
/// }
/// ```
public struct CatalogItemFinder: Sendable {
    /// Sections read from sources (`CatalogRowSource`), each asked in turn; nil for a file's rows.
    private let sources: [any CatalogRowSource]?
    private let table: CatalogRowTable?
    /// Each section's rows, ascending.
    private let sections: [RowNumbers]
    /// The sections holding rows, by their first row: each section's first and last row.
    private let bounds: [(first: UInt32, last: UInt32, section: Int)]
    /// Whether no two sections' bounds overlap (a section's rows found by halving `bounds`).
    private let disjoint: Bool

    /// How many sections whose rows interleave are checked one by one for a row; past that no finder is made.
    static let interleavedSectionLimit = 64

    /// A finder over `sections`, or nil when they are not rows of one fully read file in file order (items held
    /// as values, a partial catalogue read while its file loads, rows sorted), or are more than
    /// `interleavedSectionLimit` sections whose rows interleave.
    public init?(_ sections: [CatalogItems]) {
        let sources = sections.compactMap { items -> (any CatalogRowSource)? in
            if case .source(let source) = items.storage { source } else { nil }
        }
        if !sources.isEmpty {
            guard sources.count == sections.count else { return nil }
            self.sources = sources
            table = nil
            self.sections = []
            bounds = []
            disjoint = true
            return
        }
        self.sources = nil
        var table: CatalogRowTable?
        var rows: [RowNumbers] = []
        rows.reserveCapacity(sections.count)
        for items in sections {
            guard case .rows(let other, let numbers) = items.storage, table.map({ $0 === other }) ?? true,
                  other.givenIDs != nil, numbers.isAscending else { return nil }
            table = other
            rows.append(numbers)
        }
        guard let table else { return nil }
        let bounds = rows.indices.compactMap { index in
            rows[index].first.map { (first: $0, last: rows[index].last!, section: index) }
        }.sorted { $0.first < $1.first }
        let disjoint = zip(bounds, bounds.dropFirst()).allSatisfy { $0.last < $1.first }
        guard disjoint || bounds.count <= Self.interleavedSectionLimit else { return nil }
        self.table = table
        self.sections = rows
        self.bounds = bounds
        self.disjoint = disjoint
    }

    /// Where the item with id `id` is: its section's index and its position there; nil when none of the
    /// sections holds it. - Complexity: O(1) expected ids read, plus O(log rows) — O(sections × log rows) when
    /// the sections' rows interleave.
    public func position(ofID id: String) -> (section: Int, item: Int)? {
        if let sources {
            for (section, source) in sources.enumerated() {
                if let item = source.position(ofID: id) { return (section, item) }
            }
            return nil
        }
        guard let row = table?.row(ofID: id).map(UInt32.init) else { return nil }
        if disjoint {
            var low = 0, high = bounds.count   // bounds[..<low] start at or before `row`
            while low < high {
                let middle = (low + high) / 2
                if bounds[middle].first <= row { low = middle + 1 } else { high = middle }
            }
            guard low > 0 else { return nil }
            let section = bounds[low - 1].section
            return sections[section].position(of: row).map { (section, $0) }
        }
        for bound in bounds where bound.first <= row && row <= bound.last {
            if let item = sections[bound.section].position(of: row) { return (bound.section, item) }
        }
        return nil
    }
}
