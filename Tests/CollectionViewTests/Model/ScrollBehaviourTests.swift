import Testing

@testable import CollectionView

/// The user's scrolling holds the model's own back for a grace period, and focus rings need focus and
/// keyboard use both.
@Suite struct ScrollBehaviourTests {
    @Test func theUserIsScrollingUntilTheGracePeriodHasPassed() {
        var scrolling = ScrollBehaviour()
        #expect(!scrolling.isUserScrolling(at: 0))  // never scrolled
        scrolling.lastUserScroll = 10
        #expect(scrolling.isUserScrolling(at: 10))
        #expect(scrolling.isUserScrolling(at: 10 + ScrollBehaviour.userScrollGrace - 0.01))
        #expect(!scrolling.isUserScrolling(at: 10 + ScrollBehaviour.userScrollGrace))
    }

    @Test func aFocusRingIsDrawnOnlyWithFocusAndRingsShowing() {
        var focus = FrameDrawing()
        #expect(!focus.drawsFocusRing)
        focus.hasFocus = true
        #expect(focus.drawsFocusRing)
        focus.showsFocusRing = false  // a click hid the rings
        #expect(!focus.drawsFocusRing)
    }
}
