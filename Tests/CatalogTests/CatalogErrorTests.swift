import Foundation
import InputFiles
import JSONInput
import Testing

@testable import Catalog

/// A catalogue that must be rejected with exactly `path` and `message`.
struct BadCatalog: Sendable, CustomTestStringConvertible {
    var name: String
    var json: String
    var path: String
    var message: String

    var testDescription: String { name }
}

private func items(_ items: String) -> String { catalogJSON(sectionJSON("s", items: items)) }

let badCatalogs: [BadCatalog] = [
    BadCatalog(name: "top level is not an object", json: "[]", path: "$", message: "expected an object, got an array"),
    BadCatalog(name: "missing title", json: #"{"sections": []}"#, path: "$", message: #"missing required key "title""#),
    BadCatalog(
        name: "missing sections", json: #"{"title": "T"}"#, path: "$",
        message: #"missing required key "sections""#),
    BadCatalog(
        name: "title is a number", json: #"{"title": 3, "sections": []}"#, path: "$.title",
        message: "expected a non-empty string, got 3"),
    BadCatalog(
        name: "empty title", json: #"{"title": "", "sections": []}"#, path: "$.title",
        message: #"expected a non-empty string, got """#),
    BadCatalog(
        name: "subtitle is null", json: #"{"title": "T", "subtitle": null, "sections": []}"#,
        path: "$.subtitle", message: "expected a string, got null"),
    BadCatalog(
        name: "sections is an object", json: #"{"title": "T", "sections": {}}"#, path: "$.sections",
        message: "expected an array, got an object"),
    BadCatalog(
        name: "section is a string", json: catalogJSON(#""fruit""#), path: "$.sections[0]",
        message: #"expected an object, got "fruit""#),
    BadCatalog(
        name: "section without id", json: catalogJSON(#"{"title": "Fruit"}"#), path: "$.sections[0]",
        message: #"missing required key "id""#),
    BadCatalog(
        name: "section without title", json: catalogJSON(#"{"id": "fruit"}"#), path: "$.sections[0]",
        message: #"missing required key "title""#),
    BadCatalog(
        name: "items is not an array", json: catalogJSON(#"{"id": "s", "title": "S", "items": {"id": "a"}}"#),
        path: "$.sections[0].items", message: "expected an array, got an object"),
    BadCatalog(
        name: "item without id", json: items(#"{"title": "Apple"}"#), path: "$.sections[0].items[0]",
        message: #"missing required key "id""#),
    BadCatalog(
        name: "item without title", json: items(#"{"id": "apple"}"#), path: "$.sections[0].items[0]",
        message: #"missing required key "title""#),
    BadCatalog(
        name: "numeric id", json: items(#"{"id": 7, "title": "Seven"}"#), path: "$.sections[0].items[0].id",
        message: "expected a non-empty string, got 7"),
    BadCatalog(
        name: "empty id", json: items(#"{"id": "", "title": "Nothing"}"#), path: "$.sections[0].items[0].id",
        message: #"expected a non-empty string, got """#),
    BadCatalog(
        name: "boolean subtitle", json: items(#"{"id": "a", "title": "A", "subtitle": true}"#),
        path: "$.sections[0].items[0].subtitle", message: "expected a string, got true"),
    BadCatalog(
        name: "duplicate item id in one section",
        json: items(#"{"id": "a", "title": "A"}, {"id": "b", "title": "B"}, {"id": "a", "title": "A again"}"#),
        path: "$.sections[0].items[2].id",
        message: #"duplicate item id "a" (first at $.sections[0].items[0].id)"#),
    BadCatalog(
        name: "duplicate item id across nested sections",
        json: catalogJSON(
            sectionJSON(
                "fruit",
                items:
                    #"{"id": "pear", "title": "Pear"}, {"id": "fig", "title": "Fig"}, {"id": "apple", "title": "Apple"}"#
            )
                + ", "
                + sectionJSON("more", sections: sectionJSON("red", items: #"{"id": "apple", "title": "Red apple"}"#))),
        path: "$.sections[1].sections[0].items[0].id",
        message: #"duplicate item id "apple" (first at $.sections[0].items[2].id)"#),
    BadCatalog(
        name: "duplicate section id (nested)",
        json: catalogJSON(sectionJSON("fruit", sections: sectionJSON("fruit"))),
        path: "$.sections[0].sections[0].id",
        message: #"duplicate section id "fruit" (first at $.sections[0].id)"#),
    BadCatalog(
        name: "duplicate section id (siblings)",
        json: catalogJSON(sectionJSON("a") + ", " + sectionJSON("b") + ", " + sectionJSON("a")),
        path: "$.sections[2].id", message: #"duplicate section id "a" (first at $.sections[0].id)"#),
    BadCatalog(
        name: "colour name", json: items(#"{"id": "a", "title": "A", "color": "red"}"#),
        path: "$.sections[0].items[0].color",
        message: ##"expected a colour "#rgb", "#rrggbb" or "#rrggbbaa", got "red""##),
    BadCatalog(
        name: "colour with five digits", json: items(##"{"id": "a", "title": "A", "color": "#12345"}"##),
        path: "$.sections[0].items[0].color",
        message: ##"expected a colour "#rgb", "#rrggbb" or "#rrggbbaa", got "#12345""##),
    BadCatalog(
        name: "colour as a number", json: items(#"{"id": "a", "title": "A", "color": 255}"#),
        path: "$.sections[0].items[0].color",
        message: ##"expected a colour "#rgb", "#rrggbb" or "#rrggbbaa", got 255"##),
    BadCatalog(
        name: "icon and image", json: items(#"{"id": "a", "title": "A", "icon": "folder", "image": "a.png"}"#),
        path: "$.sections[0].items[0].image", message: #"give either "icon" or "image", not both"#),
    BadCatalog(
        name: "icon is a path", json: items(#"{"id": "a", "title": "A", "icon": "images/a.png"}"#),
        path: "$.sections[0].items[0].icon",
        message: #"expected an icon name such as "folder-symbolic", got "images/a.png" (an image file goes in "image")"#
    ),
    BadCatalog(
        name: "icon with a space", json: items(#"{"id": "a", "title": "A", "icon": "my icon"}"#),
        path: "$.sections[0].items[0].icon",
        message:
            #"expected an icon name such as "folder-symbolic" (letters, digits, "-", "_", "." and "+"), got "my icon""#),
    BadCatalog(
        name: "section icon is a number", json: catalogJSON(#"{"id": "s", "title": "S", "icon": 1}"#),
        path: "$.sections[0].icon", message: #"expected an icon name such as "folder-symbolic", got 1"#),
    BadCatalog(
        name: "image URL", json: items(#"{"id": "a", "title": "A", "image": "https://example.com/a.png"}"#),
        path: "$.sections[0].items[0].image",
        message: "expected a file path (relative to the catalogue's folder, or absolute), got a URL"),
    BadCatalog(
        name: "image under ~", json: items(#"{"id": "a", "title": "A", "image": "~/a.png"}"#),
        path: "$.sections[0].items[0].image",
        message: #""~" is not expanded; give a path relative to the catalogue's folder, or an absolute one"#),
    BadCatalog(
        name: "empty image", json: items(#"{"id": "a", "title": "A", "image": ""}"#),
        path: "$.sections[0].items[0].image", message: #"expected a non-empty string, got """#),
    BadCatalog(
        name: "unknown item key with a suggestion", json: items(##"{"id": "a", "title": "A", "colour": "#fff"}"##),
        path: "$.sections[0].items[0].colour",
        message:
            #"unknown key (did you mean "color"?); expected one of: id, title, subtitle, icon, image, color, metadata"#),
    BadCatalog(
        name: "unknown section key", json: catalogJSON(#"{"id": "s", "title": "S", "children": []}"#),
        path: "$.sections[0].children",
        message: "unknown key; expected one of: id, title, icon, items, sections"),
    BadCatalog(
        name: "unknown top-level key", json: #"{"title": "T", "sections": [], "sectoins": []}"#,
        path: "$.sectoins",
        message: #"unknown key (did you mean "sections"?); expected one of: $schema, title, subtitle, sections"#),
    BadCatalog(
        name: "metadata is an array", json: items(#"{"id": "a", "title": "A", "metadata": ["x"]}"#),
        path: "$.sections[0].items[0].metadata", message: "expected an object, got an array"),
    BadCatalog(
        name: "metadata boolean", json: items(#"{"id": "a", "title": "A", "metadata": {"Ripe": true}}"#),
        path: "$.sections[0].items[0].metadata.Ripe", message: "expected a string or a number, got true"),
    BadCatalog(
        name: "metadata object value", json: items(#"{"id": "a", "title": "A", "metadata": {"Size (cm)": {}}}"#),
        path: #"$.sections[0].items[0].metadata["Size (cm)"]"#,
        message: "expected a string or a number, got an object"),
    BadCatalog(
        name: "metadata empty key", json: items(#"{"id": "a", "title": "A", "metadata": {"": "x"}}"#),
        path: #"$.sections[0].items[0].metadata[""]"#, message: "a metadata key cannot be empty"),
    BadCatalog(
        name: "repeated JSON key", json: items(#"{"id": "a", "title": "A", "id": "b"}"#),
        path: "$.sections[0].items[0].id", message: #"duplicate key "id""#),
    BadCatalog(
        name: "repeated metadata key", json: items(#"{"id": "a", "title": "A", "metadata": {"k": "1", "k": "2"}}"#),
        path: "$.sections[0].items[0].metadata.k", message: #"duplicate key "k""#)
]

/// Every bad catalogue names the file, the JSON path and what was wrong; nothing crashes.
@Suite struct CatalogErrorTests {
    @Test(arguments: badCatalogs)
    func badCatalogIsRejected(_ bad: BadCatalog) throws {
        let error = try #require(catalogError(bad.json))
        #expect(error.source == "test.json")
        #expect(error.path == bad.path)
        #expect(error.message == bad.message)
        #expect(error.description == "test.json: \(bad.path): \(bad.message)")
    }

    @Test func notJSON() throws {
        let error = try #require(catalogError("{\n  \"title\": x}"))
        #expect(error.path == "")
        #expect(error.message.hasPrefix("not valid JSON: "))
        #expect(error.message.hasSuffix("(line 2, column 12)"), "\(error.message)")
        #expect(error.description.hasPrefix("test.json: not valid JSON: "))
        #expect(catalogError("")?.message.hasPrefix("not valid JSON") == true)
        #expect(catalogError(#"{"title": "T", "sections": [}"#)?.message.hasPrefix("not valid JSON") == true)
    }

    @Test func tooDeeplyNested() throws {
        var section = sectionJSON("s33")
        for level in stride(from: 32, through: 1, by: -1) { section = sectionJSON("s\(level)", sections: section) }
        let error = try #require(catalogError(catalogJSON(section)))
        #expect(error.path == "$.sections[0]" + String(repeating: ".sections[0]", count: 32))
        #expect(error.message == "sections nest more than 32 levels deep")
    }

    /// The limit is 10,000,000 items over all sections; one more is an error at that item (checked with a
    /// smaller limit: the parser is the same).
    @Test func tooManyItems() throws {
        #expect(Catalog.itemLimit == 10_000_000)
        let json = catalogJSON(
            sectionJSON(
                "a", items: #"{"id": "1", "title": "1"}, {"id": "2", "title": "2"}"#,
                sections: sectionJSON("b", items: #"{"id": "3", "title": "3"}"#))
                + ", " + sectionJSON("c", items: #"{"id": "4", "title": "4"}"#))
        let catalog = try Catalog.parse(data: Data(json.utf8), source: "test.json", baseDirectory: "/", itemLimit: 4)
        #expect(catalog.allItems.count == 4)
        do {
            _ = try Catalog.parse(data: Data(json.utf8), source: "test.json", baseDirectory: "/", itemLimit: 3)
            Issue.record("a fourth item over a limit of 3 was accepted")
        } catch {
            #expect(
                error
                    == InputError(
                        source: "test.json", path: "$.sections[1].items[0]",
                        message: "the catalogue holds more than 3 items"))
        }
    }
}

/// Reading the file goes through the shared `InputFile` reader: regular files only, no hangs.
@Suite struct CatalogFileTests {
    @Test func missingFile() throws {
        let error = try #require(loadError("/nonexistent/definitely/catalog.json"))
        #expect(error == InputError(source: "/nonexistent/definitely/catalog.json", path: "", message: "no such file"))
        #expect(error.description == "/nonexistent/definitely/catalog.json: no such file")
    }

    @Test func directory() throws {
        let directory = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let error = try #require(loadError(directory.path))
        #expect(error.message == "is a directory, not a JSON catalogue file")
        #expect(error.path == "")
    }

    @Test func fifoIsRefusedWithoutBlocking() throws {
        let directory = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let fifo = directory.appendingPathComponent("catalog.fifo").path
        #expect(mkfifo(fifo, 0o600) == 0)
        #expect(loadError(fifo)?.message == "is a FIFO, not a regular file; refusing to read it")
    }

    @Test func deviceIsRefused() {
        #expect(loadError("/dev/zero")?.message == "is a device, not a regular file; refusing to read it")
    }

    @Test func oversizedFileIsRefused() throws {
        let directory = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("big.json")
        #expect(FileManager.default.createFile(atPath: file.path, contents: nil))
        let handle = try FileHandle(forWritingTo: file)
        try handle.truncate(atOffset: UInt64(ResourceBudget.rowFileBytes) + 1)  // sparse: nothing really written
        try handle.close()
        #expect(
            loadError(file.path)?.message
                == "is \(ResourceBudget.rowFileBytes + 1) bytes; JSON catalogue files are limited to 2147483648 bytes (2048 MiB)"
        )
    }

    @Test func aCSVCatalogueIsReadPastTheJSONLimitUpToItsOwn() throws {
        let directory = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        // 17 MiB of rows: more than a JSON catalogue may be.
        let row = "A book whose title is long enough to make the file large quickly,Some Author\n"
        let rows = (InputFile.sizeLimit + (1 << 20)) / row.utf8.count
        let file = directory.appendingPathComponent("books.csv")
        try Data(("title,author\n" + String(repeating: row, count: rows)).utf8).write(to: file)
        #expect(try Catalog.load(path: file.path).itemCount == rows)
        // Past the CSV limit: refused before anything is read (sparse, so nothing is written).
        let huge = directory.appendingPathComponent("huge.csv")
        #expect(FileManager.default.createFile(atPath: huge.path, contents: nil))
        let handle = try FileHandle(forWritingTo: huge)
        try handle.truncate(atOffset: UInt64(ResourceBudget.rowFileBytes) + 1)
        try handle.close()
        #expect(
            loadError(huge.path)?.message
                == "is \(ResourceBudget.rowFileBytes + 1) bytes; CSV catalogue files are limited to 2147483648 bytes (2048 MiB)"
        )
    }

    @Test func binaryFileIsNotJSON() throws {
        let directory = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("binary.json")
        try Data([0x00, 0xFF, 0xFE, 0x89, 0x50]).write(to: file)
        let error = try #require(loadError(file.path))
        #expect(error.description.hasPrefix("\(file.path): not valid JSON"), "\(error)")
    }
}
