import Catalog
import Foundation
import Testing

@testable import Folders

/// Names as file systems hold them: bytes that are not UTF-8, names equal but for Unicode normalisation,
/// bidirectional overrides — each entry listed, keyed by its bytes and shown as what it is.
@Suite struct FolderListingNameTests {
    @Test func namesThatAreNotUTF8AreShownLossily() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let e9 = Array("caf".utf8) + [0xE9] + Array(".txt".utf8)
        let e8 = Array("caf".utf8) + [0xE8] + Array(".txt".utf8)
        try scratch.makeRaw(e9)
        try scratch.makeRaw(e8)
        try scratch.makeRaw(Array("bad".utf8) + [0xFF] + Array(".png".utf8))
        try scratch.make("café.txt")

        let catalog = try scratch.list()
        let files = items(catalog, "files")
        #expect(files.count == 4)
        let lossy = files.filter { $0.title == "caf\u{FFFD}.txt" }
        #expect(lossy.count == 2)
        #expect(Set(lossy.map(\.id)) == [scratch.path + "/caf\\xE8.txt/", scratch.path + "/caf\\xE9.txt/"])
        #expect(lossy.allSatisfy { $0.subtitle == "Name is not valid UTF-8" && $0.icon == "text-x-generic" })
        #expect(Set(lossy.compactMap { $0.metadata("Name") }) == ["caf\\xE8.txt", "caf\\xE9.txt"])
        #expect(lossy.first?.metadata("Size") == "0 bytes")

        let image = try #require(files.first { $0.title == "bad\u{FFFD}.png" })
        #expect(image.imagePath == nil)  // the path cannot be spelled as a String
        #expect(image.icon == "image-x-generic")

        let valid = try #require(files.first { $0.title == "café.txt" })
        #expect(valid.id == scratch.path + "/café.txt")
        #expect(valid.subtitle == "0 bytes · Plain text")
        #expect(Set(catalog.allItems.map(\.id)).count == catalog.allItems.count)
    }

    @Test func namesThatDifferOnlyInNormalisationAreTwoEntries() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let composed = "caf\u{E9}.txt", decomposed = "cafe\u{301}.txt"
        #expect(composed == decomposed)  // to Swift: the reason an entry cannot be keyed by its name as a String
        try scratch.makeRaw(Array(composed.utf8))
        try scratch.makeRaw(Array(decomposed.utf8))
        try scratch.make("cafe\u{301}/")

        let catalog = try scratch.list()
        let files = items(catalog, "files"), folders = items(catalog, "folders")
        #expect(files.count == 2)
        #expect(Set(catalog.allItems.map(\.id)).count == 3)  // three identities, none equal under ==
        // Each entry's path is its own bytes; the composed name keeps its path as id.
        #expect(
            Set(files.compactMap { $0.filePath.map { Array($0.utf8) } })
                == [Array((scratch.path + "/" + composed).utf8), Array((scratch.path + "/" + decomposed).utf8)])
        #expect(
            files.contains { $0.id == scratch.path + "/" + composed && Array($0.id.utf8) == Array($0.filePath!.utf8) })
        #expect(files.contains { $0.id == scratch.path + "/cafe\\xCC\\x81.txt/" })
        #expect(folders.first?.filePath.map { Array($0.utf8) } == Array((scratch.path + "/" + "cafe\u{301}").utf8))
    }

    @Test func bidirectionalOverridesInNamesAreShownInert() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let spoof = "invoice\u{202E}fdp.exe"
        try scratch.make(spoof)
        try scratch.make("\u{2067}isolate.txt")
        let files = items(try scratch.list(), "files")
        let shown = try #require(files.first { $0.filePath == scratch.path + "/" + spoof })
        #expect(shown.title == "invoice\u{202E}\u{202C}fdp.exe")  // the override is popped where it opens
        #expect(files.contains { $0.title == "\u{2067}\u{2069}isolate.txt" })
        // Hebrew stays
        #expect(FileName.shown("\u{5E9}\u{5DC}\u{5D5}\u{5DD}.txt") == "\u{5E9}\u{5DC}\u{5D5}\u{5DD}.txt")
    }
}
