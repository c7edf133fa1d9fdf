import Catalog
import Foundation
import Testing

/// What a valid catalogue reads as: defaults, order, colours, metadata, image paths.
@Suite struct CatalogParseTests {
    @Test func smallestCatalogue() throws {
        let catalog = try parseCatalog(#"{"title": "Empty", "sections": []}"#)
        #expect(catalog == Catalog(title: "Empty", subtitle: nil, sections: [], sourcePath: "test.json"))
        #expect(catalog.allItems.isEmpty)
        #expect(catalog.section(id: "x") == nil)
    }

    @Test func emptySectionsAndDefaults() throws {
        let catalog = try parseCatalog(
            #"""
            {"title": "T", "subtitle": "", "$schema": "catalog.schema.json",
             "sections": [{"id": "a", "title": "A"}, {"id": "b", "title": "B", "items": [], "sections": []}]}
            """#)
        #expect(catalog.subtitle == nil)
        #expect(catalog.sections == [CatalogSection(id: "a", title: "A"), CatalogSection(id: "b", title: "B")])
    }

    @Test func itemWithEverything() throws {
        let catalog = try parseCatalog(
            catalogJSON(
                sectionJSON(
                    "fruit",
                    items: #"""
                        {"id": "apple", "title": "Apple", "subtitle": "Malus domestica", "icon": "emblem-favorite-symbolic",
                         "color": "#E01B24", "metadata": {"Origin": "Central Asia", "Calories": 52, "Sugar (g)": 10.4}}
                        """#)))
        let apple = try #require(catalog.item(id: "apple"))
        #expect(
            apple
                == CatalogItem(
                    id: "apple", title: "Apple", subtitle: "Malus domestica",
                    icon: "emblem-favorite-symbolic", imagePath: nil,
                    color: CatalogColor(red: 0xe0 / 255.0, green: 0x1b / 255.0, blue: 0x24 / 255.0),
                    metadata: [
                        CatalogMetadata(key: "Origin", value: "Central Asia"),
                        CatalogMetadata(key: "Calories", value: "52"),
                        CatalogMetadata(key: "Sugar (g)", value: "10.4")
                    ]))
        #expect(apple.metadata("Calories") == "52")
        #expect(apple.metadata("Colour") == nil)
    }

    /// Metadata keeps the file's order even when it is not alphabetical.
    @Test func metadataKeepsFileOrder() throws {
        let keys = (0..<30).map { "k\(29 - $0)" }
        let metadata = keys.map { #""\#($0)": "v""# }.joined(separator: ", ")
        let catalog = try parseCatalog(
            catalogJSON(sectionJSON("s", items: #"{"id": "i", "title": "I", "metadata": {\#(metadata)}}"#)))
        #expect(catalog.allItems.first?.metadata.map(\.key) == keys)
    }

    @Test func colours() throws {
        #expect(CatalogColor(hex: "#fff") == CatalogColor(red: 1, green: 1, blue: 1))
        #expect(CatalogColor(hex: "#F60")?.hex == "#ff6600")
        #expect(CatalogColor(hex: "#3584e4")?.hex == "#3584e4")
        let translucent = try #require(CatalogColor(hex: "#00000080"))
        #expect(translucent.alpha == 128 / 255.0)
        #expect(translucent.hex == "#00000080")
        #expect(CatalogColor(hex: "#000000ff")?.hex == "#000000")
        for bad in ["", "#", "fff", "#ffff", "#fffff", "#fffffff", "#ggg", "#12345678 ", "rgb(0,0,0)", "#+12"] {
            #expect(CatalogColor(hex: bad) == nil, "\(bad)")
        }
        #expect(
            CatalogColor(red: 2, green: -1, blue: .nan, alpha: 0.5)
                == CatalogColor(red: 1, green: 0, blue: 0, alpha: 0.5))
    }

    @Test func iconOrImageMayHaveAColour() throws {
        let catalog = try parseCatalog(
            catalogJSON(
                sectionJSON(
                    "s",
                    items: #"""
                        {"id": "a", "title": "A", "icon": "folder", "color": "#3584e4"},
                        {"id": "b", "title": "B", "image": "b.png", "color": "#33d17a"},
                        {"id": "c", "title": "C", "color": "#f6d32d"},
                        {"id": "d", "title": "D"}
                        """#)))
        let items = catalog.allItems
        #expect(items.map(\.color?.hex) == ["#3584e4", "#33d17a", "#f6d32d", nil])
        #expect(items.map(\.icon) == ["folder", nil, nil, nil])
        #expect(items.map(\.imagePath) == [nil, "/catalogs/b.png", nil, nil])
    }

    @Test func imagePathsResolveAgainstTheBaseDirectory() throws {
        let catalog = try parseCatalog(
            catalogJSON(
                sectionJSON(
                    "s",
                    items: #"""
                        {"id": "a", "title": "A", "image": "images/a.png"},
                        {"id": "b", "title": "B", "image": "./images/../b.png"},
                        {"id": "c", "title": "C", "image": "/usr/share/c.png"},
                        {"id": "d", "title": "D", "image": "../../../../d e.png"}
                        """#)), baseDirectory: "/home/ann/catalogs/")
        #expect(
            catalog.allItems.map(\.imagePath) == [
                "/home/ann/catalogs/images/a.png", "/home/ann/catalogs/b.png",
                "/usr/share/c.png", "/d e.png"
            ])
    }

    /// Loading a file resolves images against the file's folder, whether or not the image exists.
    @Test func loadResolvesImagesNextToTheFile() throws {
        let directory = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let images = directory.appendingPathComponent("images", isDirectory: true)
        try FileManager.default.createDirectory(at: images, withIntermediateDirectories: true)
        try Data([0x89, 0x50, 0x4E, 0x47]).write(to: images.appendingPathComponent("apple.png"))
        let file = directory.appendingPathComponent("fruit.json")
        try Data(
            catalogJSON(
                sectionJSON(
                    "fruit",
                    items: #"""
                        {"id": "apple", "title": "Apple", "image": "images/apple.png"},
                        {"id": "pear", "title": "Pear", "image": "images/missing.png"}
                        """#)
            ).utf8
        ).write(to: file)
        let catalog = try Catalog.load(path: file.path)
        #expect(catalog.sourcePath == file.path)
        let root = directory.standardizedFileURL.path
        #expect(catalog.allItems.map(\.imagePath) == [root + "/images/apple.png", root + "/images/missing.png"])
        #expect(FileManager.default.fileExists(atPath: catalog.allItems[0].imagePath!))
    }

    /// A relative catalogue path resolves against the current directory.
    @Test func relativeBaseDirectoryIsMadeAbsolute() throws {
        let catalog = try parseCatalog(
            catalogJSON(sectionJSON("s", items: #"{"id": "a", "title": "A", "image": "a.png"}"#)),
            baseDirectory: "some/folder")
        let expected = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
            .appendingPathComponent("some/folder/a.png").standardizedFileURL.path
        #expect(catalog.allItems.first?.imagePath == expected)
    }

    @Test func depthFirstOrderAndLookups() throws {
        let json = catalogJSON(
            [
                sectionJSON(
                    "a", items: #"{"id": "1", "title": "1"}"#,
                    sections: [
                        sectionJSON(
                            "a1", items: #"{"id": "2", "title": "2"}"#,
                            sections: sectionJSON("a1x", items: #"{"id": "3", "title": "3"}"#)),
                        sectionJSON("a2", items: #"{"id": "4", "title": "4"}"#)
                    ].joined(separator: ", ")),
                sectionJSON("b", items: #"{"id": "5", "title": "5"}, {"id": "6", "title": "6"}"#)
            ].joined(separator: ", "))
        let catalog = try parseCatalog(json)
        #expect(catalog.allItems.map(\.id) == ["1", "2", "3", "4", "5", "6"])
        #expect(catalog.allSections.map(\.id) == ["a", "a1", "a1x", "a2", "b"])
        #expect(catalog.section(id: "a1x")?.items.map(\.id) == ["3"])
        #expect(catalog.item(id: "4")?.title == "4")
        #expect(catalog.item(id: "7") == nil)
    }

    /// An item and a section may share an id: they are different namespaces.
    @Test func itemAndSectionIdsAreSeparate() throws {
        let catalog = try parseCatalog(catalogJSON(sectionJSON("fruit", items: #"{"id": "fruit", "title": "Fruit"}"#)))
        #expect(catalog.section(id: "fruit")?.items.first?.id == "fruit")
    }

    @Test func nestingUpToTheLimit() throws {
        var section = sectionJSON("s32", items: #"{"id": "deep", "title": "Deep"}"#)
        for level in stride(from: 31, through: 1, by: -1) { section = sectionJSON("s\(level)", sections: section) }
        let catalog = try parseCatalog(catalogJSON(section))
        #expect(catalog.allSections.count == Catalog.depthLimit)
        #expect(catalog.item(id: "deep") != nil)
    }

    @Test func unicodeTextAndIds() throws {
        let catalog = try parseCatalog(
            catalogJSON(#"{"id": "é", "title": "Café \u2615", "items": [{"id": "🍎", "title": "Äpfel\n"}]}"#))
        #expect(catalog.sections.first?.title == "Café ☕")
        #expect(catalog.item(id: "🍎")?.title == "Äpfel\n")
    }
}
