import Foundation
import InputFiles
import JSONInput
import Testing

@testable import Catalog

/// A JSON catalogue too large for a tree, walked item by item (`CatalogJSONDocumentReader`), reads as the tree
/// reader reads it: the same catalogue, item for item, and the same error for a document with one. The walk is
/// forced on small documents here (`treeBytes: 0`); past 16 MiB it is what `Catalog.load` does.
@Suite struct CatalogJSONDocumentTests {
    /// `json` read by the walk and by the tree: each a catalogue or an error.
    private func bothReads(
        _ json: String, itemLimit: Int = Catalog.itemLimit
    )
        -> (walked: Result<Catalog, InputError>, tree: Result<Catalog, InputError>)
    {
        func read(treeBytes: Int) -> Result<Catalog, InputError> {
            Result { () throws(InputError) in
                try Catalog.parse(
                    data: Data(json.utf8), source: "test.json", baseDirectory: "/catalogs", itemLimit: itemLimit,
                    treeBytes: treeBytes)
            }
        }
        return (read(treeBytes: 0), read(treeBytes: .max))
    }

    /// Expects the two reads of `json` to give the same catalogue, the walk's items read from the document.
    private func expectSameCatalogue(_ json: String, _ comment: Comment? = nil) throws {
        let (walked, tree) = bothReads(json)
        let catalog = try walked.get(), expected = try tree.get()
        #expect(catalog == expected, comment)
        #expect(catalog.allItems == expected.allItems, comment)  // each item decoded again from its bytes
        func flattened(_ sections: [CatalogSection]) -> [CatalogSection] {
            sections.flatMap { [$0] + flattened($0.sections) }
        }
        for (section, other) in zip(flattened(catalog.sections), flattened(expected.sections)) {
            #expect(section.items.isReadFromRows || section.items.isEmpty, comment)
            #expect(section.items.ids == other.items.map(\.id), comment)
            for index in section.items.indices {
                let texts = section.items.texts(at: index)
                #expect(
                    texts.title == other.items[index].title && texts.subtitle == other.items[index].subtitle, comment)
            }
        }
    }

    @Test func theSampleReadsTheSame() throws {
        try expectSameCatalogue(String(decoding: try Data(contentsOf: URL(fileURLWithPath: samplePath)), as: UTF8.self))
    }

    /// Members in any order (subsections before items, the title last), empty sections and arrays, a byte-order
    /// mark, trailing commas, escapes, every kind of item member and white space anywhere.
    @Test func documentsOfEveryShapeReadTheSame() throws {
        let item =
            ##"{"metadata": {"Pages": 96, "Author": "V. W."}, "title": "Jacob\u0027s \"Room\"", "id": "j", "subtitle": "1922", "color": "#abc"}"##
        let documents = [
            catalogJSON(""),
            catalogJSON(sectionJSON("empty")),
            #"{"sections": [{"sections": [{"id": "in", "title": "In", "items": [{"id": "x", "title": "X", "icon": "folder"}]}], "items": [\#(item), {"id": "i", "title": "I", "image": "covers/i.png"}], "title": "S", "id": "s", "icon": "folder-symbolic"}], "subtitle": "", "title": "T", "$schema": "catalog.schema.json"}"#,
            "\u{FEFF}{\n  \"title\" : \"T\" ,\n  \"sections\" : [\n    {\"id\": \"a\", \"title\": \"A\", \"items\": [\n      \(item),\n    ],},\n  ],\n}\n",
            catalogJSON(
                sectionJSON(
                    "a", items: #"{"id": "caf\u00e9", "title": "é"}"#,
                    sections: sectionJSON("b", items: #"{"id": "2", "title": "two"}"#))
                    + ", " + sectionJSON("c", items: #"{"id": "3", "title": "three", "subtitle": ""}"#))
        ]
        for (index, json) in documents.enumerated() { try expectSameCatalogue(json, "document \(index)") }
    }

    /// Every catalogue `CatalogErrorTests` rejects gets the same error walked.
    @Test(arguments: badCatalogs)
    func aBadCatalogGetsTheSameError(_ bad: BadCatalog) {
        let (walked, tree) = bothReads(bad.json)
        #expect(walked.error == tree.error)
        #expect(walked.error?.path == bad.path && walked.error?.message == bad.message)
    }

    @Test func notJSONAndTheLimitsGetTheSameErrors() {
        var nested = sectionJSON("s33")
        for level in stride(from: 32, through: 1, by: -1) { nested = sectionJSON("s\(level)", sections: nested) }
        let four = catalogJSON(
            sectionJSON(
                "a", items: #"{"id": "1", "title": "1"}, {"id": "2", "title": "2"}"#,
                sections: sectionJSON("b", items: #"{"id": "3", "title": "3"}"#))
                + ", " + sectionJSON("c", items: #"{"id": "4", "title": "4"}"#))
        for json in [
            "{\n  \"title\": x}", "", "   ", #"{"title": "T", "sections": [}"#, #"{"title": "T", "sections": []} x"#,
            #"{"title": "T", "sections": [{"id": "s", "title": "S", "items": [{"id": "a", "title": "A"} {"id": "b"}]}]}"#,
            #"{"title": "T", "sections": [{"id": "s", "title": "S", "items": [{"id": "a", "title": "A"}"#,
            catalogJSON(nested)
        ] {
            let (walked, tree) = bothReads(json)
            #expect(walked.error != nil && walked.error == tree.error, "\(json)")
        }
        let (walked, tree) = bothReads(four, itemLimit: 3)
        #expect(walked.error != nil && walked.error == tree.error)
    }

    /// A malformed item deep in a long document is reported at its line and column, and a document cut short
    /// at its end, as the tree reader reports them; nothing before it is shown as a catalogue.
    @Test func aBadItemDeepInALongDocumentIsReportedWhereItIs() throws {
        let items = (0..<60_000).map {
            #"    {"id": "b\#($0)", "title": "Book \#($0)", "metadata": {"Year": \#(1900 + $0 % 100)}}"#
        }
        var broken = items
        broken[45_678] = #"    {"id": "b45678", "title": "Book 45678", "metadata": {"Year": 19x7}}"#
        func document(_ items: [String]) -> String {
            "{\n  \"title\": \"Books\",\n  \"sections\": [{\"id\": \"s\", \"title\": \"S\", \"items\": [\n"
                + items.joined(separator: ",\n") + "\n  ]}]\n}\n"
        }
        let (walked, tree) = bothReads(document(broken))
        let error = try #require(walked.error)
        #expect(error == tree.error)
        let column =
            broken[45_678].distance(from: broken[45_678].startIndex, to: broken[45_678].firstIndex(of: "x")!) + 1
        #expect(error.message.hasSuffix("(line \(45_678 + 4), column \(column))"), "\(error.message)")
        // Cut short anywhere — mid-item, between items, before the last bracket — the same error as the tree's.
        let whole = document(items)
        for cut in [whole.utf8.count / 2, whole.utf8.count - 6, whole.utf8.count - 2] {
            let (walked, tree) = bothReads(String(decoding: Data(whole.utf8).prefix(cut), as: UTF8.self))
            #expect(walked.error != nil && walked.error == tree.error, "cut at \(cut)")
        }
        try expectSameCatalogue(whole)
    }

    /// While a document is walked, partial catalogues show what is read so far, in the file's order: the sections
    /// read, and the sections being read (once their id and title are) with their items so far.
    @Test func partialCataloguesShowTheItemsReadSoFar() throws {
        func items(_ prefix: String, _ count: Int) -> String {
            (0..<count).map { #"{"id": "\#(prefix)\#($0)", "title": "\#(prefix) \#($0)"}"# }.joined(separator: ", ")
        }
        // 600 items in "d", whose title comes after them, then 300 in "a", then "b" holding 150 of its own and
        // 5,000 in "c" nested in it.
        let json = catalogJSON(
            #"{"id": "d", "items": [\#(items("d", 600))], "title": "D"}"#
                + ", " + sectionJSON("a", items: items("a", 300))
                + ", " + sectionJSON("b", items: items("b", 150), sections: sectionJSON("c", items: items("c", 5_000))))
        var partials: [Catalog] = []
        let whole = try Catalog.parse(
            data: Data(json.utf8), source: "test.json", baseDirectory: "/", itemLimit: Catalog.itemLimit,
            treeBytes: 0
        ) { _, partial in partial.map { partials.append($0) } }
        #expect(partials.count == 2)
        // At 500 items only "d" is being read, without its title yet: nothing to show.
        #expect(partials.first?.sections.isEmpty == true)
        // At 5,000: "d" and "a" whole, "b" and the 3,950 items of "c" read so far.
        let partial = try #require(partials.last)
        #expect(partial.itemCount == 5_000)
        #expect(partial.allItems.map(\.id) == Array(whole.allItems.map(\.id).prefix(5_000)))  // a prefix, in order
        #expect(partial.sections.map(\.id) == ["d", "a", "b"] && partial.sections[2].sections.map(\.id) == ["c"])
        #expect(partial.sections[2].sections[0].items.count == 3_950)
    }

    /// Past 16 MiB a document is walked when loaded, telling the items read as it goes.
    @Test func aLargeDocumentIsLoadedItemByItem() throws {
        let directory = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let count = ResourceBudget.inputFileBytes / 50 + 1_000  // each item below is over 50 bytes
        let items = (0..<count).map { #"{"id":"b\#($0)","title":"A long enough title, book \#($0)"}"# }
        let file = directory.appendingPathComponent("books.json")
        try Data(catalogJSON(sectionJSON("all", items: items.joined(separator: ","))).utf8).write(to: file)
        let data = try Catalog.readFile(path: file.path)
        #expect(data.data.count > ResourceBudget.inputFileBytes && data.pages != nil)
        var reported: [Int] = []
        var partials: [Int] = []
        let catalog = try Catalog.parseFile(data, path: file.path) { read, partial in
            reported.append(read)
            if let partial { partials.append(partial.itemCount) }
        }
        #expect(partials == [500, 5_000, 50_000])
        #expect(catalog.itemCount == count && catalog.sections[0].items.isReadFromRows)
        #expect(
            catalog.sections[0].items[count - 1]
                == CatalogItem(id: "b\(count - 1)", title: "A long enough title, book \(count - 1)"))
        #expect(!reported.isEmpty && reported == reported.sorted() && reported.last! <= count)
    }
}

extension Result {
    /// The failure, if any.
    var error: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
