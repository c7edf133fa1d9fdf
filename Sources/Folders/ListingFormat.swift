import Catalog
import Foundation

/// How a folder listing writes what it says about its entries: sizes, counts of entries, times, and its words —
/// the names of types, the states of entries, the note of entries left out.
///
/// `FolderListing` and `FolderSearch` take one. `.english`, every listing's default, writes plain English
/// whatever the locale ("31.5 kB", "1,020 items", "12 March 2026, 10:42", "PDF document"), so a listing, and an
/// image rendered from it, is the same on every machine: `lattice bench` and the tests use it. A window passes one
/// that writes as the user's locale does (the viewer's `ListingFormat.locale`: GLib's formats and gettext); this
/// module has no GTK and chooses no locale itself.
///
/// ```swift
/// let english = try FolderListing.catalog(forFolder: "/home/ada")   // "1,020 items", "31.5 kB"
/// let utc = try FolderListing.catalog(forFolder: "/home/ada", format: .english(timeZone: .gmt))
/// let bytes = ListingFormat(size: { "\($0) bytes" }, itemCount: ListingFormat.english.itemCount,
///                           dateAndTime: { "\($0)" }, text: { $0.english })   // "31500 bytes", times in seconds
/// ```
///
/// Each closure is called on the thread listing the folder, so it must be safe to call from any thread.
public struct ListingFormat: Sendable {
    /// How many entries a folder holds, as its "Size" says.
    public enum ItemCount: Hashable, Sendable {
        /// Exactly this many: "1,020 items".
        case exactly(Int)
        /// More than this many, where counting stopped (`FolderListing.childCountLimit`): "More than 10,000 items".
        case moreThan(Int)

        /// What counting a sub-folder's entries found: `count` itself, or — past `FolderListing.childCountLimit`,
        /// where counting stops — more than the limit.
        public init(counted count: Int) {
            self = count > FolderListing.childCountLimit ? .moreThan(FolderListing.childCountLimit) : .exactly(count)
        }
    }

    /// The words a listing writes, each with its English (`english`): what a format translates.
    public enum Text: Hashable, Sendable {
        /// A type's name, in English as `FileType` names it: "PDF document", "Folder", "Broken link", "Program".
        case typeName(String)
        /// The type of a file whose extension names no known type, its extension in capitals: "XCF file".
        case fileOfExtension(String)
        /// A folder whose entries cannot be counted, or an entry whose kind cannot be read.
        case unreadable
        /// The subtitle of an entry whose name is not valid UTF-8.
        case invalidName
        /// The title of the last item of a listing cut at its limit, with how many entries it leaves out:
        /// "25 more not shown".
        case notShown(Int)
        /// That item's subtitle: "Showing 100,000 of 100,025 entries".
        case showing(Int, of: Int)

        /// The text in English, numbers grouped by commas: what `ListingFormat.english` writes.
        public var english: String {
            switch self {
            case .typeName(let name): name
            case .fileOfExtension(let suffix): suffix + " file"
            case .unreadable: "Unreadable"
            case .invalidName: "Name is not valid UTF-8"
            case .notShown(let hidden): "\(groupedDigits(hidden)) more not shown"
            case .showing(let shown, let total):
                "Showing \(groupedDigits(shown)) of \(groupedDigits(total)) entries"
            }
        }
    }

    /// A file's size in bytes: "31.5 kB" (SI units, as `g_format_size` writes them).
    public var size: @Sendable (_ bytes: Int64) -> String
    /// How many entries a folder holds: "1,020 items", "More than 10,000 items".
    public var itemCount: @Sendable (_ count: ItemCount) -> String
    /// A time in seconds since 1970, the day and the minute: "12 March 2026, 10:42".
    public var dateAndTime: @Sendable (_ secondsSince1970: Int) -> String
    /// A listing's words in the reader's language.
    public var text: @Sendable (_ text: Text) -> String
    /// What names (and type names) sort by in the reader's language: keys compared byte by byte, equal for names
    /// the language does not tell apart (GLib's `g_utf8_collate_key_for_filename`: the locale's collation, digits
    /// by value, so "Äpfel" comes before "Birne" in German). Nil: Lattice's own natural order, the same in every
    /// locale (case-insensitive, digits by value, other characters by code point). Names with equal keys keep the
    /// natural order between them.
    public var collationKey: (@Sendable (_ name: String) -> [UInt8])?

    /// A format made of its parts.
    public init(
        size: @escaping @Sendable (_ bytes: Int64) -> String,
        itemCount: @escaping @Sendable (_ count: ItemCount) -> String,
        dateAndTime: @escaping @Sendable (_ secondsSince1970: Int) -> String,
        text: @escaping @Sendable (_ text: Text) -> String,
        collationKey: (@Sendable (_ name: String) -> [UInt8])? = nil
    ) {
        self.size = size
        self.itemCount = itemCount
        self.dateAndTime = dateAndTime
        self.text = text
        self.collationKey = collationKey
    }

    /// Plain English whatever the locale, times in the current time zone: "31.5 kB", "1,020 items",
    /// "12 March 2026, 10:42", "PDF document". Every listing's default.
    public static var english: ListingFormat { english(timeZone: .current) }

    /// Plain English whatever the locale, times in `timeZone`.
    public static func english(timeZone: TimeZone) -> ListingFormat {
        let dates = FolderFormatter(timeZone: timeZone)
        return ListingFormat(
            size: { FolderFormatter.size($0) }, itemCount: { FolderFormatter.itemCount($0) },
            dateAndTime: { dates.dateAndTime($0) }, text: { $0.english })
    }
}

/// Marks `english` as a message of the po template and returns it as it is: `po/update-pot.sh` extracts the
/// literal argument of every `trNoop` call (`xgettext --keyword=trNoop`), as GNOME's C marks strings with `N_`.
/// This module has no gettext; the window's `ListingFormat` translates what is marked here when it shows it
/// (`ListingFormat.Text.typeName`).
func trNoop(_ english: String) -> String { english }
