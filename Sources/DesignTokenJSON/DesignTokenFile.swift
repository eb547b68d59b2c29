import Foundation
import GapCheckModel

/// One token read from a design-token JSON file (W3C DTCG, Style Dictionary, Tokens Studio, Figma variables by mode).
public struct DesignToken: Sendable, Hashable {
    /// Group path and name (`["color", "status", "success"]`).
    public var path: [String]
    /// `$type`/`type` as written or inherited from a group (`color`, `dimension`, `fontFamily`, `typography`...).
    public var type: String?
    /// Resolved value (aliases followed); nil when the value could not be understood.
    public var value: DesignValue?
    /// Dark-mode value when the file carries one (a `dark` mode/theme in `$extensions`, or a parallel dark set).
    public var darkValue: DesignValue?
    /// `$description`, when any.
    public var description: String?
    /// Where the token is declared.
    public var location: SourceLocation
    /// Where the dark value is declared (the `dark` key in `$extensions`, or the token of the dark set).
    public var darkLocation: SourceLocation?
    /// The alias chain followed to reach the value (`{color.base.green}`), outermost first; empty for literals.
    public var aliases: [String]
    /// The value in each mode of a variant collection (a Figma export's `mobile`/`desktop`), the compared one first; empty
    /// when the token has no such modes or they all agree.
    public var modes: [DesignMode] = []
    /// For a color of a single-mode palette collection that no color of the export's light/dark collection uses: that
    /// collection's name (`ModeValueTokens`); nil otherwise.
    public var paletteOf: String?
    /// For a token of the design's primitive layer (a set the themes use only as a source), whether a semantic token
    /// aliases it; nil for any other token.
    public var primitive: PrimitiveUse? = nil

    public init(
        path: [String], type: String?, value: DesignValue?, darkValue: DesignValue? = nil, description: String? = nil,
        location: SourceLocation, darkLocation: SourceLocation? = nil, aliases: [String] = []
    ) {
        self.path = path; self.type = type; self.value = value; self.darkValue = darkValue
        self.description = description; self.location = location; self.darkLocation = darkLocation
        self.aliases = aliases
    }

    /// Dotted name (`color.status.success`), the way DTCG aliases spell it.
    public var name: String { path.joined(separator: ".") }

    /// The kind of value, from the type and, for plain dimensions, the words of the path.
    public var kind: ValueKind? {
        switch value {
        case .color?: return .color
        case .font?: return .typography
        case .shadow?: return .shadow
        case .length?:
            let t = (type ?? "").lowercased()
            let words = Set(path.flatMap { NameWords.split($0) })
            // A number of a shadow or a blur (`Drop-shadow.Elevation 1.Position X`, `Background Blur.Primary`, Figma's
            // `dropshadowPositionSm`, `boxShadowY`) is part of an effect, never a step of a spacing or size scale.
            if words.contains(where: { $0 == "blur" || $0.hasSuffix("shadow") || $0.hasSuffix("shadows") }) { return nil }
            // A text style's paragraph spacing or indent (`paragraphSpacingBodyMd`, Tokens Studio's `paragraphSpacing`
            // type) is the space between its paragraphs, never a step of the layout's spacing scale.
            if ["paragraphspacing", "paragraphindent"].contains(t) || Self.namesParagraphMetric(path) { return nil }
            // The other lengths a text style owns, by the words CSS reads them by (`TextMetricWords`): an indent or a word
            // spacing anywhere in the path, and a letter spacing that is a member of a type group
            // (`typography.body.letterSpacing`, `type.copy.tracking`: Tokens Studio types them `dimension`).
            let pathWords = path.flatMap { NameWords.split($0) }
            if TextMetricWords.namesNonSizeTextLength(pathWords) { return nil }
            if let last = path.last, TextMetricWords.namesLetterSpacing(NameWords.split(last)), DesignTokenFile.fontMemberType(path) != nil {
                return nil
            }
            // DTCG's `number` is unitless (a z-index, an opacity, a ratio): a length only where the path names one, as
            // Figma's variable export types its spacing floats (`"Spacing md": {"$type": "number", "$value": 16}`).
            if t == "number", words.isDisjoint(with: Self.lengthWords) { return nil }
            if t == "borderradius" || words.contains("radius") || words.contains("radii") || words.contains("corner")
                || words.contains("corners")
            {
                return .radius
            }
            if t == "sizing" || words.contains("size") || words.contains("width") || words.contains("height")
                || words.contains("sizing") || words.contains("target")
            {
                return .size
            }
            return .spacing
        case nil: return nil
        }
    }

    /// True when a path names a paragraph's spacing or indent (`paragraphSpacingBodyMd`, `paragraph.indent`,
    /// `Paragraph Spacing/Heading`): the word `paragraph` followed by `spacing` or `indent`.
    static func namesParagraphMetric(_ path: [String]) -> Bool {
        let words = path.flatMap { NameWords.split($0) }
        return zip(words, words.dropFirst()).contains { $0 == "paragraph" && ($1 == "spacing" || $1 == "indent") }
    }

    /// Words of a token path that name a length, so that a unitless `number` token under them is one.
    static let lengthWords: Set<String> = [
        "spacing", "spacings", "space", "spaces", "gap", "gaps", "gutter", "gutters", "padding", "margin", "margins", "inset",
        "insets", "size", "sizes", "sizing", "width", "height", "radius", "radii", "corner", "corners", "border", "stroke",
        "dimension", "dimensions", "indent", "offset", "target"
    ]

    /// Where the value is applied, guessed from the words of the path (`text`, `background`, `border`...).
    public var role: ValueRole {
        let words = path.flatMap { NameWords.split($0) }
        switch kind {
        case .color?:
            for w in words.reversed() {
                switch w {
                case "text", "foreground", "fg", "label", "title", "content", "on": return .text
                case "background", "bg", "surface", "canvas", "fill": return w == "fill" ? .fill : .background
                case "border", "stroke", "outline", "divider", "separator": return .border
                case "icon": return .fill
                case "shadow": return .shadow
                default: continue
                }
            }
            return .other
        case .typography?: return .font
        case .spacing?: return .spacing
        case .radius?: return .radius
        case .size?: return .size
        case .shadow?: return .shadow
        case nil: return .other
        }
    }
}

/// Parses design-token JSON; written once, used by both the mockup reader and the code reader.
public enum DesignTokenFile {
    /// True when the JSON looks like a token file (some object has `$value` or `value` + `type`).
    public static func looksLikeTokens(_ bytes: [UInt8]) -> Bool {
        let text = String(decoding: bytes.prefix(4 << 20), as: UTF8.self)
        if text.contains("\"$value\"") { return true }
        return text.contains("\"value\"") && (text.contains("\"type\"") || text.contains("\"$type\""))
    }

    /// How a JSON file presents itself as design tokens.
    public enum Shape: Sendable, Hashable {
        /// Token objects: DTCG `$value`, Style Dictionary / Tokens Studio `value` + `type`.
        case tokenObjects
        /// Plain values grouped by kind (`PlainValueTokens`).
        case plainValues
        /// Variables keyed by mode name, as Figma's variables are exported (`ModeValueTokens`).
        case modeValues
        /// Says it is a token file (`$schema`, its name, kind groups) but holds nothing gapcheck reads.
        case unknownTokens
        /// Any other JSON (a package manifest, data): not read, nothing said.
        case notTokens
    }

    /// The shape of the JSON in `bytes` (named `path`): token objects, plain values, a token file of another
    /// shape, or no token file.
    public static func shape(_ bytes: [UInt8], path: String) -> Shape {
        if looksLikeTokens(bytes) { return .tokenObjects }
        guard bytes.count <= 4 << 20, bytes.first(where: { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }) == UInt8(ascii: "{"),
            JSONKeyLocator(bytes).maxDepth <= maxNesting,
            let root = (try? JSONSerialization.jsonObject(with: Data(bytes))) as? [String: Any]
        else { return .notTokens }
        if ModeValueTokens.read(root, locator: nil, path: path) != nil { return .modeValues }
        if let raws = PlainValueTokens.raws(root), raws.contains(where: { $0.type.map { valueTypes.contains($0.lowercased()) } ?? true }) {
            return .plainValues
        }
        return PlainValueTokens.claimsTokens(root, path: path) ? .unknownTokens : .notTokens
    }

    /// True for file names that hold the dark set of a theme (`tokens.dark.json`, `colors-dark.json`, `Dark.json`,
    /// `night.json`): a word of `AppearanceWords.dark`.
    public static func isDarkFileName(_ name: String) -> Bool {
        let base = (name as NSString).deletingPathExtension
        return NameWords.split(base).contains(where: AppearanceWords.dark.contains)
    }

    /// True for a file that holds the dark set of a theme, by its name (`isDarkFileName`) or by the folder it is in
    /// (`dark/colors.json`, `theme-dark/colors.json`).
    public static func isDarkFile(path: String) -> Bool {
        if isDarkFileName((path as NSString).lastPathComponent) { return true }
        let folder = ((path as NSString).deletingLastPathComponent as NSString).lastPathComponent
        return themeGroup(folder) == .dark
    }

    /// The folder of a theme's files with a light or dark theme folder left out (`tokens/dark/colors.json` and
    /// `tokens/light/colors.json` → `tokens`; `tokens/colors.dark.json` → `tokens`), so a dark file finds its light twin.
    public static func themeFolder(path: String) -> String {
        let dir = (path as NSString).deletingLastPathComponent
        guard let group = themeGroup((dir as NSString).lastPathComponent), group != .highContrast else { return dir }
        return (dir as NSString).deletingLastPathComponent
    }

    /// The name of the light file a dark file pairs with (`tokens.dark.json` → `tokens`), as a word list.
    public static func themeStem(_ name: String) -> [String] {
        let base = (name as NSString).deletingPathExtension
        return NameWords.split(base).filter { !darkWords.contains($0) && !lightWords.contains($0) }
    }

    /// Applies the tokens of a dark file (`tokens.dark.json`) as dark values of the same-named light tokens.
    /// Dark tokens with no light counterpart are returned unchanged in `unmatched`.
    public static func applyDarkSet(_ dark: [DesignToken], to light: [DesignToken]) -> (tokens: [DesignToken], unmatched: [DesignToken]) {
        var out = light
        var index: [String: Int] = [:]
        for (i, t) in light.enumerated() { index[themeKey(t.path)] = i }
        var unmatched: [DesignToken] = []
        for d in dark {
            if let i = index[themeKey(d.path)], out[i].darkValue == nil, let v = d.value {
                out[i].darkValue = v
                out[i].darkLocation = d.location
            } else {
                unmatched.append(d)
            }
        }
        return (out, unmatched)
    }

    /// Parses a token file. Bad JSON or unresolvable aliases become diagnostics, never a crash.
    ///
    /// A Tokens Studio single-file export (top-level keys that are token sets, with `$themes` and
    /// `$metadata.tokenSetOrder`) is read as its sets (`TokenSetResolver`): aliases resolve across the
    /// sets a theme turns on, and the light and dark themes give each token its two values.
    public static func parse(_ bytes: [UInt8], path: String, diagnostics: inout [Diagnostic]) -> [DesignToken] {
        parseTogether([TokenSetFile(name: path, path: path, bytes: bytes)], diagnostics: &diagnostics)[0]
    }

    /// A file's tokens as the readers hand them on: font styles merged, dark groups paired, in file order.
    static func finished(_ tokens: [DesignToken]) -> [DesignToken] {
        pairDarkGroups(mergeFontStyles(tokens)).sorted { ($0.location, $0.name) < ($1.location, $1.name) }
    }

    /// Parses the token files of one design together: a file whose aliases do not all resolve among its own tokens
    /// resolves them against the other files' tokens (a Figma variables export writes each collection and mode to a
    /// file of its own, and `Color - Semantique.Light.json` aliases `{gray cold.600}` of `Color - primitive.Value.json`).
    /// The other files are searched in the file's folder first, then those that name no platform but Apple's, then by
    /// path. A file that resolves alone is read exactly as `parse` reads it. One token list per file, in order.
    public static func parseTogether(_ files: [TokenSetFile], diagnostics: inout [Diagnostic]) -> [[DesignToken]] {
        struct Read {
            var raws: [RawToken]
            var locator: JSONKeyLocator
            var report: TokenDiagnostics
        }
        var reads: [Read?] = []
        var out: [[DesignToken]] = []
        var readDiagnostics: [[Diagnostic]] = []
        for f in files {
            var fileDiagnostics: [Diagnostic] = []
            guard let (root, locator) = readObject(f.bytes, path: f.path, diagnostics: &fileDiagnostics) else {
                reads.append(nil); out.append([]); readDiagnostics.append(fileDiagnostics)
                continue
            }
            var report = TokenDiagnostics()
            if let export = TokenSetExport(singleFile: root, locator: locator, path: f.path) {
                out.append(TokenSetResolver.resolve(export, report: &report))
                reads.append(nil); readDiagnostics.append(fileDiagnostics + report.diagnostics)
                continue
            }
            var raws = collect(root)
            // No token objects: variables keyed by mode name (`{"mapped": {"textPrimary": {"light": "#1c1e21", "dark": "#fff"}}}`),
            // or plain values grouped by kind (`{"color": {"primary": "#d32f2f"}, "spacing": {"md": 16}}`).
            if raws.isEmpty, let modes = ModeValueTokens.read(root, locator: locator, path: f.path) {
                raws = modes.raws
                fileDiagnostics += modes.notes.map { Diagnostic(.warning, $0, at: SourceLocation(file: f.path, line: 1, column: 1)) }
            } else if raws.isEmpty, let plain = PlainValueTokens.raws(root) {
                raws = plain
            }
            let locate = locator.locate(in: f.path)
            out.append(finished(tokens(from: raws, byName: index(raws), locate: { locate($1) }, report: &report)))
            reads.append(Read(raws: raws, locator: locator, report: report))
            readDiagnostics.append(fileDiagnostics)
        }
        for (i, f) in files.enumerated() {
            guard let read = reads[i] else { continue }
            let others = read.report.hasUnresolvedAliases ? files.indices.filter { $0 != i && reads[$0] != nil } : []
            guard !others.isEmpty else {
                readDiagnostics[i] += read.report.diagnostics
                continue
            }
            let folder = (f.path as NSString).deletingLastPathComponent
            // A dark file (`primitives.dark.json`, `dark/colors.json`) is the dark appearance of its light twin's tokens:
            // a light file's aliases resolve among the light files first, a dark file's among the dark ones first
            // and then the light ones (dark over light).
            let dark = isDarkFile(path: f.path)
            let searched = others.sorted { a, b in
                func rank(_ k: Int) -> (Int, Int, Int, String) {
                    let appearance = isDarkFile(path: files[k].path) == dark ? 0 : 1
                    let sameFolder = (files[k].path as NSString).deletingLastPathComponent == folder ? 0 : 1
                    let platform = TokenSetSelection.platform(TokenSetSelection.words((files[k].path as NSString).lastPathComponent)) == .other ? 1 : 0
                    return (appearance, sameFolder, platform, files[k].path)
                }
                return rank(a) < rank(b)
            }
            var raws = read.raws
            var byName = index(raws)
            for k in searched {
                guard let other = reads[k] else { continue }
                let offset = raws.count
                raws += other.raws
                for (name, j) in index(other.raws) where byName[name] == nil { byName[name] = offset + j }
            }
            var report = TokenDiagnostics()
            let locate = read.locator.locate(in: f.path)
            out[i] = finished(tokens(from: raws, byName: byName, only: Array(read.raws.indices), locate: { locate($1) }, report: &report))
            readDiagnostics[i] += report.diagnostics
        }
        // A file of literal values the other files alias is their primitive layer (`PrimitiveFiles`).
        let uses = PrimitiveFiles.uses(reads.map { $0?.raws })
        for (i, use) in uses.enumerated() where !use.isEmpty {
            for k in out[i].indices { out[i][k].primitive = use[out[i][k].name] }
            let unreferenced = out[i].filter { $0.primitive == .unreferenced }.map(\.name)
            if !unreferenced.isEmpty {
                readDiagnostics[i].append(
                    Diagnostic(
                        .warning, PrimitiveFiles.note(unreferenced, source: "the other token files alias this file's values and never these"),
                        at: SourceLocation(file: files[i].path, line: 1, column: 1)))
            }
        }
        for d in readDiagnostics { diagnostics += d }
        return out
    }

    /// Parses the sets of a Tokens Studio folder export together (`files`, with the bytes of its
    /// `$themes.json` and `$metadata.json` when present; warnings about the sets as a whole point at
    /// `origin`): aliases resolve across the sets the themes turn on, light and dark as the themes say.
    public static func parseSetFolder(
        _ files: [TokenSetFile], themes: [UInt8]?, metadata: [UInt8]?, origin: SourceLocation, diagnostics: inout [Diagnostic]
    ) -> [DesignToken] {
        let export = TokenSetExport(folder: files, themes: themes, metadata: metadata, origin: origin, diagnostics: &diagnostics)
        var report = TokenDiagnostics()
        defer { diagnostics += report.diagnostics }
        return TokenSetResolver.resolve(export, report: &report)
    }

    /// The top-level object of a token file and where its keys are, or nil (with a warning) when the
    /// bytes are not JSON, nest too deeply, or hold no object.
    static func readObject(_ bytes: [UInt8], path: String, diagnostics: inout [Diagnostic]) -> ([String: Any], JSONKeyLocator)? {
        let locator = JSONKeyLocator(bytes)
        // Token files nest a few levels; refuse pathological nesting before Foundation recurses into it.
        guard locator.maxDepth <= maxNesting else {
            diagnostics.append(
                Diagnostic(.warning, "JSON nested more than \(maxNesting) levels deep, skipped", at: SourceLocation(file: path, line: 1, column: 1)))
            return nil
        }
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed])
        } catch {
            let pos = locator.errorPosition
            diagnostics.append(
                Diagnostic(
                    .warning, "not valid JSON, skipped (\(shortReason(error)))",
                    at: SourceLocation(file: path, line: pos?.line ?? 0, column: pos?.column ?? 0)))
            return nil
        }
        guard let root = object as? [String: Any] else {
            diagnostics.append(Diagnostic(.warning, "not a design-token file (top level is not an object), skipped", at: SourceLocation(file: path)))
            return nil
        }
        return (root, locator)
    }

    /// Dotted name → index of the first token declaring it, for alias resolution.
    static func index(_ raws: [RawToken]) -> [String: Int] {
        var byName: [String: Int] = [:]
        for (i, r) in raws.enumerated() where byName[r.path.joined(separator: ".")] == nil {
            byName[r.path.joined(separator: ".")] = i
        }
        return byName
    }

    /// The tokens of `raws` (or of those `only` lists), aliases resolved against `byName`.
    static func tokens(
        from raws: [RawToken], byName: [String: Int], only: [Int]? = nil, locate: (_ raw: Int, _ keyPath: [String]) -> SourceLocation,
        report: inout TokenDiagnostics
    ) -> [DesignToken] {
        var tokens: [DesignToken] = []
        for ri in only ?? Array(raws.indices) {
            let r = raws[ri]
            let loc = locate(ri, r.fullPath)
            let name = r.path.joined(separator: ".")
            var chain: [String] = []
            var type = r.type
            let resolved = resolve(r.value, raws: raws, byName: byName, chain: &chain, type: &type, depth: 0) { message in
                report.add(token: name, message, at: loc)
            }
            // Style Dictionary's CTI tokens carry no type: a font style's members say theirs by name
            // (`font.styles.display1.size`, `.lineHeight`, `.kerning`, `.name`).
            if type == nil, let resolved, TokenValueDecoder.inferType(resolved) == nil { type = Self.fontMemberType(r.path) }
            let value = resolved.flatMap { TokenValueDecoder.decode($0, type: type) }
            if resolved != nil, value == nil, let t = type?.lowercased(), Self.valueTypes.contains(t) {
                report.add(token: name, "\(t) value not understood", at: loc)
            }
            var token = DesignToken(path: r.path, type: type, value: value, description: r.description, location: loc, aliases: chain)
            if let (darkRaw, darkKeyPath) = r.dark {
                var darkChain: [String] = []
                var darkType = type
                let d = resolve(darkRaw, raws: raws, byName: byName, chain: &darkChain, type: &darkType, depth: 0) { message in
                    report.add(token: name + " (dark)", message, at: loc)
                }
                token.darkValue = d.flatMap { TokenValueDecoder.decode($0, type: type ?? darkType) }
                // The dark key path is written from the token's set (a prefix of `fullPath`), unless the token has a place of
                // its own (a Figma REST response's variable), when it is the whole key path.
                let setPrefix = r.fullPath.suffix(r.path.count) == r.path[...] ? Array(r.fullPath.dropLast(r.path.count)) : []
                token.darkLocation = locate(ri, setPrefix + darkKeyPath)
            }
            token.paletteOf = r.paletteOf
            token.modes = variantModes(r, type: token.type ?? type, raws: raws, byName: byName, locate: { locate(ri, $0) })
            tokens.append(token)
        }
        return tokens
    }

    /// The token's values in its variant modes (`Expectation.modes`), aliases resolved; empty when the modes agree.
    static func variantModes(
        _ r: RawToken, type: String?, raws: [RawToken], byName: [String: Int], locate: ([String]) -> SourceLocation
    ) -> [DesignMode] {
        guard r.variants.count >= 2 else { return [] }
        let modes = r.variants.compactMap { v -> DesignMode? in
            var chain: [String] = []
            var t = type
            let resolved = resolve(v.value, raws: raws, byName: byName, chain: &chain, type: &t, depth: 0) { _ in }
            guard let value = resolved.flatMap({ TokenValueDecoder.decode($0, type: type ?? t) }) else { return nil }
            return DesignMode(words: NameWords.split(v.name), value: value, location: locate(v.keyPath))
        }
        return modes.count >= 2 && modes.contains(where: { $0.value != modes[0].value }) ? modes : []
    }

    /// The type a typeless token's name gives it as a member of a font style: a path through `font`/`typography`
    /// whose last word is `size`, `lineHeight`, `kerning`/`letterSpacing`/`tracking`, `weight`, or `name`/`family`.
    static func fontMemberType(_ path: [String]) -> String? {
        guard path.count >= 2, let last = path.last else { return nil }
        let groupWords = Set(path.dropLast().flatMap { NameWords.split($0) })
        guard !groupWords.isDisjoint(with: ["font", "fonts", "typography", "type", "text"]) else { return nil }
        switch NameWords.split(last).joined() {
        case "size", "fontsize": return "fontsize"
        case "lineheight", "leading": return "lineheight"
        case "kerning", "letterspacing", "tracking": return "letterspacing"
        case "weight", "fontweight": return "fontweight"
        case "name", "family", "fontfamily", "face": return "fontfamily"
        default: return nil
        }
    }

    /// The members of each font style (`font.styles.title1.{name,size,lineHeight,kerning}`, one attribute each) as one
    /// typography token named by the style, at its size's place; other tokens as they are.
    static func mergeFontStyles(_ tokens: [DesignToken]) -> [DesignToken] {
        func attribute(_ t: DesignToken) -> FontSpec? {
            guard case .font(let f)? = t.value, t.path.count >= 2, fontMemberType(t.path) != nil else { return nil }
            return f
        }
        var groups: [[String]: [Int]] = [:]
        for (i, t) in tokens.enumerated() where attribute(t) != nil { groups[Array(t.path.dropLast()), default: []].append(i) }
        var drop: Set<Int> = []
        var out = tokens
        for (group, members) in groups {
            let specs = members.compactMap { attribute(tokens[$0]) }
            guard members.count > 1, specs.filter({ $0.size != nil }).count == 1,
                let head = members.first(where: { attribute(tokens[$0])?.size != nil })
            else { continue }
            let merged = FontSpec.combining(specs)
            out[head].value = .font(merged)
            out[head].path = group
            out[head].type = "typography"
            for m in members where m != head { drop.insert(m) }
        }
        return out.enumerated().filter { !drop.contains($0.offset) }.map(\.element)
    }

    /// Deepest JSON nesting read.
    public static let maxNesting = 256

    // MARK: - Collection

    /// Types whose values gapcheck understands; other types (duration, cubicBezier...) are kept without value.
    static let valueTypes: Set<String> = [
        "color", "dimension", "spacing", "sizing", "borderradius", "fontweight", "fontweights", "fontfamily",
        "fontfamilies", "fontsize", "fontsizes", "typography", "shadow", "boxshadow", "lineheight", "lineheights",
        "letterspacing"
    ]

    static let darkWords = AppearanceWords.dark
    static let lightWords = AppearanceWords.light

    struct RawToken {
        /// Group path and name, as aliases name the token.
        var path: [String]
        /// Key path in the JSON document (the set's key before `path` in a single-file multi-set export).
        var fullPath: [String]
        var type: String?
        var value: Any
        var description: String?
        /// The dark value from `$extensions` and the key path where it is written.
        var dark: (Any, [String])?
        /// The values of the token's variant modes (the compared one first), each with its mode's name and key path.
        var variants: [(name: String, value: Any, keyPath: [String])] = []
        /// The light/dark collection this palette color is unused by (`DesignToken.paletteOf`).
        var paletteOf: String? = nil
    }

    /// Walks groups iteratively, inheriting `$type`, and returns tokens in a stable order; `prefix` is the
    /// key path of `root` in its document (a token set's key), left out of the tokens' paths.
    static func collect(_ root: [String: Any], prefix: [String] = []) -> [RawToken] {
        var out: [RawToken] = []
        var stack: [(dict: [String: Any], path: [String], type: String?)] = [(root, [], nil)]
        while let (dict, path, inherited) = stack.popLast() {
            if let v = dict["$value"] {
                let type = (dict["$type"] as? String) ?? inherited
                out.append(
                    RawToken(
                        path: path, fullPath: prefix + path, type: type, value: v, description: dict["$description"] as? String,
                        dark: darkValue(in: dict["$extensions"], path: path + ["$extensions"])))
                continue
            }
            if !path.isEmpty, let v = dict["value"], isLegacyToken(dict, value: v) {
                let type = (dict["type"] as? String) ?? (dict["$type"] as? String) ?? inherited
                let description = (dict["description"] as? String) ?? (dict["comment"] as? String)
                let ext = dict["$extensions"] ?? dict["extensions"]
                let extKey = dict["$extensions"] != nil ? "$extensions" : "extensions"
                out.append(
                    RawToken(
                        path: path, fullPath: prefix + path, type: type, value: v, description: description,
                        dark: darkValue(in: ext, path: path + [extKey])))
                continue
            }
            let type = (dict["$type"] as? String) ?? inherited
            for key in dict.keys.sorted().reversed() where !key.hasPrefix("$") {
                if let child = dict[key] as? [String: Any] { stack.append((child, path + [key], type)) }
            }
        }
        return out
    }

    /// A `value` key makes a Style Dictionary/Tokens Studio token unless it is itself a group of tokens.
    private static func isLegacyToken(_ dict: [String: Any], value: Any) -> Bool {
        guard let inner = value as? [String: Any] else { return true }
        if inner["value"] != nil || inner["$value"] != nil { return false }
        // A composite value (typography, shadow) has no token objects inside.
        return !inner.values.contains { v in
            guard let d = v as? [String: Any] else { return false }
            return d["value"] != nil || d["$value"] != nil
        }
    }

    /// Finds a dark value in `$extensions`: a `dark` entry under a `mode(s)`/`theme(s)`/`appearance(s)` key,
    /// at any depth (`{"mode": {"dark": ...}}`, `{"com.figma": {"modes": {"Dark": ...}}}`).
    static func darkValue(in extensions: Any?, path: [String]) -> (Any, [String])? {
        guard let ext = extensions as? [String: Any] else { return nil }
        let modeKeys: Set<String> = ["mode", "modes", "theme", "themes", "appearance", "appearances", "colorscheme", "colorschemes", "variants"]
        var queue: [([String: Any], [String], Int)] = [(ext, path, 0)]
        var qi = 0
        while qi < queue.count {
            let (dict, p, depth) = queue[qi]
            qi += 1
            for key in dict.keys.sorted() {
                guard let child = dict[key] else { continue }
                if modeKeys.contains(key.lowercased()), let modes = child as? [String: Any] {
                    for mk in modes.keys.sorted() where NameWords.split(mk).contains("dark") {
                        guard let v = modes[mk] else { continue }
                        if let d = v as? [String: Any], let inner = d["$value"] ?? d["value"] {
                            return (inner, p + [key, mk])
                        }
                        return (v, p + [key, mk])
                    }
                }
                if depth < 4, let d = child as? [String: Any] { queue.append((d, p + [key], depth + 1)) }
            }
        }
        return nil
    }

    // MARK: - Aliases

    /// Longest `{alias}` chain followed before giving up.
    static let maxAliasChain = 64

    /// Follows `{group.token}` aliases (also inside composite values) with cycle detection.
    static func resolve(
        _ value: Any, raws: [RawToken], byName: [String: Int], chain: inout [String], type: inout String?, depth: Int,
        report: (String) -> Void
    ) -> Any? {
        if let s = value as? String, let ref = aliasName(s) {
            var current = ref
            var seen: [String] = []
            var seenSet: Set<String> = []
            while true {
                if seenSet.contains(current) {
                    let cycle = seen[(seen.firstIndex(of: current) ?? 0)...] + [current]
                    report("alias cycle \(cycle.prefix(12).map { "{\($0)}" }.joined(separator: " → "))\(cycle.count > 12 ? " → …" : "")")
                    return nil
                }
                // Real token files alias a few levels deep; a longer chain is hostile or generated garbage.
                guard seen.count < maxAliasChain else {
                    report("alias chain from {\(ref)} is longer than \(maxAliasChain) links")
                    return nil
                }
                seen.append(current)
                seenSet.insert(current)
                guard let i = byName[current] ?? byName[current.replacingOccurrences(of: ".value", with: "")] else {
                    report("alias {\(current)} does not resolve")
                    return nil
                }
                chain.append("{\(current)}")
                if type == nil { type = raws[i].type }
                let target = raws[i].value
                if let s2 = target as? String, let next = aliasName(s2) { current = next; continue }
                guard depth < 6 else { return target }
                var innerType: String? = raws[i].type
                return resolve(target, raws: raws, byName: byName, chain: &chain, type: &innerType, depth: depth + 1, report: report)
            }
        }
        guard depth < 6 else { return value }
        if let d = value as? [String: Any] {
            var out: [String: Any] = [:]
            for (k, v) in d {
                var t: String? = nil
                var c: [String] = []
                if let r = resolve(v, raws: raws, byName: byName, chain: &c, type: &t, depth: depth + 1, report: report) { out[k] = r }
            }
            return out
        }
        if let a = value as? [Any] {
            return a.compactMap { v -> Any? in
                var t: String? = nil
                var c: [String] = []
                return resolve(v, raws: raws, byName: byName, chain: &c, type: &t, depth: depth + 1, report: report)
            }
        }
        return value
    }

    /// `color.base.green` for `"{color.base.green}"`; nil when the string is not exactly one alias.
    static func aliasName(_ s: String) -> String? {
        let t = s.trimmingCharacters(in: .whitespaces)
        guard t.hasPrefix("{"), t.hasSuffix("}"), t.count > 2 else { return nil }
        let inner = t.dropFirst().dropLast()
        guard !inner.contains("{"), !inner.contains("}") else { return nil }
        return String(inner)
    }

    // MARK: - Dark groups

    /// Tokens under a `dark` group (`color.dark.background`, a Tokens Studio `dark` set) become the dark
    /// value of the token with the same path under `light` or with no theme group at all.
    ///
    /// Theme groups are named many ways (`dark`, `Dark Mode`, `theme/dark`, `semantic-dark`); a group
    /// named for high contrast (`light-hc`, `dark-high-contrast`) is an appearance of its own, left out
    /// of both the light and the dark values.
    static func pairDarkGroups(_ tokens: [DesignToken]) -> [DesignToken] {
        let isDark: (DesignToken) -> Bool = { t in t.path.dropLast().contains { themeGroup($0) == .dark } }
        let isHighContrast: (DesignToken) -> Bool = { t in t.path.dropLast().contains { themeGroup($0) == .highContrast } }
        let tokens = tokens.filter { !isHighContrast($0) }
        let dark = tokens.filter(isDark)
        guard !dark.isEmpty else { return tokens }
        var light = tokens.filter { !isDark($0) }
        var index: [String: Int] = [:]
        for (i, t) in light.enumerated() where index[themeKey(t.path)] == nil { index[themeKey(t.path)] = i }
        var leftovers: [DesignToken] = []
        for d in dark {
            guard let i = index[themeKey(d.path)], light[i].darkValue == nil, let v = d.value else {
                leftovers.append(d); continue
            }
            light[i].darkValue = v
            light[i].darkLocation = d.location
            light[i].path = light[i].path.filter { themeGroup($0) != .light }
        }
        return light + leftovers
    }

    /// The path without `light`/`dark` theme groups, for pairing the two.
    static func themeKey(_ path: [String]) -> String {
        path.filter { themeGroup($0) == nil }.joined(separator: ".").lowercased()
    }

    /// The appearance a theme group or set name names.
    enum ThemeGroup: Equatable { case light, dark, highContrast }

    /// Words a theme group's name may have beside the appearance (`theme/dark`, `semantic-dark`, `Dark Mode`).
    private static let themeGroupWords: Set<String> = [
        "mode", "modes", "theme", "themes", "scheme", "appearance", "color", "colors", "semantic", "set", "tokens", "base", "global",
        "high", "contrast", "hc", "light", "dark", "day", "night"
    ]

    /// The appearance a path component names (`dark`, `Dark Mode`, `theme/light`, `light-hc`); nil for
    /// other groups, including ones that only mention a shade (`dark-grays`).
    static func themeGroup(_ component: String) -> ThemeGroup? {
        let w = NameWords.split(component)
        guard !w.isEmpty, w.allSatisfy(themeGroupWords.contains) else { return nil }
        if w.contains("hc") || (w.contains("high") && w.contains("contrast")) { return .highContrast }
        // `day`/`night` name the two appearances as `light`/`dark` do (`themes.day`, `night-mode`).
        let dark = w.contains(where: darkWords.contains), light = w.contains(where: lightWords.contains)
        if dark && !light { return .dark }
        if light && !dark { return .light }
        return nil
    }

    /// True for file names that hold a high-contrast set (`tokens.light-hc.json`, `dark-high-contrast.json`).
    public static func isHighContrastFileName(_ name: String) -> Bool {
        let w = NameWords.split((name as NSString).deletingPathExtension)
        return w.contains("hc") || (w.contains("high") && w.contains("contrast"))
    }

    /// True for a file that holds a high-contrast set, by its name (`isHighContrastFileName`) or by the folder it is in
    /// (`high-contrast/colors.json`, `dark-hc/colors.json`).
    public static func isHighContrastFile(path: String) -> Bool {
        isHighContrastFileName((path as NSString).lastPathComponent)
            || themeGroup(((path as NSString).deletingLastPathComponent as NSString).lastPathComponent) == .highContrast
    }

    /// The names of `tokens` as their light and dark twins share them (`themeKey`): what decides whether a dark file
    /// is its sibling's dark appearance (`AppearanceWords.mostlyDeclared`).
    public static func themeKeys(_ tokens: [DesignToken]) -> Set<String> {
        Set(tokens.map { themeKey($0.path) })
    }

    private static func shortReason(_ error: Error) -> String {
        let ns = error as NSError
        let debug = (ns.userInfo["NSDebugDescription"] as? String) ?? ns.localizedDescription
        return debug.count > 120 ? String(debug.prefix(120)) + "…" : debug
    }
}
