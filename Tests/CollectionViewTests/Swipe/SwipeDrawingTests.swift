import LatticeLayout
import Testing

@testable import CollectionView

/// Text measurement with round numbers for the swipe tests: each character half the font size wide, one line
/// 1.25 × the size high, never wrapped.
struct SwipeTestMeasurer: TextMeasuring {
    func size(of text: String, style: TextStyle, width: Double?) -> Size {
        let natural = Double(text.count) * style.size / 2
        return Size(width: min(natural, width ?? natural), height: style.size * 1.25)
    }
}

/// The buttons drawn behind a swiped row or card.
@Suite struct SwipeDrawingTests {
    let row = Rect(x: 10, y: 100, width: 400, height: 50)
    let actions = SwipeActionsConfiguration(actions: [
        SwipeAction(identifier: "delete", title: "Delete", iconName: "user-trash-symbolic", style: .destructive),
        SwipeAction(identifier: "archive", title: "Archive", iconName: "folder-symbolic"),
        SwipeAction(identifier: "flag", title: "Flag")
    ])

    func drawn(
        side: SwipeSide = .trailing, reveal: Double = 240, in frame: Rect? = nil, radius: Double = 0,
        fullSwipe: Bool = false
    ) -> [DisplayCommand] {
        var list = DisplayList()
        SwipeDrawing.draw(
            actions: actions, side: side, revealWidth: reveal, in: frame ?? row, cornerRadius: radius,
            measurer: SwipeTestMeasurer(), isFullSwipe: fullSwipe, into: &list)
        return list.commands
    }

    func fills(_ commands: [DisplayCommand]) -> [(rect: Rect, radius: Double, fill: Paint?)] {
        commands.compactMap {
            if case .rectangle(let rect, let radius, let fill, _, _) = $0 { (rect, radius, fill) } else { nil }
        }
    }

    @Test func oneButtonPerActionSharingTheRevealWidth() {
        let buttons = fills(drawn())
        #expect(buttons.count == 3)
        #expect(buttons.map(\.rect.width).reduce(0, +) == 240)
        #expect(buttons.allSatisfy { $0.rect.width == 80 && $0.rect.height == 50 && $0.rect.minY == 100 })
        // Trailing: the first action at the right edge, the rest towards the content.
        #expect(buttons.map(\.rect.minX) == [330, 250, 170])
        let frames = SwipeDrawing.buttonFrames(count: 3, side: .leading, revealWidth: 150, in: row)
        #expect(frames.map(\.minX) == [10, 60, 110])
        #expect(frames.map(\.width).reduce(0, +) == 150)
        let text = drawn().compactMap { if case .text(let title, _, _) = $0 { title } else { nil } }
        #expect(text == ["Delete", "Archive", "Flag"])
    }

    @Test func destructiveAndNormalColours() {
        let commands = drawn()
        let buttons = fills(commands)
        #expect(buttons[0].fill == .role(.destructiveBackground))
        #expect(buttons[1].fill == .role(.accentBackground))
        #expect(buttons[2].fill == .role(.accentBackground))
        var textPaints: [Paint] = [], iconTints: [Paint?] = []
        for command in commands {
            if case .text(_, _, let style) = command { textPaints.append(style.paint) }
            if case .icon(_, _, let tint, _) = command { iconTints.append(tint) }
        }
        #expect(textPaints == [.role(.destructiveForeground), .role(.accentForeground), .role(.accentForeground)])
        #expect(iconTints == [.role(.destructiveForeground), .role(.accentForeground)])  // "Flag" has no icon
    }

    @Test func iconAboveOneLineCentredTitle() {
        let commands = drawn(side: .leading, reveal: 240)
        guard
            case .icon(let name, let iconRect, _, _) = commands.first(where: {
                if case .icon = $0 { true } else { false }
            }),
            case .text(let title, let textRect, let style) = commands.first(where: {
                if case .text = $0 { true } else { false }
            })
        else {
            Issue.record("no icon or text")
            return
        }
        #expect(name == "user-trash-symbolic")
        #expect(iconRect.size == Size(width: 16, height: 16))
        #expect(iconRect.midX == 50)  // centred in the first button, at the leading edge (10…90)
        #expect(iconRect.maxY <= textRect.minY)
        #expect(textRect.midX == 50)
        #expect(style.size == 12 && style.maximumLines == 1 && style.alignment == .center)
        #expect(title == "Delete")
        // The icon and title block is centred vertically in the full-height button.
        #expect(abs((iconRect.minY + textRect.maxY) / 2 - row.midY) < 1e-9)
    }

    @Test func clipsAreBalancedAndClipToTheCell() {
        let commands = drawn()
        #expect(commands.first == .pushClip(row))
        #expect(commands.last == .popClip)
        var depth = 0
        for command in commands {
            if command == .popClip { depth -= 1 }
            if case .pushClip = command { depth += 1 }
            #expect(depth >= 0)
        }
        #expect(depth == 0)
    }

    @Test func fullSwipeLetsTheFirstActionFill() {
        let buttons = fills(drawn(reveal: 300, fullSwipe: true))
        #expect(buttons.count == 1)
        #expect(buttons[0].rect == Rect(x: 110, y: 100, width: 300, height: 50))
        #expect(buttons[0].fill == .role(.destructiveBackground))
        let frames = SwipeDrawing.buttonFrames(count: 3, side: .trailing, revealWidth: 300, in: row, isFullSwipe: true)
        #expect(frames.map(\.width).reduce(0, +) == 300)
    }

    @Test func roundedGridCardCorners() {
        let card = Rect(x: 0, y: 0, width: 200, height: 240)
        let commands = drawn(side: .trailing, reveal: 160, in: card, radius: 12)
        let rects = fills(commands)
        // The outermost button: rounded, then squared off on its inner side; the inner buttons are square.
        let rounded = rects.filter { $0.radius > 0 }
        #expect(rounded.count == 1)
        #expect(abs(rounded[0].rect.width - 160.0 / 3) < 1e-9)  // at the right edge, full height
        #expect(abs(rounded[0].rect.maxX - 200) < 1e-9 && rounded[0].rect.height == 240)
        #expect(rounded[0].radius == 12)
        #expect(
            rects.contains { $0.radius == 0 && abs($0.rect.maxX - 188) < 1e-9 && $0.rect.minX == rounded[0].rect.minX })
        #expect(rects.allSatisfy { $0.rect.minX >= card.minX && $0.rect.maxX <= card.maxX })
        #expect(commands.first == .pushClip(card))
        let pushes = commands.filter { if case .pushClip = $0 { true } else { false } }.count
        #expect(pushes == commands.filter { $0 == .popClip }.count)
        // Square rows draw no rounded corners.
        #expect(fills(drawn(radius: 0)).allSatisfy { $0.radius == 0 })
    }

    @Test func controllerPresentationDrawsTheUncoveredSide() {
        var swipe = SwipeController<String>()
        swipe.beginDrag(item: "a", leading: nil, trailing: actions, cellWidth: 400)
        swipe.updateDrag(translation: -200)
        #expect(swipe.endDrag(velocity: 0) == .revealed(side: .trailing))
        guard let shown = swipe.presentation(for: "a") else {
            Issue.record("nothing shown")
            return
        }
        #expect(shown.revealWidth == 240 && shown.side == .trailing && shown.offset == -240)
        #expect(swipe.presentation(for: "b") == nil)
        var list = DisplayList()
        SwipeDrawing.draw(shown, in: row, measurer: SwipeTestMeasurer(), into: &list)
        #expect(fills(list.commands).count == 3)
    }

    @Test func nothingDrawnWithoutWidthOrActions() {
        #expect(drawn(reveal: 0).isEmpty)
        var list = DisplayList()
        SwipeDrawing.draw(
            actions: SwipeActionsConfiguration(actions: []), side: .leading, revealWidth: 80, in: row,
            cornerRadius: 0, measurer: SwipeTestMeasurer(), into: &list)
        #expect(list.commands.isEmpty)
    }
}
