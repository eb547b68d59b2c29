import Foundation
import MockupReader
import Testing

/// Throughput of the CSS engine on a large generated stylesheet; runs only with `CSS_BENCH=1`
/// (use a release build for meaningful numbers: `swift test -c release --filter CSSBenchmark`).
@Suite(.enabled(if: ProcessInfo.processInfo.environment["CSS_BENCH"] != nil))
struct CSSBenchmarkTests {
    /// A realistic design-system stylesheet of about `bytes` bytes.
    static func generate(bytes target: Int) -> String {
        var s = ":root {\n  --brand: #34C759;\n  --space-md: 16px;\n  --font: -apple-system, \"SF Pro Text\", sans-serif;\n}\n"
        var i = 0
        while s.utf8.count < target {
            s += """
            /* component \(i) */
            .card-\(i) > .title, .list-\(i) li:nth-child(2n+1)::after, [data-id="x\(i)"] {
              color: var(--brand, #1c1c1e);
              background: linear-gradient(180deg, rgba(0, 0, 0, .05) 0%, hsl(210 20% 98%) 100%), url(img/bg-\(i).png) no-repeat;
              padding: 8px 16px 12px;
              margin: 0 auto !important;
              font: 600 17px/22px var(--font);
              border-radius: 12px / 8px;
              box-shadow: 0 1px 2px rgba(0,0,0,.1), inset 0 0 0 1px #e5e5ea;
              transition: opacity .2s ease-in-out, transform 150ms cubic-bezier(.4, 0, .2, 1);
            }
            @media (prefers-color-scheme: dark) and (min-width: \(300 + i % 500)px) {
              .card-\(i) { color: oklch(0.7 0.1 200); border: 1px solid color-mix(in srgb, #fff 10%, transparent); }
            }

            """
            i += 1
        }
        return s
    }

    @Test func throughput() {
        let css = Self.generate(bytes: 8_000_000)
        let megabytes = Double(css.utf8.count) / 1_000_000
        let clock = ContinuousClock()
        var best = Duration.seconds(1_000)
        for _ in 0..<3 {
            let start = clock.now
            let sheet = CSSStylesheet.parse(css)
            best = min(best, clock.now - start)
            #expect(sheet.rules.count > 10_000)
        }
        let seconds = Double(best.components.seconds) + Double(best.components.attoseconds) / 1e18
        print("CSSStylesheet.parse: \(String(format: "%.2f", megabytes)) MB in \(String(format: "%.3f", seconds)) s = \(String(format: "%.1f", megabytes / seconds)) MB/s")
    }
}
