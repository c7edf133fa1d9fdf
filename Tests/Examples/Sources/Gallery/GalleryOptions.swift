import Foundation

/// The gallery's command line: which screen to open, light or dark, an optional time to quit after, or the list
/// of screens (`--list`: one `slug|Title` a line).
struct GalleryOptions {
    var screen = Screens.all[0].slug
    var dark = false
    var quitAfter: Int?

    init(arguments: [String]) {
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            switch argument {
            case "--screen": screen = rest.popFirst() ?? screen
            case "--dark": dark = true
            case "--quit-after": quitAfter = rest.popFirst().flatMap { Int($0) }
            case "--list":
                for screen in Screens.all { print("\(screen.slug)|\(screen.title)") }
                exit(0)
            default: print("unknown argument \(argument); known: --screen SLUG, --dark, --quit-after MS")
            }
        }
    }
}
