import Foundation
import InputFiles
import JSONInput
import Testing

/// The shared JSON input pieces both the catalogue and layout specs read through.
@Suite struct JSONInputTests {
    private func parse(_ text: String) throws(InputError) -> JSONValue {
        try JSONValue.parse(Data(text.utf8), source: "in.json")
    }

    private func object(_ text: String) throws -> JSONObject {
        guard case .object(let object) = try parse(text) else {
            Issue.record("not an object")
            return JSONObject()
        }
        return object
    }

    @Test func objectsKeepFileOrder() throws {
        let object = try object(#"{"zebra": 1, "apple": {"y": true, "x": null}, "mango": [1, "two"]}"#)
        #expect(object.keys == ["zebra", "apple", "mango"])
        #expect(object["apple"] == .object(JSONObject([("y", .bool(true)), ("x", .null)])))
        #expect(object["mango"] == .array([.number(1), .string("two")]))
        #expect(object["kiwi"] == nil)
        #expect(object.firstDuplicateKey == nil)
    }

    /// As with Foundation, the last value wins; the key keeps its first position and is reported.
    @Test func duplicateKeys() throws {
        let object = try object(#"{"k": 1, "j": 0, "k": 2, "j": 3}"#)
        #expect(object.keys == ["k", "j"])
        #expect(object["k"] == .number(2))
        #expect(object["j"] == .number(3))
        #expect(object.firstDuplicateKey == "k")
    }

    @Test func largeObjectsAreIndexed() throws {
        let members = (0..<200).map { #""key\#(199 - $0)": \#($0)"# }.joined(separator: ", ")
        let object = try object("{\(members), \"key5\": -1}")
        #expect(object.count == 200)
        #expect(object.keys.first == "key199")
        #expect(object["key0"] == .number(199))
        #expect(object["key5"] == .number(-1))
        #expect(object.firstDuplicateKey == "key5")
    }

    @Test func scalars() throws {
        #expect(
            try parse(#"["\u00e9\ud83d\ude00\/\"\\\n\t", -0, -0.5, 1e3, 12.5E-1, true, false, null]"#)
                == .array([
                    .string("é😀/\"\\\n\t"), .number(0), .number(-0.5), .number(1000), .number(1.25),
                    .bool(true), .bool(false), .null
                ]))
        guard case .array(let values) = try parse("[-0]"), case .number(let zero) = values.first else {
            Issue.record("not a number")
            return
        }
        #expect(zero.sign == .plus)
        #expect(try parse("\u{FEFF} \"fragment\" ") == .string("fragment"))
    }

    /// What only Foundation accepts still parses (keys then sorted: Foundation does not keep their order).
    /// A trailing comma is allowed (Foundation's parser allowed it, so files that opened keep opening), and the
    /// object keeps its keys in file order like any other.
    @Test func trailingCommasAreAllowedAndKeysKeepTheirOrder() throws {
        let object = try object(#"{"b": [1, 2,], "a": 1,}"#)
        #expect(object.keys == ["b", "a"])
        #expect(object["b"] == .array([.number(1), .number(2)]))
        #expect(throws: InputError.self) { try parse("[1,,]") }
        #expect(throws: InputError.self) { try parse("{,}") }
    }

    /// UTF-16 and UTF-32 text, with a byte-order mark or without, reads as its UTF-8 twin does.
    @Test(arguments: [String.Encoding.utf16LittleEndian, .utf16BigEndian, .utf16, .utf32LittleEndian, .utf32BigEndian])
    func wideEncodingsReadAsUTF8Does(encoding: String.Encoding) throws {
        let text = #"{"title": "Café ☕", "n": [1, 2]}"#
        let wide = try #require(text.data(using: encoding))
        #expect(try JSONValue.parse(wide, source: "in.json") == parse(text))
    }

    /// Each refusal says what was expected and what was found, at the line and column where it was found.
    @Test func refusalsNameWhatAndWhere() throws {
        let cases: [(String, String)] = [
            ("{\n  \"a\": 1\n  \"b\": 2}", "expected ',' or '}' after a member, found '\"' (line 3, column 3)"),
            ("[1, 2", "expected ',' or ']' after an element, found the end of the text (line 1, column 6)"),
            ("{\"a\" 1}", "expected ':' after the member name, found '1' (line 1, column 6)"),
            ("[01]", "a number with a leading zero (line 1, column 2)"),
            ("[1e400]", "the number 1e400 is too large for a double (line 1, column 2)"),
            ("[tru]", "expected true, found ']' (line 1, column 5)"),
            ("[\"a\\x\"]", "an invalid escape '\\x' in a string"),
            ("[\"\\ud800\"]", "an unpaired surrogate \\ud800"),
            ("[\"tab\there\"]", "the control character U+0009 in a string"),
            ("", "the text is empty, expected a value (line 1, column 1)"),
            ("{} x", "expected the end of the text after the value, found 'x' (line 1, column 4)")
        ]
        for (text, message) in cases {
            let error = try #require(throws: InputError.self) { try parse(text) }
            #expect(error.message.hasPrefix("not valid JSON: "), "\(error.message)")
            #expect(error.message.contains(message), "\(text): \(error.message)")
        }
    }

    @Test func syntaxErrors() throws {
        for text in [
            "", "{", #"{"a" 1}"#, "[1 2]", "[01]", "[1.]", "[.5]", "[+1]", "tru", "nul", #"["\x"]"#,
            #"["\ud800"]"#, #"["\udc00x"]"#, "[\"tab\there\"]", "{\"a\": 1} x", "[1e400]", "NaN",
            String(repeating: "[", count: 600) + String(repeating: "]", count: 600)
        ] {
            do {
                let value = try parse(text)
                Issue.record("accepted \(text.prefix(40)): \(value)")
            } catch {
                #expect(error.source == "in.json")
                #expect(error.path == "")
                #expect(error.message.hasPrefix("not valid JSON: "), "\(error)")
            }
        }
        let invalidUTF8 = Data([0x22, 0xFF, 0x22])
        #expect(throws: InputError.self) { try JSONValue.parse(invalidUTF8, source: "in.json") }
    }

    @Test func syntaxErrorsHaveALineAndColumn() throws {
        let error = try #require(throws: InputError.self) { try parse("{\n  \"a\": x}") }
        #expect(error.message.hasSuffix("(line 2, column 8)"), "\(error.message)")
        #expect(error.description.hasPrefix("in.json: not valid JSON: "))
    }

    @Test func nestingUpTo512Levels() throws {
        let deep = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
        #expect(throws: Never.self) { try parse(deep) }
    }

    @Test func paths() throws {
        let root = JSONNode(root: try parse(#"{"a_1": [10, {"x y": "v", "1a": 2, "": 3, "é": 4}]}"#), source: "in.json")
        #expect(root.path == "$")
        let object = try root.object(allowing: ["a_1"])
        let array = try object.required("a_1").array()
        #expect(array.map(\.path) == ["$.a_1[0]", "$.a_1[1]"])
        let inner = try array[1].anyObject()
        #expect(
            inner.members.map(\.node.path) == [
                #"$.a_1[1]["x y"]"#, #"$.a_1[1]["1a"]"#, #"$.a_1[1][""]"#,
                #"$.a_1[1]["é"]"#
            ])
        #expect(try array[0].integer(in: 0...100, "a small integer") == 10)
        #expect(throws: InputError(source: "in.json", path: "$.a_1[0]", message: "expected a string, got 10")) {
            try array[0].string()
        }
    }

    @Test func unknownKeysSuggestTheNearest() throws {
        let root = JSONNode(root: try parse(#"{"titel": 1, "zzz": 2}"#), source: "in.json")
        #expect(
            throws: InputError(
                source: "in.json", path: "$.titel",
                message: #"unknown key (did you mean "title"?); expected one of: title, zzz"#)
        ) {
            try root.object(allowing: ["title", "zzz"])
        }
        #expect(JSONNode.nearest(to: "Colour", in: ["color", "icon"]) == "color")
        #expect(JSONNode.nearest(to: "background", in: ["color", "icon"]) == nil)
    }

    @Test func rejectingDuplicateKeys() throws {
        let root = JSONNode(root: try parse(#"{"a": 1, "a": 2}"#), source: "in.json")
        #expect(throws: InputError(source: "in.json", path: "$.a", message: #"duplicate key "a""#)) {
            try root.anyObject().rejectingDuplicateKeys()
        }
    }

    @Test func errorDescription() {
        #expect(InputError(source: "f.json", path: "$.a", message: "bad").description == "f.json: $.a: bad")
        #expect(InputError(source: "f.json", path: "", message: "no such file").description == "f.json: no such file")
    }

    @Test func text() {
        #expect(JSONText.number(52) == "52")
        #expect(JSONText.number(-0.0) == "0")
        #expect(JSONText.number(10.4) == "10.4")
        #expect(JSONText.number(.infinity) == "null")
        #expect(JSONText.quoted("a\"b\\\n\u{1}") == #""a\"b\\\n\u0001""#)
    }

    @Test func inputFileKindNamesTheFile() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("json-input-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(throws: InputError(source: directory.path, path: "", message: "is a directory, not an input file")) {
            try InputFile.read(path: directory.path)
        }
        let file = directory.appendingPathComponent("x.json")
        try Data("{}".utf8).write(to: file)
        #expect(try InputFile.read(path: file.path, kind: "catalogue file") == Data("{}".utf8))
    }
}
