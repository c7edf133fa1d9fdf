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
                guard let items = section.items.sorted(by: key, ascending: ascending, numeric: numeric, checked: &checked,
                                                       isCancelled: isCancelled),
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
    func sorted(by key: String?, ascending: Bool, numeric: Bool = false, checked: inout Int,
                isCancelled: () -> Bool) -> CatalogItems? {
        if case .source(let source) = storage, let sorted = source.sorted(by: key, ascending: ascending) {
            return CatalogItems(source: sorted)
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
