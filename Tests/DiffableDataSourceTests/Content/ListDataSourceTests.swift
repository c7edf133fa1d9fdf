import Testing

@testable import DiffableDataSource

private struct Contact: ItemContent, Equatable {
    var id: Int
    var name: String
    var identifier: Int { id }
}

/// A content type whose identifiers collide with `Contact`'s on purpose.
private struct Tag: ItemContent, Equatable {
    var id: Int
    var identifier: Int { id }
}

/// Content that never counts as moved when its content changes.
private struct StableRow: ItemContent, Equatable {
    var id: Int
    var label: String
    var identifier: Int { id }
    func wasMoved(comparedTo other: StableRow) -> Bool { false }
}

private struct Title: HeaderFooterContent, Equatable {
    var text: String
}

@MainActor @Suite struct ListDataSourceTests {
    private nonisolated func contacts(_ names: [(Int, String)]) -> [Contact] {
        names.map { Contact(id: $0.0, name: $0.1) }
    }

    @Test func contentBuildsTheSnapshotAndTheContentMap() async {
        let list = ListDataSource()
        let result = await list.setContent { list in
            list += Section("people", header: Title(text: "People")) { section in
                section += Contact(id: 1, name: "Ada")
                section += Item(Contact(id: 2, name: "Grace"), sizing: .fixed(64), selectionStyle: .tappable)
            }
            list += Section("tags") { section in
                section += [Tag(id: 1), Tag(id: 2)]
            }
        }
        #expect(result.changeSet.itemInserts.count == 4)
        #expect(list.snapshot.sectionIdentifiers == [SectionIdentifier("people"), SectionIdentifier("tags")])
        // Same raw identifiers, different types: four distinct items.
        #expect(list.snapshot.numberOfItems == 4)
        let grace = list.items[ContentIdentifier(Contact.self, 2)]
        #expect(grace?.content(as: Contact.self)?.name == "Grace")
        #expect(grace?.sizing == .fixed(64))
        #expect(grace?.selectionStyle == .tappable)
        #expect(list.sections[SectionIdentifier("people")]?.header as? Title == Title(text: "People"))
    }

    @Test func changedContentIsReconfiguredAndUnchangedIsNot() async {
        let list = ListDataSource()
        await list.setContent { list in
            list += Section("s") { $0 += self.contacts([(1, "Ada"), (2, "Grace"), (3, "Hedy")]) }
        }
        let result = await list.setContent { list in
            list += Section("s") { $0 += self.contacts([(1, "Ada"), (2, "Grace Hopper"), (3, "Hedy")]) }
        }
        #expect(result.changeSet.itemReconfigures.map(\.id) == [ContentIdentifier(Contact.self, 2)])
        #expect(result.changeSet.itemMoves.isEmpty)
        #expect(result.changeSet.itemInserts.isEmpty && result.changeSet.itemDeletes.isEmpty)
        #expect(list.items[ContentIdentifier(Contact.self, 2)]?.content(as: Contact.self)?.name == "Grace Hopper")
    }

    @Test func wasMovedForcesAMoveOnlyWhenTheIndexChanged() async {
        let list = ListDataSource()
        await list.setContent { list in
            list += Section("s") { $0 += self.contacts([(1, "A"), (2, "B"), (3, "C")]) }
        }
        // Item 1 is deleted, so 2 and 3 shift up; 3's content changed (wasMoved defaults to "not equivalent"),
        // so it is reported as moved although its order relative to 2 is kept. 2 is unchanged: no move.
        let result = await list.setContent { list in
            list += Section("s") { $0 += self.contacts([(2, "B"), (3, "C2")]) }
        }
        #expect(result.changeSet.itemMoves.map(\.id) == [ContentIdentifier(Contact.self, 3)])
        #expect(result.changeSet.itemReconfigures.map(\.id) == [ContentIdentifier(Contact.self, 3)])

        // A type that opts out of wasMoved is only reconfigured.
        let stable = ListDataSource()
        await stable.setContent { list in
            list += Section("s") { $0 += [StableRow(id: 1, label: "a"), StableRow(id: 2, label: "b")] }
        }
        let second = await stable.setContent { list in
            list += Section("s") { $0 += [StableRow(id: 2, label: "b2")] }
        }
        #expect(second.changeSet.itemMoves.isEmpty)
        #expect(second.changeSet.itemReconfigures.map(\.id) == [ContentIdentifier(StableRow.self, 2)])
    }

    @Test func aChangedHeaderReconfiguresItsSection() async {
        let list = ListDataSource()
        await list.setContent { $0 += Section("s", header: Title(text: "One")) { $0 += Contact(id: 1, name: "A") } }
        let same = await list.setContent {
            $0 += Section("s", header: Title(text: "One")) { $0 += Contact(id: 1, name: "A") }
        }
        #expect(same.changeSet.isEmpty)
        let changed = await list.setContent {
            $0 += Section("s", header: Title(text: "Two")) { $0 += Contact(id: 1, name: "A") }
        }
        #expect(changed.changeSet.sectionReconfigures.map(\.id) == [SectionIdentifier("s")])
        let removed = await list.setContent { $0 += Section("s") { $0 += Contact(id: 1, name: "A") } }
        #expect(removed.changeSet.sectionReconfigures.map(\.id) == [SectionIdentifier("s")])
    }

    @Test func duplicateIdentifiersKeepTheFirstWithADiagnostic() async {
        let list = ListDataSource()
        await list.setContent { list in
            list += Section("a") { $0 += self.contacts([(1, "first"), (1, "second")]) }
            list += Section("b") { $0 += self.contacts([(1, "third"), (2, "x")]) }
            list += Section("a") { $0 += self.contacts([(3, "lost with its section")]) }
        }
        #expect(
            list.snapshot.itemIdentifiers == [ContentIdentifier(Contact.self, 1), ContentIdentifier(Contact.self, 2)])
        #expect(list.items[ContentIdentifier(Contact.self, 1)]?.content(as: Contact.self)?.name == "first")
        #expect(list.items.count == 2)
        var rebuilt = ListContent()
        rebuilt += Section("a") { $0 += self.contacts([(1, "first"), (1, "second")]) }
        let diagnostics = rebuilt.snapshot().snapshot.diagnostics
        #expect(
            diagnostics == [
                .duplicateItem(
                    ContentIdentifier(Contact.self, 1), section: SectionIdentifier("a"),
                    existingSection: SectionIdentifier("a"))
            ])
    }

    @Test func contentAndSnapshotLandTogether() async {
        let list = ListDataSource()
        var seen: [(items: Int, names: [String])] = []
        list.didApply = { _ in
            // Inside the landing, the content map already describes the presented snapshot.
            let names = list.snapshot.itemIdentifiers.compactMap { list.items[$0]?.content(as: Contact.self)?.name }
            seen.append((list.snapshot.numberOfItems, names))
        }
        list.dataSource.offMainThreshold = 1
        let first = Task { @MainActor in
            await list.setContent { $0 += Section("s") { $0 += self.contacts([(1, "a")]) } }
        }
        let second = Task { @MainActor in
            await list.setContent { $0 += Section("s") { $0 += self.contacts([(1, "b"), (2, "c")]) } }
        }
        _ = await (first.value, second.value)
        #expect(!seen.isEmpty)
        for landing in seen { #expect(landing.names.count == landing.items) }
        #expect(seen.last?.names == ["b", "c"])
        #expect(list.items.count == 2)
    }
}
