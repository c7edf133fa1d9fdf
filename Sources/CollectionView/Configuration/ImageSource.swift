import LatticeLayout

/// What a cell shows as its image.
public enum ImageSource: Hashable, Sendable {
    /// A themed icon by name (`folder`, `emblem-favorite-symbolic`); names ending in `-symbolic` are tinted.
    case icon(String)
    /// A colour swatch.
    case swatch(Color)
    /// An image file (a thumbnail), scaled to cover the image's box.
    case file(String)
}

/// How a cell's image is sized and drawn.
public struct ImageProperties: Hashable, Sendable {
    /// The box the image fills.
    public var size: Size
    /// The corner radius of swatches and image files.
    public var cornerRadius: Double
    /// The tint of symbolic icons.
    public var tint: Paint

    /// Creates image properties.
    public init(size: Size, cornerRadius: Double = 0, tint: Paint = .role(.viewForeground)) {
        self.size = size
        self.cornerRadius = cornerRadius
        self.tint = tint
    }
}
