import LatticeLayout
import Testing

@testable import CollectionView

/// The texts a model measured, in order.
private final class RecordingMeasurer: TextMeasuring {
    private let base = FixedTextMeasurer()
    var texts: [String] = []

    func size(of text: String, style: TextStyle, width: Double?) -> Size {
        texts.append(text)
        return base.size(of: text, style: style, width: width)
    }
}

@MainActor @Suite struct PrefetchTests {
    /// 1,000 rows of 50 px in a 400 px viewport: 8 rows a screen.
    private func makeModel() -> (CollectionViewModel, RecordingMeasurer) {
        let measurer = RecordingMeasurer()
        let model = CollectionViewModel(
            layout: .list(using: ListConfiguration(appearance: .plain)), data: ItemCounts([1_000]),
            viewportSize: Size(width: 300, height: 400), measurer: measurer
        ) { path in
            var content = ListContentConfiguration.cell()
            content.text = "Item \(path.item)"
            return CellContent(content: content)
        }
        return (model, measurer)
    }

    /// Draws a frame at `offset` and prefetches after it, as the canvas does; the texts the prefetch measured.
    private func frame(
        _ model: CollectionViewModel, _ measurer: RecordingMeasurer, at offset: Double
    ) -> (prepared: Int, texts: Set<String>) {
        model.scroll(toOffset: offset)
        _ = model.nextFrame()
        measurer.texts.removeAll()
        let prepared = model.prefetch()
        return (prepared, Set(measurer.texts))
    }

    @Test func pagingDownPreparesTheNextPage() {
        let (model, measurer) = makeModel()
        #expect(frame(model, measurer, at: 0).prepared == 0)  // no movement yet: no direction
        let paged = frame(model, measurer, at: 400)  // rows 8–15 on screen
        #expect(paged.prepared >= 8)
        // The rows of the page after it were measured; the rows on screen were not measured again.
        for item in 16..<24 { #expect(paged.texts.contains("Item \(item)"), "item \(item)") }
        #expect(!paged.texts.contains("Item 10"))
    }

    @Test func pagingUpPreparesThePageAbove() {
        let (model, measurer) = makeModel()
        _ = frame(model, measurer, at: 4_000)
        let paged = frame(model, measurer, at: 3_600)  // rows 72–79 on screen
        for item in 64..<72 { #expect(paged.texts.contains("Item \(item)"), "item \(item)") }
    }

    @Test func scrollingOnPreparesOnlyWhatIsNew() {
        let (model, measurer) = makeModel()
        _ = frame(model, measurer, at: 0)
        let first = frame(model, measurer, at: 40)  // prepares rows under 440…840
        let next = frame(model, measurer, at: 80)  // then only the band 840…880
        #expect(first.prepared >= 8)
        #expect((1...2).contains(next.prepared))
        #expect(next.texts == ["Item 16", "Item 17"])  // the rows meeting 840…880
    }

    @Test func aNewLayoutStartsAfresh() {
        let (model, measurer) = makeModel()
        _ = frame(model, measurer, at: 0)
        _ = frame(model, measurer, at: 40)
        model.setLayout(.list(using: ListConfiguration(appearance: .plain)), animated: false)
        // No direction yet in the new layout, then the whole next viewport, not a band after the old one.
        #expect(frame(model, measurer, at: 80).prepared == 0)
        #expect(frame(model, measurer, at: 120).prepared >= 8)
    }

    @Test func jumpsAndTransitionsPrepareNothing() {
        let (model, measurer) = makeModel()
        _ = frame(model, measurer, at: 0)
        #expect(frame(model, measurer, at: 30_000).prepared == 0)  // a jump: the next step is not predictable
        #expect(frame(model, measurer, at: 30_000).prepared == 0)  // standing still
        let item = LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1)))
        model.setLayout(
            CompositionalLayout(
                section: LayoutSection(
                    group: .horizontal(
                        size: LayoutSize(width: .fractionalWidth(1), height: .absolute(100)), subitem: item, count: 3))),
            animated: true)
        #expect(model.transition != nil)
        #expect(frame(model, measurer, at: 29_600).prepared == 0)
    }
}
