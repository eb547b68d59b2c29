import Foundation
import GapCheckModel
import GapCheckReport
import Testing

@testable import GapCheckAnalysis
@testable import GapCheckKit

/// The analysis's data handling of issue 14 (findings sorted and deduplicated in place, reporters' order
/// without a copy, the palette comparison's lightness test): the same results as the plain algorithms.
@Suite struct AnalysisLayoutTests {
    /// A deterministic pseudo-random sequence in 0..<1 (no global generator: tests run in parallel).
    struct Sequence {
        var state: UInt64
        mutating func next() -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(state >> 11) / Double(1 << 53)
        }
    }

    /// Findings in no particular order, several of each rule and key (titles tell the copies apart).
    static func scrambled(_ n: Int) -> [Finding] {
        let severities: [Severity] = [.low, .critical, .medium]
        return (0..<n).map { i in
            Finding(
                rule: i % 3 == 0 ? "b.rule" : "a.rule", severity: severities[(i * 7) % 3], category: .tokens,
                title: "copy \(i)", message: "",
                actual: FindingSide(location: SourceLocation(file: "f\((i * 13) % 5).swift", line: (i * 31) % 11, column: 1)),
                key: "k\((i * 17) % 9)")
        }
    }

    @Test func sortAndDedupeInPlaceKeepsTheFirstOfEachRuleAndKeyInOrder() {
        let findings = Self.scrambled(200)
        // The plain algorithm: a sorted copy, then the first of each rule and key.
        var seen: Set<String> = []
        let expected = findings.sorted(by: FindingOrder.precedes).filter { seen.insert($0.rule + "|" + $0.key).inserted }
        var inPlace = findings
        Pipeline.sortAndDedupe(&inPlace)
        #expect(inPlace.map(\.title) == expected.map(\.title))
        #expect(inPlace.count == Set(findings.map { $0.rule + "|" + $0.key }).count)
        #expect(Pipeline.sortAndDedupe(findings).map(\.title) == expected.map(\.title))
    }

    @Test func sortedOrderKeepsTiedFindingsInTheOrderGiven() {
        // Few values of each sorted field: findings equal in all of them, told apart by their messages only.
        let severities: [Severity] = [.low, .critical, .medium]
        let findings = (0..<120).map { i in
            Finding(
                rule: i % 2 == 0 ? "b.rule" : "a.rule", severity: severities[(i / 7) % 3], category: .tokens, title: "t\((i / 5) % 2)",
                message: "m\(i)", actual: FindingSide(location: SourceLocation(file: "f\((i / 3) % 3).swift", line: 1, column: 1)),
                key: "k\((i / 11) % 2)")
        }
        let expected = findings.sorted(by: FindingOrder.precedes)
        #expect(Pipeline.sortedOrder(findings).map { findings[$0].message } == expected.map(\.message))
        // Not trivially true: ties exist, and the order given is not the sorted one.
        #expect(Set(findings.map { "\($0.severity)|\($0.rule)|\($0.primaryLocation!)|\($0.key)|\($0.title)" }).count < findings.count)
        #expect(expected.map(\.message) != findings.map(\.message))
    }

    @Test func permuteMovesEachElementToItsPlace() {
        var r = Sequence(state: 20_261_125)
        for n in [0, 1, 2, 7, 100] {
            // A random permutation (Fisher–Yates with the test's own generator), cycles of every length.
            var order = Array(0..<n)
            for i in stride(from: n - 1, to: 0, by: -1) { order.swapAt(i, Int(r.next() * Double(i + 1))) }
            var values = (0..<n).map { "v\($0)" }
            let expected = order.map { values[$0] }
            values.permute(to: order)
            #expect(values == expected)
        }
    }

    @Test func findingOrderSortsUnorderedFindingsAndKeepsOrderedOnes() {
        let findings = Self.scrambled(60)
        let sorted = FindingOrder.sorted(findings)
        #expect(sorted.map(\.title) == findings.sorted(by: FindingOrder.precedes).map(\.title))
        #expect(sorted.map(\.title) != findings.map(\.title))
        #expect(FindingOrder.sorted(sorted).map(\.title) == sorted.map(\.title))
    }

    @Test func lightnessTermNeverExceedsTheColorDifference() {
        var r = Sequence(state: 20_261_124)
        var closest = Double.infinity
        for i in 0..<20_000 {
            // Lightness beyond 0...100 too (wide-gamut and extended-range colors).
            func lab() -> LabColor { LabColor(l: r.next() * 140 - 20, a: r.next() * 260 - 130, b: r.next() * 260 - 130) }
            let a = lab()
            // Every fourth pair near each other, where the bound is tight.
            let b = i % 4 == 0 ? LabColor(l: a.l + r.next() * 2 - 1, a: a.a + r.next() - 0.5, b: a.b + r.next() - 0.5) : lab()
            let bound = DeltaE2000.lightnessTerm(a, b), difference = DeltaE2000.difference(a, b)
            #expect(bound <= difference + 1e-9)
            closest = min(closest, difference - bound)
        }
        // Not trivially true: some pairs differ by their lightness almost alone.
        #expect(closest < 1e-3)
    }
}
