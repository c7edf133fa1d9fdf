/// A point in layout coordinates (logical pixels, origin at the top-left of the content).
public struct Point: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal coordinate.
    public var x: Double
    /// The vertical coordinate.
    public var y: Double

    /// Creates a point.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin.
    public static let zero = Point(x: 0, y: 0)

    public var description: String { "(\(x), \(y))" }
}

/// A width and a height in logical pixels.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal extent.
    public var width: Double
    /// The vertical extent.
    public var height: Double

    /// Creates a size.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// A size of zero by zero.
    public static let zero = Size(width: 0, height: 0)

    /// The extent along `axis`.
    public subscript(axis: Axis) -> Double {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    public var description: String { "\(width)×\(height)" }
}

/// A rectangle in layout coordinates.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    /// The top-left corner.
    public var origin: Point
    /// The extent.
    public var size: Size

    /// Creates a rectangle from its origin and size.
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// Creates a rectangle from its coordinates.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.origin = Point(x: x, y: y)
        self.size = Size(width: width, height: height)
    }

    /// The empty rectangle at the origin.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// The left edge.
    public var minX: Double { origin.x }
    /// The top edge.
    public var minY: Double { origin.y }
    /// The right edge.
    public var maxX: Double { origin.x + size.width }
    /// The bottom edge.
    public var maxY: Double { origin.y + size.height }
    /// The horizontal centre.
    public var midX: Double { origin.x + size.width / 2 }
    /// The vertical centre.
    public var midY: Double { origin.y + size.height / 2 }
    /// The width.
    public var width: Double { size.width }
    /// The height.
    public var height: Double { size.height }

    /// The lower coordinate along `axis`.
    public func min(_ axis: Axis) -> Double { axis == .horizontal ? minX : minY }
    /// The upper coordinate along `axis`.
    public func max(_ axis: Axis) -> Double { axis == .horizontal ? maxX : maxY }

    /// Whether every coordinate is finite (neither infinite nor NaN).
    public var isFinite: Bool {
        origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
    }

    /// Whether the two rectangles meet, edges included (closed intervals).
    ///
    /// Touching rectangles meet, so a zero-size element (an empty footer) or a zero-size query rect is never
    /// lost at a boundary; a viewport query may return a neighbour that only touches its edge.
    public func intersects(_ other: Rect) -> Bool {
        minX <= other.maxX && other.minX <= maxX && minY <= other.maxY && other.minY <= maxY
    }

    /// This rectangle moved by `dx`, `dy`.
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: width, height: height)
    }

    /// This rectangle shrunk by `insets`; insets larger than the rectangle collapse it to zero size inside it
    /// (negative insets grow it).
    public func inset(by insets: EdgeInsets) -> Rect {
        Rect(
            x: minX + Swift.min(insets.leading, width), y: minY + Swift.min(insets.top, height),
            width: Swift.max(0, width - insets.leading - insets.trailing),
            height: Swift.max(0, height - insets.top - insets.bottom))
    }

    /// Whether `other` lies inside this rectangle, edges included.
    public func contains(_ other: Rect) -> Bool {
        minX <= other.minX && other.maxX <= maxX && minY <= other.minY && other.maxY <= maxY
    }

    /// The rect both cover; a zero-sized rect at the nearer corner when they do not overlap.
    public func intersection(_ other: Rect) -> Rect {
        let x0 = Swift.max(minX, other.minX), y0 = Swift.max(minY, other.minY)
        let x1 = Swift.min(maxX, other.maxX), y1 = Swift.min(maxY, other.maxY)
        return Rect(x: x0, y: y0, width: Swift.max(0, x1 - x0), height: Swift.max(0, y1 - y0))
    }

    /// The smallest rectangle holding both.
    public func union(_ other: Rect) -> Rect {
        let x0 = Swift.min(minX, other.minX), y0 = Swift.min(minY, other.minY)
        return Rect(x: x0, y: y0, width: Swift.max(maxX, other.maxX) - x0, height: Swift.max(maxY, other.maxY) - y0)
    }

    public var description: String { "(\(minX), \(minY), \(width), \(height))" }
}

/// One of the two layout axes.
public enum Axis: String, Hashable, Sendable, CaseIterable {
    /// Left to right.
    case horizontal
    /// Top to bottom.
    case vertical

    /// The other axis.
    public var cross: Axis { self == .horizontal ? .vertical : .horizontal }
}

/// Insets on the four edges, named by direction (leading is left in left-to-right layouts).
public struct EdgeInsets: Hashable, Sendable {
    /// The inset from the top edge.
    public var top: Double
    /// The inset from the leading (left) edge.
    public var leading: Double
    /// The inset from the bottom edge.
    public var bottom: Double
    /// The inset from the trailing (right) edge.
    public var trailing: Double

    /// Creates insets.
    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// Equal insets on every edge.
    public init(all value: Double) { self.init(top: value, leading: value, bottom: value, trailing: value) }

    /// No insets.
    public static let zero = EdgeInsets()

    /// The sum of the two insets across `axis` (leading + trailing for horizontal).
    public func total(along axis: Axis) -> Double { axis == .horizontal ? leading + trailing : top + bottom }

    /// The inset at the start of `axis` (leading or top).
    public func start(_ axis: Axis) -> Double { axis == .horizontal ? leading : top }

    /// The inset at the end of `axis` (trailing or bottom).
    public func end(_ axis: Axis) -> Double { axis == .horizontal ? trailing : bottom }
}

extension Point {
    /// The coordinate along `axis`.
    public subscript(axis: Axis) -> Double {
        get { axis == .horizontal ? x : y }
        set { if axis == .horizontal { x = newValue } else { y = newValue } }
    }
}
