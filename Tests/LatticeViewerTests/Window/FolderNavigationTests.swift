import Testing

@testable import LatticeViewer

/// A folder window's history, as Files keeps it: going somewhere new clears Forward; Back and Forward move
/// between the two sides.
@Suite struct FolderNavigationTests {
    @Test func goingSomewhereNewRemembersWhereItWasAndClearsForward() {
        var navigation = FolderNavigation(path: "/home/ada")
        let moves = [
            navigation.go(to: "/home/ada/Documents", recordHistory: true),
            navigation.go(to: "/home/ada/Documents", recordHistory: true),  // already there
            navigation.go(to: "/home/ada/Documents/Reports", recordHistory: true)
        ]
        #expect(moves == [true, false, true])
        #expect(navigation.back == ["/home/ada", "/home/ada/Documents"])
        let back = navigation.step(forwards: false)
        #expect(back && navigation.path == "/home/ada/Documents")
        #expect(navigation.forward == ["/home/ada/Documents/Reports"])
        _ = navigation.go(to: "/tmp", recordHistory: true)
        #expect(navigation.forward.isEmpty)
    }

    @Test func backAndForwardMoveBetweenTheTwoSides() {
        var navigation = FolderNavigation(path: "/a")
        _ = navigation.go(to: "/b", recordHistory: true)
        let back = navigation.step(forwards: false), path = navigation.path
        let furtherBack = navigation.step(forwards: false)
        #expect(back && path == "/a" && !furtherBack)
        let forward = navigation.step(forwards: true)
        let furtherForward = navigation.step(forwards: true)
        #expect(forward && navigation.path == "/b" && !furtherForward)
        let reload = navigation.go(to: "/b", recordHistory: false)  // a reload in place keeps the history
        #expect(reload && navigation.back == ["/a"])
    }
}
