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
    /// Whether the connected role may read it.
    var isReadable: Bool
    /// The heaps its rows live in, in order, when they can be read by row address: its own (a table, a materialized
    /// view), or each leaf partition's of a partitioned table whose partitions are all local tables; empty for the
    /// rest (views, foreign tables, a partitioned table with a foreign partition).
    var heaps: [Heap] = []
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

    /// A heap of a relation's rows: the relation's own, or a partition's.
    struct Heap: Sendable {
        var schema: String
        var name: String
        /// Its blocks now, and the rows the planner expects in it.
        var blocks: Int
        var estimatedRows: Int?

        /// The heap's relation as SQL names it.
        func qualified(on connection: PostgreSQLConnection) -> String {
            connection.quoted(schema) + "." + connection.quoted(name)
        }
    }

    /// Whether its rows have row addresses (`ctid`) to page by (`heaps`).
    var hasRowAddresses: Bool { !heaps.isEmpty }

    /// Its heaps' blocks, one after another.
    var blocks: Int { heaps.reduce(0) { $0 + $1.blocks } }

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
    static func list(
        on connection: PostgreSQLConnection,
        only: PostgreSQLLocation.RelationName? = nil
    ) throws(InputError) -> [PostgreSQLRelation] {
        var filter =
            "c.relkind IN ('r', 'v', 'm', 'p', 'f') AND NOT c.relispartition"
            + " AND n.nspname <> 'information_schema' AND n.nspname NOT LIKE 'pg\\_%'"
        var parameters: [String?] = []
        if let only {
            parameters.append(only.name)
            if let schema = only.schema {
                parameters.append(schema)
                filter = "c.relkind IN ('r', 'v', 'm', 'p', 'f') AND c.relname = $1 AND n.nspname = $2"
            } else {
                // The first schema of the search path holding it, as an unqualified name in a query would be found.
                filter =
                    "c.relkind IN ('r', 'v', 'm', 'p', 'f') AND c.relname = $1"
                    + " AND n.nspname = (SELECT s FROM unnest(current_schemas(false)) WITH ORDINALITY AS p(s, o)"
                    + " WHERE EXISTS (SELECT 1 FROM pg_class k JOIN pg_namespace m ON m.oid = k.relnamespace"
                    + " WHERE m.nspname = s AND k.relname = $1) ORDER BY o LIMIT 1)"
            }
        }
        // The planner's way: rows per block when last analyzed, times the blocks there are now; a partitioned
        // table's from its partitions'.
        let relations = try connection.execute(
            """
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
        let attributes = try connection.execute(
            """
            SELECT a.attrelid, a.attname, format_type(a.atttypid, a.atttypmod), b.typcategory, b.oid
            FROM pg_attribute a JOIN pg_type t ON t.oid = a.atttypid
            JOIN pg_type b ON b.oid = CASE WHEN t.typtype = 'd' THEN t.typbasetype ELSE t.oid END
            WHERE a.attrelid = ANY($1::oid[]) AND a.attnum > 0 AND NOT a.attisdropped ORDER BY a.attrelid, a.attnum
            """, [oids])
        var columns: [String: [Column]] = [:]
        for row in attributes.rows {
            guard let relation = row[0], let name = row[1] else { continue }
            columns[relation, default: []].append(
                Column(
                    name: name, type: row[2] ?? "",
                    value: ValueType(category: row[3] ?? "", oid: UInt32(row[4] ?? "") ?? 0)))
        }
        let partitions = try leafPartitions(
            of: relations.rows.filter { $0[3] == "p" }.compactMap { $0[0] }, on: connection)
        return relations.rows.map { row in
            let schema = row[1] ?? "", name = row[2] ?? "", kind = row[3]?.first ?? "r"
            let estimate = row[4].flatMap { Int($0) }
            var relation = PostgreSQLRelation(
                schema: schema, name: name, kind: kind, estimatedRows: estimate,
                isReadable: row[6] == "t", columns: columns[row[0] ?? ""] ?? [])
            if kind == "r" || kind == "m" {
                relation.heaps = [
                    Heap(schema: schema, name: name, blocks: row[5].flatMap { Int($0) } ?? 0, estimatedRows: estimate)
                ]
            } else if kind == "p", let leaves = partitions[row[0] ?? ""], !leaves.isEmpty,
                leaves.allSatisfy({ $0 != nil })
            {
                relation.heaps = leaves.compactMap { $0 }
            }
            return relation
        }
    }

    /// The leaf partitions of each partitioned table of `oids`, in the order of their creation (nil for one that is
    /// not a local table: a foreign partition has no row addresses).
    private static func leafPartitions(
        of oids: [String], on connection: PostgreSQLConnection
    ) throws(InputError) -> [String: [Heap?]] {
        guard !oids.isEmpty else { return [:] }
        let leaves = try connection.execute(
            """
            SELECT parent, n.nspname, c.relname, c.relkind,
                   pg_relation_size(c.oid) / current_setting('block_size')::int,
                   CASE WHEN c.reltuples < 0 THEN NULL ELSE c.reltuples::bigint END
            FROM unnest($1::oid[]) AS parents(parent), LATERAL pg_partition_tree(parent) AS tree
            JOIN pg_class c ON c.oid = tree.relid JOIN pg_namespace n ON n.oid = c.relnamespace
            WHERE tree.isleaf ORDER BY parent, c.oid
            """, ["{" + oids.joined(separator: ",") + "}"])
        var heaps: [String: [Heap?]] = [:]
        for row in leaves.rows {
            let heap =
                row[3] == "r"
                ? Heap(
                    schema: row[1] ?? "", name: row[2] ?? "", blocks: row[4].flatMap { Int($0) } ?? 0,
                    estimatedRows: row[5].flatMap { Int($0) }) : nil
            heaps[row[0] ?? "", default: []].append(heap)
        }
        return heaps
    }
}
