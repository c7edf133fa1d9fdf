import Foundation
import LayoutSpec
import Testing

/// The examples in data/layouts: each solves, and prints exactly its `.expected.json`.
@Suite struct ExampleSpecTests {
    /// data/layouts in the package checkout.
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("data/layouts")

    /// The example specs (not their expectations).
    static let specs: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".json") && !$0.hasSuffix(".expected.json") }.sorted()
    }()

    @Test func thereAreExamples() {
        #expect(Self.specs.count >= 3)
    }

    @Test(arguments: specs)
    func exampleMatchesItsExpectation(_ name: String) throws {
        let spec = Self.directory.appendingPathComponent(name)
        let expected = spec.deletingPathExtension().appendingPathExtension("expected.json")
        let output = try LayoutSpec.load(path: spec.path).solve().json
        #expect(output == (try String(contentsOf: expected, encoding: .utf8)))
    }
}
