@testable import Catalog
import Testing

/// Values typed by their text, and the column that titles a table's rows.
struct ValueKindTests {
    @Test func textsReadAsTheirKinds() {
        for text in ["", "  ", "NA", "null", "None", "-", "n/a"] { #expect(ValueKind(of: text) == .missing, "\(text)") }
        for text in ["39.1", "-2", "+7", "1e6", "2.5E-3", "3,75", "1 234", "1,234.5", "12%", " 42 ", "0", "0.5", "-0,25", "0e1"] {
            #expect(ValueKind(of: text) == .number, "\(text)")
        }
        for text in ["2024-03-01", "2024-03-01T12:30:00Z", "2024-03-01 12:30"] { #expect(ValueKind(of: text) == .date, "\(text)") }
        // Codes: digits led by a zero (postal codes, FAA identifiers) keep their zeros as text does.
        for text in ["Adelie", "+4230+00131", "12 apples", "e5", "2024-3-1", "1,", "007", "02134", "00M", "00AA", "-007"] {
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
        #expect(ValueKind.column(["00M", "01", "02", "03", "04", "05", "06", "07", "08", "09"]) == .text)   // codes
    }

    @Test func theTitleIsANameColumnElseDistinctWords() {
        let samples: [[String?]] = [["1", "AD", "+4230+00131", "Europe/Andorra"], ["2", "AE", "+2518+05518", "Asia/Dubai"],
                                    ["3", "AQ", "-6617+11031", "Antarctica/Casey"], ["4", "AQ", "-6835+07758", "Antarctica/Davis"]]
        #expect(CatalogTable.titleColumn(names: ["n", "code", "coordinates", "TZ"], samples: samples) == 3)
        #expect(CatalogTable.titleColumn(names: ["alpha_2", "Country Name", "numeric"], samples: [["AW", "Aruba", "533"]]) == 1)
        #expect(CatalogTable.titleColumn(names: ["id", "title", "name"], samples: [["1", "Dune", "x"]]) == 2)
        // A name column left empty in most rows titles nothing.
        #expect(CatalogTable.titleColumn(names: ["name", "city"], samples: [[nil, "Oslo"], [nil, "Rome"], ["x", "Bonn"]]) == 1)
        // A column named like a name but holding one value for every row (penguins_raw's studyName) does not.
        let study: [[String?]] = [["PAL0708", "Adelie", "N1A1"], ["PAL0708", "Adelie", "N1A2"], ["PAL0708", "Gentoo", "N2A1"]]
        #expect(CatalogTable.titleColumn(names: ["studyName", "Species", "Individual ID"], samples: study) == 2)
        #expect(CatalogTable.uniqueNames(["a", " ", "a", "b "]) == ["a", "Column 2", "a (2)", "b"])
    }
}
