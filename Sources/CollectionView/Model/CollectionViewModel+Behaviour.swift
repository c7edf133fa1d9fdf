import LatticeLayout

/// Which edge of the content stays put when an update changes its height above what is on screen.
public enum VerticalGravity: String, Hashable, Sendable {
    /// The top: what is on screen keeps its distance from the top (the default for lists).
    case top
    /// The bottom: what is on screen keeps its distance from the end — a chat, where messages arrive at the
    /// bottom and older ones load above without moving what the user reads.
    case bottom
}

/// Scrolling the model does by itself when updates arrive — never while the user is scrolling.
public enum AutoScrollAction: Sendable, Equatable {
    /// Once, when an update inserts the item: scroll it into view at `position`.
    case scrollToItem(ElementIdentity, position: ScrollPosition)
    /// Keep the end in view: when an update arrives while the viewport is within `threshold` points of the
    /// end, it scrolls to the new end (a log, a chat).
    case pinToEnd(threshold: Double)
}

/// Where an apply leaves the scroll position (`CollectionViewDataSource.apply(_:animatingDifferences:scroll:)`),
/// set with the data it presents so the update's animation runs to it.
public enum UpdateScroll: Sendable, Equatable {
    /// Where the view's own rules put it, as after a plain apply: the items on screen stay (top gravity, or the
    /// bottom kept with `.bottom` gravity, and `autoScroll`).
    case keep
    /// At the top of the content.
    case top
    /// At `offset` (within the content): a `viewport.offset.y` saved before — back where a list was before a
    /// search narrowed it.
    case offset(Double)
    /// With `item` shown at `position`, when the new data holds it.
    case item(ElementIdentity, ScrollPosition)
}

extension CollectionViewModel {
    /// Whether the user is scrolling (a wheel, touchpad or fling moved the content within
    /// `ScrollBehaviour.userScrollGrace`).
    public var isUserScrolling: Bool { scrolling.isUserScrolling(at: animation.clock.now) }

    /// Marks that the user scrolled now (the shell calls it for kinetic scrolling, which moves the offset
    /// itself; `scroll(by:at:)` marks it on its own).
    public func noteUserScroll() { scrolling.lastUserScroll = animation.clock.now }

    /// Scrolls to the end of the content.
    public func scrollToEnd() { scroll(toOffset: .greatestFiniteMagnitude) }

    /// After an update laid out new data: keeps the bottom fixed with `.bottom` gravity, follows the end
    /// when pinned to it, or scrolls to an item the update inserted — whichever applies, and none while the
    /// user scrolls. Returns whether the offset moved.
    func applyScrollBehaviour(oldOffset: Point, oldContentHeight: Double, oldData: any LayoutDataSource) -> Bool {
        let before = viewport.offset
        let height = viewport.size.height
        let newContentHeight = engine.contentSize.height
        let wasAtEnd = { (threshold: Double) in oldOffset.y >= oldContentHeight - height - threshold }
        if scrolling.verticalGravity == .bottom, oldContentHeight > height {
            let fromEnd = oldContentHeight - (oldOffset.y + height)
            scroll(toOffset: newContentHeight - height - fromEnd)
        }
        if !isUserScrolling {
            switch scrolling.autoScroll {
            case .pinToEnd(let threshold)? where wasAtEnd(threshold):
                scrollToEnd()
            case .scrollToItem(let identity, let position)?:
                if oldData.path(ofItem: identity) == nil, let path = engine.dataSource.path(ofItem: identity) {
                    scroll(toItem: path, position: position)
                    scrolling.autoScroll = nil  // once
                }
            default:
                break
            }
        }
        // What the apply asked for last: it wins over the rules above.
        if let asked = scrolling.nextUpdate {
            scrolling.nextUpdate = nil
            switch asked {
            case .keep: break
            case .top: scroll(toOffset: 0)
            case .offset(let offset): scroll(toOffset: offset)
            case .item(let identity, let position):
                if let path = engine.dataSource.path(ofItem: identity) { scroll(toItem: path, position: position) }
            }
        }
        return viewport.offset != before
    }
}
