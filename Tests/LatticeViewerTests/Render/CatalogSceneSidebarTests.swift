import Catalog
import DiffableDataSource
import Foundation
import LatticeLayout
import Testing

@testable import LatticeViewer

/// The sidebar's outline: top-level headers, "All …" rows and nested sections at their depth.
@MainActor @Suite struct CatalogSceneSidebarTests {
    /// Library › Documents › {Reports, Letters}, plus Library › Audio.
    let catalog = Catalog(
        title: "T",
        sections: [
            CatalogSection(
                id: "library", title: "Library",
                sections: [
                    CatalogSection(
                        id: "documents", title: "Documents",
                        sections: [
                            CatalogSection(
                                id: "reports", title: "Reports", items: [CatalogItem(id: "r1", title: "R1")]),
                            CatalogSection(
                                id: "letters", title: "Letters",
                                items: [
                                    CatalogItem(id: "l1", title: "L1"),
                                    CatalogItem(id: "l2", title: "L2")
                                ])
                        ]),
                    CatalogSection(id: "audio", title: "Audio", items: [CatalogItem(id: "a1", title: "A1")])
                ])
        ])

    private func rows(collapsed: Set<String> = []) -> [CatalogScene.SidebarRow] {
        CatalogScene(catalog: catalog, collapsed: collapsed).sidebarRows().flatMap { $0 }
    }

    @Test func nestedSectionsShowAtTheirDepth() {
        let rows = rows()
        #expect(rows.map(\.id) == ["library", "library#all", "documents", "reports", "letters", "audio"])
        #expect(rows.map(\.level) == [0, 1, 1, 2, 2, 1])
        #expect(rows.map(\.isExpandable) == [true, false, true, false, false, false])
        #expect(rows.first { $0.id == "documents" }?.count == 3)
    }

    @Test func collapsingANestedSectionHidesOnlyItsChildren() {
        #expect(rows(collapsed: ["documents"]).map(\.id) == ["library", "library#all", "documents", "audio"])
        #expect(rows(collapsed: ["library"]).map(\.id) == ["library"])
    }

    @Test func nestedRowsIndentAndCarryAnExpander() throws {
        let scene = CatalogScene(catalog: catalog, collapsed: ["documents"])
        let cell = scene.sidebarCell()
        let documents = try #require(cell(ItemPath(section: 0, item: 2)))
        #expect(documents.accessories.map(\.kind).contains(.outlineDisclosure))
        #expect(scene.sidebarState()(ItemPath(section: 0, item: 2)).isExpanded == false)
        let expanded = CatalogScene(catalog: catalog)
        let reports = try #require(expanded.sidebarCell()(ItemPath(section: 0, item: 3)))
        let documentsRow = try #require(expanded.sidebarCell()(ItemPath(section: 0, item: 2)))
        #expect(
            reports.content.margins.leading == documentsRow.content.margins.leading + CatalogScene.sidebarIndentation)
        #expect(expanded.sidebarState()(ItemPath(section: 0, item: 2)).isExpanded)
    }

    @Test func aFolderTreeShowsItsVisibleFoldersAtTheirDepth() {
        var tree = FolderTree()
        tree.outline.append(tree.keys(for: ["/home/ada/Documents", "/home/ada/Music"]))
        tree.outline.append(tree.keys(for: ["/home/ada/Documents/Reports"]), to: "/home/ada/Documents")
        tree.outline.markHasUnloadedChildren("/home/ada/Music")
        let collapsed = CatalogScene(catalog: catalog, folderTree: tree).sidebarRows()[0]
        #expect(collapsed.map(\.id) == ["tree:", "tree:/home/ada/Documents", "tree:/home/ada/Music"])
        #expect(collapsed.map(\.isExpandable) == [true, true, true])  // Music's children are not loaded yet
        tree.outline.expand(["/home/ada/Documents"])
        let scene = CatalogScene(catalog: catalog, folderTree: tree)
        let rows = scene.sidebarRows()[0]
        #expect(rows.map(\.title) == ["Folders", "Documents", "Reports", "Music"])
        #expect(rows.map(\.level) == [0, 1, 2, 1])
        #expect(scene.sidebarState()(ItemPath(section: 0, item: 1)).isExpanded)
        #expect(!scene.sidebarState()(ItemPath(section: 0, item: 3)).isExpanded)
        #expect(scene.sidebarSnapshot().sectionIdentifiers.first == "tree:")
    }

    @Test func twoFoldersWhoseNamesDifferOnlyInNormalisationAreTwoRows() {
        var tree = FolderTree()
        let composed = "/home/ada/caf\u{E9}", decomposed = "/home/ada/cafe\u{301}"
        let keys = tree.keys(for: [composed, decomposed])
        tree.outline.append(keys)
        let rows = CatalogScene(catalog: catalog, folderTree: tree).sidebarRows()[0]
        #expect(rows.count == 3)
        #expect(rows.dropFirst().map(\.title) == ["caf\u{E9}", "cafe\u{301}"])
        #expect(keys.map { Array(tree.path(of: $0).utf8) } == [Array(composed.utf8), Array(decomposed.utf8)])
    }

    @Test func aSearchKeepsOnlySectionsWithMatchesExpandedAndClearingItRestoresTheOutline() {
        // "L2" matches in Letters only; Documents and Library are collapsed by the user.
        let searched = CatalogScene(catalog: catalog, collapsed: ["documents", "library"], query: "l2").sidebarRows()
            .flatMap { $0 }
        #expect(searched.map(\.id) == ["library", "library#all", "documents", "letters"])
        #expect(searched.first { $0.id == "documents" }?.isExpanded == true)
        #expect(searched.first { $0.id == "letters" }?.count == 1)
        #expect(searched.first { $0.id == "library#all" }?.count == 1)
        // Cleared, the user's own expansion is back.
        #expect(rows(collapsed: ["documents", "library"]).map(\.id) == ["library"])
        #expect(CatalogScene(catalog: catalog, query: "zzz").sidebarRows().flatMap { $0 }.isEmpty)
    }

    @Test func eachRowsParentIsTheRowItIsNestedUnder() {
        let parent = CatalogScene(catalog: catalog).sidebarParents()
        func parentID(_ id: String) -> String? { parent(ElementIdentity(id))?.value(as: String.self) }
        #expect(parentID("library") == nil)
        #expect(parentID("library#all") == "library")
        #expect(parentID("documents") == "library")
        #expect(parentID("reports") == "documents")
        #expect(parentID("letters") == "documents")
        #expect(parentID("audio") == "library")
    }
}

/// A count a source only estimates (a database table's, never counted) reads "≈ count" in the sidebar; a count
/// reads as itself.
@MainActor @Suite struct CatalogSceneSidebarEstimateTests {
    /// A million rows the source has not counted: the public `CatalogRowSource` as an app implements it.
    final class Estimated: CatalogRowSource {
        let count = 1_000_000
        var isCountEstimated: Bool { true }
        func item(at position: Int) -> CatalogItem { CatalogItem(id: "n\(position)", title: "\(position)") }
        func id(at position: Int) -> String { "n\(position)" }
        func position(ofID id: String) -> Int? { Int(id.dropFirst()) }
        func sorted(by key: String?, ascending: Bool) -> (any CatalogRowSource)? { nil }
        func matching(
            _ search: CatalogRowSearch, firstBatch: Int, onFirst: (any CatalogRowSource) -> Void,
            isCancelled: () -> Bool
        ) -> (any CatalogRowSource)? { nil }
    }

    @Test func anEstimatedCountSaysSoAndACountedOneDoesNot() throws {
        let catalog = Catalog(
            title: "db",
            sections: [
                CatalogSection(
                    id: "public", title: "public",
                    sections: [
                        CatalogSection(id: "trips", title: "trips", items: CatalogItems(source: Estimated())),
                        CatalogSection(id: "zones", title: "zones", items: [CatalogItem(id: "z", title: "Z")])
                    ])
            ])
        let scene = CatalogScene(catalog: catalog)
        let rows = scene.sidebarRows().flatMap { $0 }
        #expect(rows.first { $0.id == "trips" }?.isEstimate == true)
        #expect(rows.first { $0.id == "zones" }?.isEstimate == false)
        // The schema's "All" row sums an estimate: an estimate too.
        #expect(rows.first { $0.id == "public#all" }?.isEstimate == true)
        let cell = scene.sidebarCell()
        let index = try #require(rows.firstIndex { $0.id == "trips" })
        let labels = cell(ItemPath(section: 0, item: index))?.accessories.compactMap { accessory -> String? in
            if case .label(let text) = accessory.kind { text } else { nil }
        }
        #expect(labels?.count == 1 && labels?.first?.hasPrefix("≈ ") == true && labels?.first?.hasSuffix("000") == true)
    }
}
