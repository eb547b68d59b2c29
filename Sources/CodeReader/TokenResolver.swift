import GapCheckModel
import SwiftParser
import SwiftSyntax

/// The second pass: resolves names across every file (aliases, assets, helper conventions, token structs).
struct TokenResolver {
    /// A color with everything the inventory records about how it was made.
    struct ResolvedColor {
        var light: Color?
        var dark: Color?
        var origin: ColorOrigin
        var systemName: String?
        var reference: String?
        var unresolved: Bool
        var notes: [String]
    }

    private enum Resolved {
        case color(ResolvedColor)
        case font(FontSpec)
        case length(Double)
        case none
    }

    let tokens: [FileFacts.RawToken]
    let assets: [String: AssetColor]
    let assetsByWords: [String: AssetColor]
    let conventions: [String: FileFacts.HexConvention]
    let conventionsByLabel: [String: FileFacts.HexConvention]
    let fontHelpers: [String: FileFacts.FontHelper]
    /// Qualified names of the font helpers by their last name, sorted.
    private let fontHelperNames: [String: [String]]
    /// The helpers and constants of the file declaring each font helper (by qualified name), with the string raw
    /// values of every enum of the app: what its template is read with.
    private let fontContexts: [String: FileHelpers]
    /// Font helpers being expanded (a helper that calls itself is not read again).
    @TaskLocal private static var expanding: Set<String> = []
    let byteComponentLabels: Set<String>
    let enums: [FileFacts.EnumInfo]
    let models: [ModelType]
    private let byQualified: [String: [Int]]
    private let byName: [String: [Int]]
    /// Hex String and integer constants of every file (`DesignTokens.Colors.lightPrimary = "#d32f2f"`), by qualified
    /// name and by bare name.
    private let hexByQualified: [String: FileFacts.HexConstant]
    private let hexByName: [String: [FileFacts.HexConstant]]
    /// The constants hex arguments name (`Color(hex: Tokens.brandBg)`), with the owner each is read from: a color
    /// token written as a hex String that one of them reads is that color's source, not a token of its own.
    private let hexReads: [(path: [String], owner: String?)]

    init(facts: [FileFacts], assets assetList: [AssetColor]) {
        tokens = facts.flatMap(\.tokens)
        var a: [String: AssetColor] = [:], w: [String: AssetColor] = [:]
        for asset in assetList {
            if a[asset.name] == nil { a[asset.name] = asset }
            let simple = asset.name.split(separator: "/").last.map(String.init) ?? asset.name
            let key = NameWords.split(simple).joined()
            if w[key] == nil { w[key] = asset }
        }
        assets = a
        assetsByWords = w
        var c: [String: FileFacts.HexConvention] = [:], cl: [String: FileFacts.HexConvention] = [:]
        for conv in facts.flatMap(\.hexConventions) {
            // `extension SwiftUI.Color` and `extension Color` declare the same helper.
            let root = conv.type.split(separator: ".").last.map(String.init) ?? conv.type
            if c[root + "." + conv.label] == nil { c[root + "." + conv.label] = conv }
            if cl[conv.label] == nil { cl[conv.label] = conv }
        }
        conventions = c
        conventionsByLabel = cl
        enums = facts.flatMap(\.enums)
        // `enum MonoWeight: String { case regular = "Regular", semibold = "SemiBold" }`, in whatever file.
        var raw: [String: [String: String]] = [:]
        for e in enums where e.rawType == "String" {
            var table = e.strings
            for c in e.cases where table[c] == nil { table[c] = c }
            for key in Set([e.name, e.name.split(separator: ".").last.map(String.init) ?? e.name]) { raw[key, default: table].merge(table) { a, _ in a } }
        }
        var fh: [String: FileFacts.FontHelper] = [:], ctx: [String: FileHelpers] = [:]
        for f in facts {
            var context = f.fontContext
            context?.rawStrings.merge(raw) { a, _ in a }
            for h in f.fontHelpers {
                let q = h.owner.map { $0 + "." + h.name } ?? h.name
                guard fh[q] == nil else { continue }
                fh[q] = h
                if h.template != nil, let context { ctx[q] = context }
            }
        }
        fontHelpers = fh
        fontContexts = ctx
        fontHelperNames = Dictionary(grouping: fh.keys.sorted()) { $0.split(separator: ".").last.map(String.init) ?? $0 }
        byteComponentLabels = Set(facts.flatMap(\.byteComponentLabels))
        models = facts.flatMap(\.models)
        var bq: [String: [Int]] = [:], bn: [String: [Int]] = [:]
        for (i, t) in tokens.enumerated() {
            bq[t.owner.map { $0 + "." + t.name } ?? t.name, default: []].append(i)
            bn[t.name, default: []].append(i)
        }
        byQualified = bq
        byName = bn
        var hq: [String: FileFacts.HexConstant] = [:], hn: [String: [FileFacts.HexConstant]] = [:]
        for h in facts.flatMap(\.hexConstants) {
            let q = h.owner.map { $0 + "." + h.name } ?? h.name
            if hq[q] == nil { hq[q] = h }
            hn[h.name, default: []].append(h)
        }
        hexByQualified = hq
        hexByName = hn
        var reads: [(path: [String], owner: String?)] = []
        for t in tokens { if case .color(let c) = t.value { Self.hexPaths(c) { reads.append(($0, t.owner)) } } }
        for f in facts {
            for l in f.literals { if let c = l.color { Self.hexPaths(c) { reads.append(($0, nil)) } } }
            for l in f.adaptiveLiterals { Self.hexPaths(l.color) { reads.append(($0, l.enclosingType)) } }
        }
        hexReads = reads
    }

    /// Calls `found` with each constant path a color expression takes a hex value from.
    private static func hexPaths(_ c: ColorExpr, _ found: ([String]) -> Void) {
        switch c {
        case .hexConstant(let path, _, _): found(path)
        case .dynamic(let l, let d): hexPaths(l, found); hexPaths(d, found)
        case .alpha(let inner, _, _), .chosen(let inner, _): hexPaths(inner, found)
        default: break
        }
    }

    /// Qualified names of the hex constants a hex argument of the app reads (`hexReads`), and bare names another color
    /// token's declaration names (`UIColor(dynamicLightHex: Palette.Raw.coralDay, …)`, read through a helper).
    private func hexConstantsRead() -> Set<String> {
        var out: Set<String> = []
        for t in tokens where !t.hexString {
            if case .font = t.value { continue }
            if case .length = t.value { continue }
            for word in t.expression.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }) { out.insert(String(word)) }
        }
        for r in hexReads {
            guard let h = hexConstant(r.path, owner: r.owner) else { continue }
            out.insert(h.owner.map { $0 + "." + h.name } ?? h.name)
        }
        return out
    }

    // MARK: - Output

    /// Resolved color, font and length tokens, in declaration order.
    func resolveTokens() -> (colors: [ColorToken], fonts: [FontToken], lengths: [LengthToken]) {
        var colors: [ColorToken] = [], fonts: [FontToken] = [], lengths: [LengthToken] = []
        let hexRead = tokens.contains(where: \.hexString) ? hexConstantsRead() : []
        for (i, t) in tokens.enumerated() {
            if t.hexString, hexRead.contains(t.name) || hexRead.contains(t.owner.map { $0 + "." + t.name } ?? t.name) { continue }
            var visiting: Set<Int> = []
            switch resolve(i, visiting: &visiting) {
            case .color(var r):
                // A hex argument naming no hex constant: left out, as before such names were read (`unreadHexTokens`).
                if r.unresolved, case .color(let c) = t.value, Self.namesHexConstant(c) { continue }
                if case .alias = t.value { r.origin = .alias }
                var token = ColorToken(
                    name: t.name, owner: t.owner, light: r.light, dark: r.dark, origin: r.origin, systemName: r.systemName,
                    reference: r.reference, unresolved: r.unresolved, expression: t.expression, location: t.location, notes: r.notes,
                    aliasOf: aliasTarget(i))
                token.caseOf = t.caseOf
                token.designName = t.designName
                token.filePrivate = t.filePrivate ? true : nil
                token.usesInOwnFile = t.usesInOwnFile
                colors.append(token)
            case .font(let spec):
                var token = FontToken(
                    name: t.name, owner: t.owner, spec: spec, expression: t.expression, location: t.location,
                    sizeOnly: t.sizeOnly ? true : nil, aliasOf: aliasTarget(i))
                token.filePrivate = t.filePrivate ? true : nil
                token.usesInOwnFile = t.usesInOwnFile
                fonts.append(token)
            case .length(let v):
                var token = LengthToken(
                    name: t.name, owner: t.owner, value: v, scale: LengthScales.scale(name: t.name, owner: t.owner), expression: t.expression,
                    location: t.location, aliasOf: aliasTarget(i))
                token.filePrivate = t.filePrivate ? true : nil
                token.usesInOwnFile = t.usesInOwnFile
                lengths.append(token)
            case .none:
                break
            }
        }
        // `enum AppColor: String { case brand = "Brand" }` naming colorsets: each case is an asset color token.
        for e in enums where NameWords.split(e.name).contains(where: { $0 == "color" || $0 == "colors" }) {
            for (name, value) in e.strings.sorted(by: { $0.key < $1.key }) {
                guard let a = assets[value], let decl = e.stringCases[name] else { continue }
                let r = asset(a, name: a.name)
                colors.append(
                    ColorToken(
                        name: name, owner: e.name, light: r.light, dark: r.dark, origin: .asset, reference: a.name, unresolved: r.unresolved,
                        expression: decl.expression, location: decl.location, notes: r.notes))
            }
        }
        for h in fontHelpers.values.sorted(by: { $0.location < $1.location }) {
            guard let spec = h.spec else { continue }
            fonts.append(FontToken(name: h.name, owner: h.owner, spec: spec, expression: h.expression, location: h.location))
        }
        return (colors, fonts, lengths)
    }

    /// Color tokens whose hex argument names a constant that holds no hex color (`Color(hex: settings.brand)`):
    /// not in the inventory, counted with the colors the reader could not read.
    func unreadHexTokens() -> [FileFacts.UnreadColor] {
        tokens.indices.compactMap { i in
            let t = tokens[i]
            guard case .color(let c) = t.value, Self.namesHexConstant(c) else { return nil }
            var visiting: Set<Int> = []
            guard case .color(let r) = resolve(i, visiting: &visiting), r.unresolved else { return nil }
            return FileFacts.UnreadColor(name: t.name, owner: t.owner, expression: t.expression, location: t.location)
        }
    }

    /// True when a color expression takes a hex value from a named constant.
    private static func namesHexConstant(_ c: ColorExpr) -> Bool {
        switch c {
        case .hexConstant: return true
        case .dynamic(let l, let d): return namesHexConstant(l) || namesHexConstant(d)
        case .alpha(let inner, _, _), .chosen(let inner, _): return namesHexConstant(inner)
        default: return false
        }
    }

    // MARK: - Tokens

    private func resolve(_ i: Int, visiting: inout Set<Int>) -> Resolved {
        guard !visiting.contains(i) else { return .none }
        visiting.insert(i)
        defer { visiting.remove(i) }
        let t = tokens[i]
        switch t.value {
        case .length(let v): return .length(v)
        case .color(let c): return .color(color(c, owner: t.owner, visiting: &visiting))
        case .font(let f):
            guard let spec = font(f, owner: t.owner, visiting: &visiting) else { return .none }
            return .font(spec)
        case .alias(let path):
            guard let target = lookup(path, owner: t.owner, excluding: i) else {
                if ["Color", "UIColor", "CGColor", "SwiftUI.Color"].contains(t.typeAnnotation ?? "") {
                    return .color(
                        ResolvedColor(
                            light: nil, dark: nil, origin: .alias, reference: path.joined(separator: "."), unresolved: true,
                            notes: ["alias target \(path.joined(separator: ".")) not found"]))
                }
                return .none
            }
            let resolved = resolve(target, visiting: &visiting)
            if case .color(var r) = resolved {
                r.origin = .alias
                r.reference = qualified(target)
                return .color(r)
            }
            return resolved
        }
    }

    /// The token whose name is token `i`'s whole value (`static let x = Style.x`, `var x: UIFont { Style.x }`,
    /// `static let x: Color = .brand`), qualified; nil when the value is written out or has something applied
    /// (`Style.x.opacity(0.5)`), or names no token.
    private func aliasTarget(_ i: Int) -> String? {
        let t = tokens[i]
        let target: Int?
        switch t.value {
        case .alias(let path): target = lookup(path, owner: t.owner, excluding: i)
        case .color(.reference(let path)): target = lookup(path, owner: t.owner, excluding: i)
        case .font(.reference(let path)): target = fontTarget(path, owner: t.owner, excluding: i)
        default: target = nil
        }
        return target.map(qualified)
    }

    /// The token a font name refers to: as a color or length name would, then as a `Font` member (`.appBody`).
    private func fontTarget(_ path: [String], owner: String?, excluding self_: Int? = nil) -> Int? {
        if path.count == 1, let t = lookup(path, owner: owner, excluding: self_) ?? lookup(["Font"] + path, owner: nil, excluding: self_) { return t }
        return lookup(path, owner: owner, excluding: self_)
    }

    /// The font token an element's font names, qualified (`AppFont.body` for `.font(AppFont.body)`, also with
    /// modifiers applied: `AppFont.body.weight(.bold)`; a font helper for `Fonts.bold(size: 18)`); nil for a font
    /// written out (`.system(size: 15)`, `.body`).
    func fontToken(_ expr: FontExpr, owner: String?) -> String? {
        switch expr {
        case .reference(let path):
            return fontTarget(path, owner: owner).map(qualified)
        case .modified(let inner, _):
            return fontToken(inner, owner: owner)
        case .helperCall(let path, _, _):
            return helperName(path)
        case .spec, .styleStruct:
            return nil
        }
    }

    /// The qualified name of the font helper a call path names (`Fonts.boldFont`, or `boldFont` declared in any
    /// owner; for a bare name, one `Font` or `UIFont` declares first, as `.font(.display(28))` means).
    private func helperName(_ path: [String]) -> String? {
        let joined = path.joined(separator: ".")
        if fontHelpers[joined] != nil { return joined }
        guard let last = path.last, let names = fontHelperNames[last] else { return nil }
        let matches = names.filter { $0.hasSuffix("." + joined) }
        if path.count == 1, let f = matches.first(where: { ["Font", "UIFont", "SwiftUI.Font"].contains(String($0.dropLast(joined.count + 1))) }) {
            return f
        }
        return matches.first
    }

    /// The font a call of a helper makes with its arguments in place, read from the helper's template where it is
    /// declared; nil when the helper has no template or the call does not fit it or does not read.
    private func expandedHelper(_ name: String, arguments: [HelperArgument], visiting: inout Set<Int>) -> FontSpec? {
        guard let h = fontHelpers[name], let template = h.template, let context = fontContexts[name], !Self.expanding.contains(name) else { return nil }
        var args: [(label: String?, expr: ExprSyntax)] = []
        for a in arguments {
            guard let e = Self.expression(a.text) else { return nil }
            args.append((a.label, e))
        }
        guard let bound = FileHelpers.bind(args, to: template.parameters),
            let expr = FileHelpers.$current.withValue(context, operation: { FontExpressionReader.expand(h.name, template, arguments: bound) })
        else { return nil }
        var inner = visiting
        let spec = Self.$expanding.withValue(Self.expanding.union([name])) { font(expr, owner: h.owner, visiting: &inner) }
        return spec
    }

    /// One expression parsed from its text (an argument of a helper call).
    private static func expression(_ text: String) -> ExprSyntax? {
        let tree = Parser.parse(source: text)
        guard tree.statements.count == 1, let item = tree.statements.first?.item, !tree.hasError else { return nil }
        if let e = item.as(ExprSyntax.self) { return e }
        return item.as(ExpressionStmtSyntax.self)?.expression
    }

    private func qualified(_ i: Int) -> String {
        tokens[i].owner.map { $0 + "." + tokens[i].name } ?? tokens[i].name
    }

    /// The token a name path refers to from `owner`, or nil.
    private func lookup(_ rawPath: [String], owner: String?, excluding self_: Int? = nil) -> Int? {
        var path = rawPath
        if path.first == "Self" || path.first == "self" { path.removeFirst(); if let owner { path = owner.split(separator: ".").map(String.init) + path } }
        guard let name = path.last else { return nil }
        func pick(_ list: [Int]?) -> Int? { list?.first { $0 != self_ } }
        if path.count == 1 {
            if let owner, let hit = pick(byQualified[owner + "." + name]) { return hit }
            // Enclosing owners: `UIColor.Palette` sees `UIColor.x`.
            if let owner {
                var parts = owner.split(separator: ".").map(String.init)
                while parts.count > 1 {
                    parts.removeLast()
                    if let hit = pick(byQualified[parts.joined(separator: ".") + "." + name]) { return hit }
                }
            }
            let candidates = (byName[name] ?? []).filter { $0 != self_ }
            if candidates.count == 1 { return candidates[0] }
            if let c = candidates.first(where: { ["Color", "UIColor", "CGFloat", "Font", "UIFont"].contains(tokens[$0].owner ?? "") }) { return c }
            return candidates.first
        }
        let joined = path.joined(separator: ".")
        if let hit = pick(byQualified[joined]) { return hit }
        let candidates = (byName[name] ?? []).filter { $0 != self_ && qualified($0).hasSuffix("." + joined) }
        return candidates.first
    }

    /// The hex constant a name path refers to from `owner`: the qualified name, the owner's and its enclosing
    /// owners' member, the path's tail of a longer qualified name, or a bare name declared once.
    private func hexConstant(_ rawPath: [String], owner: String?) -> FileFacts.HexConstant? {
        var path = rawPath
        if path.first == "Self" { path.removeFirst(); if let owner { path = owner.split(separator: ".").map(String.init) + path } }
        guard let name = path.last else { return nil }
        let joined = path.joined(separator: ".")
        if let hit = hexByQualified[joined] { return hit }
        if let owner {
            var parts = owner.split(separator: ".").map(String.init)
            while !parts.isEmpty {
                if let hit = hexByQualified[parts.joined(separator: ".") + "." + joined] { return hit }
                parts.removeLast()
            }
        }
        let candidates = (hexByName[name] ?? []).filter { h in
            path.count == 1 || (h.owner.map { $0 + "." + h.name } ?? h.name).hasSuffix("." + joined)
        }
        // A bare name declared with one value only: two different values leave it unknown.
        guard let first = candidates.first, candidates.allSatisfy({ $0.literal == first.literal }) else { return nil }
        return first
    }

    /// A hex constant's color, resolved as a literal, with a note naming the constant.
    private func hexColor(_ h: FileFacts.HexConstant, type: String, label: String, visiting: inout Set<Int>) -> ResolvedColor? {
        guard let expr = ColorExpressionReader.hexLiteral(h.literal, isString: h.isString, type: type, label: label) else { return nil }
        var r = color(expr, owner: nil, visiting: &visiting)
        let q = h.owner.map { $0 + "." + h.name } ?? h.name
        r.reference = r.reference ?? q
        r.notes.append("hex from the constant \(q) at \(h.location)")
        return r
    }

    // MARK: - Colors

    func color(_ expr: ColorExpr, owner: String?, visiting: inout Set<Int>) -> ResolvedColor {
        switch expr {
        case .value(let c, let notes):
            return ResolvedColor(light: c, dark: nil, origin: .literal, unresolved: false, notes: notes)
        case .components255(let c, let label):
            if byteComponentLabels.contains(label) || label == "r" {
                return ResolvedColor(
                    light: c, dark: nil, origin: .literal, unresolved: false, notes: ["components read as 0–255 per an init(\(label):) helper"])
            }
            // Apple's initializers clamp each component to 0...1: `red: 52` renders full red.
            let raw = Color(red: min(c.red * 255, 1), green: min(c.green * 255, 1), blue: min(c.blue * 255, 1), alpha: c.alpha)
            return ResolvedColor(
                light: raw, dark: nil, origin: .literal, unresolved: false,
                notes: [
                    "components above 1 are clamped by UIKit/SwiftUI, so this renders \(raw.hex); 0–255 values (\(c.hex)) were probably meant"
                ])
        case .hex8(let v, let type, let label):
            let (c, note) = hex8(v, type: type, label: label)
            return ResolvedColor(light: c, dark: nil, origin: .literal, unresolved: false, notes: note.map { [$0] } ?? [])
        case .system(let s):
            if !s.isAdaptive && !s.name.hasPrefix("system") {
                // `Color.white`, `UIColor.black`: exact fixed values, not Apple's adaptive palette.
                return ResolvedColor(light: s.light, dark: nil, origin: .literal, unresolved: false, notes: ["fixed color \(s.name), not adaptive"])
            }
            return ResolvedColor(light: s.light, dark: s.dark, origin: .system, systemName: s.name, unresolved: false, notes: [])
        case .asset(let name):
            return asset(assets[name], name: name)
        case .assetSymbol(let name):
            if let a = assetsByWords[NameWords.split(name).joined()] { return asset(a, name: a.name) }
            if let t = lookup(["UIColor", name], owner: nil) ?? lookup(["Color", name], owner: nil), case .color(var r) = resolve(t, visiting: &visiting) {
                r.origin = .alias
                r.reference = qualified(t)
                return r
            }
            return asset(nil, name: name)
        case .reference(let path):
            if let t = lookup(path, owner: owner) {
                if case .color(var r) = resolve(t, visiting: &visiting) {
                    r.origin = .alias
                    r.reference = qualified(t)
                    return r
                }
            }
            if path.count == 1, let s = ColorExpressionReader.systemColor(path[0], flavor: .swiftUI) {
                return color(.system(s), owner: owner, visiting: &visiting)
            }
            // A hex String constant named where a color is expected (`adaptive(light: Tokens.lightPrimary, …)`).
            if let h = hexConstant(path, owner: owner), let r = hexColor(h, type: "Color", label: "_", visiting: &visiting) { return r }
            return ResolvedColor(
                light: nil, dark: nil, origin: .alias, reference: path.joined(separator: "."), unresolved: true,
                notes: ["\(path.joined(separator: ".")) not found in the sources"])
        case .hexConstant(let path, let type, let label):
            if let h = hexConstant(path, owner: owner), let r = hexColor(h, type: type, label: label, visiting: &visiting) { return r }
            // Not a hex constant: the name may still be a color token.
            var r = color(.reference(path), owner: owner, visiting: &visiting)
            if r.unresolved { r.notes = ["\(path.joined(separator: ".")) is not a hex String or integer constant in the sources"] }
            return r
        case .dynamic(let l, let d):
            let lr = color(l, owner: owner, visiting: &visiting)
            let dr = color(d, owner: owner, visiting: &visiting)
            let origin = lr.origin
            // An adaptive color in the dark branch shows its own dark value there.
            return ResolvedColor(
                light: lr.light, dark: dr.dark ?? dr.light, origin: origin, systemName: nil, reference: lr.reference,
                unresolved: lr.unresolved || dr.unresolved, notes: lr.notes + dr.notes + ["dynamic: light and dark values"])
        case .alpha(let inner, let a, let multiplies):
            var r = color(inner, owner: owner, visiting: &visiting)
            r.light = r.light.map { $0.withAlpha(multiplies ? $0.alpha * a : a) }
            r.dark = r.dark.map { $0.withAlpha(multiplies ? $0.alpha * a : a) }
            r.notes.append("opacity \(Length.format(a)) applied")
            return r
        case .chosen(let inner, let note):
            var r = color(inner, owner: owner, visiting: &visiting)
            r.notes.append(note)
            return r
        }
    }

    private func asset(_ a: AssetColor?, name: String) -> ResolvedColor {
        guard let a else {
            return ResolvedColor(light: nil, dark: nil, origin: .asset, reference: name, unresolved: true, notes: ["no colorset named \(name) in the sources"])
        }
        var notes: [String] = []
        if a.dark == nil { notes.append("asset has no dark appearance") }
        return ResolvedColor(light: a.light, dark: a.dark, origin: .asset, reference: a.name, unresolved: a.light == nil, notes: notes)
    }

    /// An 8-digit hex value read in the helper's byte order.
    func hex8(_ v: UInt32, type: String, label: String) -> (Color, String?) {
        let conv = conventions[type + "." + label] ?? conventionsByLabel[label]
        let alphaFirst: Bool
        var note: String? = nil
        if let conv {
            alphaFirst = conv.alphaFirst
            note = "8-digit hex read as \(alphaFirst ? "AARRGGBB" : "RRGGBBAA") per the helper init(\(label):) at \(conv.location)"
        } else if label.lowercased().hasPrefix("argb") {
            alphaFirst = true
        } else {
            alphaFirst = false
            note = "8-digit hex read as RRGGBBAA: no \(type)(\(label):) helper declaration found in the sources"
        }
        let b0 = Double((v >> 24) & 0xFF) / 255, b1 = Double((v >> 16) & 0xFF) / 255
        let b2 = Double((v >> 8) & 0xFF) / 255, b3 = Double(v & 0xFF) / 255
        let c = alphaFirst ? Color(red: b1, green: b2, blue: b3, alpha: b0) : Color(red: b0, green: b1, blue: b2, alpha: b3)
        return (c, note)
    }

    // MARK: - Fonts

    func font(_ expr: FontExpr, owner: String?, visiting: inout Set<Int>) -> FontSpec? {
        switch expr {
        case .spec(let s): return s
        case .modified(let inner, let mods):
            guard var s = font(inner, owner: owner, visiting: &visiting) else { return nil }
            for m in mods { m.apply(to: &s) }
            return s
        case .reference(let path):
            guard let t = fontTarget(path, owner: owner), case .font(let s) = resolve(t, visiting: &visiting) else { return nil }
            return s
        case .helperCall(let path, let size, let arguments):
            guard let name = helperName(path), let h = fontHelpers[name] else { return nil }
            if let spec = expandedHelper(name, arguments: arguments, visiting: &visiting) { return spec }
            // A helper whose call does not read with its arguments: its own face at the size passed, unless the
            // call passes more than a size (a weight or a style the face would then leave out: not known).
            if h.template != nil, arguments.contains(where: { Double($0.text) == nil }) { return nil }
            guard var spec = h.spec else { return nil }
            if let size { spec.size = size }
            return spec
        case .styleStruct(let type, let args):
            return styleStruct(type: type, args: args)
        }
    }

    /// `TypographyStyle(size: .body, weight: .semibold)`, with `.body` read from the size enum's raw values.
    private func styleStruct(type: String, args: [StyleArgument]) -> FontSpec? {
        let model = models.first { $0.name == type || $0.name.hasSuffix("." + type) }
        func enumFor(_ label: String) -> FileFacts.EnumInfo? {
            guard let propType = model?.properties.first(where: { $0.name == label })?.type.replacingOccurrences(of: "?", with: "") else { return nil }
            return enums.first { $0.name == propType || $0.name.hasSuffix("." + propType) }
        }
        var spec = FontSpec()
        var known = false
        // A generated font theme may pass its numbers as strings (`UIFontTheme(name: "Inter-Bold", size: "64")`).
        func number(_ a: StyleArgument) -> Double? {
            a.number ?? a.string.flatMap { Double($0.trimmingCharacters(in: .whitespaces)) }.flatMap { $0.isFinite ? $0 : nil }
        }
        for a in args {
            switch a.label {
            case "size", "fontSize", "pointSize":
                if let n = number(a) {
                    spec.size = n; known = true
                } else if let m = a.member {
                    let e = enumFor(a.label) ?? enums.first { NameWords.split($0.name).contains("size") && $0.numbers[m] != nil }
                    if let v = e?.numbers[m] {
                        spec.size = v; known = true
                    } else if let s = TextStyleTable.style(named: m) {
                        spec.size = s.size; spec.textStyle = s.name; known = true
                    }
                }
            case "weight", "fontWeight":
                if let m = a.member {
                    let e = enumFor(a.label) ?? enums.first { NameWords.split($0.name).contains("weight") && $0.strings[m] != nil }
                    let raw = e?.strings[m] ?? m
                    spec.weight = FontWeightName.weight(named: raw) ?? FontWeightName.weight(named: m) ?? e?.numbers[m].flatMap { Int(exactly: $0.rounded()) }
                }
            case "family", "fontName", "name", "fontFamily":
                if let s = a.string { spec.family = s }
            case "lineHeight":
                if let n = number(a) { spec.lineHeight = n }
            case "letterSpacing", "tracking", "kerning":
                if let n = number(a) { spec.letterSpacing = n }
            default: break
            }
        }
        guard known else { return nil }
        // A PostScript face name says its weight (`Inter-SemiBold` is 600) when no weight is passed.
        if spec.weight == nil, let family = spec.family { spec.weight = FontExpressionReader.postScript(family, size: nil).weight }
        if spec.weight == nil { spec.weight = 400 }
        return spec
    }

    // MARK: - Literals and references

    /// A literal with its 8-digit hex color read in the helper's byte order.
    func literal(_ raw: FileFacts.RawLiteral) -> InlineLiteral {
        var lit = raw.literal
        if let c = raw.color, lit.value == nil || containsHex8(c) {
            var visiting: Set<Int> = []
            let r = color(c, owner: nil, visiting: &visiting)
            if let l = r.light { lit.value = .color(l) }
        }
        return lit
    }

    /// The two values of a light/dark pair written in place; nil when either is unknown or they are one color.
    func adaptiveLiteral(_ raw: FileFacts.RawAdaptiveLiteral) -> AdaptiveInlineColor? {
        var visiting: Set<Int> = []
        let r = color(raw.color, owner: nil, visiting: &visiting)
        guard let light = r.light, let dark = r.dark, light != dark else { return nil }
        return AdaptiveInlineColor(light: light, dark: dark, expression: raw.expression, enclosingType: raw.enclosingType, location: raw.location)
    }

    private func containsHex8(_ c: ColorExpr) -> Bool {
        switch c {
        case .hex8, .components255: return true
        case .alpha(let i, _, _): return containsHex8(i)
        case .dynamic(let l, let d): return containsHex8(l) || containsHex8(d)
        case .chosen(let c, _): return containsHex8(c)
        default: return false
        }
    }

    /// True when an asset named `name` (or a generated symbol for it) exists.
    func assetExists(_ name: String, symbol: Bool) -> Bool {
        if assets[name] != nil { return true }
        return symbol && assetsByWords[NameWords.split(name).joined()] != nil
    }
}
