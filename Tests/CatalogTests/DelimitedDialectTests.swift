import Foundation
import Testing

@testable import Catalog

/// The delimiter, header and title guessed from a file's first rows.
struct DelimitedDialectTests {
    func sniff(_ text: String, preferred: UInt8? = nil) -> DelimitedDialect {
        Array(text.utf8).withUnsafeBytes { DelimitedDialect.sniff($0, isWhole: true, preferred: preferred) }
    }

    @Test func semicolonsWithDecimalCommasBeatCommas() {
        let dialect = sniff(
            "species;island;bill;depth;year\nAdelie;Torgersen;39,1;18,7;2007\nAdelie;Torgersen;;;2007\nGentoo;Biscoe;46,1;13,2;2008\n"
        )
        #expect(dialect.delimiter == UInt8(ascii: ";"))
        #expect(dialect.hasHeader)
        #expect(dialect.columns == ["species", "island", "bill", "depth", "year"])
        #expect(dialect.kinds[2] == .number)
    }

    /// Any single character that splits the lines consistently: `/etc/group`'s colons, a `^`-separated export —
    /// but never the colons of times in a comma file, nor the carets of a formula.
    @Test func colonsAndCaretsSplitWhereNothingElseDoes() {
        let group = sniff("root:x:0:\ndaemon:x:1:\nbin:x:2:\nsys:x:3:\nadm:x:4:syslog,alice\ntty:x:5:\n")
        #expect(group.delimiter == UInt8(ascii: ":"))
        #expect(group.columns.count == 4 && !group.hasHeader)
        let carets = sniff("code^name^value\nA1^alpha^1\nB2^beta^2\nC3^gamma^3\n")
        #expect(carets.delimiter == UInt8(ascii: "^") && carets.columns == ["code", "name", "value"])
        let times = sniff("event,at\nstart,10:30:00\nlunch,12:00:00\nend,17:45:10\n")
        #expect(times.delimiter == UInt8(ascii: ",") && times.columns == ["event", "at"])
        let formula = sniff("name,formula\nsquare,x^2\ncube,x^3\n")
        #expect(formula.delimiter == UInt8(ascii: ","))
    }

    /// A comment block before the table, blank lines between its paragraphs, is all comment: the rows start after it.
    @Test func aCommentBlockWithBlankLinesIsSkippedWhole() {
        let text =
            "# Stations of the network\n# compiled by hand\n\n# Licence: CC-BY 4.0\n#\n\n# more notes\nstation,lat,lon\nA,1.5,2.5\nB,3.5,4.5\n"
        let dialect = sniff(text)
        #expect(dialect.commentLines == 5)
        #expect(dialect.hasHeader && dialect.columns == ["station", "lat", "lon"])
        #expect(dialect.dataLine == 9)
        // A blank line after the block, then the table: the block ends there as before.
        let plain = sniff("# notes\n\nstation,lat\nA,1\nB,2\n")
        #expect(plain.commentLines == 1 && plain.columns == ["station", "lat"])
    }

    /// A World Bank download: a preamble of a field or two a line (a source, a date) with blank lines between, then
    /// a header whose names after the first four are years, over rows of numbers — the years name the columns.
    @Test func aPreambleIsNoRowAndYearsAboveNumbersNameColumns() {
        let years = (1960...1965).map { "\"\($0)\"" }.joined(separator: ",")
        let text = """
            "Data Source","World Development Indicators",

            "Last Updated Date","2024-06-28",

            "Country Name","Country Code","Indicator Name","Indicator Code",\(years),
            "Aruba","ABW","Population, total","SP.POP.TOTL","54608","55811","56682","57475","58178","58782",
            "Angola","AGO","Population, total","SP.POP.TOTL","5357195","5441333","5521400","5599827","5673199","5736582",
            "Albania","ALB","Population, total","SP.POP.TOTL","1608800","1659800","1711319","1762621","1814135","1864791",

            """
        let dialect = sniff(text)
        #expect(dialect.hasHeader)
        #expect(
            Array(dialect.columns.prefix(6)) == [
                "Country Name", "Country Code", "Indicator Name", "Indicator Code", "1960", "1961"
            ])
        #expect(dialect.titleColumn == 0)
        #expect(dialect.kinds[5] == .number)
        // The rows start after the header: no preamble line is a row.
        let rest = String(decoding: Array(text.utf8)[dialect.dataStart...], as: UTF8.self)
        #expect(rest.hasPrefix("\"Aruba\""))
        // A first row of plain numbers over numbers is still data.
        #expect(!sniff("12,7,3\n4,15,6\n7,8,19\n").hasHeader)
    }

    /// A sample that is not the whole file, ending inside a quoted field of many lines: the field's commas and
    /// lines are no rows, and no columns are made of them.
    @Test func aQuotedFieldCutByTheSampleMakesNoColumns() {
        let long = (0..<400).map { "line \($0), with a comma, and \"\"quotes\"\"" }.joined(separator: "\n")
        let text = "name,text,bytes\nfirst,\"short\",5\nsecond,\"\(long)\",9\nthird,\"x\",1\n"
        let cut = Array(text.utf8.prefix(text.utf8.count / 2))
        let dialect = cut.withUnsafeBytes { DelimitedDialect.sniff($0, isWhole: false) }
        #expect(dialect.columns == ["name", "text", "bytes"])
        #expect(dialect.sampledRows == 2)
    }

}

/// A table's rows found by search: the prefilter never rules out a row for what its title or subtitle shows.
struct DataTableSearchTests {
    @Test func aSubtitleJoiningValuesIsNeverRuledOut() throws {
        let catalog = try Catalog.parseFile(
            Data("name\tcode\tplace\tn\nWXPOD\t99999\tKabul\t7\n".utf8), path: "/data/stations.txt")
        let items = catalog.sections[0].items
        let subtitle = try #require(items.texts(at: 0).subtitle)
        #expect(subtitle == "99999 · Kabul · 7")
        for needle in ["99", "9 ", "kab", "7"] {
            #expect(items.mayContain(asciiLowercased: Array(needle.utf8), at: 0), "\(needle)")
        }
        #expect(!items.mayContain(asciiLowercased: Array("zz".utf8), at: 0))
    }

}
