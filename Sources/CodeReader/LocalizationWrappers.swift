import Foundation
import GapCheckModel
import SwiftParser
import SwiftSyntax

/// The app's own localization wrappers: functions it declares that turn a key into the text a user reads, so a
/// string literal passed to one is a UI text exactly as if written in `Text("…")` (and a string-table key).
///
/// A function returning text (`String`, `Text`, `LocalizedStringKey`, `AttributedString`…) is a wrapper when one of
/// its parameters is a localization type (`static func string(_ value: String.LocalizationValue) -> String`), or when
/// its body passes a `String` parameter as the key of a localization API (`String(localized:)`, `NSLocalizedString`,
/// `Bundle.localizedString(forKey:…)`, `LocalizedStringKey(…)`) or of another wrapper. A member of an `extension
/// String` whose body passes `self` so (`var localized: String { NSLocalizedString(self, comment: "") }`) makes
/// `"settings.title".localized` a text. A function that logs its string or uses it as an identifier is none.
///
/// Wrappers are declared anywhere in the app, usually in another file than their calls: `CodeReader.read` reads each
/// file with the wrappers it declares itself, keeps its `Declaration`s, resolves them together (`resolved`), and reads
/// again only the files whose text names a wrapper they did not know (`names(differingFrom:)`); the expression readers
/// ask `current`.
struct LocalizationWrappers: Sendable, Hashable {
    /// A function whose argument at the key's place is a localization key.
    struct Wrapper: Sendable, Hashable {
        var name: String
        /// The types declaring it, outermost first (`["L10n"]`); empty for a free function.
        var owner: [String]
        /// The key parameter's argument label (nil for `_`) and position among the parameters.
        var keyLabel: String?
        var keyIndex: Int
    }

    /// Functions by name.
    private(set) var functions: [String: [Wrapper]] = [:]
    /// Members of `extension String` that localize their receiver (`localized`, `localized(comment:)`).
    private(set) var stringMembers: Set<String> = []
    /// Static constants and functions holding one localized text, by name (SwiftGen's `L10n.Settings.title`).
    private(set) var accessors: [String: [Accessor]] = [:]
    /// Members holding one text in each of the app's languages through a `LanguageChooser`, by name (`var settings:
    /// String { t("Einstellungen", "Settings") }`).
    private(set) var choices: [String: [Choice]] = [:]
    /// Names of `choices` that another of the app's text members also declares, or two choices with other texts: a
    /// use naming no type (`strings.title`) may mean either, and is left unread.
    private(set) var sharedChoiceNames: Set<String> = []

    /// A member (computed property, constant or function, static or not) whose value is a `LanguageChooser`'s call
    /// with literal texts, or a literal beside such members (a text the app leaves the same in every language). A
    /// view showing it (`Text(l.settings)`, `Label(Strings.shared.save, systemImage:)`) shows its texts.
    struct Choice: Sendable, Hashable {
        var name: String
        /// The types declaring it, outermost first.
        var owner: [String]
        /// The text in the language the chooser falls back to first, then its other languages'.
        var texts: [String]
    }

    /// A static constant or function that holds one localized text: SwiftGen's `static let title = L10n.tr("Localizable",
    /// "settings.title", fallback: "Settings")`, R.swift's `static func settingsTitle(…) -> String` returning
    /// `NSLocalizedString("settings.title", …)`, a hand-written `static let cancel = "common.cancel".localized`. A view
    /// writing its qualified name (`Text(L10n.Settings.title)`) shows its key's text.
    struct Accessor: Sendable, Hashable {
        var name: String
        /// The types declaring it, outermost first (`["L10n", "Settings"]`).
        var owner: [String]
        var key: String
    }

    /// The wrappers of the app being read (nil outside `CodeReader.read`: then `readSwift(source:)` finds the
    /// file's own).
    @TaskLocal static var current: LocalizationWrappers?

    /// Types a parameter holding a localization key is declared with.
    static let keyTypes: Set<String> = [
        "String.LocalizationValue", "LocalizationValue", "LocalizedStringKey", "SwiftUI.LocalizedStringKey", "LocalizedStringResource"
    ]
    /// Return types of a function producing a text.
    static let textTypes: Set<String> = [
        "String", "Text", "LocalizedStringKey", "SwiftUI.LocalizedStringKey", "LocalizedStringResource", "AttributedString",
        "NSAttributedString", "String.LocalizationValue"
    ]

    // MARK: - Call sites

    /// The key argument of a call that localizes it: Foundation's and SwiftUI's own (`NSLocalizedString("…")`,
    /// `String(localized: "…")`, `LocalizedStringKey("…")`, `LocalizedStringResource("…")`: the first argument), or one
    /// of the app's wrappers (`L10n.string("…")`, `"…".localized()`); nil for any other call.
    static func keyArgument(of call: FunctionCallExprSyntax) -> ExprSyntax? {
        if let p = SyntaxHelpers.calleePath(call), ["NSLocalizedString", "String", "LocalizedStringKey", "LocalizedStringResource"].contains(p.last ?? "") {
            // The development language's text when the call writes it (`String(localized: "home.goal", defaultValue:
            // "Your goal")`, `NSLocalizedString("home.goal", value: "Your goal", comment: "")`): Xcode's string tables
            // take it from there, and without a table the app shows it, never the key. Its translations are found by
            // the value (`LocalizedTexts.keyedValue`).
            if let value = call.arguments.first(where: { $0.label?.text == "defaultValue" || $0.label?.text == "value" })?.expression,
                SyntaxHelpers.stringLiteral(value)?.isEmpty == false
            {
                return value
            }
            return call.arguments.first?.expression
        }
        return current?.wrappedKey(of: call)
    }

    /// The receiver of `"…".localized` when `localized` is one of the app's String members that localize it.
    static func keyReceiver(of member: MemberAccessExprSyntax) -> ExprSyntax? {
        guard let base = member.base, base.is(StringLiteralExprSyntax.self),
            current?.stringMembers.contains(member.declName.baseName.text) == true
        else { return nil }
        return base
    }

    /// The key of the accessor `expr` names (`L10n.Settings.title`, `R.string.localizable.settingsTitle()`,
    /// `Strings.cancel`): written with at least its type's name, and one key among the accessors it may name.
    static func accessorKey(of expr: ExprSyntax) -> String? {
        guard let accessors = current?.accessors, !accessors.isEmpty else { return nil }
        let path: [String]?
        if let call = expr.as(FunctionCallExprSyntax.self) {
            path = SyntaxHelpers.calleePath(call)
        } else if expr.is(MemberAccessExprSyntax.self) {
            path = SyntaxHelpers.path(expr)
        } else {
            path = nil
        }
        guard let path, path.count >= 2, let name = path.last, let candidates = accessors[name] else { return nil }
        let prefix = Array(path.dropLast())
        let keys = Set(candidates.filter { $0.owner.ends(with: prefix) || prefix.ends(with: $0.owner) }.map(\.key))
        return keys.count == 1 ? keys.first : nil
    }

    private func wrappedKey(of call: FunctionCallExprSyntax) -> ExprSyntax? {
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let receiver = Self.keyReceiver(of: member) { return receiver }
        guard let path = SyntaxHelpers.calleePath(call), let name = path.last, let candidates = functions[name] else { return nil }
        let prefix = Array(path.dropLast())
        guard let w = candidates.first(where: { Self.owns($0, prefix) }) else { return nil }
        let args = Array(call.arguments)
        if w.keyIndex < args.count, args[w.keyIndex].label?.text == w.keyLabel { return args[w.keyIndex].expression }
        guard let label = w.keyLabel else { return nil }
        return args.first { $0.label?.text == label }?.expression
    }

    /// True when a call written with `prefix` before the name calls `w`: unqualified, through its type's name
    /// (`L10n.string`, `Strings.L10n.string`, `Self.string`), or through a static member of its type
    /// (`Localizer.shared.text`).
    private static func owns(_ w: Wrapper, _ prefix: [String]) -> Bool {
        if prefix.isEmpty || prefix == ["Self"] { return true }
        guard let type = w.owner.last else { return false }
        return prefix.last == type || prefix.first == type
    }

    // MARK: - Declarations

    /// True when no wrapper is known.
    var isEmpty: Bool { functions.isEmpty && stringMembers.isEmpty && accessors.isEmpty && choices.isEmpty }

    /// What files declare that may localize: wrapper and accessor candidates, resolved together (`resolved`).
    struct Declarations: Sendable, Hashable {
        var wrappers: [Declaration] = []
        var accessors: [AccessorDeclaration] = []
        var choosers: [LanguageChooser] = []
        /// Members that may hold a chooser's texts (`ChoiceDeclaration`).
        var choiceMembers: [ChoiceDeclaration] = []
        /// The names of the other members declared with a text type or none (`let title: String`, `var name = item.name`,
        /// `func subtitle() -> String`): a use naming no type may read any of them.
        var textMembers: [String] = []

        init() {}
        init(merging all: [Declarations]) {
            wrappers = all.flatMap(\.wrappers)
            accessors = all.flatMap(\.accessors)
            choosers = all.flatMap(\.choosers)
            choiceMembers = all.flatMap(\.choiceMembers)
            textMembers = all.flatMap(\.textMembers)
        }
    }

    /// The declarations one parsed file holds (read with the file's other facts, so no file is read twice).
    static func declarations(in tree: SourceFileSyntax) -> Declarations {
        let finder = DeclarationFinder(viewMode: .sourceAccurate)
        finder.walk(tree)
        return finder.found
    }

    /// The names a file must write for `self` and `other` to read it differently: functions whose wrappers differ,
    /// String members only one knows, and the innermost type of accessors only one knows (a call site writes it).
    /// A file whose text holds none of them reads the same with either.
    func names(differingFrom other: LocalizationWrappers) -> [String] {
        let functionNames = Set(functions.keys).union(other.functions.keys).filter { functions[$0] != other.functions[$0] }
        let mine = Set(accessors.values.joined()), theirs = Set(other.accessors.values.joined())
        let accessorTypes = mine.symmetricDifference(theirs).compactMap(\.owner.last)
        let myChoices = Set(choices.values.joined()), theirChoices = Set(other.choices.values.joined())
        let choiceNames = myChoices.symmetricDifference(theirChoices).map(\.name) + sharedChoiceNames.symmetricDifference(other.sharedChoiceNames)
        return functionNames.union(stringMembers.symmetricDifference(other.stringMembers)).union(accessorTypes).union(choiceNames).sorted()
    }

    /// A function (or String member) and where its body passes a `String` parameter, or `self`, as an argument.
    struct Declaration: Sendable, Hashable {
        var wrapper: Wrapper
        /// Already a wrapper by a parameter's type.
        var typed: Bool
        /// Calls passing the candidate key parameter on: the callee's path, the argument's label and position.
        var passes: [Pass]
        /// True for a member of `extension String` localizing `self` (`keyIndex` -1).
        var stringMember: Bool { wrapper.keyIndex < 0 }
    }

    /// A static constant or function whose value, or every `return`, localizes a literal key (`Accessor`): the ways it
    /// does, resolved once the app's wrappers are known.
    struct AccessorDeclaration: Sendable, Hashable {
        var name: String
        var owner: [String]
        var forms: [Form]
    }

    enum Form: Sendable, Hashable {
        /// A key the platform localizes (`NSLocalizedString("k", …)`, `String(localized: "k")`, a constant typed
        /// `LocalizedStringKey`).
        case key(String)
        /// `"k".localized`: a key if the member is one of the app's String members.
        case member(String, key: String)
        /// A call, a key if the callee is one of the app's wrappers and its key argument a literal.
        case call(callee: [String], arguments: [Argument])
    }

    struct Argument: Sendable, Hashable {
        var label: String?
        /// The argument when it is a literal without interpolations.
        var literal: String?
        /// The argument when it is a literal, interpolations kept as written (`New cycle (\(duration))`).
        var written: String? = nil
    }

    /// A member whose value may be a chooser's texts: a call (`t("…", "…")`, resolved once the app's choosers are
    /// known) or a literal.
    struct ChoiceDeclaration: Sendable, Hashable {
        var name: String
        var owner: [String]
        var callee: [String]?
        var arguments: [Argument] = []
        var literal: String?
    }

    struct Pass: Sendable, Hashable {
        var callee: [String]
        var label: String?
        var index: Int
        /// Set when the callee is a String member called on the key (`self.localized`, `key.localized()`).
        var onReceiver: Bool
    }

    /// The wrappers among `declarations` (of one file, or of every file of the app resolved together: a wrapper that
    /// calls another declared elsewhere is one).
    static func resolved(_ all: Declarations) -> LocalizationWrappers {
        let declarations = all.wrappers
        var out = LocalizationWrappers()
        var known = Set<Declaration>()
        func add(_ d: Declaration) {
            known.insert(d)
            if d.stringMember { out.stringMembers.insert(d.wrapper.name) } else { out.functions[d.wrapper.name, default: []].append(d.wrapper) }
        }
        for d in declarations where d.typed || d.passes.contains(where: isAPIKey) { add(d) }
        // A wrapper calling another wrapper (`var appLocalized: String { L10n.key(self) }`), in as many rounds as needed.
        var changed = true
        while changed {
            changed = false
            for d in declarations where !known.contains(d) && d.passes.contains(where: { out.isKey($0) }) {
                add(d)
                changed = true
            }
        }
        for k in out.functions.keys {
            out.functions[k]?.sort { ($0.owner.joined(separator: "."), $0.keyIndex) < ($1.owner.joined(separator: "."), $1.keyIndex) }
        }
        for a in all.accessors {
            let keys = Set(a.forms.compactMap(out.key))
            if keys.count == 1, let key = keys.first { out.accessors[a.name, default: []].append(Accessor(name: a.name, owner: a.owner, key: key)) }
        }
        for k in out.accessors.keys { out.accessors[k]?.sort { ($0.owner.joined(separator: "."), $0.key) < ($1.owner.joined(separator: "."), $1.key) } }
        out.resolveChoices(all)
        return out
    }

    /// The members whose value is a chooser's call with literal texts, and the literals beside them in the same types;
    /// every other candidate is one more text member of its name.
    private mutating func resolveChoices(_ all: Declarations) {
        guard !all.choosers.isEmpty else { return }
        let choosers = Dictionary(grouping: all.choosers, by: \.name)
        var found: [Choice] = []
        var others = all.textMembers
        for d in all.choiceMembers {
            guard let callee = d.callee, let name = callee.last,
                let chooser = Self.chooser(choosers[name] ?? [], called: Array(callee.dropLast()), from: d.owner),
                let texts = chooser.texts(of: d.arguments)
            else {
                if d.callee != nil { others.append(d.name) }
                continue
            }
            found.append(Choice(name: d.name, owner: d.owner, texts: texts))
        }
        let owners = Set(found.map(\.owner))
        for d in all.choiceMembers where d.callee == nil {
            if let literal = d.literal, owners.contains(d.owner) {
                found.append(Choice(name: d.name, owner: d.owner, texts: [literal]))
            } else {
                others.append(d.name)
            }
        }
        for c in Set(found).sorted(by: {
            ($0.name, $0.owner.joined(separator: "."), $0.texts.joined(separator: "\u{1F}")) < (
                $1.name, $1.owner.joined(separator: "."), $1.texts.joined(separator: "\u{1F}")
            )
        }) {
            choices[c.name, default: []].append(c)
        }
        let otherNames = Set(others)
        sharedChoiceNames = Set(choices.filter { otherNames.contains($0.key) || Set($0.value.map(\.texts)).count > 1 }.keys)
    }

    /// The chooser a call written with `prefix` before its name calls from a member of `owner`: through its type's
    /// name (`Lang.pick`), else the one `owner` declares, else a free function, else the only one.
    private static func chooser(_ candidates: [LanguageChooser], called prefix: [String], from owner: [String]) -> LanguageChooser? {
        if !prefix.isEmpty, prefix != ["Self"] {
            let named = candidates.filter { $0.owner.last.map(prefix.contains) == true }
            return named.count == 1 ? named.first : nil
        }
        if let own = candidates.first(where: { $0.owner == owner }) { return own }
        let free = candidates.filter(\.owner.isEmpty)
        if free.count == 1 { return free.first }
        return candidates.count == 1 ? candidates.first : nil
    }

    /// The texts of the choice `expr` shows (`l.settings`, `Strings.shared.title`, `texts.cycle(duration)`), the
    /// fallback language's first: a member read through a value, named by its type or, when it names none, a name
    /// no other text member of the app declares. Nil for anything else.
    static func chosenTexts(of raw: ExprSyntax) -> [String]? {
        guard let wrappers = current, !wrappers.choices.isEmpty else { return nil }
        let expr = SyntaxHelpers.unwrapped(raw)
        let called = expr.as(FunctionCallExprSyntax.self)?.calledExpression ?? expr
        guard let member = called.as(MemberAccessExprSyntax.self), let base = member.base, let candidates = wrappers.choices[member.declName.baseName.text]
        else { return nil }
        // The types the base names (`Strings.shared`, `Texts(language)`), if any.
        let unwrappedBase = SyntaxHelpers.unwrapped(base)
        let prefix = SyntaxHelpers.path(unwrappedBase) ?? unwrappedBase.as(FunctionCallExprSyntax.self).flatMap(SyntaxHelpers.calleePath) ?? []
        let named = candidates.filter { $0.owner.last.map(prefix.contains) == true }
        let pool = named.isEmpty ? (wrappers.sharedChoiceNames.contains(member.declName.baseName.text) ? [] : candidates) : named
        guard Set(pool.map(\.texts)).count == 1 else { return nil }
        return pool.first?.texts
    }

    /// The other languages' texts of the choices whose first text is among `shown`, by that text.
    func choiceTranslations(shown: Set<String>) -> [String: [String]] {
        var out: [String: Set<String>] = [:]
        for c in choices.values.joined() where c.texts.count > 1 && shown.contains(c.texts[0]) {
            out[c.texts[0], default: []].formUnion(c.texts.dropFirst().filter { $0 != c.texts[0] })
        }
        return out.filter { !$0.value.isEmpty }.mapValues { $0.sorted() }
    }

    /// The key `form` localizes with these wrappers, or nil.
    private func key(_ form: Form) -> String? {
        switch form {
        case .key(let k): return k
        case .member(let m, let k): return stringMembers.contains(m) ? k : nil
        case .call(let callee, let args):
            guard let name = callee.last, let w = functions[name]?.first(where: { Self.owns($0, Array(callee.dropLast())) }) else { return nil }
            if w.keyIndex >= 0, w.keyIndex < args.count, args[w.keyIndex].label == w.keyLabel { return args[w.keyIndex].literal }
            guard let label = w.keyLabel else { return nil }
            return args.first { $0.label == label }?.literal
        }
    }

    /// The ways `expr` localizes a literal key (empty when it does not): a platform call or a constant typed as a key
    /// (`typed`), `"k".localized`, or a call that may be a wrapper's.
    static func forms(_ raw: ExprSyntax, typed: Bool) -> [Form] {
        let e = SyntaxHelpers.unwrapped(raw)
        func literal(_ x: ExprSyntax?) -> String? {
            guard let x = x.map(SyntaxHelpers.unwrapped), !SyntaxHelpers.hasInterpolation(x), let s = SyntaxHelpers.stringLiteral(x), !s.isEmpty else {
                return nil
            }
            return s
        }
        if typed, let k = literal(e) { return [.key(k)] }
        if let m = e.as(MemberAccessExprSyntax.self), let k = literal(m.base) { return [.member(m.declName.baseName.text, key: k)] }
        guard let call = e.as(FunctionCallExprSyntax.self) else { return [] }
        if let m = call.calledExpression.as(MemberAccessExprSyntax.self), let k = literal(m.base) { return [.member(m.declName.baseName.text, key: k)] }
        guard let callee = SyntaxHelpers.calleePath(call), let name = callee.last else { return [] }
        let first = call.arguments.first
        if isPlatformKey(callee: name, index: 0, label: first?.label?.text) { return literal(first?.expression).map { [.key($0)] } ?? [] }
        return [.call(callee: callee, arguments: call.arguments.map(argument))]
    }

    /// A call's argument as the declarations keep it.
    static func argument(_ arg: LabeledExprSyntax) -> Argument {
        let e = SyntaxHelpers.unwrapped(arg.expression)
        let written = SyntaxHelpers.stringLiteral(e)
        return Argument(label: arg.label?.text, literal: SyntaxHelpers.hasInterpolation(e) || written?.isEmpty != false ? nil : written, written: written)
    }

    /// The choice a member whose value is `value` may be: a call, or a literal; nil for anything else.
    static func choiceDeclaration(_ name: String, owner: [String], value: ExprSyntax) -> ChoiceDeclaration? {
        let e = SyntaxHelpers.unwrapped(value)
        if let literal = SyntaxHelpers.stringLiteral(e) {
            return literal.isEmpty ? nil : ChoiceDeclaration(name: name, owner: owner, callee: nil, literal: literal)
        }
        guard let call = e.as(FunctionCallExprSyntax.self), let callee = SyntaxHelpers.calleePath(call) else { return nil }
        return ChoiceDeclaration(name: name, owner: owner, callee: callee, arguments: call.arguments.map(argument), literal: nil)
    }

    /// The forms of a body's value: its only expression, or every `return` (a plain literal returned as a fallback
    /// counts for nothing); nil when a return localizes nothing.
    static func returnedForms(_ body: CodeBlockItemListSyntax) -> [Form]? {
        if body.count == 1, let only = body.first?.item.as(ExprSyntax.self) {
            let f = forms(only, typed: false)
            return f.isEmpty ? nil : f
        }
        var out: [Form] = []
        for ret in SyntaxHelpers.descendants(of: Syntax(body), ReturnStmtSyntax.self) {
            guard let value = ret.expression else { return nil }
            if SyntaxHelpers.unwrapped(value).is(StringLiteralExprSyntax.self) { continue }
            let f = forms(value, typed: false)
            if f.isEmpty { return nil }
            out += f
        }
        return out.isEmpty ? nil : out
    }

    /// True when `pass` hands its value to a localization API as the key.
    private static func isAPIKey(_ pass: Pass) -> Bool {
        guard !pass.onReceiver, let name = pass.callee.last else { return false }
        return isPlatformKey(callee: name, index: pass.index, label: pass.label)
    }

    /// True when the argument at `index`, labelled `label`, of a call to `callee` is the key a platform API localizes:
    /// the first of `NSLocalizedString`, `LocalizedStringKey`, `LocalizedStringResource`, `String.LocalizationValue`,
    /// `String(localized:)`, and `Bundle.localizedString(forKey:…)`'s.
    static func isPlatformKey(callee: String, index: Int, label: String?) -> Bool {
        switch callee {
        case "NSLocalizedString", "LocalizedStringKey", "LocalizedStringResource", "LocalizationValue": return index == 0
        case "String": return index == 0 && label == "localized"
        case "localizedString": return label == "forKey"
        default: return false
        }
    }

    /// True when `pass` hands its value to one of these wrappers as the key.
    private func isKey(_ pass: Pass) -> Bool {
        guard let name = pass.callee.last else { return false }
        if pass.onReceiver { return stringMembers.contains(name) }
        return (functions[name] ?? []).contains { w in
            Self.owns(w, Array(pass.callee.dropLast()))
                && (w.keyIndex == pass.index && w.keyLabel == pass.label || w.keyLabel != nil && w.keyLabel == pass.label)
        }
    }

    private final class DeclarationFinder: SyntaxVisitor {
        var found = Declarations()
        private var types: [String] = []
        private var extendsString: [Bool] = []

        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
        override func visitPost(_ node: StructDeclSyntax) { leave() }
        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
        override func visitPost(_ node: ClassDeclSyntax) { leave() }
        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
        override func visitPost(_ node: EnumDeclSyntax) { leave() }
        override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
        override func visitPost(_ node: ActorDeclSyntax) { leave() }
        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            let name = node.extendedType.trimmedText
            types.append(name)
            extendsString.append(["String", "StringProtocol", "Swift.String"].contains(name))
            return .visitChildren
        }
        override func visitPost(_ node: ExtensionDeclSyntax) { leave() }

        private func enter(_ name: String) -> SyntaxVisitorContinueKind {
            types.append(name)
            extendsString.append(false)
            return .visitChildren
        }
        private func leave() {
            types.removeLast()
            extendsString.removeLast()
        }

        private var owner: [String] { types.flatMap { $0.split(separator: ".").map(String.init) } }

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            guard let returned = node.signature.returnClause?.type, LocalizationWrappers.isTextType(returned), let body = node.body else {
                return .skipChildren
            }
            let params = Array(node.signature.parameterClause.parameters)
            let name = node.name.text
            if let chooser = LanguageChooser.recognize(node, owner: owner) {
                found.choosers.append(chooser)
            } else if !owner.isEmpty, let value = SyntaxHelpers.resultExpression(body.statements),
                let choice = LocalizationWrappers.choiceDeclaration(name, owner: owner, value: value)
            {
                found.choiceMembers.append(choice)
            } else {
                found.textMembers.append(name)
            }
            if let i = params.firstIndex(where: { LocalizationWrappers.keyTypes.contains($0.type.trimmedText) }) {
                found.wrappers.append(Declaration(wrapper: wrapper(name, params[i], at: i), typed: true, passes: []))
                return .skipChildren
            }
            let before = found.wrappers.count
            for (i, p) in params.enumerated() where ["String", "Swift.String"].contains(p.type.trimmedText) {
                let passes = LocalizationWrappers.passes(of: (p.secondName ?? p.firstName).text, in: Syntax(body))
                if !passes.isEmpty { found.wrappers.append(Declaration(wrapper: wrapper(name, p, at: i), typed: false, passes: passes)) }
            }
            if found.wrappers.count == before, isStatic(node.modifiers), !owner.isEmpty, let forms = LocalizationWrappers.returnedForms(body.statements) {
                found.accessors.append(AccessorDeclaration(name: name, owner: owner, forms: forms))
            }
            if extendsString.last == true {
                let passes = LocalizationWrappers.passes(of: "self", in: Syntax(body))
                if !passes.isEmpty {
                    found.wrappers.append(Declaration(wrapper: Wrapper(name: name, owner: owner, keyLabel: nil, keyIndex: -1), typed: false, passes: passes))
                }
            }
            return .skipChildren
        }

        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
            if isStatic(node.modifiers), !owner.isEmpty { accessors(node) }
            textMembers(node)
            guard extendsString.last == true else { return .skipChildren }
            for binding in node.bindings {
                guard let type = binding.typeAnnotation?.type, LocalizationWrappers.isTextType(type), let accessor = binding.accessorBlock,
                    let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
                else { continue }
                let passes = LocalizationWrappers.passes(of: "self", in: Syntax(accessor))
                if !passes.isEmpty {
                    found.wrappers.append(Declaration(wrapper: Wrapper(name: name, owner: owner, keyLabel: nil, keyIndex: -1), typed: false, passes: passes))
                }
            }
            return .skipChildren
        }

        /// Members declared with a text type or none: a chooser's call or a literal may be a choice (`var settings:
        /// String { t("Einstellungen", "Settings") }`), any other is a text member of its name.
        private func textMembers(_ node: VariableDeclSyntax) {
            for binding in node.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                if let annotation = binding.typeAnnotation?.type, !LocalizationWrappers.isTextType(annotation) { continue }
                let value = binding.initializer?.value ?? Self.getter(binding.accessorBlock).flatMap(SyntaxHelpers.resultExpression)
                if !owner.isEmpty, let value, let choice = LocalizationWrappers.choiceDeclaration(name, owner: owner, value: value) {
                    found.choiceMembers.append(choice)
                } else {
                    found.textMembers.append(name)
                }
            }
        }

        private static func getter(_ block: AccessorBlockSyntax?) -> CodeBlockItemListSyntax? {
            switch block?.accessors {
            case .getter(let body)?: return body
            case .accessors(let list)?: return list.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body?.statements
            case nil: return nil
            }
        }

        /// `static let title = L10n.tr("Localizable", "settings.title")`, `static var done: String { "common.done".localized }`.
        private func accessors(_ node: VariableDeclSyntax) {
            for binding in node.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                let annotation = binding.typeAnnotation?.type
                if let annotation, !LocalizationWrappers.isTextType(annotation) { continue }
                let typed = annotation.map { LocalizationWrappers.keyTypes.contains($0.trimmedText) } ?? false
                var forms: [Form]?
                if let value = binding.initializer?.value {
                    forms = LocalizationWrappers.forms(value, typed: typed)
                } else if let block = binding.accessorBlock {
                    switch block.accessors {
                    case .getter(let body): forms = LocalizationWrappers.returnedForms(body)
                    case .accessors(let list):
                        forms = list.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body.flatMap {
                            LocalizationWrappers.returnedForms($0.statements)
                        }
                    }
                }
                if let forms, !forms.isEmpty { found.accessors.append(AccessorDeclaration(name: name, owner: owner, forms: forms)) }
            }
        }

        private func isStatic(_ modifiers: DeclModifierListSyntax) -> Bool {
            modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
        }

        private func wrapper(_ name: String, _ p: FunctionParameterSyntax, at i: Int) -> Wrapper {
            Wrapper(name: name, owner: owner, keyLabel: p.firstName.text == "_" ? nil : p.firstName.text, keyIndex: i)
        }
    }

    /// True for a declared type that holds a text (`String`, `String?`, `Text`, `LocalizedStringKey`…).
    static func isTextType(_ type: TypeSyntax) -> Bool {
        var t = type.trimmedText
        if t.hasSuffix("?") || t.hasSuffix("!") { t.removeLast() }
        return textTypes.contains(t)
    }

    /// The calls in `body` that pass `name` on as an argument (`String(localized: value)`, `L10n.key(self)`,
    /// `String(localized: String.LocalizationValue(key))`), or call a member on it (`key.localized`).
    static func passes(of name: String, in body: Syntax) -> [Pass] {
        var out: [Pass] = []
        for call in SyntaxHelpers.descendants(of: body, FunctionCallExprSyntax.self) {
            // `bundle(for: language).localizedString(forKey: key, …)`: a receiver that is no plain path still names the method.
            guard let callee = SyntaxHelpers.calleePath(call) ?? call.calledExpression.as(MemberAccessExprSyntax.self).map({ [$0.declName.baseName.text] })
            else { continue }
            for (j, arg) in call.arguments.enumerated() where names(arg.expression, name) {
                out.append(Pass(callee: callee, label: arg.label?.text, index: j, onReceiver: false))
            }
        }
        for member in SyntaxHelpers.descendants(of: body, MemberAccessExprSyntax.self) {
            guard let base = member.base, names(base, name) else { continue }
            out.append(Pass(callee: [member.declName.baseName.text], label: nil, index: -1, onReceiver: true))
        }
        guard name == "self" else { return out }
        // `var title: String { localized }`: a member of the extended String read with `self` left implicit.
        for ref in SyntaxHelpers.descendants(of: body, DeclReferenceExprSyntax.self) where ref.parent?.is(MemberAccessExprSyntax.self) != true {
            out.append(Pass(callee: [ref.baseName.text], label: nil, index: -1, onReceiver: true))
        }
        return out
    }

    /// True when `expr` is `name` itself, or `name` converted to a key (`String.LocalizationValue(name)`,
    /// `LocalizedStringKey(name)`, `String(name)`).
    private static func names(_ expr: ExprSyntax, _ name: String) -> Bool {
        let e = SyntaxHelpers.unwrapped(expr)
        if let ref = e.as(DeclReferenceExprSyntax.self) { return ref.baseName.text == name }
        if let call = e.as(FunctionCallExprSyntax.self), let p = SyntaxHelpers.calleePath(call),
            ["LocalizationValue", "LocalizedStringKey", "LocalizedStringResource", "String", "init"].contains(p.last ?? ""), call.arguments.count == 1,
            let only = call.arguments.first, only.label == nil
        {
            return names(only.expression, name)
        }
        return false
    }
}
