internal import CGtk

/// Text typed through the user's input method (GTK's `GtkIMMulticontext`): dead keys and compose sequences
/// ("´" then "e" gives "é"), Ctrl+Shift+U code points, and IBus or Fcitx for Chinese, Japanese and Korean — what a
/// search entry gets, for a widget that takes text without being an entry (type-ahead in a list).
///
/// ```swift
/// let input = InputMethod()
/// input.onCommit { text in model.typeAhead(text) }
/// canvas.onKeyPressed(inputMethod: input) { keyval, modifiers in … }   // the other keys
/// ```
@MainActor
public final class InputMethod {
    /// The input method context (one owned reference).
    let context: UnsafeMutablePointer<GtkIMContext>
    /// Whether keys go to the input method first; when false every key goes to the widget's own handler.
    public var isActive: () -> Bool = { true }

    /// An input method following the user's choice (GTK's `gtk-im-module` setting, else the best one available).
    public init() {
        context = UnsafeMutableRawPointer(gtk_im_multicontext_new()).assumingMemoryBound(to: GtkIMContext.self)
    }

    isolated deinit { g_object_unref(context) }

    /// Calls `body` with each piece of text the input method commits (a character, or a composed word).
    public func onCommit(_ body: @escaping @MainActor (String) -> Void) {
        connectSignal(context, "commit", text: body)
    }

    /// The widget the text is typed into (for the input method's candidate window); call when it is made.
    public func attach(to widget: Widget) { gtk_im_context_set_client_widget(context, widget.widget) }

    /// The widget got the keyboard focus.
    public func focusIn() { gtk_im_context_focus_in(context) }

    /// The widget lost the keyboard focus: a composition in progress is dropped.
    public func focusOut() {
        gtk_im_context_reset(context)
        gtk_im_context_focus_out(context)
    }

    /// Hands `event` (a key press or release) to the input method; true when it took it (as part of text).
    func filter(_ event: OpaquePointer?) -> Bool {
        guard let event, isActive() else { return false }
        return gtk_im_context_filter_keypress(context, event) != 0
    }
}
