extension Catalog {
    /// The catalogue with each section's items ordered by `key` — their titles (nil) or their metadata value
    /// named `key` — in natural order ("Vol 2" before "Vol 10", any case), ascending or not; items without the
    /// value come last either way, and equal values keep their order. Sections keep theirs. Nil when
    /// `isCancelled` answers true (it is asked every 4,096 items). A data file's number column
    /// (`CatalogTable.kinds`) sorts by value — `-10` before `-2`, `3,5` (a decimal comma) after `3` — a date column
    /// by the instant each ISO 8601 value names, and a SQLite table is sorted by its database (`ORDER BY`), its rows
    /// still read a page at a time. The order a table's rows sort into is kept (`SortOrders`): the other way round,
    /// or back to a column sorted just before, costs no sort.
    /// - Complexity: each item's value is read once and made into a key (`SortKeys`); O(n) for numbers and dates.
    public func sorted(by key: String?, ascending: Bool, isCancelled: () -> Bool = { false }) -> Catalog? {
        var checked = 0
        let kind = SortKeyKind((key ?? table?.titleName).flatMap { table?.kind(of: $0) })
        func sortedSections(_ sections: [CatalogSection]) -> [CatalogSection]? {
            var result: [CatalogSection] = []
            result.reserveCapacity(sections.count)
            for var section in sections {
                guard
                    let items = section.items.sorted(
                        by: key, ascending: ascending, kind: kind, table: table,
                        checked: &checked, isCancelled: isCancelled),
                    let subsections = sortedSections(section.sections)
                else { return nil }
                section.items = items
                section.sections = subsections
                result.append(section)
            }
            return result
        }
        guard let sections = sortedSections(self.sections) else { return nil }
        var result = self
        result.sections = sections
        return result
    }
}

extension CatalogItems {
    /// These items ordered as `Catalog.sorted(by:ascending:isCancelled:)` says, sharing the rows they are read from.
    /// Each item's value is made into a sort key once (`SortKeys`), as `kind` says: read from a CSV's bytes (a data
    /// file's `table`, or a catalogue), or decoded.
    func sorted(
        by key: String?, ascending: Bool, kind: SortKeyKind = .text, table: CatalogTable? = nil, checked: inout Int,
        isCancelled: () -> Bool
    ) -> CatalogItems? {
        if case .source(let source) = storage, let sorted = source.sorted(by: key, ascending: ascending) {
            return CatalogItems(source: sorted)
        }
        if case .rows(let rowTable, let rows) = storage, let column = rowTable.csvField(of: key) {
            switch rowTable.sortOrders.order(
                of: rows, column: column, kind: kind, in: rowTable, checked: &checked,
                isCancelled: isCancelled)
            {
            case .some(let order?):
                return CatalogItems(
                    rows: RowNumbers(order.positions(ascending: ascending).map { rows[Int($0)] }),
                    of: rowTable)
            case .some(nil): return nil
            case .none: break
            }
        }
        // Decoded values, each read once.
        var keys = SortKeys(kind: kind, capacity: count, spellsMissingAsText: table?.spellsMissingAsText ?? true)
        var values: [String] = []
        values.reserveCapacity(count)
        for position in indices {
            checked += 1
            if checked & 4095 == 0 && isCancelled() { return nil }
            let value =
                key.map { key in self[position].metadata.first { $0.key == key }?.value ?? "" }
                ?? texts(at: position).title
            keys.add(UInt32(position), value: value)
            values.append(value.trimmingSpaces)
        }
        guard
            let order = keys.order(
                value: { position, body in
                    var value = values[Int(position)]
                    value.withUTF8(body)
                }, isCancelled: isCancelled)
        else { return nil }
        return subset(order.positions(ascending: ascending).map { Int($0) })
    }
}

extension Catalog {
    /// Lets go of what every open table keeps only to sort faster — the orders of the columns sorted last (4 bytes a
    /// row each) — as an app does when the system runs low on memory; the next click on a header sorts again.
    public static func letGoOfKeptOrders() { SortOrders.letGoOfAll() }
}
