import Testing

@testable import DiffableDataSource

@MainActor @Suite struct DataSourceOutlineTests {
    private func outline() -> SectionSnapshot<String> {
        var outline = SectionSnapshot<String>()
        outline.append(["Places", "Folders"])
        outline.append(["Home", "Music"], to: "Places")
        outline.append(["Projects"], to: "Folders")
        outline.markHasUnloadedChildren("Projects")
        outline.expand(["Places"])
        return outline
    }

    @Test func sectionSnapshotPresentsItsVisibleItems() async {
        let dataSource = DataSource<String, String>()
        await dataSource.apply(outline(), to: "sidebar")
        #expect(dataSource.snapshot.itemIdentifiers(inSection: "sidebar") == ["Places", "Home", "Music", "Folders"])
        #expect(dataSource.sectionSnapshot(for: "sidebar")?.isExpanded("Places") == true)
    }

    @Test func expandAndCollapseAskAndTellTheHandlers() async {
        let dataSource = DataSource<String, String>()
        await dataSource.apply(outline(), to: "sidebar")
        var events: [String] = []
        dataSource.sectionSnapshotHandlers.shouldCollapse = { item in
            events.append("should-collapse \(item)")
            return item != "Places"
        }
        dataSource.sectionSnapshotHandlers.willCollapse = { events.append("will-collapse \($0)") }
        dataSource.sectionSnapshotHandlers.shouldExpand = {
            events.append("should-expand \($0)")
            return true
        }
        dataSource.sectionSnapshotHandlers.willExpand = { events.append("will-expand \($0)") }

        #expect(await dataSource.collapse("Places", inSection: "sidebar") == false)
        #expect(dataSource.snapshot.numberOfItems == 4)
        #expect(await dataSource.expand("Folders", inSection: "sidebar"))
        #expect(dataSource.snapshot.itemIdentifiers == ["Places", "Home", "Music", "Folders", "Projects"])
        #expect(events == ["should-collapse Places", "should-expand Folders", "will-expand Folders"])
        // Expanding what is expanded, or what is not there, is refused quietly.
        #expect(await dataSource.expand("Folders", inSection: "sidebar") == false)
        #expect(await dataSource.expand("Nowhere", inSection: "sidebar") == false)
        dataSource.sectionSnapshotHandlers.shouldCollapse = nil
        #expect(await dataSource.collapse("Folders", inSection: "sidebar"))
        #expect(events.last == "will-collapse Folders")
        #expect(dataSource.snapshot.itemIdentifiers == ["Places", "Home", "Music", "Folders"])
    }

    @Test func unloadedChildrenAreLoadedOnFirstExpansionOnly() async {
        let dataSource = DataSource<String, String>()
        await dataSource.apply(outline(), to: "sidebar")
        await dataSource.expand("Folders", inSection: "sidebar")
        let loads = LoadCounter()
        dataSource.sectionSnapshotHandlers.childrenProvider = { item in
            await loads.record(item)
            return ["\(item)/lattice", "\(item)/notes"]
        }
        #expect(await dataSource.expand("Projects", inSection: "sidebar"))
        #expect(dataSource.snapshot.itemIdentifiers.suffix(3) == ["Projects", "Projects/lattice", "Projects/notes"])
        #expect(dataSource.sectionSnapshot(for: "sidebar")?.level(of: "Projects/notes") == 2)
        await dataSource.collapse("Projects", inSection: "sidebar")
        await dataSource.expand("Projects", inSection: "sidebar")
        #expect(await loads.items == ["Projects"])
        #expect(dataSource.snapshot.numberOfItems == 7)
    }

    @Test func outlineAppliesKeepOtherSections() async {
        let dataSource = DataSource<String, String>()
        var snapshot = Snapshot<String, String>()
        snapshot.appendSections(["main"])
        snapshot.appendItems(["a", "b"], toSection: "main")
        await dataSource.apply(snapshot)
        await dataSource.apply(outline(), to: "sidebar")
        #expect(dataSource.snapshot.sectionIdentifiers == ["main", "sidebar"])
        #expect(dataSource.snapshot.itemIdentifiers(inSection: "main") == ["a", "b"])
    }
}

/// Counts child loads across the provider's isolation boundary.
private actor LoadCounter {
    var items: [String] = []
    func record(_ item: String) { items.append(item) }
}
