/// How the model scrolls by itself as updates arrive, configured directly on it (`model.scrolling.verticalGravity =
/// .bottom`), and when the user last scrolled (which holds that scrolling back while the user is at it).
public struct ScrollBehaviour {
    /// How long after the user's last scroll the model keeps its own scrolling out of their way (seconds).
    static let userScrollGrace = 0.3

    /// Which edge stays put when updates change the content's height.
    public var verticalGravity = VerticalGravity.top
    /// Scrolling the model does by itself as updates arrive.
    public var autoScroll: AutoScrollAction?
    /// When the user last scrolled (clock time).
    var lastUserScroll = -Double.infinity
    /// Where the next update is to leave the scroll position (an apply's `UpdateScroll`), once.
    var nextUpdate: UpdateScroll?

    /// Top gravity, no automatic scrolling.
    public init() {}

    /// Whether the user scrolled within `userScrollGrace` of `now`.
    func isUserScrolling(at now: Double) -> Bool { now - lastUserScroll < Self.userScrollGrace }
}
