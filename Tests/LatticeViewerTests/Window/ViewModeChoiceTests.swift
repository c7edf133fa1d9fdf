import Testing

@testable import LatticeViewer

/// The one owner of the view mode, and the header bar's three buttons drawn from it.
@Suite struct ViewModeChoiceTests {
    @Test func selectingAnotherModeShowsItAndTheModeShownChangesNothing() {
        var choice = ViewModeChoice(.grid)
        var changed = choice.select(.grid)
        #expect(!changed && choice.mode == .grid)
        changed = choice.select(.columns)
        #expect(changed && choice.mode == .columns)
    }

    @Test func eachModeHasAButtonOfItsOwnWithItsShortcut() {
        let buttons = ViewMode.allCases.map(\.button)
        #expect(Set(buttons.map(\.iconName)).count == 3)
        #expect(buttons.map(\.name) == ["List View", "Grid View", "Columns View"])
        #expect(buttons.map(\.shortcut) == ["Ctrl+1", "Ctrl+2", "Ctrl+3"])
    }
}
