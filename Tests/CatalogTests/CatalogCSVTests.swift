import Catalog
import Foundation
import InputFiles
import JSONInput
import Testing

/// CSV catalogues: RFC 4180 fields, the header's columns, sections, ids, and errors with line and column.
@Suite struct CatalogCSVTests {
    private func parse(_ csv: String, itemLimit: Int? = nil) throws(InputError) -> Catalog {
        try Catalog.parseRows(
            .csv, data: Data(csv.utf8), source: "books.csv", baseDirectory: "/catalogs", title: "books")
    }

    private func error(_ csv: String) -> String? {
        do {
            _ = try parse(csv)
            return nil
        } catch { return error.description }
    }

    @Test func aFileSavedAsUTF16IsRefusedAsSuch() {
        func error(_ bytes: [UInt8]) -> String? {
            do {
                _ = try Catalog.parseRows(
                    .csv, data: Data(bytes), source: "sheet.csv", baseDirectory: "/catalogs", title: "sheet")
                return nil
            } catch { return error.description }
        }
        let text = "title,subtitle\nA,B\n"
        let littleEndian = text.utf16.flatMap { [UInt8(truncatingIfNeeded: $0), UInt8(truncatingIfNeeded: $0 >> 8)] }
        #expect(error([0xFF, 0xFE] + littleEndian)?.hasPrefix("sheet.csv: the file is UTF-16") == true)
        // Without a byte-order mark, UTF-16 of ASCII is valid UTF-8 with a NUL in every other byte.
        #expect(error(littleEndian)?.hasPrefix("sheet.csv: line 1: a NUL byte") == true)
        #expect(
            error(Array("title\nfine\nbad\u{0}name\n".utf8))
                == "sheet.csv: line 3: a NUL byte, which text does not hold (is the file UTF-16? a CSV catalogue must be UTF-8)"
        )
    }

    @Test func aHeaderOfThousandsOfColumnsIsListedShort() {
        let header = (0..<10_000).map { "c\($0)" }.joined(separator: ",")
        let message = error(header + "\nx\n")
        #expect(message?.hasSuffix("c18, c19 and 9980 more)") == true)
    }

    @Test func rowsBecomeItemsGroupedBySection() throws {
        let catalog = try parse(
            """
            Title,Subtitle,Section,Icon,Colour,Author,Year
            Dune,A novel,Fiction,x-office-document,,Frank Herbert,1965
            SICP,,Computing,,#3584e4,Abelson,1985
            Neuromancer,,Fiction,,,William Gibson,

            """)
        #expect(catalog.title == "books")
        #expect(catalog.sections.map(\.title) == ["Fiction", "Computing"])
        #expect(catalog.sections.map(\.id) == ["section-1", "section-2"])
        #expect(catalog.sections[0].items.map(\.title) == ["Dune", "Neuromancer"])
        let dune = catalog.sections[0].items[0]
        #expect(dune.id == "row-2")
        #expect(dune.subtitle == "A novel")
        #expect(dune.icon == "x-office-document")
        #expect(
            dune.metadata == [
                CatalogMetadata(key: "Author", value: "Frank Herbert"), CatalogMetadata(key: "Year", value: "1965")
            ])
        #expect(catalog.sections[1].items[0].color?.hex == "#3584e4")
        // An empty metadata field is left out, not shown empty.
        #expect(catalog.sections[0].items[1].metadata == [CatalogMetadata(key: "Author", value: "William Gibson")])
    }

    /// Exports name their image column after what it shows: `cover`, `thumbnail`, `picture` and `photo` are the
    /// image, resolved against the file's folder, not metadata.
    @Test func aCoverColumnIsTheImage() throws {
        for name in ["cover", "Thumbnail", "PICTURE", "photo"] {
            let catalog = try parse("title,\(name),Author\nDune,covers/dune.jpg,Frank Herbert\n")
            let dune = catalog.sections[0].items[0]
            #expect(dune.imagePath == "/catalogs/covers/dune.jpg", "\(name)")
            #expect(dune.metadata == [CatalogMetadata(key: "Author", value: "Frank Herbert")], "\(name)")
        }
    }

    @Test func quotedFieldsHoldCommasQuotesAndNewlines() throws {
        let catalog = try parse("title,subtitle\r\n\"Smith, John\",\"He said \"\"hi\"\"\nand left\"\r\nPlain,x\r\n")
        let items = catalog.allItems
        #expect(items.map(\.title) == ["Smith, John", "Plain"])
        #expect(items[0].subtitle == "He said \"hi\"\nand left")
        #expect(items[1].id == "row-4")  // the quoted newline counts as a line
    }

    @Test func withoutASectionColumnOneSectionIsNamedAfterTheFile() throws {
        let catalog = try parse("\u{FEFF}id,title,image\na,Alpha,covers/a.png\nb,Beta,/srv/b.jpg\n")
        #expect(catalog.sections.map(\.title) == ["books"])
        #expect(catalog.allItems.map(\.id) == ["a", "b"])
        #expect(catalog.allItems.map(\.imagePath) == ["/catalogs/covers/a.png", "/srv/b.jpg"])
    }

    @Test func errorsNameTheLineAndColumn() {
        #expect(error("") == "books.csv: the file is empty (expected a header row naming the columns, with \"title\")")
        #expect(
            error("name,size\nx,1\n")
                == "books.csv: line 1: the header row has no \"title\" column (columns: name, size)")
        #expect(error("title,Title\n") == "books.csv: line 1, column 2: duplicate column \"title\" (first is column 1)")
        #expect(
            error("image,title,Cover\n")
                == "books.csv: line 1, column 3: duplicate column \"cover\" (first is column 1, \"image\", which names the same)"
        )
        #expect(
            error("title,subtitle\nA\n") == "books.csv: line 2: expected 2 fields (one per column of the header), got 1"
        )
        #expect(
            error("title,colour\nA,blue\n")
                == "books.csv: line 2, column \"colour\": expected a colour \"#rgb\", \"#rrggbb\" or \"#rrggbbaa\", got \"blue\""
        )
        #expect(
            error("id,title\nx,A\nx,B\n")
                == "books.csv: line 3, column \"id\": duplicate item id \"x\" (first on line 2)")
        #expect(
            error("title,subtitle\n,x\n") == "books.csv: line 2, column \"title\": expected a title, got an empty field"
        )
        #expect(
            error("title,icon,image\nA,folder,a.png\n")
                == "books.csv: line 2, column \"image\": give either \"icon\" or \"image\", not both")
        #expect(error("title,image\nA,https://example.org/a.png\n")?.contains("got a URL") == true)
        #expect(error("title,icon\nA,a/b\n")?.contains("an image file goes in \"image\"") == true)
        #expect(error("title\n\"open\n") == "books.csv: line 2: a quoted field is never closed")
        #expect(error("title\nab\"c\n")?.hasPrefix("books.csv: line 2: a quote inside an unquoted field") == true)
        #expect(error("title\n\"a\"b\n")?.hasPrefix("books.csv: line 2: text after a closing quote") == true)
    }

    @Test func invalidUTF8IsAClearError() {
        do {
            _ = try Catalog.parseRows(
                .csv, data: Data([0x74, 0x69, 0x74, 0x6C, 0x65, 0x0A, 0xFF, 0xFE]), source: "bad.csv",
                baseDirectory: "/", title: "bad")
            Issue.record("expected an error")
        } catch {
            #expect(error.description == "bad.csv: line 2: not valid UTF-8 text (the file must be UTF-8)")
        }
    }

    @Test func loadPicksCSVByTheFileName() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lattice-csv-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Reading List.CSV")
        try Data("title,section\nDune,Fiction\n".utf8).write(to: file)
        let catalog = try Catalog.load(path: file.path)
        #expect(catalog.title == "Reading List")
        #expect(catalog.sourcePath == file.path)
        #expect(catalog.allItems.map(\.title) == ["Dune"])
    }
}

/// TSV catalogues: CSV's rules with tabs between fields, and a quote inside a field read as text.
@Suite struct CatalogTSVTests {
    private func parse(_ text: String) throws(InputError) -> Catalog {
        try Catalog.parseRows(
            .tsv, data: Data(text.utf8), source: "records.tsv", baseDirectory: "/catalogs", title: "records")
    }

    @Test func tabsSeparateFieldsAndCommasAndQuotesAreText() throws {
        let catalog = try parse(
            "Title\tSection\tFormat\tNotes\nBlue Train\tJazz\t12\" vinyl\tmono, 1957\n\"Kind\tof Blue\"\tJazz\tCD\t\n")
        #expect(catalog.sections.map(\.title) == ["Jazz"])
        let items = catalog.allItems
        #expect(items.map(\.title) == ["Blue Train", "Kind\tof Blue"])
        #expect(
            items[0].metadata == [
                CatalogMetadata(key: "Format", value: "12\" vinyl"), CatalogMetadata(key: "Notes", value: "mono, 1957")
            ])
        #expect(items[1].metadata == [CatalogMetadata(key: "Format", value: "CD")])
    }

    @Test func errorsNameTheLineAndColumnAsInCSV() {
        func error(_ text: String) -> String? {
            do {
                _ = try parse(text)
                return nil
            } catch { return error.description }
        }
        #expect(
            error("title\tcolour\nA\t#fff\nB\tblue\n")
                == ##"records.tsv: line 3, column "colour": expected a colour "#rgb", "#rrggbb" or "#rrggbbaa", got "blue""##
        )
        #expect(
            error("title\tyear\nA\t1999\textra\n")
                == "records.tsv: line 2: expected 2 fields (one per column of the header), got 3")
        // A comma-separated file named .tsv has one column, "title,year": no title column.
        #expect(
            error("title,year\nA,1999\n")
                == #"records.tsv: line 1: the header row has no "title" column (columns: title,year)"#)
    }
}

/// Which reader a catalogue file's name picks.
@Suite struct CatalogFormatTests {
    @Test func theExtensionPicksTheFormatInAnyCase() {
        #expect(CatalogFormat(path: "/data/Books.CSV") == .csv)
        #expect(CatalogFormat(path: "records.tsv") == .tsv && CatalogFormat(path: "records.tab") == .tsv)
        #expect(CatalogFormat(path: "dump.jsonl") == .jsonLines && CatalogFormat(path: "dump.NDJSON") == .jsonLines)
        #expect(CatalogFormat(path: "catalog.json") == .json && CatalogFormat(path: "catalog") == .json)
        #expect(CatalogFormat(path: "archive.csv.json") == .json)
        #expect(CatalogFormat.allCases.filter(\.isRowByRow) == [.csv, .tsv, .jsonLines])
        #expect(CatalogFormat.jsonLines.sizeLimit == ResourceBudget.rowFileBytes)
        #expect(CatalogFormat.json.sizeLimit == ResourceBudget.rowFileBytes)  // past 16 MiB, walked item by item
    }

    @Test func loadReadsEachFormatByItsName() throws {
        let folder = NSTemporaryDirectory() + "lattice-formats-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let files = [
            "a.csv": "title,n\nDune,1\n", "a.tsv": "title\tn\nDune\t1\n",
            "a.jsonl": "{\"title\": \"Dune\", \"n\": 1}\n",
            "a.json":
                #"{"title": "a", "sections": [{"id": "s", "title": "a", "items": [{"id": "row-2", "title": "Dune", "metadata": {"n": "1"}}]}]}"#
        ]
        for (name, text) in files {
            try Data(text.utf8).write(to: URL(fileURLWithPath: folder + "/" + name))
            let catalog = try Catalog.load(path: folder + "/" + name)
            #expect(catalog.allItems.map(\.title) == ["Dune"], "\(name)")
            #expect(catalog.allItems.first?.metadata == [CatalogMetadata(key: "n", value: "1")], "\(name)")
        }
    }
}
