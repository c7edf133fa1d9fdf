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
    /// The tint of symbolic icons (`*-symbolic`, the emblem's too); full-colour icons, swatches and image
    /// files keep their own colours whatever it is.
    public var tint: Paint
    /// An icon drawn over the image's bottom-trailing corner: how a file browser marks a symbolic link
    /// (`emblem-symbolic-link`), how a photo browser marks a favourite. Nil: none.
    public var emblem: String?
    /// The emblem's side in points; nil: 40% of the image's shorter side, at least 12 points.
    public var emblemSize: Double?
    /// How far the emblem moves from the image's bottom-trailing corner, in points: positive x towards the
    /// trailing edge and beyond it, positive y downwards (a badge that overhangs the corner: `Point(x: 4, y: 4)`).
    public var emblemOffset: Point

    /// Creates image properties. Only the size is required; an icon's tint follows the view's text colour.
    public init(
        size: Size, cornerRadius: Double = 0, tint: Paint = .role(.viewForeground), emblem: String? = nil,
        emblemSize: Double? = nil, emblemOffset: Point = Point(x: 0, y: 0)
    ) {
        self.size = size
        self.cornerRadius = cornerRadius
        self.tint = tint
        self.emblem = emblem
        self.emblemSize = emblemSize
        self.emblemOffset = emblemOffset
    }

    /// Where the emblem goes on an image drawn in `box`: a square on its bottom-trailing corner, `emblemSize` on a
    /// side, moved by `emblemOffset`.
    func emblemRect(in box: Rect) -> Rect {
        let shorter = min(box.width, box.height)
        let side = emblemSize.map { max($0, 0) } ?? min(max(shorter * 0.4, 12), shorter)
        return Rect(x: box.maxX - side + emblemOffset.x, y: box.maxY - side + emblemOffset.y, width: side, height: side)
    }
}
