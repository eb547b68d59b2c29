import Foundation
import GapCheckModel
import SwiftSyntax

/// A text style a token file writes as one constant per property under a shared name (Style Dictionary's class output
/// for a composite typography token, a hand-written flat token enum): `typographyBodyFontFamily = "Inter"`,
/// `typographyBodyFontSize = 17`, `typographyBodyFontWeight = 400`, `typographyBodyLineHeight = 25.5` are the one
/// style `typographyBody`, as a design's `--typography-body-font-size` … are its one `--typography-body-font`.
///
/// A style needs its size and its family beside it: a lone `bodyFontSize = 17` is a size, read as before, and a size and a
/// weight without a family (a breakpoint file that leaves the family to another) are not a style whose family is the
/// system's, which would hold a family difference against every design style. A family written without quotes (`= Inter`, a generator's slip the compiler rejects) is still the family the author
/// named; the broken file is reported as such, the style is not called missing.
///
/// A size variant of a style (`bodyFontSizeSmall = 14` beside `bodyFontSize`, `bodyLineHeightSmall`) is a style of its own,
/// named by its size constant, with the variant's line height and weight and else the style's family and weight: the
/// design reads `--body-font-size-small` as a text style of that name, and both sides must say the same thing.
enum TextStyleSiblings {
    /// The property a constant's name ends with.
    enum Property: Sendable {
        case size, weight, family, lineHeight
    }

    /// One constant of a style: its name, the style's name (the words before the property's), and its value.
    struct Part: Sendable {
        var name: String
        var style: String
        var property: Property
        /// The words after the property's (`small` of `bodyFontSizeSmall`); empty for the style's own property.
        var variant: [String] = []
        /// The size, weight or line height as a number; nil for a family or an unreadable value.
        var number: Double?
        /// The family as written (a String's contents, or the bare words of an unquoted one).
        var text: String?
        var expression: String
        var location: SourceLocation
    }

    /// An assembled style: its name, the font its parts say, and the names of the constants it was made of.
    struct Style: Sendable {
        var name: String
        var spec: FontSpec
        var parts: [String]
        var expression: String
        var location: SourceLocation
    }

    /// Name endings (as words) and the property each names.
    static let endings: [([String], Property)] = [
        (["font", "size"], .size), (["text", "size"], .size), (["font", "weight"], .weight), (["font", "family"], .family),
        (["font", "name"], .family), (["line", "height"], .lineHeight)
    ]

    /// The most words a size variant adds after the property's (`bodyLineHeightSmallSingle`).
    static let maxVariantWords = 2

    /// The style name and property a constant's name says (`typographyBodyFontSize` → `typographyBody`, size), and the
    /// variant words after the property's (`bodyFontSizeSmall` → `body`, size, `small`); nil for a name that holds no
    /// property or has nothing before it.
    static func property(of name: String) -> (style: String, property: Property, variant: [String])? {
        let words = NameWords.split(name)
        for extra in 0...maxVariantWords {
            for (ending, property) in endings where words.count > ending.count + extra {
                let end = words.count - extra
                guard Array(words[(end - ending.count)..<end]) == ending else { continue }
                // The style's name as written: the name less the ending's and the variant's letters (and the separator
                // before them).
                var letters = words[(end - ending.count)...].joined().count
                var cut = name.endIndex
                while letters > 0, cut > name.startIndex {
                    cut = name.index(before: cut)
                    if name[cut].isLetter || name[cut].isNumber { letters -= 1 }
                }
                let style = String(name[..<cut]).trimmingCharacters(in: CharacterSet(charactersIn: "_-"))
                guard !style.isEmpty else { return nil }
                return (style, property, Array(words[end...]))
            }
        }
        return nil
    }

    /// The part a static constant is, or nil when its name names no text style property.
    static func part(name: String, value raw: ExprSyntax, written: String, expression: String, location: SourceLocation) -> Part? {
        guard let (style, property, variant) = property(of: name) else { return nil }
        let value = SyntaxHelpers.unwrapped(raw)
        var part = Part(
            name: name, style: style, property: property, variant: variant, number: nil, text: nil, expression: expression, location: location)
        let string = SyntaxHelpers.hasInterpolation(value) ? nil : SyntaxHelpers.stringLiteral(value)
        switch property {
        case .size, .lineHeight:
            part.number = NumberEvaluator.evaluate(value) ?? string.flatMap(LengthScales.cssLength)
        case .weight:
            if let n = NumberEvaluator.evaluate(value) {
                part.number = n
            } else if let w = (string ?? value.as(MemberAccessExprSyntax.self)?.declName.baseName.text).flatMap(FontWeightName.weight(named:)) {
                part.number = Double(w)
            }
        case .family:
            part.text = family(string: string, written: written)
        }
        return part
    }

    /// A value as written to the end of its line, with the words the parser could not place after it (`= Industry Inc`
    /// parses as `Industry` followed by an unexpected `Inc`).
    static func writtenLine(_ value: ExprSyntax) -> String {
        var words = [value.trimmedDescription]
        var token = value.lastToken(viewMode: .sourceAccurate)?.nextToken(viewMode: .all)
        while let t = token, !t.leadingTrivia.contains(where: \.isNewline), t.tokenKind != .endOfFile, words.count < 8 {
            if !t.text.isEmpty { words.append(t.text) }
            token = t.nextToken(viewMode: .all)
        }
        return words.joined(separator: " ")
    }

    /// A family as written: a String's first family (`"Inter, sans-serif"` → `Inter`), or bare words written without
    /// quotes (`Industry Inc`); nil for what names no font (`"[object Object]"`, an expression).
    static func family(string: String?, written: String) -> String? {
        let raw = string ?? written
        let first = raw.split(separator: ",").first.map { $0.trimmingCharacters(in: CharacterSet(charactersIn: " \"'")) } ?? ""
        guard let head = first.first, head.isLetter, first.count <= 64,
            first.allSatisfy({ $0.isLetter || $0.isNumber || $0 == " " || $0 == "-" || $0 == "_" })
        else { return nil }
        // Bare words are a family only when capitalized (`Inter`), never a name of the code (`baseFamily`, `normal`).
        if string == nil, !head.isUppercase { return nil }
        return first
    }

    /// The styles the parts of one type make: each name with a size and a family or weight beside it. `taken` names the
    /// type's own tokens: a style already declared as a font (`static let body = Font.custom(…)`) is not made again.
    static func styles(_ parts: [Part], taken: Set<String>) -> [Style] {
        struct Key: Hashable {
            var style: String
            var variant: [String]
        }
        var byKey: [Key: [Part]] = [:]
        var order: [Key] = []
        for p in parts {
            let key = Key(style: p.style, variant: p.variant)
            if byKey[key] == nil { order.append(key) }
            byKey[key, default: []].append(p)
        }
        var out: [Style] = []
        for key in order {
            let group = byKey[key] ?? []
            // A variant takes what it does not say from its style's own constants (`bodyFontFamily` for `bodyFontSizeSmall`),
            // never a line height: the style's is for another size.
            let base = key.variant.isEmpty ? [] : byKey[Key(style: key.style, variant: [])] ?? []
            func first(_ p: Property, inherited: Bool = true) -> Part? {
                group.first { $0.property == p } ?? (inherited ? base.first { $0.property == p } : nil)
            }
            guard let sizePart = group.first(where: { $0.property == .size }), let size = sizePart.number, size > 0, Plausible.fontSize(size)
            else { continue }
            // A variant is named by its own size constant, which the style replaces; a style's own name must be free.
            let name = key.variant.isEmpty ? key.style : sizePart.name
            guard !key.variant.isEmpty || !taken.contains(name) else { continue }
            let weightPart = first(.weight), familyPart = first(.family)
            guard familyPart != nil else { continue }
            var spec = FontSpec(size: size)
            if let w = weightPart?.number, w >= 1, w <= 1000 { spec.weight = Int(w) }
            spec.family = familyPart?.text
            if let lh = first(.lineHeight, inherited: false)?.number, lh > 0 {
                // A number at most a few times one is a multiple of the size (`1.5`), a larger one points (`25.5`).
                if lh <= 4 { spec.relativeLineHeight = lh } else { spec.lineHeight = lh }
            }
            let sorted = group.sorted { $0.location < $1.location }
            out.append(
                Style(
                    name: name, spec: spec, parts: sorted.map(\.name), expression: sorted.map(\.expression).joined(separator: "\n"),
                    location: sizePart.location))
        }
        return out
    }
}
