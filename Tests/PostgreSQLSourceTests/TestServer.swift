import Catalog
import Foundation
import InputFiles
import Testing

@testable import PostgreSQLSource

/// The throwaway servers `Tests/PostgreSQL/server.sh` starts around the unit tests (`make test-unit`): their socket
/// folder, and locations on the first one. A test run without them fails, saying how to run it — it does not skip.
enum TestServer {
    /// The socket folder, or nil (recorded as a failure) when the tests run without the servers.
    static var sockets: String? {
        guard let folder = ProcessInfo.processInfo.environment["LATTICE_TEST_POSTGRES_SOCKETS"] else {
            Issue.record("no PostgreSQL server: run the tests through Tests/PostgreSQL/server.sh (make test-unit does)")
            return nil
        }
        return folder
    }

    /// The location of the fixtures' database on the first server, as `user`, naming `relation` after `#`.
    static func location(_ relation: String? = nil, user: String = "lattice") -> String? {
        guard let sockets else { return nil }
        let base = "host=\(sockets) port=5432 dbname=lattice user=\(user)"
        return relation.map { base + "#" + $0 } ?? base
    }

    /// A connection to the fixtures' database.
    static func connection() throws -> PostgreSQLConnection? {
        guard let location = location() else { return nil }
        return try PostgreSQLConnection(PostgreSQLLocation(location))
    }

    /// The rows of `relation` (`#`-name), waiting for the server when asked for.
    static func rows(_ relation: String, user: String = "lattice") throws -> PostgreSQLRows? {
        guard let location = location(relation, user: user) else { return nil }
        let catalog = try Catalog.load(location: location, waitsForRows: true)
        return catalog.allSections.lazy.compactMap { $0.items.source as? PostgreSQLRows }.first
    }
}

extension CatalogItem {
    /// The value of metadata `key`, or nil.
    func value(_ key: String) -> String? { metadata.first { $0.key == key }?.value }
}
