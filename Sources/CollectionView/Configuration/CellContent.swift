import CompositionalLayout

/// Everything that describes one cell's look: content, background and accessories. A registration produces
/// it for an item; the view restyles it for the cell's state.
public struct CellContent: Hashable, Sendable {
    /// The content configuration.
    public var content: ListContentConfiguration
    /// The background.
    public var background: BackgroundConfiguration
    /// Accessories, leading and trailing.
    public var accessories: [CellAccessory]

    /// Creates cell content.
    public init(content: ListContentConfiguration, background: BackgroundConfiguration = .clear(),
                accessories: [CellAccessory] = []) {
        self.content = content
        self.background = background
        self.accessories = accessories
    }

    static let accessorySpacing = 8.0

    private func reserve(_ placement: CellAccessory.Placement, state: CellState, measurer: any TextMeasuring) -> Double {
        accessories.filter { $0.placement == placement && $0.isShown(in: state) }
            .reduce(0) { $0 + $1.width(measurer: measurer) + Self.accessorySpacing }
    }

    /// The height this cell wants at `width` (self-sizing).
    public func measure(width: Double, state: CellState = CellState(), measurer: any TextMeasuring) -> Double {
        content.layout(width: width, leadingReserve: reserve(.leading, state: state, measurer: measurer),
                       trailingReserve: reserve(.trailing, state: state, measurer: measurer), measurer: measurer).height
    }

    /// Where the primary text starts, from the cell's leading edge, at `width` (what separators that align with
    /// the text start from); nil when there is no text.
    public func textLeading(width: Double, state: CellState = CellState(), measurer: any TextMeasuring) -> Double? {
        content.layout(width: width, leadingReserve: reserve(.leading, state: state, measurer: measurer),
                       trailingReserve: reserve(.trailing, state: state, measurer: measurer), measurer: measurer).text?.minX
    }

    /// Appends the cell's drawing in `frame`: background, image, texts, accessories, then the focus ring.
    public func draw(in frame: Rect, state: CellState, measurer: any TextMeasuring,
                     into list: inout DisplayList) {
        let background = self.background.updated(for: state)
        if background.fill != nil || background.stroke != nil {
            list.append(.rectangle(frame.inset(by: background.insets), cornerRadius: background.cornerRadius,
                                   fill: background.fill, stroke: background.stroke, lineWidth: background.strokeWidth))
        }
        let leading = reserve(.leading, state: state, measurer: measurer)
        let trailing = reserve(.trailing, state: state, measurer: measurer)
        let layout = content.layout(width: frame.width, leadingReserve: leading, trailingReserve: trailing, measurer: measurer)
        // Content is centred vertically when the frame is taller than the content wants (fixed-height cards).
        let origin = Point(x: frame.minX, y: frame.minY + max(0, (frame.height - layout.height) / 2))
        func placed(_ rect: Rect) -> Rect { rect.offsetBy(dx: origin.x, dy: origin.y) }
        if let box = layout.image, let image = content.image {
            let rect = placed(box)
            switch image {
            case .icon(let name):
                list.append(.icon(name: name, in: rect, tint: name.hasSuffix("-symbolic") ? content.imageProperties.tint : nil, rotation: 0))
            case .swatch(let color):
                list.append(.rectangle(rect, cornerRadius: content.imageProperties.cornerRadius, fill: .color(color),
                                       stroke: .role(.border), lineWidth: 1))
            case .file(let path):
                list.append(.image(path: path, in: rect, cornerRadius: content.imageProperties.cornerRadius))
            }
        }
        var textStyle = content.textProperties
        if state.isDisabled { textStyle.paint = .role(.dimForeground) }
        if let box = layout.text, let text = content.text {
            list.append(.text(text, in: placed(box), style: textStyle))
        }
        if let box = layout.secondaryText, let text = content.secondaryText {
            list.append(.text(text, in: placed(box), style: content.secondaryTextProperties))
        }
        for (accessory, box) in accessoryFrames(in: frame, state: state, textHeight: layout.text?.height, measurer: measurer) {
            accessory.draw(in: box, state: state, into: &list)
        }
        if state.isFocused {
            list.append(.rectangle(frame.inset(by: EdgeInsets(all: 1)), cornerRadius: max(background.cornerRadius, 6),
                                   fill: nil, stroke: .role(.accentBackground), lineWidth: 2))
        }
    }
}

extension CellContent {
    /// Where each shown accessory is in a cell at `frame`: the same boxes drawing uses, for hit testing.
    ///
    /// Accessories read in array order, as in UIKit: leading ones from the leading edge inwards, trailing ones
    /// ending at the trailing edge (the last is outermost).
    public func accessoryFrames(in frame: Rect, state: CellState, textHeight: Double? = nil,
                                measurer: any TextMeasuring) -> [(accessory: CellAccessory, frame: Rect)] {
        var leadingX = frame.minX + content.margins.leading
        var trailingX = frame.maxX - content.margins.trailing
        let shown = accessories.filter { $0.isShown(in: state) }
        let ordered = shown.filter { $0.placement == .leading } + shown.filter { $0.placement == .trailing }.reversed()
        var result: [(accessory: CellAccessory, frame: Rect)] = []
        for accessory in ordered {
            let width = accessory.width(measurer: measurer)
            let height = accessory.kind.isText ? textHeight ?? 16 : 16
            let y = frame.minY + (frame.height - height) / 2
            if accessory.placement == .leading {
                result.append((accessory, Rect(x: leadingX, y: y, width: width, height: height)))
                leadingX += width + Self.accessorySpacing
            } else {
                trailingX -= width
                result.append((accessory, Rect(x: trailingX, y: y, width: width, height: height)))
                trailingX -= Self.accessorySpacing
            }
        }
        return result
    }
}

extension CellAccessory.Kind {
    var isText: Bool { if case .label = self { true } else { false } }
}
