extension Catalog {
    /// The catalogue with each section's items ordered by `key` — their titles (nil) or their metadata value
    /// named `key` — in natural order ("Vol 2" before "Vol 10", any case), ascending or not; items without the
    /// value come last either way, and equal values keep their order. Sections keep theirs. Nil when
    /// `isCancelled` answers true (it is asked every 4,096 items). A data file's number column
    /// (`CatalogTable.kinds`) sorts by value — `-10` before `-2`, `3,5` (a decimal comma) after `3` — and a SQLite
    /// table is sorted by its database (`ORDER BY`), its rows still read a page at a time.
    /// - Complexity: O(n log n) comparisons; each item's value is read once (a row of a file is decoded once).
    public func sorted(by key: String?, ascending: Bool, isCancelled: () -> Bool = { false }) -> Catalog? {
        var checked = 0
        let numeric = key.flatMap { table?.kind(of: $0) } == .number
        func sortedSections(_ sections: [CatalogSection]) -> [CatalogSection]? {
            var result: [CatalogSection] = []
            result.reserveCapacity(sections.count)
            for var section in sections {
                guard let items = section.items.sorted(by: key, ascending: ascending, numeric: numeric, table: table,
                                                       checked: &checked, isCancelled: isCancelled),
                      let subsections = sortedSections(section.sections) else { return nil }
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
    /// Rows of a CSV `table` are sorted by their values' groups (`sortedByValue`); other items compare decoded values.
    func sorted(by key: String?, ascending: Bool, numeric: Bool = false, table: CatalogTable? = nil, checked: inout Int,
                isCancelled: () -> Bool) -> CatalogItems? {
        if case .source(let source) = storage, let sorted = source.sorted(by: key, ascending: ascending) {
            return CatalogItems(source: sorted)
        }
        if let table, case .some(let sorted) = sortedByValue(key ?? table.titleName, of: table, ascending: ascending,
                                                            numeric: numeric, checked: &checked, isCancelled: isCancelled) {
            return sorted
        }
        if numeric, let sorted = sortedByNumber(key, ascending: ascending, checked: &checked, isCancelled: isCancelled) {
            return sorted
        }
        var keys: [(value: [Unicode.Scalar], raw: String, position: Int)] = []
        keys.reserveCapacity(count)
        var missing: [Int] = []
        for position in indices {
            checked += 1
            if checked & 4095 == 0 && isCancelled() { return nil }
            let value = key.map { key in self[position].metadata.first { $0.key == key }?.value ?? "" } ?? texts(at: position).title
            if value.isEmpty { missing.append(position); continue }
            keys.append((Array(value.lowercased().unicodeScalars), value, position))
        }
        keys.sort { a, b in
            let order = naturalCompare(a.value, b.value, a.raw, b.raw)
            if order != 0 { return ascending ? order < 0 : order > 0 }
            return a.position < b.position
        }
        if isCancelled() { return nil }
        return subset(keys.map(\.position) + missing)
    }
}

extension CatalogItems {
    /// These items ordered by the number metadata `key` holds (`ValueKind.number(_:)`), items without one last in
    /// their order; nil when `isCancelled` answers true.
    private func sortedByNumber(_ key: String?, ascending: Bool, checked: inout Int, isCancelled: () -> Bool) -> CatalogItems? {
        var keys: [(value: Double, position: Int)] = []
        var missing: [Int] = []
        for position in indices {
            checked += 1
            if checked & 4095 == 0 && isCancelled() { return nil }
            let text = key.map { key in self[position].metadata.first { $0.key == key }?.value ?? "" } ?? texts(at: position).title
            guard let value = ValueKind.number(text) else { missing.append(position); continue }
            keys.append((value, position))
        }
        keys.sort { a, b in a.value != b.value ? (ascending ? a.value < b.value : a.value > b.value) : a.position < b.position }
        if isCancelled() { return nil }
        return subset(keys.map(\.position) + missing)
    }
}

extension CatalogItems {
    /// Rows of a CSV table ordered by their value in `column`, each row's value read once from its bytes (up to the
    /// field) and told apart as bytes (`ValueGroups`): the distinct values are sorted — natural order, or by value in
    /// a column of numbers — and the rows follow their value's place, those without a value last either way (in a
    /// column of numbers, a text that is no number is none, as the decoded comparison reads it). Equal values keep
    /// the rows' order (values that are equal numbers written differently, `1` and `1.0`, too).
    /// `.none` for other items (they compare decoded values), `.some(nil)` when cancelled.
    /// - Complexity: O(n) value reads and O(d log d) comparisons for d distinct values.
    func sortedByValue(_ column: String, of table: CatalogTable, ascending: Bool, numeric: Bool, checked: inout Int,
                       isCancelled: () -> Bool) -> CatalogItems?? {
        guard case .rows(let rowTable, let rows) = storage, let index = table.columns.firstIndex(of: column),
              case .some(let found) = rowTable.valueGroups(of: rows, column: index, checked: &checked, isCancelled: isCancelled)
        else { return .none }
        guard let groups = found, !isCancelled() else { return .some(nil) }
        var order = groups.sortedOrder(numeric: numeric)
        let values = numeric ? groups.titles.map { ValueKind.number($0) } : []
        // The groups without a value: the missing one, and in a column of numbers those that are no number.
        var valueless = groups.missing.map { [$0] } ?? []
        if let missing = groups.missing { order.removeAll { $0 == missing } }
        if numeric {
            valueless += order.filter { values[$0] == nil }
            order.removeAll { values[$0] == nil }
        }
        if !ascending { order.reverse() }
        var sorted: [UInt32] = []
        sorted.reserveCapacity(rows.count)
        var start = 0
        while start < order.count {
            // A run of groups whose values are the same number: their rows merged back into the rows' order.
            var end = start + 1
            if numeric, let value = values[order[start]] {
                while end < order.count, values[order[end]] == value { end += 1 }
            }
            let first = sorted.count
            for group in order[start..<end] { sorted.append(contentsOf: groups.members[group]) }
            if end - start > 1, rows.isAscending { sorted[first...].sort() }
            start = end
        }
        let tail = sorted.count
        for group in valueless { sorted.append(contentsOf: groups.members[group]) }
        if valueless.count > 1, rows.isAscending { sorted[tail...].sort() }   // in the rows' order, as they came
        return .some(CatalogItems(rows: RowNumbers(sorted), of: rowTable))
    }
}
