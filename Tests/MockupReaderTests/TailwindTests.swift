import Foundation
import GapCheckModel
import Testing

@testable import MockupReader

/// Pages styled with Tailwind utility classes from a CDN: the reader generates the rules of the classes
/// the page uses and reads them like an author stylesheet.
@Suite struct TailwindTests {
    /// A fresh temporary folder with `files`, and its removal.
    private func folder(_ files: [String: String]) throws -> (root: String, cleanup: () -> Void) {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("tailwind-\(UUID().uuidString)")
        for (name, text) in files {
            let url = base.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return (base.path, { try? FileManager.default.removeItem(at: base) })
    }

    private func read(_ files: [String: String]) throws -> DesignSpec {
        let (root, cleanup) = try folder(files)
        defer { cleanup() }
        return try MockupReader.read(roots: [root])
    }

    private func element(_ spec: DesignSpec, _ text: String) -> DesignElement? {
        spec.elements.first { $0.text == text }
    }

    // MARK: - v3 Play CDN

    @Test func v3WithoutConfigGivesColorsSizesRadiiAndPaddings() throws {
        let spec = try read([
            "wallet.html": """
            <!DOCTYPE html>
            <html><head><title>Wallet</title><script src="https://cdn.tailwindcss.com"></script></head>
            <body class="bg-gray-100">
              <div class="bg-white rounded-2xl shadow-lg p-6">
                <h1 class="text-2xl font-bold text-blue-600">Balance</h1>
                <p class="text-sm text-gray-500">Updated today</p>
                <button class="bg-[#1DA1F2] text-white px-4 py-2 rounded-lg">Share</button>
              </div>
            </body></html>
            """
        ])
        let title = try #require(element(spec, "Balance"))
        #expect(title.light.color?.hex == "#2563EB")
        #expect(title.light.fontSize == 24)
        #expect(title.light.fontWeight == 700)
        let caption = try #require(element(spec, "Updated today"))
        #expect(caption.light.color?.hex == "#6B7280")
        #expect(caption.light.fontSize == 14)
        let button = try #require(element(spec, "Share"))
        #expect(button.light.background?.hex == "#1DA1F2")
        #expect(button.light.radius == 8)
        #expect(button.light.paddingHorizontal == 16)
        #expect(button.light.paddingVertical == 8)
        let pairs = Set(spec.colorPairs.map { "\($0.scheme) \($0.foreground.hex) on \($0.background.hex)" })
        #expect(pairs.contains("light #2563EB on #FFFFFF"))
        #expect(pairs.contains("light #FFFFFF on #1DA1F2"))
        // Radii and paddings of the utilities reach the expectations like any CSS rule's.
        #expect(spec.expectations.contains { $0.kind == .radius && $0.light.length == 16 })
        #expect(spec.expectations.contains { $0.kind == .color && $0.light.color?.hex == "#2563EB" })
        // The generated rules point at the class attribute that uses them.
        let blue = try #require(spec.expectations.first { $0.kind == .color && $0.light.color?.hex == "#2563EB" })
        #expect(blue.location.file.hasSuffix("wallet.html"))
        #expect(blue.location.line == 5)
        #expect(!spec.hasDarkVariant)
    }

    @Test func v3ConfigColorsAreNamedTokensAndDarkClassStrategyGivesTheDarkAppearance() throws {
        let spec = try read([
            "home.html": """
            <!DOCTYPE html>
            <html class="dark"><head>
            <script src="https://cdn.tailwindcss.com?plugins=forms"></script>
            <script>
              tailwind.config = {
                darkMode: 'class', // toggled by the app
                theme: {
                  extend: {
                    colors: {
                      brand: { DEFAULT: '#20c9a6', dark: "#128a70", },
                      'surface-muted': '#f4f6f8',
                    },
                    borderRadius: { card: '14px' },
                  },
                },
              }
            </script></head>
            <body>
              <section class="bg-surface-muted dark:bg-gray-900 p-4">
                <h2 class="text-brand-dark dark:text-brand text-lg font-semibold">Next up</h2>
                <div class="bg-white rounded-card">Card</div>
              </section>
            </body></html>
            """
        ])
        let brand = try #require(spec.expectations.first { $0.kind == .color && $0.name == "--color-brand" })
        #expect(brand.source == .customProperty)
        #expect(brand.light.color?.hex == "#20C9A6")
        #expect(brand.location.line == 10)
        let brandDark = try #require(spec.expectations.first { $0.kind == .color && $0.name == "--color-brand-dark" })
        #expect(brandDark.light.color?.hex == "#128A70")
        #expect(brandDark.usageCount >= 1)
        #expect(spec.expectations.contains { $0.name == "--color-surface-muted" && $0.light.color?.hex == "#F4F6F8" })
        #expect(spec.expectations.contains { $0.kind == .radius && $0.name == "--radius-card" && $0.light.length == 14 })
        let title = try #require(element(spec, "Next up"))
        #expect(title.light.color?.hex == "#128A70")
        #expect(title.light.fontSize == 18)
        #expect(title.light.fontWeight == 600)
        #expect(title.dark?.color?.hex == "#20C9A6")
        #expect(spec.hasDarkVariant)
        let pairs = Set(spec.colorPairs.map { "\($0.scheme) \($0.foreground.hex) on \($0.background.hex)" })
        #expect(pairs.contains("light #128A70 on #F4F6F8"))
        #expect(pairs.contains("dark #20C9A6 on #111827"))
        #expect(spec.diagnostics.isEmpty)
    }

    @Test func darkVariantFollowsTheMediaQueryByDefault() throws {
        let spec = try read([
            "settings.html": """
            <html><head><script src="https://cdn.tailwindcss.com"></script></head>
            <body><div class="bg-white dark:bg-slate-800"><p class="text-slate-900 dark:text-slate-100">Account</p></div></body></html>
            """
        ])
        let row = try #require(element(spec, "Account"))
        #expect(row.light.color?.hex == "#0F172A")
        #expect(row.dark?.color?.hex == "#F1F5F9")
        #expect(spec.hasDarkVariant)
    }

    @Test func statesAndWideBreakpointsStayOutOfThePhoneAppearance() throws {
        let spec = try read([
            "list.html": """
            <html><head><script src="https://cdn.tailwindcss.com"></script></head><body>
            <h1 class="text-2xl md:text-4xl lg:text-5xl">Orders</h1>
            <a class="text-blue-600 hover:text-blue-800 max-sm:font-medium">Details</a>
            <p class="!text-red-600 text-green-600">Overdue</p>
            <p class="text-black/50 bg-white">Muted</p>
            </body></html>
            """
        ])
        #expect(element(spec, "Orders")?.light.fontSize == 24)
        #expect(element(spec, "Details")?.light.color?.hex == "#2563EB")
        #expect(element(spec, "Details")?.light.fontWeight == 500)
        #expect(element(spec, "Overdue")?.light.color?.hex == "#DC2626")
        // Half-transparent black: the color keeps its opacity.
        let muted = try #require(element(spec, "Muted")?.light.color)
        #expect(muted.hex == "#00000080")
    }

    @Test func gradientUtilitiesPaintTheBackground() throws {
        let spec = try read([
            "card.html": """
            <html><head><script src="https://cdn.tailwindcss.com"></script></head><body>
            <div class="bg-gradient-to-r from-indigo-500 to-purple-600 rounded-xl p-5"><p class="text-white">Credits</p></div>
            </body></html>
            """
        ])
        let card = try #require(element(spec, "Credits"))
        #expect(card.light.color?.hex == "#FFFFFF")
        #expect(!spec.colorPairs.contains { $0.foreground.hex == "#FFFFFF" && $0.background.hex == "#FFFFFF" })
    }

    @Test func utilitiesStylingOnlyThePageAroundTheFramesAreNotTheAppsDesign() throws {
        let spec = try read([
            "landing.html": """
            <html><head><script src="https://cdn.tailwindcss.com"></script></head><body class="bg-slate-950">
            <section><h1 class="text-5xl font-extrabold text-white">Track anything</h1>
            <p class="text-xl text-slate-400">Join the waitlist</p></section>
            <div class="iphone-frame"><div class="bg-slate-900 p-4"><h2 class="text-lg font-semibold text-white">Today</h2>
            <p class="text-sm text-emerald-400">3 events</p></div></div>
            </body></html>
            """
        ])
        let sizes = Set(spec.expectations.compactMap { $0.kind == .typography ? $0.light.font?.size : nil })
        #expect(sizes.contains(18))
        #expect(sizes.contains(14))
        // The hero's 48px and 20px style the landing page, not the app in the frame.
        #expect(!sizes.contains(48))
        #expect(!sizes.contains(20))
        #expect(!spec.expectations.contains { $0.kind == .color && $0.light.color?.hex == "#94A3B8" })
        #expect(spec.expectations.contains { $0.kind == .color && $0.light.color?.hex == "#34D399" })
    }

    /// The fuzz corpus's Tailwind seed (`Fixtures/tailwind-cdn`, picked up by `Fuzz/make-corpus.py`): a v3 CDN
    /// page with a `tailwind.config` script and a `@theme` block around one phone frame, read as a user's page.
    @Test func theFuzzSeedReadsConfigAndThemeTokensAndLeavesThePageHeaderOut() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/tailwind-cdn").path
        let spec = try MockupReader.read(roots: [root])
        func named(_ name: String) -> Expectation? { spec.expectations.first { $0.name == name } }
        #expect(named("--color-mint")?.light.color?.hex == "#2BB673")
        #expect(named("--color-mint-dark")?.light.color?.hex == "#1E8A56")
        #expect(named("--color-warning")?.light.color?.hex == "#F5A524")
        #expect(named("--color-surface")?.light.color?.hex == "#F7F8FA")
        #expect(named("--radius-sheet")?.light.length == 24)
        #expect(named("--radius-card")?.light.length == 18)
        #expect(named("--text-amount")?.light.font?.size == 34)
        let sizes = Set(spec.expectations.compactMap { $0.kind == .typography ? $0.light.font?.size : nil })
        // `text-4xl` titles the page above the frame, not the app.
        #expect(!sizes.contains(36))
        #expect(sizes.contains(18))
        #expect(element(spec, "$1,284.50")?.light.color?.hex == "#2BB673")
        #expect(spec.hasDarkVariant)
        #expect(!spec.diagnostics.contains { $0.message.contains("tailwind.config") })
    }

    // MARK: - v4 browser build

    @Test func v4ThemeVariablesAndOklchPalette() throws {
        let spec = try read([
            "profile.html": """
            <!doctype html><html><head>
            <script src="https://cdn.jsdelivr.net/npm/@tailwindcss/browser@4"></script>
            <style type="text/tailwindcss">
              @import "tailwindcss";
              @theme {
                --color-brand: #6d28d9;
                --radius-pill: 999px;
              }
              @custom-variant dark (&:where(.dark, .dark *));
            </style></head>
            <body class="bg-white dark:bg-zinc-900">
              <h1 class="text-3xl font-extrabold text-blue-600">Profile</h1>
              <button class="bg-brand text-white rounded-pill px-5 py-3 dark:bg-brand/80">Follow</button>
            </body></html>
            """
        ])
        let brand = try #require(spec.expectations.first { $0.name == "--color-brand" })
        #expect(brand.light.color?.hex == "#6D28D9")
        #expect(brand.location.line == 6)
        let title = try #require(element(spec, "Profile"))
        // v4's blue-600 is oklch(54.6% 0.245 262.881).
        #expect(title.light.color?.hex == "#155DFC")
        #expect(title.light.fontSize == 30)
        #expect(title.light.fontWeight == 800)
        let follow = try #require(element(spec, "Follow"))
        #expect(follow.light.background?.hex == "#6D28D9")
        #expect(follow.light.radius == 999)
        #expect(spec.hasDarkVariant)
        #expect(!spec.diagnostics.contains { $0.message.contains("tailwindcss") })
    }

    // MARK: - Negative and bad input

    @Test func classesNamedLikeUtilitiesWithoutTailwindGenerateNothing() throws {
        let spec = try read([
            "plain.html": """
            <html><head><style>.card { padding: 12px; }</style></head>
            <body><div class="card bg-blue-600 p-6 rounded-2xl"><p class="text-white text-2xl">Hello</p></div></body></html>
            """
        ])
        let hello = try #require(element(spec, "Hello"))
        #expect(hello.light.color == nil || hello.light.color?.hex == "#000000")
        #expect(!spec.expectations.contains { $0.kind == .color })
        #expect(!spec.expectations.contains { $0.kind == .radius })
    }

    @Test func anUnreadableConfigIsOneWarningAndTheDefaultsStillApply() throws {
        let spec = try read([
            "broken.html": """
            <html><head><script src="https://cdn.tailwindcss.com"></script>
            <script>
            tailwind.config = {
              theme: { extend: { colors: { brand: '#123456' ) } }
            }
            </script></head><body><p class="text-blue-600">Text</p></body></html>
            """
        ])
        let warnings = spec.diagnostics.filter { $0.message.contains("tailwind.config") }
        #expect(warnings.count == 1)
        #expect(warnings.first?.location.line == 4)
        #expect(element(spec, "Text")?.light.color?.hex == "#2563EB")
    }

    // MARK: - Parts

    @Test func embeddedPalettesEqualTheReferenceData() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("ReferenceData/tailwindcss")
        for (file, table) in [("colors-v3.csv", TailwindPalette.v3), ("colors-v4.csv", TailwindPalette.v4)] {
            let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
            var rows: [String: String] = [:]
            for line in text.split(separator: "\n").dropFirst() {
                let f = line.split(separator: ",", maxSplits: 2, omittingEmptySubsequences: false).map(String.init)
                rows[f[0] + (f[1].isEmpty ? "" : "-" + f[1])] = f[2]
            }
            #expect(rows.count > 200)
            #expect(rows == table, "\(file)")
        }
    }

    @Test func objectLiteralReaderIsTolerant() throws {
        let text = """
            tailwind.config = {
              // comment
              darkMode: ['class', '[data-mode="dark"]'],
              theme: { extend: {
                colors: { 'ink': "#111", muted: `#999`, ...extra, fromScript: colors.blue, fn: ({ theme }) => theme('x'), },
                fontSize: { title: ['28px', { lineHeight: '34px' }], },
                /* block
                   comment */
                spacing: { 18: '4.5rem', 0.5: '2px' },
              } },
              plugins: [require('@tailwindcss/forms')],
            }
            """
        let (value, line) = try #require(try ObjectLiteralReader.tailwindConfig(in: text))
        #expect(line == 1)
        #expect(value["darkMode"] == .array([.string("class"), .string("[data-mode=\"dark\"]")]))
        let colors = try #require(value["theme"]?["extend"]?["colors"])
        #expect(colors["ink"] == .string("#111"))
        #expect(colors["muted"] == .string("#999"))
        #expect(colors["fromScript"] == .expression("colors.blue"))
        #expect(colors.members.first { $0.key == "ink" }?.line == 5)
        #expect(value["theme"]?["extend"]?["spacing"]?["0.5"] == .string("2px"))
        #expect(throws: ObjectLiteralReader.Failure.self) { _ = try ObjectLiteralReader.tailwindConfig(in: "tailwind.config = { a: [1, 2 }") }
        #expect(try ObjectLiteralReader.tailwindConfig(in: "console.log(1)") == nil)
    }

    @Test func utilitiesParse() {
        let v3 = TailwindTheme(version: .v3)
        func css(_ c: String, _ theme: TailwindTheme = TailwindTheme(version: .v3)) -> String? {
            TailwindUtility.parse(c, theme: theme).map { TailwindStylesheet.rule($0, theme: theme) }
        }
        #expect(css("bg-blue-500/50") == #".bg-blue-500\/50 { background-color: rgb(59 130 246 / 0.5) }"#)
        #expect(css("p-2.5") == #".p-2\.5 { padding: 0.625rem }"#)
        #expect(css("-mt-2") == ".-mt-2 { margin-top: calc(0.5rem * -1) }")
        #expect(css("w-1/2") == #".w-1\/2 { width: 50% }"#)
        #expect(css("rounded-t-lg") == ".rounded-t-lg { border-top-left-radius: 0.5rem; border-top-right-radius: 0.5rem }")
        #expect(css("text-[14px]") == #".text-\[14px\] { font-size: 14px }"#)
        #expect(css("text-[#333]") == ##".text-\[\#333\] { color: #333 }"##)
        #expect(css("hover:bg-white") == #".hover\:bg-white:hover { background-color: #fff }"#)
        #expect(css("dark:text-white") == #"@media (prefers-color-scheme: dark) { .dark\:text-white { color: #fff } }"#)
        #expect(css("md:p-4") == nil)
        #expect(css("print:hidden") == nil)
        #expect(css("opacity-75") == ".opacity-75 { opacity: 0.75 }")
        #expect(css("font-black") == ".font-black { font-weight: 900 }")
        #expect(css("text-sm/6") == #".text-sm\/6 { font-size: 0.875rem; line-height: 1.5rem }"#)
        #expect(css("!font-bold") == #".\!font-bold { font-weight: 700 !important }"#)
        #expect(css("p-13") == nil)
        #expect(css("p-13", TailwindTheme(version: .v4)) == ".p-13 { padding: 3.25rem }")
        #expect(css("flex") == nil)
        _ = v3
    }
}
