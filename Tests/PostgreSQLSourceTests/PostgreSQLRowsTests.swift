import Catalog
import Foundation
import InputFiles
import Testing

@testable import PostgreSQLSource

/// A relation's rows read from a real server (Tests/PostgreSQL/fixtures.sql): the generated `trips` table of two
/// million rows (`trip_id` 1… in the heap's order, one row every 7 seconds), opened by its estimate and read a
/// window at a time, from its start, its end and anywhere between, in its own order and sorted.
@Suite(.serialized)
struct PostgreSQLRowsTests {
    /// `trip_id` of the item at `position`.
    private func id(_ rows: PostgreSQLRows, _ position: Int) -> Int? {
        rows.item(at: position).value("trip_id").flatMap { Int($0) }
    }

    @Test func aLargeTableOpensByItsEstimateWithItsFirstRowsFirst() throws {
        guard let rows = try TestServer.rows("public.trips") else { return }
        #expect(!rows.isCountExact)
        // ANALYZE's estimate of two million rows: near, never counted.
        #expect(abs(rows.count - 2_000_000) < 100_000)
        #expect(rows.status.contains("estimate"))
        #expect((0..<600).map { id(rows, $0) } == (1...600).map { Optional($0) })
        // Titled by its first column of words: trip 1's vendor.
        #expect(rows.item(at: 0).title == "VTS")
    }

    @Test func aJumpAnywhereShowsRealRowsInOrderAndScrollsOnBothWays() throws {
        guard let rows = try TestServer.rows("public.trips") else { return }
        for position in [rows.count / 2, rows.count / 3 + 17, rows.count - 5_000, 1_000_001] {
            guard let found = id(rows, position) else {
                Issue.record("no row at \(position)")
                continue
            }
            // The row there is a real row near the estimated position (rows are in id order in the heap).
            #expect(abs(found - 1 - position) < 20_000, "row \(found) at \(position)")
            // Rows below and above it, read on from the window's edges, are the rows next to it.
            let after = (position..<position + 700).map { id(rows, $0) }
            #expect(after == (found..<found + 700).map { Optional($0) })
            let before = (position - 400..<position).map { id(rows, $0) }
            #expect(before == (found - 400..<found).map { Optional($0) })
        }
    }

    @Test func aPartitionedTableIsReadPartitionByPartitionFromAnyPosition() throws {
        guard let rows = try TestServer.rows("events") else { return }
        #expect(!rows.isCountExact && rows.status.contains("by row address"))
        func id(_ position: Int) -> Int? { rows.item(at: position).value("id").flatMap { Int($0) } }
        #expect((0..<300).map(id) == (1...300).map { Optional($0) })
        // Across the boundary between two partitions, both ways, from a jump near it.
        guard let found = id(100_000) else {
            Issue.record("no row at 100,000")
            return
        }
        #expect(abs(found - 100_001) < 5_000)
        let around = (99_000..<101_000).map(id)
        #expect(around == (found - 1_000..<found + 1_000).map { Optional($0) })
        #expect(id(rows.count - 1) == 300_000)
        #expect(Set((0..<50).map { rows.item(at: $0).id }).count == 50)
    }

    @Test func theEndIsTheTablesLastRowAndTheCountFollowsWhatTheWindowFinds() throws {
        guard let rows = try TestServer.rows("public.trips") else { return }
        let last = rows.count - 1
        #expect(id(rows, last) == 2_000_000)
        // Read back from the end: the rows before the last, in order.
        #expect((last - 300...last).map { id(rows, $0) } == (2_000_000 - 300...2_000_000).map { Optional($0) })
    }

    @Test func sortedByAnIndexedColumnReadsByKeyFromAnyPosition() throws {
        guard let rows = try TestServer.rows("public.trips"),
            let sorted = rows.sorted(by: "fare", ascending: true) as? PostgreSQLRows
        else { return }
        sorted.waitsForRows = true
        #expect(sorted.status.contains("sorted on the server"))
        func fare(_ position: Int) -> Double? { sorted.item(at: position).value("fare").flatMap { Double($0) } }
        #expect(fare(0) == 0, "\(String(describing: sorted.error))")
        for position in [0, sorted.count / 4, sorted.count / 2 + 333, sorted.count - 10] {
            let range = max(0, position - 300)..<position + 300
            let fares = range.compactMap(fare)
            // (The count is an estimate, refined as the window meets the end: positions past it have no row.)
            #expect(fares.count == range.clamped(to: 0..<sorted.count).count, "a row missing near \(position)")
            #expect(zip(fares, fares.dropFirst()).allSatisfy { $0 <= $1 }, "fares out of order near \(position)")
        }
        // The middle of the order is the median fare (fares spread evenly over 0 … 199.99).
        if let middle = fare(sorted.count / 2) { #expect(abs(middle - 100) < 10) }
        // Descending, the largest first.
        let descending = rows.sorted(by: "fare", ascending: false) as? PostgreSQLRows
        descending?.waitsForRows = true
        #expect(descending?.item(at: 0).value("fare") == "199.99")
    }

    @Test func rowsKeepTheirIDAcrossSortsAndAreFoundByIt() throws {
        guard let rows = try TestServer.rows("public.trips") else { return }
        let item = rows.item(at: 12)
        #expect(item.id.hasPrefix("public.trips#("))
        #expect(rows.position(ofID: item.id) == 12)
        #expect(rows.position(ofID: "public.trips#(999999,1)") == nil)
    }

    @Test func searchRunsOnTheServerOverEveryColumnAndStopsAtItsLimit() throws {
        guard let rows = try TestServer.rows("public.trips") else { return }
        var first: (any CatalogRowSource)?
        // Every fifth trip's vendor: the first 50 come first, then the search stops at its limit.
        let found = rows.matching(
            CatalogRowSearch(needle: "über") { _ in false }, firstBatch: 50,
            onFirst: { first = $0 }, isCancelled: { false })
        #expect(first?.count == 50)
        #expect(found?.count == PostgreSQLMatches.limit)
        #expect(found.map { $0.item(at: 0).title } == "Über")
        // In the table's order.
        let ids = (0..<100).compactMap { found?.item(at: $0).value("trip_id").flatMap { Int($0) } }
        #expect(ids == (0..<100).map { 4 + 5 * $0 })
        // A search no longer wanted stops, and is cancelled on the server.
        let cancelled = rows.matching(
            CatalogRowSearch(needle: "no such text") { _ in false }, firstBatch: 10,
            onFirst: { _ in }, isCancelled: { true })
        #expect(cancelled == nil)
    }

    @Test func searchFindsTextInAnyScriptAndAnyColumnOfASmallTable() throws {
        guard let countries = try TestServer.rows("countries") else { return }
        #expect(countries.isCountExact && countries.count == 249)
        let germany = countries.matching(
            CatalogRowSearch(needle: "federal republic of germany") { _ in false },
            firstBatch: 5, onFirst: { _ in }, isCancelled: { false })
        #expect(germany?.count == 1)
        #expect(germany?.item(at: 0).value("alpha_2") == "DE" || germany?.item(at: 0).title == "DE")
        guard let kinds = try TestServer.rows(#""Kinds of Value""#) else { return }
        let found = kinds.matching(
            CatalogRowSearch(needle: "名前") { _ in false }, firstBatch: 5, onFirst: { _ in },
            isCancelled: { false })
        #expect(found?.count == 1)
    }
}
