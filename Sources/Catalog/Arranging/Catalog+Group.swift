extension Catalog {
    /// The most rows of a source that does not group on its own side (a PostgreSQL relation) read whole to group
    /// them here.
    public static let sourceGroupingLimit = 200_000

    /// The catalogue with each section's items arranged in groups, one per value of `columns[0]` (a column of
    /// `table`), each group grouped again by the next column, and so on: a section per value, titled by it, with
    /// its rows in the order they had. Groups are in the value's natural order (numbers by value in a column of
    /// numbers), the rows without a value last, in a group titled "" (the viewer says "No Value"). A catalogue of
    /// one section (a data file) has the groups as its sections; a file of several tables groups each table within
    /// its section. Ids are made of the section's, the column's and the value's, so they stay the same whichever
    /// rows a search leaves.
    ///
    /// A database's table groups on its own side (`CatalogRowSource.grouped(by:isCancelled:)`: SQLite by one query of
    /// rowids and the column, each group then read a page at a time); a source that does not, and holds more than
    /// `sourceGroupingLimit` rows, is not read whole to group it. Nil then, when `isCancelled` answers true (asked
    /// every 4,096 rows), or when the catalogue has no table.
    ///
    /// ```swift
    /// let byIsland = try Catalog.load(path: "penguins.csv").grouped(by: ["island"])
    /// ```
    /// - Complexity: O(n) value reads (a CSV row is read up to the column's field) and O(g log g) for g groups;
    ///   4 bytes a row beyond the rows' own numbers while it runs.
    public func grouped(by columns: [String], isCancelled: () -> Bool = { false }) -> Catalog? {
        guard let table, !columns.isEmpty, columns.allSatisfy({ table.columns.contains($0) }) else { return nil }
        var checked = 0
        func group(_ section: CatalogSection) -> CatalogSection? {
            var section = section
            guard
                let groups = section.items.groups(
                    by: columns[...], table: table, parent: section.id, checked: &checked,
                    isCancelled: isCancelled)
            else { return nil }
            var children: [CatalogSection] = []
            for child in section.sections {
                guard let grouped = group(child) else { return nil }
                children.append(grouped)
            }
            section.items = []
            section.sections = groups + children
            return section
        }
        var result = self
        result.groupedBy = columns
        if sections.count == 1, sections[0].sections.isEmpty {
            guard let only = group(sections[0]) else { return nil }
            result.sections = only.sections
        } else {
            var grouped: [CatalogSection] = []
            for section in sections {
                guard let section = group(section) else { return nil }
                grouped.append(section)
            }
            result.sections = grouped
        }
        return result
    }
}

extension CatalogItems {
    /// The value of the item at `position` in `column` of `table` (its title column's is the title): a CSV
    /// table's row read only up to that field. Nil when the item has none.
    public func value(at position: Int, column: String, of table: CatalogTable) -> String? {
        let isTitle = column == table.titleName
        switch storage {
        case .rows(let rowTable, let rows):
            guard let index = table.columns.firstIndex(of: column) else { return nil }
            return rowTable.value(Int(rows[position]), column: index, named: column, isTitle: isTitle)
        default:
            let item = self[position]
            return isTitle ? item.title : item.metadata(column)
        }
    }

    /// These items in sections by their values of `columns` (see `Catalog.grouped(by:isCancelled:)`), nested for
    /// each further column; nil when cancelled.
    func groups(
        by columns: ArraySlice<String>, table: CatalogTable, parent: String, checked: inout Int,
        isCancelled: () -> Bool
    ) -> [CatalogSection]? {
        guard let column = columns.first, table.columns.contains(column) else { return nil }
        let groups: [(value: String, items: CatalogItems)]
        if let source, let own = source.grouped(by: column, isCancelled: isCancelled) {
            // A source that groups on its own side: its groups, each its rows (nested groups read them, if few).
            groups = own.map { ($0.value, CatalogItems(source: $0.rows)) }
        } else {
            if source != nil { guard count <= Catalog.sourceGroupingLimit, !isCancelled() else { return nil } }
            // One pass: each value's group and its members — a file's rows by number, other items by position.
            var found: ValueGroups
            if case .rows(let rowTable, let rows) = storage, let field = rowTable.csvField(of: column),
                case .some(let fast) = rowTable.valueGroups(
                    of: rows, column: field, checked: &checked, isCancelled: isCancelled)
            {
                guard let fast else { return nil }
                found = fast
            } else {
                found = ValueGroups(spellsMissingAsText: table.spellsMissingAsText)
                for position in indices {
                    checked += 1
                    if checked & 4095 == 0 && isCancelled() { return nil }
                    found.add(UInt32(position), value: value(at: position, column: column, of: table))
                }
            }
            groups = found.sortedOrder(numeric: table.kind(of: column) == .number).map { group in
                let members: CatalogItems =
                    switch storage {
                    case .rows(let rowTable, _): CatalogItems(rows: found.members[group], of: rowTable)
                    default: subset(found.members[group].map(Int.init))
                    }
                return (found.titles[group], members)
            }
        }
        // A section per group, grouped again by the next column when there is one.
        var sections: [CatalogSection] = []
        sections.reserveCapacity(groups.count)
        for group in groups {
            let id = "\(parent)/\(column)=\(group.value)"
            var section = CatalogSection(id: id, title: group.value, items: group.items)
            if columns.count > 1 {
                guard
                    let nested = group.items.groups(
                        by: columns.dropFirst(), table: table, parent: id, checked: &checked,
                        isCancelled: isCancelled)
                else { return nil }
                section.items = []
                section.sections = nested
            }
            sections.append(section)
        }
        return sections
    }
}
