import CollectionView
import Gtk
import LatticeLayout

extension CanvasView {
    func installInput() {
        let canvas = focusWidget
        // Wheel and touchpad: wheel steps are 50 px, touchpad deltas are pixels.
        canvas.onScroll(
            { [weak self] event in
                guard let self else { return false }
                ticks.kinetic.stop()  // a new scroll stops a fling
                if event.modifiers.contains(.control), let zoom = hooks.onZoomScroll {
                    zoom(event.isWheel ? event.dy : event.dy / 50, pointer.last)
                    return true
                }
                let step = event.isWheel ? 50.0 : 1.0
                var dx = event.dx * step, dy = event.dy * step
                // Shift+wheel scrolls sideways, as in GtkScrolledWindow
                if event.modifiers.contains(.shift) && event.isWheel && dx == 0 { (dx, dy) = (dy, 0) }
                if dx != 0, let sideways = hooks.onSidewaysScroll, sideways(dx, pointer.last) {
                    if dy == 0 {
                        queueDraw()
                        return true
                    }
                    dx = 0
                }
                model.scroll(by: Point(x: dx, y: dy), at: pointer.last)
                queueDraw()
                return true
                // a touchpad fling keeps scrolling and slows down
            }, decelerate: { [weak self] _, vy in self?.fling(velocity: vy) })

        canvas.onClick(
            pressed: { [weak self, canvas] click in
                guard let self else { return }
                let point = Point(x: click.x, y: click.y)
                canvas.grabFocus()
                hideFocusRings()
                if pressIndicator(at: point) { return }
                if click.presses == 2 {
                    model.doubleClicked(at: point)
                } else {
                    model.pointerPressed(at: point, modifiers: Self.selectionModifiers(click.modifiers))
                }
                animateWhileNeeded()
            },
            released: { [weak self] click in
                let point = Point(x: click.x, y: click.y)
                guard let self, !releaseIndicator(at: point) else { return }
                model.pointerReleased(at: point, modifiers: Self.selectionModifiers(click.modifiers))
                animateWhileNeeded()
            })

        // Dragging: a press on empty space drags a rubber band. The click gesture gives up once the pointer
        // passes the drag threshold (no "released" then), so the drag gesture ends what the press began.
        canvas.onDrag(
            moved: { [weak self] x, y, _ in
                guard let self else { return }
                pointer.last = Point(x: x, y: y)
                if dragIndicator(to: pointer.last) { return }
                model.pointerMoved(to: pointer.last)
                animateWhileNeeded()  // a reorder drag near an edge scrolls on every frame
            },
            ended: { [weak self] x, y, modifiers in
                guard let self else { return }
                let point = Point(x: x, y: y)
                if releaseIndicator(at: point) { return }
                guard
                    model.rubberBand != nil || model.pressedItem != nil || model.reordering.drag != nil
                        || model.supplementaryDrag != nil
                else { return }
                model.pointerReleased(at: point, modifiers: Self.selectionModifiers(modifiers))
                animateWhileNeeded()  // a refused drop slides the items back
            })

        // Dragging items out: a file list for the items under the press (the app decides which) — except where
        // the items can be reordered, where press-and-drag moves them instead.
        canvas.onDragFiles { [weak self] x, y in
            guard let self, model.reordering.rules == nil, scrollIndicator.grab == nil else { return [] }
            return hooks.dragPaths?(Point(x: x, y: y)) ?? []
        }

        // Right-click: the context menu.
        canvas.onClick(
            button: 3,
            pressed: { [weak self, canvas] click in
                canvas.grabFocus()
                self?.secondaryClicked(at: Point(x: click.x, y: click.y))
            })

        canvas.onPointerMotion(
            moved: { [weak self] x, y in self?.pointerMoved(to: Point(x: x, y: y)) },
            left: { [weak self] in
                guard let self else { return }
                scrollIndicator.pointerLeft(at: model.animation.clock.now)
                model.pointerLeft()
                queueDraw()
            })

        // Keys and focus on the overlay, so they are seen whether the canvas or a cell's proxy has the focus.
        // Type-ahead takes text through the input method, as an entry does: dead keys, compose, CJK. The key
        // controller and the focus handlers keep it.
        let inputMethod = InputMethod()
        inputMethod.isActive = { [weak self] in self?.model.typeAhead.isEnabled ?? false }
        inputMethod.onCommit { [weak self] text in self?.typed(text) }
        widget.onKeyPressed(inputMethod: inputMethod) { [weak self] key, modifiers in
            self?.keyPressed(key, modifiers: modifiers) ?? false
        }
        widget.onFocusChange(
            entered: { [weak self] in
                self?.model.hasFocus = true
                inputMethod.focusIn()
                self?.queueDraw()
            },
            left: { [weak self] in
                self?.model.hasFocus = false
                inputMethod.focusOut()
                self?.queueDraw()
            })
    }

    /// The pointer moved to `point` over the canvas: hover, the scrollbar's reveal, the pointer's shape.
    func pointerMoved(to point: Point) {
        pointer.last = point
        scrollIndicator.pointerMoved(to: point, at: model.animation.clock.now)
        model.pointerMoved(to: point)
        let shape = model.supplementaryDrag == nil ? hooks.pointerShape?(point) : pointer.shownShape
        if pointer.show(shape) { focusWidget.setCursor(named: shape) }
        queueDraw()
    }

    /// What `modifiers` mean to selection: Ctrl toggles an item, Shift extends a range.
    static func selectionModifiers(_ modifiers: Modifiers) -> SelectionModifiers {
        var result: SelectionModifiers = []
        if modifiers.contains(.control) { result.insert(.control) }
        if modifiers.contains(.shift) { result.insert(.shift) }
        return result
    }

    /// How far Left or Right scrolls sideways (`hooks.onSidewaysScroll`), in points.
    static let sidewaysKeyStep = 96.0

    /// Text the input method committed: with type-ahead on, it finds an item (each character in turn, as typed;
    /// a space or a control character does not).
    func typed(_ text: String) {
        guard model.typeAhead.isEnabled else { return }
        for character in text
        where !character.isWhitespace && !(character.asciiValue.map { $0 < 0x20 || $0 == 0x7f } ?? false) {
            model.typeAhead(String(character))
        }
        queueDraw()
    }

    /// Runs a key: a model command (`keyCommand(for:modifiers:)`), the context menu (Menu, Shift+F10), or a copy
    /// (Ctrl+C, Ctrl+Insert: `hooks.copy`); false when the key does nothing here (it goes on).
    package func keyPressed(_ key: Key, modifiers held: Modifiers) -> Bool {
        let control = held.contains(.control)
        let shift = held.contains(.shift)
        if key == .escape && model.reordering.drag != nil {
            model.endReorderDrag(commit: false)
            animateWhileNeeded()
            return true
        }
        if key == .escape, let escape = hooks.onEscape, escape() { return true }
        if Self.opensContextMenu(key, modifiers: held) { return showContextMenuFromKeyboard() }
        if control && !shift && (key == .c || key == .insert), let text = hooks.copy?() {
            copyToClipboard(text)
            return true
        }
        var modifiers: SelectionModifiers = []
        if control { modifiers.insert(.control) }
        if shift { modifiers.insert(.shift) }
        let command = Self.keyCommand(for: key, modifiers: held)
        guard let command else { return false }
        if case .reorder = command {
            // Alt+arrows move the selected items where the model allows reordering (else the key goes on).
            let handled = model.handle(command)
            queueDraw()
            return handled
        }
        var handled = model.handle(command, modifiers: command == .selectNone ? [] : modifiers)
        // Left and Right where the cursor has nowhere to go sideways (a list's one column) scroll sideways: a
        // wide table's columns, for the keyboard.
        if !handled, case .move(let move) = command, move == .left || move == .right,
            let sideways = hooks.onSidewaysScroll
        {
            handled = sideways(move == .left ? -Self.sidewaysKeyStep : Self.sidewaysKeyStep, pointer.last)
        }
        queueDraw()
        return handled
    }

    /// Whether the key opens the context menu at the cursor (Menu, Shift+F10).
    package static func opensContextMenu(_ key: Key, modifiers held: Modifiers) -> Bool {
        key == .menu || (key == .f10 && held.contains(.shift) && !held.contains(.control))
    }

    /// The model command a key means, whatever the view's state (whether it does anything now is the model's
    /// answer): arrows, Home/End, Page keys, Return, Ctrl+A, Shift+Ctrl+A, Ctrl+Space, Space, plus, minus, asterisk,
    /// Alt+arrows (reorder), Ctrl+Z, Shift+Ctrl+Z; nil for other keys.
    package static func keyCommand(for key: Key, modifiers held: Modifiers) -> KeyCommand? {
        let control = held.contains(.control), shift = held.contains(.shift), alt = held.contains(.alt)
        let arrow: CursorMove? =
            switch key {
            case .up, .keypadUp: .up
            case .down, .keypadDown: .down
            case .left, .keypadLeft: .left
            case .right, .keypadRight: .right
            default: nil
            }
        if alt, let arrow { return .reorder(arrow) }
        return switch key {
        case .z where control && !shift: .undo
        case .capitalZ where control, .z where control && shift: .redo
        case _ where arrow != nil: .move(arrow!)
        case .home, .keypadHome: .move(.home)
        case .end, .keypadEnd: .move(.end)
        case .pageUp, .keypadPageUp: .move(.pageUp)
        case .pageDown, .keypadPageDown: .move(.pageDown)
        case .return, .keypadEnter: .activate
        case .a where control: .selectAll
        case .capitalA where control: .selectNone
        case .space where control: .toggleSelection
        // Outlines fold as GTK's tree expanders do: + unfolds, - folds, * unfolds all beneath; Space toggles a
        // header row (else selects). Unhandled, the key goes on (to type-ahead).
        case .space where !alt: .press
        case .plus where !control && !alt, .keypadAdd where !control && !alt: .expand
        case .minus where !control && !alt, .keypadSubtract where !control && !alt: .collapse
        case .asterisk where !control && !alt, .keypadMultiply where !control && !alt: .expandAll
        default: nil
        }
    }
}
