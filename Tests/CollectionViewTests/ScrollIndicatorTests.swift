import LatticeLayout
import Testing

@testable import CollectionView

/// The overlay scroll indicator: where its slider sits, when it shows and fades, how the pointer widens and
/// drags it, and what it draws.
struct ScrollIndicatorTests {
    /// An indicator over a 300×1000 view of `content` px, at `offset`, last scrolled at time 10.
    private func indicator(content: Double = 4_000, offset: Double = 0) -> ScrollIndicator {
        var indicator = ScrollIndicator()
        indicator.follow(size: Size(width: 300, height: 1_000), contentHeight: content, offset: -1, at: 0)
        indicator.follow(size: Size(width: 300, height: 1_000), contentHeight: content, offset: offset, at: 10)
        return indicator
    }

    @Test func theSliderSpansThePageAndTravelsTheRestOfTheTrack() throws {
        // A 994-px track (3-px margins) over four pages: a quarter of it, at the top, middle and end.
        let top = try #require(indicator(offset: 0).slider)
        #expect(top.minY == 3 && top.height == 994 / 4)
        #expect(top.maxX == 297 && top.width == 5)
        let middle = try #require(indicator(offset: 1_500).slider)
        #expect(abs(middle.minY - (3 + 994 * 0.75 / 2)) < 1e-9)
        let end = try #require(indicator(offset: 3_000).slider)
        #expect(end.maxY == 997)
        // Offsets past either end (an overscroll, a stale layout) keep it on the track.
        #expect(indicator(offset: -50).slider == top)
        #expect(indicator(offset: 9_000).slider == end)
        // A million rows: never shorter than 40 px.
        #expect(indicator(content: 20_000_000).slider?.height == 40)
        // Nothing to scroll: no slider, never shown.
        let fits = indicator(content: 1_000, offset: 0)
        #expect(fits.slider == nil && !fits.isScrollable)
        #expect(fits.opacity(at: 10) == 0 && fits.commands(at: 10, theme: .adwaitaLight).isEmpty)
    }

    @Test func itShowsWhenScrolledAndFadesTwoSecondsAfter() {
        var indicator = ScrollIndicator()
        let size = Size(width: 300, height: 1_000)
        indicator.follow(size: size, contentHeight: 4_000, offset: 400, at: 5)
        #expect(indicator.opacity(at: 5) == 0)  // opened where it was left, not scrolled: hidden
        #expect(indicator.nextChange(after: 5) == nil)
        indicator.follow(size: size, contentHeight: 8_000, offset: 400, at: 6)
        #expect(indicator.opacity(at: 6) == 0)  // content grew without scrolling: still hidden
        indicator.follow(size: size, contentHeight: 8_000, offset: 420, at: 8, reveals: false)
        #expect(indicator.opacity(at: 8) == 0)  // moved by a layout switch: still hidden
        indicator.follow(size: size, contentHeight: 8_000, offset: 440, at: 10)
        #expect(indicator.opacity(at: 10) == 1 && indicator.opacity(at: 12) == 1)
        #expect(indicator.nextChange(after: 10) == 12)  // the fade starts 2 s after the scroll…
        #expect(indicator.opacity(at: 12.25) == 0.5)  // …and takes 0.5 s,
        #expect(indicator.nextChange(after: 12.25) == 12.25)  // a frame each tick,
        #expect(indicator.opacity(at: 12.5) == 0)
        #expect(indicator.nextChange(after: 12.5) == nil)  // then nothing until the next scroll.
        // Pointer motion shows it again.
        indicator.pointerMoved(to: Point(x: 100, y: 100), at: 20)
        #expect(indicator.opacity(at: 21) == 1 && !indicator.isExpanded)
    }

    @Test func thePointerWidensItNearTheEdgeWithHysteresis() {
        var indicator = indicator()
        // The trough is 14 px at the trailing edge; 5 px short of it widens the indicator.
        #expect(indicator.trough == Rect(x: 286, y: 0, width: 14, height: 1_000))
        indicator.pointerMoved(to: Point(x: 280, y: 500), at: 11)
        #expect(!indicator.isExpanded)
        indicator.pointerMoved(to: Point(x: 282, y: 500), at: 11)
        #expect(indicator.isExpanded && indicator.slider?.width == 8)
        // It stays wide up to 10 px away, and held wide it does not fade.
        indicator.pointerMoved(to: Point(x: 277, y: 500), at: 11)
        #expect(indicator.isExpanded)
        #expect(indicator.opacity(at: 100) == 1 && indicator.nextChange(after: 100) == nil)
        indicator.pointerMoved(to: Point(x: 275, y: 500), at: 11)
        #expect(!indicator.isExpanded)
        indicator.pointerMoved(to: Point(x: 295, y: 500), at: 11)
        indicator.pointerLeft(at: 12)
        #expect(!indicator.isExpanded && indicator.nextChange(after: 12) == 14)
    }

    @Test func aPressGrabsTheSliderWhereHeldOrByItsMiddle() {
        var indicator = indicator(content: 4_000, offset: 0)
        // The slider covers 3…251.5 px. Held 100 px down it, moving the pointer 99.4 px moves a tenth of the
        // 745.5-px travel: a tenth of the 3,000-px range.
        #expect(indicator.press(at: Point(x: 295, y: 103), at: 11) == 0)
        #expect(indicator.grab == 100)
        let moved = indicator.drag(to: Point(x: 250, y: 103 + 74.55), at: 11)
        #expect(abs((moved ?? 0) - 300) < 1e-6)
        #expect(indicator.drag(to: Point(x: 295, y: -500), at: 11) == 0)
        #expect(indicator.drag(to: Point(x: 295, y: 5_000), at: 11) == 3_000)
        #expect(indicator.isExpanded)
        indicator.release(at: Point(x: 100, y: 5_000), at: 12)
        #expect(indicator.grab == nil && !indicator.isExpanded)
        #expect(indicator.drag(to: Point(x: 295, y: 0), at: 12) == nil)
        // Below the slider: its middle jumps under the pointer (the slider's top at 500 - 124.25).
        let warped = indicator.press(at: Point(x: 290, y: 500), at: 13)
        #expect(abs((warped ?? 0) - (500 - 124.25 - 3) / 745.5 * 3_000) < 1e-6)
        #expect(indicator.grab == 124.25)
        // Off the trough the press is the content's; nothing to scroll, nothing to grab.
        var other = self.indicator()
        #expect(other.press(at: Point(x: 280, y: 500), at: 11) == nil && other.grab == nil)
        var fits = self.indicator(content: 900)
        #expect(fits.press(at: Point(x: 295, y: 500), at: 11) == nil)
    }

    @Test func itDrawsAThinOutlinedBarOrATroughAndSliderInTheThemesColours() throws {
        var indicator = indicator()
        let thin = indicator.commands(at: 10, theme: .adwaitaLight)
        #expect(thin.first == .beginGroup(opacity: 0.4) && thin.last == .endGroup)
        guard case .rectangle(let rect, let radius, let fill, let stroke, let width) = thin[1] else {
            Issue.record("\(thin)")
            return
        }
        #expect(rect == indicator.slider && radius == 2.5 && width == 1)
        #expect(fill == .color(Theme.adwaitaLight[.viewForeground]) && stroke == .color(Color(hex: 0xFFFFFF)))
        guard case .rectangle(_, _, _, let darkStroke, _) = indicator.commands(at: 10, theme: .adwaitaDark)[1]
        else {
            Issue.record("no dark bar")
            return
        }
        #expect(darkStroke == .color(Color(hex: 0x000000)))
        // Fading, the group's opacity falls with it.
        #expect(indicator.commands(at: 12.25, theme: .adwaitaLight).first == .beginGroup(opacity: 0.2))

        indicator.pointerMoved(to: Point(x: 295, y: 10), at: 11)
        let wide = indicator.commands(at: 11, theme: .adwaitaDark)
        #expect(wide.count == 5 && wide.first == .beginGroup(opacity: 1))
        guard case .rectangle(let trough, _, let troughFill, _, _) = wide[1],
            case .rectangle(let slider, _, let idle, _, _) = wide[3]
        else {
            Issue.record("\(wide)")
            return
        }
        #expect(trough == indicator.trough && slider == indicator.slider)
        _ = indicator.press(at: Point(x: 295, y: 10), at: 11)
        guard case .rectangle(_, _, let held, _, _) = indicator.commands(at: 11, theme: .adwaitaDark)[3]
        else {
            Issue.record("no held slider")
            return
        }
        #expect(held == .color(Theme.adwaitaDark[.accentBackground]) && held != idle)
        #expect(troughFill != idle)
    }
}
