import Foundation
import InputFiles
import JSONInput

/// Reads a catalogue from JSON Lines (`.jsonl`, `.ndjson`): one JSON object per line, each an item, UTF-8 with an
/// optional byte-order mark; blank lines are skipped.
///
/// An item's members are named as a CSV catalogue's columns are (case ignored): `title` (required), `id`,
/// `subtitle`, `section`, `icon`, `colour` (or `color`), `image` (or `cover`, `thumbnail`, `picture`, `photo`),
/// and `metadata`, an object of text or numbers as
/// in a JSON catalogue. Every other member becomes metadata under its own name, in the line's order: text as it
/// is, numbers and booleans as JSON writes them, arrays and objects as compact JSON; `null` and `""` are left
/// out, as an empty CSV field is. A title, id or subtitle may be a number (exports often number their rows).
/// Items are grouped into sections by `section` in order of first appearance (items without one go to a
/// section named after the file); ids must be unique, and are `row-N` (N the line) where not given. Errors name
/// the file, the line and the JSON path in it: `books.jsonl: line 4: $.colour: expected a colour "#rgb",
/// "#rrggbb" or "#rrggbbaa", got "blue"`.
///
/// Lines are kept as where they start in the file's bytes, and decoded whole when an item, its id or its texts are
/// asked for (`CatalogItems`): the main area finds rows by id through the reader's id table (`CatalogItemFinder`)
/// and a search decodes only the lines whose bytes may hold what it looks for (`mayContain`), so no row's strings
/// are kept.
struct CatalogJSONLinesReader: Sendable {
    /// The absolute folder relative image paths resolve against.
    let baseDirectory: String
    let source: String
    let itemLimit: Int
    /// Whether lines are kept as the file's bytes (see the type); false reads every line into an item at once.
    var keepsRows = true
    /// From how many bytes on a file's second half is read on a thread of its own while this one reads the first
    /// (`SecondHalf`): 8 MiB, where the thread costs a thousandth of the time (tests lower it).
    var halvesFrom = 8 << 20
    /// The columns of a JSON Lines file of any records (not a catalogue): each line is a record (`JSONRecords`),
    /// titled by its title column, and a line that does not parse is noted (`CatalogTable.problems`) and passed
    /// over. Nil for a catalogue, whose lines must each be an item with a title.
    var records: JSONRecords?

    /// The catalogue of the JSON Lines `data`. `progress`, when given, hears of the items as they are read, with
    /// partial catalogues (`CatalogRows.report`).
    /// `pages` is the mapping `data` is (nil: bytes in memory).
    /// `table` describes a file of `records` (nil for a catalogue).
    func catalog(
        _ data: Data, pages: MappedPages? = nil, title: String, table: CatalogTable? = nil,
        progress: ((Int, Catalog?) -> Void)? = nil
    ) throws(InputError) -> Catalog {
        try CatalogRows.withText(of: data, format: .jsonLines, source: source, pages: pages) {
            bytes, text throws(InputError) in
            try catalog(bytes, text: text, pages: pages, title: title, table: table, progress: progress)
        }
    }

    /// The catalogue of the JSON Lines `bytes` (UTF-8, byte-order mark removed).
    private func catalog(
        _ bytes: UnsafeRawBufferPointer, text: Data, pages: MappedPages?, title: String,
        table: CatalogTable?, progress: ((Int, Catalog?) -> Void)?
    ) throws(InputError) -> Catalog {
        // Kept rows' arrays are sized for lines of about 64 bytes.
        var rows = CatalogRows(source: source, title: title, itemLimit: itemLimit, expectedRows: bytes.count / 64)
        rows.table = table
        let keepsRows =
            keepsRows
            && rows.keepingRows(textSize: bytes.count, pages: pages) { [self] starts, lines, givenIDs in
                CatalogRowTable(
                    text: text, starts: starts, lines: lines, decoder: .jsonLines(self), pages: pages,
                    givenIDs: givenIDs)
            }
        /// The id of the kept line at `start` (`line`), read again: away from the pass, so its pages go at once.
        func idOfLine(at start: Int, line: Int) -> String? {
            defer { pages?.letGo(around: start) }
            return try? item(at: start, line: line, in: bytes).id
        }
        /// Reads the lines from `start` to `end`, the first of them `firstLine`, one by one.
        func read(from start: Int, to end: Int, firstLine: Int) throws(InputError) {
            var start = start, line = firstLine
            while start < end {
                let (content, next) = Self.line(in: bytes, at: start)
                if let content, records != nil {
                    // A record: noted where it does not parse, the lines around it read on.
                    var parsed: CatalogItem?
                    do throws(InputError) {
                        parsed = try item(content, line: line) { _ in nil }.item
                    } catch {
                        if rows.table?.problems.count ?? 0 < CatalogTable.problemLimit {
                            rows.table?.problems.append(error)
                        }
                    }
                    if let parsed {
                        if let problem = rows.countRow() {
                            throw InputError(source: source, path: "line \(line)", message: problem)
                        }
                        if keepsRows {
                            rows.add(rowAt: start, line: line, section: nil)
                        } else {
                            rows.add(parsed, section: nil)
                        }
                        rows.report(to: progress)
                    }
                } else if let content {
                    if let problem = rows.countRow() {
                        throw InputError(source: source, path: "line \(line)", message: problem)
                    }
                    let (item, section) = try item(content, line: line) { id in
                        rows.claim(id: id, line: line) { _, start, line in idOfLine(at: start, line: line) }
                    }
                    if keepsRows {
                        rows.add(rowAt: start, line: line, section: section)
                    } else {
                        rows.add(item, section: section)
                    }
                    rows.report(to: progress)
                }
                start = next
                line += 1
            }
        }
        // A large file's second half is read meanwhile on another thread, and taken here in order.
        // (Records are read in one pass: a line that does not parse ends a half, and is passed over here.)
        let second =
            keepsRows && records == nil && bytes.count >= halvesFrom
            ? SecondHalf(of: bytes, reader: self, pages: pages) : nil
        defer { second?.stop() }  // the bytes are valid only during this call
        try read(from: 0, to: second?.start ?? bytes.count, firstLine: 1)
        if let second {
            second.wait()
            for index in second.starts.indices {
                let start = Int(second.starts[index]), line = Int(second.lines[index])
                if let problem = rows.countRow() {
                    throw InputError(source: source, path: "line \(line)", message: problem)
                }
                if let key = second.idKeys[index],
                    let problem = rows.claim(
                        key: key, line: line, id: { idOfLine(at: start, line: line) },
                        earlierID: { _, start, line in idOfLine(at: start, line: line) })
                {
                    // The line's error as reading it here gives: its id's path with the problem.
                    _ = try item(
                        Self.line(in: bytes, at: start).content ?? UnsafeRawBufferPointer(start: nil, count: 0),
                        line: line
                    ) { _ in problem }
                    throw InputError(source: source, path: "line \(line)", message: problem)
                }
                rows.add(rowAt: start, line: line, section: second.sections[index])
                rows.report(to: progress)
            }
            second.letGo()
            // The line the half stopped at, read here for its error (or an earlier line's id it repeats).
            if let failure = second.failure {
                try read(from: failure.start, to: Self.line(in: bytes, at: failure.start).next, firstLine: failure.line)
            }
        }
        guard rows.count > 0 || records != nil else {
            throw InputError(
                source: source, path: "",
                message: "the file holds no items (expected one JSON object per line, with \"title\")")
        }
        return rows.finished()
    }

    /// The item on the line at `start` in `bytes`, which is `line` (a line the reader read: decoding it again
    /// cannot fail).
    func item(at start: Int, line: Int, in bytes: UnsafeRawBufferPointer) throws(InputError) -> CatalogItem {
        var end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
        if end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return try item(UnsafeRawBufferPointer(rebasing: bytes[start..<end]), line: line) { _ in nil }.item
    }

    /// The item on `line` (its bytes `lineBytes`) and its section; `claim` is asked about a given id (the error
    /// when an earlier line has it).
    func item(
        _ lineBytes: UnsafeRawBufferPointer, line: Int,
        claim: (String) -> String?
    ) throws(InputError) -> (item: CatalogItem, section: String?) {
        let value: JSONValue
        do {
            // a data file's as written
            value = try JSONValue.parse(lineBytes, source: source, numbersAsWritten: records != nil)
        } catch {
            // The parser counts lines and columns in the line it was given: only the column says something here.
            throw InputError(
                source: source, path: "line \(line)",
                message: error.message.replacingOccurrences(of: "(line 1, column ", with: "(column "))
        }
        if let records { return (records.item(value, id: "row-\(line)"), nil) }
        let node = JSONNode(value: value, path: "line \(line): $", source: source)
        let object = try node.anyObject().rejectingDuplicateKeys()
        // The known members, by `Member.rawValue`. Paths are spelled only for an error.
        var known = [Slot?](repeating: nil, count: Member.allCases.count)
        var metadata: [CatalogMetadata] = []
        for entry in object.object.members {
            guard let member = Member(key: entry.key) else {
                if let text = metadataText(entry.value) {
                    metadata.append(CatalogMetadata(key: entry.key, value: text))
                }
                continue
            }
            if let first = known[member.rawValue] {
                throw InputError(
                    source: source, path: node.path(ofKey: entry.key),
                    message: "a second \(JSONText.quoted(member.name)) (the first is \(node.path(ofKey: first.key)))")
            }
            known[member.rawValue] = Slot(key: entry.key, value: entry.value)
        }
        /// The member's node, for a message.
        func at(_ member: Member) -> JSONNode {
            let slot = known[member.rawValue]!
            return JSONNode(value: slot.value, path: node.path(ofKey: slot.key), source: source)
        }
        /// The member's text (see `textValue`), or nil when it is absent.
        func text(_ member: Member, numbers: Bool = true) throws(InputError) -> String? {
            guard let slot = known[member.rawValue] else { return nil }
            guard let text = Self.textValue(slot.value, numbers: numbers) else {
                if case .null = slot.value { return nil }
                if case .string = slot.value { return nil }
                throw at(member).expected(numbers ? "a string or a number" : "a string")
            }
            return text
        }
        guard known[Member.title.rawValue] != nil else { throw node.error("missing required key \"title\"") }
        guard let title = try text(.title) else { throw at(.title).expected("a non-empty string") }
        let id: String
        if known[Member.id.rawValue] != nil {
            guard let given = try text(.id) else { throw at(.id).expected("a non-empty string or a number") }
            if let problem = claim(given) { throw at(.id).error(problem) }
            id = given
        } else {
            id = "row-\(line)"
        }
        let icon = try text(.icon, numbers: false), image = try text(.image, numbers: false)
        if icon != nil, image != nil { throw at(.image).error("give either \"icon\" or \"image\", not both") }
        if let icon, let problem = CatalogValues.iconNameProblem(icon, got: JSONText.quoted(icon)) {
            throw at(.icon).error(problem)
        }
        var imagePath: String?
        if let image {
            if let problem = CatalogValues.imagePathProblem(image) { throw at(.image).error(problem) }
            imagePath = CatalogPath.resolve(image, against: baseDirectory)
        }
        var color: CatalogColor?
        if let hex = try text(.colour, numbers: false) {
            guard let parsed = CatalogColor(hex: hex) else {
                throw at(.colour).expected(CatalogValues.colorExpectation)
            }
            color = parsed
        }
        if known[Member.metadata.rawValue] != nil { metadata = try CatalogValues.metadata(at(.metadata)) + metadata }
        return (
            CatalogItem(
                id: id, title: title, subtitle: try text(.subtitle), icon: icon, imagePath: imagePath,
                color: color, metadata: metadata),
            try text(.section)
        )
    }

    /// A known member's key as written and its value.
    private struct Slot {
        let key: String
        let value: JSONValue
    }

    /// The members an item names itself by; any other member is metadata.
    private enum Member: Int, CaseIterable {
        case id, title, subtitle, section, icon, colour, image, metadata

        /// The member `key` names, case ignored (`color` is `colour`), or nil for metadata.
        init?(key: String) {
            switch key {
            case "id": self = .id
            case "title": self = .title
            case "subtitle": self = .subtitle
            case "section": self = .section
            case "icon": self = .icon
            case "colour", "color": self = .colour
            case "image", "cover", "thumbnail", "picture", "photo": self = .image
            case "metadata": self = .metadata
            default:
                // Another case of a name: compared byte by byte, ASCII letters folded (no string is made). Most
                // keys are metadata ("author", "year"): the first letter rules them out before any comparison.
                guard key.utf8.count <= 9, let first = key.utf8.first, Self.initials.contains(first | 0x20),
                    let member = Member.allCases.first(where: { Self.equalIgnoringCase(key, $0.name) })
                        ?? (Self.equalIgnoringCase(key, "color") ? .colour : nil)
                        ?? (["cover", "thumbnail", "picture", "photo"].contains { Self.equalIgnoringCase(key, $0) }
                            ? .image : nil)
                else { return nil }
                self = member
            }
        }

        /// The first letters, lower case, of every name a member goes by.
        private static let initials = Set("itsmcp".utf8)

        /// Whether `key` is `name` (lower-case ASCII) in any case.
        private static func equalIgnoringCase(_ key: String, _ name: String) -> Bool {
            key.utf8.count == name.utf8.count
                && zip(key.utf8, name.utf8).allSatisfy { byte, lower in
                    byte == lower || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") && byte | 0x20 == lower)
                }
        }

        /// The member's name in messages.
        var name: String {
            switch self {
            case .id: "id"
            case .title: "title"
            case .subtitle: "subtitle"
            case .section: "section"
            case .icon: "icon"
            case .colour: "colour"
            case .image: "image"
            case .metadata: "metadata"
            }
        }
    }

    /// A text value: a string without the spaces around it (nil when nothing is left) or — where `numbers`
    /// allows — a number as JSON writes it; nil for anything else (`null`, or a value of the wrong type).
    private static func textValue(_ value: JSONValue, numbers: Bool) -> String? {
        switch value {
        case .string(let string):
            // Foundation trims only what may need it: a value starting or ending in a space, a tab or non-ASCII.
            guard let first = string.utf8.first, let last = string.utf8.last else { return nil }
            if first > 0x20 && first < 0x80 && last > 0x20 && last < 0x80 { return string }
            let trimmed = string.trimmingCharacters(in: .whitespaces)
            return trimmed.isEmpty ? nil : trimmed
        case .number(let number) where numbers:
            return JSONText.number(number)
        default:
            return nil
        }
    }

    /// The value of a member that is metadata, as text (nil: nothing to show).
    private func metadataText(_ value: JSONValue) -> String? {
        switch value {
        case .null: return nil
        case .string(let string): return string.isEmpty ? nil : string
        case .number(let number): return JSONText.number(number)
        case .bool(let flag): return flag ? "true" : "false"
        case .array, .object: return JSONText.compact(value)
        }
    }

    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0D || byte == 0x0A
    }
}
