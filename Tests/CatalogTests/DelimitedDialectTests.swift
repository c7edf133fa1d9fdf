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
