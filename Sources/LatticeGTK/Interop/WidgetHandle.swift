import CGtk

/// A GTK widget of Lattice's, to place among an app's own widgets: the one way the library hands out a widget
/// (`CanvasView.widget`), as `ApplicationHandle` is for the application.
///
/// ```swift
/// gtk_box_append(box, canvas.widget.pointer)
/// ```
///
/// The handle does not own the widget: the widget tree does, as for any GTK widget.
public struct WidgetHandle: Hashable, @unchecked Sendable {
    /// The widget, for GTK's C functions.
    public let pointer: UnsafeMutablePointer<GtkWidget>

    /// A handle on `pointer`.
    public init(_ pointer: UnsafeMutablePointer<GtkWidget>) { self.pointer = pointer }
}
