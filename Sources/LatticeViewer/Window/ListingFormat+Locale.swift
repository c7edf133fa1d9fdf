import Catalog
import Folders
import Gtk

extension ListingFormat {
    /// A folder listing as the user's locale writes it, as GNOME Files does: sizes by GLib (`g_format_size`:
    /// "31,5 KB" in German), counts in the language's plural forms with its digit grouping ("1.020 Elemente"),
    /// times laid out by the translation of `LocaleFormats.dateAndTimeFormat` in the local time zone
    /// ("12. März 2026, 10:42"), types and the other words from the app's catalogue ("Markdown-Dokument"), names
    /// in the language's order (`LocaleFormats.collationKey`).
    ///
    /// Each is looked up when written, on the thread listing, in that thread's locale: the process's, which
    /// `Localization.bind` takes from the environment. The window lists folders with it, and `lattice render`
    /// draws them with it; `lattice bench` and `Catalog`'s own default stay `.english`.
    public static let locale = locale(timeZone: nil)

    /// `locale` with times in `timeZone`: an identifier GLib knows ("UTC", "Europe/Berlin"), or nil for the local
    /// time zone.
    public static func locale(timeZone: String?) -> ListingFormat {
        // Names in the language's order where it has one; the C locale keeps Lattice's natural order, which
        // ignores case as the code points' would not.
        let collation: (@Sendable (String) -> [UInt8])? =
            LocaleFormats.isCollated
            ? { @Sendable name in LocaleFormats.collationKey(name) } : nil
        return ListingFormat(
            size: { LocaleFormats.size($0) },
            itemCount: { count in
                switch count {
                case .exactly(let count):
                    // TRANSLATORS: how many entries a folder holds, under its name and in the Size column; %d is
                    // the count.
                    trn("%d item", "%d items", count)
                case .moreThan(let limit):
                    // TRANSLATORS: a folder holding more entries than were counted; %d is the number counting
                    // stops at (10,000).
                    trn("More than %d item", "More than %d items", limit)
                }
            },
            dateAndTime: { seconds in
                LocaleFormats.dateAndTime(seconds, timeZone: timeZone)
                    ?? ListingFormat.english.dateAndTime(seconds)  // a time GLib cannot represent
            },
            text: localeText,
            collationKey: collation)
    }

    /// A listing's words in the user's language.
    private static func localeText(_ text: Text) -> String {
        switch text {
        case .typeName(let english):
            // Catalog marks each type's English name (`trNoop`); the template has them.
            Localization.translation(of: english)
        case .fileOfExtension(let suffix):
            // TRANSLATORS: the type of a file whose extension names no type Lattice knows; %s is the extension in
            // capitals ("XCF file").
            tr("%s file", suffix)
        case .unreadable:
            // TRANSLATORS: under the name of a folder whose entries cannot be counted (or of an entry that
            // cannot be read), and in its Size column.
            tr("Unreadable")
        case .invalidName:
            // TRANSLATORS: under the name of a file whose name is not valid text (its bad bytes show as �).
            tr("Name is not valid UTF-8")
        case .notShown(let hidden):
            // TRANSLATORS: the last row of a folder too large to list whole; %d is how many entries it leaves out.
            trn("%d more not shown", "%d more not shown", hidden)
        case .showing(let shown, let total):
            // TRANSLATORS: under the last row of a folder too large to list whole: %s is how many entries are
            // shown, %d how many the folder holds ("Showing 100,000 of 100,025 entries").
            trn("Showing %s of %d entry", "Showing %s of %d entries", total, LocaleNumbers.integer(shown))
        }
    }
}
