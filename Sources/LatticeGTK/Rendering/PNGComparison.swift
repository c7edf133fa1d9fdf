internal import CGtk
import Gtk

/// How two PNG images differ: the basis of golden-image tests with a tolerance (fonts and antialiasing may
/// move a pixel; a layout change moves many).
package struct PNGDifference: Sendable, CustomStringConvertible {
    /// Width and height of both images (nil when they differ).
    package var size: (width: Int, height: Int)?
    /// The mean absolute difference over all channels of all pixels, 0...255.
    package var meanAbsoluteDifference: Double
    /// The fraction of pixels where some channel differs by more than 32.
    package var changedPixelFraction: Double

    /// Whether the images match within the tolerances (different sizes never match).
    package func matches(meanTolerance: Double = 1.0, changedPixelTolerance: Double = 0.005) -> Bool {
        size != nil && meanAbsoluteDifference <= meanTolerance && changedPixelFraction <= changedPixelTolerance
    }

    package var description: String {
        guard let size else { return "the images have different sizes" }
        return "\(size.width)×\(size.height): mean difference \(meanAbsoluteDifference), "
            + "\(changedPixelFraction * 100)% of pixels changed"
    }
}

/// Compares PNG files pixel by pixel with cairo (no display needed).
package enum PNGComparison {
    /// The difference between the PNGs at `first` and `second`; throws when either cannot be read.
    package static func difference(_ first: String, _ second: String) throws -> PNGDifference {
        let a = try load(first), b = try load(second)
        defer {
            cairo_surface_destroy(a)
            cairo_surface_destroy(b)
        }
        let width = Int(cairo_image_surface_get_width(a)), height = Int(cairo_image_surface_get_height(a))
        guard width == Int(cairo_image_surface_get_width(b)), height == Int(cairo_image_surface_get_height(b)),
            width > 0, height > 0
        else {
            return PNGDifference(size: nil, meanAbsoluteDifference: 255, changedPixelFraction: 1)
        }
        cairo_surface_flush(a)
        cairo_surface_flush(b)
        guard let dataA = cairo_image_surface_get_data(a), let dataB = cairo_image_surface_get_data(b) else {
            throw PNGReadError(path: first, reason: "no pixel data")
        }
        let strideA = Int(cairo_image_surface_get_stride(a)), strideB = Int(cairo_image_surface_get_stride(b))
        var total = 0, changed = 0
        for y in 0..<height {
            let rowA = dataA.advanced(by: y * strideA), rowB = dataB.advanced(by: y * strideB)
            for x in 0..<width {
                var largest = 0
                for channel in 0..<4 {
                    let delta = abs(Int(rowA[x * 4 + channel]) - Int(rowB[x * 4 + channel]))
                    total += delta
                    largest = max(largest, delta)
                }
                if largest > 32 { changed += 1 }
            }
        }
        let pixels = Double(width * height)
        return PNGDifference(
            size: (width, height), meanAbsoluteDifference: Double(total) / (pixels * 4),
            changedPixelFraction: Double(changed) / pixels)
    }

    private static func load(_ path: String) throws -> OpaquePointer {
        guard let surface = cairo_image_surface_create_from_png(path) else {
            throw PNGReadError(path: path, reason: "cannot be read")
        }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            throw PNGReadError(path: path, reason: String(cString: cairo_status_to_string(status)))
        }
        return surface
    }
}

/// Why a PNG could not be read.
package struct PNGReadError: Error, CustomStringConvertible, Equatable {
    /// The file.
    package var path: String
    /// What went wrong (cairo's status string).
    package var reason: String

    package var description: String { "Could not read PNG “\(path)”: \(reason)" }
}
