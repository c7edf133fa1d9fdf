import Foundation
import InputFiles
import JSONInput
import Testing

@testable import Catalog

/// JSON documents of any shape read as tables, sections or outlines, and JSON Lines of any records.
struct DataJSONReaderTests {
    func load(_ text: String, name: String = "data.json") throws -> Catalog {
        try Catalog.parseFile(Data(text.utf8), path: "/data/" + name)
    }

    @Test func anArrayOfRecordsIsATableOfTheirKeysInOrderFirstSeen() throws {
        let catalog = try load(
            #"[{"id": 7, "name": "Aruba", "area": 180.5}, {"id": 8, "name": "Peru", "capital": "Lima", "tags": ["a", "b"]}]"#
        )
        let table = try #require(catalog.table)
        #expect(table.columns == ["id", "name", "area", "capital", "tags"])
        #expect(table.titleName == "name")
        let items = catalog.sections[0].items
        #expect(items.count == 2 && items[0].title == "Aruba" && items[1].title == "Peru")
        #expect(
            items[0].metadata("area") == "180.5" && items[1].metadata("capital") == "Lima"
                && items[1].metadata("tags") == "a, b")
        #expect(items[0].id != items[1].id)
    }

    @Test func numbersShowAsTheFileWritesThem() throws {
        // Trailing zeros, an id past a double's 53 bits, a number past a double's range, an exponent, minus zero.
        let record =
            #"{"name": "a", "price": 1.50, "id": 12345678901234567890, "huge": 1e400, "small": 2.5E-3, "zero": -0}"#
        let expected = ["price": "1.50", "id": "12345678901234567890", "huge": "1e400", "small": "2.5E-3", "zero": "-0"]
        func check(_ item: CatalogItem, _ what: String) {
            for (key, value) in expected { #expect(item.metadata(key) == value, "\(what): \(key)") }
        }
        check(try load("[\(record)]").sections[0].items[0], "an array")
        check(try load("{\"rows\": [\(record)]}").sections[0].items[0], "an object holding a table")
        check(try load("\(record)\n\(record)\n", name: "data.jsonl").sections[0].items[1], "JSON Lines")
        // Read row by row (an array over the tree's budget), the same.
        let padding = String(repeating: " ", count: ResourceBudget.inputFileBytes)
        check(try load("[\(record),\(padding)\(record)]").sections[0].items[1], "an array read row by row")
        // A catalogue's numbers are values: one no double holds is its error, as it always was.
        let catalogue = "{\"title\": " + String(repeating: "9", count: 400) + ", \"sections\": []}"
        #expect(throws: InputError.self) { try load(catalogue) }
        let sized =
            #"{"title": "T", "sections": [{"id": "s", "title": "S", "items": [{"id": "a", "title": "A", "metadata": {"size": 1.50}}]}]}"#
        #expect(try load(sized).sections[0].items[0].metadata("size") == "1.5")
        // The column is still one of numbers: it sorts by value and sits at the trailing edge.
        #expect(try load("[\(record)]").table?.kind(of: "price") == .number)
    }

    @Test func anObjectHoldingTablesHasASectionPerTable() throws {
        let catalog = try load(#"{"count": 2, "results": [{"title": "A"}, {"title": "B"}], "more": [{"label": "x"}]}"#)
        #expect(catalog.sections.map(\.title) == ["data", "results", "more"])
        #expect(catalog.sections[0].items.map(\.title) == ["count", "results", "more"])
        #expect(catalog.sections[0].items[0].metadata("Value") == "2")
        #expect(catalog.sections[1].items.map(\.title) == ["A", "B"] && catalog.sections[2].items[0].title == "x")
        // One table alone is the document: no section of keys.
        #expect(try load(#"{"3166-1": [{"name": "Aruba"}]}"#).sections.map(\.title) == ["3166-1"])
    }

    @Test func anObjectOfRecordsKeepsItsKeysInAColumn() throws {
        let catalog = try load(
            #"{"AED": {"name": "UAE Dirham", "numeric": "784"}, "AFN": {"name": "Afghani", "numeric": "971"}}"#)
        #expect(catalog.table?.columns == ["key", "name", "numeric"])
        let items = catalog.sections[0].items
        #expect(
            items[0].title == "UAE Dirham" && items[0].metadata("key") == "AED" && items[1].metadata("numeric") == "971"
        )
    }

    /// An object of records too large to hold as a tree is read row by row as the same table: what a document is
    /// never depends on its size. Keys holding quotes and escapes are read back from before each record.
    @Test func anObjectOfRecordsReadsAsTheSameTableAtAnySize() throws {
        var members: [String] = []
        for index in 0..<300 {
            let key = index == 7 ? #"Odd \"key\" \\ 7"# : "K\(index)"
            members.append(#""\#(key)": {"name": "Place \#(index)", "lat": \#(Double(index) / 4), "note": "a, b"}"#)
        }
        let text = "{\n" + members.joined(separator: ",\n") + "\n}"
        let small = try load(text)
        let large = try DataJSONRows(source: "big.json", title: "data", itemLimit: Catalog.itemLimit)
            .catalog(Data(text.utf8), pages: nil, progress: nil)
        #expect(DataJSONRows.canRead(Data(text.utf8)))
        #expect(large.table?.columns == small.table?.columns && small.table?.columns == ["key", "name", "lat", "note"])
        let a = small.sections[0].items, b = large.sections[0].items
        #expect(a.count == 300 && b.count == 300)
        #expect(a.indices.allSatisfy { a[$0].title == b[$0].title && a[$0].metadata == b[$0].metadata })
        #expect(b[7].metadata("key") == #"Odd "key" \ 7"#)
        // An object of settings (no records) is no table, at any size.
        #expect(!DataJSONRows.canRead(Data(#"{"name": "app", "build": {"debug": {"level": 2}}}"#.utf8)))
    }

    /// A GeoJSON FeatureCollection — an object whose member holds the records — too large to hold as a tree reads
    /// as the same catalogue a smaller one does: the features a table of their own after a section of the other
    /// members, each with its columns.
    @Test func aWrappedArrayOfRecordsReadsAsTheSameTablesAtAnySize() throws {
        let features = (0..<250).map { index in
            #"{"type": "Feature", "properties": {"name": "Stop \#(index)", "zone": "\#(index % 4)"}, "geometry": {"type": "Point", "coordinates": [\#(index), 59.9]}}"#
        }
        let text =
            #"{"type": "FeatureCollection", "name": "stops", "features": ["# + features.joined(separator: ",\n")
            + #"], "crs": {"type": "name"}}"#
        #expect(DataJSONRows.canRead(Data(text.prefix(4_000).utf8)))
        let small = try load(text, name: "stops.geojson")
        let large = try DataJSONRows(source: "stops.geojson", title: "stops", itemLimit: Catalog.itemLimit)
            .catalog(Data(text.utf8), pages: nil, progress: nil)
        #expect(large.sections.map(\.title) == small.sections.map(\.title))
        #expect(large.sections.map(\.id) == small.sections.map(\.id))
        #expect(Set(large.sections[0].items.map(\.title)) == Set(small.sections[0].items.map(\.title)))
        let a = small.sections[1].items, b = large.sections[1].items
        #expect(a.count == 250 && b.count == 250)
        #expect(a.indices.allSatisfy { a[$0].title == b[$0].title && a[$0].metadata == b[$0].metadata })
        #expect(large.table?.sectionColumns == small.table?.sectionColumns)
        #expect(b[3].title == "Stop 3")
    }

    @Test func anythingElseIsAnOutlineOfKeysWithNestedSections() throws {
        let catalog = try load(
            #"{"name": "app", "version": 3, "build": {"debug": true, "flags": ["-O", "-g"]}, "empty": null}"#)
        let root = catalog.sections[0]
        #expect(root.items.map(\.title) == ["name", "version", "build", "empty"])
        #expect(root.items[1].subtitle == "3" && root.items[2].subtitle == "2 keys" && root.items[3].subtitle == nil)
        #expect(root.sections.map(\.title) == ["build"])
        #expect(
            root.sections[0].items.map(\.title) == ["debug", "flags"] && root.sections[0].items[1].subtitle == "-O, -g")
        let ids = catalog.allItems.map(\.id)
        #expect(Set(ids).count == ids.count)
    }

    @Test func nestedObjectsOpenIntoColumns() throws {
        let catalog = try load(
            #"[{"type": "Feature", "properties": {"name": "Oslo", "pop": 700000}, "geometry": {"type": "Point"}}]"#,
            name: "cities.geojson")
        #expect(catalog.table?.columns == ["type", "properties.name", "properties.pop", "geometry.type"])
        #expect(catalog.sections[0].items[0].title == "Oslo")
    }

    @Test func aLargeArrayIsReadRowByRowAsTheTreeReadsIt() throws {
        // Over ResourceBudget.inputFileBytes: walked element by element, each parsed again when shown.
        var text = "["
        let count = 110_000
        for index in 0..<count {
            if index > 0 { text += ",\n" }
            text +=
                #"{"code": "C\#(index)", "name": "Place number \#(index)", "population": \#(index * 3), "#
                + #""notes": "a fairly long note to make the document larger than sixteen mebibytes, some more text here", "flag": \#(index % 2 == 0)}"#
        }
        text += "]"
        let data = Data(text.utf8)
        try #require(data.count > ResourceBudget.inputFileBytes)
        let streamed = try Catalog.parseFile(data, path: "/data/places.json")
        let tree = try DataJSONReader(source: "/data/places.json", title: "places", itemLimit: Catalog.itemLimit)
            .catalog(JSONValue.parse(data, source: "places.json", numbersAsWritten: true))
        #expect(streamed.sections[0].items.isReadFromRows)
        #expect(streamed.table?.columns == tree.table?.columns)
        #expect(streamed.sections[0].items.count == count)
        for position in [0, 1, 54_321, count - 1] {
            let row = streamed.sections[0].items[position], value = tree.sections[0].items[position]
            #expect(row.title == value.title && row.metadata == value.metadata && row.subtitle == value.subtitle)
        }
    }

    @Test func jsonLinesOfAnyRecordsNoteTheLinesThatDoNotParse() throws {
        let catalog = try load(
            "{\"name\": \"A\", \"n\": 1}\n{\"name\": \"B\", \n{\"name\": \"C\", \"n\": 3}\n", name: "rows.jsonl")
        #expect(catalog.sections[0].items.map(\.title) == ["A", "C"])
        let problems = try #require(catalog.table?.problems)
        #expect(problems.count == 1 && problems[0].description.hasPrefix("/data/rows.jsonl: line 2: not valid JSON"))
        // A file of records whose first names `title` is a catalogue: its bad line is an error.
        #expect(throws: InputError.self) { try load("{\"title\": \"A\"}\n{\"title\": \n", name: "rows.jsonl") }
    }

    @Test func contentNotNameTellsTheKind() {
        #expect(DataFileKind.sniff(Data("{\"a\": 1}\n{\"a\": 2}\n".utf8), name: "x.txt") == .jsonLines)
        #expect(DataFileKind.sniff(Data("{\n \"a\": 1\n}\n".utf8), name: "x") == .jsonDocument)
        #expect(DataFileKind.sniff(Data("a;b\n1;2\n".utf8), name: "x.json") == .jsonDocument)
        #expect(DataFileKind.sniff(Data("a;b\n1;2\n".utf8), name: "export.txt") == .delimited)
        #expect(DataFileKind.sniff(Data("SQLite format 3\u{0}rest".utf8), name: "x.csv") == .sqlite)
    }
}
