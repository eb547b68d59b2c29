import Foundation
import GapCheckModel
import Testing

@testable import GapCheckAnalysis
@testable import GapCheckKit

/// False mediums of the older field corpus (field-tests-oldcorpus.md), each class in a fixture of our own:
/// a garden-club app, a ferry timetable, a language-learning app, a podcast player.
@Suite struct FieldOldCorpusTests {
    // MARK: - Touch targets whose size the mockup only implies, on a screen no view implements

    /// Two device frames: "plots" has a view, "swap" (a seed-swap board) has none. Both draw pill buttons
    /// whose height comes from padding and line height only; "swap" also has an icon button sized in CSS.
    static let garden = """
        <!DOCTYPE html><html><head><title>Garden Club</title><style>
        body { background: #FAFAF5; }
        .pill { padding: 9px 14px; font-size: 15px; line-height: 20px; border-radius: 18px; }
        .round { width: 30px; height: 30px; }
        </style></head><body>
        <div class="device" data-screen="plots"><h1>Plots</h1><button class="pill water">Water now</button></div>
        <div class="device" data-screen="swap"><h1>Seed swap</h1><button class="pill offer">Offer seeds</button><button class="round">+</button></div>
        </body></html>
        """
    static let gardenApp = """
        import SwiftUI

        struct PlotsView: View {
            var body: some View {
                VStack { Text("Plots"); Text("3 beds need water") }
            }
        }
        """

    @Test func anImpliedSizeOnAScreenNoViewImplementsIsLow() throws {
        let a = try DesignTrustTests.run(design: ["garden.html": Self.garden], app: ["PlotsView.swift": Self.gardenApp])
        let targets = a.findings.filter { $0.rule == "touch-target.small" }
        // The swap board's pill: no width, a height from padding + line (38pt), no view, no code control.
        let swap = try #require(targets.first { $0.title.contains("pill.offer") }, "\(targets.map(\.message))")
        #expect(swap.severity == .low, "\(swap.severity) \(swap.message)")
        #expect(swap.message.contains("no view named after it"), "\(swap.message)")
        // The same pill on the screen PlotsView implements stays a gap: the app's screen is there.
        let plots = try #require(targets.first { $0.title.contains("pill.water") }, "\(targets.map(\.message))")
        #expect(plots.severity == .medium, "\(plots.severity) \(plots.message)")
        // A size stated in CSS is the designer's, even on an unbuilt screen.
        let round = try #require(targets.first { $0.title.contains("round") })
        #expect(round.severity == .medium)
    }

    @Test func guessedOnUnbuiltScreenNeedsEveryOccurrenceUnbuiltAndUnpaired() {
        let loc = SourceLocation(file: "d/a.html", line: 3, column: 1)
        let other = SourceLocation(file: "d/a.html", line: 9, column: 1)
        let onSwap = TapTarget(selector: "button.pill", width: nil, height: 38, screen: "swap", location: loc)
        let onPlots = TapTarget(selector: "button.pill", width: nil, height: 38, screen: "plots", location: other)
        #expect(TouchTargetSmallCheck.guessedOnUnbuiltScreen([onSwap], minSize: 44, named: ["plots"], paired: { _ in false }))
        #expect(!TouchTargetSmallCheck.guessedOnUnbuiltScreen([onSwap, onPlots], minSize: 44, named: ["plots"], paired: { _ in false }))
        #expect(!TouchTargetSmallCheck.guessedOnUnbuiltScreen([onSwap], minSize: 44, named: ["plots"], paired: { $0 == loc }))
        // A bare text button 17pt high is short of the minimum by far more than any estimate's error.
        var bare = onSwap
        bare.height = 17
        #expect(!TouchTargetSmallCheck.guessedOnUnbuiltScreen([bare], minSize: 44, named: ["plots"], paired: { _ in false }))
        // No screen at all (a page of loose components): nothing says it is unbuilt.
        var loose = onSwap
        loose.screen = nil
        #expect(!TouchTargetSmallCheck.guessedOnUnbuiltScreen([loose], minSize: 44, named: [], paired: { _ in false }))
    }

    // MARK: - A screen named only in a script no view type uses

    /// A Japanese ferry timetable: screens named in Japanese by `data-screen`, with too few texts to tell.
    static let ferry = """
        <!DOCTYPE html><html><head><title>Ferry</title></head><body>
        <section data-screen="時刻表"><h1>時刻表</h1><p>次の便</p></section>
        <section data-screen="departures"><h1>Departures</h1><p>Next boat</p></section>
        </body></html>
        """
    static let ferryApp = """
        import SwiftUI

        struct HomeView: View {
            var body: some View { Text("ようこそ") }
        }
        """

    @Test func aScreenNamedInAScriptNoViewTypeUsesIsLowWithoutTextEvidence() throws {
        let a = try DesignTrustTests.run(design: ["ferry.html": Self.ferry], app: ["HomeView.swift": Self.ferryApp])
        let missing = a.findings.filter { $0.rule == "screen.missing" }
        let jp = try #require(missing.first { $0.title.contains("時刻表") }, "\(missing.map(\.title))")
        #expect(jp.severity == .low, "\(jp.severity) \(jp.message)")
        #expect(jp.message.contains("script"), "\(jp.message)")
        // A Latin name could have named a view and none does: that stays medium.
        let latin = try #require(missing.first { $0.title.contains("departures") })
        #expect(latin.severity == .medium, "\(latin.severity)")
    }

    @Test func namesAreComparableWhenTheAppNamesViewsInTheSameScript() {
        let loc = SourceLocation(file: "d/a.html", line: 1, column: 1)
        let screen = ScreenSpec(name: "時刻表", title: nil, sections: [], labels: [], location: loc)
        let latinViews = [ViewType(name: "HomeView", kind: .swiftUI, texts: [], usedViews: [], location: loc)]
        let jpViews = [ViewType(name: "時刻表View", kind: .swiftUI, texts: [], usedViews: [], location: loc)]
        #expect(!ScreenMissingCheck.namesComparable(screen, views: latinViews))
        #expect(ScreenMissingCheck.namesComparable(screen, views: jpViews))
        var aliased = screen
        aliased.aliases = ["Timetable"]
        #expect(ScreenMissingCheck.namesComparable(aliased, views: latinViews))
    }

    // MARK: - A label the app words with more words

    /// A language-learning streaks screen: the app says "Current Day Streak" and "Words Learned".
    static let lingo = """
        <!DOCTYPE html><html><head><title>Streaks</title></head><body data-screen="streaks">
        <h1>Streaks</h1>
        <section><h2>This week</h2>
        <dl><dt>Day Streak</dt><dd>12</dd><dt>Words Learned Today</dt><dd>34</dd></dl>
        <div class="stat"><div class="stat-value">87</div><div class="stat-label">Avg Score</div></div>
        <div class="stat"><div class="stat-value">98</div><div class="stat-label">Best Score</div></div>
        </section>
        </body></html>
        """
    static let lingoApp = """
        import SwiftUI

        struct LessonResult {
            var score: Int
            var wordCount: Int
        }

        struct StreaksView: View {
            let results: [LessonResult] = []
            var body: some View {
                VStack {
                    Text("Streaks")
                    Text("This week")
                    Text("Current Day Streak")
                    Text("Words Learned")
                    Text("Avg Quiz Score")
                }
            }
        }
        """

    @Test func aLabelTheAppQualifiesIsLowAndOneItShortensStaysMedium() throws {
        let a = try DesignTrustTests.run(design: ["streaks.html": Self.lingo], app: ["StreaksView.swift": Self.lingoApp])
        let labels = a.findings.filter { $0.rule == "content.label-missing" }
        let streak = try #require(labels.first { $0.title.contains("\"Day Streak\"") }, "\(labels.map(\.title))")
        #expect(streak.severity == .low, "\(streak.severity)")
        #expect(streak.message.contains("Current Day Streak"), "\(streak.message)")
        // The app drops the design's "Today": a different number, not a rewording.
        let today = try #require(labels.first { $0.title.contains("Words Learned Today") }, "\(labels.map(\.title))")
        #expect(today.severity == .medium, "\(today.severity) \(today.message)")
    }

    @Test func aStatTheViewShowsRewordedNeedsNoModelProperty() throws {
        let a = try DesignTrustTests.run(design: ["streaks.html": Self.lingo], app: ["StreaksView.swift": Self.lingoApp])
        let fields = a.findings.filter { $0.rule == "model.field-missing" }
        // "Avg Quiz Score" is on screen: a computed tile, like a stat the view shows word for word.
        #expect(!fields.contains { $0.title.contains("Avg Score") }, "\(fields.map(\.title))")
        // "Best Score" is shown nowhere: its data is still unaccounted for.
        #expect(fields.contains { $0.title.contains("Best Score") }, "\(fields.map(\.title))")
    }

    @Test func extendedWordingNeedsEveryWordInOrderAndFewAddedWords() {
        let loc = SourceLocation(file: "a.swift", line: 1, column: 1)
        func view(_ texts: [String]) -> [ViewType] {
            [ViewType(name: "V", kind: .swiftUI, texts: texts.map { ViewText(text: $0, element: "Text", location: loc) }, usedViews: [], location: loc)]
        }
        #expect(FieldOldCorpusTestsSupport.extended("Avg Price", ["Avg Sale Price"]) != nil)
        #expect(ContentLabelMissingCheck.extendedWording(of: "Avg Price", in: view(["Price Avg Sale"])) == nil)
        #expect(ContentLabelMissingCheck.extendedWording(of: "Revenue", in: view(["Total Revenue"])) != nil)
        #expect(ContentLabelMissingCheck.extendedWording(of: "Revenue", in: view(["Revenue this month from all shops"])) == nil)
        #expect(ContentLabelMissingCheck.extendedWording(of: "Today's Revenue", in: view(["Revenue"])) == nil)
    }

    // MARK: - Colors derived in code and tinted neutral ramps

    static let podcastDesign = """
        <!DOCTYPE html><html><head><title>Episodes</title><style>
        :root { --tide: #0E7C86; --tide-wash: rgba(14, 124, 134, 0.18); --sand-wash: rgba(201, 168, 118, 0.2);
                --slate-500: #64748B; --lagoon: #3E6E9E; }
        .row { background: var(--tide-wash); color: var(--tide); }
        .tag { background: var(--sand-wash); }
        .meta { color: var(--slate-500); border-color: var(--lagoon); }
        </style></head><body data-screen="episodes"><div class="row">Latest</div><span class="tag">New</span><p class="meta">42 min</p></body></html>
        """
    static let podcastApp = """
        import SwiftUI

        enum Palette {
            static let tide = Color(red: 14 / 255, green: 124 / 255, blue: 134 / 255)
        }

        struct EpisodesView: View {
            var body: some View {
                VStack {
                    Text("Latest").foregroundStyle(Palette.tide).background(Palette.tide.opacity(0.18))
                    Text("42 min").foregroundStyle(.secondary)
                    Text("New").foregroundStyle(Color(.secondaryLabel))
                    Divider().background(Color(.separator))
                }
                .background(Color(.systemBackground))
            }
        }
        """

    @Test func aTranslucentTintOfATokenIsLowAndAnUnrelatedTintStaysMedium() throws {
        let a = try DesignTrustTests.run(design: ["episodes.html": Self.podcastDesign], app: ["Episodes.swift": Self.podcastApp])
        let missing = a.findings.filter { $0.rule == "color.missing" }
        let wash = try #require(missing.first { $0.title.contains("--tide-wash") }, "\(missing.map(\.title))")
        #expect(wash.severity == .low, "\(wash.severity) \(wash.message)")
        #expect(wash.message.contains("Palette.tide") && wash.message.contains("18% opacity"), "\(wash.message)")
        let sand = try #require(missing.first { $0.title.contains("--sand-wash") })
        #expect(sand.severity == .medium, "\(sand.severity) \(sand.message)")
    }

    @Test func aTintedGrayNamedAfterANeutralRampIsLowInASemanticApp() throws {
        let a = try DesignTrustTests.run(design: ["episodes.html": Self.podcastDesign], app: ["Episodes.swift": Self.podcastApp])
        let missing = a.findings.filter { $0.rule == "color.missing" }
        let slate = try #require(missing.first { $0.title.contains("--slate-500") }, "\(missing.map(\.title))")
        #expect(slate.severity == .low, "\(slate.severity) \(slate.message)")
        // The same chroma under a hue's name is a color of the brand, not a gray.
        let lagoon = try #require(missing.first { $0.title.contains("--lagoon") })
        #expect(lagoon.severity == .medium, "\(lagoon.severity)")
    }

    // MARK: - A presented view pinned to the appearance the design draws it in

    static func player(stage: String) -> String {
        """
        <!DOCTYPE html><html><head><title>Player</title><style>
        :root { --paper: #FFFFFF; --ink: #1B1B1F; }
        @media (prefers-color-scheme: dark) { :root { --paper: #121214; --ink: #EDEDF0; } }
        body { background: var(--paper); color: var(--ink); }
        \(stage)
        </style></head><body data-screen="library"><h1>Library</h1>
        <div class="nowplaying-stage"><p class="nowplaying-title">Episode 12</p></div></body></html>
        """
    }
    static let playerApp = """
        import SwiftUI

        struct LibraryView: View {
            @State private var open = false
            var body: some View {
                Text("Library").fullScreenCover(isPresented: $open) { NowPlayingView() }
            }
        }

        struct NowPlayingView: View {
            var body: some View {
                Text("Episode 12").preferredColorScheme(.dark)
            }
        }
        """

    @Test func aPresentedViewPinnedDarkIsLowWhenTheDesignDrawsItDarkInLightMode() throws {
        let dark = try DesignTrustTests.run(
            design: ["player.html": Self.player(stage: ".nowplaying-stage { background: #08080A; color: #FFFFFF; }")],
            app: ["Player.swift": Self.playerApp])
        let pinned = try #require(dark.findings.first { $0.rule == "darkmode.disabled" }, "\(dark.findings.map(\.title))")
        #expect(pinned.severity == .low, "\(pinned.severity) \(pinned.message)")
        #expect(pinned.message.contains("nowplaying"), "\(pinned.message)")
        // A stage that follows the page's appearance says nothing: the question stays medium.
        let plain = try DesignTrustTests.run(design: ["player.html": Self.player(stage: "")], app: ["Player.swift": Self.playerApp])
        let asked = try #require(plain.findings.first { $0.rule == "darkmode.disabled" })
        #expect(asked.severity == .medium, "\(asked.severity) \(asked.message)")
    }
}

/// Small helpers for the suite's pure tests.
enum FieldOldCorpusTestsSupport {
    static func extended(_ label: String, _ texts: [String]) -> ViewText? {
        let loc = SourceLocation(file: "a.swift", line: 1, column: 1)
        let v = ViewType(name: "V", kind: .swiftUI, texts: texts.map { ViewText(text: $0, element: "Text", location: loc) }, usedViews: [], location: loc)
        return ContentLabelMissingCheck.extendedWording(of: label, in: [v])
    }
}
