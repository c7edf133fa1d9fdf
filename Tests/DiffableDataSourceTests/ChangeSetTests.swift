import Testing

@testable import DiffableDataSource

private typealias Snap = Snapshot<String, Int>
private typealias Changes = ChangeSet<String, Int>
private typealias Move = Changes.ItemMove
private typealias Change = Changes.ItemChange
private typealias SectionChange = Changes.SectionChange
private typealias SectionMove = Changes.SectionMove

private func snap(_ sections: [(String, [Int])]) -> Snap {
    do { return try Snap(validating: sections) } catch { fatalError("bad test data: \(error)") }
}

private func at(_ section: Int, _ item: Int) -> ItemPosition { ItemPosition(section: section, item: item) }

/// Whether `applied(to:)` turns `old` into `new`'s identifiers.
private func reproduces(_ changes: Changes, _ old: Snap, _ new: Snap) -> Bool {
    let result = changes.applied(to: old)
    return result.map(\.0) == new.sectionIdentifiers
        && result.map(\.1) == new.sectionIdentifiers.map { new.itemIdentifiers(inSection: $0) }
}

/// Every move names its item at its old and new positions.
private func movesAreConsistent(_ changes: Changes, _ old: Snap, _ new: Snap) -> Bool {
    changes.itemMoves.allSatisfy { old.itemIdentifier(at: $0.from) == $0.id && new.itemIdentifier(at: $0.to) == $0.id }
}

@Suite struct ChangeSetTests {
    @Test func emptyToEmptyIsEmpty() {
        let changes = Changes(from: Snap(), to: Snap())
        #expect(changes.isEmpty)
        #expect(changes == Changes())
        #expect(Changes().isEmpty)
        #expect(changes.applied(to: Snap()).isEmpty)
    }

    @Test func identicalSnapshotsGiveAnEmptyChangeSet() {
        let snapshot = snap([("a", [1, 2, 3]), ("b", []), ("c", [4])])
        let changes = Changes(from: snapshot, to: snapshot)
        #expect(changes.isEmpty)
        #expect(reproduces(changes, snapshot, snapshot))
    }

    @Test func everyKindOfChangeMakesItNonEmpty() {
        var changes = Changes()
        changes.itemReconfigures = [Change(id: 1, position: at(0, 0))]
        #expect(!changes.isEmpty)
        changes = Changes()
        changes.sectionReconfigures = [SectionChange(id: "a", index: 0)]
        #expect(!changes.isEmpty)
        changes = Changes()
        changes.sectionMoves = [SectionMove(id: "a", from: 0, to: 1)]
        #expect(!changes.isEmpty)
    }

    @Test func pureInserts() {
        let old = snap([("a", [1, 2, 3]), ("b", [4])])
        let new = snap([("a", [0, 1, 2, 9, 3]), ("b", [4, 5, 6])])
        let changes = Changes(from: old, to: new)
        #expect(
            changes.itemInserts == [
                Change(id: 0, position: at(0, 0)), Change(id: 9, position: at(0, 3)),
                Change(id: 5, position: at(1, 1)), Change(id: 6, position: at(1, 2))
            ])
        #expect(changes.itemDeletes == [])
        #expect(changes.itemMoves == [])
        #expect(changes.sectionInserts == [] && changes.sectionDeletes == [] && changes.sectionMoves == [])
        #expect(changes.itemReloads == [] && changes.itemReconfigures == [])
        #expect(reproduces(changes, old, new))
    }

    @Test func pureDeletes() {
        let old = snap([("a", [1, 2, 3, 4]), ("b", [5, 6]), ("c", [7])])
        let new = snap([("a", [2, 4]), ("b", [5]), ("c", [])])
        let changes = Changes(from: old, to: new)
        #expect(
            changes.itemDeletes == [
                Change(id: 1, position: at(0, 0)), Change(id: 3, position: at(0, 2)),
                Change(id: 6, position: at(1, 1)), Change(id: 7, position: at(2, 0))
            ])
        #expect(changes.itemInserts == [])
        #expect(changes.itemMoves == [])
        #expect(changes.sectionInserts == [] && changes.sectionDeletes == [] && changes.sectionMoves == [])
        #expect(reproduces(changes, old, new))
    }

    @Test func deletesInOldCoordinatesAndInsertsInNewCoordinatesAscending() {
        // Deleting at the front shifts everything: inserts must be in new coordinates, deletes in old.
        let old = snap([("a", [1, 2, 3, 4, 5]), ("b", [6, 7, 8])])
        let new = snap([("a", [3, 10, 5, 11]), ("b", [12, 6, 8, 13])])
        let changes = Changes(from: old, to: new)
        #expect(
            changes.itemDeletes == [
                Change(id: 1, position: at(0, 0)), Change(id: 2, position: at(0, 1)), Change(id: 4, position: at(0, 3)),
                Change(id: 7, position: at(1, 1))
            ])
        #expect(
            changes.itemInserts == [
                Change(id: 10, position: at(0, 1)), Change(id: 11, position: at(0, 3)),
                Change(id: 12, position: at(1, 0)), Change(id: 13, position: at(1, 3))
            ])
        #expect(changes.itemMoves == [])
        #expect(reproduces(changes, old, new))
    }

    @Test func movingOneItemToTheFrontOfAThousandIsOneMove() {
        let old = snap([("a", Array(0..<1000))])
        let new = snap([("a", [999] + Array(0..<999))])
        let changes = Changes(from: old, to: new)
        #expect(changes.itemMoves == [Move(id: 999, from: at(0, 999), to: at(0, 0))])
        #expect(changes.itemDeletes == [] && changes.itemInserts == [])
        #expect(reproduces(changes, old, new))

        let backwards = Changes(from: new, to: old)
        #expect(backwards.itemMoves == [Move(id: 999, from: at(0, 0), to: at(0, 999))])
        #expect(reproduces(backwards, new, old))
    }

    @Test func movingOneItemFromTheFrontToTheMiddleIsOneMove() {
        let old = snap([("a", Array(0..<1000))])
        var new = old
        new.moveItem(0, afterItem: 500)
        let changes = Changes(from: old, to: new)
        #expect(changes.itemMoves == [Move(id: 0, from: at(0, 0), to: at(0, 500))])
        #expect(reproduces(changes, old, new))
    }

    @Test func swappingTwoAdjacentItemsIsOneMove() {
        let old = snap([("a", [1, 2, 3, 4])])
        let new = snap([("a", [1, 3, 2, 4])])
        let changes = Changes(from: old, to: new)
        #expect(changes.itemMoves.count == 1)
        #expect([2, 3].contains(changes.itemMoves.first?.id ?? -1))
        #expect(movesAreConsistent(changes, old, new))
        #expect(changes.itemDeletes == [] && changes.itemInserts == [])
        #expect(reproduces(changes, old, new))
    }

    @Test(arguments: [1, 2, 3, 10, 57])
    func reversingKItemsIsKMinusOneMoves(k: Int) {
        let old = snap([("a", Array(0..<k)), ("b", [100, 101])])
        let new = snap([("a", Array((0..<k).reversed())), ("b", [100, 101])])
        let changes = Changes(from: old, to: new)
        #expect(changes.itemMoves.count == k - 1)
        #expect(movesAreConsistent(changes, old, new))
        #expect(changes.itemDeletes == [] && changes.itemInserts == [])
        #expect(changes.sectionMoves == [])
        #expect(reproduces(changes, old, new))
    }

    @Test func reversingASectionAmongOthersMovesOnlyItsItems() {
        let old = snap([("a", [1, 2, 3]), ("b", [4, 5, 6, 7])])
        let new = snap([("a", [1, 2, 3]), ("b", [7, 6, 5, 4])])
        let changes = Changes(from: old, to: new)
        #expect(changes.itemMoves.count == 3)
        #expect(changes.itemMoves.allSatisfy { $0.from.section == 1 && $0.to.section == 1 })
        #expect(movesAreConsistent(changes, old, new))
        #expect(reproduces(changes, old, new))
    }

    @Test func anItemMovingToAnotherSectionIsAMove() {
        let old = snap([("a", [1, 2, 3]), ("b", [4, 5])])
        let new = snap([("a", [1, 3]), ("b", [4, 2, 5])])
        let changes = Changes(from: old, to: new)
        #expect(changes.itemMoves == [Move(id: 2, from: at(0, 1), to: at(1, 1))])
        #expect(changes.itemDeletes == [] && changes.itemInserts == [])
        #expect(changes.sectionMoves == [])
        #expect(reproduces(changes, old, new))
    }

    @Test func anItemMovingToAnotherSectionAtTheSameIndexIsStillAMove() {
        let old = snap([("a", [1, 2]), ("b", [3])])
        let new = snap([("a", [1]), ("b", [2, 3])])
        let changes = Changes(from: old, to: new)
        #expect(changes.itemMoves == [Move(id: 2, from: at(0, 1), to: at(1, 0))])
        let sameIndex = Changes(from: snap([("a", [1]), ("b", [])]), to: snap([("a", []), ("b", [1])]))
        #expect(sameIndex.itemMoves == [Move(id: 1, from: at(0, 0), to: at(1, 0))])
    }

    @Test func sectionInsertAndDelete() {
        let old = snap([("a", [1, 2]), ("b", [3])])
        let new = snap([("c", [9]), ("a", [1, 2])])
        let changes = Changes(from: old, to: new)
        #expect(changes.sectionDeletes == [SectionChange(id: "b", index: 1)])
        #expect(changes.sectionInserts == [SectionChange(id: "c", index: 0)])
        #expect(changes.sectionMoves == [])
        #expect(changes.itemDeletes == [Change(id: 3, position: at(1, 0))])
        #expect(changes.itemInserts == [Change(id: 9, position: at(0, 0))])
        // "a" shifted from index 0 to 1 only because "c" arrived: neither it nor its items moved.
        #expect(changes.itemMoves == [])
        #expect(reproduces(changes, old, new))
    }

    @Test func sectionInsertsAndDeletesAreAscending() {
        let old = snap([("a", [1]), ("b", []), ("c", [2]), ("d", []), ("e", [3])])
        let new = snap([("x", []), ("b", []), ("y", [4]), ("d", []), ("z", [5])])
        let changes = Changes(from: old, to: new)
        #expect(
            changes.sectionDeletes == [
                SectionChange(id: "a", index: 0), SectionChange(id: "c", index: 2), SectionChange(id: "e", index: 4)
            ])
        #expect(
            changes.sectionInserts == [
                SectionChange(id: "x", index: 0), SectionChange(id: "y", index: 2), SectionChange(id: "z", index: 4)
            ])
        #expect(
            changes.itemDeletes == [
                Change(id: 1, position: at(0, 0)), Change(id: 2, position: at(2, 0)), Change(id: 3, position: at(4, 0))
            ])
        #expect(changes.itemInserts == [Change(id: 4, position: at(2, 0)), Change(id: 5, position: at(4, 0))])
        #expect(changes.sectionMoves == [] && changes.itemMoves == [])
        #expect(reproduces(changes, old, new))
    }

    @Test func itemsOfADeletedSectionThatSurviveElsewhereAreMoves() {
        let old = snap([("a", [1, 2]), ("b", [3])])
        let new = snap([("b", [3, 1])])
        let changes = Changes(from: old, to: new)
        #expect(changes.sectionDeletes == [SectionChange(id: "a", index: 0)])
        #expect(changes.itemDeletes == [Change(id: 2, position: at(0, 1))])
        #expect(changes.itemMoves == [Move(id: 1, from: at(0, 0), to: at(0, 1))])
        #expect(changes.itemInserts == [])
        #expect(changes.sectionMoves == [])
        #expect(reproduces(changes, old, new))
    }

    @Test func itemsArrivingInAnInsertedSectionAreMovesOrInserts() {
        let old = snap([("a", [1, 2])])
        let new = snap([("a", [1]), ("z", [2, 7])])
        let changes = Changes(from: old, to: new)
        #expect(changes.sectionInserts == [SectionChange(id: "z", index: 1)])
        #expect(changes.itemMoves == [Move(id: 2, from: at(0, 1), to: at(1, 0))])
        #expect(changes.itemInserts == [Change(id: 7, position: at(1, 1))])
        #expect(changes.itemDeletes == [])
        #expect(reproduces(changes, old, new))
    }

    @Test func aSectionMoveCarriesItsItems() {
        let old = snap([("a", [1, 2]), ("b", [3, 4]), ("c", [5, 6, 7])])
        let new = snap([("c", [5, 6, 7]), ("a", [1, 2]), ("b", [3, 4])])
        let changes = Changes(from: old, to: new)
        #expect(changes.sectionMoves == [SectionMove(id: "c", from: 2, to: 0)])
        #expect(changes.itemMoves == [])
        #expect(changes.itemDeletes == [] && changes.itemInserts == [])
        #expect(changes.sectionInserts == [] && changes.sectionDeletes == [])
        #expect(reproduces(changes, old, new))
    }

    @Test func swappingTwoSectionsIsOneSectionMove() {
        let old = snap([("a", [1]), ("b", [2]), ("c", [3]), ("d", [4])])
        let new = snap([("a", [1]), ("c", [3]), ("b", [2]), ("d", [4])])
        let changes = Changes(from: old, to: new)
        #expect(changes.sectionMoves.count == 1)
        #expect(
            changes.sectionMoves.allSatisfy {
                old.sectionIdentifiers[$0.from] == $0.id && new.sectionIdentifiers[$0.to] == $0.id
            })
        #expect(changes.itemMoves == [])
        #expect(reproduces(changes, old, new))
    }

    @Test func reversingSectionsIsCountMinusOneSectionMoves() {
        let ids = (0..<8).map { "s\($0)" }
        let old = snap(ids.enumerated().map { ($1, [$0 * 10, $0 * 10 + 1]) })
        let new = snap(ids.enumerated().reversed().map { ($1, [$0 * 10, $0 * 10 + 1]) })
        let changes = Changes(from: old, to: new)
        #expect(changes.sectionMoves.count == 7)
        #expect(changes.itemMoves == [])
        #expect(reproduces(changes, old, new))
    }

    @Test func aMovedSectionWithAReorderedItemReportsBoth() {
        let old = snap([("a", [1, 2]), ("b", [3, 4, 5])])
        let new = snap([("b", [3, 5, 4]), ("a", [1, 2])])
        let changes = Changes(from: old, to: new)
        #expect(changes.sectionMoves.count == 1)
        #expect(changes.itemMoves.count == 1)
        #expect(changes.itemMoves.allSatisfy { $0.from.section == 1 && $0.to.section == 0 })
        #expect(movesAreConsistent(changes, old, new))
        #expect(reproduces(changes, old, new))
    }

    @Test func onlyTheItemJoiningAMovedSectionMoves() {
        // The section moves and an item joins it from another section: only that item moves.
        let old = snap([("a", [1, 2]), ("b", [3, 4])])
        let new = snap([("b", [3, 1, 4]), ("a", [2])])
        let changes = Changes(from: old, to: new)
        #expect(changes.sectionMoves.count == 1)
        #expect(changes.itemMoves == [Move(id: 1, from: at(0, 0), to: at(0, 1))])
        #expect(reproduces(changes, old, new))
    }

    @Test func reloadAndReconfigureMarksAreReportedAtNewPositions() {
        let old = snap([("a", [1, 2, 3]), ("b", [4])])
        var new = snap([("b", [4, 0]), ("a", [3, 1, 2])])
        new.reloadItems([2, 0, 4])  // 0 is new: inserted, not reloaded
        new.reconfigureItems([3, 1])
        let changes = Changes(from: old, to: new)
        #expect(changes.itemReloads == [Change(id: 4, position: at(0, 0)), Change(id: 2, position: at(1, 2))])
        #expect(changes.itemReconfigures == [Change(id: 3, position: at(1, 0)), Change(id: 1, position: at(1, 1))])
        #expect(changes.itemInserts == [Change(id: 0, position: at(0, 1))])
        #expect(reproduces(changes, old, new))
    }

    @Test func marksOnTheOldSnapshotAreNotReported() {
        var old = snap([("a", [1, 2])])
        old.reloadItems([1])
        old.reconfigureItems([2])
        old.reloadSections(["a"])
        let new = snap([("a", [1, 2])])
        #expect(Changes(from: old, to: new).isEmpty)
    }

    @Test func aMarkAloneIsAChange() {
        let old = snap([("a", [1, 2])])
        var new = old
        new.reconfigureItems([2])
        let changes = Changes(from: old, to: new)
        #expect(!changes.isEmpty)
        #expect(changes.itemReconfigures == [Change(id: 2, position: at(0, 1))])
        #expect(changes.itemMoves == [] && changes.itemInserts == [] && changes.itemDeletes == [])
    }

    @Test func sectionReloadAndReconfigureMarks() {
        let old = snap([("a", [1]), ("b", []), ("c", [])])
        var new = snap([("c", []), ("z", []), ("a", [1]), ("b", [])])
        new.reloadSections(["b", "z", "a"])  // z is new: inserted, not reloaded
        new.reconfigureSections(["c", "z"])
        let changes = Changes(from: old, to: new)
        #expect(changes.sectionReloads == [SectionChange(id: "a", index: 2), SectionChange(id: "b", index: 3)])
        #expect(changes.sectionReconfigures == [SectionChange(id: "c", index: 0)])
        #expect(changes.sectionInserts == [SectionChange(id: "z", index: 1)])
        #expect(reproduces(changes, old, new))
    }

    @Test func forcingMovesReportsASurvivingUnmovedItem() {
        let old = snap([("a", [1, 2, 3]), ("b", [4])])
        let new = snap([("a", [1, 2, 3]), ("b", [4, 5])])
        let changes = Changes(from: old, to: new, forcingMoves: [2, 4])
        #expect(
            Set(changes.itemMoves) == [
                Move(id: 2, from: at(0, 1), to: at(0, 1)), Move(id: 4, from: at(1, 0), to: at(1, 0))
            ])
        #expect(changes.itemMoves.count == 2)
        #expect(changes.itemInserts == [Change(id: 5, position: at(1, 1))])
        #expect(reproduces(changes, old, new))
        #expect(Changes(from: old, to: new).itemMoves == [])
    }

    @Test func forcingMovesIgnoresItemsThatDoNotSurvive() {
        let old = snap([("a", [1, 2, 3])])
        let new = snap([("a", [1, 3, 9])])
        let changes = Changes(from: old, to: new, forcingMoves: [2, 9, 42])
        #expect(changes.itemMoves == [])
        #expect(changes.itemDeletes == [Change(id: 2, position: at(0, 1))])
        #expect(changes.itemInserts == [Change(id: 9, position: at(0, 2))])
        #expect(reproduces(changes, old, new))
    }

    @Test func forcingAnItemThatMovedAnywayReportsItOnce() {
        let old = snap([("a", [1, 2, 3])])
        let new = snap([("a", [3, 1, 2])])
        let changes = Changes(from: old, to: new, forcingMoves: [3])
        #expect(changes.itemMoves == [Move(id: 3, from: at(0, 2), to: at(0, 0))])
        // Forcing an item of the increasing run moves it as well, and the rest stays minimal.
        let forced = Changes(from: old, to: new, forcingMoves: [1])
        #expect(forced.itemMoves.count == 2)
        #expect(Set(forced.itemMoves.map(\.id)).contains(1))
        #expect(movesAreConsistent(forced, old, new))
        #expect(reproduces(forced, old, new))
    }

    @Test func everythingAtOnce() {
        var old = snap([("a", [1, 2, 3, 4]), ("b", [5, 6]), ("c", [7, 8, 9]), ("d", [])])
        old.reloadItems([1])
        var new = snap([("d", [3]), ("c", [9, 7, 8, 10]), ("e", [6, 11]), ("a", [4, 2, 1])])
        new.reloadItems([9, 11])
        new.reconfigureItems([1])
        new.reloadSections(["c", "e"])
        let changes = Changes(from: old, to: new)
        #expect(changes.sectionDeletes == [SectionChange(id: "b", index: 1)])
        #expect(changes.sectionInserts == [SectionChange(id: "e", index: 2)])
        // Surviving sections a, c, d go to 3, 1, 0: keep one increasing run of length 1, move two.
        #expect(changes.sectionMoves.count == 2)
        #expect(changes.itemDeletes == [Change(id: 5, position: at(1, 0))])
        #expect(changes.itemInserts == [Change(id: 10, position: at(1, 3)), Change(id: 11, position: at(2, 1))])
        // Moves: 3 (a → d), 6 (b → e), one of a's 4 / 2 / 1 reversals twice (k = 3 → 2), 9 within c.
        #expect(changes.itemMoves.count == 5)
        #expect(Set(changes.itemMoves.map(\.id)).isSuperset(of: [3, 6, 9]))
        #expect(movesAreConsistent(changes, old, new))
        #expect(changes.itemReloads == [Change(id: 9, position: at(1, 0))])
        #expect(changes.itemReconfigures == [Change(id: 1, position: at(3, 2))])
        #expect(changes.sectionReloads == [SectionChange(id: "c", index: 1)])
        #expect(reproduces(changes, old, new))
    }
}
