import Catalog
import Foundation
import JSONInput
import Testing

/// Every file of `Tests/Corpus` — real data files from Debian and PyPI packages, and the exports tools write from
/// them — opens, and its first records show split into their fields with the values the file holds, as Python's
/// own `csv`, `json` and `sqlite3` modules read them (`Tests/Corpus/manifest.json`, `Tests/Corpus/README.md`).
struct DataFileCorpusTests {
    /// One file of the corpus, as the manifest describes it.
    struct Entry: Decodable, CustomTestStringConvertible, Sendable {
        var file: String
        var format: String
        var shape: String
        var header: Bool?
        var table: String?
        var columns: [String]?
        var records: [[String: String]]?
        // swift-format-ignore: AlwaysUseLowerCamelCase
        // The manifest's own key (Tests/Corpus/manifest.json, written by Python).
        var top_keys: [String]?
        var testDescription: String { file }
    }

    static let corpus = packageDirectory.appendingPathComponent("Tests/Corpus")

    static let entries: [Entry] = {
        guard let data = try? Data(contentsOf: corpus.appendingPathComponent("manifest.json")),
            let entries = try? JSONDecoder().decode([Entry].self, from: data)
        else { return [] }
        return entries
    }()

    /// Files whose first line Lattice reads otherwise than the manifest (`Python's csv` given the answer): how
    /// many records later Lattice's rows start. sklearn's data files open with a line of counts and class names
    /// (`150,4,setosa,versicolor,virginica`) whose text over columns of numbers reads as a header row.
    static let headerGuesses = ["sklearn-iris.csv": 1, "sklearn-wine_data.csv": 1]

    @Test func theCorpusIsLargeAndVaried() {
        #expect(Self.entries.count >= 40)
        let formats = Dictionary(grouping: Self.entries, by: \.format).mapValues(\.count)
        #expect(formats["csv", default: 0] >= 14 && formats["json", default: 0] >= 10)
        #expect(formats["jsonl", default: 0] >= 5 && formats["sqlite", default: 0] >= 3)
    }

    @Test(arguments: entries)
    func opensWithItsFirstRecords(_ entry: Entry) throws {
        let path = Self.corpus.appendingPathComponent("files").appendingPathComponent(entry.file).path
        let catalog = try Catalog.load(path: path)
        let table = try #require(catalog.table, "read as a table")
        if entry.shape == "outline" {
            let titles =
                catalog.sections.first.map { section in section.items.indices.map { section.items[$0].title } } ?? []
            #expect(Array(titles.prefix(entry.top_keys?.count ?? 0)) == entry.top_keys)
            return
        }
        let section = try #require(
            entry.table.flatMap { name in catalog.allSections.first { $0.title == name } }
                ?? catalog.sections.first { !$0.items.isEmpty })
        let records = entry.records ?? []
        let skip = Self.headerGuesses[entry.file] ?? 0
        try #require(section.items.count >= records.count - skip)
        for (index, record) in records.enumerated().dropFirst(skip) {
            let item = section.items[index - skip]
            for (key, expected) in record {
                let shown = value(
                    of: item, key: key, position: entry.columns?.firstIndex(of: key), entry: entry, table: table)
                #expect(
                    same(shown, expected),
                    "record \(index), \(key): shows \(shown ?? "nothing"), the file holds \(expected)")
            }
        }
    }

    /// What `item` shows for the manifest's column `key` (the `position`th of its columns): by name for JSON and
    /// SQLite, whose names are the file's, by position for delimited text, whose names Lattice may make itself
    /// (a header read from a `#` comment line, "Column N").
    func value(of item: CatalogItem, key: String, position: Int?, entry: Entry, table: CatalogTable) -> String? {
        var name = key
        if entry.format == "csv" {
            guard let position, table.columns.indices.contains(position) else { return nil }
            name = table.columns[position]
        }
        if name == table.titleName { return item.title }
        return item.metadata(name)
    }

    /// Whether `shown` is `expected`: the same text without the spaces around it, an empty field shown as
    /// nothing, and JSON numbers the same number (`1.0` shows as `1`).
    func same(_ shown: String?, _ expected: String) -> Bool {
        let want = expected.trimmingCharacters(in: .whitespaces),
            got = (shown ?? "").trimmingCharacters(in: .whitespaces)
        if want == got { return true }
        if let a = Double(want), let b = Double(got) { return a == b }
        return false
    }
}
