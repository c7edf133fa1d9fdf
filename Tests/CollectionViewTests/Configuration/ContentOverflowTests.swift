import LatticeLayout
import Testing

@testable import CollectionView

/// Content taller than its cell's frame is clipped to the frame, and the debug report says what to do; content
/// that fits is drawn unclipped (no clip command costs a frame anything).
@Suite struct ContentOverflowTests {
    private func parts(of content: CellContent, in frame: Rect) -> [CellPart] {
        var parts: [CellPart] = []
        content.forEachPart(in: frame, state: CellState(), measurer: FixedTextMeasurer(), clipsOverflow: true) {
            parts.append($0)
        }
        return parts
    }

    private var tile: CellContent {
        var content = ListContentConfiguration.gridCell()
        content.text = "A title long enough to wrap over several lines in a small tile"
        content.image = .icon("folder-symbolic")
        return CellContent(content: content, background: .gridCell())
    }

    @Test func contentTallerThanAFixedFrameIsClippedToIt() {
        let frame = Rect(x: 10, y: 20, width: 90, height: 90)
        let parts = parts(of: tile, in: frame)
        let text = try? #require(parts.first { $0.role == .text })
        #expect(text?.rect.maxY ?? 0 > frame.maxY)  // it runs past the tile …
        #expect(text?.clip == frame)  // … and is cut at its edge
        #expect(parts.first { $0.role == .image }?.clip == frame)
        #expect(parts.first { $0.role == .background }?.clip == nil)  // the background is the frame's own
    }

    @Test func aCellDrawnAtRestIsClippedButALayoutSwitchsPartsAreNot() {
        let frame = Rect(x: 10, y: 20, width: 90, height: 90)
        var list = DisplayList()
        tile.draw(in: frame, state: CellState(), measurer: FixedTextMeasurer(), into: &list)
        #expect(list.commands.contains { if case .pushClip(frame) = $0 { true } else { false } })
        var morphing: [CellPart] = []
        tile.forEachPart(in: frame, state: CellState(), measurer: FixedTextMeasurer()) { morphing.append($0) }
        #expect(morphing.allSatisfy { $0.clip == nil })
    }

    @Test func contentThatFitsIsNotClipped() {
        let parts = parts(of: tile, in: Rect(x: 0, y: 0, width: 90, height: 600))
        #expect(parts.allSatisfy { $0.clip == nil })
    }

    @Test func theReportSaysWhatToDo() {
        let message = ContentOverflow.message(contentHeight: 131.6, frame: Size(width: 90, height: 90))
        #expect(message.contains("needs 132 pt"))
        #expect(message.contains("90×90"))
        #expect(message.contains(".estimated"))
    }
}
