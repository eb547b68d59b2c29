import Foundation
import GapCheckModel

/// Findings shared by `spacing.off-scale` and `radius.mismatch`: wrong values under a design name, and
/// design values the code scale lacks.
enum LengthScaleFindings {
    /// The token's own declaration with the design's value (`case lg = 14` → `case lg = 16`), else a `static let`.
    static func fixLine(expression: String?, name: String, value: Double) -> Fix {
        if let e = expression, let r = e.range(of: #"-?[0-9]+(\.[0-9]+)?$"#, options: .regularExpression),
            e.hasPrefix("case ") || e.hasPrefix("static ") || e.hasPrefix("public ")
        {
            return .declaration(SwiftCode(e.replacingCharacters(in: r, with: Length.format(value)), name: name))
        }
        return .declaration(SwiftCode("static let \(name): CGFloat = \(Length.format(value))", name: name))
    }

    /// Below this a design length is zero (`borderRadius.none`, `--space-0`): the absence of a radius or a space, which
    /// a view gets by writing nothing, so no scale step the app must declare.
    static let zeroLength = 0.01

    /// For each code token that a design token of the same name equals (paired by name, not by value): that design token,
    /// the first in input order. A second design token paired with it by name under another name is the design's
    /// namesake, not the token the app follows; so is one named like a design token that has the code's value once their
    /// first groups are set aside (`DesignNamesakes`: `semanticTokens.borderRadiusMd` beside `responsive.borderRadiusMd`).
    static func followedNamesakes(_ rows: [MatchRow]) -> [String: Expectation] {
        var out: [String: Expectation] = [:]
        for r in rows where r.status == .matched && r.expectation.source != .cssRule {
            guard let code = r.codeName, out[code] == nil else { continue }
            out[code] = r.expectation
        }
        return out
    }

    /// `broken`: the scale's declarations the Swift parser could not read (`0.25rem`), which the app meant as its scale.
    /// `namesakes`: every number the code declares by name; a design step the code declares under its own name with
    /// its value (`--scale-10: 16px` ↔ `scale10 = CGFloat(16)`) is on the scale, whichever scale the code's name reads as.
    static func run(
        rule: RuleDescription, rows: [MatchRow], scale: [LengthToken], noun: String, broken: [BrokenDeclaration] = [],
        namesakes: CodeNamesakes? = nil, skip: (Double) -> Bool
    ) -> [Finding] {
        var out: [Finding] = []
        let scaleText = scale.isEmpty ? "none" : scale.map { "\($0.qualifiedName) = \(Length.format($0.value))" }.joined(separator: ", ")

        let owner = scale.compactMap(\.owner).first
        let file = scale.first?.location.file
        var missing: [MatchRow] = []
        let followed = followedNamesakes(rows)
        let byKey = DesignNamesakes.byKey(rows)
        // Steps of a second token file the code did not follow where it follows another (`DesignScaleConflicts`):
        // `design.conflict` names them.
        let setAside = DesignScaleConflicts(rows: rows, scale: scale).setAside
        for (i, r) in rows.enumerated() where r.expectation.source != .cssRule && !setAside.contains(r.expectation.location) {
            let e = r.expectation
            guard let want = e.light.length, !skip(want) else { continue }
            if r.status == .mismatch, let code = r.codeName {
                let name = code.split(separator: ".").last.map(String.init) ?? code
                let codeValue = r.codeValue.flatMap { Double($0.hasSuffix("pt") ? String($0.dropLast(2)) : $0) }
                let namesake =
                    followed[code].flatMap { $0.name == e.name ? nil : $0 }
                    ?? DesignNamesakes.namesake(of: i, in: rows, byKey: byKey) { other in
                        guard let v = other.light.length, let codeValue else { return false }
                        return abs(v - codeValue) < 0.5
                    }
                out.append(
                    Finding(
                        rule: rule.id, severity: namesake == nil ? rule.severity : .low, category: rule.category,
                        title: "`\(code)` is \(r.codeValue ?? "?"); design \(e.name) is \(Length.format(want))pt",
                        message: namesake.map {
                            "The \(noun) token named like the design's \(e.name) is \(r.codeValue ?? "?"), not \(Length.format(want))pt; but the design's \($0.name) (\($0.light.length.map(Length.format) ?? "?")pt), named like it as well, is exactly the app's value: the design gives two tokens of one name two values (another collection or layer of the token file), and the app follows one of them. Which is meant is the design's question."
                        }
                            ?? "The \(noun) token named like the design's \(e.name) is \(r.codeValue ?? "?"), not \(Length.format(want))pt, so every view that uses it is off the design.",
                        expected: CheckSupport.expected(e), actual: CheckSupport.actual(r),
                        fix: fixLine(expression: r.codeExpression, name: name, value: want), fixLocation: r.codeLocation,
                        key: CheckSupport.key(e.name, code)))
            } else if r.status == .missing, abs(want) >= zeroLength, !(namesakes?.declares(e.name, value: want) ?? false) {
                missing.append(r)
            }
        }
        // A step a second design file repeats with the same value (a JSON twin of a stylesheet) is one step: reported
        // once, at both places.
        var twins: [SourceLocation: [SourceLocation]] = [:]
        var firstOfStep: [String: Int] = [:]
        var unique: [MatchRow] = []
        for r in missing {
            let e = r.expectation
            guard let step = DesignScaleConflicts.step(e.name), let v = e.light.length else {
                unique.append(r)
                continue
            }
            let key = step + "|" + Length.format(v)
            if let j = firstOfStep[key], unique[j].expectation.location.file != e.location.file {
                twins[unique[j].expectation.location, default: []].append(e.location)
                continue
            }
            if firstOfStep[key] == nil { firstOfStep[key] = unique.count }
            unique.append(r)
        }
        missing = unique
        // No scale at all in code: one cause, reported once with every design step.
        if scale.isEmpty, missing.count > 1 {
            let steps = missing.compactMap { r in r.expectation.light.length.map { "\(r.expectation.name) = \(Length.format($0))" } }
            // Declared in CSS units the compiler rejects: the scale is there, but broken, not absent.
            let names = Set(broken.map(\.name))
            let title =
                names.isEmpty
                ? "The app declares no \(noun) tokens; the design's \(noun) scale has \(missing.count) steps"
                : "The app's \(names.count) \(noun) token\(names.count == 1 ? " is" : "s are") not valid Swift; the design's \(noun) scale has \(missing.count) steps"
            let said =
                broken.first.map { b in
                    let more = names.count > 1 ? " and \(names.count - 1) more" : ""
                    return
                        "The code declares its \(noun) scale in CSS units Swift does not compile (`\(b.expression)`, \((b.location.file as NSString).lastPathComponent):\(b.location.line)\(more)), so no view can use it."
                } ?? "No \(noun) token exists in the code."
            out.append(
                Finding(
                    rule: rule.id, severity: rule.severity, category: rule.category,
                    title: title,
                    message: "\(said) Design scale: \(steps.joined(separator: ", ")).",
                    expected: missing.first.map { CheckSupport.expected($0.expectation) }, actual: nil,
                    fix: .declaration(
                        SwiftCode(
                            ["enum \(noun == "radius" ? "CornerRadius" : "Spacing") {"]
                                + missing.map { r in
                                    "    static let \(CheckSupport.swiftName(r.expectation.name)): CGFloat = \(Length.format(r.expectation.light.length ?? 0))"
                                } + ["}"])),
                    fixLocation: nil, count: missing.count, occurrences: missing.map(\.expectation.location).sorted(),
                    key: CheckSupport.key("all")))
            return out
        }
        for r in missing {
            let e = r.expectation
            let want = e.light.length ?? 0
            let name = CheckSupport.swiftName(e.name)
            out.append(
                Finding(
                    rule: rule.id, severity: e.paletteOf == nil ? rule.severity : .low, category: rule.category,
                    title: "Design \(noun) \(e.name) (\(Length.format(want))pt) is not on the code's \(noun) scale",
                    message: "No \(noun) token is named like \(e.name) or equals \(Length.format(want))pt. Code scale: \(scaleText)."
                        + (e.paletteOf.map {
                            " It is a number of the design's single-mode collection `\(e.name.split(separator: ".").first.map(String.init) ?? e.name)`, beside `\($0)`, whose modes give the values each screen size uses: a raw step those draw from, so a token of its own is optional."
                        } ?? ""),
                    expected: CheckSupport.expected(e), actual: FindingSide(name: owner, value: scaleText, location: scale.first?.location),
                    fix: .declaration(SwiftCode("static let \(name): CGFloat = \(Length.format(want))", name: name, comment: owner.map { "in \($0)" })),
                    fixLocation: CheckSupport.siblingLocation(file), occurrences: twins[e.location].map { [e.location] + $0 } ?? [],
                    key: CheckSupport.key(e.name)))
        }
        return out
    }
}
