import LatticeLayout

/// Draws the action buttons uncovered behind a swiped cell, in lists and in grids (cards).
///
/// Draw them before the cell, then draw the cell's content shifted by the swipe offset:
///
/// ```swift
/// if let shown = swipe.presentation(for: id) {
///     SwipeDrawing.draw(shown, in: frame, cornerRadius: 12, measurer: measurer, into: &list)
/// }
/// // … the cell, at frame.offsetBy(dx: swipe.offset(for: id), dy: 0), clipped to frame
/// ```
///
/// The uncovered strip runs from the edge the content moved away from; each button is full height and
/// `revealWidth / count` wide, the first nearest that edge. During a full swipe the first action fills the
/// strip. Normal actions use the accent colours, destructive ones the destructive colours; each shows its icon
/// (16 px, tinted like the title) above its title (12 px, centred, one line).
///
/// Everything is clipped to the cell frame with `pushClip`/`popClip`. `DisplayCommand.pushClip` clips to a
/// plain rectangle, so the rounded corners of a card (`cornerRadius > 0`) are drawn by the buttons: the parts
/// touching the frame's left or right edge are rounded on that side, square elsewhere.
package enum SwipeDrawing {
    /// The background and foreground of an action of `style`.
    package static func paints(for style: SwipeAction.Style) -> (background: Paint, foreground: Paint) {
        switch style {
        case .normal: (.role(.accentBackground), .role(.accentForeground))
        case .destructive: (.role(.destructiveBackground), .role(.destructiveForeground))
        }
    }

    /// The style of an action's title in `paint`.
    package static func titleStyle(paint: Paint) -> TextStyle {
        TextStyle(
            size: SwipeMetrics.titleSize, weight: .semibold, paint: paint, maximumLines: 1,
            truncation: .end, alignment: .center)
    }

    /// The frames of `count` buttons uncovering `revealWidth` of `cellFrame` on `side`, in action order (the
    /// first nearest the edge). Widths sum to `revealWidth`; in a full swipe the first takes all of it and the
    /// others are empty, at the strip's inner end.
    package static func buttonFrames(
        count: Int, side: SwipeSide, revealWidth: Double, in cellFrame: Rect,
        isFullSwipe: Bool = false
    ) -> [Rect] {
        guard count > 0 else { return [] }
        let strip = max(0, revealWidth)
        let widths = (0..<count).map { index in
            isFullSwipe ? (index == 0 ? strip : 0) : strip / Double(count)
        }
        var frames: [Rect] = []
        frames.reserveCapacity(count)
        var fromEdge = 0.0
        for width in widths {
            let x = side == .leading ? cellFrame.minX + fromEdge : cellFrame.maxX - fromEdge - width
            frames.append(Rect(x: x, y: cellFrame.minY, width: width, height: cellFrame.height))
            fromEdge += width
        }
        return frames
    }

    /// Draws `presentation` (from `SwipeController.presentation(for:)`) behind the cell at `cellFrame`.
    /// Right to left (`direction`), the leading actions are at the cell's right edge and the trailing ones at its left.
    package static func draw(
        _ presentation: SwipePresentation, in cellFrame: Rect, cornerRadius: Double = 0,
        measurer: any TextMeasuring, direction: LayoutDirection = .leftToRight, into list: inout DisplayList
    ) {
        draw(
            actions: presentation.actions, side: presentation.side, revealWidth: presentation.revealWidth,
            in: cellFrame, cornerRadius: cornerRadius, measurer: measurer, isFullSwipe: presentation.isFullSwipe,
            direction: direction, into: &list)
    }

    /// Draws the buttons of `actions` uncovering `revealWidth` of `cellFrame` on `side`. Nothing is drawn
    /// without actions or width.
    ///
    /// - Parameters:
    ///   - actions: the swipe actions of the cell's side.
    ///   - side: the side the cell was swiped from.
    ///   - revealWidth: how much of the cell the buttons uncover.
    ///   - cellFrame: the cell's frame; the buttons are clipped to it.
    ///   - cornerRadius: the cell's corner radius (grid cards, boxed rows); 0 for square rows.
    ///   - measurer: measures the buttons' titles.
    ///   - isFullSwipe: whether the first action fills the strip (`SwipeController.isFullSwipe`).
    ///   - direction: where leading is: right to left, the buttons are the mirror image of their left-to-right place.
    ///   - list: the display list the buttons are appended to.
    package static func draw(
        actions: SwipeActionsConfiguration, side: SwipeSide, revealWidth: Double,
        in cellFrame: Rect, cornerRadius: Double = 0, measurer: any TextMeasuring,
        isFullSwipe: Bool = false, direction: LayoutDirection = .leftToRight, into list: inout DisplayList
    ) {
        guard revealWidth > 0, revealWidth.isFinite, !actions.actions.isEmpty,
            cellFrame.width > 0, cellFrame.height > 0
        else { return }
        let frames = buttonFrames(
            count: actions.actions.count, side: side, revealWidth: revealWidth,
            in: cellFrame, isFullSwipe: isFullSwipe
        )
        .map { direction.isRightToLeft ? $0.mirrored(in: cellFrame) : $0 }
        list.append(.pushClip(cellFrame))
        for (action, frame) in zip(actions.actions, frames) where frame.width > 0 {
            let (background, foreground) = paints(for: action.style)
            drawBackground(frame, in: cellFrame, cornerRadius: cornerRadius, fill: background, into: &list)
            list.append(.pushClip(frame))
            drawContent(of: action, in: frame, foreground: foreground, measurer: measurer, into: &list)
            list.append(.popClip)
        }
        list.append(.popClip)
    }

    /// Fills the visible part of `frame`, rounding the corners it shares with the cell's left or right edge.
    static func drawBackground(
        _ frame: Rect, in cellFrame: Rect, cornerRadius: Double, fill: Paint,
        into list: inout DisplayList
    ) {
        let minX = max(frame.minX, cellFrame.minX), maxX = min(frame.maxX, cellFrame.maxX)
        guard maxX > minX else { return }
        let visible = Rect(x: minX, y: frame.minY, width: maxX - minX, height: frame.height)
        let radius = min(max(0, cornerRadius), visible.width / 2, visible.height / 2)
        let epsilon = 1e-9
        let atLeft = visible.minX <= cellFrame.minX + epsilon, atRight = visible.maxX >= cellFrame.maxX - epsilon
        guard radius > 0, atLeft || atRight else {
            list.append(.rectangle(visible, cornerRadius: 0, fill: fill, stroke: nil, lineWidth: 0))
            return
        }
        list.append(.rectangle(visible, cornerRadius: radius, fill: fill, stroke: nil, lineWidth: 0))
        guard !(atLeft && atRight) else { return }
        // Square off the inner side: a plain rect over the rounded corners away from the cell's edge
        // (overlapping the rounded one, so no seam shows between them).
        let square =
            atLeft
            ? Rect(x: visible.minX + radius, y: visible.minY, width: visible.width - radius, height: visible.height)
            : Rect(x: visible.minX, y: visible.minY, width: visible.width - radius, height: visible.height)
        list.append(.rectangle(square, cornerRadius: 0, fill: fill, stroke: nil, lineWidth: 0))
    }

    /// The icon above the title, centred in `frame`; laid out as if the button were at least
    /// `SwipeMetrics.actionWidth` wide, so a half-uncovered button shows part of its content, not a squeezed one.
    static func drawContent(
        of action: SwipeAction, in frame: Rect, foreground: Paint, measurer: any TextMeasuring,
        into list: inout DisplayList
    ) {
        let style = titleStyle(paint: foreground)
        let boxWidth = max(frame.width, SwipeMetrics.actionWidth) - 2 * SwipeMetrics.buttonPadding
        let titleHeight =
            action.title.isEmpty
            ? 0 : measurer.size(of: action.title, style: style, width: boxWidth).height
        let iconHeight = action.iconName == nil ? 0 : SwipeMetrics.iconSize
        let spacing = iconHeight > 0 && titleHeight > 0 ? SwipeMetrics.iconSpacing : 0
        var y = frame.midY - (iconHeight + spacing + titleHeight) / 2
        if let icon = action.iconName {
            let size = SwipeMetrics.iconSize
            list.append(
                .icon(
                    name: icon, in: Rect(x: frame.midX - size / 2, y: y, width: size, height: size),
                    tint: foreground, rotation: 0))
            y += size + spacing
        }
        if titleHeight > 0 {
            list.append(
                .text(
                    action.title, in: Rect(x: frame.midX - boxWidth / 2, y: y, width: boxWidth, height: titleHeight),
                    style: style))
        }
    }
}
