internal import CGtk

/// The modifier keys held during an event.
public struct Modifiers: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Ctrl.
    public static let control = Modifiers(rawValue: 1 << 0)
    /// Shift.
    public static let shift = Modifiers(rawValue: 1 << 1)
    /// Alt.
    public static let alt = Modifiers(rawValue: 1 << 2)

    init(_ state: GdkModifierType) {
        var modifiers: Modifiers = []
        if state.rawValue & GDK_CONTROL_MASK.rawValue != 0 { modifiers.insert(.control) }
        if state.rawValue & GDK_SHIFT_MASK.rawValue != 0 { modifiers.insert(.shift) }
        if state.rawValue & GDK_ALT_MASK.rawValue != 0 { modifiers.insert(.alt) }
        self = modifiers
    }

    /// The modifiers of the event `controller` is handling now.
    init(of controller: OpaquePointer?) {
        self = controller.map { Modifiers(gtk_event_controller_get_current_event_state($0)) } ?? []
    }
}

/// A scroll: the deltas (wheel steps, or pixels from a touchpad), what made it, and the modifiers held.
public struct ScrollEvent: Sendable {
    /// The horizontal and vertical deltas.
    public var dx: Double, dy: Double
    /// Whether a mouse wheel made it (deltas in steps) rather than a touchpad (pixels).
    public var isWheel: Bool
    /// The modifiers held.
    public var modifiers: Modifiers
}

/// A press or release of a mouse button at a point: how many presses in a row (2: a double click) and the
/// modifiers held.
public struct ClickEvent: Sendable {
    /// Presses in a row.
    public var presses: Int
    /// Where, in the widget's coordinates.
    public var x: Double, y: Double
    /// The modifiers held.
    public var modifiers: Modifiers
}

/// Input on a widget, each kind through an event controller the widget owns; the closures are released with it.
extension Widget {
    /// Scrolls over the widget (both axes; `kinetic`: a touchpad fling ends with `decelerate` and its velocity).
    /// `body` says whether it handled the scroll.
    public func onScroll(
        kinetic: Bool = true, _ body: @escaping @MainActor (ScrollEvent) -> Bool,
        decelerate: (@MainActor (_ vx: Double, _ vy: Double) -> Void)? = nil
    ) {
        let flags =
            GTK_EVENT_CONTROLLER_SCROLL_BOTH_AXES.rawValue
            | (kinetic ? GTK_EVENT_CONTROLLER_SCROLL_KINETIC.rawValue : 0)
        let scroll = gtk_event_controller_scroll_new(GtkEventControllerScrollFlags(rawValue: flags))!
        connectSignal(
            UnsafeMutableRawPointer(scroll), "scroll",
            handling: { controller, dx, dy in
                body(
                    ScrollEvent(
                        dx: dx, dy: dy,
                        isWheel: gtk_event_controller_scroll_get_unit(controller) == GDK_SCROLL_UNIT_WHEEL,
                        modifiers: Modifiers(of: controller)))
            })
        if let decelerate {
            connectSignal(UnsafeMutableRawPointer(scroll), "decelerate", point: { _, vx, vy in decelerate(vx, vy) })
        }
        gtk_widget_add_controller(widget, scroll)
    }

    /// Presses and releases of mouse button `button` (1 the primary, 3 the secondary) over the widget.
    public func onClick(
        button: Int = 1, pressed: @escaping @MainActor (ClickEvent) -> Void,
        released: (@MainActor (ClickEvent) -> Void)? = nil
    ) {
        let click = gtk_gesture_click_new()!
        gtk_gesture_single_set_button(click, guint(button))
        connectSignal(
            UnsafeMutableRawPointer(click), "pressed",
            press: { gesture, presses, x, y in
                pressed(ClickEvent(presses: Int(presses), x: x, y: y, modifiers: Modifiers(of: gesture)))
            })
        if let released {
            connectSignal(
                UnsafeMutableRawPointer(click), "released",
                press: { gesture, presses, x, y in
                    released(ClickEvent(presses: Int(presses), x: x, y: y, modifiers: Modifiers(of: gesture)))
                })
        }
        gtk_widget_add_controller(widget, click)
    }

    /// A drag with the primary button: `moved` and `ended` get where the pointer is (the start point moved by the
    /// drag's offset) and the modifiers held.
    public func onDrag(
        moved: @escaping @MainActor (_ x: Double, _ y: Double, Modifiers) -> Void,
        ended: @escaping @MainActor (_ x: Double, _ y: Double, Modifiers) -> Void
    ) {
        let drag = gtk_gesture_drag_new()!
        func point(_ gesture: OpaquePointer?, _ dx: Double, _ dy: Double) -> (Double, Double) {
            var x = 0.0, y = 0.0
            gtk_gesture_drag_get_start_point(gesture, &x, &y)
            return (x + dx, y + dy)
        }
        connectSignal(
            UnsafeMutableRawPointer(drag), "drag-update",
            point: { gesture, dx, dy in
                let (x, y) = point(gesture, dx, dy)
                moved(x, y, Modifiers(of: gesture))
            })
        connectSignal(
            UnsafeMutableRawPointer(drag), "drag-end",
            point: { gesture, dx, dy in
                let (x, y) = point(gesture, dx, dy)
                ended(x, y, Modifiers(of: gesture))
            })
        gtk_widget_add_controller(widget, drag)
    }

    /// Dragging files out of the widget (to a file manager, a mail): `files` gets the point a drag starts from
    /// and gives the paths it carries (none: no drag starts).
    public func onDragFiles(_ files: @escaping @MainActor (_ x: Double, _ y: Double) -> [String]) {
        let source = gtk_drag_source_new()!
        gtk_drag_source_set_actions(source, GDK_ACTION_COPY)
        connectSignal(
            UnsafeMutableRawPointer(source), "prepare",
            content: { x, y in
                let paths = files(x, y)
                return paths.isEmpty ? nil : FileList.contentProvider(for: paths)
            })
        gtk_widget_add_controller(widget, source)
    }

    /// The pointer moving over the widget, and leaving it.
    public func onPointerMotion(
        moved: @escaping @MainActor (_ x: Double, _ y: Double) -> Void,
        left: @escaping @MainActor () -> Void
    ) {
        let motion = gtk_event_controller_motion_new()!
        connectSignal(UnsafeMutableRawPointer(motion), "motion", point: { _, x, y in moved(x, y) })
        connectSignal(UnsafeMutableRawPointer(motion), "leave", left)
        gtk_widget_add_controller(widget, motion)
    }

    /// Keys pressed while the widget or one inside it has the focus: the key (`Key.return`…) and the
    /// modifiers held; `body` says whether it handled the key.
    public func onKeyPressed(
        inputMethod: InputMethod? = nil, _ body: @escaping @MainActor (Key, Modifiers) -> Bool
    ) {
        let keys = gtk_event_controller_key_new()!
        connectSignal(
            UnsafeMutableRawPointer(keys), "key-pressed",
            key: { keyval, state in
                // Text goes to the input method first (a dead key, a composition, a CJK word); the rest to `body`.
                if let inputMethod, inputMethod.filter(gtk_event_controller_get_current_event(keys)) { return true }
                return body(Key(rawValue: keyval), Modifiers(state))
            })
        if let inputMethod {
            // Input methods watch releases too (IBus commits some sequences on them).
            connectSignal(
                UnsafeMutableRawPointer(keys), "key-released",
                keyReleased: { _, _ in
                    _ = inputMethod.filter(gtk_event_controller_get_current_event(keys))
                })
            inputMethod.attach(to: self)
        }
        gtk_widget_add_controller(widget, keys)
    }

    /// The keyboard focus entering the widget (or one inside it) and leaving it.
    public func onFocusChange(entered: @escaping @MainActor () -> Void, left: @escaping @MainActor () -> Void) {
        let focus = gtk_event_controller_focus_new()!
        connectSignal(UnsafeMutableRawPointer(focus), "enter", entered)
        connectSignal(UnsafeMutableRawPointer(focus), "leave", left)
        gtk_widget_add_controller(widget, focus)
    }

    /// The pointer's shape over the widget, by its CSS name (`"pointer"`, `"col-resize"`; nil: the default).
    public func setCursor(named name: String?) { gtk_widget_set_cursor_from_name(widget, name) }
}
