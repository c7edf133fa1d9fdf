import Testing

@testable import DiffableDataSource

#if canImport(Glibc)
    import Glibc
#endif

/// The invariant checks are compiled into test builds and catch corrupted state (so they are not checks
/// that can never fire).
@Suite struct InvariantCheckTests {
    @Test func snapshotCatchesAnItemListedTwice() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = Snapshot<String, Int>()
            snapshot.appendSections(["a", "b"])
            snapshot.appendItems([1], toSection: "a")
            snapshot.itemsBySection[1].append(1)  // corrupt: 1 is now listed in both sections
            snapshot.checkInvariants()
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("Snapshot invariant"))
    }

    @Test func snapshotCatchesAMarkOnAMissingItem() async {
        await #expect(processExitsWith: .failure) {
            var snapshot = Snapshot<String, Int>()
            snapshot.appendSections(["a"])
            snapshot.reloadedItemIdentifiers.insert(7)
            snapshot.checkInvariants()
        }
    }

    @Test func sectionSnapshotCatchesABrokenParentLink() async {
        await #expect(processExitsWith: .failure) {
            var outline = SectionSnapshot<String>()
            outline.append(["root"])
            outline.append(["child"], to: "root")
            outline.expanded.insert("ghost")  // corrupt: an expansion mark on an absent item
            outline.checkInvariants()
        }
    }

    /// With `LATTICE_CHECK_INVARIANTS` set, a mutation of a corrupted snapshot traps; without it, the mutation
    /// does not walk the snapshot (an app's debug build pays nothing per edit).
    @Test(arguments: [true, false])
    func mutationsCheckOnlyWhenTheSwitchIsOn(switchedOn: Bool) async {
        let exit: ExitTest.Condition = switchedOn ? .failure : .success
        await #expect(processExitsWith: exit) { [switchedOn] in
            if switchedOn { setenv("LATTICE_CHECK_INVARIANTS", "1", 1) } else { unsetenv("LATTICE_CHECK_INVARIANTS") }
            var snapshot = Snapshot<String, Int>()
            snapshot.appendSections(["a", "b"])
            snapshot.appendItems([1], toSection: "a")
            snapshot.itemsBySection[1].append(1)  // corrupt: 1 is now listed in both sections
            snapshot.appendSections(["c"])  // a mutation: checks, when switched on
        }
    }

    @Test func cleanStateFromEveryMutationPassesTheChecks() {
        var snapshot = Snapshot<String, Int>()
        snapshot.appendSections(["a", "b"])
        snapshot.appendItems([1, 2, 3], toSection: "a")
        snapshot.moveItem(3, beforeItem: 1)
        snapshot.moveSection("b", beforeSection: "a")
        snapshot.insertItems([4], afterItem: 2)
        snapshot.reloadItems([4])
        snapshot.deleteItems([1])
        snapshot.checkInvariants()
        #expect(snapshot.itemIdentifiers == [3, 2, 4])
    }
}
