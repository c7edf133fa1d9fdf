import LatticeLayout

/// The part of the content a collection view shows: its size, scroll offset and display scale.
public struct Viewport: Hashable, Sendable {
    /// The visible size in logical pixels.
    public var size: Size
    /// The content offset of the top-left visible point.
    public var offset: Point
    /// Device pixels per logical pixel.
    public var scale: Double
    /// Where content shorter than the viewport sits (Listable's underflow alignment).
    public var underflowAlignment: UnderflowAlignment = .top

    /// Creates a viewport.
    public init(size: Size, offset: Point = .zero, scale: Double = 1) {
        self.size = size
        self.offset = offset
        self.scale = scale
    }

    /// The visible rect in content coordinates.
    public var visibleRect: Rect { Rect(origin: offset, size: size) }

    /// The offset clamped so the viewport stays within content of `contentSize`; content shorter than the
    /// viewport is placed by `underflowAlignment` (a negative offset moves it down).
    public func clampedOffset(for contentSize: Size) -> Point {
        let slack = size.height - contentSize.height
        let y =
            slack > 0
            ? -slack * underflowAlignment.fraction
            : min(max(0, offset.y), contentSize.height - size.height)
        return Point(x: min(max(0, offset.x), max(0, contentSize.width - size.width)), y: y)
    }
}

/// Where content shorter than its viewport sits.
public enum UnderflowAlignment: String, Hashable, Sendable, CaseIterable {
    /// At the top (the default).
    case top
    /// In the middle.
    case center
    /// At the bottom — a chat's few first messages sit above the input, not under the title.
    case bottom

    /// How much of the free space goes above the content.
    var fraction: Double {
        switch self {
        case .top: 0
        case .center: 0.5
        case .bottom: 1
        }
    }
}
