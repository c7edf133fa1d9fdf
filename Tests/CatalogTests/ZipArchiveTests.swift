import CCompression
import Foundation
import InputFiles
import Testing

@testable import Catalog

/// A zip archive's data files read as one catalogue: a table (a section) per data file, what is not read listed with
/// its reason. The archives are written here with libarchive from files of the real-file corpus (`Tests/Corpus`).
struct ZipArchiveTests {
    /// A zip archive of `members` (name and bytes), deflated, as libarchive writes one (encrypted with
    /// `password`, when given).
    static func zip(_ members: [(String, Data)], password: String? = nil) -> Data {
        let archive = archive_write_new()
        defer { archive_write_free(archive) }
        archive_write_set_format_zip(archive)
        if let password {
            archive_write_set_options(archive, "zip:encryption=zipcrypt")
            archive_write_set_passphrase(archive, password)
        }
        var buffer = [UInt8](repeating: 0, count: members.reduce(1 << 16) { $0 + $1.1.count * 2 })
        var used = 0
        buffer.withUnsafeMutableBytes { raw in
            _ = archive_write_open_memory(archive, raw.baseAddress, raw.count, &used)
            for (name, data) in members {
                let entry = archive_entry_new()
                defer { archive_entry_free(entry) }
                archive_entry_set_pathname(entry, name)
                archive_entry_set_size(entry, Int64(data.count))
                archive_entry_set_filetype(entry, 0o100000)
                archive_entry_set_perm(entry, 0o644)
                archive_write_header(archive, entry)
                _ = data.withUnsafeBytes { archive_write_data(archive, $0.baseAddress, $0.count) }
            }
            archive_write_close(archive)
        }
        return Data(buffer[..<used])
    }

    static func corpusFile(_ name: String) throws -> Data {
        try Data(contentsOf: packageDirectory.appendingPathComponent("Tests/Corpus/files/\(name)"))
    }

    /// Two CSVs and a PDF: a section per CSV, titled by its name, its rows split into its own columns, ids kept
    /// apart by the member's name; the PDF under "Not Read" saying why; macOS's resource forks left aside.
    @Test func eachDataFileIsATableAndTheRestIsListedWithItsReason() throws {
        let penguins = try Self.corpusFile("penguins.csv"), airports = try Self.corpusFile("vega-airports.csv")
        let data = Self.zip([
            ("penguins.csv", penguins), ("data/vega-airports.csv", airports),
            ("notes.pdf", Data("%PDF-1.4 not data".utf8)), ("__MACOSX/._penguins.csv", Data([0, 5, 22]))
        ])
        let catalog = try Catalog.parseFile(FileContents(data), path: "/downloads/bundle.zip")
        #expect(catalog.title == "bundle")
        #expect(catalog.sections.map(\.title) == ["penguins.csv", "data/vega-airports.csv", "Not Read"])
        let table = try #require(catalog.table)
        #expect(table.sectionColumns["zip:penguins.csv"]?.others.first == "island")
        #expect(table.sectionColumns["zip:data/vega-airports.csv"] != nil)
        let first = catalog.sections[0].items[0]
        #expect(first.id.hasPrefix("penguins.csv/"))
        #expect(first.title == "Adelie" && first.metadata.first { $0.key == "island" }?.value == "Torgersen")
        #expect(catalog.sections[1].items.count == 3_376)
        let ids = catalog.sections.prefix(2).flatMap(\.items.ids)
        #expect(Set(ids).count == ids.count)
        #expect(catalog.sections[2].items[0].title == "Notes.pdf")
        #expect(catalog.sections[2].items[0].subtitle?.contains("not a data file") == true)
        // A member's rows still sort from their bytes, and are found by their ids.
        let sorted = try #require(catalog.sorted(by: "body_mass_g", ascending: false))
        #expect(sorted.sections[0].items[0].metadata.first { $0.key == "body_mass_g" }?.value == "6300")
        let finderRows = catalog.sections[0].items
        #expect(CatalogItemFinder([finderRows])?.position(ofID: first.id).map { $0.item } == 0)
    }

    /// An archive of one data file opens as that file, under the archive's name.
    @Test func oneDataFileOpensAsItself() throws {
        let data = Self.zip([("penguins.csv", try Self.corpusFile("penguins.csv"))])
        let catalog = try Catalog.parseFile(FileContents(data), path: "/downloads/penguins-2020.zip")
        #expect(catalog.title == "penguins-2020")
        #expect(catalog.table?.columns.first == "species" && catalog.table?.format == "CSV")
        #expect(catalog.sections[0].items.count == 344)
    }

    /// A damaged archive is an error naming the file and saying it is a zip archive, not a crash.
    @Test func aDamagedArchiveSaysSo() throws {
        let data = Self.zip([
            ("penguins.csv", try Self.corpusFile("penguins.csv")),
            ("airports.csv", try Self.corpusFile("vega-airports.csv"))
        ])
        let cut = data.prefix(data.count / 2) + Data(repeating: 0x41, count: 64)
        #expect(throws: InputError.self) { try Catalog.parseFile(FileContents(cut), path: "/downloads/cut.zip") }
        do {
            _ = try Catalog.parseFile(FileContents(cut), path: "/downloads/cut.zip")
        } catch {
            #expect(error.source == "/downloads/cut.zip" && error.message.contains("zip archive"))
        }
    }

    /// An encrypted archive's members are listed under "Not Read" saying why; Lattice asks for no password.
    @Test func anEncryptedMemberIsListedWithItsReason() throws {
        let data = Self.zip([("penguins.csv", try Self.corpusFile("penguins.csv"))], password: "secret")
        let catalog = try Catalog.parseFile(FileContents(data), path: "/downloads/locked.zip")
        let notRead = try #require(catalog.sections.last)
        #expect(notRead.title == "Not Read" && notRead.items.count == 1)
        #expect(notRead.items[0].subtitle?.contains("encrypted") == true)
    }
}
