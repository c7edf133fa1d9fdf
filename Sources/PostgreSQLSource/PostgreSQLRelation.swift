import Catalog
import Foundation
import InputFiles

/// A table, view, materialized view, partitioned or foreign table of a PostgreSQL database, as the server's
/// catalogue describes it: its columns and their types, and how many rows the planner expects — read in one
/// query for every relation of the database (`PostgreSQLRelation.list`), never by counting a large table.
struct PostgreSQLRelation: Sendable {
    /// Its schema and name.
    var schema: String
    var name: String
    /// `pg_class.relkind`: `r` table, `v` view, `m` materialized view, `p` partitioned table, `f` foreign table.
    var kind: Character
    /// The planner's estimate of its rows (`reltuples` scaled to the table's current size, or the sum of its
    /// partitions'); nil where the server has none (a view, a table never analyzed).
    var estimatedRows: Int?
    /// How many blocks its heap has now (tables and materialized views; 0 for the rest).
    var blocks: Int
    /// Whether the connected role may read it.
    var isReadable: Bool
    /// Its columns, in order.
    var columns: [Column]

    /// One column: its name, its type as SQL writes it, and what its values are.
    struct Column: Sendable {
        var name: String
        /// `format_type`: `numeric(8,2)`, `timestamp with time zone`, `text[]`.
        var type: String
        var value: ValueType
    }

    /// What a column's values are, for showing them: numbers right-aligned, dates and times, booleans, a binary
    /// value as its size (`octet_length`, never the bytes), everything else as the server writes it.
    enum ValueType: Sendable {
        case number, date, boolean, binary, text

        /// The value type of a column whose base type (a domain's) has `category` (`pg_type.typcategory`) and `oid`.
        init(category: String, oid: UInt32) {
            switch category {
            case "N": self = .number
            case "D": self = .date
            case "B": self = .boolean
            default: self = oid == 17 ? .binary : .text
            }
        }

        /// The column's kind in a `CatalogTable`.
        var kind: ValueKind {
            switch self {
            case .number: .number
            case .date: .date
            case .boolean, .binary, .text: .text
            }
        }
    }

    /// Whether its rows have row addresses (`ctid`) to page by: tables and materialized views.
    var hasRowAddresses: Bool { kind == "r" || kind == "m" }

    /// Its name as a section shows it, and its section id (unique in the database).
    var id: String { "\(schema).\(name)" }

    /// What it is, for a status line.
    var kindName: String {
        switch kind {
        case "v": "view"
        case "m": "materialized view"
        case "p": "partitioned table"
        case "f": "foreign table"
        default: "table"
        }
    }

    /// The relation as SQL names it: schema and name quoted by libpq.
    func qualified(on connection: PostgreSQLConnection) -> String {
        connection.quoted(schema) + "." + connection.quoted(name)
    }

    /// Every relation a user browses in the database `connection` is to (tables, views, materialized views,
    /// partitioned and foreign tables; partitions are read through their parent; the server's own schemas left
    /// out), or only `only` when given, in schema then name order.
    static func list(on connection: PostgreSQLConnection,
                     only: PostgreSQLLocation.RelationName? = nil) throws(InputError) -> [PostgreSQLRelation] {
        var filter = "c.relkind IN ('r', 'v', 'm', 'p', 'f') AND NOT c.relispartition"
            + " AND n.nspname <> 'information_schema' AND n.nspname NOT LIKE 'pg\\_%'"
        var parameters: [String?] = []
        if let only {
            parameters.append(only.name)
            if let schema = only.schema {
                parameters.append(schema)
                filter = "c.relkind IN ('r', 'v', 'm', 'p', 'f') AND c.relname = $1 AND n.nspname = $2"
            } else {
                // The first schema of the search path holding it, as an unqualified name in a query would be found.
                filter = "c.relkind IN ('r', 'v', 'm', 'p', 'f') AND c.relname = $1"
                    + " AND n.nspname = (SELECT s FROM unnest(current_schemas(false)) WITH ORDINALITY AS p(s, o)"
                    + " WHERE EXISTS (SELECT 1 FROM pg_class k JOIN pg_namespace m ON m.oid = k.relnamespace"
                    + " WHERE m.nspname = s AND k.relname = $1) ORDER BY o LIMIT 1)"
            }
        }
        // The planner's way: rows per block when last analyzed, times the blocks there are now; a partitioned
        // table's from its partitions'.
        let relations = try connection.execute("""
            SELECT c.oid, n.nspname, c.relname, c.relkind,
                   CASE WHEN c.relkind = 'p' THEN
                          (SELECT sum(p.reltuples) FILTER (WHERE p.reltuples >= 0) FROM pg_inherits i
                           JOIN pg_class p ON p.oid = i.inhrelid WHERE i.inhparent = c.oid)::bigint
                        WHEN c.reltuples < 0 THEN NULL
                        WHEN c.relpages > 0 AND c.relkind IN ('r', 'm') THEN
                          (c.reltuples / c.relpages * (pg_relation_size(c.oid) / current_setting('block_size')::int))::bigint
                        ELSE c.reltuples::bigint END,
                   CASE WHEN c.relkind IN ('r', 'm') THEN pg_relation_size(c.oid) / current_setting('block_size')::int ELSE 0 END,
                   has_table_privilege(c.oid, 'SELECT')
            FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
            WHERE \(filter) ORDER BY n.nspname, c.relname
            """, parameters)
        guard !relations.rows.isEmpty else {
            if let only { throw connection.location.error("no table or view named “\(only.shown)”") }
            return []
        }
        let oids = "{" + relations.rows.compactMap { $0[0] }.joined(separator: ",") + "}"
        let attributes = try connection.execute("""
            SELECT a.attrelid, a.attname, format_type(a.atttypid, a.atttypmod), b.typcategory, b.oid
            FROM pg_attribute a JOIN pg_type t ON t.oid = a.atttypid
            JOIN pg_type b ON b.oid = CASE WHEN t.typtype = 'd' THEN t.typbasetype ELSE t.oid END
            WHERE a.attrelid = ANY($1::oid[]) AND a.attnum > 0 AND NOT a.attisdropped ORDER BY a.attrelid, a.attnum
            """, [oids])
        var columns: [String: [Column]] = [:]
        for row in attributes.rows {
            guard let relation = row[0], let name = row[1] else { continue }
            columns[relation, default: []].append(Column(
                name: name, type: row[2] ?? "", value: ValueType(category: row[3] ?? "", oid: UInt32(row[4] ?? "") ?? 0)))
        }
        return relations.rows.map { row in
            PostgreSQLRelation(schema: row[1] ?? "", name: row[2] ?? "", kind: row[3]?.first ?? "r",
                               estimatedRows: row[4].flatMap { Int($0) }, blocks: row[5].flatMap { Int($0) } ?? 0,
                               isReadable: row[6] == "t", columns: columns[row[0] ?? ""] ?? [])
        }
    }
}
