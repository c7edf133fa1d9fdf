@testable import Catalog
import Foundation
import Testing

/// The delimiter, header and title guessed from a file's first rows.
struct DelimitedDialectTests {
    func sniff(_ text: String, preferred: UInt8? = nil) -> DelimitedDialect {
        Array(text.utf8).withUnsafeBytes { DelimitedDialect.sniff($0, isWhole: true, preferred: preferred) }
    }

    @Test func semicolonsWithDecimalCommasBeatCommas() {
        let dialect = sniff("species;island;bill;depth;year\nAdelie;Torgersen;39,1;18,7;2007\nAdelie;Torgersen;;;2007\nGentoo;Biscoe;46,1;13,2;2008\n")
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
        let text = "# Stations of the network\n# compiled by hand\n\n# Licence: CC-BY 4.0\n#\n\n# more notes\nstation,lat,lon\nA,1.5,2.5\nB,3.5,4.5\n"
        let dialect = sniff(text)
        #expect(dialect.commentLines == 5)
        #expect(dialect.hasHeader && dialect.columns == ["station", "lat", "lon"])
        #expect(dialect.dataLine == 9)
        // A blank line after the block, then the table: the block ends there as before.
        let plain = sniff("# notes\n\nstation,lat\nA,1\nB,2\n")
        #expect(plain.commentLines == 1 && plain.columns == ["station", "lat"])
    }
}

/// A table's rows found by search: the prefilter never rules out a row for what its title or subtitle shows.
struct DataTableSearchTests {
    @Test func aSubtitleJoiningValuesIsNeverRuledOut() throws {
        let catalog = try Catalog.parseFile(Data("name\tcode\tplace\tn\nWXPOD\t99999\tKabul\t7\n".utf8), path: "/data/stations.txt")
        let items = catalog.sections[0].items
        let subtitle = try #require(items.texts(at: 0).subtitle)
        #expect(subtitle == "99999 · Kabul · 7")
        for needle in ["99", "9 ", "kab", "7"] {
            #expect(items.mayContain(asciiLowercased: Array(needle.utf8), at: 0), "\(needle)")
        }
        #expect(!items.mayContain(asciiLowercased: Array("zz".utf8), at: 0))
    }
}
