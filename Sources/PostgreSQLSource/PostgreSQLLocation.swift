import CLibPQ
import Foundation
import InputFiles

/// Where a PostgreSQL database is, as a user writes it for `psql`: a connection URI
/// (`postgresql://user@host:5432/dbname?sslmode=require`), a `key=value` string (`host=db dbname=sales`,
/// `service=demo`), with an optional relation to open directly after `#` (`postgresql://host/db#public.trips`,
/// `service=demo#trips`: a schema-qualified name, or a bare one searched in `search_path` order; quote a name
/// holding a dot: `#"Survey Data"."Zones"`).
///
/// What is not written comes from where libpq finds it: the `PG*` environment, `pg_service.conf`, `.pgpass`.
/// `shown` is the location without its password, for titles, errors and remembered locations.
public struct PostgreSQLLocation: Sendable, Hashable, CustomStringConvertible {
    /// The connection string handed to libpq (without the relation).
    public let connectionString: String
    /// The relation to open, as written after `#` (nil: the whole database).
    public let relation: RelationName?
    /// The location as shown: the connection string without a password, and the relation.
    public let shown: String
    /// The database's name as libpq resolves it from the string alone (nil where the environment decides).
    public let database: String?

    /// A relation's name, schema-qualified or not.
    public struct RelationName: Sendable, Hashable {
        /// Its schema (nil: the first of `search_path` holding it).
        public var schema: String?
        /// Its name.
        public var name: String
    }

    /// Whether `text` is meant as a database location rather than a file: a `postgresql://` or `postgres://` URI,
    /// or a `key=value` string starting with one of libpq's keywords.
    public static func isLocation(_ text: String) -> Bool {
        let lowered = text.lowercased()
        if lowered.hasPrefix("postgresql://") || lowered.hasPrefix("postgres://") { return true }
        let first = text.split(separator: " ", maxSplits: 1).first.map(String.init) ?? ""
        guard let equals = first.firstIndex(of: "=") else { return false }
        return keywords.contains(String(first[..<equals]).lowercased())
    }

    /// libpq's connection keywords a `key=value` location may start with.
    static let keywords: Set<String> = [
        "host", "hostaddr", "port", "dbname", "user", "password", "passfile", "service",
        "sslmode", "options", "application_name", "connect_timeout", "target_session_attrs"
    ]

    /// The location `text` (`isLocation`), checked by libpq's own parser; an error names what it refused, the
    /// text shown without its password.
    public init(_ text: String) throws(InputError) {
        var connection = text
        var relation: RelationName?
        if let hash = Self.relationMark(in: text) {
            let written = String(text[text.index(after: hash)...])
            connection = String(text[..<hash])
            let decoded = written.removingPercentEncoding ?? written
            guard let name = Self.relationName(decoded) else {
                throw InputError(
                    source: Self.redacted(connection), path: "",
                    message: "“\(decoded)” is not a relation's name; expected #schema.table or #table")
            }
            relation = name
        }
        var failure: UnsafeMutablePointer<CChar>?
        guard let options = PQconninfoParse(connection, &failure) else {
            let message = failure.map { String(cString: $0) } ?? "not a connection string"
            if let failure { PQfreemem(failure) }
            throw InputError(
                source: Self.redacted(connection), path: "", message: PostgreSQLConnection.trimmed(message))
        }
        defer { PQconninfoFree(options) }
        var database: String?, user: String?
        var option = options
        while let keyword = option.pointee.keyword {
            if let value = option.pointee.val {
                switch String(cString: keyword) {
                case "dbname": database = String(cString: value)
                case "user": user = String(cString: value)
                default: break
                }
            }
            option += 1
        }
        self.connectionString = connection
        self.relation = relation
        self.database = database ?? user
        let base = Self.redacted(connection)
        shown = relation.map { base + "#" + $0.shown } ?? base
    }

    /// The location as shown, without a password (`shown`).
    public var description: String { shown }

    /// An error about this location.
    func error(_ message: String) -> InputError { InputError(source: shown, path: "", message: message) }

    /// Where the relation's name starts: the last `#` outside quotes (URIs percent-encode a `#` of their own).
    private static func relationMark(in text: String) -> String.Index? {
        var quoted = false, mark: String.Index?
        for index in text.indices {
            switch text[index] {
            case "'": quoted.toggle()
            case "#" where !quoted: mark = index
            default: break
            }
        }
        return mark
    }

    /// `schema.name`, `name`, either part double-quoted (`"Survey Data"."State ""Plane"" Zones"`).
    static func relationName(_ text: String) -> RelationName? {
        var parts: [String] = [], current = "", quoted = false
        var characters = Array(text)[...]
        var wasQuoted = false
        while let character = characters.popFirst() {
            if quoted {
                if character == "\"" {
                    if characters.first == "\"" {
                        current.append("\"")
                        characters.removeFirst()
                    } else {
                        quoted = false
                    }
                } else {
                    current.append(character)
                }
            } else if character == "\"" {
                quoted = true
                wasQuoted = true
            } else if character == "." {
                parts.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        parts.append(current)
        guard !quoted, parts.count <= 2, parts.allSatisfy({ !$0.isEmpty }) || (wasQuoted && !parts.last!.isEmpty) else {
            return nil
        }
        return parts.count == 2
            ? RelationName(schema: parts[0], name: parts[1]) : RelationName(schema: nil, name: parts[0])
    }

    /// `connection` without its password: a URI's `user:password@` becomes `user@`, a `password=` parameter or
    /// keyword is left out.
    static func redacted(_ connection: String) -> String {
        let lowered = connection.lowercased()
        if lowered.hasPrefix("postgresql://") || lowered.hasPrefix("postgres://") {
            guard var parts = URLComponents(string: connection) else {
                // Not a URI Foundation reads: drop everything between "://" and "@" past the first ":".
                return connection.replacingOccurrences(
                    of: #"(://[^:/@]*):[^@/]*@"#, with: "$1@", options: .regularExpression)
            }
            parts.password = nil
            parts.queryItems = parts.queryItems?.filter { $0.name.lowercased() != "password" }
            if parts.queryItems?.isEmpty == true { parts.queryItems = nil }
            return parts.string ?? connection
        }
        return connection.replacingOccurrences(
            of: #"(?i)\bpassword\s*=\s*('([^'\\]|\\.)*'|\S*)\s*"#, with: "",
            options: .regularExpression
        )
        .trimmingCharacters(in: .whitespaces)
    }
}

extension PostgreSQLLocation.RelationName {
    /// The name as written after `#`: parts quoted where they need it.
    public var shown: String {
        func part(_ text: String) -> String {
            text.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) && text == text.lowercased()
                ? text : "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
        }
        return schema.map { part($0) + "." + part(name) } ?? part(name)
    }
}
