import Foundation
import InputFiles
import JSONInput
import Testing

@testable import Catalog

/// JSON Lines catalogues: one item per line, members named as CSV columns are, other members kept as metadata,
/// sections, ids, and errors naming the line and the JSON path in it.
@Suite struct CatalogJSONLinesTests {
    private func parse(_ text: String, itemLimit: Int = Catalog.itemLimit) throws(InputError) -> Catalog {
        try Catalog.parseRows(
            .jsonLines, data: Data(text.utf8), source: "books.jsonl", baseDirectory: "/catalogs",
            title: "books", itemLimit: itemLimit)
    }

    private func error(_ text: String) -> String? {
        do {
            _ = try parse(text)
            return nil
        } catch { return error.description }
    }

    @Test func eachLineIsAnItemGroupedBySectionInOrderOfFirstUse() throws {
        let catalog = try parse(
            """
            {"id": "dune", "title": "Dune", "subtitle": "Frank Herbert", "section": "Fiction"}
            {"id": "cosmos", "title": "Cosmos", "section": "Science", "colour": "#336699", "image": "covers/cosmos.png"}

            {"id": "emma", "title": "Emma", "section": "Fiction", "icon": "x-office-document"}
            {"title": "Untitled notes"}
            """)
        #expect(catalog.title == "books" && catalog.sourcePath == "books.jsonl")
        #expect(catalog.sections.map(\.title) == ["Fiction", "Science", "books"])
        #expect(catalog.sections[0].items.map(\.id) == ["dune", "emma"])
        #expect(catalog.sections[0].items[0].subtitle == "Frank Herbert")
        #expect(catalog.sections[0].items[1].icon == "x-office-document")
        let cosmos = try #require(catalog.item(id: "cosmos"))
        #expect(cosmos.color == CatalogColor(hex: "#336699"))
        #expect(cosmos.imagePath == "/catalogs/covers/cosmos.png")
        // Without an id, an item is named by its line (the blank line counts).
        #expect(catalog.sections[2].items.map(\.id) == ["row-5"])
    }

    /// `cover`, `thumbnail`, `picture` and `photo` name the image, in any case, as the CSV columns do.
    @Test func aCoverMemberIsTheImage() throws {
        let catalog = try parse(#"{"title": "Dune", "Cover": "covers/dune.jpg", "Author": "Frank Herbert"}"# + "\n")
        let dune = catalog.sections[0].items[0]
        #expect(dune.imagePath?.hasSuffix("/covers/dune.jpg") == true)
        #expect(dune.metadata == [CatalogMetadata(key: "Author", value: "Frank Herbert")])
    }

    @Test func otherMembersBecomeMetadataInTheLinesOrderAndNothingIsLost() throws {
        let catalog = try parse(
            """
            {"title": "Dune", "year": 1965, "rating": 4.5, "ebook": true, "note": null, "blurb": "", "tags": ["sf", "classic"], "ids": {"isbn": "978-0441"}, "Pages": 412}
            """)
        let item = try #require(catalog.allItems.first)
        #expect(item.metadata.map(\.key) == ["year", "rating", "ebook", "tags", "ids", "Pages"])
        #expect(
            item.metadata.map(\.value) == ["1965", "4.5", "true", #"["sf","classic"]"#, #"{"isbn":"978-0441"}"#, "412"])
    }

    @Test func aMetadataObjectComesFirstAndNamesAreMatchedWithoutCase() throws {
        let catalog = try parse(
            ##"{"Title": "Dune", "Color": "#fff", "extra": "x", "metadata": {"pages": 412, "lang": "en"}}"##)
        let item = try #require(catalog.allItems.first)
        #expect(item.title == "Dune" && item.color == CatalogColor(hex: "#fff"))
        #expect(item.metadata.map(\.key) == ["pages", "lang", "extra"])
    }

    @Test func numbersServeAsIdsAndTitles() throws {
        let catalog = try parse("{\"id\": 7, \"title\": 1984}\n{\"id\": 8.5, \"title\": \"Eight\"}")
        #expect(catalog.allItems.map(\.id) == ["7", "8.5"])
        #expect(catalog.allItems.map(\.title) == ["1984", "Eight"])
    }

    @Test func lineEndsMayBeCRLFAndAByteOrderMarkIsSkipped() throws {
        let text = "\u{FEFF}{\"title\": \"A\"}\r\n{\"title\": \"B\"}\r\n"
        let catalog = try Catalog.parseRows(
            .jsonLines, data: Data(text.utf8), source: "w.jsonl", baseDirectory: "/", title: "w")
        #expect(catalog.allItems.map(\.title) == ["A", "B"])
    }

    @Test func errorsNameTheLineAndThePathInIt() {
        #expect(
            error("{\"title\": \"A\"}\n{\"title\": \"B\", \"colour\": \"blue\"}")
                == ##"books.jsonl: line 2: $.colour: expected a colour "#rgb", "#rrggbb" or "#rrggbbaa", got "blue""##)
        #expect(error("{\"title\": \"A\"}\n\n[1, 2]") == "books.jsonl: line 3: $: expected an object, got an array")
        #expect(
            error("{\"title\": \"A\"}\n{\"subtitle\": \"no title\"}")
                == #"books.jsonl: line 2: $: missing required key "title""#)
        #expect(error("{\"title\": \"\"}") == #"books.jsonl: line 1: $.title: expected a non-empty string, got """#)
        #expect(
            error("{\"title\": [\"A\"]}") == "books.jsonl: line 1: $.title: expected a string or a number, got an array"
        )
        #expect(
            error("{\"id\": \"a\", \"title\": \"A\"}\n{\"id\": \"a\", \"title\": \"B\"}")
                == #"books.jsonl: line 2: $.id: duplicate item id "a" (first on line 1)"#)
        #expect(
            error(##"{"title": "A", "color": "#fff", "colour": "#000"}"##)
                == #"books.jsonl: line 1: $.colour: a second "colour" (the first is line 1: $.color)"#)
        #expect(
            error(#"{"title": "A", "icon": "folder", "image": "a.png"}"#)
                == #"books.jsonl: line 1: $.image: give either "icon" or "image", not both"#)
        #expect(
            error(#"{"title": "A", "metadata": {"k": [1]}}"#)
                == "books.jsonl: line 1: $.metadata.k: expected a string or a number, got an array")
        #expect(
            error("\n\n  \n")
                == #"books.jsonl: the file holds no items (expected one JSON object per line, with "title")"#)
    }

    @Test func aFileSavedAsUTF16IsRefusedAsSuch() {
        let text = "{\"title\": \"A\"}\n"
        let littleEndian = text.utf16.flatMap { [UInt8(truncatingIfNeeded: $0), UInt8(truncatingIfNeeded: $0 >> 8)] }
        func error(_ bytes: [UInt8]) -> String? {
            do {
                _ = try Catalog.parseRows(
                    .jsonLines, data: Data(bytes), source: "w.jsonl", baseDirectory: "/", title: "w")
                return nil
            } catch { return error.description }
        }
        #expect(
            error([0xFF, 0xFE] + littleEndian)
                == "w.jsonl: the file is UTF-16 (it starts with a UTF-16 byte-order mark); a JSON Lines catalogue must be UTF-8"
        )
        #expect(
            error(littleEndian)
                == "w.jsonl: line 1: a NUL byte, which text does not hold (is the file UTF-16? a JSON Lines catalogue must be UTF-8)"
        )
    }

    @Test func aLineThatIsNotJSONIsNamedWithItsColumn() throws {
        let message = try #require(error("{\"title\": \"A\"}\n{\"title\": \"B\"\n{\"title\": \"C\"}"))
        #expect(message.hasPrefix("books.jsonl: line 2: not valid JSON"), "\(message)")
        #expect(!message.contains("line 1,"), "\(message)")
    }

    @Test func aMalformedLineDeepInALargeFileIsReportedWithItsLine() {
        var text = (1...20_000).map { "{\"id\": \($0), \"title\": \"Item \($0)\"}" }
        text[17_341] = "{\"id\": 17342, \"title\": \"Item\", \"colour\": 12}"
        #expect(
            error(text.joined(separator: "\n"))
                == #"books.jsonl: line 17342: $.colour: expected a string, got 12"#)
    }

    @Test func theItemLimitIsKept() throws {
        let text = "{\"title\": \"A\"}\n\n{\"title\": \"B\"}\n{\"title\": \"C\"}"
        #expect(try parse(text, itemLimit: 3).itemCount == 3)
        #expect(
            throws: InputError(source: "books.jsonl", path: "line 4", message: "the catalogue holds more than 2 items")
        ) {
            try parse(text, itemLimit: 2)
        }
    }

    @Test func progressReportsPartialCatalogues() throws {
        let text = (1...30_000).map { "{\"title\": \"Item \($0)\"}" }.joined(separator: "\n")
        var partial: [Int] = []
        let catalog = try Catalog.parseRows(
            .jsonLines, data: Data(text.utf8), source: "p.jsonl", baseDirectory: "/", title: "p"
        ) {
            read, catalog in
            if let catalog {
                partial.append(read)
                #expect(catalog.itemCount == read)
            }
        }
        #expect(partial == [500, 5_000])
        #expect(catalog.itemCount == 30_000)
    }

    @Test func aFileCutAnywhereGivesAPrefixOfItsItemsOrNamesTheCutLine() throws {
        let lines = (0..<40).map {
            "{\"id\": \"b\($0)\", \"title\": \"Title \($0), vol. \($0 % 7)\", \"section\": \"S\($0 % 3)\"}"
        }
        let text = Array((lines.joined(separator: "\n") + "\n").utf8)
        let whole = try parse(String(decoding: text, as: UTF8.self))
        let items = Dictionary(uniqueKeysWithValues: whole.allItems.map { ($0.id, $0) })
        var prefixes = 0, errors = 0
        for cut in 0..<text.count {
            do {
                let read = try parse(String(decoding: text[..<cut], as: UTF8.self))
                let ids = read.allItems.map(\.id)
                #expect(Set(ids) == Set((0..<ids.count).map { "b\($0)" }), "cut at \(cut): the first items, none lost")
                for item in read.allItems { #expect(items[item.id] == item, "cut at \(cut)") }
                prefixes += 1
            } catch {
                // Cut inside a line: that line is named (or, cut before the first line ends, the file has no items).
                let line = text[..<cut].filter { $0 == UInt8(ascii: "\n") }.count + 1
                #expect(error.path == "line \(line)" || (line == 1 && error.path.isEmpty), "cut at \(cut): \(error)")
                errors += 1
            }
        }
        #expect(prefixes >= 40 && errors > 1_000)
    }
}
