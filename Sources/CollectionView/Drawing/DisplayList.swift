import LatticeLayout

/// How text is set: size, weight, colour, line count and truncation.
public struct TextStyle: Hashable, Sendable {
    /// Font weight.
    public enum Weight: String, Hashable, Sendable { case regular, semibold, bold, heavy }
    /// Where a line too long for its box is cut.
    public enum Truncation: String, Hashable, Sendable { case end, middle, start }
    /// Horizontal alignment in the text's box: `leading` is its left edge in a display list (a right-to-left
    /// cell's parts come with it mirrored), whatever the text's own direction.
    public enum Alignment: String, Hashable, Sendable {
        case leading, center, trailing

        /// Leading and trailing exchanged.
        public var mirrored: Alignment {
            switch self {
            case .leading: .trailing
            case .center: .center
            case .trailing: .leading
            }
        }
    }

    /// Point size (Adwaita's body text is 11 pt = 14.67 px at 96 dpi; sizes here are in logical pixels).
    public var size: Double
    /// Weight.
    public var weight: Weight
    /// Colour.
    public var paint: Paint
    /// The most lines shown (0: unlimited).
    public var maximumLines: Int
    /// Truncation of the last line.
    public var truncation: Truncation
    /// Alignment.
    public var alignment: Alignment
    /// Whether digits have equal widths (sizes, dates in columns).
    public var tabularNumbers: Bool

    /// Creates a style.
    public init(
        size: Double = 14.67, weight: Weight = .regular, paint: Paint = .role(.viewForeground),
        maximumLines: Int = 1, truncation: Truncation = .end, alignment: Alignment = .leading,
        tabularNumbers: Bool = false
    ) {
        self.size = size
        self.weight = weight
        self.paint = paint
        self.maximumLines = maximumLines
        self.truncation = truncation
        self.alignment = alignment
        self.tabularNumbers = tabularNumbers
    }
}

/// Measures text the way the renderer will draw it (Pango in the GTK shell; a simple model in tests).
public protocol TextMeasuring {
    /// The size `text` takes in `style`, wrapped or truncated at `width` (nil: unconstrained).
    func size(of text: String, style: TextStyle, width: Double?) -> Size
}

/// One drawing operation, in logical coordinates of the canvas (content offset already applied).
public enum DisplayCommand: Hashable, Sendable {
    /// A rectangle, optionally rounded, filled and/or stroked (stroke drawn inside the rect).
    case rectangle(Rect, cornerRadius: Double, fill: Paint?, stroke: Paint?, lineWidth: Double)
    /// A run of text in a box. The renderer keeps text layouts by their text, style and width, so the same text
    /// is shaped once however many cells or frames draw it.
    case text(String, in: Rect, style: TextStyle)
    /// A themed icon by name, tinted (symbolic icons) or in full colour.
    case icon(name: String, in: Rect, tint: Paint?, rotation: Double)
    /// An image file (a thumbnail), scaled to fill the rect, clipped to a rounded rect.
    case image(path: String, in: Rect, cornerRadius: Double)
    /// A line (separators), `width` thick, centred on the path.
    case line(from: Point, to: Point, width: Double, paint: Paint)
    /// Starts a group drawn at `opacity` (fades).
    case beginGroup(opacity: Double)
    /// Ends the innermost group.
    case endGroup
    /// Clips what follows to a rect, until the matching `popClip`.
    case pushClip(Rect)
    /// Ends the innermost clip.
    case popClip
}

/// Which commands of a frame drew one part of one element (see `DisplayList.drawnParts`).
public struct DrawnPart: Hashable, Sendable {
    /// The element.
    public var key: ElementKey
    /// The part.
    public var role: PartRole
    /// The element's frame as the frame presents it (canvas coordinates).
    public var frame: Rect
    /// The commands that drew it.
    public var commands: Range<Int>

    /// Creates a record.
    public init(key: ElementKey, role: PartRole, frame: Rect, commands: Range<Int>) {
        self.key = key
        self.role = role
        self.frame = frame
        self.commands = commands
    }
}

/// What a view draws for one frame: a flat list of commands, back to front.
public struct DisplayList: Hashable, Sendable {
    /// The commands, in drawing order.
    public private(set) var commands: [DisplayCommand] = []
    /// The colour the canvas is cleared with.
    public var background: Paint
    /// Which element and part each run of cell and header commands drew, when the model records them
    /// (`CollectionViewModel.recordsDrawnParts`): what tests and tools read a frame by. Nil otherwise.
    public var drawnParts: [DrawnPart]?

    /// Records that `commands` drew `role` of `key` presented at `frame`, when this list records parts.
    mutating func record(_ key: ElementKey, _ role: PartRole, in frame: Rect, _ commands: Range<Int>) {
        guard drawnParts != nil, !commands.isEmpty else { return }
        drawnParts!.append(DrawnPart(key: key, role: role, frame: frame, commands: commands))
    }

    /// An empty list on `background`.
    public init(background: Paint = .role(.viewBackground)) { self.background = background }

    /// Appends a command.
    public mutating func append(_ command: DisplayCommand) { commands.append(command) }

    /// Appends every command of `other`.
    public mutating func append(contentsOf other: DisplayList) { commands.append(contentsOf: other.commands) }

    /// Removes every command, keeping capacity (a steady frame reuses its storage).
    public mutating func removeAll() { commands.removeAll(keepingCapacity: true) }

    /// Makes room for `count` commands in one allocation (a frame sized like the last one).
    public mutating func reserveCapacity(_ count: Int) { commands.reserveCapacity(count) }
}
