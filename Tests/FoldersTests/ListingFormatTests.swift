import Catalog
import Foundation
import Testing

@testable import Folders

/// `ListingFormat`: `.english` writes what listings always wrote, and a listing writes every size, count, time
/// and word through the format it is given — the whole listing, its early partial batches, the item standing for
/// the entries left out, a search's matches and a sort by type.
@Suite struct ListingFormatTests {
    /// A format that writes each value as the call it came from, so a test sees which one wrote what.
    static let marked = ListingFormat(
        size: { "size(\($0))" },
        itemCount: { count in
            switch count {
            case .exactly(let count): "count(\(count))"
            case .moreThan(let limit): "more(\(limit))"
            }
        },
        dateAndTime: { "time(\($0))" },
        text: { text in
            switch text {
            case .typeName(let name): "type(\(name))"
            case .fileOfExtension(let suffix): "file(\(suffix))"
            case .unreadable: "unreadable"
            case .invalidName: "invalid"
            case .notShown(let hidden): "hidden(\(hidden))"
            case .showing(let shown, let total): "showing(\(shown)/\(total))"
            }
        })

    @Test func englishIsWhatListingsWrite() {
        let english = ListingFormat.english(timeZone: .gmt)
        #expect(english.size(31_500) == "31.5 kB")
        #expect(english.size(1) == "1 byte")
        #expect(english.itemCount(.exactly(1)) == "1 item")
        #expect(english.itemCount(.exactly(1_020)) == "1,020 items")
        #expect(english.itemCount(.moreThan(FolderListing.childCountLimit)) == "More than 10,000 items")
        #expect(english.dateAndTime(Int(march3) + 5 * 60) == "3 March 2026, 12:05")
        #expect(english.text(.typeName("Markdown document")) == "Markdown document")
        #expect(english.text(.fileOfExtension("XCF")) == "XCF file")
        #expect(english.text(.unreadable) == "Unreadable")
        #expect(english.text(.invalidName) == "Name is not valid UTF-8")
        #expect(english.text(.notShown(25)) == "25 more not shown")
        #expect(english.text(.showing(100_000, of: 100_025)) == "Showing 100,000 of 100,025 entries")
        #expect(ListingFormat.ItemCount(counted: FolderListing.childCountLimit) == .exactly(10_000))
        #expect(ListingFormat.ItemCount(counted: FolderListing.childCountLimit + 1) == .moreThan(10_000))
    }

    /// A listing in the default format is the English listing, byte for byte.
    @Test func theDefaultIsEnglish() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        for name in ["docs/", "docs/a", "notes.md", "photo.xcf2", "run"] { try scratch.make(name, contents: "12345") }
        let byDefault = try FolderListing.catalog(forFolder: scratch.path)
        let english = try FolderListing.catalog(forFolder: scratch.path, format: .english)
        #expect(byDefault == english)
        #expect(
            items(english, "files").map(\.subtitle) == [
                "5 bytes · Markdown document", "5 bytes · XCF2 file",
                "5 bytes · File"
            ])
    }

    @Test func aListingWritesThroughItsFormat() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        // "docs/" last again: making its entries changed its time.
        for name in ["docs/", "docs/a", "docs/b", "notes.md", "photo.xcf2", "z1", "z2", "docs/"] {
            try scratch.make(name, contents: "12345")
        }
        let catalog = try FolderListing.catalog(forFolder: scratch.path, limit: 4, format: Self.marked)
        let docs = try #require(items(catalog, "folders").first)
        #expect(docs.subtitle == "count(2)")
        #expect(docs.metadata.map(\.value) == ["count(2)", "time(\(Int(march3)))", "type(Folder)"])
        let files = items(catalog, "files")
        #expect(
            files.map(\.subtitle) == [
                "size(5) · type(Markdown document)", "size(5) · file(XCF2)", "size(5) · type(File)",
                "showing(4/5)"
            ])
        #expect(files.last?.title == "hidden(1)")
    }

    @Test func partialBatchesAndSearchesWriteThroughTheFormat() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.make("sub/")
        for index in 0..<ProgressBatches.first { try scratch.make("sub/f\(index).md") }
        let partial = PartialCatalog()
        _ = try FolderListing.catalog(forFolder: scratch.path + "/sub", format: Self.marked) { _, catalog in
            if let catalog { partial.keep(catalog) }
        }
        let first = try #require(partial.first)
        #expect(first.allItems.allSatisfy { $0.subtitle == "size(0) · type(Markdown document)" })

        let found = try #require(FolderSearch(root: scratch.path, format: Self.marked).run { $0 == "f7.md" })
        #expect(found.flatMap(\.items).map(\.subtitle) == ["size(0) · type(Markdown document)"])
    }

    /// A sort by type orders by the names the format writes, not by the English ones.
    @Test func sortingByTypeUsesTheFormatsNames() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        for name in ["a.md", "b.pdf", "c.txt"] { try scratch.make(name) }
        // English: Markdown document, PDF document, Plain text.
        let english = try FolderListing.catalog(forFolder: scratch.path, sort: FolderSort(.type))
        #expect(english.allItems.map(\.title) == ["a.md", "b.pdf", "c.txt"])
        // Named backwards, the types sort the other way round.
        var reversedNames = ListingFormat.english
        reversedNames.text = { String($0.english.reversed()) }
        let renamed = try FolderListing.catalog(forFolder: scratch.path, sort: FolderSort(.type), format: reversedNames)
        // "tnemucod nwodkraM", "tnemucod FDP", "txet nialP": F < n < t.
        #expect(renamed.allItems.map(\.title) == ["b.pdf", "a.md", "c.txt"])
    }
}

/// The first partial catalogue a listing reported (reports come on the listing's thread).
private final class PartialCatalog: @unchecked Sendable {
    private let lock = NSLock()
    private var kept: Catalog?

    /// Keeps `catalog` if it is the first.
    func keep(_ catalog: Catalog) {
        lock.withLock { if kept == nil { kept = catalog } }
    }

    /// The first catalogue kept.
    var first: Catalog? { lock.withLock { kept } }
}
