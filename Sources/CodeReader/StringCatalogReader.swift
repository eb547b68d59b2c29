import Foundation
import GapCheckModel

/// Reads a String Catalog (`Localizable.xcstrings`) into the texts its source language shows.
///
/// A key's text is its `sourceLanguage` localization's value; plural and device variations show their `other` form
/// (the one most counts and devices show), and a substitution (`%#@tasks@`) its `other` form with the argument's
/// specifier; a key with no value in the source language is its own text (`Text("Settings")` keyed `Settings`).
enum StringCatalogReader {
    /// The catalog's table; nil, with a one-line warning naming the file, when it is not a catalog's JSON.
    static func read(_ bytes: [UInt8], file: InputFile, diagnostics: inout [Diagnostic]) -> StringTable? {
        let at = SourceLocation(file: file.displayPath)
        let name = ((file.relativePath as NSString).lastPathComponent as NSString).deletingPathExtension
        guard let object = try? JSONSerialization.jsonObject(with: Data(bytes)), let root = object as? [String: Any],
            let strings = root["strings"] as? [String: Any]
        else {
            diagnostics.append(Diagnostic(.warning, "string catalog is not valid JSON with a \"strings\" object; its keys are shown as written", at: at))
            return nil
        }
        let source = root["sourceLanguage"] as? String ?? "en"
        var texts: [String: String] = [:]
        var translations: [String: [String]] = [:]
        texts.reserveCapacity(strings.count)
        for (key, entry) in strings where !key.isEmpty {
            let localizations = (entry as? [String: Any])?["localizations"] as? [String: Any]
            let text = (localizations?[source] as? [String: Any]).flatMap(shown) ?? key
            texts[key] = text
            // The other languages' texts, for a design written in one of them.
            let others = Set(
                (localizations ?? [:]).compactMap { language, value -> String? in
                    guard language != source, let t = (value as? [String: Any]).flatMap(shown), !t.isEmpty, t != text, t != key else { return nil }
                    return t
                })
            if !others.isEmpty { translations[key] = others.sorted() }
        }
        return StringTable(path: file.displayPath, name: name, texts: texts, translations: translations)
    }

    /// The text one localization (or one variation's form) shows: its string unit's value, else its variations'
    /// `other` form; substitutions filled in.
    private static func shown(_ localization: [String: Any]) -> String? {
        var value: String?
        if let unit = localization["stringUnit"] as? [String: Any] {
            value = unit["value"] as? String
        } else if let variations = localization["variations"] as? [String: Any] {
            value = otherForm(variations)
        }
        guard var text = value else { return nil }
        if let substitutions = localization["substitutions"] as? [String: Any] {
            for name in substitutions.keys.sorted() {
                guard let sub = substitutions[name] as? [String: Any], let variations = sub["variations"] as? [String: Any],
                    let form = otherForm(variations)
                else { continue }
                let specifier = sub["formatSpecifier"] as? String ?? "@"
                let argument = (sub["argNum"] as? Int).map { "%\($0)$\(specifier)" } ?? "%\(specifier)"
                text = text.replacingOccurrences(of: "%#@\(name)@", with: form.replacingOccurrences(of: "%arg", with: argument))
            }
        }
        return text
    }

    /// The `other` form of the first kind of variation (`plural`, then `device`, then any other by name), else that
    /// kind's first form by name.
    private static func otherForm(_ variations: [String: Any]) -> String? {
        let kinds = ["plural", "device"].filter { variations[$0] != nil } + variations.keys.sorted().filter { $0 != "plural" && $0 != "device" }
        for kind in kinds {
            guard let forms = variations[kind] as? [String: Any] else { continue }
            for form in ["other"] + forms.keys.sorted() {
                if let f = forms[form] as? [String: Any], let text = shown(f) { return text }
            }
        }
        return nil
    }
}
