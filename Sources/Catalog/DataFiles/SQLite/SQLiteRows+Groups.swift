extension SQLiteRows {
    /// The rows in groups by their value in `column`, found by one query on a connection of its own (`rowid` and
    /// the column, in the rows' order as shown), each group then read a page at a time as the table's own rows are
    /// (`SQLiteMatches` of its rowids, 8 bytes a row). Groups follow their values' natural order (numbers by value
    /// in a column of numbers), the rows without a value last; nil for rows without rowids (a view: the catalogue
    /// groups what it reads), a database that cannot be read, or a query `isCancelled` stopped.
    func grouped(by column: String, isCancelled: () -> Bool) -> [CatalogRowGroup]? {
        guard hasRowID, let index = columns.firstIndex(of: column),
            let reader = try? SQLiteDatabase(path: database.source)
        else { return nil }
        var sql = "SELECT rowid, \(SQLiteDatabase.quoted(columnNames[index])) FROM \(SQLiteDatabase.quoted(relation))"
        if let order {
            sql +=
                " ORDER BY \(SQLiteDatabase.quoted(columnNames[order.column])) \(order.ascending ? "ASC" : "DESC"), rowid"
        } else {
            sql += " ORDER BY rowid"
        }
        var rowIDs: [Int64] = []
        var groups = ValueGroups()
        do {
            try reader.query(sql, [], isCancelled: isCancelled) { row in
                guard let rowID = row[0].flatMap({ Int64($0) }), rowIDs.count < Int(UInt32.max) else { return true }
                groups.add(UInt32(rowIDs.count), value: row.count > 1 ? row[1]?.trimmingSpaces : nil)
                rowIDs.append(rowID)
                return true
            }
        } catch {
            return nil
        }
        if isCancelled() { return nil }
        let isTitle = index == titleColumn
        return groups.sortedOrder(numeric: kinds.indices.contains(index) && kinds[index] == .number).map { group in
            let value = groups.titles[group]
            let missing = group == groups.missing
            // The group as a search: what a sort of it asks again of the table (`SQLiteMatches.sorted`).
            let search = CatalogRowSearch(needle: missing ? nil : value, column: column) { item in
                let held = (isTitle ? item.title : item.metadata(column) ?? "").trimmingSpaces
                return missing ? ValueKind(of: held) == .missing : held == value
            }
            return CatalogRowGroup(
                value: value,
                rows: SQLiteMatches(
                    rows: self, search: search,
                    rowIDs: groups.members[group].map { rowIDs[Int($0)] }))
        }
    }
}
