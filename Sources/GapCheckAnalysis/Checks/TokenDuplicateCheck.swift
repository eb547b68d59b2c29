import GapCheckModel

/// `token.duplicate`: one token declared twice (two owners or files), or one meaning under two names with one value.
public struct TokenDuplicateCheck: Check {
    /// Creates the check; it has no state.
    public init() {}

    /// The rule this check reports: id, default severity, rationale and examples.
    public static let description = RuleDescription(
        id: "token.duplicate", severity: .medium, category: .tokens,
        summary:
            "The same token name is declared in two places (critical when the values conflict, medium when identical; a file re-declaring several tokens of others is one file-level finding), or a second token file repeats another's colors under other names.",
        rationale: """
            Two declarations of `statusSuccess` (Colors.swift and Theme.swift) mean two sources of truth: a fix \
            lands in one and the views using the other keep the old value. When the values already conflict, \
            some screens are wrong today. Keep one declaration and delete the other. A file that re-declares several \
            tokens of other files (`Theme.swift` repeating `Colors.swift` and `Typography.swift`) is one file-level \
            finding naming every token, with a conflicting value still reported on its own. A second file that repeats \
            another's colors under other names (`Theme.successGreen = Color.green` beside `Colors.statusSuccess = \
            Color.green`) is a parallel palette: reported once per pair of files, naming the file views use less. \
            A token is its qualified path: one type per text style declaring the same members (`Display1.font`, \
            `Display2.font`) is one token per style, never one token declared twice. \
            Only app-wide tokens count: per-component settings (`ButtonStyling.Layout.cornerRadius` beside \
            `SheetStyling.Layout.cornerRadius`), a view's own constants (`DashboardView.cardGap`) and forwarders \
            (`static let x = TimelineStyle.x`) differ or repeat by intent; one value repeated by several views is low. \
            A constant private to its file (`private let dimGray`, a view's `private static let tint`) is used where its \
            file reads it by its bare name or as `Self.tint`, and no other file can use it: a file-private palette that \
            repeats another file's colors under other names is that file's own constants (low), and when the \
            declaration to keep is private, the fix says to widen its access or move both to one shared palette.
            """,
        examples: [
            RuleExample(
                design: ":root { --color-status-success: #34C759; }",
                swift:
                    "import SwiftUI\n\nextension Color {\n    static let statusSuccess = Color(red: 52 / 255, green: 199 / 255, blue: 89 / 255)\n}\n\nenum Theme {\n    static let statusSuccess = Color(red: 0.9, green: 0.1, blue: 0.1)\n}\n",
                triggers: true, expectTitleContains: "statusSuccess"),
            RuleExample(
                design: ":root { --color-status-success: #34C759; }",
                swift:
                    "import SwiftUI\n\nextension Color {\n    static let statusSuccess = Color(red: 52 / 255, green: 199 / 255, blue: 89 / 255)\n    static let statusError = Color(red: 1, green: 59 / 255, blue: 48 / 255)\n}\n",
                triggers: false),
            RuleExample(
                design: ":root { --font-size-display: 57px; }",
                swift:
                    "import SwiftUI\n\nstruct Display1 {\n    static let font = Font.system(size: 57)\n}\n\nstruct Display2 {\n    static let font = Font.system(size: 45)\n}\n",
                triggers: false)
        ])

    /// Where a declaration lives: its owner type and file (one token per pair).
    struct OwnerFile: Hashable { var owner: String?; var file: String }

    /// One declaration, whatever its kind.
    struct Decl {
        var name: String; var qualified: String; var owner: String?; var value: String; var location: SourceLocation; var color: Color?; var dark: Color?;
        var expression: String; var isAlias: Bool
        /// The token its value is, qualified, as the reader resolved it (`static let x = Style.x`).
        var aliasOf: String? = nil
        /// The colorset it wraps (`Color("Brand")`, `UIColor(named: "Brand")`), lower-cased.
        var colorset: String? = nil
        /// True when no other file can name it (`private let dimGray`): keeping it for another file's views needs its access widened.
        var filePrivate = false
        /// Its own file's reads by bare name or `Self.name` (`ColorToken.usesInOwnFile`).
        var usesInOwnFile = 0
    }

    /// True when every declaration wraps one colorset: the SwiftUI and UIKit accessors of one catalog
    /// color (`Color("themeBg")`, `UIColor(named: "themeBg")`) share one source of truth.
    static func wrapOneColorset(_ decls: [Decl]) -> Bool {
        guard let first = decls.first?.colorset else { return false }
        return decls.allSatisfy { $0.colorset == first }
    }

    /// The colorset a color token stands for, following aliases (`Semantic.bgCanvas = Core.themeBg`,
    /// `Core.themeBg = Color("themeBg")`) a few steps; nil when it is not an asset color.
    static func colorset(of token: ColorToken, byName: [String: ColorToken]) -> String? {
        var t = token
        for _ in 0..<8 {
            if t.origin == .asset { return t.reference?.lowercased() }
            guard t.origin == .alias, let target = t.reference, let next = byName[target] ?? byName[String(target.split(separator: ".").last ?? "")]
            else { return nil }
            t = next
        }
        return nil
    }

    /// Findings for this rule, at its default severity (the pipeline applies overrides).
    public func run(_ context: CheckContext) -> [Finding] {
        // A switch's per-case colors (`Priority.color`'s `.high: .orange`) are candidates for design colors, not
        // declared palettes: status enums repeat the same system colors on purpose.
        var inv = context.inventory
        inv.colors.removeAll { $0.caseOf != nil }
        var groups: [String: [Decl]] = [:]
        // Tokens by qualified name (`Core.themeBg`) and, where unique enough, by bare name, for alias chains.
        var byName: [String: ColorToken] = [:]
        for c in inv.colors {
            if byName[c.qualifiedName] == nil { byName[c.qualifiedName] = c }
            if byName[c.name] == nil { byName[c.name] = c }
        }
        for c in inv.colors {
            let k = "color " + NameKey(c.name).words.joined(separator: " ")
            groups[k, default: []].append(
                Decl(
                    name: c.name, qualified: c.qualifiedName, owner: c.owner,
                    value: c.light.map { l in c.dark.map { $0 != l ? "\(l) light / \($0) dark" : l.description } ?? l.description } ?? c.expression,
                    location: c.location, color: c.light, dark: c.dark, expression: c.expression, isAlias: c.origin == .alias,
                    aliasOf: c.aliasOf, colorset: Self.colorset(of: c, byName: byName), filePrivate: c.filePrivate == true,
                    usesInOwnFile: c.usesInOwnFile))
        }
        for f in inv.fonts {
            let k = "font " + NameKey(f.name).words.joined(separator: " ")
            var s = f.spec
            s.size = FontComparison.size(of: s); s.weight = FontComparison.weight(of: s, defaultRegular: true)
            groups[k, default: []].append(
                Decl(
                    name: f.name, qualified: f.qualifiedName, owner: f.owner, value: FontComparison.describe(s), location: f.location, color: nil, dark: nil,
                    expression: f.expression, isAlias: false, aliasOf: f.aliasOf, filePrivate: f.filePrivate == true, usesInOwnFile: f.usesInOwnFile))
        }
        for l in inv.lengths {
            let scale = l.scale == .other ? LengthMatcher.guessScale(l) : l.scale
            let k = "length \(scale.rawValue) " + NameKey(l.name).words.joined(separator: " ")
            groups[k, default: []].append(
                Decl(
                    name: l.name, qualified: l.qualifiedName, owner: l.owner, value: Length.format(l.value) + "pt", location: l.location, color: nil, dark: nil,
                    expression: l.expression, isAlias: false, aliasOf: l.aliasOf, filePrivate: l.filePrivate == true, usesInOwnFile: l.usesInOwnFile))
        }
        var out: [Finding] = []
        var redeclared: [Redeclaration] = []
        let cfg = context.configuration
        var ownerSizes: [String: Int] = [:]
        for c in inv.colors { ownerSizes["color|" + (c.owner ?? ""), default: 0] += 1 }
        for f in inv.fonts { ownerSizes["font|" + (f.owner ?? ""), default: 0] += 1 }
        for l in inv.lengths { ownerSizes["length|" + (l.owner ?? ""), default: 0] += 1 }
        let views = Set(inv.views.map(\.name))
        let appWords = Set(inv.appName.map { NameKey($0).words } ?? [])
        let parallel = Self.parallelOwners(groups)
        for (k, decls) in groups.sorted(by: { $0.key < $1.key }) {
            let sorted = decls.sorted { ($0.location, $0.qualified) < ($1.location, $1.qualified) }
            // Declarations of one owner in one file are one token (overloads, platform branches).
            var distinct: [Decl] = []
            var ownerFiles: Set<OwnerFile> = []
            for d in sorted where ownerFiles.insert(OwnerFile(owner: d.owner, file: d.location.file)).inserted { distinct.append(d) }
            // Outputs of one token pipeline (Style Dictionary's per-kind and all-in-one files) repeat each other by design.
            guard distinct.count > 1, !distinct.allSatisfy({ inv.generatedFiles.contains($0.location.file) }), !Self.wrapOneColorset(distinct) else { continue }
            // A forwarder (`static let x = Style.x`, `var x: UIFont { Style.x }`) has one source of truth: the other declaration.
            // A layer built from the other (`AppSurface.wordmark = Color.dynamic(light: BrandColor.wordmark, dark: …)`) is a
            // semantic token over its primitive: one source of truth for the value it shares, not a second one.
            distinct = distinct.filter { d in
                !distinct.contains { $0.qualified != d.qualified && (Self.forwards(d, to: $0) || Self.builtFrom(d, $0)) }
            }
            // A component's member that forwards to another token (`MapPins.Tints.shore: UIColor { .difficultyEasy }`) is
            // the component's use of that token under a name of its own subject, not a second declaration of `shore`.
            distinct = distinct.filter { d in d.aliasOf == nil || TokenScope(owner: d.owner, views: views, appWords: appWords).isGlobal }
            guard distinct.count > 1 else { continue }
            // One token declared twice only within one scope: per-component and per-view settings differ by intent.
            let buckets = Self.scopeBuckets(distinct, kind: Self.kind(k), views: views, appWords: appWords)
            for (scopeKey, bucket) in buckets where bucket.count > 1 {
                for (ownerKey, members) in Self.sameTokens(bucket, views: views, appWords: appWords) where members.count > 1 {
                    let finding = duplicate(
                        k, key: (buckets.count == 1 ? k : k + " | " + scopeKey) + ownerKey, members, ownerSizes: ownerSizes, parallel: parallel,
                        configuration: cfg)
                    out.append(finding)
                    // A same-name copy in a second file, kept for the file-level view below (alternatives are not copies).
                    let keep = Self.keeper(members, kind: Self.kind(k), ownerSizes: ownerSizes)
                    if finding.severity != .low, members.count == 2, let copy = members.first(where: { $0.location != keep.location }),
                        copy.location.file != keep.location.file
                    {
                        redeclared.append(
                            Redeclaration(
                                kept: keep, copy: copy, conflicting: finding.severity == .critical, kind: Self.kind(k), index: out.count - 1))
                    }
                }
            }
            if buckets.count > 1, buckets.allSatisfy({ $0.members.count == 1 }), !Self.conflicting(distinct, cfg) {
                out.append(repeatedAcrossScopes(k, distinct))
            }
        }
        out = Self.byCopyFile(out, redeclared, inv)
        out += sameMeaning(groups: groups, configuration: cfg, generated: inv.generatedFiles)
        out += parallelPalettes(inv, configuration: cfg)
        return out
    }

    /// True when `d`'s value is just a reference to `other` (`static let x = TimelineStyle.x`,
    /// `static var x: UIFont { TimelineStyle.x }`): a forwarder, one source of truth. The reader records the
    /// token a declaration forwards to (`aliasOf`).
    static func forwards(_ d: Decl, to other: Decl) -> Bool {
        d.aliasOf == other.qualified
    }

    /// True when `d`'s value expression names `other` by its qualified path among other things
    /// (`Color.dynamic(light: BrandColor.wordmark, dark: BrandColor.wordmarkDark)` names `BrandColor.wordmark`, not
    /// `BrandColor.word`): `d` is computed from `other`, so it cannot disagree with it by accident.
    static func builtFrom(_ d: Decl, _ other: Decl) -> Bool {
        guard other.owner != nil, other.location.file != d.location.file || other.owner != d.owner else { return false }
        func identifier(_ c: Character) -> Bool { c.isLetter || c.isNumber || c == "_" }
        var rest = d.expression[...]
        while let r = rest.range(of: other.qualified) {
            let before = r.lowerBound > d.expression.startIndex ? d.expression[d.expression.index(before: r.lowerBound)] : " "
            let after = r.upperBound < d.expression.endIndex ? d.expression[r.upperBound] : " "
            if !identifier(before), before != ".", !identifier(after) { return true }
            rest = d.expression[r.upperBound...]
        }
        return false
    }

    /// The declarations of one leaf name grouped by scope (`TokenScope.key`), in declaration order. App-wide
    /// declarations and those of one single component namespace are one scope (`Colors.x` and
    /// `PTChampionPalette.x` repeat one meaning); a view's own constants are each their own scope. A length or font
    /// no other file can name, under an owner that names no subject (`private enum Metrics { static let
    /// titleLineSpacing = 3 }` in a component's file), is that file's own layout, scoped to its file: two components'
    /// metrics differ by intent. A file-private color stays in the app-wide scope: it re-declares a palette color.
    static func scopeBuckets(_ decls: [Decl], kind: String, views: Set<String>, appWords: Set<String>) -> [(key: String, members: [Decl])] {
        let scopes = decls.map { TokenScope(owner: $0.owner, views: views, appWords: appWords) }
        let subjects = Set(scopes.filter { !$0.viewLocal && !$0.subject.isEmpty }.map(\.key))
        return Self.grouped(
            zip(decls, scopes).map { d, scope in
                if kind != "color", d.filePrivate, scope.isGlobal { return ("file " + d.location.file, d) }
                return (scope.isGlobal && subjects.count == 1 ? subjects.first ?? "" : scope.key, d)
            })
    }

    /// Declarations grouped by key, the groups in the order their first member comes.
    static func grouped(_ keyed: [(key: String, decl: Decl)]) -> [(key: String, members: [Decl])] {
        var order: [String] = []
        var members: [String: [Decl]] = [:]
        for (key, d) in keyed {
            if members[key] == nil { order.append(key) }
            members[key, default: []].append(d)
        }
        return order.map { ($0, members[$0] ?? []) }
    }

    /// The declarations of one scope that are one token, with a key suffix telling the tokens apart. A token's identity
    /// is its qualified path: members of distinct types that each have a subject of their own (one text style, one
    /// component: `HeadlineLarge.fontSize` beside `HeadlineMedium.fontSize`, `Type.Title.lineHeight` beside
    /// `Type.Caption.lineHeight`) are fields of those types, one token each, even when their names lose the words that
    /// tell them apart (`headline3xLarge`, `headline2xLarge`). Such a member is declared twice only by its own type
    /// (an extension in a second file). App-wide namespaces (a palette, a theme, the color type's extension) hold one
    /// token set between them: `Theme.statusError` beside `Color.statusError` is one token declared twice.
    static func sameTokens(_ members: [Decl], views: Set<String>, appWords: Set<String>) -> [(key: String, members: [Decl])] {
        let owned = members.allSatisfy { d in
            d.owner.map { !TokenScope(owner: $0, views: views, appWords: appWords).isGlobal } ?? false
        }
        guard owned, Set(members.map { $0.owner ?? "" }).count > 1 else { return [("", members)] }
        return Self.grouped(members.map { (" | " + ($0.owner ?? ""), $0) })
    }

    /// True when the declarations do not all have one value (light and dark, alpha; fonts and lengths as described).
    static func conflicting(_ distinct: [Decl], _ cfg: Configuration) -> Bool {
        guard let first = distinct.first else { return false }
        return distinct.dropFirst().contains { d in
            if let a = first.color, let b = d.color {
                if a.deltaE2000(to: b) > cfg.sameColorDeltaE || abs(a.alpha - b.alpha) > cfg.alphaTolerance { return true }
                if let da = first.dark ?? first.color, let db = d.dark ?? d.color, da.deltaE2000(to: db) > cfg.sameColorDeltaE { return true }
                return false
            }
            return d.value != first.value
        }
    }

    /// One token declared in several places of one scope (critical when the values conflict).
    func duplicate(
        _ k: String, key: String, _ distinct: [Decl], ownerSizes: [String: Int], parallel: Set<OwnerPair>, configuration cfg: Configuration
    ) -> Finding {
        let first = distinct[0]
        let conflicting = Self.conflicting(distinct, cfg)
        let list = distinct.map { "`\($0.qualified)` = \($0.value) (\($0.location.file))" }.joined(separator: "; ")
        let kind = Self.kind(k)
        let keep = Self.keeper(distinct, kind: kind, ownerSizes: ownerSizes)
        let others = distinct.filter { $0.location != keep.location }
        // Parallel namespaces (`Palette` and `Glass`, `PickerStyling.Colors` and `SheetStyling.Colors`) each declare
        // the same set of names: a theme and its alternative, or one component's settings beside another's. Their
        // values differ by design, and no view reaches one for the other by mistake.
        let owners = Set(distinct.map { $0.owner ?? "" })
        let alternatives =
            owners.count == distinct.count && !owners.contains("")
            && owners.allSatisfy { a in owners.allSatisfy { b in a == b || Self.areParallel(a, b, parallel) } }
        return Finding(
            rule: Self.description.id, severity: alternatives ? .low : conflicting ? .critical : .medium, category: .tokens,
            title:
                "`\(first.name)` is declared \(distinct.count) times\(conflicting ? " with conflicting values" : ""): \(distinct.map { "`\($0.qualified)` (\($0.value))" }.joined(separator: " vs "))",
            message:
                "\(kind.capitalized) token declared in \(distinct.count) places: \(list). "
                + (alternatives
                    ? "Their owners declare the same set of names (parallel themes or per-component settings), so differing values are likely intended; check that the names are meant to be separate."
                    : conflicting
                        ? "Views using different declarations show different values today."
                        : "The values agree now but will diverge with the next edit."),
            expected: FindingSide(name: keep.qualified, value: keep.value, color: keep.color, darkColor: keep.dark, location: keep.location),
            actual: FindingSide(
                name: others.first?.qualified, value: others.first?.value, color: others.first?.color, darkColor: others.first?.dark,
                location: others.first?.location),
            fix:
                .instruction(
                    "Keep `\(keep.qualified)` in \(keep.location.file)\(Self.hiddenFrom(keep, others) ? " and widen its access (it is private to its file), or move it to one shared palette" : ""); delete \(others.map { "`\($0.qualified)` in \($0.location.file)" }.joined(separator: ", ")) and use `\(keep.qualified)` instead"
                ),
            fixLocation: others.first?.location, count: distinct.count,
            occurrences: distinct.map(\.location).sorted(), key: CheckSupport.key(key))
    }

    /// True when the declaration to keep is private to its file and another declaration sits in another file: "use
    /// the kept one" would not compile there until its access is widened.
    static func hiddenFrom(_ keep: Decl, _ others: [Decl]) -> Bool {
        keep.filePrivate && others.contains { $0.location.file != keep.location.file }
    }

    /// The kind word of a group key (`color`, `font`, `length`).
    static func kind(_ groupKey: String) -> String { String(groupKey.split(separator: " ").first ?? "") }

    /// The declaration to keep: the one in the owner that declares most tokens of this kind (the main token set),
    /// the earlier one on a tie.
    static func keeper(_ distinct: [Decl], kind: String, ownerSizes: [String: Int]) -> Decl {
        distinct.max { (ownerSizes[kind + "|" + ($0.owner ?? "")] ?? 0, $1.location) < (ownerSizes[kind + "|" + ($1.owner ?? "")] ?? 0, $0.location) }
            ?? distinct[0]
    }

    /// A token that a second file declares again under the same name: `copy` in one file, `kept` in another.
    struct Redeclaration {
        var kept: Decl; var copy: Decl; var conflicting: Bool; var kind: String
        /// Where its own finding sits in the check's output.
        var index: Int
    }

    /// A file that re-declares two or more tokens of other files under the same names (`Theme.swift` repeating
    /// `Colors.swift` and `Typography.swift`) is one decision for the team: consolidate. It is reported once, at file
    /// level, naming every token and the file views use more; the per-token findings with agreeing values fold
    /// into it. A conflicting value keeps its own critical finding: some screens are wrong today.
    static func byCopyFile(_ findings: [Finding], _ redeclared: [Redeclaration], _ inv: Inventory) -> [Finding] {
        var folded: Set<Int> = []
        var added: [Finding] = []
        for (file, group) in Dictionary(grouping: redeclared, by: \.copy.location.file).sorted(by: { $0.key < $1.key }) where group.count >= 2 {
            let items = group.sorted { $0.copy.location < $1.copy.location }
            let mainFiles = Array(Set(items.map(\.kept.location.file))).sorted()
            let name = { (path: String) in path.split(separator: "/").last.map(String.init) ?? path }
            let mains = CheckSupport.list(mainFiles.map(name))
            let conflicts = items.filter(\.conflicting)
            let names = items.map { "`\($0.copy.name)`\($0.conflicting ? " (conflicting value)" : "")" }
            let list = items.map { r in
                r.conflicting
                    ? "`\(r.copy.qualified)` (\(r.copy.value)) ≠ `\(r.kept.qualified)` (\(r.kept.value))"
                    : "`\(r.copy.qualified)` = `\(r.kept.qualified)` (\(r.kept.value))"
            }
            let usesKept = items.reduce(0) { $0 + uses($1.kept, inv) }, usesCopy = items.reduce(0) { $0 + uses($1.copy, inv) }
            let usage =
                usesKept + usesCopy == 0
                ? ""
                : " Views use the declarations in \(mains) \(CheckSupport.plural(usesKept, "time")) and those in \(name(file)) \(CheckSupport.plural(usesCopy, "time"))."
            let conflictNote =
                conflicts.isEmpty
                ? ""
                : " \(conflicts.count == 1 ? "The conflicting value is" : "The conflicting values are") also reported on \(conflicts.count == 1 ? "its" : "their") own: views using the one in \(name(file)) show a different value today."
            let first = items.first { !$0.conflicting } ?? items[0]
            added.append(
                Finding(
                    rule: description.id, severity: .medium, category: .tokens,
                    title: "\(name(file)) re-declares \(CheckSupport.plural(items.count, "token")) of \(mains): \(names.joined(separator: ", "))",
                    message:
                        "\(file) declares again, under the same names, tokens that \(CheckSupport.list(mainFiles)) already declare\(mainFiles.count == 1 ? "s" : ""): \(list.joined(separator: ", ")). Two declarations of one token drift apart: a fix lands in one and the views using the other keep the old value.\(conflictNote)\(usage)",
                    // The sides name one pair; the values of all pairs are in the message (a file has no single value).
                    expected: FindingSide(name: first.kept.qualified, location: first.kept.location),
                    actual: FindingSide(name: first.copy.qualified, location: first.copy.location),
                    fix: .instruction(
                        items.contains(where: \.kept.filePrivate)
                            ? "Declare these once where both files reach them: widen the access of those in \(mains) (they are private to their file) or move both sets to one shared palette, then delete the \(CheckSupport.plural(items.count, "declaration")) from \(name(file)): \(items.map { "`\($0.copy.qualified)` → `\($0.kept.qualified)`" }.joined(separator: ", "))"
                            : "Delete the \(CheckSupport.plural(items.count, "declaration")) from \(name(file)) and use those in \(mains): \(items.map { "`\($0.copy.qualified)` → `\($0.kept.qualified)`" }.joined(separator: ", "))"
                    ),
                    fixLocation: first.copy.location, count: items.count,
                    occurrences: (items.map(\.copy.location) + items.map(\.kept.location)).sorted(),
                    key: CheckSupport.key("redeclared", file)))
            folded.formUnion(items.filter { !$0.conflicting }.map(\.index))
        }
        return findings.enumerated().filter { !folded.contains($0.offset) }.map(\.element) + added
    }

    /// How often views use a declaration: `Owner.name`, plus `.name` for members of the system types themselves.
    static func uses(_ d: Decl, _ inv: Inventory) -> Int {
        let implicit = d.owner.map { ["Color", "UIColor", "NSColor", "ShapeStyle", "CGColor", "Font", "UIFont", "CGFloat"].contains($0) } ?? true
        return (inv.tokenUses[d.qualified] ?? 0) + (implicit ? inv.tokenUses["." + d.name] ?? 0 : 0) + d.usesInOwnFile
    }

    /// One value repeated under one leaf name by different components or views (`DashboardView.padding`,
    /// `ProfileView.Constants.padding`, both 16): not one token declared twice, but a shared token would
    /// keep them in step. Low.
    func repeatedAcrossScopes(_ k: String, _ distinct: [Decl]) -> Finding {
        let first = distinct[0], second = distinct[1]
        let kind = String(k.split(separator: " ").first ?? "")
        return Finding(
            rule: Self.description.id, severity: .low, category: .tokens,
            title:
                "`\(first.name)` repeats one value (\(first.value)) in \(distinct.count) components or views: \(distinct.map { "`\($0.qualified)`" }.joined(separator: ", "))",
            message:
                "\(kind.capitalized) constants of different components or views, one value: \(distinct.map { "`\($0.qualified)` (\($0.location.file))" }.joined(separator: ", ")). Each is its own setting, so this is not one token declared twice; a shared token would keep them in step if they mean the same.",
            expected: FindingSide(name: first.qualified, value: first.value, color: first.color, darkColor: first.dark, location: first.location),
            actual: FindingSide(name: second.qualified, value: second.value, color: second.color, darkColor: second.dark, location: second.location),
            fix: .instruction(
                "If these mean the same, declare one shared token and use it in \(distinct.map { "`\($0.owner ?? $0.name)`" }.joined(separator: ", "))"),
            fixLocation: second.location, count: distinct.count,
            occurrences: distinct.map(\.location).sorted(), key: CheckSupport.key(k + " | across scopes"))
    }

    /// A color token of a palette file with its light and dark Lab values (dark: the light color when it has none).
    struct PaletteEntry {
        let token: ColorToken
        let light: LabColor
        let dark: LabColor
    }

    /// Two owners, unordered.
    struct OwnerPair: Hashable {
        let first: String, second: String
        init(_ a: String, _ b: String) { (first, second) = a < b ? (a, b) : (b, a) }
    }

    /// Pairs of nested owners that share at least three token names of one kind: parallel namespaces (a theme and its
    /// alternative, per-component style enums), not one palette declared twice. Top-level palettes (`Colors` and
    /// `Theme`) are what the check is for and never pair here.
    static func parallelOwners(_ groups: [String: [Decl]]) -> Set<OwnerPair> {
        var shared: [OwnerPair: Int] = [:]
        for decls in groups.values {
            let owners = Set(decls.compactMap(\.owner).filter { $0.contains(".") }).sorted()
            guard owners.count > 1, owners.count <= 12 else { continue }
            for (i, a) in owners.enumerated() { for b in owners[(i + 1)...] { shared[OwnerPair(a, b), default: 0] += 1 } }
        }
        return Set(shared.filter { $0.value >= 3 }.keys)
    }

    /// True for two nested owners that share three names (`parallel`), or the same inner namespace under different
    /// outer types (`PickerStyling.Colors`, `SheetStyling.Colors`): one component's settings beside another's.
    static func areParallel(_ a: String, _ b: String, _ parallel: Set<OwnerPair>) -> Bool {
        if parallel.contains(OwnerPair(a, b)) { return true }
        let pa = a.split(separator: "."), pb = b.split(separator: ".")
        return pa.count > 1 && pb.count > 1 && pa.last == pb.last && pa.dropLast() != pb.dropLast()
    }

    /// How often code uses a token: `Owner.name`, plus `.name` for members of the color types themselves
    /// (`extension Color { static let x }` is used as `.x`).
    func uses(_ t: ColorToken, _ inv: Inventory) -> Int {
        let implicit = t.owner.map { ["Color", "UIColor", "NSColor", "ShapeStyle", "CGColor"].contains($0) } ?? true
        return (inv.tokenUses[t.qualifiedName] ?? 0) + (implicit ? inv.tokenUses["." + t.name] ?? 0 : 0) + t.usesInOwnFile
    }

    /// A second token file whose colors repeat another's under other names (`Theme.successGreen =
    /// Color.green` beside `Colors.statusSuccess = Color.green`): one finding per pair of files, naming
    /// the file that duplicates (the smaller palette, or the one views use less) and the repeated tokens.
    func parallelPalettes(_ inv: Inventory, configuration cfg: Configuration) -> [Finding] {
        // Aliases are deliberate second names (`Theme.accent = Color.brandPrimary`), not a second palette.
        let tokens = inv.colors.filter { $0.light != nil && !$0.unresolved && $0.origin != .alias }
        let byFile = Dictionary(grouping: tokens, by: \.location.file)
        let files = byFile.keys.sorted()
        // White, black and clear are in every palette; they say nothing about a copy.
        func telling(_ c: ColorToken) -> Bool {
            guard let l = c.light, l.alpha > 0.05 else { return false }
            return !(l.red > 0.97 && l.green > 0.97 && l.blue > 0.97) && !(l.red < 0.03 && l.green < 0.03 && l.blue < 0.03)
        }
        // Every token of one file meets every token of every other file (files² × tokens²: with one token file
        // per feature, 6 file pairs at bench scale 4 and none at scale 1), so each file's tokens are put in
        // declaration order and their Lab colors computed once, and a pair whose lightness alone is too far apart
        // is passed over before the full color difference (bench/RESULTS.md, issue 14).
        var ordered: [String: [PaletteEntry]] = [:]
        for (file, tokens) in byFile {
            ordered[file] = tokens.sorted(by: { $0.location < $1.location }).compactMap { t in
                t.light.map { PaletteEntry(token: t, light: $0.lab, dark: (t.dark ?? $0).lab) }
            }
        }
        // `same` on entries: the same tests in the same order, on the colors' Lab values computed once.
        func same(_ x: PaletteEntry, _ y: PaletteEntry) -> Bool {
            let a = x.token, b = y.token
            guard let la = a.light, let lb = b.light else { return false }
            // Two accessors of one colorset share its source of truth.
            if a.origin == .asset, b.origin == .asset, let ra = a.reference, ra.lowercased() == b.reference?.lowercased() { return false }
            // ΔE00 is at least the lightness term: beyond the tolerance there, the full difference is too.
            guard DeltaE2000.lightnessTerm(x.light, y.light) <= cfg.sameColorDeltaE + 1e-6 else { return false }
            return DeltaE2000.difference(x.light, y.light) <= cfg.sameColorDeltaE && abs(la.alpha - lb.alpha) <= cfg.alphaTolerance
                && DeltaE2000.difference(x.dark, y.dark) <= cfg.sameColorDeltaE
        }
        var out: [Finding] = []
        for (i, fa) in files.enumerated() {
            for fb in files[(i + 1)...] where !(inv.generatedFiles.contains(fa) && inv.generatedFiles.contains(fb)) {
                let a = byFile[fa] ?? [], b = byFile[fb] ?? []
                let orderedA = ordered[fa] ?? []
                var pairs: [(ColorToken, ColorToken)] = []
                for y in ordered[fb] ?? [] where telling(y.token) {
                    guard let x = orderedA.first(where: { same($0, y) && NameKey($0.token.name).words != NameKey(y.token.name).words })
                    else { continue }
                    pairs.append((x.token, y.token))
                }
                let twinsA = Set(pairs.map(\.0.qualifiedName)).count, twinsB = Set(pairs.map(\.1.qualifiedName)).count
                let smaller = min(a.filter(telling).count, b.filter(telling).count)
                guard min(twinsA, twinsB) >= 2, smaller > 0, Double(max(twinsA, twinsB)) >= 0.5 * Double(smaller) else { continue }
                // The copy is the palette no other file can reach (a file's `private let`s) when only one is; else the file
                // views use less; on a tie, the smaller palette.
                let usesA = a.reduce(0) { $0 + uses($1, inv) }, usesB = b.reduce(0) { $0 + uses($1, inv) }
                let hiddenA = pairs.allSatisfy { $0.0.filePrivate == true }, hiddenB = pairs.allSatisfy { $0.1.filePrivate == true }
                let bIsCopy = hiddenA != hiddenB ? hiddenB : usesA != usesB ? usesB < usesA : b.count <= a.count
                let hiddenMain = bIsCopy ? hiddenA : hiddenB, hiddenCopy = bIsCopy ? hiddenB : hiddenA
                let (main, copy) = bIsCopy ? (fa, fb) : (fb, fa)
                let ordered = pairs.map { bIsCopy ? (keep: $0.0, dup: $0.1) : (keep: $0.1, dup: $0.0) }.sorted { $0.dup.location < $1.dup.location }
                let mainName = main.split(separator: "/").last.map(String.init) ?? main
                let copyName = copy.split(separator: "/").last.map(String.init) ?? copy
                let list = ordered.map { "`\($0.dup.qualifiedName)` = `\($0.keep.qualifiedName)` (\($0.keep.light?.description ?? ""))" }
                let usesMain = bIsCopy ? usesA : usesB, usesCopy = bIsCopy ? usesB : usesA
                let usage =
                    usesMain + usesCopy == 0
                    ? ""
                    : " Views use \(mainName)'s tokens \(CheckSupport.plural(usesMain, "time")) and \(copyName)'s \(CheckSupport.plural(usesCopy, "time"))."
                let first = ordered[0]
                // A palette private to its file is that file's own constants: no other view can reach for it, so it is
                // not a second source of truth for the app but values repeated, low as a value repeated by several views is.
                let consequence =
                    hiddenCopy
                    ? "\(copyName)'s colors are private to it: its own constants, which no other file can use, so this is a value repeated rather than a second palette of the app; a change to \(mainName) does not reach them."
                    : "Two palettes for one design drift apart: a fix lands in one and the views using the other keep the old value."
                let widen = hiddenMain ? " (they are private to \(mainName): widen their access or move them to one shared palette)" : ""
                out.append(
                    Finding(
                        rule: Self.description.id, severity: hiddenCopy ? .low : .medium, category: .tokens,
                        title: "\(copyName) duplicates \(mainName): \(CheckSupport.plural(ordered.count, "color")) repeated under other names",
                        message:
                            "\(copy) declares colors \(main) already has, under other names: \(list.joined(separator: ", ")). \(consequence)\(usage)",
                        expected: FindingSide(
                            name: first.keep.qualifiedName, value: first.keep.light?.description, color: first.keep.light, darkColor: first.keep.dark,
                            location: first.keep.location),
                        actual: FindingSide(
                            name: first.dup.qualifiedName, value: first.dup.light?.description, color: first.dup.light, darkColor: first.dup.dark,
                            location: first.dup.location),
                        fix:
                            .instruction(
                                "Use \(mainName)'s tokens\(widen) (\(ordered.prefix(3).map { "`\($0.dup.qualifiedName)` → `\($0.keep.qualifiedName)`" }.joined(separator: ", "))) and delete the duplicates from \(copyName)"
                            ),
                        fixLocation: first.dup.location, count: ordered.count,
                        occurrences: (ordered.map(\.dup.location) + ordered.map(\.keep.location)).sorted(),
                        key: CheckSupport.key("palette", copy, main)))
            }
        }
        return out
    }

    /// Different spellings of one meaning (`primaryColor`, `AppColors.primary`) with one value, in two places.
    func sameMeaning(groups: [String: [Decl]], configuration cfg: Configuration, generated: Set<String> = []) -> [Finding] {
        var byCore: [String: [Decl]] = [:]
        for (k, decls) in groups.sorted(by: { $0.key < $1.key }) where k.hasPrefix("color ") {
            for d in decls where !d.isAlias {
                byCore[NameKey(d.name).core.sorted().joined(separator: " "), default: []].append(d)
            }
        }
        var out: [Finding] = []
        for (core, decls) in byCore.sorted(by: { $0.key < $1.key }) {
            let names = Set(decls.map { NameKey($0.name).words })
            guard names.count > 1, let a = decls.first?.color else { continue }
            let files = Set(decls.map { "\($0.owner ?? "")|\($0.location.file)" })
            guard files.count > 1, !decls.allSatisfy({ generated.contains($0.location.file) }), !Self.wrapOneColorset(decls) else { continue }
            let same = decls.allSatisfy { d in
                guard let c = d.color else { return false }
                let darkSame = (d.dark ?? c).deltaE2000(to: decls[0].dark ?? a) <= cfg.sameColorDeltaE
                return c.deltaE2000(to: a) <= cfg.sameColorDeltaE && abs(c.alpha - a.alpha) <= cfg.alphaTolerance && darkSame
            }
            guard same else { continue }
            let sorted = decls.sorted { ($0.location, $0.qualified) < ($1.location, $1.qualified) }
            let keep = sorted[0]
            let others = sorted.dropFirst()
            out.append(
                Finding(
                    rule: Self.description.id, severity: .medium, category: .tokens,
                    title: "One color under \(sorted.count) names: \(sorted.map { "`\($0.qualified)`" }.joined(separator: ", ")) (all \(keep.value))",
                    message:
                        "These tokens mean the same (\(core)) and have the same value, declared in \(Set(sorted.map(\.location.file)).sorted().joined(separator: ", ")).",
                    expected: FindingSide(name: keep.qualified, value: keep.value, color: keep.color, darkColor: keep.dark, location: keep.location),
                    actual: FindingSide(
                        name: others.first?.qualified, value: others.first?.value, color: others.first?.color, darkColor: others.first?.dark,
                        location: others.first?.location),
                    fix:
                        .instruction(
                            "Keep `\(keep.qualified)`; replace \(others.map { "`\($0.qualified)`" }.joined(separator: ", ")) with it and delete the duplicate\(others.count == 1 ? "" : "s")"
                        ),
                    fixLocation: others.first?.location, count: sorted.count, occurrences: sorted.map(\.location),
                    key: CheckSupport.key("meaning", core)))
        }
        return out
    }
}
