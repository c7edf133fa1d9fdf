import Testing
import CollectionView
import CompositionalLayout
import CGtk
@testable import GtkShell

/// Where the slider is drawn, and when the canvas leaves the scrollbar's adjustment alone.
@MainActor @Suite(.serialized) struct ScrollbarSliderTests {
    @Test func theSliderSpansThePageAndTravelsTheRestOfTheTrack() {
        let top = ScrollbarSlider(value: 0, upper: 4_000, page: 1_000, track: 800)
        #expect(top == ScrollbarSlider(value: -50, upper: 4_000, page: 1_000, track: 800))
        #expect(top.top == 0 && top.length == 200)
        let end = ScrollbarSlider(value: 3_000, upper: 4_000, page: 1_000, track: 800)
        #expect(end.top == 600 && end.length == 200)
        let middle = ScrollbarSlider(value: 1_500, upper: 4_000, page: 1_000, track: 800)
        #expect(middle.top == 300)
        // Nothing to scroll: the slider fills the track.
        let fits = ScrollbarSlider(value: 0, upper: 500, page: 1_000, track: 800)
        #expect(fits.top == 0 && fits.length == 800)
    }

    @Test func aScrollOfAFractionOfAPixelLeavesTheSliderWhereItIsDrawn() {
        // A million 20-px rows: a 40-px step moves the slider by a hundredth of a pixel.
        let upper = 20_000_000.0, page = 1_080.0, track = 1_080.0
        let shown = ScrollbarSlider(value: 5_000_000, upper: upper, page: page, track: track)
        #expect(shown.looksLike(ScrollbarSlider(value: 5_000_040, upper: upper, page: page, track: track)))
        #expect(shown.looksLike(ScrollbarSlider(value: 5_000_000, upper: upper + 5_000, page: page, track: track)))
        // A page moves it by 0.06 px, a tenth of the range by 108 px.
        #expect(shown.looksLike(ScrollbarSlider(value: 5_001_080, upper: upper, page: page, track: track)))
        #expect(!shown.looksLike(ScrollbarSlider(value: 7_000_000, upper: upper, page: page, track: track)))
        // A hundred rows: 40 px moves it by 2 px; doubling the content halves the slider.
        let few = ScrollbarSlider(value: 0, upper: 2_000, page: page, track: track)
        #expect(!few.looksLike(ScrollbarSlider(value: 40, upper: 2_000, page: page, track: track)))
        #expect(!few.looksLike(ScrollbarSlider(value: 0, upper: 4_000, page: page, track: track)))
    }

    private func canvas(items: Int) -> CanvasView {
        CanvasView(model: CollectionViewModel(
            layout: .list(using: ListConfiguration(appearance: .plain)), data: ItemCounts([items]),
            viewportSize: Size(width: 300, height: 200), measurer: PangoTextMeasurer()) { path in
                var content = ListContentConfiguration.cell()
                content.text = "Item \(path.item)"
                return CellContent(content: content)
            }, theme: .adwaitaLight)
    }

    @Test func theAdjustmentWaitsForAVisibleMoveOrAnExactSync() throws {
        try #require(GtkApplicationRunner.canOpenDisplay, "no display: run the tests under xvfb-run (make test does)")
        let view = canvas(items: 1_000_000)
        drawFrame(of: view, size: Size(width: 300, height: 200))
        view.syncAdjustment()
        #expect(gtk_adjustment_get_value(view.adjustment) == 0)
        #expect(gtk_adjustment_get_page_size(view.adjustment) == 200)
        let upper = gtk_adjustment_get_upper(view.adjustment)
        #expect(upper > 1_000_000)

        // Scrolling by 40 px moves the slider by far less than a pixel in any track: the adjustment stays.
        view.model.scroll(toOffset: 40)
        view.syncAdjustment()
        #expect(gtk_adjustment_get_value(view.adjustment) == 0)
        #expect(view.exactAdjustmentSyncPending)
        // The exact sync (frames paused, or the pointer reached the scrollbar) gives it the offset.
        view.syncAdjustment(exactly: true)
        #expect(gtk_adjustment_get_value(view.adjustment) == 40)

        // Half the content away the slider moves: the adjustment follows at once.
        view.model.scroll(toOffset: upper / 2)
        view.syncAdjustment()
        #expect(gtk_adjustment_get_value(view.adjustment) == view.model.viewport.offset.y)
    }

    @Test func theUsersScrollbarMoveIsWhatTheCanvasComparesWith() throws {
        try #require(GtkApplicationRunner.canOpenDisplay, "no display: run the tests under xvfb-run (make test does)")
        let view = canvas(items: 1_000)
        drawFrame(of: view, size: Size(width: 300, height: 200))
        view.syncAdjustment()
        gtk_adjustment_set_value(view.adjustment, 500)    // as a drag of the slider does
        #expect(view.model.viewport.offset.y == 500)
        #expect(view.syncedAdjustment?.value == 500)
    }
}
