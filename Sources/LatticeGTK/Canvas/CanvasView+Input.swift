import CGtk
import CollectionView
import LatticeLayout

extension CanvasView {
    func installInput() {
        let me = Unmanaged.passUnretained(self).toOpaque()
        // Wheel and touchpad: wheel steps are 50 px, touchpad deltas are pixels.
        let scroll = gtk_event_controller_scroll_new(GtkEventControllerScrollFlags(
            rawValue: GTK_EVENT_CONTROLLER_SCROLL_BOTH_AXES.rawValue | GTK_EVENT_CONTROLLER_SCROLL_KINETIC.rawValue))!
        let onScroll: @convention(c) (OpaquePointer?, Double, Double, gpointer?) -> gboolean = { controller, dx, dy, data in
            let canvas = Unmanaged<CanvasView>.fromOpaque(data!).takeUnretainedValue()
            return MainActor.assumeIsolated {
                canvas.kinetic.stop()   // a new scroll stops a fling
                let wheel = gtk_event_controller_scroll_get_unit(controller) == GDK_SCROLL_UNIT_WHEEL
                let control = gtk_event_controller_get_current_event_state(controller).rawValue & GDK_CONTROL_MASK.rawValue != 0
                if control, let zoom = canvas.onZoomScroll {
                    zoom(wheel ? dy : dy / 50, canvas.pointer.last)
                    return 1
                }
                let step = wheel ? 50.0 : 1.0
                canvas.model.scroll(by: Point(x: dx * step, y: dy * step), at: canvas.pointer.last)
                canvas.queueDraw()
                return 1
            }
        }
        lattice_signal_connect(UnsafeMutableRawPointer(scroll), "scroll", unsafeBitCast(onScroll, to: GCallback.self), me, nil)
        // A touchpad fling ends with a velocity: keep scrolling and slow down (kinetic scrolling).
        let onDecelerate: @convention(c) (OpaquePointer?, Double, Double, gpointer?) -> Void = { _, _, vy, data in
            let canvas = Unmanaged<CanvasView>.fromOpaque(data!).takeUnretainedValue()
            MainActor.assumeIsolated { canvas.fling(velocity: vy) }
        }
        lattice_signal_connect(UnsafeMutableRawPointer(scroll), "decelerate", unsafeBitCast(onDecelerate, to: GCallback.self), me, nil)
        gtk_widget_add_controller(canvasWidget, scroll)

        let click = gtk_gesture_click_new()!
        let onPressed: @convention(c) (OpaquePointer?, Int32, Double, Double, gpointer?) -> Void = { gesture, presses, x, y, data in
            let canvas = Unmanaged<CanvasView>.fromOpaque(data!).takeUnretainedValue()
            MainActor.assumeIsolated {
                gtk_widget_grab_focus(canvas.canvasWidget)
                canvas.hideFocusRings()
                let point = Point(x: x, y: y)
                if canvas.pressIndicator(at: point) { return }
                if presses == 2 { canvas.model.doubleClicked(at: point) } else {
                    canvas.model.pointerPressed(at: point, modifiers: canvas.modifiers(of: gesture))
                }
                canvas.animateWhileNeeded()
            }
        }
        let onReleased: @convention(c) (OpaquePointer?, Int32, Double, Double, gpointer?) -> Void = { gesture, _, x, y, data in
            let canvas = Unmanaged<CanvasView>.fromOpaque(data!).takeUnretainedValue()
            MainActor.assumeIsolated {
                if canvas.releaseIndicator(at: Point(x: x, y: y)) { return }
                canvas.model.pointerReleased(at: Point(x: x, y: y), modifiers: canvas.modifiers(of: gesture))
                canvas.animateWhileNeeded()
            }
        }
        lattice_signal_connect(UnsafeMutableRawPointer(click), "pressed", unsafeBitCast(onPressed, to: GCallback.self), me, nil)
        lattice_signal_connect(UnsafeMutableRawPointer(click), "released", unsafeBitCast(onReleased, to: GCallback.self), me, nil)
        gtk_widget_add_controller(canvasWidget, click)

        // Dragging: a press on empty space drags a rubber band. The click gesture gives up once the pointer
        // passes the drag threshold (no "released" then), so the drag gesture ends what the press began.
        let drag = gtk_gesture_drag_new()!
        let onDragUpdate: @convention(c) (OpaquePointer?, Double, Double, gpointer?) -> Void = { gesture, dx, dy, data in
            let canvas = Unmanaged<CanvasView>.fromOpaque(data!).takeUnretainedValue()
            MainActor.assumeIsolated {
                var x = 0.0, y = 0.0
                gtk_gesture_drag_get_start_point(gesture, &x, &y)
                canvas.pointer.last = Point(x: x + dx, y: y + dy)
                if canvas.dragIndicator(to: canvas.pointer.last) { return }
                canvas.model.pointerMoved(to: canvas.pointer.last)
                canvas.animateWhileNeeded()   // a reorder drag near an edge scrolls on every frame
            }
        }
        let onDragEnd: @convention(c) (OpaquePointer?, Double, Double, gpointer?) -> Void = { gesture, dx, dy, data in
            let canvas = Unmanaged<CanvasView>.fromOpaque(data!).takeUnretainedValue()
            MainActor.assumeIsolated {
                var x = 0.0, y = 0.0
                gtk_gesture_drag_get_start_point(gesture, &x, &y)
                if canvas.releaseIndicator(at: Point(x: x + dx, y: y + dy)) { return }
                guard canvas.model.rubberBand != nil || canvas.model.pressedItem != nil || canvas.model.reorderDrag != nil
                    || canvas.model.supplementaryDrag != nil
                else { return }
                canvas.model.pointerReleased(at: Point(x: x + dx, y: y + dy), modifiers: canvas.modifiers(of: gesture))
                canvas.animateWhileNeeded()   // a refused drop slides the items back
            }
        }
        lattice_signal_connect(UnsafeMutableRawPointer(drag), "drag-update", unsafeBitCast(onDragUpdate, to: GCallback.self), me, nil)
        lattice_signal_connect(UnsafeMutableRawPointer(drag), "drag-end", unsafeBitCast(onDragEnd, to: GCallback.self), me, nil)
        gtk_widget_add_controller(canvasWidget, drag)

        // Dragging items out: a file list for the items under the press (the app decides which) — except where
        // the items can be reordered, where press-and-drag moves them instead.
        let source = gtk_drag_source_new()!
        gtk_drag_source_set_actions(source, GDK_ACTION_COPY)
        let onPrepare: @convention(c) (OpaquePointer?, Double, Double, gpointer?) -> UnsafeMutablePointer<GdkContentProvider>? = { _, x, y, data in
            let canvas = Unmanaged<CanvasView>.fromOpaque(data!).takeUnretainedValue()
            let paths = MainActor.assumeIsolated {
                canvas.model.reorderRules == nil && canvas.scrollIndicator.grab == nil
                    ? canvas.dragPaths?(Point(x: x, y: y)) ?? [] : []
            }
            return paths.isEmpty ? nil : FileList.contentProvider(for: paths)
        }
        lattice_signal_connect(UnsafeMutableRawPointer(source), "prepare", unsafeBitCast(onPrepare, to: GCallback.self), me, nil)
        gtk_widget_add_controller(canvasWidget, source)

        // Right-click: the context menu.
        let secondary = gtk_gesture_click_new()!
        gtk_gesture_single_set_button(secondary, 3)   // GDK_BUTTON_SECONDARY
        let onSecondary: @convention(c) (OpaquePointer?, Int32, Double, Double, gpointer?) -> Void = { _, _, x, y, data in
            let canvas = Unmanaged<CanvasView>.fromOpaque(data!).takeUnretainedValue()
            MainActor.assumeIsolated {
                gtk_widget_grab_focus(canvas.canvasWidget)
                canvas.secondaryClicked(at: Point(x: x, y: y))
            }
        }
        lattice_signal_connect(UnsafeMutableRawPointer(secondary), "pressed", unsafeBitCast(onSecondary, to: GCallback.self), me, nil)
        gtk_widget_add_controller(canvasWidget, secondary)

        let motion = gtk_event_controller_motion_new()!
        let onMotion: @convention(c) (OpaquePointer?, Double, Double, gpointer?) -> Void = { _, x, y, data in
            let canvas = Unmanaged<CanvasView>.fromOpaque(data!).takeUnretainedValue()
            MainActor.assumeIsolated {
                canvas.pointer.last = Point(x: x, y: y)
                canvas.scrollIndicator.pointerMoved(to: canvas.pointer.last, at: canvas.model.clock.now)
                canvas.model.pointerMoved(to: canvas.pointer.last)
                let shape = canvas.model.supplementaryDrag == nil ? canvas.pointerShape?(canvas.pointer.last) : canvas.pointer.shownShape
                if shape != canvas.pointer.shownShape {
                    canvas.pointer.shownShape = shape
                    gtk_widget_set_cursor_from_name(canvas.canvasWidget, shape)
                }
                canvas.queueDraw()
            }
        }
        let onLeave: @convention(c) (OpaquePointer?, gpointer?) -> Void = { _, data in
            let canvas = Unmanaged<CanvasView>.fromOpaque(data!).takeUnretainedValue()
            MainActor.assumeIsolated {
                canvas.scrollIndicator.pointerLeft(at: canvas.model.clock.now)
                canvas.model.pointerLeft()
                canvas.queueDraw()
            }
        }
        lattice_signal_connect(UnsafeMutableRawPointer(motion), "motion", unsafeBitCast(onMotion, to: GCallback.self), me, nil)
        lattice_signal_connect(UnsafeMutableRawPointer(motion), "leave", unsafeBitCast(onLeave, to: GCallback.self), me, nil)
        gtk_widget_add_controller(canvasWidget, motion)

        let keys = gtk_event_controller_key_new()!
        let onKey: @convention(c) (OpaquePointer?, guint, guint, GdkModifierType, gpointer?) -> gboolean = { _, keyval, _, state, data in
            let canvas = Unmanaged<CanvasView>.fromOpaque(data!).takeUnretainedValue()
            return MainActor.assumeIsolated { canvas.keyPressed(Int32(bitPattern: keyval), state: state) ? 1 : 0 }
        }
        lattice_signal_connect(UnsafeMutableRawPointer(keys), "key-pressed", unsafeBitCast(onKey, to: GCallback.self), me, nil)
        gtk_widget_add_controller(widget, keys)

        let focus = gtk_event_controller_focus_new()!
        let onEnter: @convention(c) (OpaquePointer?, gpointer?) -> Void = { _, data in
            let canvas = Unmanaged<CanvasView>.fromOpaque(data!).takeUnretainedValue()
            MainActor.assumeIsolated { canvas.model.hasFocus = true; canvas.queueDraw() }
        }
        let onFocusLeave: @convention(c) (OpaquePointer?, gpointer?) -> Void = { _, data in
            let canvas = Unmanaged<CanvasView>.fromOpaque(data!).takeUnretainedValue()
            MainActor.assumeIsolated { canvas.model.hasFocus = false; canvas.queueDraw() }
        }
        lattice_signal_connect(UnsafeMutableRawPointer(focus), "enter", unsafeBitCast(onEnter, to: GCallback.self), me, nil)
        lattice_signal_connect(UnsafeMutableRawPointer(focus), "leave", unsafeBitCast(onFocusLeave, to: GCallback.self), me, nil)
        gtk_widget_add_controller(widget, focus)
    }

    func modifiers(of gesture: OpaquePointer?) -> SelectionModifiers {
        guard let gesture else { return [] }
        let state = gtk_event_controller_get_current_event_state(gesture).rawValue
        var result: SelectionModifiers = []
        if state & GDK_CONTROL_MASK.rawValue != 0 { result.insert(.control) }
        if state & GDK_SHIFT_MASK.rawValue != 0 { result.insert(.shift) }
        return result
    }

    /// Maps a key to a model command (arrows, Home/End, Page keys, Return, Ctrl+A, Shift+Ctrl+A, Ctrl+Space,
    /// Alt+arrows, Ctrl+Z, Shift+Ctrl+Z), or opens the context menu (Menu, Shift+F10).
    func keyPressed(_ keyval: Int32, state: GdkModifierType) -> Bool {
        var modifiers: SelectionModifiers = []
        let control = state.rawValue & GDK_CONTROL_MASK.rawValue != 0
        let shift = state.rawValue & GDK_SHIFT_MASK.rawValue != 0
        if keyval == GDK_KEY_Escape && model.reorderDrag != nil {
            model.endReorderDrag(commit: false)
            animateWhileNeeded()
            return true
        }
        if keyval == GDK_KEY_Menu || (keyval == GDK_KEY_F10 && shift && !control) {
            return showContextMenuFromKeyboard()
        }
        if control { modifiers.insert(.control) }
        if state.rawValue & GDK_SHIFT_MASK.rawValue != 0 { modifiers.insert(.shift) }
        let alt = state.rawValue & GDK_ALT_MASK.rawValue != 0
        let arrow: CursorMove? = switch keyval {
        case GDK_KEY_Up, GDK_KEY_KP_Up: .up
        case GDK_KEY_Down, GDK_KEY_KP_Down: .down
        case GDK_KEY_Left, GDK_KEY_KP_Left: .left
        case GDK_KEY_Right, GDK_KEY_KP_Right: .right
        default: nil
        }
        // Alt+arrows move the selected items where the model allows reordering (else the key goes on).
        if alt, let arrow {
            let handled = model.handle(.reorder(arrow))
            queueDraw()
            return handled
        }
        // Type-ahead (where the model wants it): a printable character, without Ctrl or Alt, finds an item.
        let character = gdk_keyval_to_unicode(guint(bitPattern: keyval))
        if model.typeAheadEnabled && !control && !alt && character > 0x20 && character != 0x7f,
           let scalar = Unicode.Scalar(character) {
            model.typeAhead(String(Character(scalar)))
            queueDraw()
            return true
        }
        let command: KeyCommand? = switch keyval {
        case GDK_KEY_z where control && !shift: .undo
        case GDK_KEY_Z where control, GDK_KEY_z where control && shift: .redo
        case GDK_KEY_Up, GDK_KEY_KP_Up: .move(.up)
        case GDK_KEY_Down, GDK_KEY_KP_Down: .move(.down)
        case GDK_KEY_Left, GDK_KEY_KP_Left: .move(.left)
        case GDK_KEY_Right, GDK_KEY_KP_Right: .move(.right)
        case GDK_KEY_Home, GDK_KEY_KP_Home: .move(.home)
        case GDK_KEY_End, GDK_KEY_KP_End: .move(.end)
        case GDK_KEY_Page_Up, GDK_KEY_KP_Page_Up: .move(.pageUp)
        case GDK_KEY_Page_Down, GDK_KEY_KP_Page_Down: .move(.pageDown)
        case GDK_KEY_Return, GDK_KEY_KP_Enter: .activate
        case GDK_KEY_a where control: .selectAll
        case GDK_KEY_A where control: .selectNone
        case GDK_KEY_space where control: .toggleSelection
        default: nil
        }
        guard let command else { return false }
        let handled = model.handle(command, modifiers: command == .selectNone ? [] : modifiers)
        queueDraw()
        return handled
    }
}
