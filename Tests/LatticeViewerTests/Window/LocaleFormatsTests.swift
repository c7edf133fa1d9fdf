import CGtk
import Catalog
import Folders
import Foundation
import Glibc
import Gtk
import Testing

@testable import LatticeViewer

/// Sizes, times and counts as a locale writes them — GLib's `g_format_size` and `g_date_time_format`, gettext's
/// plural forms, the locale's digit grouping — each test in its own locale on its own thread (`TestLocales`), so
/// they run beside the rest without touching the process's locale.
@Suite("Date, size and number formats under two locales")
struct LocaleFormatsTests {
    /// 12 March 2026, 10:42 UTC.
    static let march12 = 1_773_312_120

    @Test func german() throws {
        try TestLocales.run(in: "de_DE.UTF-8") {
            // GLib's own German catalogue (glib20) writes the units, the locale the decimal comma; GLib keeps a
            // number and its unit (not a count of bytes) together with a no-break space.
            #expect(LocaleFormats.size(31_500) == "31,5\u{A0}KB")
            #expect(LocaleFormats.size(1) == "1 Byte")
            #expect(LocaleFormats.size(999) == "999 Bytes")
            #expect(LocaleFormats.size(1_500_000) == "1,5\u{A0}MB")
            #expect(LocaleFormats.dateAndTimeFormat == "%-e. %B %Y, %H:%M")
            #expect(LocaleFormats.dateAndTime(Self.march12, timeZone: "UTC") == "12. März 2026, 10:42")
            #expect(LocaleFormats.dateAndTime(Self.march12, timeZone: "Europe/Berlin") == "12. März 2026, 11:42")
            #expect(LocaleNumbers.integer(1_020) == "1.020")

            let format = ListingFormat.locale(timeZone: "UTC")
            #expect(format.itemCount(.exactly(1)) == "1 Element")
            #expect(format.itemCount(.exactly(1_020)) == "1.020 Elemente")
            #expect(format.itemCount(.moreThan(10_000)) == "Mehr als 10.000 Elemente")
            #expect(format.size(31_500) == "31,5\u{A0}KB")
            #expect(format.dateAndTime(Self.march12) == "12. März 2026, 10:42")
            #expect(format.text(.typeName("Markdown document")) == "Markdown-Dokument")
            #expect(format.text(.typeName("Folder")) == "Ordner")
            #expect(format.text(.typeName("Plain text")) == "Einfacher Text")
            #expect(format.text(.fileOfExtension("XCF")) == "XCF-Datei")
            #expect(format.text(.unreadable) == "Nicht lesbar")
            #expect(format.text(.notShown(25)) == "25 weitere nicht angezeigt")
            #expect(format.text(.showing(100_000, of: 100_025)) == "100.000 von 100.025 Einträgen angezeigt")
        }
    }

    /// The Gtk library's messages come from its own catalogue (`lattice-gtk`), not the app's: an app built on the
    /// library shows them translated whatever its own catalogue holds.
    @Test func theGtkLibraryTranslatesFromItsOwnDomain() throws {
        try TestLocales.run(in: "de_DE.UTF-8") {
            func translated(_ message: String, in domain: String) -> String {
                message.withCString { String(cString: g_dgettext(domain, $0)) }
            }
            #expect(translated("All Files", in: Localization.libraryDomain) == "Alle Dateien")
            #expect(translated("%-e %B %Y, %H:%M", in: Localization.libraryDomain) == "%-e. %B %Y, %H:%M")
            #expect(translated("All Files", in: "lattice") == "All Files")
            #expect(translated("%-e %B %Y, %H:%M", in: "lattice") == "%-e %B %Y, %H:%M")
        }
    }

    @Test func arabic() throws {
        try TestLocales.run(in: "ar_EG.UTF-8") {
            // Egypt's locale writes a point and groups with commas; GLib's Arabic catalogue (2.74) has no
            // translation of its sizes' words, which stay English.
            #expect(LocaleFormats.size(31_500) == "31.5\u{A0}kB")
            #expect(LocaleFormats.size(3) == "3 bytes")
            #expect(LocaleFormats.dateAndTime(Self.march12, timeZone: "UTC") == "12 مارس 2026، 10:42")

            let format = ListingFormat.locale(timeZone: "UTC")
            // Six plural forms: 0, 1, 2, then by the last two digits 3–10, 11–99, and 00–02 (100, 1,000, 10,000).
            let counts = [0, 1, 2, 3, 11, 100, 103, 111, 1_020, 1_000].map { format.itemCount(.exactly($0)) }
            #expect(
                counts == [
                    "0 عنصر", "عنصر واحد", "عنصران", "3 عناصر", "11 عنصرًا", "100 عنصر", "103 عناصر",
                    "111 عنصرًا", "1,020 عنصرًا", "1,000 عنصر"
                ])
            #expect(format.itemCount(.moreThan(10_000)) == "أكثر من 10,000 عنصر")
            #expect(format.text(.typeName("PDF document")) == "مستند PDF")
            #expect(format.text(.typeName("Folder")) == "مجلد")
            #expect(format.text(.fileOfExtension("XCF")) == "ملف XCF")
        }
    }

    /// A locale Lattice has no catalogue for still writes numbers its own way: the words stay English, the
    /// digits are grouped with French's narrow no-break space, and GLib writes the size in French.
    @Test func numbersFollowTheLocaleWithoutATranslation() throws {
        try TestLocales.run(in: "fr_FR.UTF-8") {
            #expect(LocaleFormats.size(31_500) == "31,5\u{A0}Ko")
            #expect(LocaleFormats.dateAndTime(Self.march12, timeZone: "UTC") == "12 mars 2026, 10:42")
            let format = ListingFormat.locale(timeZone: "UTC")
            #expect(format.itemCount(.exactly(1_020)) == "1\u{202F}020 items")
            #expect(format.text(.typeName("Markdown document")) == "Markdown document")
        }
    }

    /// Each test's locale is its thread's alone: the process's stays what it was.
    @Test func theProcessLocaleIsLeftAsItWas() throws {
        let before = String(cString: setlocale(LC_ALL, nil))
        let inside = try TestLocales.run(in: "de_DE.UTF-8") { String(cString: setlocale(LC_ALL, nil)) }
        #expect(String(cString: setlocale(LC_ALL, nil)) == before)
        #expect(inside == before)  // setlocale reports the global locale, not the thread's
    }
}

/// A folder listed as the window lists it (`ListingFormat.locale`) in German and in Arabic: every size, count,
/// time and type in the language, and a sort by type in the order of the names shown.
@Suite struct LocaleListingTests {
    /// A folder of a Markdown file of 31,500 bytes, a PDF, a text file, a file of an unknown extension and a
    /// sub-folder of 1,020 entries (one of them `x.md`, of 31,500 bytes too), every time 12 March 2026, 10:42 UTC.
    static func makeFolder() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "locale-listing-\(UUID().uuidString)")
        let files = FileManager.default
        try files.createDirectory(at: folder.appendingPathComponent("many"), withIntermediateDirectories: true)
        for index in 0..<1_019 {
            files.createFile(atPath: folder.appendingPathComponent("many/\(index)").path, contents: nil)
        }
        files.createFile(atPath: folder.appendingPathComponent("many/x.md").path, contents: Data(count: 31_500))
        files.createFile(atPath: folder.appendingPathComponent("a.md").path, contents: Data(count: 31_500))
        files.createFile(atPath: folder.appendingPathComponent("b.pdf").path, contents: Data(count: 1_500_000))
        files.createFile(atPath: folder.appendingPathComponent("c.txt").path, contents: Data("hello".utf8))
        files.createFile(atPath: folder.appendingPathComponent("d.xcf2").path, contents: Data(count: 1))
        let time = Date(timeIntervalSince1970: TimeInterval(LocaleFormatsTests.march12))
        for name in ["many", "a.md", "b.pdf", "c.txt", "d.xcf2"] {
            try files.setAttributes([.modificationDate: time], ofItemAtPath: folder.appendingPathComponent(name).path)
        }
        return folder.path
    }

    /// The values of the item titled `title`: subtitle, then the metadata by key.
    static func values(of title: String, in catalog: Catalog) throws -> (subtitle: String?, metadata: [String: String])
    {
        let item = try #require(catalog.allItems.first { $0.title == title })
        return (item.subtitle, Dictionary(item.metadata.map { ($0.key, $0.value) }, uniquingKeysWith: { a, _ in a }))
    }

    @Test func inGerman() throws {
        let folder = try Self.makeFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try TestLocales.run(in: "de_DE.UTF-8") {
            let catalog = try FolderListing.catalog(forFolder: folder, format: .locale(timeZone: "UTC"))
            let markdown = try Self.values(of: "a.md", in: catalog)
            #expect(markdown.subtitle == "31,5\u{A0}KB · Markdown-Dokument")
            #expect(
                markdown.metadata == [
                    "Size": "31,5\u{A0}KB", "Modified": "12. März 2026, 10:42", "Type": "Markdown-Dokument"
                ])
            let many = try Self.values(of: "many", in: catalog)
            #expect(many.subtitle == "1.020 Elemente")
            #expect(many.metadata["Type"] == "Ordner")
            #expect(try Self.values(of: "d.xcf2", in: catalog).subtitle == "1 Byte · XCF2-Datei")

            // By type, in the order of the German names: Einfacher Text, Markdown-Dokument, PDF-Dokument,
            // XCF2-Datei (English would put Markdown document before Plain text).
            let byType = try FolderListing.catalog(
                forFolder: folder, sort: FolderSort(.type),
                format: .locale(timeZone: "UTC"))
            #expect(byType.allItems.map(\.title) == ["many", "c.txt", "a.md", "b.pdf", "d.xcf2"])
        }
    }

    @Test func inArabic() throws {
        let folder = try Self.makeFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try TestLocales.run(in: "ar_EG.UTF-8") {
            let catalog = try FolderListing.catalog(forFolder: folder, format: .locale(timeZone: "UTC"))
            #expect(try Self.values(of: "b.pdf", in: catalog).subtitle == "1.5\u{A0}MB · مستند PDF")
            #expect(try Self.values(of: "many", in: catalog).subtitle == "1,020 عنصرًا")
            #expect(try Self.values(of: "c.txt", in: catalog).metadata["Modified"] == "12 مارس 2026، 10:42")
            // A search below the folder writes its matches the same way.
            let found = try #require(FolderSearch(root: folder, format: .locale(timeZone: "UTC")).run { $0 == "x.md" })
            #expect(found.flatMap(\.items).compactMap(\.subtitle) == ["31.5\u{A0}kB · مستند Markdown"])
        }
    }

    /// Names sort in the language's order where it has one, as Files sorts them: German puts "Äpfel" among the
    /// a's, where Lattice's own natural order (the C locale's, English's default) puts it after "Zebra"; digits
    /// count by value either way; the sidebar's sub-folders follow the same order.
    @Test func namesInTheLanguagesOrder() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("locale-order-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let names = ["Zebra", "Äpfel", "apfel10", "apfel2", "Birne", "Ölkanne", "ostern"]
        for name in names {
            try FileManager.default.createDirectory(
                at: folder.appendingPathComponent(name), withIntermediateDirectories: true)
        }
        let natural = try FolderListing.catalog(forFolder: folder.path).allItems.map(\.title)
        #expect(natural == ["apfel2", "apfel10", "Birne", "ostern", "Zebra", "Äpfel", "Ölkanne"])
        try TestLocales.run(in: "de_DE.UTF-8") {
            let german = try FolderListing.catalog(forFolder: folder.path, format: .locale(timeZone: "UTC")).allItems
                .map(\.title)
            #expect(german == ["apfel2", "apfel10", "Äpfel", "Birne", "Ölkanne", "ostern", "Zebra"])
            let sidebar = try FolderListing.subfolders(of: folder.path, format: .locale(timeZone: "UTC"))
            #expect(sidebar.map { ($0 as NSString).lastPathComponent } == german)
        }
    }
}
