// A Photos-like browser, written from Lattice's docs as a UIKit developer would write it (PhotosWindow.swift):
// Tests/Examples/check-photos.sh drives it by keyboard alone under Xvfb and checks each screenshot.
import Foundation
import LatticeGTK

exit(
    GtkApplicationRunner.run(id: "org.example.Photos", quitAfterMilliseconds: nil) { application in
        PhotosWindow.shared = PhotosWindow(application: application)
    })
