import Gtk
import Testing

/// How a translated message gets its arguments (`Localization.substitute`) and how numbers are grouped
/// (`LocaleNumbers.grouped`), apart from any catalogue or locale.
@Suite struct LocalizationTests {
    @Test func placeholdersAreReplacedInOrderOrByPosition() {
        #expect(Localization.substitute("Could not open “%s”", ["a.csv"]) == "Could not open “a.csv”")
        #expect(Localization.substitute("%2$s: %1$s", ["value", "key"]) == "key: value")
        #expect(Localization.substitute("%s of %s", ["1"]) == "1 of %s")   // a placeholder with no argument stays
        #expect(Localization.substitute("100%% done", []) == "100% done")
    }

    /// A format with no placeholder of its own comes back as it is — a date layout's conversions included.
    @Test func otherConversionsAreLeftAsTheyAre() {
        for format in ["Folder is Empty", "%-e %B %Y, %H:%M", "%-e. %B %Y, %H:%M", "50 %", "%d items", "%"] {
            #expect(Localization.substitute(format, ["x"]) == format)
        }
    }

    @Test func digitsAreGroupedAsTheLocaleSays() {
        #expect(LocaleNumbers.grouped(1_020, separator: ".", grouping: [3, 3]) == "1.020")
        #expect(LocaleNumbers.grouped(12_345_678, separator: ",", grouping: [3, 2]) == "1,23,45,678")   // Indian
        #expect(LocaleNumbers.grouped(-1_000_000, separator: "\u{202F}", grouping: [3]) == "-1\u{202F}000\u{202F}000")
        #expect(LocaleNumbers.grouped(1_020, separator: "", grouping: [3]) == "1020")   // C: no separator
        #expect(LocaleNumbers.grouped(1_020, separator: ",", grouping: []) == "1020")
    }
}
