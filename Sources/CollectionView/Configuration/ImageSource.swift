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
    /// An icon drawn over the image's bottom-trailing corner, 40% of its size (at least 12 points): how a file
    /// browser marks a symbolic link (`emblem-symbolic-link`). Nil: none.
    public var emblem: String?

    /// Creates image properties.
    public init(size: Size, cornerRadius: Double = 0, tint: Paint = .role(.viewForeground), emblem: String? = nil) {
        self.size = size
        self.cornerRadius = cornerRadius
        self.tint = tint
        self.emblem = emblem
    }

    /// Where the emblem goes on an image drawn in `box`: a square on its bottom-trailing corner.
    static func emblemRect(in box: Rect) -> Rect {
        let side = min(max(min(box.width, box.height) * 0.4, 12), min(box.width, box.height))
        return Rect(x: box.maxX - side, y: box.maxY - side, width: side, height: side)
    }
}
