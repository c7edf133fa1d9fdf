import LatticeLayout
import Testing

@testable import CollectionView

/// The switch accessory: its state drawn (the knob at the trailing end when on, mirrored right to left) and its
/// clicks handed to the app.
@MainActor @Suite struct CellAccessoryToggleTests {
    @Test func aSwitchShowsItsStateKnobAtTheTrailingEndWhenOnAndReportsClicks() {
        let model = CollectionViewModel(
            layout: .list(using: ListConfiguration(appearance: .plain)), data: ItemCounts([2]),
            viewportSize: Size(width: 400, height: 300), measurer: FixedTextMeasurer()
        ) { path in
            var content = ListContentConfiguration.cell()
            content.text = "Wi-Fi"
            return CellContent(content: content, accessories: [CellAccessory(.toggle(isOn: path.item == 0))])
        }
        var clicked: [ItemPath] = []
        model.onAccessory = { path, accessory in
            if case .toggle = accessory.kind { clicked.append(path) }
        }
        func knobs() -> [Rect] {
            model.nextFrame().commands.compactMap {
                if case .rectangle(let rect, _, let paint, _, _) = $0, paint == .role(.accentForeground) {
                    rect
                } else {
                    nil
                }
            }
        }
        let rows = (0..<2).map { model.layoutAttributesForItem(at: ItemPath(section: 0, item: $0))!.frame }
        let ltr = knobs()
        #expect(ltr.count == 2)
        #expect(ltr[0].minX > ltr[1].minX)  // on: the knob at the trailing end
        #expect(ltr[0].maxX <= rows[0].maxX && ltr[0].minX > rows[0].midX)
        model.layoutDirection = .rightToLeft
        let rtl = knobs()
        #expect(rtl[0].minX < rtl[1].minX)  // mirrored: on is at the left
        #expect(rtl[0].minX == rows[0].width - ltr[0].maxX)
        model.layoutDirection = .leftToRight
        _ = model.nextFrame()
        let knob = ltr[0]
        model.pointerPressed(at: Point(x: knob.midX, y: knob.midY))
        model.pointerReleased(at: Point(x: knob.midX, y: knob.midY))
        #expect(clicked == [ItemPath(section: 0, item: 0)])
    }
}
