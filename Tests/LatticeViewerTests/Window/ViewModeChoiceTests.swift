import Testing
@testable import LatticeViewer

/// The one owner of the view mode: what it shows, what the toggle goes back to, and how the toggle is drawn.
@Suite struct ViewModeChoiceTests {
    @Test func theToggleGoesBackToTheRowsViewShownLast() {
        var choice = ViewModeChoice(.columns)
        #expect(choice.toggleTarget == .grid)
        var changed = choice.select(.grid)
        #expect(changed)
        #expect(choice.toggleTarget == .columns)
        changed = choice.select(.list) && choice.select(.grid)
        #expect(changed)
        #expect(choice.toggleTarget == .list)
        #expect(choice.toggle.name == "List View")
        #expect(choice.toggle.shortcut == "Ctrl+1")
    }

    @Test func selectingTheModeShownChangesNothing() {
        var choice = ViewModeChoice(.grid)
        let changed = choice.select(.grid)
        #expect(!changed)
        #expect(choice.mode == .grid)
        #expect(choice.toggleTarget == .list)   // a grid opened first goes to the list
        #expect(choice.toggle.iconName == "view-list-symbolic")
        choice.select(.list)
        #expect(choice.toggle == ("view-grid-symbolic", "Grid View", "Ctrl+2"))
    }
}
