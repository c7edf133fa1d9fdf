import Foundation
import SeededRandom
import Synchronization
import Testing

@testable import Catalog

@Suite struct CatalogSortTests {
    /// A CSV catalogue (its items kept as rows) of books with a year and a volume column, two sections.
    func books() throws -> Catalog {
        let csv = """
            id,title,year,volume,section
            a,the Wave,1931,Vol 10,Novels
            b,Orlando,1928,Vol 2,Novels
            c,jacob's Room,1922,,Novels
            d,Between the Acts,1941,Vol 1,Novels
            e,A Room of One's Own,1929,Vol 3,Essays
            f,Three Guineas,1938,Vol 2,Essays
            """
        return try Catalog.parseRows(
            .csv, data: Data(csv.utf8), source: "books.csv", baseDirectory: "/", title: "Books")
    }

    func ids(_ catalog: Catalog?) -> [[String]] { catalog?.sections.map(\.items.ids) ?? [] }

    @Test func titlesSortInNaturalOrderIgnoringCaseWithinEachSection() throws {
        let catalog = try books()
        #expect(ids(catalog.sorted(by: nil, ascending: true)) == [["d", "c", "b", "a"], ["e", "f"]])
        #expect(ids(catalog.sorted(by: nil, ascending: false)) == [["a", "b", "c", "d"], ["f", "e"]])
        #expect(catalog.sorted(by: nil, ascending: true)?.sections.map(\.title) == catalog.sections.map(\.title))
    }

    @Test func metadataSortsNumbersByValueAndPutsItemsWithoutItLastEitherWay() throws {
        let catalog = try books()
        #expect(ids(catalog.sorted(by: "volume", ascending: true)) == [["d", "b", "a", "c"], ["f", "e"]])  // 1, 2, 10
        #expect(ids(catalog.sorted(by: "volume", ascending: false)) == [["a", "b", "d", "c"], ["e", "f"]])
        #expect(ids(catalog.sorted(by: "year", ascending: true)) == [["c", "b", "a", "d"], ["e", "f"]])
        // Equal values keep their order; a key no item has leaves every section as it was.
        #expect(ids(catalog.sorted(by: "missing", ascending: false)) == ids(catalog))
    }

    @Test func sortedRowsStayRowsOfTheFileAndReadAsBefore() throws {
        let catalog = try books()
        let sorted = try #require(catalog.sorted(by: "year", ascending: true))
        for section in sorted.sections {
            for position in section.items.indices {
                let item = section.items[position]
                let original = catalog.sections.flatMap { s in s.items.indices.map { s.items[$0] } }.first {
                    $0.id == item.id
                }
                #expect(item == original)
            }
        }
    }

    @Test func aCancelledSortGivesNothing() throws {
        let rows = (0..<10_000).map { "i\($0),Title \($0)" }.joined(separator: "\n")
        let catalog = try Catalog.parseRows(
            .csv, data: Data(("id,title\n" + rows).utf8), source: "big.csv", baseDirectory: "/", title: "Big")
        var asked = 0
        #expect(
            catalog.sorted(
                by: nil, ascending: true,
                isCancelled: {
                    asked += 1
                    return true
                }) == nil)
        #expect(asked == 1)
    }

    /// A random value of a kind that tests what sort keys must tell apart: texts sharing long beginnings, numbers
    /// in runs of digits led by zeros, cases, letters beyond ASCII, spaces around them, quotes inside, nothing.
    func randomWord(_ random: inout SplitMix64) -> String {
        let stems = [
            "station-north-", "Station-North-", "vol ", "Vol ", "ärger", "Ärger", "zebra", "a", "ST", "straße ",
            "x\"\"y"
        ]
        switch random.next() % 12 {
        case 0: return ""
        case 1: return "NA"
        case 2: return " spaced \(random.next() % 5) "
        default:
            let stem = stems[Int(random.next() % UInt64(stems.count))]
            let digits = String(random.next() % 2_000)
            let zeros = String(repeating: "0", count: Int(random.next() % 3))
            return stem + zeros + digits + (random.next() % 4 == 0 ? "b" : "")
        }
    }

    /// A data file's rows sorted by a column — read from the file's bytes (a CSV table) or decoded (the same rows
    /// without their table) — come in the order a plain comparison of the decoded values gives: words in natural
    /// order in any case, numbers by value, ISO dates and times by the instant they name; equal values in the rows'
    /// order either way; rows without a value last. Over random tables.
    @Test func rowsSortAsTheirDecodedValuesCompare() throws {
        var random = SplitMix64(seed: 56)
        let numbers = [
            "1", "1.0", "-2", "10", "2,5", "1e3", "", "NA", "0.25", "7", "-0", "12345678901234567", "1,234.5", "abc"
        ]
        var instants: [Double] = []
        var lines = ["id,word,number,when"]
        for row in 0..<2_500 {
            let word = randomWord(&random).replacingOccurrences(of: "\"", with: "\"\"")
            let number =
                random.next() % 3 == 0
                ? numbers[Int(random.next() % UInt64(numbers.count))]
                : String(Double(Int(random.next() % 20_000) - 10_000) / 100)
            // Instants a few seconds to years apart, written with and without a time, a fraction or an offset.
            let instant = Double(random.next() % 2_000_000) * 997 + Double(random.next() % 4) / 4
            let date = Date(timeIntervalSince1970: instant)
            let when: String
            switch random.next() % 4 {
            case 0:
                instants.append(floor(instant / 86_400) * 86_400)
                when = String(ISO8601DateFormatter.string(from: date, timeZone: .gmt, formatOptions: [.withFullDate]))
            case 1:
                instants.append(floor(instant))
                when = ISO8601DateFormatter.string(from: date, timeZone: .gmt, formatOptions: [.withInternetDateTime])
            case 2:
                instants.append(instant)
                when = ISO8601DateFormatter.string(
                    from: date, timeZone: TimeZone(secondsFromGMT: 7_200)!,
                    formatOptions: [.withInternetDateTime, .withFractionalSeconds])
            default:
                instants.append(floor(instant))
                when = ISO8601DateFormatter.string(
                    from: date, timeZone: .gmt,
                    formatOptions: [
                        .withFullDate, .withTime,
                        .withColonSeparatorInTime, .withDashSeparatorInDate, .withSpaceBetweenDateAndTime
                    ])
            }
            lines.append("r\(row),\"\(word)\",\"\(number)\",\(when)")
        }
        let catalog = try Catalog.parseFile(
            Data(lines.joined(separator: "\n").utf8), path: "/data/random.csv",
            options: DataFileOptions(titleColumn: "id"))
        let table = try #require(catalog.table)
        #expect(table.kind(of: "when") == .date)
        let items = catalog.sections[0].items
        for column in ["word", "number", "when"] {
            let values = items.indices.map {
                (items[$0].metadata.first { $0.key == column }?.value ?? "").trimmingSpaces
            }
            let scalars = values.map { Array($0.lowercased().unicodeScalars) }
            func value(_ position: Int, _ column: String) -> String { values[position] }
            // The plain comparison: each pair of decoded values compared as they read.
            func compare(_ a: Int, _ b: Int) -> Int? {
                let x = value(a, column), y = value(b, column)
                switch column {
                case "number":
                    guard let u = ValueKind.number(x), let v = ValueKind.number(y) else { return nil }
                    return u == v ? 0 : u < v ? -1 : 1
                case "when":
                    return instants[a] == instants[b] ? 0 : instants[a] < instants[b] ? -1 : 1
                default:
                    guard ValueKind(of: x) != .missing, ValueKind(of: y) != .missing else { return nil }
                    return naturalCompare(scalars[a], scalars[b], x, y)
                }
            }
            let hasValue = items.indices.map { compare($0, $0) != nil }
            let ids = items.ids
            for ascending in [true, false] {
                let expected =
                    items.indices.filter { hasValue[$0] }.sorted { a, b in
                        let order = compare(a, b)!
                        return order != 0 ? (ascending ? order < 0 : order > 0) : a < b
                    } + items.indices.filter { !hasValue[$0] }
                var checked = 0
                let fromBytes = try #require(
                    items.sorted(
                        by: column, ascending: ascending, kind: SortKeyKind(table.kind(of: column)),
                        table: table, checked: &checked, isCancelled: { false }))
                let decoded = try #require(
                    items.sorted(
                        by: column, ascending: ascending, kind: SortKeyKind(table.kind(of: column)),
                        checked: &checked, isCancelled: { false }))
                let expectedIDs = expected.map { ids[$0] }
                for (name, sorted) in [("bytes", fromBytes), ("decoded", decoded)] {
                    let differs = zip(sorted.ids, expectedIDs).enumerated().first { $0.element.0 != $0.element.1 }?
                        .offset
                    let around =
                        differs.map { at in
                            (max(0, at - 1)...min(expected.count - 1, at + 1)).map { value(expected[$0], column) }
                        } ?? []
                    #expect(
                        differs == nil,
                        "\(column) from \(name), ascending: \(ascending): first differs at \(String(describing: differs)), expected around it: \(around)"
                    )
                }
            }
        }
    }

    /// Sort keys order as `naturalCompare` does, however many bytes two texts share: a key's seven bytes, then the
    /// next seven where they tie.
    @Test func naturalKeysOrderAsNaturalCompare() {
        var random = SplitMix64(seed: 7)
        let words = (0..<600).map { _ in randomWord(&random).trimmingSpaces }.filter { ValueKind(of: $0) != .missing }
        func keyOrder(_ a: String, _ b: String) -> Int {
            var a = a, b = b
            for level in 0..<64 {
                let x = a.withUTF8 { SortKeys.naturalKey($0, level: level) },
                    y = b.withUTF8 { SortKeys.naturalKey($0, level: level) }
                if x != y { return x < y ? -1 : 1 }
                if x & 0xFF == 0 { return 0 }
            }
            return 0
        }
        for a in words.prefix(80) {
            for b in words {
                let natural = naturalCompare(
                    Array(a.lowercased().unicodeScalars), Array(b.lowercased().unicodeScalars), a, b)
                let keys = keyOrder(a, b)
                // Keys tie only where the texts differ in case or leading zeros alone; otherwise they agree.
                #expect(keys == natural || keys == 0, "\(a) vs \(b)")
            }
        }
    }

    /// Sorting the other way reads the order kept from the first sort: the column's values are not read again.
    /// (Rows enough to be read in two halves on two threads.)
    @Test func theOtherWayReusesTheOrderKept() throws {
        let count = 70_000
        let rows = (0..<count).map { "r\($0),v\(($0 * 7_919) % count)" }.joined(separator: "\n")
        let catalog = try Catalog.parseFile(
            Data(("id,value\n" + rows).utf8), path: "/data/values.csv",
            options: DataFileOptions(titleColumn: "id"))
        // Sorted by value, and whether a sort ran: a sort asks whether it is cancelled, an order kept is not asked.
        func sorted(ascending: Bool) throws -> (catalog: Catalog, sortRan: Bool) {
            let asked = Atomic(0)
            let sorted = try #require(
                catalog.sorted(
                    by: "value", ascending: ascending,
                    isCancelled: {
                        asked.add(1, ordering: .relaxed)
                        return false
                    }))
            return (sorted, asked.load(ordering: .relaxed) > 0)
        }
        let up = try sorted(ascending: true)
        #expect(up.sortRan)
        // v0, v1, v2 … v69999 in natural order: each row's value is its place.
        let items = up.catalog.sections[0].items
        let ids = items.ids
        #expect(ids.count == count)
        #expect(
            items.indices.map { items[$0].metadata.first { $0.key == "value" }?.value } == (0..<count).map { "v\($0)" })
        let down = try sorted(ascending: false)
        #expect(!down.sortRan)
        #expect(down.catalog.sections[0].items.ids == Array(ids.reversed()))
        // Memory runs low: the kept orders go, and the next click sorts again (to the same order).
        Catalog.letGoOfKeptOrders()
        let again = try sorted(ascending: true)
        #expect(again.sortRan)
        #expect(again.catalog.sections[0].items.ids == ids)
    }

    /// A table large enough for every path of a sort that runs on both cores — halves read on two threads, the
    /// radix sort's buckets shared between them, values read again where their first bytes tie — sorts as its
    /// values compare, equal values in the rows' order either way: quoted titles holding the delimiter (read again
    /// whole, not to their first comma), numbers with many equal values and some missing, ISO dates, a column of a
    /// few words grouped by the halves and merged.
    @Test func aLargeTableSortsOnBothCoresAsItsValuesCompare() throws {
        var random = SplitMix64(seed: 560)
        let count = 80_000
        var titles: [Int] = [], quarters: [Int?] = [], days: [Int] = [], kinds: [Int?] = []
        var lines = ["id,title,number,when,kind"]
        lines.reserveCapacity(count + 1)
        for row in 0..<count {
            let series = Int(random.next() % 3_000), part = Int(random.next() % 100_000)
            // Natural order reads a title's numbers as numbers: by its series, then its part.
            titles.append(series * 100_000 + part)
            quarters.append(random.next() % 10 == 0 ? nil : Int(random.next() % 400) - 200)
            days.append(Int(random.next() % 900))
            let number = quarters[row].map { String(Double($0) / 4) } ?? (row % 2 == 0 ? "NA" : "")
            let month = days[row] / 28 % 12 + 1, day = days[row] % 28 + 1
            let when = "\(2020 + days[row] / 336)-\(month < 10 ? "0" : "")\(month)-\(day < 10 ? "0" : "")\(day)"
            // A column of a few values (grouped, not keyed): "k2" before "K3" and "k10", any case.
            kinds.append(random.next() % 20 == 0 ? nil : Int(random.next() % 12))
            let kind = kinds[row].map { "\($0 % 2 == 0 ? "k" : "K")\($0)" } ?? ""
            lines.append("r\(row),\"Series \(series), part \(part)\",\(number),\(when),\(kind)")
        }
        let catalog = try Catalog.parseFile(
            Data(lines.joined(separator: "\n").utf8), path: "/data/large.csv",
            options: DataFileOptions(titleColumn: "id"))
        let table = try #require(catalog.table)
        let items = catalog.sections[0].items
        #expect(items.count == count)
        #expect(table.kind(of: "when") == .date)
        let ids = items.ids
        // Each column's values as numbers that compare as they do; nil for no value.
        for (column, values) in [
            ("title", titles.map { Optional($0) }), ("number", quarters), ("when", days.map { Optional($0) }),
            ("kind", kinds)
        ] {
            for ascending in [true, false] {
                let valued = (0..<count).filter { values[$0] != nil }
                let expected =
                    valued.sorted { a, b in
                        let x = values[a]!, y = values[b]!
                        return x != y ? (ascending ? x < y : x > y) : a < b
                    } + (0..<count).filter { values[$0] == nil }
                var checked = 0
                let sorted = try #require(
                    items.sorted(
                        by: column, ascending: ascending, kind: SortKeyKind(table.kind(of: column)), table: table,
                        checked: &checked, isCancelled: { false }))
                let sortedIDs = sorted.ids
                let differs = expected.indices.first { sortedIDs[$0] != ids[expected[$0]] }
                #expect(sortedIDs.count == count)
                #expect(
                    differs == nil,
                    "\(column), ascending: \(ascending): first differs at \(String(describing: differs))")
            }
        }
    }

    /// JSON spells no value as null: its "NA" (North America) sorts and groups as the text it is; a CSV's NA is
    /// no value, last either way.
    @Test func onlyDelimitedTextsNAIsNoValue() throws {
        let json = try Catalog.parseFile(
            Data(#"[{"c": "SA", "n": 1}, {"c": "NA", "n": 2}, {"c": null, "n": 3}, {"c": "EU", "n": 4}]"#.utf8),
            path: "/data/continents.json", options: DataFileOptions(titleColumn: "n"))
        let sorted = try #require(json.sorted(by: "c", ascending: true))
        #expect(sorted.sections[0].items.indices.map { sorted.sections[0].items[$0].title } == ["4", "2", "1", "3"])
        let grouped = try #require(json.grouped(by: ["c"]))
        #expect(grouped.sections.map(\.title) == ["EU", "NA", "SA", ""])
        let csv = try Catalog.parseFile(
            Data("c,n\nSA,1\nNA,2\n,3\nEU,4\n".utf8), path: "/data/continents.csv",
            options: DataFileOptions(titleColumn: "n"))
        let sortedCSV = try #require(csv.sorted(by: "c", ascending: true))
        #expect(
            sortedCSV.sections[0].items.indices.map { sortedCSV.sections[0].items[$0].title } == ["4", "1", "2", "3"])
    }

    /// A column of few values over many rows (grouped, its distinct values compared once): natural order, equal
    /// values in the rows' order, rows without a value last.
    @Test func aColumnOfFewValuesSortsByItsGroups() throws {
        let words = ["Lyon", "lyon", "Graz", "Évora", "Zürich", "", "NA", "Wien 2", "Wien 10"]
        var random = SplitMix64(seed: 3)
        let count = 70_000
        let values = (0..<count).map { _ in words[Int(random.next() % UInt64(words.count))] }
        let rows = values.enumerated().map { "r\($0.offset),\($0.element)" }.joined(separator: "\n")
        let catalog = try Catalog.parseFile(
            Data(("id,city\n" + rows).utf8), path: "/data/cities.csv",
            options: DataFileOptions(titleColumn: "id"))
        let sorted = try #require(catalog.sorted(by: "city", ascending: true)).sections[0].items
        let scalars = words.map { Array($0.lowercased().unicodeScalars) }
        let ranks: [String: Int] = Dictionary(
            uniqueKeysWithValues: words.indices.filter { ValueKind(of: words[$0]) != .missing }.map { index in
                (
                    words[index],
                    words.indices.filter { ValueKind(of: words[$0]) != .missing }.filter {
                        naturalCompare(scalars[$0], scalars[index], words[$0], words[index]) < 0
                    }.count
                )
            })
        let expected = values.indices.sorted { a, b in
            switch (ranks[values[a]], ranks[values[b]]) {
            case (let x?, let y?): x != y ? x < y : a < b
            case (_?, nil): true
            case (nil, _?): false
            case (nil, nil): a < b
            }
        }.map { "r\($0)" }
        #expect(sorted.indices.map { sorted.texts(at: $0).title } == expected)
    }
}
