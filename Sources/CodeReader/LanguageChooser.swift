import GapCheckModel
import SwiftSyntax

/// A hand-written translation helper: a function returning one of its `String` parameters chosen by the app's
/// language (`func t(_ pt: String, _ en: String) -> String { lang == .pt ? pt : en }`, `func tr(de: String, en:
/// String)` switching over a language enum). A call passes the same text in each language, so its literal
/// arguments are one text and its translations.
///
/// A function choosing among `String` parameters by anything else (`isCompact ? short : long`, `ok ? saved :
/// failed`) chooses among different texts, and is none: the choice must be over a language, told by what the
/// condition reads (`lang`, `language`, `locale`, a language's name, a language code compared as a value: `.ja`,
/// `"pt-BR"`) or by the parameters' names (all language codes or names: `de`, `en`, `ptBR`, `english`).
struct LanguageChooser: Sendable, Hashable {
    var name: String
    /// The types declaring it, outermost first; empty for a free function.
    var owner: [String]
    /// The chosen parameters, the one returned when no condition holds first (the `else` or `default` branch, or the
    /// last `return`): the language the app falls back to, as a string table's development language.
    var variants: [Parameter]

    struct Parameter: Sendable, Hashable {
        /// The argument label (nil for `_`).
        var label: String?
        var index: Int
    }

    /// The chooser `node` declares, or nil.
    static func recognize(_ node: FunctionDeclSyntax, owner: [String]) -> LanguageChooser? {
        guard let returned = node.signature.returnClause?.type, isString(returned), let body = node.body else { return nil }
        let params = Array(node.signature.parameterClause.parameters)
        var byName: [String: Int] = [:]
        for (i, p) in params.enumerated() where isString(p.type) { byName[(p.secondName ?? p.firstName).text] = i }
        guard byName.count >= 2 else { return nil }
        let results = ReturnedTexts.result(of: body.statements).flatMap(ternaryResults)
        guard !results.isEmpty else { return nil }
        var chosen: [Int] = []
        for r in results {
            guard let ref = SyntaxHelpers.unwrapped(r).as(DeclReferenceExprSyntax.self), let i = byName[ref.baseName.text] else { return nil }
            if !chosen.contains(i) { chosen.append(i) }
        }
        guard chosen.count >= 2 else { return nil }
        let names = chosen.map { (params[$0].secondName ?? params[$0].firstName).text }
        guard names.allSatisfy(isLanguage) || conditionReadsLanguage(Syntax(body), parameters: Set(names)) else { return nil }
        // The fallback first, then the others in the parameters' order.
        let fallback = chosen.last ?? chosen[0]
        let order = [fallback] + chosen.filter { $0 != fallback }.sorted()
        return LanguageChooser(
            name: node.name.text, owner: owner,
            variants: order.map { Parameter(label: params[$0].firstName.text == "_" ? nil : params[$0].firstName.text, index: $0) })
    }

    /// The texts a call with these arguments passes, the fallback language's first; nil unless every variant is a
    /// non-empty literal.
    func texts(of arguments: [LocalizationWrappers.Argument]) -> [String]? {
        var out: [String] = []
        for v in variants {
            let arg: LocalizationWrappers.Argument?
            if v.index < arguments.count, arguments[v.index].label == v.label {
                arg = arguments[v.index]
            } else {
                arg = v.label.flatMap { label in arguments.first { $0.label == label } }
            }
            guard let text = arg?.written, !text.isEmpty else { return nil }
            out.append(text)
        }
        return out
    }

    private static func isString(_ type: TypeSyntax) -> Bool { ["String", "Swift.String"].contains(type.trimmedText) }

    /// Both sides of a ternary (`cond ? a : b`, and `c1 ? a : c2 ? b : c`), else `expr` itself.
    private static func ternaryResults(_ expr: ExprSyntax) -> [ExprSyntax] {
        let e = SyntaxHelpers.unwrapped(expr)
        guard let seq = e.as(SequenceExprSyntax.self) else { return [e] }
        let els = Array(seq.elements)
        guard let ti = els.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }), ti > 0, ti + 1 < els.count,
            let tern = els[ti].as(UnresolvedTernaryExprSyntax.self)
        else { return [e] }
        return ternaryResults(tern.thenExpression) + ternaryResults(SyntaxHelpers.part(els[(ti + 1)...]))
    }

    /// True when the body, outside the chosen parameters, reads a language: a name with a language word in it
    /// (`lang`, `appLanguage`, `Locale.current`, `isGerman`), or a language code as a value (`.pt`, `"zh-Hans"`).
    private static func conditionReadsLanguage(_ body: Syntax, parameters: Set<String>) -> Bool {
        for ref in SyntaxHelpers.descendants(of: body, DeclReferenceExprSyntax.self) {
            let name = ref.baseName.text
            let isMember = ref.parent?.as(MemberAccessExprSyntax.self)?.declName.id == ref.id
            if parameters.contains(name), !isMember { continue }
            if NameWords.split(name).contains(where: { languageWords.contains($0) || languageNames.contains($0) }) { return true }
            // `.pt`, `Language.ja`: a language code as the value compared.
            if isMember, isLanguageCode(name) { return true }
        }
        for literal in SyntaxHelpers.descendants(of: body, StringLiteralExprSyntax.self) {
            if let s = SyntaxHelpers.stringLiteral(ExprSyntax(literal)), isLanguageCode(s) { return true }
        }
        return false
    }

    /// True for a name of a language: a code alone or with its region or script (`de`, `ptBR`, `pt_BR`, `zhHans`), or
    /// a name with a language's English name or autonym in it (`english`, `germanText`, `deutsch`).
    static func isLanguage(_ name: String) -> Bool {
        NameWords.split(name).contains { languageNames.contains($0) } || isLanguageCode(name)
    }

    /// True for a language code alone or with its region or script as identifiers and locale names write them: `ja`,
    /// `EN`, `pt-BR`, `ptBR`, `pt_BR`, `zhHans`, `es-419`. Not `isOn` or `toDo`: a region is upper-case.
    static func isLanguageCode(_ name: String) -> Bool {
        let chars = Array(name.utf8)
        guard chars.count >= 2 else { return false }
        let code = String(decoding: chars[0..<2], as: UTF8.self)
        guard languageCodes.contains(code) || chars.count == 2 && languageCodes.contains(code.lowercased()) else { return false }
        var rest = chars[2...]
        if rest.first == UInt8(ascii: "-") || rest.first == UInt8(ascii: "_") { rest = rest.dropFirst() }
        func upper(_ c: UInt8) -> Bool { c >= 0x41 && c <= 0x5A }
        func lower(_ c: UInt8) -> Bool { c >= 0x61 && c <= 0x7A }
        func digit(_ c: UInt8) -> Bool { c >= 0x30 && c <= 0x39 }
        switch rest.count {
        case 0: return chars.count == 2
        case 2: return rest.allSatisfy(upper)
        case 3: return rest.allSatisfy(digit)
        case 4: return rest.first.map(upper) == true && rest.dropFirst().allSatisfy(lower)
        default: return false
        }
    }

    /// Words of a name that reads the app's language.
    static let languageWords: Set<String> = ["lang", "language", "languages", "locale", "localization", "localisation", "i18n"]

    /// Languages' English names and autonyms written in ASCII, lower-case.
    static let languageNames: Set<String> = [
        "arabic", "bengali", "brazilian", "bulgarian", "catalan", "chinese", "croatian", "czech", "danish", "dansk", "deutsch", "dutch",
        "english", "espanol", "estonian", "filipino", "finnish", "francais", "french", "german", "greek", "hebrew", "hindi", "hungarian",
        "indonesian", "italian", "italiano", "japanese", "korean", "latvian", "lithuanian", "malay", "nederlands", "norsk", "norwegian",
        "persian", "polish", "polski", "portugues", "portuguese", "romanian", "russian", "serbian", "slovak", "slovenian", "spanish",
        "suomi", "svenska", "swahili", "swedish", "tagalog", "thai", "turkish", "ukrainian", "urdu", "vietnamese"
    ]

    /// ISO 639-1 language codes.
    static let languageCodes: Set<String> = [
        "aa", "ab", "ae", "af", "ak", "am", "an", "ar", "as", "av", "ay", "az", "ba", "be", "bg", "bh", "bi", "bm", "bn", "bo", "br", "bs",
        "ca", "ce", "ch", "co", "cr", "cs", "cu", "cv", "cy", "da", "de", "dv", "dz", "ee", "el", "en", "eo", "es", "et", "eu", "fa", "ff",
        "fi", "fj", "fo", "fr", "fy", "ga", "gd", "gl", "gn", "gu", "gv", "ha", "he", "hi", "ho", "hr", "ht", "hu", "hy", "hz", "ia", "id",
        "ie", "ig", "ii", "ik", "io", "is", "it", "iu", "ja", "jv", "ka", "kg", "ki", "kj", "kk", "kl", "km", "kn", "ko", "kr", "ks", "ku",
        "kv", "kw", "ky", "la", "lb", "lg", "li", "ln", "lo", "lt", "lu", "lv", "mg", "mh", "mi", "mk", "ml", "mn", "mr", "ms", "mt", "my",
        "na", "nb", "nd", "ne", "ng", "nl", "nn", "no", "nr", "nv", "ny", "oc", "oj", "om", "or", "os", "pa", "pi", "pl", "ps", "pt", "qu",
        "rm", "rn", "ro", "ru", "rw", "sa", "sc", "sd", "se", "sg", "si", "sk", "sl", "sm", "sn", "so", "sq", "sr", "ss", "st", "su", "sv",
        "sw", "ta", "te", "tg", "th", "ti", "tk", "tl", "tn", "to", "tr", "ts", "tt", "tw", "ty", "ug", "uk", "ur", "uz", "ve", "vi", "vo",
        "wa", "wo", "xh", "yi", "yo", "za", "zh", "zu"
    ]
}
