import LatticeLayout
import Testing

/// `ElementIdentity`: one identity per value, however it is wrapped, and the value back out.
@Suite struct ElementIdentityTests {
    private struct Custom: Hashable, Sendable { var name: String }

    @Test func equalValuesOfOneTypeAreOneIdentity() {
        #expect(ElementIdentity(42) == ElementIdentity(42))
        #expect(ElementIdentity("a.csv") == ElementIdentity("a.csv"))
        #expect(ElementIdentity(ItemPath(section: 1, item: 2)) == ElementIdentity(ItemPath(section: 1, item: 2)))
        #expect(ElementIdentity(Custom(name: "x")) == ElementIdentity(Custom(name: "x")))
        #expect(ElementIdentity("a.csv").hashValue == ElementIdentity("a.csv").hashValue)
        #expect(Set([ElementIdentity(7), ElementIdentity(Custom(name: "7")), ElementIdentity(7)]).count == 2)
    }

    @Test func differentValuesOrTypesAreDifferentIdentities() {
        #expect(ElementIdentity(1) != ElementIdentity(2))
        #expect(ElementIdentity("1") != ElementIdentity(1))
        #expect(ElementIdentity(ItemPath(section: 0, item: 1)) != ElementIdentity(ItemPath(section: 1, item: 0)))
        #expect(ElementIdentity(Custom(name: "x")) != ElementIdentity("x"))
        let identities = (0..<1_000).map { ElementIdentity($0) } + (0..<1_000).map { ElementIdentity("\($0)") }
        #expect(Set(identities).count == 2_000)
    }

    @Test func theWrappedValueComesBackAsItsTypeOnly() {
        #expect(ElementIdentity(42).value(as: Int.self) == 42)
        #expect(ElementIdentity(42).value(as: String.self) == nil)
        #expect(ElementIdentity("a").value(as: String.self) == "a")
        #expect(
            ElementIdentity(ItemPath(section: 3, item: 4)).value(as: ItemPath.self) == ItemPath(section: 3, item: 4))
        #expect(ElementIdentity(Custom(name: "x")).value(as: Custom.self) == Custom(name: "x"))
        #expect(ElementIdentity(42).value(as: AnyHashable.self) == AnyHashable(42))
    }

    @Test func describesTheWrappedValue() {
        #expect(ElementIdentity(42).description == "42")
        #expect(ElementIdentity("a.csv").description == "a.csv")
        #expect(ElementIdentity(ItemPath(section: 1, item: 2)).description == ItemPath(section: 1, item: 2).description)
    }
}
