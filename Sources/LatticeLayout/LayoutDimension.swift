/// How one side of an item, group or supplementary is sized.
///
/// Fractional dimensions resolve against the *container*: the enclosing group for items and nested groups,
/// the section's content area (after content insets) for a top-level group, and the section's visible
/// width (or height) for a group in an orthogonally scrolling section. An estimated dimension starts at the
/// estimate and takes the measured value once the element is measured (self-sizing).
///
/// ```swift
/// let size = LayoutSize(width: .fractionalWidth(1), height: .estimated(44))
/// ```
public struct LayoutDimension: Hashable, Sendable, CustomStringConvertible {
    /// The kind of dimension.
    public enum Kind: String, Hashable, Sendable {
        case absolute, estimated, fractionalWidth, fractionalHeight
    }

    /// The kind of dimension.
    public let kind: Kind
    /// The points for `absolute` and `estimated`, the fraction for the fractional kinds.
    public let value: Double

    private init(_ kind: Kind, _ value: Double) {
        precondition(
            value.isFinite && value >= 0, "LayoutDimension value must be finite and non-negative, got \(value)")
        self.kind = kind
        self.value = value
    }

    /// A fixed number of points.
    public static func absolute(_ points: Double) -> LayoutDimension { .init(.absolute, points) }
    /// An estimate in points, replaced by the measured size (self-sizing).
    public static func estimated(_ points: Double) -> LayoutDimension { .init(.estimated, points) }
    /// A fraction of the container's width.
    public static func fractionalWidth(_ fraction: Double) -> LayoutDimension { .init(.fractionalWidth, fraction) }
    /// A fraction of the container's height.
    public static func fractionalHeight(_ fraction: Double) -> LayoutDimension { .init(.fractionalHeight, fraction) }

    /// Whether this dimension is replaced by a measurement.
    public var isEstimated: Bool { kind == .estimated }

    /// The resolved value in a container of `container` size (estimates resolve to the estimate).
    public func resolve(in container: Size) -> Double {
        switch kind {
        case .absolute, .estimated: value
        case .fractionalWidth: value * container.width
        case .fractionalHeight: value * container.height
        }
    }

    public var description: String { "\(kind.rawValue)(\(value))" }
}

/// A width and a height dimension.
public struct LayoutSize: Hashable, Sendable {
    /// The width dimension.
    public var width: LayoutDimension
    /// The height dimension.
    public var height: LayoutDimension

    /// Creates a layout size.
    public init(width: LayoutDimension, height: LayoutDimension) {
        self.width = width
        self.height = height
    }

    /// The dimension along `axis`.
    public subscript(axis: Axis) -> LayoutDimension { axis == .horizontal ? width : height }

    /// The resolved size in `container`.
    public func resolve(in container: Size) -> Size {
        Size(width: width.resolve(in: container), height: height.resolve(in: container))
    }

    /// Whether either dimension is estimated.
    public var hasEstimate: Bool { width.isEstimated || height.isEstimated }
}
