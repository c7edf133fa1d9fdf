import CompositionalLayout

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
    }

    /// Which edge.
    public enum Placement: String, Hashable, Sendable { case leading, trailing }

    /// When it is shown.
    public enum Display: String, Hashable, Sendable { case always, whenEditing, whenNotEditing }

    /// The kind.
    public var kind: Kind
    /// The edge.
    public var placement: Placement
    /// When it is shown.
    public var display: Display

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
        default: 16
        }
    }

    static let labelStyle = TextStyle(size: 14.67, paint: .role(.dimForeground), tabularNumbers: true)

    /// Appends its drawing in `box` (vertically centred by the caller).
    func draw(in box: Rect, state: CellState, into list: inout DisplayList) {
        let dim = Paint.role(.dimForeground)
        switch kind {
        case .disclosureIndicator:
            list.append(.icon(name: "go-next-symbolic", in: box, tint: dim, rotation: 0))
        case .outlineDisclosure:
            list.append(.icon(name: "go-next-symbolic", in: box, tint: dim, rotation: state.isExpanded ? Double.pi / 2 : 0))
        case .checkmark:
            list.append(.icon(name: "object-select-symbolic", in: box, tint: .role(.accent), rotation: 0))
        case .delete:
            list.append(.rectangle(box, cornerRadius: box.width / 2, fill: .role(.destructiveBackground), stroke: nil, lineWidth: 0))
            list.append(.icon(name: "list-remove-symbolic", in: box.inset(by: EdgeInsets(all: 2)),
                              tint: .role(.destructiveForeground), rotation: 0))
        case .reorder:
            list.append(.icon(name: "list-drag-handle-symbolic", in: box, tint: dim, rotation: 0))
        case .label(let text):
            list.append(.text(text, in: box, style: Self.labelStyle))
        case .detail:
            list.append(.icon(name: "view-more-symbolic", in: box, tint: dim, rotation: 0))
        case .custom(let name):
            list.append(.icon(name: name, in: box, tint: dim, rotation: 0))
        }
    }
}
