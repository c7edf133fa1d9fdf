import LatticeLayout

/// Something shown at a cell's leading or trailing edge.
public struct CellAccessory: Hashable, Sendable {
    /// The kinds of accessory.
    public enum Kind: Hashable, Sendable {
        /// A chevron saying "opens something".
        case disclosureIndicator
        /// An expander of an outline parent; it rotates when expanded.
        case outlineDisclosure
        /// A checkmark, shown when the cell is selected.
        case checkmark
        /// A delete button (editing).
        case delete
        /// A drag handle (editing).
        case reorder
        /// Dim text, such as a count.
        case label(String)
        /// A "more" button.
        case detail
        /// A themed icon of your choice.
        case custom(iconName: String)
        /// A switch, on or off (UIKit's `UISwitch` as a `.customView` accessory, GTK's `GtkSwitch`). A click on
        /// it reaches `onAccessory`; the app flips what it stands for and applies the change, so the switch
        /// shows the app's state, never a state of its own.
        case toggle(isOn: Bool)
    }

    /// Which edge.
    public enum Placement: String, Hashable, Sendable { case leading, trailing }

    /// When it is shown.
    public enum Display: String, Hashable, Sendable { case always, whenEditing, whenNotEditing }

    /// What toggles an outline disclosure (UIKit's `UICellAccessory.OutlineDisclosureOptions.Style`).
    public enum DisclosureStyle: String, Hashable, Sendable {
        /// Its chevron; a click elsewhere on the row selects the row.
        case cell
        /// A click anywhere on its row, which is not selected then: a section's header row in a sidebar.
        case header
    }

    /// The kind.
    public var kind: Kind
    /// The edge.
    public var placement: Placement
    /// When it is shown.
    public var display: Display
    /// What toggles it, for an outline disclosure.
    public var disclosureStyle: DisclosureStyle = .cell

    /// An outline disclosure toggled as `style` says: by its chevron (`.cell`), or by a click anywhere on its row
    /// (`.header`). A `CollectionViewDataSource` expands and collapses the row's children itself.
    public static func outlineDisclosure(style: DisclosureStyle = .cell) -> CellAccessory {
        var accessory = CellAccessory(.outlineDisclosure)
        accessory.disclosureStyle = style
        return accessory
    }

    /// Creates an accessory.
    public init(_ kind: Kind, placement: Placement? = nil, display: Display? = nil) {
        self.kind = kind
        switch kind {
        case .delete, .reorder:
            self.placement = placement ?? (kind == .delete ? .leading : .trailing)
            self.display = display ?? .whenEditing
        default:
            self.placement = placement ?? .trailing
            self.display = display ?? .always
        }
    }

    /// Whether it shows in `state`.
    public func isShown(in state: CellState) -> Bool {
        switch display {
        case .always: kind != .checkmark || state.isSelected
        case .whenEditing: state.isEditing
        case .whenNotEditing: !state.isEditing
        }
    }

    /// Whether clicking it does something of its own (labels and checkmarks only show state).
    public var isInteractive: Bool {
        switch kind {
        case .label, .checkmark: false
        default: true
        }
    }

    /// The width it takes (labels are measured).
    public func width(measurer: any TextMeasuring) -> Double {
        switch kind {
        case .label(let text): measurer.size(of: text, style: Self.labelStyle, width: nil).width
        case .toggle: Self.toggleSize.width
        default: 16
        }
    }

    /// A switch's track, as Adwaita draws GtkSwitch.
    static let toggleSize = Size(width: 42, height: 24)

    static let labelStyle = TextStyle(size: 14.67, paint: .role(.dimForeground), tabularNumbers: true)

    /// Appends its drawing in `box` (vertically centred by the caller), its paints faded to `opacity`.
    func draw(in box: Rect, state: CellState, opacity: Double = 1, into list: inout DisplayList) {
        let dim = Paint.role(.dimForeground).faded(opacity)
        func icon(_ name: String, in rect: Rect, tint: Paint, rotation: Double = 0) {
            list.append(.icon(name: name, in: rect, tint: tint, rotation: rotation))
        }
        // Chevrons point the reading way: right, or left where leading is on the right; an expanded outline's
        // turns down.
        let onward = state.layoutDirection.isRightToLeft ? "go-previous-symbolic" : "go-next-symbolic"
        let down = state.layoutDirection.isRightToLeft ? -Double.pi / 2 : Double.pi / 2
        switch kind {
        case .disclosureIndicator:
            icon(onward, in: box, tint: dim)
        case .outlineDisclosure:
            icon(onward, in: box, tint: dim, rotation: state.isExpanded ? down : 0)
        case .checkmark:
            icon("object-select-symbolic", in: box, tint: Paint.role(.accent).faded(opacity))
        case .delete:
            list.append(
                .rectangle(
                    box, cornerRadius: box.width / 2, fill: Paint.role(.destructiveBackground).faded(opacity),
                    stroke: nil, lineWidth: 0))
            icon(
                "list-remove-symbolic", in: box.inset(by: EdgeInsets(all: 2)),
                tint: Paint.role(.destructiveForeground).faded(opacity))
        case .reorder:
            icon("list-drag-handle-symbolic", in: box, tint: dim)
        case .label(let text):
            var style = Self.labelStyle
            style.paint = style.paint.faded(opacity)
            if state.layoutDirection.isRightToLeft { style.alignment = style.alignment.mirrored }
            list.append(.text(text, in: box, style: style))
        case .detail:
            icon("view-more-symbolic", in: box, tint: dim)
        case .custom(let name):
            icon(name, in: box, tint: dim)
        case .toggle(let isOn):
            let size = Self.toggleSize
            let track = Rect(x: box.minX, y: box.midY - size.height / 2, width: size.width, height: size.height)
            list.append(
                .rectangle(
                    track, cornerRadius: size.height / 2,
                    fill: isOn ? Paint.role(.accentBackground).faded(opacity) : dim.faded(0.3),
                    stroke: nil, lineWidth: 0))
            // The knob sits at the trailing end when on: the right, or the left where leading is on the right.
            let knob = size.height - 4
            let trailing = isOn != state.layoutDirection.isRightToLeft
            let knobRect = Rect(
                x: trailing ? track.maxX - 2 - knob : track.minX + 2, y: track.minY + 2,
                width: knob, height: knob)
            list.append(
                .rectangle(
                    knobRect, cornerRadius: knob / 2, fill: Paint.role(.accentForeground).faded(opacity),
                    stroke: nil, lineWidth: 0))
        }
    }
}
