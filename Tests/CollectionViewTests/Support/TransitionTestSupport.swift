import LatticeLayout
import Testing

@testable import CollectionView

/// Helpers shared by the transition tests.
enum TransitionTestSupport {
    /// The key of positional item `item` in section 0.
    static func key(_ item: Int, section: Int = 0) -> ElementKey {
        .cell(ElementIdentity(ItemPath(section: section, item: item)))
    }

    /// `frames` (content coordinates) shifted into canvas coordinates at `scroll`.
    static func canvas(_ frames: [ElementKey: Rect], scroll: Point) -> [ElementKey: Rect] {
        frames.mapValues { $0.offsetBy(dx: -scroll.x, dy: -scroll.y) }
    }

    /// What is presented at `time`, by key.
    static func frames(_ transition: LayoutTransition, at time: Double) -> [ElementKey: Rect] {
        Dictionary(uniqueKeysWithValues: transition.presented(at: time).map { ($0.key, $0.frame) })
    }

    /// What is presented at `time`, by key, with alphas.
    static func state(_ transition: LayoutTransition, at time: Double) -> [ElementKey: PresentedElement] {
        Dictionary(uniqueKeysWithValues: transition.presented(at: time).map { ($0.key, $0) })
    }

    /// Every visible-rect-plus-margin element of `engine` at `scroll`, keyed by identity.
    static func frames(_ engine: LayoutEngine, scroll: Point, viewport: Size, margin: Double) -> [ElementKey: Rect] {
        let rect = Rect(x: scroll.x, y: scroll.y - margin, width: viewport.width, height: viewport.height + 2 * margin)
        return ElementKey.frames(of: engine.attributes(in: rect), in: engine)
    }
}
