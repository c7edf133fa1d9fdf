import Testing

@testable import LatticeBench

@Suite struct LayoutBenchmarkTests {
    @Test func viewportParsing() {
        #expect(BenchViewport(parsing: "1920x1080").map { [$0.width, $0.height] } == [1920, 1080])
        #expect(BenchViewport(parsing: "800X600") != nil)
        for bad in ["", "1920", "0x100", "-5x10", "axb", "1x2x3", "infx10"] {
            #expect(BenchViewport(parsing: bad) == nil, "\(bad)")
        }
    }

    @Test func percentilePicksFromTheSortedValues() {
        let values = (1...100).map(Double.init)
        #expect(percentile(values, 0.5) == 51)
        #expect(percentile(values, 0.95) == 95)
        #expect(percentile([], 0.5) == 0)
    }

    private func figures(_ benchmark: LayoutBenchmark) -> [String: String] {
        Dictionary(uniqueKeysWithValues: benchmark.run())
    }

    @Test func uniformGridMeasuresNothingAndStoresNothing() {
        let result = figures(
            LayoutBenchmark(
                items: 100_000, kind: .grid, selfSizing: false,
                viewport: BenchViewport(parsing: "1920x1080")!, queries: 20, seed: 7))
        #expect(result["measured"] == "0")
        #expect(result["stored_blocks"] == "0")
        // 10 columns of 180 in 1920 − 24, rows of 200: 10,000 rows and the 12 + 12 insets.
        #expect(result["content_height"] == "2000024")
        #expect(Double(result["elements_per_query"] ?? "") ?? 0 > 100)
    }

    @Test func selfSizingMeasuresOnlyWhatTheQueriesShow() {
        let result = figures(
            LayoutBenchmark(
                items: 1_000_000, kind: .list, selfSizing: true,
                viewport: BenchViewport(parsing: "1920x1080")!, queries: 10, seed: 7))
        let measured = Int(result["measured"] ?? "") ?? -1
        // 10 viewports of 2160 px (with overscan) of rows at least 42 high: a few hundred rows, not a million.
        #expect(measured > 0 && measured <= 10 * (2160 / 42 + 4) * 2)
        #expect(result.keys.contains("peak_rss_kb"))
    }

    @Test func aBenchmarkOfMoreItemsThanTheBudgetIsAUsageError() {
        #expect(throws: (any Error).self) { try LayoutBenchCommand.parse(["--items", "1000000000000"]) }
    }
}
