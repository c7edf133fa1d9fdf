import Foundation
import InputFiles
import JSONInput
import SeededRandom
import Testing

@testable import Catalog

/// A CSV or TSV file's rows kept as its bytes (`CatalogItems` over a `CatalogRowTable`) read exactly as a full
/// read of every row makes them: the same items, ids, texts and sections, whatever the quoting, line ends and
/// white space.
@Suite struct CatalogItemsTests {
    /// The file read twice: keeping its rows, and reading every row into an item.
    private func bothReads(_ text: String, format: CatalogFormat = .csv) throws -> (kept: Catalog, full: Catalog) {
        func read(keepsRows: Bool) throws -> Catalog {
            if format == .jsonLines {
                var reader = CatalogJSONLinesReader(
                    baseDirectory: "/catalogs", source: "books.jsonl", itemLimit: Catalog.itemLimit)
                reader.keepsRows = keepsRows
                return try reader.catalog(Data(text.utf8), title: "books")
            }
            var reader = CatalogCSVReader(
                baseDirectory: "/catalogs", source: "books.\(format == .tsv ? "tsv" : "csv")",
                itemLimit: Catalog.itemLimit, format: format)
            reader.keepsRows = keepsRows
            return try reader.catalog(Data(text.utf8), title: "books")
        }
        return (try read(keepsRows: true), try read(keepsRows: false))
    }

    /// Checks every way of reading the kept items against the full read's.
    private func expectSame(_ text: String, format: CatalogFormat = .csv, _ comment: Comment? = nil) throws {
        let (kept, full) = try bothReads(text, format: format)
        #expect(kept.sections.map(\.title) == full.sections.map(\.title), comment)
        for (keptSection, fullSection) in zip(kept.sections, full.sections) {
            #expect(keptSection.items.isReadFromRows && !fullSection.items.isReadFromRows)
            #expect(Array(keptSection.items) == Array(fullSection.items), comment)
            #expect(keptSection.items.ids == fullSection.items.map(\.id), comment)
            for index in keptSection.items.indices {
                let texts = keptSection.items.texts(at: index)
                #expect(
                    texts.title == fullSection.items[index].title
                        && texts.subtitle == fullSection.items[index].subtitle, comment)
                // A row is never passed over for a needle its texts hold (any three letters of them, in any case).
                for text in [texts.title, texts.subtitle ?? ""] where text.utf8.count >= 3 {
                    let bytes = Array(text.lowercased().utf8)
                    let needle = Array(bytes[(bytes.count - 3) / 2..<(bytes.count - 3) / 2 + 3])
                    if needle.allSatisfy({ $0 < 0x80 }) {
                        #expect(
                            keptSection.items.mayContain(asciiLowercased: needle, at: index),
                            "\(text) \(comment?.rawValue ?? "")")
                    }
                }
            }
        }
        #expect(kept == full)
    }

    @Test func keptRowsReadAsAFullReadOfEveryRow() throws {
        try expectSame(
            """
            id,title,subtitle,section,colour,icon,Author,Year
            a,Dune,"Herbert, Frank",Fiction,#c0ffee,,Frank,1965
            b,"The ""Quoted"" Title",,History,,x-office-document,,1999
            c,"Two
            lines",sub,Fiction,,,"multi
            line meta",
            """)
        // CRLF and CR line ends, blank lines between rows, a byte-order mark, no final line end, no id column.
        try expectSame(
            "\u{FEFF}title,section,image\r\n\r\nFirst,S,cover.png\r\nSecond,T,\r\n\r\n\"Third, quoted\",S,/abs/c.jpg")
        try expectSame("title,note\rOne,x\rTwo,y\r")
        // White space around fields: ASCII trimmed from the bytes, no-break spaces by Foundation.
        try expectSame("title,subtitle,extra\n  padded  ,\u{00A0}nbsp\u{00A0},\t\n\"  \"\"q\"\"  \",,  \n")
        try expectSame("title\tsubtitle\tsection\nA 12\" vinyl\tside \"B\"\tMusic\nB\t\t\n", format: .tsv)
    }

    @Test func keptJSONLinesReadAsAFullReadOfEveryLine() throws {
        try expectSame(
            """
            {"id": "a", "title": "Dune", "subtitle": "Herbert", "section": "Fiction", "Year": 1965, "tags": ["sf"]}

            {"title": 42, "colour": "#c0ffee", "metadata": {"Pages": 412}, "Note": null}\r
            {"ID": 7, "Title": "  spaced  ", "icon": "x-office-document", "section": "History"}
            {"title": "Last, no newline", "image": "cover.png", "section": "Fiction"}
            """, format: .jsonLines)
        try expectSame("\u{FEFF}{\"title\": \"é\"}\n{\"title\": \"日本\", \"subtitle\": \"\"}\n", format: .jsonLines)
    }

    /// A JSON line may spell a search's needle only through escapes: it is read, not passed over; a line whose
    /// bytes cannot hold the needle is.
    @Test func aJSONLineSpellingTheNeedleThroughEscapesIsRead() throws {
        let lines = [
            #"{"title": "Lo\u006eg water"}"#, #"{"title": "Short \"river\""}"#,
            #"{"title": "Long Water", "subtitle": "x"}"#, #"{"title": "Dry land"}"#
        ]
        let (kept, _) = try bothReads(lines.joined(separator: "\n"), format: .jsonLines)
        let items = kept.sections[0].items, needle = Array("long".utf8)
        #expect(items.indices.map { items.mayContain(asciiLowercased: needle, at: $0) } == [true, true, true, false])
        #expect(items.texts(at: 0).title == "Long water")
        #expect(items.mayContain(asciiLowercased: Array(#"a\"#.utf8), at: 3))  // a needle with a backslash: always read
    }

    /// Generated files: random fields of quotes, commas, newlines, spaces and non-ASCII text, in random sections.
    @Test func generatedFilesReadTheSameKeptOrNot() throws {
        var random = SplitMix64(seed: 24)
        let pieces = ["a", "Zebra", " ", ",", "\"", "\n", "\r\n", "é", "日本", "\u{00A0}", "#", "x"]
        for round in 0..<40 {
            var text = round % 2 == 0 ? "id,title,subtitle,section,note\n" : "title,section,Note,Other\n"
            let rows = 1 + Int(random.next() % 60)
            for row in 0..<rows {
                var fields: [String] = []
                if round % 2 == 0 { fields.append("r\(row)") }
                fields.append(
                    "T\(row)"
                        + (0..<Int(random.next() % 4)).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }
                        .joined())
                for _ in 0..<3 {
                    fields.append(
                        (0..<Int(random.next() % 5)).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }
                            .joined())
                }
                if round % 2 == 0 {
                    fields[3] = ["S1", "S2", ""][Int(random.next() % 3)]
                } else {
                    fields[1] = ["S1", "", "S3"][Int(random.next() % 3)]
                }
                let quoted = fields.map { field in
                    field.utf8.contains(where: { ",\"\n\r".utf8.contains($0) }) || field.hasPrefix(" ")
                        ? "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : field
                }
                text += quoted.joined(separator: ",") + (random.next() % 5 == 0 ? "\r\n" : "\n")
                if random.next() % 9 == 0 { text += "\n" }  // a blank line
            }
            try expectSame(text, "round \(round)")
        }
    }

    /// Reordering keeps a file's rows as rows when every item comes from it, and falls back to values otherwise.
    @Test func gatheringRowsOfOneFileKeepsThemRows() throws {
        let (kept, _) = try bothReads("title,section\nA,S\nB,T\nC,S\n")
        let s = kept.sections[0].items, t = kept.sections[1].items
        let gathered = CatalogItems(gathering: [(t, 0), (s, 1), (s, 0)])
        #expect(gathered.isReadFromRows)
        #expect(gathered.map(\.title) == ["B", "C", "A"])
        let mixed = CatalogItems(gathering: [(t, 0), (CatalogItems([CatalogItem(id: "v", title: "V")]), 0)])
        #expect(!mixed.isReadFromRows && mixed.map(\.title) == ["B", "V"])
        #expect(s.subset([1]).map(\.title) == ["C"] && s.subset([1]).isReadFromRows)
    }

    /// Invalid UTF-8 anywhere, metadata included, is refused when the file is read, naming its line, since kept
    /// rows are decoded without a check later.
    @Test func invalidUTF8InAnyFieldIsRefusedAtTheRead() {
        var bytes = Array("title,note\nfine,ok\nalso fine,bad ".utf8)
        bytes += [0xC3, 0x28]
        bytes += Array("\nlast,x\n".utf8)
        #expect(throws: InputError.self) {
            _ = try Catalog.parseRows(.csv, data: Data(bytes), source: "books.csv", baseDirectory: "/", title: "books")
        }
        do {
            _ = try Catalog.parseRows(.csv, data: Data(bytes), source: "books.csv", baseDirectory: "/", title: "books")
        } catch {
            #expect(error.description == "books.csv: line 3: not valid UTF-8 text (the file must be UTF-8)")
        }
    }
}
