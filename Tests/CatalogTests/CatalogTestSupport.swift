import Catalog
import Foundation
import InputFiles
import JSONInput
import Testing

/// The package checkout (three levels above this file).
let packageDirectory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// data/sample-catalog.json in the checkout.
let samplePath = packageDirectory.appendingPathComponent("data/sample-catalog.json").path

/// Parses `json` as a catalogue named `test.json` in `/catalogs`.
func parseCatalog(_ json: String, baseDirectory: String = "/catalogs") throws(InputError) -> Catalog {
    try Catalog.parse(data: Data(json.utf8), source: "test.json", baseDirectory: baseDirectory)
}

/// The error parsing `json` throws, or `nil` when it parses.
func catalogError(_ json: String) -> InputError? {
    do {
        _ = try parseCatalog(json)
        return nil
    } catch {
        return error
    }
}

/// The error loading the file at `path` throws, or `nil` when it loads.
func loadError(_ path: String) -> InputError? {
    do {
        _ = try Catalog.load(path: path)
        return nil
    } catch {
        return error
    }
}

/// A catalogue titled "T" with the given sections (a JSON array's contents).
func catalogJSON(_ sections: String) -> String {
    #"{"title": "T", "sections": [\#(sections)]}"#
}

/// A section `id` holding the given items (a JSON array's contents) and, optionally, subsections.
func sectionJSON(_ id: String, items: String = "", sections: String? = nil) -> String {
    #"{"id": "\#(id)", "title": "\#(id.capitalized)", "items": [\#(items)]"#
        + (sections.map { #", "sections": [\#($0)]"# } ?? "") + "}"
}

/// A fresh directory under the temporary directory.
func scratchDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory
        .appendingPathComponent("catalog-tests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// Checks that a file read in halves (`halves`) reads as it does from start to end (`whole`): the same sections
/// and items, or the same error. `context` names the case in a failure.
func expectSameReading(_ whole: Result<Catalog, InputError>, _ halves: Result<Catalog, InputError>, _ context: String) {
    switch (whole, halves) {
    case (.success(let expected), .success(let actual)):
        #expect(actual.sections == expected.sections, "\(context)")
        #expect(actual.allItems == expected.allItems, "\(context)")
    case (.failure(let expected), .failure(let actual)):
        #expect(actual.description == expected.description, "\(context)")
    default:
        Issue.record("\(context): \(whole) read whole, \(halves) in halves")
    }
}
