import Catalog
import Foundation
import Testing

/// data/sample-catalog.json, what the viewer opens by default.
@Suite struct SampleCatalogTests {
    let catalog: Catalog

    init() throws {
        catalog = try Catalog.load(path: samplePath)
    }

    @Test func loadsWithItsSectionsAndItems() {
        #expect(catalog.title == "Lattice Sample")
        #expect(catalog.subtitle?.isEmpty == false)
        #expect(catalog.sourcePath == samplePath)
        #expect(catalog.sections.map(\.id) == ["colours", "places", "file-types", "app-categories", "library"])
        #expect(catalog.allSections.count == 17)
        // The seeds' scenarios need a realistic amount of data: at least 1,000 items in all.
        #expect(catalog.allItems.count == 1_122)
        #expect(Set(catalog.allItems.map(\.id)).count == catalog.allItems.count)
        #expect(catalog.sections.allSatisfy { $0.icon != nil })
        // The document library browses its items through its subsections only.
        let library = catalog.section(id: "library")
        #expect(library?.items.isEmpty == true)
        #expect(
            library?.sections.map(\.id) == [
                "library-documents", "library-spreadsheets", "library-presentations",
                "library-images", "library-audio"
            ])
        #expect(library?.allItems.count == 1_020)
    }

    @Test func nestedSections() throws {
        let colours = try #require(catalog.section(id: "colours"))
        #expect(colours.sections.map(\.id) == ["neutrals"])
        let neutrals = try #require(catalog.section(id: "neutrals"))
        #expect(neutrals.title == "Light & Dark")
        #expect(neutrals.items.map(\.title).prefix(2) == ["Light 1", "Light 2"])
        #expect(neutrals.items.count == 10)
        // A section's allItems include its subsections', after its own.
        #expect(colours.allItems.count == colours.items.count + 10)
        #expect(colours.allItems.last?.id == "dark-5")
        #expect(catalog.section(id: "places")?.sections.first?.id == "devices")
    }

    @Test func iconItem() throws {
        let documents = try #require(catalog.item(id: "documents"))
        #expect(documents.title == "Documents")
        #expect(documents.icon == "folder-documents")
        #expect(documents.imagePath == nil)
        #expect(documents.color == nil)
        #expect(
            documents.metadata == [
                CatalogMetadata(key: "Path", value: "~/Documents"),
                CatalogMetadata(key: "Variable", value: "XDG_DOCUMENTS_DIR")
            ])
    }

    @Test func colourItem() throws {
        let blue = try #require(catalog.item(id: "blue-3"))
        #expect(blue.icon == nil && blue.imagePath == nil)
        let color = try #require(blue.color)
        #expect(color.hex == "#3584e4")
        #expect(color.red == 0x35 / 255.0 && color.green == 0x84 / 255.0 && color.blue == 0xe4 / 255.0)
        #expect(color.alpha == 1)
        // Metadata keeps the file's order; numbers read as text.
        #expect(
            blue.metadata.map(\.key) == [
                "Hex", "RGB", "Relative luminance", "Contrast with white",
                "Contrast with black", "Role", "Palette"
            ])
        #expect(blue.metadata("Relative luminance") == "0.229")
        #expect(catalog.item(id: "light-1")?.metadata("Relative luminance") == "1")
    }

    @Test func tintedSymbolicIcon() throws {
        let games = try #require(catalog.item(id: "category-games"))
        #expect(games.icon == "applications-games-symbolic")
        #expect(games.color?.hex == "#9141ac")
    }

    @Test func everyGNOMEPaletteColourIsThere() {
        let hexes = Set(catalog.allItems.compactMap { $0.color?.hex })
        for hex in [
            "#99c1f1", "#62a0ea", "#3584e4", "#1c71d8", "#1a5fb4", "#2ec27e", "#e5a50a", "#e01b24",
            "#613583", "#63452c", "#ffffff", "#241f31", "#000000"
        ] {
            #expect(hexes.contains(hex), "\(hex)")
        }
    }

    /// Every icon the sample names exists in the Adwaita theme (`make test` installs adwaita-icon-theme).
    @Test func iconsExistInAdwaita() throws {
        try #require(
            FileManager.default.fileExists(atPath: "/usr/share/icons/Adwaita/index.theme"),
            "the Adwaita icon theme is not installed")
        var names: Set<String> = []
        let enumerator = try #require(FileManager.default.enumerator(atPath: "/usr/share/icons/Adwaita"))
        while let path = enumerator.nextObject() as? String {
            let file = (path as NSString).lastPathComponent
            // NAME.svg, NAME.png, and NAME.symbolic.png for pre-rendered symbolic icons.
            for suffix in [".symbolic.png", ".png", ".svg"] where file.hasSuffix(suffix) {
                names.insert(String(file.dropLast(suffix.count)))
                break
            }
        }
        let icons = catalog.allSections.compactMap(\.icon) + catalog.allItems.compactMap(\.icon)
        #expect(!icons.isEmpty)
        for icon in icons { #expect(names.contains(icon), "\(icon) is not in /usr/share/icons/Adwaita") }
    }
}
