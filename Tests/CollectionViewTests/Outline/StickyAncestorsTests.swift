import DiffableDataSource
import LatticeLayout
import Testing

@testable import CollectionView

/// Sticky outline ancestors and type-ahead, in the model.
@MainActor @Suite struct StickyAncestorsTests {
    /// An outline of 50-point rows: root "r", children "a" (with 30 children "a0"…) and "b" (with 20), then the
    /// root "c".
    private func outline() -> (CollectionViewModel, [String: String]) {
        var parents: [String: String] = ["a": "r", "b": "r"]
        var rows = ["r", "a"]
        for index in 0..<30 {
            rows.append("a\(index)")
            parents["a\(index)"] = "a"
        }
        rows.append("b")
        for index in 0..<20 {
            rows.append("b\(index)")
            parents["b\(index)"] = "b"
        }
        rows.append("c")
        let (model, _) = rowModel(rows) { row in
            var content = ListContentConfiguration.cell()
            content.text = row
            return CellContent(content: content, background: .listPlainCell())
        }
        model.stickyAncestors.parent = { identity in
            identity.value(as: String.self).flatMap { parents[$0] }.map(ElementIdentity.init)
        }
        model.stickyAncestors.isEnabled = true
        return (model, parents)
    }

    private func pinned(_ model: CollectionViewModel) -> [String] {
        _ = model.nextFrame()
        return model.stickyAncestors.pinned.map { $0.identity.value(as: String.self) ?? "?" }
    }

    @Test func theParentsOfTheTopRowStayPinnedInOrder() {
        let (model, _) = outline()
        #expect(pinned(model).isEmpty)  // at the top, every ancestor shows in place
        model.scroll(toOffset: 25)  // "r" half scrolled off: it pins whole, and "a", which it
        #expect(pinned(model) == ["r", "a"])  // now covers, pins under it
        model.scroll(toOffset: 60)  // "a" at the top: "r" pins, and "a" under it
        #expect(pinned(model) == ["r", "a"])
        model.scroll(toOffset: 500)  // deep in a's children
        #expect(pinned(model) == ["r", "a"])
        #expect(model.stickyAncestors.pinned.map(\.frame.minY) == [500, 550])  // stacked from the top
        model.scroll(toOffset: 1_550)  // a's last child at the top, "b" right under "r"
        #expect(pinned(model) == ["r"])
        model.scroll(toOffset: 1_700)  // among b's children
        #expect(pinned(model) == ["r", "b"])
        model.scroll(toOffset: 2_700)  // the end: "c", a root, and b's last children
        #expect(pinned(model) == ["r", "b"])
        model.stickyAncestors.isEnabled = false
        model.scroll(toOffset: 500)
        #expect(pinned(model).isEmpty)
    }

    @Test func aClickOnAPinnedRowHitsThatRow() {
        let (model, _) = outline()
        model.scroll(toOffset: 500)
        _ = model.nextFrame()
        let hit = model.hit(at: Point(x: 100, y: 60))  // the second pinned row, "a"
        #expect(hit.map { model.engine.dataSource.identity(ofItemAt: $0.attributes.indexPath) } == ElementIdentity("a"))
        // The pinned rows are drawn over the rows under them: their texts come after the others'.
        let texts = model.nextFrame().commands.compactMap { command -> String? in
            if case .text(let text, _, _) = command { return text } else { return nil }
        }
        #expect(Array(texts.suffix(2)) == ["r", "a"])
    }

    @Test func typeAheadJumpsToMatchesExtendsWithinASecondAndSteps() {
        let (model, _) = outline()
        let clock = ManualClock(now: 0)
        model.animation.clock = clock
        #expect(!model.typeAhead("b"))  // off until enabled
        model.typeAhead.isEnabled = true
        #expect(model.typeAhead("b"))
        #expect(model.selection.cursor == ElementIdentity("b"))
        clock.advance(by: 0.3)
        #expect(model.typeAhead("3"))  // "b3": extends the search from the cursor
        #expect(model.selection.cursor == ElementIdentity("b3"))
        #expect(model.selection.selected == [ElementIdentity("b3")])
        clock.advance(by: 2)
        #expect(model.typeAhead("a"))  // a new search, from after the cursor, wrapping around
        #expect(model.selection.cursor == ElementIdentity("a"))
        clock.advance(by: 0.2)
        #expect(model.typeAhead("a"))  // "aa": the same letter steps to the next match
        #expect(model.selection.cursor == ElementIdentity("a0"))
        clock.advance(by: 2)
        #expect(!model.typeAhead("z"))  // no match: the cursor stays
        #expect(model.selection.cursor == ElementIdentity("a0"))
    }
}
