import CollectionView
import DiffableDataSource
import Gtk
import LatticeLayout
import Testing

@testable import LatticeGTK

/// Type-ahead takes the text the input method commits: a composed "é", a word of CJK, never a space.
@MainActor @Suite(.serialized) struct CanvasTypeAheadTests {
    static let names = ["apple", "école", "zebra", "東京", "ölkanne"]

    private func canvas(typeAhead: Bool) throws -> CanvasView {
        try #require(GtkApplicationRunner.canOpenDisplay, "no display: run the tests under xvfb-run (make test does)")
        var snapshot = Snapshot<String, String>()
        snapshot.appendSections(["s"])
        snapshot.appendItems(Self.names, toSection: "s")
        let model = CollectionViewModel(
            layout: .list(using: ListConfiguration(appearance: .plain)),
            data: SnapshotLayoutData(snapshot), viewportSize: Size(width: 300, height: 200),
            measurer: PangoTextMeasurer()
        ) { path in
            var content = ListContentConfiguration.cell()
            content.text = Self.names[path.item]
            return CellContent(content: content)
        }
        model.typeAhead.isEnabled = typeAhead
        model.animation.clock = ManualClock(now: 0)  // one search, whatever the machine's speed
        return CanvasView(model: model, theme: .adwaitaLight)
    }

    private func cursor(_ canvas: CanvasView) -> String? { canvas.model.selection.cursor?.value(as: String.self) }

    @Test func committedTextFindsItemsComposedOrNot() throws {
        let canvas = try canvas(typeAhead: true)
        canvas.typed("é")  // what a dead acute then "e" commits
        #expect(cursor(canvas) == "école")
        (canvas.model.animation.clock as? ManualClock)?.advance(by: 5)  // a new search, past the pause that ends one
        canvas.typed("東京")  // an input method's word, as one commit
        #expect(cursor(canvas) == "東京")
    }

    @Test func spacesAndControlCharactersFindNothing() throws {
        let canvas = try canvas(typeAhead: true)
        canvas.typed(" \u{7f}\t")
        #expect(canvas.model.selection.cursor == nil)
    }

    @Test func withoutTypeAheadCommittedTextIsIgnored() throws {
        let canvas = try canvas(typeAhead: false)
        canvas.typed("z")
        #expect(canvas.model.selection.cursor == nil)
    }
}
