import LatticeLayout
import Testing

@testable import CollectionView

/// Type-ahead's own rule, without a model: which item typed characters find, at times the test gives.
@Suite struct TypeAheadTests {
    let order = ["apple", "banana", "blueberry", "cherry", "avocado"].map { ElementIdentity($0) }
    func text(_ identity: ElementIdentity) -> String? { identity.value(as: String.self)?.capitalized }

    @Test func charactersWithinTheTimeoutExtendOneSearchFromTheCursor() {
        var typeAhead = TypeAhead(isEnabled: true)
        #expect(typeAhead.find("b", at: 0, in: order, cursor: nil, text: text) == ElementIdentity("banana"))
        // "bl", typed at once: the cursor's own item counts, the search goes on from it.
        #expect(
            typeAhead.find("l", at: 0.3, in: order, cursor: ElementIdentity("banana"), text: text)
                == ElementIdentity("blueberry"))
        // After the timeout "a" is a new search, from after the cursor, wrapping around past the end.
        let later = 0.3 + TypeAheadBuffer.timeout + 0.1
        #expect(
            typeAhead.find("a", at: later, in: order, cursor: ElementIdentity("cherry"), text: text)
                == ElementIdentity("avocado"))
        // The same letter again steps to the next match.
        #expect(
            typeAhead.find("a", at: later + 0.2, in: order, cursor: ElementIdentity("avocado"), text: text)
                == ElementIdentity("apple"))
    }

    @Test func nothingIsFoundWhenOffEmptyOrUnmatched() {
        var off = TypeAhead()
        #expect(off.find("a", at: 0, in: order, cursor: nil, text: text) == nil)
        var on = TypeAhead(isEnabled: true)
        #expect(on.find("z", at: 0, in: order, cursor: nil, text: text) == nil)
        #expect(on.find("a", at: 5, in: [], cursor: nil, text: text) == nil)
        #expect(on.find("", at: 9, in: order, cursor: nil, text: text) == nil)
    }
}
