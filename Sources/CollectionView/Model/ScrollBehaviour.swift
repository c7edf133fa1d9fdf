/// How the model scrolls by itself as updates arrive, and when the user last scrolled (which holds that scrolling
/// back while the user is at it).
struct ScrollBehaviour {
    /// How long after the user's last scroll the model keeps its own scrolling out of their way (seconds).
    static let userScrollGrace = 0.3

    /// Which edge stays put when updates change the content's height.
    var verticalGravity = VerticalGravity.top
    /// Scrolling the model does by itself as updates arrive.
    var autoScroll: AutoScrollAction?
    /// When the user last scrolled (clock time).
    var lastUserScroll = -Double.infinity

    /// Whether the user scrolled within `userScrollGrace` of `now`.
    func isUserScrolling(at now: Double) -> Bool { now - lastUserScroll < Self.userScrollGrace }
}
