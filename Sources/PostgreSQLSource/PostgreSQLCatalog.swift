import Catalog
import Foundation
import InputFiles

/// A PostgreSQL database as a catalogue: a section per schema holding a section per table, view, materialized
/// view, partitioned or foreign table (or only the relation the location names), each holding its rows as a
/// `PostgreSQLRows` — read from the server as they are shown. Opening reads the server's catalogue (one query
/// for the relations, one for their columns), counts the small relations and samples the first rows of each
/// (for the column titling them); a large relation is never counted.
///
/// ```swift
/// let catalog = try PostgreSQLCatalog.catalog(PostgreSQLLocation("postgresql://localhost/sales#public.orders"))
/// let rows = catalog.sections[0].items          // 100,000,000 of them, read a window at a time
/// ```
public enum PostgreSQLCatalog {
    /// Relations whose first rows are sampled for their title column; a database of more is titled by types.
    static let sampledRelations = 32

    /// The catalogue of the database at `location`. Blocks on the network: call it off the main thread.
    /// `waitsForRows` makes its rows wait for the server when asked for (the command line's render and bench).
    public static func catalog(
        _ location: PostgreSQLLocation, waitsForRows: Bool = false,
        titleColumn chosen: String? = nil
    ) throws(InputError) -> Catalog {
        let connection = try PostgreSQLConnection(location)
        defer { connection.close() }
        let relations = try PostgreSQLRelation.list(on: connection, only: location.relation)
        let database =
            try connection.execute("SELECT current_database()").rows.first?[0] ?? location.database ?? "PostgreSQL"
        var sections: [CatalogSection] = []
        var columns: [String] = [], kinds: [String: ValueKind] = [:], titleName: String?
        var own: [String: CatalogTable.SectionColumns] = [:]
        var statuses: [String] = []
        let counts = counted(relations.filter(\.isReadable), on: connection)
        for relation in relations {
            guard relation.isReadable else {
                // What the server would answer a query, in place: the other relations still open.
                sections.append(
                    unreadable(relation, because: "permission denied for \(relation.kindName) \(relation.name)"))
                continue
            }
            let count: Int, exact: Bool, samples: [[String?]]
            do throws(InputError) {
                if let known = counts[relation.id] {
                    (count, exact) = try known.get()
                } else {
                    (count, exact) = try counted(relation, on: connection)
                }
                samples = relations.count <= sampledRelations ? try sample(relation, on: connection) : []
            } catch {
                // A view whose query fails, a foreign table whose server is away: its error in place.
                sections.append(unreadable(relation, because: error.message))
                continue
            }
            let names = CatalogTable.uniqueNames(relation.columns.map(\.name))
            let title =
                chosen.flatMap { names.firstIndex(of: $0) }
                ?? (samples.isEmpty ? typedTitle(relation) : CatalogTable.titleColumn(names: names, samples: samples))
            let rows = PostgreSQLRows(
                relation: relation, location: location, count: count, isCountExact: exact,
                order: relation.hasRowAddresses || exact ? .table : .offset(column: nil, ascending: true),
                titleColumn: title)
            rows.waitsForRows = waitsForRows
            statuses.append(rows.status)
            sections.append(section(of: relation, items: CatalogItems(source: rows)))
            if titleName == nil, names.indices.contains(title) { titleName = names[title] }
            if names.indices.contains(title) {
                own[relation.id] = CatalogTable.SectionColumns(
                    title: names[title], others: names.enumerated().filter { $0.offset != title }.map(\.element))
            }
            for (index, name) in names.enumerated() where index != title && !columns.contains(name) {
                columns.append(name)
                kinds[name] = relation.columns[index].value.kind
            }
        }
        let schemas = Set(relations.map(\.schema))
        if schemas.count > 1 {
            // Relations come in schema order: a section per schema, holding its relations' sections.
            sections = schemas.sorted().map { schema in
                CatalogSection(
                    id: "schema:\(schema)", title: schema, icon: "folder-symbolic",
                    sections: zip(relations, sections).filter { $0.0.schema == schema }.map(\.1))
            }
        }
        // One relation named by the location: titled by it, its database and how its rows are read under it.
        let single = location.relation != nil && relations.count == 1 && statuses.count == 1
        var catalog = Catalog(
            title: single ? relations[0].name : database,
            subtitle: single ? "\(database) · \(statuses[0])" : location.shown,
            sections: sections, sourcePath: location.shown)
        catalog.table = CatalogTable(
            columns: [titleName ?? "Name"] + columns, titleColumn: 0,
            kinds: [.text] + columns.map { kinds[$0] ?? .text }, format: "PostgreSQL")
        if own.count > 1 { catalog.table?.sectionColumns = own }
        return catalog
    }

    /// The section of a relation that cannot be read: one item saying why (the server's words).
    private static func unreadable(_ relation: PostgreSQLRelation, because message: String) -> CatalogSection {
        section(
            of: relation,
            items: CatalogItems([
                CatalogItem(
                    id: relation.id + "#unreadable", title: "Cannot Read",
                    subtitle: message, icon: "dialog-warning-symbolic")
            ]))
    }

    /// The rows of the relations estimated small, counted by one query for each batch of `countBatch` (a remote
    /// server's round trips, not its work, dominate many small counts); a batch that fails is counted one by one.
    private static func counted(
        _ relations: [PostgreSQLRelation],
        on connection: PostgreSQLConnection
    ) -> [String: Result<(Int, Bool), InputError>] {
        let limit = PostgreSQLRows.exactCountLimit
        let small = relations.filter { $0.estimatedRows.map { $0 < limit } ?? true }
        var counts: [String: Result<(Int, Bool), InputError>] = [:]
        for start in stride(from: 0, to: small.count, by: countBatch) {
            let batch = Array(small[start..<min(small.count, start + countBatch)])
            let sql = batch.enumerated().map { index, relation in
                "SELECT \(index), count(*) FROM (SELECT 1 FROM \(relation.qualified(on: connection)) LIMIT \(limit + 1)) AS rows"
            }.joined(separator: " UNION ALL ")
            guard let result = try? connection.execute(sql) else {
                for relation in batch {
                    counts[relation.id] = Result { () throws(InputError) in try counted(relation, on: connection) }
                }
                continue
            }
            for row in result.rows {
                guard let index = row[0].flatMap({ Int($0) }), batch.indices.contains(index),
                    let count = row[1].flatMap({ Int($0) }), count <= limit
                else { continue }
                counts[batch[index].id] = .success((count, true))
            }
        }
        return counts
    }

    /// Relations counted by one query.
    static let countBatch = 50

    /// A relation's section: titled by its name, its icon saying what it is.
    private static func section(of relation: PostgreSQLRelation, items: CatalogItems) -> CatalogSection {
        let icon =
            switch relation.kind {
            case "v", "m": "view-reveal-symbolic"
            case "f": "network-server-symbolic"
            default: "x-office-spreadsheet-symbolic"
            }
        return CatalogSection(id: relation.id, title: relation.name, icon: icon, items: items)
    }

    /// How many rows `relation` has: counted when the planner expects fewer than `exactCountLimit` (by a query
    /// that stops past the limit), the planner's estimate otherwise (`EXPLAIN`'s where the catalogue has none).
    static func counted(
        _ relation: PostgreSQLRelation, on connection: PostgreSQLConnection
    ) throws(InputError) -> (Int, Bool) {
        let limit = PostgreSQLRows.exactCountLimit
        let name = relation.qualified(on: connection)
        if relation.estimatedRows.map({ $0 < limit }) ?? true {
            let counted = try connection.execute(
                "SELECT count(*) FROM (SELECT 1 FROM \(name) LIMIT \(limit + 1)) AS rows")
            if let count = counted.rows.first?[0].flatMap({ Int($0) }), count <= limit { return (count, true) }
        }
        if let estimate = relation.estimatedRows, estimate >= limit { return (estimate, false) }
        let plan = try connection.execute("EXPLAIN (FORMAT JSON) SELECT * FROM \(name)")
        let text = plan.rows.first?[0] ?? ""
        let rows = text.range(of: #""Plan Rows": *([0-9]+)"#, options: .regularExpression).map {
            Int(text[$0].filter(\.isNumber)) ?? limit
        }
        return (max(rows ?? limit, limit + 1), false)
    }

    /// The first rows of `relation`, for choosing its title column.
    private static func sample(
        _ relation: PostgreSQLRelation, on connection: PostgreSQLConnection
    ) throws(InputError) -> [[String?]] {
        guard !relation.columns.isEmpty else { return [] }
        let reader = PostgreSQLReader(
            relation: relation, order: .offset(column: nil, ascending: true), connection: connection)
        do {
            return try reader.readPage(offset: 0, limit: 64, on: connection).map { row in
                zip(row.values, relation.columns).map { value, column in
                    value.map { PostgreSQLRows.shown($0, as: column.value) }
                }
            }
        } catch {
            throw connection.location.error(error.message)
        }
    }

    /// A title column chosen by types alone: the first text column, else the first.
    private static func typedTitle(_ relation: PostgreSQLRelation) -> Int {
        relation.columns.firstIndex { $0.value == .text } ?? 0
    }
}
