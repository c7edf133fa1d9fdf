import Gtk
import Testing

/// How a translated message gets its arguments (`Localization.substitute`) and how numbers are grouped
/// (`LocaleNumbers.grouped`), apart from any catalogue or locale.
@Suite struct LocalizationTests {
    /// gettext answers a message it has no translation for with the pointer it was given: the answer must be
    /// read while that C string lives. Read after (a temporary bridged string, freed and its memory reused by
    /// the copy) it trapped ("initialize overlapping range") or came back as another string.
    @Test func anUntranslatedMessageComesBackWholeEveryTime() {
        for length in 1...300 {
            let message = String((0..<length).map { Character(Unicode.Scalar(UInt8(0x61 + ($0 * 7 + length) % 26))) })
            #expect(tr(message) == message)
            #expect(trc("context", message) == message)
            #expect(trn(message, message + "s", 2) == message + "s")
            #expect(Localization.translation(of: message) == message)
        }
    }

    @Test func placeholdersAreReplacedInOrderOrByPosition() {
        #expect(Localization.substitute("Could not open “%s”", ["a.csv"]) == "Could not open “a.csv”")
        #expect(Localization.substitute("%2$s: %1$s", ["value", "key"]) == "key: value")
        #expect(Localization.substitute("%s of %s", ["1"]) == "1 of %s")  // a placeholder with no argument stays
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
        #expect(LocaleNumbers.grouped(12_345_678, separator: ",", grouping: [3, 2]) == "1,23,45,678")  // Indian
        #expect(LocaleNumbers.grouped(-1_000_000, separator: "\u{202F}", grouping: [3]) == "-1\u{202F}000\u{202F}000")
        #expect(LocaleNumbers.grouped(1_020, separator: "", grouping: [3]) == "1020")  // C: no separator
        #expect(LocaleNumbers.grouped(1_020, separator: ",", grouping: []) == "1020")
    }
}
