import CSSEngine
import GapCheckModel

/// Custom properties that hold a color's channels without the function (shadcn/ui and Tailwind themes):
/// `--primary: 213 94% 68%` used as `hsl(var(--primary))`, `--accent: 37 99 235` used as `rgb(var(--accent) / 0.5)`.
/// The value is a color only through its use, so it is decoded with the function the design wraps it in, or, when
/// the design never uses it in CSS (a Tailwind build wraps it in `tailwind.config.js`: `bg: "rgb(var(--x))"`), when its
/// name is a color role and its shape is unmistakable: `H S% L%` is `hsl`, three whole numbers from 0 to 255 are `rgb`.
enum BareColorChannels {
    /// Color functions whose whole channel list may be one `var()`.
    static let functions: Set<String> = ["hsl", "hsla", "rgb", "rgba", "hwb", "lab", "lch", "oklab", "oklch"]
    /// Name words of a color role in shadcn-style themes.
    static let roleWords: Set<String> = [
        "background", "bg", "foreground", "fg", "primary", "secondary", "accent", "muted", "destructive", "border", "input",
        "ring", "card", "popover", "chart", "sidebar", "surface", "success", "warning", "error", "danger", "info", "color", "colors"
    ]

    /// For each custom property used as the sole channel list of a color function (`hsl(var(--x))`,
    /// `hsl(var(--x) / 0.5)`), that function's name; the first one in rule order when several are used.
    static func wrappers(in rules: [StyleRule]) -> [String: String] {
        var out: [String: String] = [:]
        func walk(_ values: [CSSComponentValue]) {
            for v in values {
                guard case .function(let name, let args) = v.kind else { continue }
                let fn = name.lowercased()
                if functions.contains(fn), let ref = soleReference(args), out[ref] == nil { out[ref] = fn }
                walk(args)
            }
        }
        for r in rules { for d in r.declarations { walk(d.value) } }
        return out
    }

    /// `--x` when `args` is `var(--x)`, optionally followed by `/ alpha`.
    static func soleReference(_ args: [CSSComponentValue]) -> String? {
        let parts = args.filter { $0.kind != .whitespace }
        guard let first = parts.first, case .function(let f, let inner) = first.kind, f.lowercased() == "var" else { return nil }
        if parts.count > 1, case .delim(let d) = parts[1].kind, d == "/" {} else if parts.count > 1 { return nil }
        guard let name = inner.first(where: { $0.kind != .whitespace }), case .ident(let ident) = name.kind, ident.hasPrefix("--") else { return nil }
        return ident
    }

    /// `value` wrapped in the color function it stands for, or nil when it is not a bare channel list: three
    /// numbers or percentages (and an optional `/ alpha`), wrapped as the design uses it, else, under a color-role
    /// name, as `hsl()` when it reads `H S% L%` and as `rgb()` when it reads three whole numbers from 0 to 255.
    static func wrapped(_ value: [CSSComponentValue], words: [String], wrapper: String?) -> [CSSComponentValue]? {
        let parts = value.filter { $0.kind != .whitespace }
        let channels = parts.prefix {
            if case .delim = $0.kind { return false }; return true
        }
        guard channels.count == 3, channels.allSatisfy({ isNumeric($0) }) else { return nil }
        if channels.count < parts.count {
            // Only `/ alpha` may follow the channels.
            guard parts.count == 5, case .delim(let d) = parts[3].kind, d == "/", isNumeric(parts[4]) else { return nil }
        }
        let fn: String
        if let wrapper {
            fn = wrapper
        } else {
            let c = Array(channels)
            guard !Set(words).isDisjoint(with: roleWords) else { return nil }
            if case .number = c[0].kind, case .percentage = c[1].kind, case .percentage = c[2].kind {
                fn = "hsl"
            } else if c.allSatisfy(isByte) {
                fn = "rgb"
            } else {
                return nil
            }
        }
        let at = value.first { $0.kind != .whitespace }
        return [CSSComponentValue(.function(fn, value), line: at?.line ?? 0, column: at?.column ?? 0)]
    }

    /// A whole number from 0 to 255: one channel of an `rgb()` triplet written without its function.
    private static func isByte(_ v: CSSComponentValue) -> Bool {
        guard case .number(let n) = v.kind else { return false }
        return n.isInteger && n.value >= 0 && n.value <= 255
    }

    private static func isNumeric(_ v: CSSComponentValue) -> Bool {
        switch v.kind {
        case .number, .percentage: return true
        case .dimension(_, let unit): return unit.lowercased() == "deg"
        default: return false
        }
    }
}
