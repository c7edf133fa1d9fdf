import Foundation
import Testing

@testable import Catalog

/// Values typed by their text, and the column that titles a table's rows.
struct ValueKindTests {
    @Test func textsReadAsTheirKinds() {
        for text in ["", "  ", "NA", "null", "None", "-", "n/a"] { #expect(ValueKind(of: text) == .missing, "\(text)") }
        for text in [
            "39.1", "-2", "+7", "1e6", "2.5E-3", "3,75", "1 234", "1,234.5", "12%", " 42 ", "0", "0.5", "-0,25", "0e1"
        ] {
            #expect(ValueKind(of: text) == .number, "\(text)")
        }
        for text in ["2024-03-01", "2024-03-01T12:30:00Z", "2024-03-01 12:30"] {
            #expect(ValueKind(of: text) == .date, "\(text)")
        }
        // Codes: digits led by a zero (postal codes, FAA identifiers) keep their zeros as text does.
        for text in [
            "Adelie", "+4230+00131", "12 apples", "e5", "2024-3-1", "1,", "007", "02134", "00M", "00AA", "-007"
        ] {
            #expect(ValueKind(of: text) == .text, "\(text)")
        }
    }

    @Test func numbersReadTheirValueWhicheverSeparatorTheyUse() {
        #expect(ValueKind.number("3,75") == 3.75)
        #expect(ValueKind.number("1,234") == 1234)
        #expect(ValueKind.number("1.234,5") == 1234.5)
        #expect(ValueKind.number("1,234.5") == 1234.5)
        #expect(ValueKind.number("-1 234") == -1234)
        #expect(ValueKind.number("Adelie") == nil)
    }

    @Test func aColumnIsNumbersWhenNineInTenOfItsValuesAre() {
        #expect(ValueKind.column(["1", "2", "NA", "3"]) == .number)
        #expect(ValueKind.column(["1", "2", "three"]) == .text)
        #expect(ValueKind.column(["", "NA"]) == .missing)
        #expect(ValueKind.column(["00M", "01", "02", "03", "04", "05", "06", "07", "08", "09"]) == .text)  // codes
    }

    @Test func theTitleIsANameColumnElseDistinctWords() {
        let samples: [[String?]] = [
            ["1", "AD", "+4230+00131", "Europe/Andorra"], ["2", "AE", "+2518+05518", "Asia/Dubai"],
            ["3", "AQ", "-6617+11031", "Antarctica/Casey"], ["4", "AQ", "-6835+07758", "Antarctica/Davis"]
        ]
        #expect(CatalogTable.titleColumn(names: ["n", "code", "coordinates", "TZ"], samples: samples) == 3)
        #expect(
            CatalogTable.titleColumn(names: ["alpha_2", "Country Name", "numeric"], samples: [["AW", "Aruba", "533"]])
                == 1)
        #expect(CatalogTable.titleColumn(names: ["id", "title", "name"], samples: [["1", "Dune", "x"]]) == 2)
        // A name column left empty in most rows titles nothing.
        #expect(
            CatalogTable.titleColumn(names: ["name", "city"], samples: [[nil, "Oslo"], [nil, "Rome"], ["x", "Bonn"]])
                == 1)
        // A column named like a name but holding one value for every row (penguins_raw's studyName) does not.
        let study: [[String?]] = [
            ["PAL0708", "Adelie", "N1A1"], ["PAL0708", "Adelie", "N1A2"], ["PAL0708", "Gentoo", "N2A1"]
        ]
        #expect(CatalogTable.titleColumn(names: ["studyName", "Species", "Individual ID"], samples: study) == 2)
        #expect(CatalogTable.uniqueNames(["a", " ", "a", "b "]) == ["a", "Column 2", "a (2)", "b"])
    }

    /// A column mostly left empty does not title the rows, however distinct its few values: a filled one does.
    @Test func aMostlyEmptyColumnTitlesNoRows() {
        let samples: [[String?]] = (0..<10).map { row in
            ["00\(row * 7 + 10)", "Station \(row)", row < 2 ? "note \(row)" : nil]
        }
        #expect(
            CatalogTable.titleColumn(names: ["code", "place", "remark"], samples: samples.map { [$0[0], $0[2], $0[1]] })
                == 2)
    }

    /// A number printed whole from a float shows as a spreadsheet shows it; other numbers and texts as written.
    @Test func aFloatPrintedWholeShowsRounded() {
        #expect(ValueKind.shown("6.952999999999999") == "6.953")
        #expect(ValueKind.shown("-0.30000000000000004") == "-0.3")
        #expect(ValueKind.shown("3.18320145523634") == "3.18320145523634")  // 15 digits: as written
        #expect(ValueKind.shown("1234567890.123456789") == "1234567890.12346")
        #expect(ValueKind.shown("SP.POP.TOTL.12345678901234") == "SP.POP.TOTL.12345678901234")
        #expect(ValueKind.shown("6,952999999999999") == "6,952999999999999")
    }

    /// Delimited text writes "no value" as text; JSON and SQLite have null, and their "NA" is a value.
    @Test func onlyDelimitedTextSpellsMissingValuesAsText() throws {
        let csv = try Catalog.parseFile(Data("code,name\nNA,North America\n".utf8), path: "/data/c.csv")
        let json = try Catalog.parseFile(Data(#"[{"code": "NA", "name": "North America"}]"#.utf8), path: "/data/c.json")
        #expect(csv.table?.spellsMissingAsText == true)
        #expect(json.table?.spellsMissingAsText == false)
    }
}
