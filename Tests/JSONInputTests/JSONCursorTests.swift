import Foundation
import InputFiles
import Testing

@testable import JSONInput

/// Walking a document with `JSONCursor`, container by container, reads what `JSONValue.parse` reads and refuses
/// what it refuses, with the same message (line and column in the whole document).
@Suite struct JSONCursorTests {
    /// `text` walked: every object and array entered with the cursor and put back together, scalars parsed.
    private func walked(_ text: String) -> Result<JSONValue, InputError> {
        Data(text.utf8).withUnsafeBytes { bytes in
            Result { () throws(InputError) -> JSONValue in
                var cursor = JSONCursor(bytes, source: "t.json")
                func walk() throws(InputError) -> JSONValue {
                    if cursor.isAtObject {
                        try cursor.beginObject()
                        var object = JSONObject(), first = true
                        while let key = try cursor.nextMember(first: &first) { object.insert(try walk(), forKey: key) }
                        return .object(object)
                    }
                    if cursor.isAtArray {
                        try cursor.beginArray()
                        var elements: [JSONValue] = [], first = true
                        while try cursor.nextElement(first: &first) { elements.append(try walk()) }
                        return .array(elements)
                    }
                    return try cursor.value()
                }
                guard cursor.isAtObject || cursor.isAtArray else { return try cursor.document() }
                let value = try walk()
                try cursor.end()
                return value
            }
        }
    }

    private func parsed(_ text: String) -> Result<JSONValue, InputError> {
        Result { () throws(InputError) in try JSONValue.parse(Data(text.utf8), source: "t.json") }
    }

    @Test func walkingReadsWhatParsingReads() throws {
        let documents = [
            #"{"a": [1, 2.5, -0, true, false, null, "x\u00e9\n"], "b": {}, "c": [], "d": {"e": [{"f": [[]]}]}}"#,
            "\u{FEFF} [ {\"k\" : 1 ,} , [ 2 , ] , ]\n", #"{"dup": 1, "dup": 2}"#, "  \"text\"  ", "42", "[]"
        ]
        for text in documents {
            #expect(try walked(text).get() == parsed(text).get(), "\(text)")
        }
    }

    @Test func walkingRefusesWhatParsingRefusesWithTheSameMessage() {
        let documents = [
            "", "   ", "{", "[", "{\"a\" 1}", "{\"a\": 1 \"b\": 2}", "[1 2]", "{1: 2}", "{,}", "[,]", "{\"a\": 1,,}",
            "[1,,]", "{\"a\": [1, 2}", "[{\"a\": 1]", "{\"a\": 1} x", "[1] [2]", "{\"a\": tru}",
            "{\n  \"a\": \"\u{1}\"\n}",
            "{\"a\": \"unterminated}", "[\"\\ud800\"]", "{\"a\": 01}"
        ]
        for text in documents {
            let walk = walked(text), parse = parsed(text)
            guard case .failure(let walkError) = walk, case .failure(let parseError) = parse else {
                Issue.record("\(text.debugDescription): both should fail (walked: \(walk), parsed: \(parse))")
                continue
            }
            #expect(walkError == parseError, "\(text.debugDescription)")
        }
    }

    /// A cursor placed at a value an earlier walk found reads that value alone.
    @Test func aCursorAtAnOffsetReadsTheValueThere() throws {
        let text = #"{"items": [{"id": "a"}, {"id": "b", "n": [1, 2]}]}"#
        let offset = text.utf8.count - #"{"id": "b", "n": [1, 2]}]}"#.utf8.count
        let value = try Data(text.utf8).withUnsafeBytes { bytes in
            var cursor = JSONCursor(bytes, source: "t.json", at: offset)
            return try cursor.value()
        }
        #expect(value == (try JSONValue.parse(Data(#"{"id": "b", "n": [1, 2]}"#.utf8), source: "t.json")))
    }
}
