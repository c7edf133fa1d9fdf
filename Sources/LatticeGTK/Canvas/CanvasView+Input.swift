import CGtk
import CollectionView
import LatticeLayout

extension CanvasView {
    func installInput() {
        // Wheel and touchpad: wheel steps are 50 px, touchpad deltas are pixels.
        let scroll = gtk_event_controller_scroll_new(GtkEventControllerScrollFlags(
            rawValue: GTK_EVENT_CONTROLLER_SCROLL_BOTH_AXES.rawValue | GTK_EVENT_CONTROLLER_SCROLL_KINETIC.rawValue))!
        connect(UnsafeMutableRawPointer(scroll), "scroll", handling: { [weak self] controller, dx, dy in
            guard let self else { return false }
            kinetic.stop()   // a new scroll stops a fling
            let wheel = gtk_event_controller_scroll_get_unit(controller) == GDK_SCROLL_UNIT_WHEEL
            let control = gtk_event_controller_get_current_event_state(controller).rawValue & GDK_CONTROL_MASK.rawValue != 0
            if control, let zoom = onZoomScroll {
                zoom(wheel ? dy : dy / 50, pointer.last)
                return true
            }
            let step = wheel ? 50.0 : 1.0
            var dx = dx * step, dy = dy * step
            let shift = gtk_event_controller_get_current_event_state(controller).rawValue & GDK_SHIFT_MASK.rawValue != 0
            if shift && wheel && dx == 0 { (dx, dy) = (dy, 0) }   // Shift+wheel scrolls sideways, as in GtkScrolledWindow
            if dx != 0, let sideways = onSidewaysScroll, sideways(dx, pointer.last) {
                if dy == 0 { queueDraw(); return true }
                dx = 0
            }
            model.scroll(by: Point(x: dx, y: dy), at: pointer.last)
            queueDraw()
            return true
        })
        // A touchpad fling ends with a velocity: keep scrolling and slow down (kinetic scrolling).
        connect(UnsafeMutableRawPointer(scroll), "decelerate", point: { [weak self] _, _, vy in self?.fling(velocity: vy) })
        gtk_widget_add_controller(canvasWidget, scroll)

        let click = gtk_gesture_click_new()!
        connect(UnsafeMutableRawPointer(click), "pressed", press: { [weak self] gesture, presses, point in
            guard let self else { return }
            gtk_widget_grab_focus(canvasWidget)
            hideFocusRings()
            if pressIndicator(at: point) { return }
            if presses == 2 { model.doubleClicked(at: point) } else {
                model.pointerPressed(at: point, modifiers: modifiers(of: gesture))
            }
            animateWhileNeeded()
        })
        connect(UnsafeMutableRawPointer(click), "released", press: { [weak self] gesture, _, point in
            guard let self, !releaseIndicator(at: point) else { return }
            model.pointerReleased(at: point, modifiers: modifiers(of: gesture))
            animateWhileNeeded()
        })
        gtk_widget_add_controller(canvasWidget, click)

        // Dragging: a press on empty space drags a rubber band. The click gesture gives up once the pointer
        // passes the drag threshold (no "released" then), so the drag gesture ends what the press began.
        let drag = gtk_gesture_drag_new()!
        connect(UnsafeMutableRawPointer(drag), "drag-update", point: { [weak self] gesture, dx, dy in
            guard let self else { return }
            pointer.last = Self.dragPoint(gesture, dx, dy)
            if dragIndicator(to: pointer.last) { return }
            model.pointerMoved(to: pointer.last)
            animateWhileNeeded()   // a reorder drag near an edge scrolls on every frame
        })
        connect(UnsafeMutableRawPointer(drag), "drag-end", point: { [weak self] gesture, dx, dy in
            guard let self else { return }
            let point = Self.dragPoint(gesture, dx, dy)
            if releaseIndicator(at: point) { return }
            guard model.rubberBand != nil || model.pressedItem != nil || model.reorderDrag != nil
                || model.supplementaryDrag != nil
            else { return }
            model.pointerReleased(at: point, modifiers: modifiers(of: gesture))
            animateWhileNeeded()   // a refused drop slides the items back
        })
        gtk_widget_add_controller(canvasWidget, drag)

        // Dragging items out: a file list for the items under the press (the app decides which) — except where
        // the items can be reordered, where press-and-drag moves them instead.
        let source = gtk_drag_source_new()!
        gtk_drag_source_set_actions(source, GDK_ACTION_COPY)
        connect(UnsafeMutableRawPointer(source), "prepare", content: { [weak self] point in
            guard let self, model.reorderRules == nil, scrollIndicator.grab == nil,
                  let paths = dragPaths?(point), !paths.isEmpty else { return nil }
            return FileList.contentProvider(for: paths)
        })
        gtk_widget_add_controller(canvasWidget, source)

        // Right-click: the context menu.
        let secondary = gtk_gesture_click_new()!
        gtk_gesture_single_set_button(secondary, 3)   // GDK_BUTTON_SECONDARY
        connect(UnsafeMutableRawPointer(secondary), "pressed", press: { [weak self] _, _, point in
            guard let self else { return }
            gtk_widget_grab_focus(canvasWidget)
            secondaryClicked(at: point)
        })
        gtk_widget_add_controller(canvasWidget, secondary)

        let motion = gtk_event_controller_motion_new()!
        connect(UnsafeMutableRawPointer(motion), "motion", point: { [weak self] _, x, y in self?.pointerMoved(to: Point(x: x, y: y)) })
        connect(UnsafeMutableRawPointer(motion), "leave") { [weak self] in
            guard let self else { return }
            scrollIndicator.pointerLeft(at: model.clock.now)
            model.pointerLeft()
            queueDraw()
        }
        gtk_widget_add_controller(canvasWidget, motion)

        let keys = gtk_event_controller_key_new()!
        connect(UnsafeMutableRawPointer(keys), "key-pressed", key: { [weak self] keyval, state in
            self?.keyPressed(Int32(bitPattern: keyval), state: state) ?? false
        })
        gtk_widget_add_controller(root, keys)

        let focus = gtk_event_controller_focus_new()!
        connect(UnsafeMutableRawPointer(focus), "enter") { [weak self] in self?.model.hasFocus = true; self?.queueDraw() }
        connect(UnsafeMutableRawPointer(focus), "leave") { [weak self] in self?.model.hasFocus = false; self?.queueDraw() }
        gtk_widget_add_controller(root, focus)
    }

    /// Where a drag gesture is: its start point moved by the offset (`dx`, `dy`).
    static func dragPoint(_ gesture: OpaquePointer?, _ dx: Double, _ dy: Double) -> Point {
        var x = 0.0, y = 0.0
        gtk_gesture_drag_get_start_point(gesture, &x, &y)
        return Point(x: x + dx, y: y + dy)
    }

    /// The pointer moved to `point` over the canvas: hover, the scrollbar's reveal, the pointer's shape.
    func pointerMoved(to point: Point) {
        pointer.last = point
        scrollIndicator.pointerMoved(to: point, at: model.clock.now)
        model.pointerMoved(to: point)
        let shape = model.supplementaryDrag == nil ? pointerShape?(point) : pointer.shownShape
        if shape != pointer.shownShape {
            pointer.shownShape = shape
            gtk_widget_set_cursor_from_name(canvasWidget, shape)
        }
        queueDraw()
    }

    func modifiers(of gesture: OpaquePointer?) -> SelectionModifiers {
        guard let gesture else { return [] }
        let state = gtk_event_controller_get_current_event_state(gesture).rawValue
        var result: SelectionModifiers = []
        if state & GDK_CONTROL_MASK.rawValue != 0 { result.insert(.control) }
        if state & GDK_SHIFT_MASK.rawValue != 0 { result.insert(.shift) }
        return result
    }

    /// How far Left or Right scrolls sideways (`onSidewaysScroll`), in points.
    static let sidewaysKeyStep = 96.0

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
        var handled = model.handle(command, modifiers: command == .selectNone ? [] : modifiers)
        // Left and Right where the cursor has nowhere to go sideways (a list's one column) scroll sideways: a
        // wide table's columns, for the keyboard.
        if !handled, case .move(let move) = command, move == .left || move == .right, let sideways = onSidewaysScroll {
            handled = sideways(move == .left ? -Self.sidewaysKeyStep : Self.sidewaysKeyStep, pointer.last)
        }
        queueDraw()
        return handled
    }
}
