import Catalog
import Foundation
import InputFiles
import Testing

@testable import PostgreSQLSource

/// A database opened as a catalogue from a real server: its schemas and relations (awkward names, views,
/// partitioned and foreign tables), values of every kind as a user expects them, a role that may read only some
/// tables, and a session that stays read-only and survives losing its connection.
@Suite(.serialized)
struct PostgreSQLCatalogTests {
    @Test func theDatabaseListsItsSchemasAndRelationsButNotPartitions() throws {
        guard let location = TestServer.location() else { return }
        let catalog = try Catalog.load(location: location)
        #expect(catalog.title == "lattice")
        #expect(catalog.table?.format == "PostgreSQL")
        #expect(catalog.sections.map(\.title) == ["Survey Data", "public"])
        let publicNames = catalog.sections[1].sections.map(\.title)
        for name in [
            "countries", "debian_releases", "Kinds of Value", "readings", "recent_releases", "releases_per_decade",
            "trips"
        ] {
            #expect(publicNames.contains(name), "\(name) missing from \(publicNames)")
        }
        #expect(
            !publicNames.contains("readings_2024") && !publicNames.contains("readings_2025")
                && !publicNames.contains("events_low"))
        #expect(catalog.sections[0].sections.map(\.title) == [#"State "Plane" Zones"#])
        // Small relations counted, exactly; a view's rows, a partitioned table's over two servers.
        let sizes = Dictionary(
            catalog.sections[1].sections.map { ($0.title, $0.items.count) }, uniquingKeysWith: { a, _ in a })
        #expect(sizes["countries"] == 249)
        #expect(sizes["readings"] == 5_000)
        #expect(sizes["debian_releases"] == 22)
        #expect(sizes["recent_releases"].map { $0 > 0 && $0 < 22 } == true)
    }

    @Test func aRelationWithAwkwardNamesOpensDirectly() throws {
        guard let location = TestServer.location(#""Survey Data"."State ""Plane"" Zones""#) else { return }
        let catalog = try Catalog.load(location: location, waitsForRows: true)
        #expect(catalog.allSections.count == 1)
        let items = catalog.allSections[0].items
        #expect(items.count == 258)
        #expect(items[0].title == "ALABAMA")
        #expect(items[257].title == "GUAM ISLAND")
        #expect(items[257].value("datum") == "NAD27")
        #expect(catalog.title == #"State "Plane" Zones"#)
        #expect(catalog.subtitle == "lattice · table · 258 rows · by position")
    }

    @Test func aTableSpreadOverTwoServersReadsWhole() throws {
        guard let rows = try TestServer.rows("readings") else { return }
        #expect(rows.count == 5_000)
        let taken = (0..<rows.count).compactMap { rows.item(at: $0).value("taken") }
        #expect(taken.count == 5_000)
        #expect(taken.contains { $0.hasPrefix("2025") } && taken.contains { $0.hasPrefix("2024") })
    }

    @Test func valuesShowAsAUserExpects() throws {
        guard let rows = try TestServer.rows(#""Kinds of Value""#) else { return }
        let zoe = rows.item(at: 0)
        #expect(zoe.title == "Zoë")
        #expect(zoe.value("payload") == "4 bytes")
        #expect(zoe.value("flag") == "true")
        #expect(zoe.value("price") == "1234.50")
        #expect(zoe.value("doc") == #"{"a": 1, "b": [true, null]}"#)
        #expect(zoe.value("tags") == "{red,green}")
        #expect(zoe.value("feeling") == "happy")
        #expect(zoe.value("zip") == "75001")
        #expect(rows.item(at: 2).value("payload") == "5000 bytes")
        // NULL is no value (dimmed as missing), not the text "NULL".
        #expect(rows.item(at: 1).metadata.isEmpty)
        let catalog = try Catalog.load(location: TestServer.location(#""Kinds of Value""#)!)
        #expect(catalog.table?.kind(of: "price") == .number)
        #expect(catalog.table?.kind(of: "born") == .date)
        #expect(catalog.table?.kind(of: "zip") == .text)
    }

    @Test func aRoleShowsWhatItMayNotReadInPlaceAndOpensTheRest() throws {
        guard let location = TestServer.location(user: "reader") else { return }
        let catalog = try Catalog.load(location: location, waitsForRows: true)
        let sections = catalog.allSections
        let trips = sections.first { $0.title == "trips" }
        #expect(trips?.items.count == 1)
        #expect(trips?.items.first?.title == "Cannot Read")
        let countries = sections.first { $0.title == "countries" }
        #expect(countries?.items.count == 249)
        #expect(countries?.items[0].title != "")
    }

    @Test func sessionsAreReadOnlyAndValuesAreBoundNotSpliced() throws {
        guard let connection = try TestServer.connection() else { return }
        #expect(throws: InputError.self) { try connection.execute("CREATE TABLE intruder (x int)") }
        let hostile = "x'); DROP TABLE countries; --"
        let result = try connection.execute("SELECT count(*) FROM countries WHERE name = $1", [hostile])
        #expect(result.rows.first?[0] == "0")
        #expect(try connection.execute("SELECT count(*) FROM countries").rows.first?[0] == "249")
    }

    @Test func aQueryIsCancelledOnTheServer() throws {
        guard let connection = try TestServer.connection(), let watcher = try TestServer.connection() else { return }
        let pid = try connection.execute("SELECT pg_backend_pid()").rows.first?[0] ?? ""
        let outcome = Locked<PostgreSQLConnection.Failure?>(nil)
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            do throws(PostgreSQLConnection.Failure) { _ = try connection.query("SELECT pg_sleep(30)") } catch {
                outcome.withLock { $0 = error }
            }
            done.signal()
        }
        // Waits for the state it checks: the server running the sleep.
        while try watcher.execute("SELECT state FROM pg_stat_activity WHERE pid = $1", [pid]).rows.first?[0] != "active"
        {}
        connection.cancel()
        done.wait()
        #expect(outcome.withLock { $0?.wasCancelled } == true)
    }

    @Test func rowsReadOnAfterTheConnectionIsLost() throws {
        guard let rows = try TestServer.rows("public.trips"), let admin = try TestServer.connection() else { return }
        #expect(rows.item(at: 0).value("trip_id") == "1")
        // The server ends every other session of Lattice's, as a restart or a dropped network would.
        _ = try admin.execute(
            """
            SELECT pg_terminate_backend(pid) FROM pg_stat_activity
            WHERE application_name = 'lattice' AND pid <> pg_backend_pid()
            """)
        let far = rows.count / 2
        #expect(rows.item(at: far).value("trip_id") != nil)
        #expect(rows.error == nil)
    }

    @Test func aTableAlteredWhileOpenSaysSoAndOpensAgainAsItIsNow() throws {
        guard let admin = try TestServer.connection() else { return }
        // The test's own table, written by a session it makes writable.
        _ = try admin.execute("SET default_transaction_read_only = off")
        _ = try admin.execute("DROP TABLE IF EXISTS altered")
        _ = try admin.execute(
            "CREATE TABLE altered AS SELECT i AS id, 'row ' || i AS label, i * 2 AS twice FROM generate_series(1, 300000) AS i"
        )
        _ = try admin.execute("ANALYZE altered")
        defer { _ = try? admin.execute("DROP TABLE altered") }
        guard let rows = try TestServer.rows("altered") else { return }
        #expect(!rows.isCountExact)
        #expect(rows.item(at: 0).value("twice") == "2")
        _ = try admin.execute("ALTER TABLE altered DROP COLUMN twice")
        // Rows not read yet no longer read: a placeholder, the error kept, the rows marked to be opened again.
        #expect(rows.item(at: 200_000).title == "")
        #expect(rows.isStale)
        #expect(rows.error?.message.contains("twice") == true)
        let again = try TestServer.rows("altered")
        #expect(again?.item(at: 200_000).title.hasPrefix("row ") == true)
        #expect(again?.columns == ["id", "label"])
    }

    @Test func aLongValueIsReadAsFarAsACellShowsItAndSortsAndSearchesWhole() throws {
        guard let admin = try TestServer.connection() else { return }
        _ = try admin.execute("SET default_transaction_read_only = off")
        _ = try admin.execute("DROP TABLE IF EXISTS documents")
        // Two documents of a million characters, told apart only past the part a cell shows.
        _ = try admin.execute(
            "CREATE TABLE documents AS SELECT n, repeat('a', 1000000) || n AS body FROM generate_series(1, 2) AS n")
        defer { _ = try? admin.execute("DROP TABLE documents") }
        guard let rows = try TestServer.rows("documents") else { return }
        let shown = rows.item(at: 0).value("body") ?? rows.item(at: 0).title
        #expect(shown.count == PostgreSQLReader.shownCharacters)
        let sorted = rows.sorted(by: "body", ascending: false) as? PostgreSQLRows
        sorted?.waitsForRows = true
        #expect(sorted?.item(at: 0).value("n") == "2")
        let found = rows.matching(
            CatalogRowSearch(needle: "a1") { _ in false }, firstBatch: 5, onFirst: { _ in }, isCancelled: { false })
        #expect(found?.count == 1)
    }

    @Test func aViewThatFailsShowsItsErrorInPlaceAndTheOthersOpen() throws {
        guard let admin = try TestServer.connection() else { return }
        _ = try admin.execute("SET default_transaction_read_only = off")
        _ = try admin.execute(
            "CREATE OR REPLACE VIEW zz_broken AS SELECT 1 / (n - n) AS boom FROM generate_series(1, 3) AS n")
        defer { _ = try? admin.execute("DROP VIEW zz_broken") }
        let catalog = try Catalog.load(location: TestServer.location()!)
        let broken = catalog.allSections.first { $0.title == "zz_broken" }
        #expect(broken?.items.first?.title == "Cannot Read")
        #expect(broken?.items.first?.subtitle?.contains("division by zero") == true)
        #expect(catalog.allSections.first { $0.title == "countries" }?.items.count == 249)
    }

    @Test func anUnreachableServerIsAClearErrorWithoutThePassword() {
        do {
            _ = try Catalog.load(location: "postgresql://someone:hunter2@/lattice?host=/nonexistent-socket-folder")
            Issue.record("connected to nothing")
        } catch {
            #expect(!error.description.contains("hunter2"))
            #expect(error.description.contains("cannot connect"))
        }
    }
}
