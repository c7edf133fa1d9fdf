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
    /// Where more than `interleavedSectionLimit` sections' rows interleave (a table grouped by a column of
    /// hundreds of values), or a section's rows are not in the file's order: each row's section plus one, by row
    /// number (0: in none) — 2 bytes a row of the file.
    private let sectionOfRow: [UInt16]
    /// Where a section's rows are not in the file's order (sorted): each row's position in its section plus one, by
    /// row number (0: in none) — 4 bytes a row, where indexing the rows' ids would read and hash every one.
    private let positionOfRow: [UInt32]

    /// How many sections whose rows interleave are checked one by one for a row; past that each row's section is
    /// kept (`sectionOfRow`).
    static let interleavedSectionLimit = 64

    /// A finder over `sections`, or nil when they are not rows of one fully read file (items held as values, a
    /// partial catalogue read while its file loads), or are 65,535 or more sections whose rows interleave or are
    /// not in the file's order.
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
            sectionOfRow = []
            positionOfRow = []
            return
        }
        self.sources = nil
        var table: CatalogRowTable?
        var rows: [RowNumbers] = []
        rows.reserveCapacity(sections.count)
        for items in sections {
            guard case .rows(let other, let numbers) = items.storage, table.map({ $0 === other }) ?? true,
                other.givenIDs != nil
            else { return nil }
            table = other
            rows.append(numbers)
        }
        guard let table else { return nil }
        let bounds = rows.indices.compactMap { index in
            rows[index].first.map { (first: $0, last: rows[index].last!, section: index) }
        }.sorted { $0.first < $1.first }
        let disjoint = zip(bounds, bounds.dropFirst()).allSatisfy { $0.last < $1.first }
        var sectionOfRow: [UInt16] = []
        var positionOfRow: [UInt32] = []
        let ordered = rows.allSatisfy(\.isAscending)
        if !ordered {
            positionOfRow = [UInt32](repeating: 0, count: table.starts.count)
            for numbers in rows {
                for (position, row) in numbers.enumerated() where Int(row) < positionOfRow.count {
                    positionOfRow[Int(row)] = UInt32(position + 1)
                }
            }
        }
        if (!disjoint && bounds.count > Self.interleavedSectionLimit) || (!ordered && rows.count > 1) {
            guard rows.count < Int(UInt16.max) else { return nil }
            sectionOfRow = [UInt16](repeating: 0, count: table.starts.count)
            for (section, numbers) in rows.enumerated() {
                for row in numbers where Int(row) < sectionOfRow.count { sectionOfRow[Int(row)] = UInt16(section + 1) }
            }
        }
        self.sectionOfRow = sectionOfRow
        self.positionOfRow = positionOfRow
        self.table = table
        self.sections = rows
        self.bounds = bounds
        self.disjoint = disjoint
    }

    /// Where the item with id `id` is: its section's index and its position there; nil when none of the
    /// sections holds it. - Complexity: O(1) expected ids read, plus O(log rows) — O(sections × log rows) when
    /// up to `interleavedSectionLimit` sections' rows interleave.
    public func position(ofID id: String) -> (section: Int, item: Int)? {
        if let sources {
            for (section, source) in sources.enumerated() {
                if let item = source.position(ofID: id) { return (section, item) }
            }
            return nil
        }
        guard let row = table?.row(ofID: id).map(UInt32.init) else { return nil }
        if !positionOfRow.isEmpty {
            guard Int(row) < positionOfRow.count, positionOfRow[Int(row)] > 0 else { return nil }
            let section = sectionOfRow.isEmpty ? 0 : Int(sectionOfRow[Int(row)]) - 1
            guard sections.indices.contains(section) else { return nil }
            return (section, Int(positionOfRow[Int(row)]) - 1)
        }
        if disjoint {
            var low = 0, high = bounds.count  // bounds[..<low] start at or before `row`
            while low < high {
                let middle = (low + high) / 2
                if bounds[middle].first <= row { low = middle + 1 } else { high = middle }
            }
            guard low > 0 else { return nil }
            let section = bounds[low - 1].section
            return sections[section].position(of: row).map { (section, $0) }
        }
        if !sectionOfRow.isEmpty {
            guard Int(row) < sectionOfRow.count, sectionOfRow[Int(row)] > 0 else { return nil }
            let section = Int(sectionOfRow[Int(row)]) - 1
            return sections[section].position(of: row).map { (section, $0) }
        }
        for bound in bounds where bound.first <= row && row <= bound.last {
            if let item = sections[bound.section].position(of: row) { return (bound.section, item) }
        }
        return nil
    }
}
