import CompositionalLayout

/// The part of the content a collection view shows: its size, scroll offset and display scale.
public struct Viewport: Hashable, Sendable {
    /// The visible size in logical pixels.
    public var size: Size
    /// The content offset of the top-left visible point.
    public var offset: Point
    /// Device pixels per logical pixel.
    public var scale: Double

    /// Creates a viewport.
    public init(size: Size, offset: Point = .zero, scale: Double = 1) {
        self.size = size
        self.offset = offset
        self.scale = scale
    }

    /// The visible rect in content coordinates.
    public var visibleRect: Rect { Rect(origin: offset, size: size) }

    /// The offset clamped so the viewport stays within content of `contentSize`.
    public func clampedOffset(for contentSize: Size) -> Point {
        Point(x: min(max(0, offset.x), max(0, contentSize.width - size.width)),
              y: min(max(0, offset.y), max(0, contentSize.height - size.height)))
    }
}
