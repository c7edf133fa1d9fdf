internal import CGtk

/// A scrollable range and where in it the view is (GtkAdjustment): what a scrollbar shows and moves.
@MainActor
public final class Adjustment: Object {
    /// An empty range.
    public init() {
        super.init(sinking: gtk_adjustment_new(0, 0, 0, 0, 0, 0))
    }

    /// The position: the top of what is shown.
    public var value: Double { gtk_adjustment_get_value(pointer(as: GtkAdjustment.self)) }

    /// Sets the whole range at once: the position, the bounds, the steps a key and a page move, and how much is
    /// shown.
    public func configure(
        value: Double, lower: Double, upper: Double, stepIncrement: Double, pageIncrement: Double,
        pageSize: Double
    ) {
        gtk_adjustment_configure(
            pointer(as: GtkAdjustment.self), value, lower, upper, stepIncrement, pageIncrement, pageSize)
    }

    /// Runs `body` each time the position changes (by `configure` too).
    @discardableResult
    public func onValueChanged(_ body: @escaping @MainActor () -> Void) -> SignalConnection {
        connect("value-changed", body)
    }
}

/// A scrollbar over an ``Adjustment`` (GtkScrollbar).
@MainActor
public final class Scrollbar: Widget {
    /// A scrollbar along `orientation` showing and moving `adjustment`.
    public init(_ orientation: Orientation, adjustment: Adjustment) {
        super.init(gtk_scrollbar_new(orientation.gtk, adjustment.pointer(as: GtkAdjustment.self)))
    }
}

extension Widget {
    /// How opaque the widget is drawn (0: invisible, yet there for assistive technologies and the keyboard).
    public var opacity: Double {
        get { gtk_widget_get_opacity(widget) }
        set { gtk_widget_set_opacity(widget, newValue) }
    }

    /// Whether the pointer can target the widget (false: clicks go to what is under it).
    public var canTarget: Bool {
        get { gtk_widget_get_can_target(widget) != 0 }
        set { gtk_widget_set_can_target(widget, newValue ? 1 : 0) }
    }

    /// Whether the keyboard focus can land on the widget.
    public var isFocusable: Bool {
        get { gtk_widget_get_focusable(widget) != 0 }
        set {
            gtk_widget_set_focusable(widget, newValue ? 1 : 0)
            gtk_widget_set_can_focus(widget, newValue ? 1 : 0)
        }
    }

    /// Whether children are clipped to the widget's bounds.
    public var clipsChildren: Bool {
        get { gtk_widget_get_overflow(widget) == GTK_OVERFLOW_HIDDEN }
        set { gtk_widget_set_overflow(widget, newValue ? GTK_OVERFLOW_HIDDEN : GTK_OVERFLOW_VISIBLE) }
    }
}
