package import CGtk

/// What assistive technologies are told a widget is (GtkAccessibleRole): a widget's role is fixed when it is made.
public enum AccessibleRole: Sendable, Hashable {
    /// Nothing to present (a canvas whose accessible layer stands for it).
    case none
    /// A list of `listItem`s.
    case list
    /// One item of a list.
    case listItem
    /// A grid of `gridCell`s.
    case grid
    /// One cell of a grid.
    case gridCell
    /// A heading (a section's header).
    case heading
    /// Another role, by GTK's number for it (a `GtkAccessibleRole` value).
    case other(UInt32)

    /// GTK's value.
    package var gtk: GtkAccessibleRole {
        switch self {
        case .none: GTK_ACCESSIBLE_ROLE_NONE
        case .list: GTK_ACCESSIBLE_ROLE_LIST
        case .listItem: GTK_ACCESSIBLE_ROLE_LIST_ITEM
        case .grid: GTK_ACCESSIBLE_ROLE_GRID
        case .gridCell: GTK_ACCESSIBLE_ROLE_GRID_CELL
        case .heading: GTK_ACCESSIBLE_ROLE_HEADING
        case .other(let role): GtkAccessibleRole(rawValue: role)
        }
    }

    /// The role GTK's value `role` names.
    package init(_ role: GtkAccessibleRole) {
        self =
            switch role {
            case GTK_ACCESSIBLE_ROLE_NONE: .none
            case GTK_ACCESSIBLE_ROLE_LIST: .list
            case GTK_ACCESSIBLE_ROLE_LIST_ITEM: .listItem
            case GTK_ACCESSIBLE_ROLE_GRID: .grid
            case GTK_ACCESSIBLE_ROLE_GRID_CELL: .gridCell
            case GTK_ACCESSIBLE_ROLE_HEADING: .heading
            default: .other(role.rawValue)
            }
    }

    public static func == (lhs: AccessibleRole, rhs: AccessibleRole) -> Bool { lhs.gtk == rhs.gtk }
    public func hash(into hasher: inout Hasher) { hasher.combine(gtk.rawValue) }
}

/// A state assistive technologies follow on a widget that is true, false or not applicable.
public enum AccessibleState: Sendable {
    /// Selected (a list item, a grid cell).
    case selected
    /// Expanded (an outline's parent row).
    case expanded

    var gtk: GtkAccessibleState { self == .selected ? GTK_ACCESSIBLE_STATE_SELECTED : GTK_ACCESSIBLE_STATE_EXPANDED }
}

extension Widget {
    /// A plain widget (a GtkBox) presented to assistive technologies as `role`: an invisible stand-in for
    /// something a canvas draws.
    public convenience init(role: AccessibleRole) {
        self.init(lattice_widget_new_with_role(gtk_box_get_type(), role.gtk))
    }

    /// What assistive technologies are told the widget is.
    public var accessibleRole: AccessibleRole {
        AccessibleRole(gtk_accessible_get_accessible_role(OpaquePointer(widget)))
    }

    /// Sets `state` (nil: not applicable, as for a row that cannot expand).
    public func setAccessibleState(_ state: AccessibleState, _ value: Bool?) {
        if let value {
            Gtk.setAccessibleState(state.gtk, value, of: widget)
        } else {
            gtk_accessible_reset_state(OpaquePointer(widget), state.gtk)
        }
    }
}

/// Names `widget` for assistive technologies.
@MainActor
package func setAccessibleLabel(_ label: String, of widget: UnsafeMutablePointer<GtkWidget>) {
    var value = GValue()
    g_value_init(&value, GType(16 << 2))  // G_TYPE_STRING (a macro Swift cannot import)
    g_value_set_string(&value, label)
    var property = GTK_ACCESSIBLE_PROPERTY_LABEL
    gtk_accessible_update_property_value(OpaquePointer(widget), 1, &property, &value)
    g_value_unset(&value)
}

/// Sets a "boolean or undefined" state (SELECTED, EXPANDED). GTK collects those from an int GValue
/// (−1 is undefined), not a boolean one.
@MainActor
package func setAccessibleState(_ state: GtkAccessibleState, _ on: Bool, of widget: UnsafeMutablePointer<GtkWidget>) {
    var value = GValue()
    g_value_init(&value, GType(6 << 2))  // G_TYPE_INT (a macro Swift cannot import)
    g_value_set_int(&value, on ? 1 : 0)
    var state = state
    gtk_accessible_update_state_value(OpaquePointer(widget), 1, &state, &value)
    g_value_unset(&value)
}
