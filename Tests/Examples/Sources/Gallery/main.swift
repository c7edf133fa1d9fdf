// Apple's "Implementing Modern Collection Views" sample, every screen, on Lattice: a window with a sidebar that
// lists the screens in the sample's grouping (itself a Lattice outline) and the chosen screen beside it.
//
//     Gallery                         the first screen
//     Gallery --screen mountains-search --dark
//
// Each screen says on standard output when it has drawn its data ("drew <slug>"), where a test could drive it
// ("target …", window coordinates) and what its interaction did ("did <slug> …"): Tests/Examples/check-gallery.sh
// reads them to drive every screen under Xvfb and check its screenshot.
import CollectionView
import DiffableDataSource
import Foundation
import LatticeGTK
import LatticeLayout

let options = GalleryOptions(arguments: Array(CommandLine.arguments.dropFirst()))
GtkRuntime.preferDarkStyle(options.dark)
exit(
    GtkApplicationRunner.run(id: "org.example.Gallery", quitAfterMilliseconds: options.quitAfter) { application in
        Gallery.shared = Gallery(application: application, options: options)
    })
