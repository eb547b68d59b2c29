import Foundation
import GapCheckModel
import SwiftSyntax

/// Walks one Swift file and collects its tokens, models, views, inline literals and overrides.
final class SwiftFileVisitor: SyntaxVisitor {
    /// One enclosing type or extension.
    private struct Scope {
        var name: String
        var qualified: String
        var kind: String
        var inherited: [String]
        var isExtension: Bool
        var view: ViewType.Kind?
        var hasBody = false
        var storedProperties: [ModelProperty] = []
        var cases: [String] = []
        var instanceMembers = 0
        var staticMembers = 0
        var lengthTokens = 0
        var texts: [ViewText] = []
        var callees: [String] = []
        /// Callees constructed inside a presentation's content (`.sheet { SettleSheet() }`), once per call.
        var presentedCallees: [String] = []
        var calleeTexts: [FileFacts.CalleeText] = []
        /// Strings passed to capitalized callees under any label (`Step(title: "…", features: ["…"])`): shown
        /// text when the callee turns out to be a data type a view renders.
        var dataTexts: [FileFacts.CalleeText] = []
        /// Capitalized names the type's code refers to (`TutorialStep.allSteps`, `let step: TutorialStep`).
        var referencedTypes: Set<String> = []
        var location: SourceLocation
        var rawType: String?
        var numbers: [String: Double] = [:]
        var strings: [String: String] = [:]
        var stringCases: [String: (location: SourceLocation, expression: String)] = [:]
        /// True when the members read like a token namespace with instance members (`public let bgCanvas = Core.themeBg`
        /// and at most an empty `init`): its `let`s are classified as tokens, kept if every one is a token.
        var instanceTokenCandidate = false
        /// True for a `private`/`fileprivate` type or extension: its members are visible in this file only.
        var isPrivate = false
        /// Tokens read from instance `let`s of a candidate namespace.
        var instanceTokens: [FileFacts.RawToken] = []
        /// Instance `let`s of a candidate namespace that are not tokens: one makes the type a model after all.
        var instanceNonTokens = 0
        /// Numbers declared in this type (`spaceScale = CGFloat(4)`), by bare and qualified name, for `spaceScale * 2`.
        var declaredNumbers: [String: Double] = [:]
        /// Names among `declaredNumbers` written as floating-point values (`CGFloat(4)`, `: CGFloat`).
        var floatNumbers: Set<String> = []
        /// Stored properties that may choose what a view shows (`FileFacts.StateProperty`).
        var stateProperties: [FileFacts.StateProperty] = []
        /// Names a `switch` case selects alone (`case .payment: paymentForm`).
        var selectedViews: [String] = []
        /// Static constants naming a property of a text style (`typographyBodyFontSize`): `TextStyleSiblings`.
        var styleParts: [TextStyleSiblings.Part] = []
        /// Switches whose cases each construct a view alone (`case .junk: JunkView(e: junk)`): the sections it hosts.
        var sectionSwitches: [FileFacts.SectionSwitch] = []
        /// Computed properties and functions declared here.
        var memberNames: [String] = []
        /// Own members a text shows (`Text(caption(for: d))`, `Text(statusLine)`), and the literal texts each
        /// String-typed method or computed property returns (`ReturnedTexts`): joined when the type ends.
        var textSources: Set<String> = []
        var returnedTexts: [String: [ViewText]] = [:]
        /// Own members a text argument of the app's own view reads (`SmallLabel(text: goalLabel)`): callee and member,
        /// joined with `returnedTexts` when the type ends, as `textSources` are.
        var calleeTextSources: [(callee: String, member: String)] = []
        /// Members of a typed value a text shows (`FileFacts.TypedTextSource`); `type` is nil until the type ends when
        /// the value is a stored property of the view (`let period: Period`), found then among its stored properties.
        var typedTextSources: [(base: String, type: String?, member: String, element: String)] = []
        /// Comments on the declaration and its members that may name a design page (`DesignComments`).
        var comments: [ViewComment] = []
    }

    private let converter: SourceLocationConverter
    private let uiKitFile: Bool
    private var scopes: [Scope] = []
    /// Offsets of the calls inside a presentation modifier's content (`notePresentedContent`).
    private var presentedCalls: Set<Int> = []
    /// Depth of function, closure and accessor bodies: declarations inside are locals.
    private var bodyDepth = 0
    /// How often the file's bodies read each bare name (`dimGray`): the uses of the file's own constants.
    private(set) var bareUses: [String: Int] = [:]
    /// The clauses being visited of `#if` blocks that test the platform (`PlatformConditions.testsPlatform`).
    private var platformClauses: Set<SyntaxIdentifier> = []
    /// Depth of static (token) declarations: literals inside them are tokens, not inline values.
    private var staticDeclDepth = 0
    private var staticDeclStack: [Bool] = []
    /// The tokens of the struct palettes' instances named for an appearance (`StructPalettes.appearance`), by the
    /// instance's key (owner and its name without the mode word), then mode, then token name: their position in
    /// `facts.tokens`, so the other appearance's instance becomes the tokens' dark or light value.
    private var paletteAppearances: [String: [String: [String: Int]]] = [:]
    var facts: FileFacts

    /// Protocols that make a type a SwiftUI view.
    static let swiftUIViewTypes: Set<String> = ["View", "SwiftUI.View"]
    /// Conformances and superclasses of UI, app and test plumbing: such types are never data models.
    static let nonModelConformances: Set<String> = [
        "View", "SwiftUI.View", "ViewModifier", "ButtonStyle", "PrimitiveButtonStyle", "PreviewProvider", "App", "Scene",
        "Shape", "LabelStyle", "ToggleStyle", "TextFieldStyle", "ProgressViewStyle", "GroupBoxStyle", "MenuStyle",
        "UIViewRepresentable", "UIViewControllerRepresentable", "XCTestCase", "UIApplicationDelegate", "UIWindowSceneDelegate",
        "UIResponder", "UIView", "UIViewController"
    ]

    /// The file's UTF-8 text and its tree, when the tree parsed without errors: then a node of the tree
    /// is folded from its slice of the text instead of from a trimmed copy of the node.
    private let source: [UInt8]
    private let rootID: SyntaxIdentifier?
    /// The file's color and font reads, shared with its view element collector.
    let reads: ExpressionReads

    init(
        path: String, converter: SourceLocationConverter, uiKitFile: Bool, source: String = "", tree: SourceFileSyntax? = nil,
        reads: ExpressionReads = ExpressionReads()
    ) {
        self.converter = converter
        self.reads = reads
        self.uiKitFile = uiKitFile
        self.facts = FileFacts(path: path)
        if let tree, !tree.hasError {
            self.source = Array(source.utf8)
            self.rootID = tree.id
        } else {
            self.source = []
            self.rootID = nil
        }
        super.init(viewMode: .sourceAccurate)
    }

    /// `SyntaxHelpers.folded(node)`, from the slice of the file text when the node belongs to the parsed tree.
    func folded(_ node: some SyntaxProtocol) -> String {
        guard let rootID, node.root.id == rootID else { return SyntaxHelpers.folded(node) }
        let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
        let end = node.endPositionBeforeTrailingTrivia.utf8Offset
        guard start >= 0, start <= end, end <= source.count else { return SyntaxHelpers.folded(node) }
        return SyntaxHelpers.folded(text: String(decoding: source[start..<end], as: UTF8.self))
    }

    private func location(_ node: some SyntaxProtocol) -> SourceLocation {
        let l = node.startLocation(converter: converter)
        return SourceLocation(file: facts.path, line: l.line, column: l.column)
    }

    private var owner: String? { scopes.last?.qualified }
    private var enclosingTypeName: String? { scopes.last?.qualified }

    // MARK: - Types

    private func push(name: String, kind: String, inherited: [String], isExtension: Bool, at node: some SyntaxProtocol) {
        let qualified = isExtension ? name : (scopes.last.map { $0.qualified + "." + name } ?? name)
        var view: ViewType.Kind? = nil
        if !isExtension {
            if inherited.contains(where: Self.swiftUIViewTypes.contains) { view = .swiftUI }
            if kind == "class", let superclass = inherited.first, Self.isUIKitViewClass(superclass) { view = .uiKit }
        }
        scopes.append(Scope(name: name, qualified: qualified, kind: kind, inherited: inherited, isExtension: isExtension, view: view, location: location(node)))
        // `private enum Palette`, `fileprivate extension Color`: nothing declared inside is visible from other files.
        let modifiers = node.parent?.asProtocol(WithModifiersSyntax.self)?.modifiers
        scopes[scopes.count - 1].isPrivate = modifiers.map(Self.isFilePrivate) ?? false
        if view != nil { facts.viewTypeNames.append(qualified) }
    }

    /// True when the modifiers make a declaration invisible to other files (`private`, `fileprivate`; not `private(set)`).
    static func isFilePrivate(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { ["private", "fileprivate"].contains($0.name.text) && $0.detail == nil }
    }

    /// True for a declaration no other file can name: its own modifiers, or a private type or extension around it.
    private func declaredFilePrivate(_ modifiers: DeclModifierListSyntax) -> Bool {
        Self.isFilePrivate(modifiers) || scopes.contains(where: \.isPrivate)
    }

    static func isUIKitViewClass(_ name: String) -> Bool {
        let n = name.split(separator: ".").last.map(String.init) ?? name
        if n.hasSuffix("ViewController") || n.hasSuffix("Controller") && n.hasPrefix("UI") { return true }
        // AppKit's views are views as UIKit's are: an app built in code draws its screens in `NSView` subclasses.
        let views: Set<String> = [
            "UIView", "UITableViewCell", "UICollectionViewCell", "UIControl", "UIButton", "UILabel", "UIStackView",
            "UIScrollView", "UITableViewHeaderFooterView", "UICollectionReusableView", "UITextField", "UITextView",
            "NSView", "NSControl", "NSButton", "NSTextField", "NSStackView", "NSScrollView", "NSVisualEffectView",
            "NSTableCellView", "NSTableRowView", "NSBox", "NSImageView", "NSTextView"
        ]
        return views.contains(n)
    }

    private func inheritedNames(_ clause: InheritanceClauseSyntax?) -> [String] {
        clause?.inheritedTypes.map { $0.type.trimmedText } ?? []
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        let inherited = inheritedNames(node.inheritanceClause)
        if inherited.contains(where: { $0 == "App" || $0 == "SwiftUI.App" }),
            node.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedText == "main" })
        {
            facts.appTypeNames.append(node.name.text)
            if NameWords.split(node.name.text).contains(where: Self.watchNameWords.contains) { facts.watchUses += 1 }
        }
        push(name: node.name.text, kind: "struct", inherited: inherited, isExtension: false, at: node.name)
        noteComments(node.leadingTrivia, onMember: false, at: node.name)
        scopes[scopes.count - 1].instanceTokenCandidate = scopes[scopes.count - 1].view == nil && Self.mayBeTokenNamespace(node.memberBlock)
        return .visitChildren
    }
    override func visitPost(_ node: StructDeclSyntax) { pop() }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        push(name: node.name.text, kind: "class", inherited: inheritedNames(node.inheritanceClause), isExtension: false, at: node.name)
        noteComments(node.leadingTrivia, onMember: false, at: node.name)
        scopes[scopes.count - 1].instanceTokenCandidate = scopes[scopes.count - 1].view == nil && Self.mayBeTokenNamespace(node.memberBlock)
        return .visitChildren
    }

    /// True when a type's members are only constants: static declarations, at least two instance `let`s with a
    /// value and no accessor, and no instance method, `var` or non-empty `init` (no stored-state behaviour).
    /// Such a type (`public class CompoundColorTokens { public let bgCanvas = Core.themeBg … public init() {} }`)
    /// is a token namespace used through an instance, not a data model.
    static func mayBeTokenNamespace(_ block: MemberBlockSyntax) -> Bool {
        var instanceLets = 0
        for item in block.members {
            let decl = item.decl
            let isStatic = { (mods: DeclModifierListSyntax) in mods.contains { ["static", "class"].contains($0.name.text) } }
            if let v = decl.as(VariableDeclSyntax.self) {
                if isStatic(v.modifiers) { continue }
                guard v.bindingSpecifier.text == "let" else { return false }
                for b in v.bindings {
                    guard b.initializer != nil, b.accessorBlock == nil else { return false }
                    instanceLets += 1
                }
            } else if let f = decl.as(FunctionDeclSyntax.self) {
                if !isStatic(f.modifiers) { return false }
            } else if let i = decl.as(InitializerDeclSyntax.self) {
                if let body = i.body, !body.statements.isEmpty { return false }
            } else if decl.is(SubscriptDeclSyntax.self) || decl.is(DeinitializerDeclSyntax.self) {
                return false
            }
        }
        return instanceLets >= 2
    }
    override func visitPost(_ node: ClassDeclSyntax) { pop() }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        push(name: node.name.text, kind: "actor", inherited: inheritedNames(node.inheritanceClause), isExtension: false, at: node.name)
        return .visitChildren
    }
    override func visitPost(_ node: ActorDeclSyntax) { pop() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        let inherited = inheritedNames(node.inheritanceClause)
        push(name: node.name.text, kind: "enum", inherited: inherited, isExtension: false, at: node.name)
        scopes[scopes.count - 1].rawType = inherited.first { ["CGFloat", "Double", "Float", "Int", "String", "UInt"].contains($0) }
        return .visitChildren
    }
    override func visitPost(_ node: EnumDeclSyntax) { pop() }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    /// `#if os(macOS)` and the like: code an iOS build leaves out is not the app's. A clause of a block that tests
    /// the platform (`#if os(iOS) … #elseif os(macOS) … #endif`) is shared code written for several platforms: the
    /// types it uses do not say which one the app runs on.
    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        let next = FileHelpers.skip(node)
        if next == .visitChildren, PlatformConditions.testsPlatform(node) { platformClauses.insert(node.id) }
        return next
    }
    override func visitPost(_ node: IfConfigClauseSyntax) { platformClauses.remove(node.id) }
    /// `#Preview { ... }` is design-time code: never shipped, so neither texts nor literals count.
    override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
        node.macroName.text == "Preview" ? .skipChildren : .visitChildren
    }
    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        node.macroName.text == "Preview" ? .skipChildren : .visitChildren
    }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        var name = node.extendedType.trimmedText
        if let w = node.genericWhereClause?.trimmedText.replacingOccurrences(of: " ", with: "") {
            if w.contains("Self==Color") { name = "Color" } else if w.contains("Self==UIColor") { name = "UIColor" }
        }
        push(name: name, kind: "extension", inherited: inheritedNames(node.inheritanceClause), isExtension: true, at: node.extendedType)
        noteComments(node.leadingTrivia, onMember: false, at: node.extendedType)
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { pop() }

    /// A member of a type (a property, a method, a nested type): its comments are the type's (`DesignComments`).
    override func visit(_ node: MemberBlockItemSyntax) -> SyntaxVisitorContinueKind {
        if bodyDepth == 0, !scopes.isEmpty { noteComments(node.leadingTrivia, onMember: true, at: node) }
        return .visitChildren
    }

    /// Keeps the comments of `trivia` that may name a design page on the innermost type.
    private func noteComments(_ trivia: Trivia, onMember: Bool, at node: some SyntaxProtocol) {
        guard !scopes.isEmpty, trivia.contains(where: \.isComment) else { return }
        scopes[scopes.count - 1].comments += DesignComments.read(trivia, onMember: onMember, at: location(node))
    }

    private func pop() {
        guard var s = scopes.popLast() else { return }
        for name in s.textSources.sorted() { s.texts += s.returnedTexts[name] ?? [] }
        for source in s.calleeTextSources {
            s.calleeTexts += (s.returnedTexts[source.member] ?? []).map {
                FileFacts.CalleeText(callee: source.callee, text: ViewText(text: $0.text, element: source.callee, location: $0.location))
            }
        }
        let typed: [FileFacts.TypedTextSource] = s.typedTextSources.compactMap { source in
            let declared = source.type ?? s.storedProperties.first { $0.name == source.base }.map(\.type)
            guard let type = declared.flatMap(Self.simpleTypeName) else { return nil }
            return FileFacts.TypedTextSource(type: type, member: source.member, element: source.element)
        }
        let isViewByName = s.view == nil && !s.isExtension && s.name.hasSuffix("View") && s.hasBody
        let viewKind = s.view ?? (isViewByName ? .swiftUI : nil)
        if isViewByName { facts.viewTypeNames.append(s.qualified) }
        facts.typeReferences.append(.init(name: s.qualified, inherited: s.inherited, references: s.referencedTypes.sorted()))
        if viewKind != nil || !s.texts.isEmpty || !s.callees.isEmpty || !s.calleeTexts.isEmpty || !s.dataTexts.isEmpty || !s.selectedViews.isEmpty
            || !typed.isEmpty
            || (s.isExtension && !s.comments.isEmpty)
        {
            facts.views.append(
                FileFacts.ViewFacts(
                    name: s.qualified, kind: viewKind, texts: s.texts, callees: s.callees, calleeTexts: s.calleeTexts, location: s.location,
                    isDeclaration: !s.isExtension, dataTexts: s.dataTexts, referencedTypes: s.referencedTypes.sorted(),
                    stateProperties: s.stateProperties, selectedViews: s.selectedViews, sectionSwitches: s.sectionSwitches,
                    memberNames: s.memberNames,
                    presentedCallees: s.presentedCallees, comments: viewKind != nil || s.isExtension ? s.comments : [],
                    typedTextSources: typed))
        }
        if viewKind == nil {
            let owner = s.qualified.split(separator: ".").last.map(String.init) ?? s.qualified
            let calleeMembers = Set(s.calleeTextSources.map(\.member))
            for member in s.returnedTexts.keys.sorted() where !s.textSources.contains(member) && !calleeMembers.contains(member) {
                facts.computedTexts += (s.returnedTexts[member] ?? []).map { ViewText(text: $0.text, element: "\(owner).\(member)", location: $0.location) }
            }
        }
        if viewKind == nil, !s.styleParts.isEmpty { assembleTextStyles(s) }
        if s.kind == "enum" {
            facts.enums.append(
                FileFacts.EnumInfo(
                    name: s.qualified, rawType: s.rawType, numbers: s.numbers, strings: s.strings, cases: s.cases, stringCases: s.stringCases))
        }
        guard !s.isExtension, viewKind == nil else { return }
        if s.instanceTokenCandidate, s.instanceNonTokens == 0, !s.instanceTokens.isEmpty,
            s.instanceTokens.count == s.storedProperties.count
        {
            facts.tokens.append(contentsOf: s.instanceTokens)
            return
        }
        if s.inherited.contains(where: { Self.nonModelConformances.contains($0) }) { return }
        if s.kind == "class", let sup = s.inherited.first, Self.isUIKitViewClass(sup) || sup.hasPrefix("UI") || sup == "XCTestCase" { return }
        // Token namespaces: only static members, or enums whose raw-valued cases are length tokens.
        if s.storedProperties.isEmpty && s.cases.isEmpty && s.instanceMembers == 0 && s.staticMembers > 0 { return }
        if s.kind == "enum" && s.lengthTokens > 0 && s.lengthTokens == s.cases.count { return }
        let kind: ModelType.Kind = s.kind == "class" ? .class : s.kind == "enum" ? .enum : s.kind == "actor" ? .actor : .struct
        facts.models.append(ModelType(name: s.qualified, kind: kind, properties: s.storedProperties, cases: s.cases, location: s.location))
    }

    // MARK: - Bodies (locals live here)

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        let isStatic = node.modifiers.contains { ["static", "class"].contains($0.name.text) }
        if bodyDepth == 0, !scopes.isEmpty {
            if isStatic { scopes[scopes.count - 1].staticMembers += 1 } else { scopes[scopes.count - 1].instanceMembers += 1 }
            if let ret = node.signature.returnClause?.type.trimmedText, ret == "UIFont" || ret == "Font" || ret == "UIFont?" || ret == "NSFont" {
                fontHelper(node)
            }
        } else if bodyDepth == 0, let ret = node.signature.returnClause?.type.trimmedText, ["UIFont", "Font", "UIFont?"].contains(ret) {
            // A free font function (`func brandFont(_ size: CGFloat, weight: Font.Weight) -> Font`) is a helper
            // other files call by its bare name.
            fontHelper(node)
        }
        if bodyDepth == 0, let ret = node.signature.returnClause?.type.trimmedText, let body = node.body {
            switchColorTokens(function: node.name.text, type: ret, body: body.statements)
            switchHexLiterals(function: node.name.text, type: ret, body: body.statements)
        }
        if let ret = node.signature.returnClause?.type.trimmedText, ret.hasSuffix("View") || ["UILabel", "UIButton"].contains(ret) {
            facts.viewFunctionNames.append(node.name.text)
        }
        if bodyDepth == 0, !isStatic, !scopes.isEmpty { scopes[scopes.count - 1].memberNames.append(node.name.text) }
        if bodyDepth == 0, !scopes.isEmpty, let ret = node.signature.returnClause?.type.trimmedText, ReturnedTexts.textTypes.contains(ret),
            let body = node.body
        {
            noteReturnedTexts(of: node.name.text, body.statements)
        }
        bodyDepth += 1
        return .visitChildren
    }
    override func visitPost(_ node: FunctionDeclSyntax) { bodyDepth -= 1 }
    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        if bodyDepth == 0 { hexConvention(node) }
        bodyDepth += 1
        return .visitChildren
    }
    override func visitPost(_ node: InitializerDeclSyntax) { bodyDepth -= 1 }
    /// The color types whose static members a palette extends (`extension Color { static let brand = … }`).
    private static let colorTypes: Set<String> = ["Color", "UIColor", "NSColor"]

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        if platformClauses.isEmpty, Self.watchOnlyMembers.contains(node.declName.baseName.text) { facts.watchUses += 1 }
        // Uses in code, not declarations: which tokens the views actually read.
        // Keyed `Brand.accent` for a named base, `.accent` for an implicit member; chains of modifiers
        // (`VStack { }.tint(...)`) have no path and are not tokens.
        if bodyDepth > 0 {
            let name = node.declName.baseName.text
            if let base = node.base {
                if let head = SyntaxHelpers.path(base), head.count <= 3 {
                    facts.memberUses[head.joined(separator: ".") + "." + name, default: 0] += 1
                    if head.count == 1, Self.colorTypes.contains(head[0]), facts.colorMemberSites[name, default: []].count < 8 {
                        facts.colorMemberSites[name, default: []].append(location(node))
                    }
                }
            } else {
                facts.memberUses["." + name, default: 0] += 1
            }
        }
        return .visitChildren
    }
    /// `NavigationStack { HistoryView() }.tabItem { Label("Riwayat", systemImage: "list.bullet") }`: the tab's title
    /// and the types its content constructs, so the view shown under the tab is known by the tab's name too.
    private func tabLabel(_ node: FunctionCallExprSyntax) {
        guard let base = node.calledExpression.as(MemberAccessExprSyntax.self)?.base else { return }
        let label = node.trailingClosure.map(Syntax.init) ?? node.arguments.first.map { Syntax($0.expression) }
        guard let label else { return }
        let title = SyntaxHelpers.descendants(of: label, FunctionCallExprSyntax.self).lazy.compactMap { call -> String? in
            guard let callee = SyntaxHelpers.calleePath(call)?.last, ["Label", "Text"].contains(callee),
                let first = call.arguments.first, first.label == nil
            else { return nil }
            return SyntaxHelpers.stringLiteral(first.expression)
        }.first
        guard let title, !title.isEmpty else { return }
        let callees = SyntaxHelpers.descendants(of: base, FunctionCallExprSyntax.self).compactMap { call -> String? in
            guard let p = SyntaxHelpers.calleePath(call), p.count == 1, p[0].first?.isUppercase == true else { return nil }
            return p[0]
        }
        facts.tabLabels.append(.init(title: title, callees: callees, location: location(label), tabView: enclosingTabView(of: node)))
    }

    /// The first byte of the `TabView { … }` call whose content holds `node`, nil when none does within a few levels
    /// of calls: the tabs of one bar are the `.tabItem`s of one `TabView`.
    private func enclosingTabView(of node: some SyntaxProtocol) -> Int? {
        var calls = 0
        var p = node.parent
        while let n = p, calls < 8 {
            if let call = n.as(FunctionCallExprSyntax.self) {
                if SyntaxHelpers.calleePath(call)?.last == "TabView" { return call.positionAfterSkippingLeadingTrivia.utf8Offset }
                calls += 1
            }
            if n.is(FunctionDeclSyntax.self) || n.is(StructDeclSyntax.self) || n.is(ClassDeclSyntax.self) { return nil }
            p = n.parent
        }
        return nil
    }

    /// `TutorialStep.allSteps`, `ForEach(Category.allCases)`: a type whose data the view may render.
    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        referenced(node.baseName.text)
        facts.mentionedNames.insert(node.baseName.text)
        // A bare name read in code (`.foregroundStyle(dimGray)`), not the member of an access (`x.dimGray`).
        if bodyDepth > 0, node.parent?.as(MemberAccessExprSyntax.self)?.declName.id != node.id { bareUses[node.baseName.text, default: 0] += 1 }
        return .skipChildren  // its children are tokens
    }
    /// `let step: TutorialStep`, `[Category]`: the type of data a view holds.
    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        referenced(node.name.text)
        return .visitChildren
    }

    /// Types only AppKit has: an app that uses them, and none of `uiKitOnlyTypes`, runs on the Mac.
    static let appKitOnlyTypes: Set<String> = [
        "NSApplication", "NSApp", "NSWorkspace", "NSPasteboard", "NSWindow", "NSColor", "NSFont", "NSImage", "NSView", "NSViewController",
        "NSHostingView", "NSStatusBar", "NSStatusItem", "NSMenu", "NSEvent", "NSAlert", "NSOpenPanel", "NSSavePanel", "MenuBarExtra",
        "NSViewRepresentable", "NSApplicationDelegate", "NSApplicationDelegateAdaptor"
    ]
    /// Types only UIKit has (iOS, iPadOS, Mac Catalyst).
    static let uiKitOnlyTypes: Set<String> = [
        "UIApplication", "UIScreen", "UIColor", "UIFont", "UIImage", "UIView", "UIViewController", "UIDevice", "UIHostingController",
        "UIViewRepresentable", "UIViewControllerRepresentable", "UIImpactFeedbackGenerator", "UINotificationFeedbackGenerator",
        "UINavigationBar", "UITabBar", "UIWindowScene", "UIPasteboard", "UIApplicationDelegate", "UIApplicationDelegateAdaptor"
    ]

    /// Types only watchOS has (WatchKit's app and interface types, ClockKit's complications); `WK` alone is
    /// WebKit's prefix too (`WKWebView`).
    static let watchOnlyTypes: Set<String> = [
        "WKApplication", "WKApplicationDelegate", "WKApplicationDelegateAdaptor", "WKExtension", "WKExtensionDelegate",
        "WKExtensionDelegateAdaptor", "WKHostingController", "WKHapticType", "WKCrownDelegate", "WKCrownSequencer"
    ]
    /// Members only watchOS has: the Digital Crown, and the watch-face widget family only a watch shows.
    static let watchOnlyMembers: Set<String> = ["digitalCrownRotation", "digitalCrownAccessory", "accessoryCorner"]
    /// Modules only watchOS has.
    static let watchOnlyModules: Set<String> = ["WatchKit", "ClockKit"]
    /// Words of a type or folder name that say watch (`RunnerWatchApp`, `MyApp Watch App`).
    static let watchNameWords: Set<String> = ["watch", "watchos", "watchkit", "applewatch"]

    /// True for a type only watchOS has: `watchOnlyTypes`, WatchKit's `WKInterface…` objects, ClockKit's `CLK…`.
    static func isWatchOnlyType(_ name: String) -> Bool {
        watchOnlyTypes.contains(name) || name.hasPrefix("WKInterface") || name.hasPrefix("CLKComplication")
    }

    private func referenced(_ name: String) {
        guard name.first?.isUppercase ?? false else { return }
        if !scopes.isEmpty { scopes[scopes.count - 1].referencedTypes.insert(name) }
        guard platformClauses.isEmpty else { return }
        if Self.appKitOnlyTypes.contains(name) { facts.appKitUses += 1 }
        if Self.uiKitOnlyTypes.contains(name) { facts.uiKitUses += 1 }
        if Self.isWatchOnlyType(name) { facts.watchUses += 1 }
    }

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        if platformClauses.isEmpty, let module = node.path.first?.name.text, Self.watchOnlyModules.contains(module) { facts.watchUses += 1 }
        return .skipChildren
    }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { bodyDepth += 1; return .visitChildren }
    override func visitPost(_ node: ClosureExprSyntax) { bodyDepth -= 1 }
    override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind { bodyDepth += 1; return .visitChildren }
    override func visitPost(_ node: AccessorBlockSyntax) { bodyDepth -= 1 }
    override func visit(_ node: DeinitializerDeclSyntax) -> SyntaxVisitorContinueKind { bodyDepth += 1; return .visitChildren }
    override func visitPost(_ node: DeinitializerDeclSyntax) { bodyDepth -= 1 }
    override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind { bodyDepth += 1; return .visitChildren }
    override func visitPost(_ node: SubscriptDeclSyntax) { bodyDepth -= 1 }

    // MARK: - Leaves

    // Subtrees that hold nothing the visitor reads (no call, member access, assignment or declaration):
    // plain literals. Skipping them saves visiting their tokens. Names and types are read (`referenced`:
    // the types whose data a view renders), so they are visited.
    override func visit(_ node: IntegerLiteralExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: FloatLiteralExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: BooleanLiteralExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: NilLiteralExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
        // Interpolations hold expressions (`"\(Theme.accent)"`); plain text does not.
        node.segments.contains { $0.is(ExpressionSegmentSyntax.self) } ? .visitChildren : .skipChildren
    }

    // MARK: - Declarations

    override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind {
        guard bodyDepth == 0, !scopes.isEmpty else { return .visitChildren }
        let i = scopes.count - 1
        for element in node.elements {
            let name = element.name.text
            scopes[i].cases.append(name)
            guard let raw = element.rawValue?.value else { continue }
            if let s = SyntaxHelpers.stringLiteral(raw) {
                scopes[i].strings[name] = s
                scopes[i].stringCases[name] = (location(element.name), "case " + folded(element).trimmingCharacters(in: CharacterSet(charactersIn: ", ")))
                continue
            }
            guard let v = NumberEvaluator.evaluate(raw) else { continue }
            scopes[i].numbers[name] = v
            let rawType = scopes[i].rawType ?? ""
            let floating = ["CGFloat", "Double", "Float"].contains(rawType)
            if LengthScales.isLength(name: name, owner: scopes[i].qualified, typeAnnotation: floating ? "CGFloat" : rawType) {
                scopes[i].lengthTokens += 1
                facts.tokens.append(
                    FileFacts.RawToken(
                        name: name, owner: scopes[i].qualified, value: .length(v), typeAnnotation: rawType,
                        expression: "case " + folded(element).trimmingCharacters(in: CharacterSet(charactersIn: ", ")),
                        location: location(element.name)))
            }
        }
        return .visitChildren
    }

    /// One font token per text style the type writes as sibling constants (`TextStyleSiblings`), in place of the size and
    /// line height read from them alone.
    private func assembleTextStyles(_ s: Scope) {
        let taken = Set(facts.tokens.filter { $0.owner == s.qualified }.map(\.name))
        let styles = TextStyleSiblings.styles(s.styleParts, taken: taken)
        guard !styles.isEmpty else { return }
        let parts = Set(styles.flatMap(\.parts))
        facts.tokens.removeAll { $0.owner == s.qualified && parts.contains($0.name) }
        for style in styles {
            facts.tokens.append(
                FileFacts.RawToken(
                    name: style.name, owner: s.qualified, value: .font(.spec(style.spec)), typeAnnotation: nil, expression: style.expression,
                    location: style.location))
        }
    }

    override func visitPost(_ node: VariableDeclSyntax) {
        if staticDeclStack.popLast() == true { staticDeclDepth -= 1 }
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        let isStatic = node.modifiers.contains { ["static", "class"].contains($0.name.text) }
        let fileScope = scopes.isEmpty
        let instanceToken = !isStatic && !fileScope && scopes[scopes.count - 1].instanceTokenCandidate
        let tokenDecl = bodyDepth == 0 && (isStatic || fileScope || instanceToken)
        staticDeclStack.append(tokenDecl)
        if tokenDecl { staticDeclDepth += 1 }
        guard bodyDepth == 0 else {
            if inViewType { localLiterals(node) }
            return .visitChildren
        }
        for binding in node.bindings {
            guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self) else { continue }
            let name = pattern.identifier.text
            let annotation = binding.typeAnnotation?.type.trimmedText
            var value = binding.initializer?.value
            var computed = false
            if let accessors = binding.accessorBlock {
                switch accessors.accessors {
                case .getter(let items):
                    computed = true
                    if value == nil { value = SyntaxHelpers.resultExpression(items) }
                case .accessors(let list):
                    let getters = list.filter { $0.accessorSpecifier.text == "get" }
                    if let g = getters.first, let body = g.body {
                        computed = true
                        value = SyntaxHelpers.resultExpression(body.statements)
                    }
                }
            }
            if computed, let annotation, let getter = Self.getterStatements(binding.accessorBlock) {
                switchColorTokens(function: name, type: annotation, body: getter)
                switchHexLiterals(function: name, type: annotation, body: getter)
                if !fileScope, ReturnedTexts.textTypes.contains(annotation) { noteReturnedTexts(of: name, getter) }
            }
            if !isStatic && !fileScope {
                let i = scopes.count - 1
                if scopes[i].view != nil, binding.accessorBlock == nil { localLiterals(node, only: binding) }
                scopes[i].instanceMembers += 1
                if name == "body" { scopes[i].hasBody = true }
                let type = annotation ?? inferredType(binding.initializer?.value)
                let optional = type.hasSuffix("?") || type.hasSuffix("!") || type.hasPrefix("Optional<")
                scopes[i].storedProperties.append(
                    ModelProperty(
                        name: name, type: type, isOptional: optional, isComputed: computed, location: location(pattern)))
                if binding.accessorBlock == nil, scopes[i].view == nil, !inViewType, let value { hexConstant(name: name, value: value, nameNode: pattern) }
                if computed {
                    scopes[i].memberNames.append(name)
                } else if let state = Self.stateProperty(node, name: name, annotation: annotation, value: binding.initializer?.value) {
                    scopes[i].stateProperties.append(state)
                }
                if instanceToken {
                    let declText = node.bindings.count == 1 ? Syntax(node.with(\.attributes, [])) : Syntax(binding)
                    if var token = value.flatMap({ classify(name: name, annotation: annotation, value: $0, node: declText, nameNode: pattern) }),
                        !Self.isSingletonAlias(token)
                    {
                        token.filePrivate = declaredFilePrivate(node.modifiers)
                        if node.bindings.count == 1 { token.designName = DesignNameComment.read(node) }
                        scopes[i].instanceTokens.append(token)
                    } else {
                        scopes[i].instanceNonTokens += 1
                    }
                }
                continue
            }
            if !fileScope { scopes[scopes.count - 1].staticMembers += 1 }
            guard let value else { continue }
            if !computed, !inViewType, scopes.last?.view == nil { hexConstant(name: name, value: value, nameNode: pattern) }
            if !computed, !fileScope, !inViewType, scopes[scopes.count - 1].view == nil,
                let part = TextStyleSiblings.part(
                    name: name, value: value, written: TextStyleSiblings.writtenLine(value), expression: folded(binding),
                    location: location(pattern))
            {
                scopes[scopes.count - 1].styleParts.append(part)
            }
            // The whole declaration (`static let md: CGFloat = 16`) when it declares one name, else the binding.
            // `with` on a node inside the tree rebuilds every ancestor, copying each member list on the
            // way up: once per declaration, that made 50,000 members of one `extension Color` quadratic
            // (10k: 5.1 s, 50k: 133 s). Without attributes the node is used as it is; with them, a
            // detached copy (O(1)) is edited instead.
            let declText =
                node.bindings.count != 1
                ? Syntax(binding)
                : node.attributes.isEmpty ? Syntax(node) : Syntax(node.detached.with(\.attributes, []))
            if var token = classify(name: name, annotation: annotation, value: value, node: declText, nameNode: pattern) {
                token.filePrivate = declaredFilePrivate(node.modifiers)
                if node.bindings.count == 1 { token.designName = DesignNameComment.read(node) }
                facts.tokens.append(token)
                if case .length = token.value, !scopes.isEmpty { scopes[scopes.count - 1].lengthTokens += 1 }
            } else if !inViewType, scopes.last?.view == nil, !gradientStopTokens(gradient: name, annotation: annotation, value: value) {
                structPaletteTokens(instance: name, value: value)
                tokenTableTokens(table: name, value: value)
            }
        }
        return .visitChildren
    }

    /// Property wrappers whose value is what the view shows next: their names are states of the view.
    static let stateWrappers: Set<String> = ["State", "AppStorage", "SceneStorage", "Binding", "Published"]
    /// Property wrappers whose value chooses no screen (the focused field, the environment, a gesture in flight).
    static let nonStateWrappers: Set<String> = [
        "FocusState", "AccessibilityFocusState", "Environment", "EnvironmentObject", "Namespace", "GestureState", "ScaledMetric",
        "FetchRequest", "SectionedFetchRequest", "Query", "ObservedObject", "StateObject", "Bindable", "UIApplicationDelegateAdaptor"
    ]

    /// A stored property that may choose what a view shows: not a focus, environment or gesture wrapper; its type as
    /// written or as its initializer says (`= Stage.cart` → `Stage`).
    static func stateProperty(_ node: VariableDeclSyntax, name: String, annotation: String?, value: ExprSyntax?) -> FileFacts.StateProperty? {
        let wrappers = node.attributes.compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedText }
        guard !wrappers.contains(where: nonStateWrappers.contains) else { return nil }
        var type = annotation ?? ""
        if type.isEmpty, let member = value?.as(MemberAccessExprSyntax.self), let base = member.base { type = base.trimmedText }
        if type.isEmpty, let call = value?.as(FunctionCallExprSyntax.self), let p = SyntaxHelpers.calleePath(call) { type = p.joined(separator: ".") }
        return FileFacts.StateProperty(name: name, type: type, isWrappedState: wrappers.contains(where: stateWrappers.contains))
    }

    /// `switch section { case .ram: Dashboard(engine: engine); case .junk: JunkView(e: junk) }`: a switch two of whose
    /// cases or more each construct another type alone (its modifiers aside), the sections a window or a split view's
    /// detail shows one at a time (`FileFacts.SectionSwitch`).
    override func visit(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind {
        guard !scopes.isEmpty else { return .visitChildren }
        var views: [String] = []
        for item in node.cases {
            guard let c = item.as(SwitchCaseSyntax.self), c.statements.count == 1, var expr = c.statements.first?.item.as(ExprSyntax.self)
            else { continue }
            // `JunkView(e: junk).padding()`: the call the modifiers are applied to.
            while let call = expr.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                let base = member.base
            {
                expr = base
            }
            guard let call = expr.as(FunctionCallExprSyntax.self), let ref = call.calledExpression.as(DeclReferenceExprSyntax.self),
                ref.baseName.text.first?.isUppercase == true
            else { continue }
            if !views.contains(ref.baseName.text) { views.append(ref.baseName.text) }
        }
        guard views.count >= 2 else { return .visitChildren }
        let start = node.startLocation(converter: converter), end = node.endLocation(converter: converter)
        scopes[scopes.count - 1].sectionSwitches.append(.init(views: views, file: facts.path, lines: start.line...max(start.line, end.line)))
        return .visitChildren
    }

    /// `case .payment: paymentForm` (or `paymentForm()`, `self.paymentForm`): the name a case over enum values selects
    /// alone, a candidate sub-view of that state.
    override func visit(_ node: SwitchCaseSyntax) -> SyntaxVisitorContinueKind {
        guard !scopes.isEmpty, case .case(let label) = node.label,
            label.caseItems.allSatisfy({ $0.pattern.as(ExpressionPatternSyntax.self)?.expression.as(MemberAccessExprSyntax.self)?.base == nil }),
            node.statements.count == 1, let expr = node.statements.first?.item.as(ExprSyntax.self)
        else { return .visitChildren }
        var selected: String?
        if let ref = expr.as(DeclReferenceExprSyntax.self) {
            selected = ref.baseName.text
        } else if let member = expr.as(MemberAccessExprSyntax.self), member.base?.trimmedText == "self" {
            selected = member.declName.baseName.text
        } else if let call = expr.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil,
            let ref = call.calledExpression.as(DeclReferenceExprSyntax.self)
        {
            selected = ref.baseName.text
        }
        if let selected, selected.first?.isLowercase == true { scopes[scopes.count - 1].selectedViews.append(selected) }
        return .visitChildren
    }

    /// Records a constant holding a hex color as a String (`"#d32f2f"`, `"0xD32F2F"`, `"D32F2F"`) or a `0x` integer, which
    /// a hex argument elsewhere may name (`Color(hex: Palette.brand)`). A String without `#` or `0x` counts only with six or
    /// eight hex digits, so words (`"Add"`, `"cafe"`) are not colors.
    private func hexConstant(name: String, value raw: ExprSyntax, nameNode: some SyntaxProtocol) {
        let value = SyntaxHelpers.unwrapped(raw)
        let literal: String, isString: Bool
        if let int = value.as(IntegerLiteralExprSyntax.self) {
            literal = int.literal.text
            isString = false
        } else if let s = SyntaxHelpers.stringLiteral(value), !SyntaxHelpers.hasInterpolation(value) {
            let t = s.trimmingCharacters(in: .whitespaces)
            guard t.hasPrefix("#") || t.lowercased().hasPrefix("0x") || t.count == 6 || t.count == 8 else { return }
            literal = t
            isString = true
        } else {
            return
        }
        guard ColorExpressionReader.hexLiteral(literal, isString: isString, type: "Color", label: "_") != nil else { return }
        facts.hexConstants.append(FileFacts.HexConstant(name: name, owner: owner, literal: literal, isString: isString, location: location(nameNode)))
    }

    /// The statements of a computed property's getter (`var x: Color { … }` or `get { … }`).
    private static func getterStatements(_ block: AccessorBlockSyntax?) -> CodeBlockItemListSyntax? {
        switch block?.accessors {
        case .getter(let items)?: return items
        case .accessors(let list)?: return list.first { $0.accessorSpecifier.text == "get" }?.body?.statements
        case nil: return nil
        }
    }

    /// Tokens for the colors a function or computed property of a color type returns case by case
    /// (`SwitchColorCases`), owned by the function (`Theme.platformColor.facebook`). View code is left out: its
    /// colors are the view's own literals, read as such.
    private func switchColorTokens(function: String, type: String, body: CodeBlockItemListSyntax) {
        guard SwitchColorCases.colorTypes.contains(type), !inViewType, scopes.last?.view == nil else { return }
        let cases = SwitchColorCases.cases(in: body, includingDefault: true)
        guard !cases.isEmpty else { return }
        let flavor: ColorFlavor = type.hasPrefix("UIColor") || type.hasPrefix("NSColor") || type == "CGColor" ? .uiKit : .swiftUI
        let fnOwner = owner.map { $0 + "." + function } ?? function
        for c in cases {
            guard let color = ColorExpressionReader.read(c.value, flavor: flavor) else { continue }
            // Another token (`case .draft: iosYellow`, `case .easy: .zoneEasy`) is that token's color, not one of the
            // palette's own; system colors (`.green`) are read as such, not as references.
            if case .reference = color { continue }
            // A fallback to a system color (`default: .gray`) is the platform's color, not one of the palette's own.
            if c.name == SwitchColorCases.defaultName, color.systemColor != nil { continue }
            var token = FileFacts.RawToken(
                name: c.name, owner: fnOwner, value: .color(color), typeAnnotation: type, expression: folded(c.node), location: location(c.node))
            token.caseOf = fnOwner
            facts.tokens.append(token)
        }
    }

    /// The hex codes a `String` function or computed property returns case by case (`SwitchColorCases.hexCases`): a
    /// model's color per case (`ReportCategory.tintHex`), recorded as colors the app writes in place, one per case, so a
    /// design color among them is one the app shows, not one it lacks.
    /// In a type named as a palette (`enum BrandPalette`, `AppColors`: `SwitchColorCases.isPaletteType`) the cases are
    /// the palette's colors: tokens owned by the function, as a `switch` returning colors gives.
    private func switchHexLiterals(function: String, type: String, body: CodeBlockItemListSyntax) {
        let cases = SwitchColorCases.hexCases(in: body, name: function, type: type)
        guard !cases.isEmpty else { return }
        if let owner, SwitchColorCases.isPaletteType(owner), !inViewType {
            let fnOwner = owner + "." + function
            for (node, color) in cases {
                guard let name = node.label.as(SwitchCaseLabelSyntax.self)?.caseItems.first.flatMap({ SwitchColorCases.caseName($0.pattern) }) else { continue }
                var token = FileFacts.RawToken(
                    name: name, owner: fnOwner, value: .color(color), typeAnnotation: "Color", expression: folded(node), location: location(node))
                token.caseOf = fnOwner
                facts.tokens.append(token)
            }
            return
        }
        for (node, color) in cases {
            addLiteral(kind: .color, modifier: function, value: nil, color: color, at: node)
        }
    }

    /// Tokens for the stops of a gradient declared as a token (`static let hero = LinearGradient(colors: [Color(hex:
    /// "8B5CF6"), Color(hex: "6366F1")], …)`, `Gradient(stops: [.init(color: …, location: 0)])`, a `CAGradientLayer`'s
    /// `[UIColor(…).cgColor, …]` under a gradient's name): the colors the app paints with, one token per stop owned by
    /// the gradient (`AppTheme.hero.start`, `.end`; `.middle` of three, `.stop1`… of more), so a design's `…start`/`…end`
    /// pair with them. A stop that is another token, an asset or a system color is that color, not one of the
    /// gradient's own. True when the value is such a gradient.
    private func gradientStopTokens(gradient: String, annotation: String?, value raw: ExprSyntax) -> Bool {
        let value = SyntaxHelpers.unwrapped(raw)
        let stops: [ExprSyntax]
        if let call = value.as(FunctionCallExprSyntax.self) {
            let callee = SyntaxHelpers.calleePath(call)?.last ?? call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? ""
            guard GradientStops.types.contains(callee.lowercased()), let found = GradientStops.stops(of: call) else { return false }
            stops = found
        } else if let array = value.as(ArrayExprSyntax.self), GradientStops.namesGradient(gradient, annotation: annotation) {
            stops = array.elements.map(\.expression)
        } else {
            return false
        }
        let flavor: ColorFlavor = uiKitFile || (annotation ?? "").contains("CGColor") ? .uiKit : .swiftUI
        let colors = stops.map { ColorExpressionReader.read($0, flavor: flavor) }
        guard colors.count >= 2, colors.allSatisfy({ $0 != nil }) else { return false }
        let own = (owner.map { $0 + "." } ?? "") + gradient
        for (i, c) in colors.enumerated() {
            guard let c, GradientStops.isOwnValue(c) else { continue }
            let token = FileFacts.RawToken(
                name: GradientStops.name(i, of: colors.count), owner: own, value: .color(c), typeAnnotation: nil, expression: folded(stops[i]),
                location: location(stops[i]))
            facts.tokens.append(token)
        }
        return true
    }

    /// Tokens for the colors of a palette struct's static instance (`StructPalettes`): one per labeled argument that
    /// holds a color, owned by the instance (`Palette.dark.accent`). At least two colors and nothing but colors and
    /// values the reader cannot read, so a value type that takes colors among other things (`Tag(title: "New", fill:
    /// .red, ink: .white)`, sample data) is not a palette.
    private func structPaletteTokens(instance: String, value: ExprSyntax) {
        let flavor: ColorFlavor = uiKitFile ? .uiKit : .swiftUI
        func color(_ e: ExprSyntax) -> ColorExpr? { tokenColor(e, flavor: flavor) }
        guard let leaves = StructPalettes.leaves(of: value, isValue: { color($0) != nil }) else { return }
        let colors = leaves.compactMap { leaf in color(leaf.value).map { (leaf, $0) } }
        guard colors.count >= StructPalettes.minimumColors, StructPalettes.isPalette(leaves, colors: colors.count) else { return }
        let own = (owner.map { $0 + "." } ?? "") + instance
        let appearance = StructPalettes.appearance(of: instance)
        let key = appearance.map { (owner ?? "") + "|" + $0.rest }
        let other = appearance.flatMap { a in key.flatMap { paletteAppearances[$0]?[a.mode == "light" ? "dark" : "light"] } } ?? [:]
        for (leaf, c) in colors {
            let name = StructPalettes.name(leaf.path)
            let token = FileFacts.RawToken(
                name: name, owner: own, value: .color(c), typeAnnotation: nil, expression: folded(leaf.argument), location: location(leaf.argument))
            // The same token in the instance of the other appearance: one token with both values, declared where its
            // light value is.
            if let a = appearance, let i = other[name], case .color(let twin) = facts.tokens[i].value {
                if a.mode == "dark" {
                    facts.tokens[i].value = .color(.dynamic(light: twin, dark: c))
                } else {
                    var merged = token
                    merged.value = .color(.dynamic(light: c, dark: twin))
                    facts.tokens[i] = merged
                }
                continue
            }
            if let a = appearance, let key { paletteAppearances[key, default: [:]][a.mode, default: [:]][name] = facts.tokens.count }
            facts.tokens.append(token)
        }
    }

    /// Tokens for the entries of a dictionary literal keyed by token names (`TokenTables`): one per key, owned by the
    /// table (`DesignTokens.table`), with a light and a dark value when the entry gives one per appearance.
    private func tokenTableTokens(table: String, value: ExprSyntax) {
        let flavor: ColorFlavor = uiKitFile ? .uiKit : .swiftUI
        guard let entries = TokenTables.entries(of: value, read: { self.tokenColor($0, flavor: flavor) }) else { return }
        let own = (owner.map { $0 + "." } ?? "") + table
        for entry in entries {
            facts.tokens.append(
                FileFacts.RawToken(
                    name: entry.name, owner: own, value: .color(entry.color), typeAnnotation: nil, expression: folded(entry.element),
                    location: location(entry.element)))
        }
    }

    /// The color written in a token's place: the app's own color struct (`RGBA(r: …)`, `ColorStructs`), else any color
    /// expression but a bare name (which may be anything).
    private func tokenColor(_ e: ExprSyntax, flavor: ColorFlavor) -> ColorExpr? {
        if let c = structColor(e) { return c }
        guard let c = ColorExpressionReader.read(e, flavor: flavor) else { return nil }
        if case .reference = c { return nil }
        return c
    }

    /// The color a call of a color struct makes (`ColorStructs`), judged by the app's declarations when they are known,
    /// else by this file's; a type the file does not declare is noted, so the file is read again with the app's.
    private func structColor(_ e: ExprSyntax) -> ColorExpr? {
        guard let call = ColorStructs.channelCall(e) else { return nil }
        let known = ColorStructs.current ?? FileHelpers.current.colorStructs
        if ColorStructs.current == nil, !known.declared.contains(call.type) { facts.colorStructCalls.insert(call.type) }
        return known.color(call)
    }

    /// `let api = APIClient.shared`: a reference to a shared service, never a design token.
    static func isSingletonAlias(_ token: FileFacts.RawToken) -> Bool {
        guard case .alias(let path) = token.value, let last = path.last else { return false }
        return ["shared", "default", "standard", "current", "main", "instance"].contains(last)
    }

    /// True inside a view type's code (its declaration or an extension of a `*View`/`*ViewController`/`*Cell`).
    private var inViewType: Bool {
        guard let s = scopes.last else { return false }
        if s.view != nil { return true }
        return ["View", "ViewController", "Controller", "Cell"].contains { s.name.hasSuffix($0) }
    }

    /// `let highlight = UIColor(red: ...)` inside view code: a hard-coded value, recorded as a literal.
    private func localLiterals(_ node: VariableDeclSyntax, only: PatternBindingSyntax? = nil) {
        for binding in node.bindings where only == nil || only?.id == binding.id {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let value = binding.initializer?.value else { continue }
            InlineLiteralCollector.color(value, modifier: "let \(name)", visitor: self, flavor: uiKitFile ? .uiKit : .swiftUI)
        }
    }

    /// Types whose one-number initializer makes a color or a font, never a wrapped length.
    static let wrapperlessTypes: Set<String> = ["Color", "UIColor", "NSColor", "CGColor", "Font", "UIFont", "NSFont"]

    /// The number of `Self(8.0)` or `Spacing(8.0)` written in the type `Spacing` (one unlabeled argument, a number); nil for
    /// other values.
    static func wrappedNumber(_ value: ExprSyntax, ownType: String?) -> ExprSyntax? {
        guard let call = SyntaxHelpers.unwrapped(value).as(FunctionCallExprSyntax.self), call.trailingClosure == nil,
            let callee = SyntaxHelpers.calleePath(call), callee.count == 1, callee[0] == "Self" || callee[0] == ownType,
            call.arguments.count == 1, let argument = call.arguments.first, argument.label == nil,
            NumberEvaluator.evaluate(argument.expression) != nil,
            // `UIColor(0x1F6FEB)`, `Font(17)`: a color's or a font's own initializer, no wrapped length.
            !wrapperlessTypes.contains(ownType ?? ""), !argument.expression.trimmedDescription.lowercased().hasPrefix("0x")
        else { return nil }
        return argument.expression
    }

    /// The type of the one number the current type stores (`struct FontSize { let value: CGFloat }` → `CGFloat`), which its
    /// wrapped steps (`Self(14.0)`) are; nil when it stores none or more than one property.
    private func wrappedNumberType() -> String? {
        let stored = scopes.last?.storedProperties.filter { !$0.isComputed } ?? []
        guard stored.count == 1, let type = stored.first?.type, LengthScales.floatTypes.contains(type) else { return nil }
        return type
    }

    /// Type text for an unannotated stored property (`= 0` → Int, `= ""` → String, `= Foo()` → Foo).
    private func inferredType(_ value: ExprSyntax?) -> String {
        guard let value else { return "" }
        if value.is(IntegerLiteralExprSyntax.self) { return "Int" }
        if value.is(FloatLiteralExprSyntax.self) { return "Double" }
        if value.is(StringLiteralExprSyntax.self) { return "String" }
        if value.is(BooleanLiteralExprSyntax.self) { return "Bool" }
        if value.is(ArrayExprSyntax.self) { return "Array" }
        if let call = value.as(FunctionCallExprSyntax.self), let p = SyntaxHelpers.calleePath(call) { return p.joined(separator: ".") }
        return ""
    }

    /// Decides what kind of token a static declaration is, if any.
    private func classify(name: String, annotation: String?, value written: ExprSyntax, node: some SyntaxProtocol, nameNode: some SyntaxProtocol)
        -> FileFacts.RawToken?
    {
        // `static let sm = Self(8.0)` in a type wrapping one number (`struct Spacing { let value: CGFloat }`, as token
        // generators write a scale): the step is its number.
        let wrapped = Self.wrappedNumber(written, ownType: scopes.last?.name)
        let value = wrapped ?? written
        let own = owner
        let loc = location(nameNode)
        let text = folded(node)
        func token(_ v: FileFacts.RawToken.Value) -> FileFacts.RawToken {
            FileFacts.RawToken(name: name, owner: own, value: v, typeAnnotation: annotation, expression: text, location: loc)
        }
        let ann = annotation ?? ""
        let colorTypes: Set<String> = ["Color", "UIColor", "CGColor", "NSColor", "SwiftUI.Color", "UIColor?", "Color?"]
        let fontTypes: Set<String> = ["Font", "UIFont", "UIFont?", "NSFont", "SwiftUI.Font"]
        let ownerType = own?.split(separator: ".").first.map(String.init)
        // `static let space2 = "8px"`: a token file generated for the web as well writes lengths as CSS strings. The
        // whole literal must be one length, and view code is left out (its strings are text it shows).
        if annotation == nil || ann == "String", !inViewType, scopes.last?.view == nil, let s = SyntaxHelpers.stringLiteral(value),
            !SyntaxHelpers.hasInterpolation(value), let v = LengthScales.cssLength(s)
        {
            var t: FileFacts.RawToken
            if LengthScales.isFontSize(name: name, owner: own) {
                t = token(.font(.spec(FontSpec(size: v))))
                t.sizeOnly = true
            } else {
                guard LengthScales.isLength(name: name, owner: own, typeAnnotation: "CGFloat") else { return nil }
                t = token(.length(v))
            }
            facts.stringLengthTokens.append((text, loc))
            return t
        }
        // `static let colorBrandBg = "#0B0E11"`: the same kind of token file writes its colors as CSS hex strings.
        if annotation == nil || ann == "String", !inViewType, scopes.last?.view == nil, let s = SyntaxHelpers.stringLiteral(value),
            !SyntaxHelpers.hasInterpolation(value), let color = StringColors.color(s, name: name, owner: own)
        {
            var t = token(.color(color))
            t.hexString = true
            facts.stringColorTokens.append((text, loc))
            return t
        }
        // Read through `scopes.last` inside expressions, never kept in a local: a second reference to the
        // dictionary would make the insertion below copy it, once per member (quadratic in a 10,000-member enum).
        if let v = NumberEvaluator.evaluate(value, names: scopes.last?.declaredNumbers ?? [:]) {
            // `CGFloat(24)` and `spaceScale * 2` (a CGFloat constant of this type) say CGFloat as an annotation would.
            let floating = annotation ?? (NumberEvaluator.isFloatingPoint(value, floatNames: scopes.last?.floatNumbers ?? []) ? "CGFloat" : nil)
            if let i = scopes.indices.last {
                for key in [name, "Self." + name, scopes[i].name + "." + name, scopes[i].qualified + "." + name] {
                    scopes[i].declaredNumbers[key] = v
                    if let f = floating, LengthScales.floatTypes.contains(f) { scopes[i].floatNumbers.insert(key) }
                }
            }
            // A wrapped step (`static let bodySmall = Self(14.0)` in `struct FontSize { let value: CGFloat }`) is a number of
            // the type its wrapper stores: a font size when its name and owner say so, as an annotated one is.
            if let f = (wrapped == nil ? nil : wrappedNumberType()) ?? floating, LengthScales.floatTypes.contains(f),
                LengthScales.isFontSize(name: name, owner: own)
            {
                var t = token(.font(.spec(FontSpec(size: v))))
                t.sizeOnly = true
                return t
            }
            // A number without a type is a length only when it is written as a whole number (`spacingXs = 8`), never
            // what the parser recovered from something else (`spacingS = 0.5rem`, not Swift).
            let untyped = floating == nil && !SyntaxHelpers.unwrapped(value).is(IntegerLiteralExprSyntax.self) ? "untyped" : floating
            guard LengthScales.isLength(name: name, owner: own, typeAnnotation: untyped) else { return nil }
            return token(.length(v))
        }
        let flavor: ColorFlavor =
            ann.hasPrefix("UIColor") || ann == "CGColor" || ownerType == "UIColor"
            ? .uiKit
            : ann.hasPrefix("Color") || ownerType == "Color" ? .swiftUI : (uiKitFile ? .uiKit : .swiftUI)
        let fontContext = fontTypes.contains(ann) || ownerType == "Font" || ownerType == "UIFont"
        if !fontContext, let c = structColor(value) { return token(.color(c)) }
        let fontValue = FontExpressionReader.read(value, implicitIsFont: fontContext)
        if case .spec? = fontValue { return token(.font(fontValue ?? .reference([]))) }
        if case .modified? = fontValue { return token(.font(fontValue ?? .reference([]))) }
        if !fontContext, let c = ColorExpressionReader.read(value, flavor: flavor) {
            if case .reference(let path) = c {
                if colorTypes.contains(ann) || ((ownerType == "Color" || ownerType == "UIColor") && annotation == nil && SyntaxHelpers.isImplicitMember(value))
                {
                    return token(.color(c))
                }
                return token(.alias(path))
            }
            return token(.color(c))
        }
        // `static let paper = isGlassCanvas ? dynamic(light: …) : dynamic(light: …)`: one branch is the value.
        if !fontContext, fontValue == nil,
            let (c, certain) = ColorExpressionReader.choice(
                value, flavor: flavor, colorTyped: colorTypes.contains(ann) || ownerType == "Color" || ownerType == "UIColor")
        {
            if !certain, case .chosen(_, let note) = c {
                facts.diagnostics.append(Diagnostic(.warning, "color `\(own.map { $0 + "." } ?? "")\(name)` is \(note)", at: loc))
            }
            return token(.color(c))
        }
        if let f = fontValue {
            if case .reference(let path) = f, !fontContext { return token(.alias(path)) }
            if case .helperCall = f, !fontContext, annotation != nil, !fontTypes.contains(ann) { return nil }
            return token(.font(f))
        }
        if let path = SyntaxHelpers.path(SyntaxHelpers.unwrapped(value)) {
            return token(.alias(path))
        }
        // A color made by a call the reader cannot read (`Color.adaptive(lightHex: runtimeValue, …)`): said once, counted.
        if !fontContext, let call = SyntaxHelpers.unwrapped(value).as(FunctionCallExprSyntax.self),
            colorTypes.contains(ann) || ColorExpressionReader.colorType(of: call.calledExpression, flavor: flavor) != nil
                || FileHelpers.current.colorType(called: call.calledExpression) != nil
        {
            facts.unreadColors.append(FileFacts.UnreadColor(name: name, owner: own, expression: text, location: loc))
        }
        return nil
    }

    /// Records `static func boldFont(size: CGFloat) -> UIFont { UIFont(name: "SFProDisplay-Bold", size: size)! }`.
    private func fontHelper(_ node: FunctionDeclSyntax) {
        guard let body = node.body else { return }
        var spec: FontSpec? = nil
        // A function whose parameters all have defaults (`static func heading(size: CGFloat? = nil) -> Font`) is a
        // font token written as a function: read with the defaults in place, its size is known too. Otherwise its
        // face is read with the defaults it has (`_ weight: MonoWeight = .regular` → the Regular face).
        let name = node.name.text
        let own = FileHelpers.current.fontFunctions[name].flatMap { t in
            t.result.position >= body.position && t.result.endPosition <= body.endPosition ? t : nil
        }
        if own != nil, node.signature.parameterClause.parameters.allSatisfy({ $0.defaultValue != nil }),
            case .spec(let s)? = FontExpressionReader.defaultCall(of: name)
        {
            spec = s
        }
        if spec == nil, own != nil, case .spec(let s)? = FontExpressionReader.defaultFace(of: name), s.family != nil || s.size != nil {
            spec = s
        }
        if spec == nil, let e = SyntaxHelpers.resultExpression(body.statements), case .spec(let s)? = FontExpressionReader.read(e, implicitIsFont: true) {
            spec = s
        }
        if spec == nil {
            for call in SyntaxHelpers.descendants(of: body, FunctionCallExprSyntax.self) {
                if case .spec(let s)? = FontExpressionReader.read(ExprSyntax(call), implicitIsFont: true), s.family != nil { spec = s; break }
            }
        }
        guard spec != nil || own != nil else { return }
        facts.fontHelpers.append(
            FileFacts.FontHelper(
                name: node.name.text, owner: owner, spec: spec,
                expression: folded(node.signature).isEmpty ? node.name.text : node.name.text + folded(node.signature),
                location: location(node.name), template: own?.detached()))
    }

    /// Reads how an `init(rgba:)`-style helper orders 8 hex digits from where `>> 24` goes.
    private func hexConvention(_ node: InitializerDeclSyntax) {
        guard let body = node.body, let first = node.signature.parameterClause.parameters.first else { return }
        let label = first.firstName.text
        let byteTypes: Set<String> = ["Int", "UInt8", "UInt", "Int32", "UInt32", "Int16", "UInt16"]
        if ["red", "r"].contains(label), byteTypes.contains(first.type.trimmedText) {
            facts.byteComponentLabels.append(label)
        }
        let type = owner ?? ""
        for seq in SyntaxHelpers.descendants(of: body, SequenceExprSyntax.self) {
            let els = Array(seq.elements)
            guard
                els.indices.dropLast().contains(where: { i in
                    els[i].as(BinaryOperatorExprSyntax.self)?.operator.text == ">>" && els[i + 1].as(IntegerLiteralExprSyntax.self)?.literal.text == "24"
                })
            else { continue }
            guard let target = Self.assignedName(of: Syntax(seq)) else { continue }
            let t = target.lowercased()
            let alphaFirst: Bool
            if t == "a" || t.hasPrefix("alpha") || t.hasPrefix("opacity") {
                alphaFirst = true
            } else if t == "r" || t.hasPrefix("red") {
                alphaFirst = false
            } else {
                continue
            }
            facts.hexConventions.append(FileFacts.HexConvention(type: type, label: label, alphaFirst: alphaFirst, location: location(node.initKeyword)))
            return
        }
    }

    /// The variable or argument a (sub)expression ends up in: `let r = ...`, `red: ...`, `(a, r, g, b) = (x, ...)`.
    static func assignedName(of node: Syntax) -> String? {
        var current = node
        var tupleIndex: Int? = nil
        while let parent = current.parent {
            if let labeled = parent.as(LabeledExprSyntax.self) {
                if let l = labeled.label?.text { return l }
                if let list = labeled.parent?.as(LabeledExprListSyntax.self), let idx = list.firstIndex(where: { $0.id == labeled.id }) {
                    tupleIndex = list.distance(from: list.startIndex, to: idx)
                }
            }
            if let binding = parent.as(PatternBindingSyntax.self) {
                if let id = binding.pattern.as(IdentifierPatternSyntax.self) { return id.identifier.text }
                if let tuple = binding.pattern.as(TuplePatternSyntax.self), let i = tupleIndex {
                    let names = tuple.elements.map { $0.pattern.trimmedText }
                    return i < names.count ? names[i] : nil
                }
                return nil
            }
            if let seq = parent.as(SequenceExprSyntax.self), let i = tupleIndex {
                let els = Array(seq.elements)
                if els.count >= 3, els[1].is(AssignmentExprSyntax.self), let lhs = els[0].as(TupleExprSyntax.self) {
                    let names = lhs.elements.map { $0.expression.trimmedText }
                    return i < names.count ? names[i] : nil
                }
                if els.count >= 3, els[1].is(AssignmentExprSyntax.self), let lhs = els.first {
                    return lhs.trimmedText.split(separator: ".").last.map(String.init)
                }
            }
            if let seq = parent.as(SequenceExprSyntax.self), tupleIndex == nil {
                let els = Array(seq.elements)
                if els.count >= 3, els[1].is(AssignmentExprSyntax.self), let lhs = els.first, lhs.id != current.id {
                    return lhs.trimmedText.split(separator: ".").last.map(String.init)
                }
            }
            if parent.is(CodeBlockItemSyntax.self) || parent.is(MemberBlockItemSyntax.self) { return nil }
            current = parent
        }
        return nil
    }

    // MARK: - View code

    /// Elements whose first string argument is user-visible text.
    static let textElements: Set<String> = [
        "Text", "Label", "Button", "Section", "Toggle", "LabeledContent", "TextField", "SecureField", "Picker", "NavigationLink",
        "Link", "Menu", "Stepper", "DatePicker", "ProgressView", "ContentUnavailableView", "GroupBox", "DisclosureGroup", "Tab",
        "ShareLink", "ColorPicker", "Slider", "UIAlertController", "UIAlertAction", "UIBarButtonItem", "UIAction", "UIMenu"
    ]
    /// Argument labels of the app's own views that carry user-visible text.
    static let customViewTextLabels: Set<String> = [
        "title", "label", "text", "header", "subtitle", "message", "placeholder", "caption", "heading", "footer", "buttonTitle", "prompt",
        "detail"
    ]
    /// Words of argument labels whose strings name things rather than show them (`iconName:`, `imageURL:`, `id:`).
    static let identifierLabelWords: [String] = [
        "icon", "image", "symbol", "system", "asset", "url", "id", "key", "identifier", "color", "font", "format", "path", "route", "segue",
        "nib", "reuse", "storyboard", "sf", "sound", "file", "extension", "type", "locale", "json", "endpoint"
    ]

    /// True for a label like `iconName`, `imageURL`, `id`: its strings are identifiers, not text.
    static func isIdentifierLabel(_ label: String) -> Bool {
        NameWords.split(label).contains { identifierLabelWords.contains($0) }
    }

    /// True for a string shaped like text a user reads ("Work Offline", "Rich text formatting", "Home", "月历"), not an
    /// identifier ("plus.circle", "note_id", "home"). One word counts when it does not start lowercase: a capital, or
    /// a letter of a script without case (Chinese, Japanese, Arabic, Hebrew, Thai…), where identifiers are never written.
    static func looksShown(_ s: String) -> Bool {
        guard let first = s.first, first.isLetter || first.isNumber else { return false }
        if s.contains(" ") { return !s.contains("://") }
        if first.isLetter, !first.isASCII, !first.isUppercase, !first.isLowercase {
            // A caseless script writes a sentence without spaces and with its own punctuation (`出生时辰（选填）`).
            return s.count > 1 && s.allSatisfy { !$0.isASCII || $0.isLetter || $0.isNumber }
        }
        return first.isUppercase && s.allSatisfy { $0.isLetter || $0 == "'" || $0 == "-" } && s.count > 1
    }

    /// Modifiers whose string argument is user-visible text.
    static let textModifiers: Set<String> = [
        "navigationTitle", "navigationBarTitle", "accessibilityLabel", "accessibilityHint", "accessibilityValue", "alert",
        "confirmationDialog", "help", "badge", "setTitle", "searchable"
    ]

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let path = SyntaxHelpers.calleePath(node)
        if node.arguments.contains(where: { LightDarkPairRecognizer.lightLabels.contains($0.label?.text ?? "") }),
            node.arguments.contains(where: { LightDarkPairRecognizer.darkLabels.contains($0.label?.text ?? "") })
        {
            adaptiveLiteral(ExprSyntax(node))
        }
        let name = node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? path?.last ?? ""
        collectText(node, name: name, path: path)
        if name == "tabItem" { tabLabel(node) }
        if Self.presentationModifiers.contains(name), node.calledExpression.is(MemberAccessExprSyntax.self) { notePresentedContent(node) }
        if let path, path.count == 1, let c = name.first, c.isUppercase, !scopes.isEmpty {
            scopes[scopes.count - 1].callees.append(name)
            if presentedCalls.contains(node.positionAfterSkippingLeadingTrivia.utf8Offset) {
                scopes[scopes.count - 1].presentedCallees.append(name)
            }
            if !Self.textElements.contains(name) {
                // Strings passed to the app's own views (`SectionHeader("This Week")`, `StatTile(title: "Distance")`);
                // kept once the callee is known to be a view.
                for arg in node.arguments {
                    let l = arg.label?.text
                    guard l == nil || Self.customViewTextLabels.contains(l ?? "") else { continue }
                    // Both sides of `cond ? "A" : "B"`: the view shows one or the other.
                    let texts = Self.shownTexts(arg.expression)
                    for (text, at) in texts {
                        scopes[scopes.count - 1].calleeTexts.append(
                            FileFacts.CalleeText(
                                callee: name, text: ViewText(text: text, element: name, location: location(at))))
                    }
                    if texts.isEmpty, let member = Self.ownMember(arg.expression) {
                        scopes[scopes.count - 1].calleeTextSources.append((name, member))
                    }
                }
                for arg in node.arguments {
                    guard let l = arg.label?.text, !Self.isIdentifierLabel(l) else { continue }
                    let values = arg.expression.as(ArrayExprSyntax.self).map { $0.elements.map(\.expression) } ?? [arg.expression]
                    for v in values {
                        guard let s = SyntaxHelpers.stringLiteral(v), Self.looksShown(s) else { continue }
                        scopes[scopes.count - 1].dataTexts.append(
                            FileFacts.CalleeText(callee: name, text: ViewText(text: s, element: name + "(" + l + ":)", location: location(v))))
                    }
                }
            }
        }
        if let path, path.count == 1, let c = name.first, c.isLowercase, !scopes.isEmpty {
            // Strings passed to a helper function (`progressRow("Signed in", detail: "Checking…")`); kept once the
            // function is known to return a view.
            for arg in node.arguments {
                let l = arg.label?.text
                guard l == nil || Self.customViewTextLabels.contains(l ?? "") else { continue }
                for (text, at) in Self.shownTexts(arg.expression) {
                    scopes[scopes.count - 1].calleeTexts.append(
                        FileFacts.CalleeText(callee: name, text: ViewText(text: text, element: name, location: location(at))))
                }
            }
        }
        if staticDeclDepth == 0 {
            InlineLiteralCollector.collect(call: node, name: name, path: path, visitor: self)
        }
        if name == "tint" || name == "accentColor", let type = scopes.last?.qualified, let arg = node.arguments.first?.expression,
            Self.isBodyRoot(node), let color = reads.color(arg, flavor: .swiftUI)
        {
            let at = node.calledExpression.as(MemberAccessExprSyntax.self)?.declName
            facts.rootTints.append(
                FileFacts.RootTint(
                    type: type, color: color, expression: "." + name + "(" + folded(node.arguments) + ")",
                    location: at.map { location($0) } ?? location(node)))
        }
        if name == "register", let cell = Self.registeredCell(node), !scopes.isEmpty { scopes[scopes.count - 1].callees.append(cell) }
        assetReference(node)
        return .visitChildren
    }

    /// Labels of UIKit's `register(_:for…)` whose first argument is a cell or reusable view class.
    static let reuseRegistrationLabels: Set<String> = [
        "forCellReuseIdentifier", "forCellWithReuseIdentifier", "forHeaderFooterViewReuseIdentifier", "forSupplementaryViewOfKind"
    ]

    /// The class a table or collection view registers (`tableView.register(ActivityCell.self, forCellReuseIdentifier:
    /// "Cell")`): UIKit constructs it for the controller, which shows it as it shows the views it calls. Nil for any
    /// other `register` (a nib, a notification, a name).
    static func registeredCell(_ node: FunctionCallExprSyntax) -> String? {
        let args = Array(node.arguments)
        guard args.count >= 2, args[0].label == nil, reuseRegistrationLabels.contains(args[1].label?.text ?? ""),
            let member = args[0].expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "self",
            let base = member.base?.as(DeclReferenceExprSyntax.self), base.baseName.text.first?.isUppercase == true
        else { return nil }
        return base.baseName.text
    }

    /// Modifiers whose content is another screen the view presents, not a part of it.
    static let presentationModifiers: Set<String> = ["sheet", "fullScreenCover", "popover", "navigationDestination", "inspector"]

    /// Marks the calls in a presentation modifier's content (its arguments and closures, not the view it modifies)
    /// as presented: the views they construct are other screens (`ViewFacts.presentedCallees`).
    private func notePresentedContent(_ node: FunctionCallExprSyntax) {
        var parts: [Syntax] = node.arguments.map { Syntax($0.expression) }
        if let c = node.trailingClosure { parts.append(Syntax(c)) }
        parts += node.additionalTrailingClosures.map { Syntax($0.closure) }
        for part in parts {
            for call in SyntaxHelpers.descendants(of: part, FunctionCallExprSyntax.self) {
                presentedCalls.insert(call.positionAfterSkippingLeadingTrivia.utf8Offset)
            }
        }
    }

    /// True for a modifier on the root of a `body` (`TabView { … }.tint(X)`) or on a `WindowGroup`'s content:
    /// it reaches every view the type shows. A modifier inside a nested view's closure reaches only that view.
    static func isBodyRoot(_ call: FunctionCallExprSyntax) -> Bool {
        guard call.calledExpression.as(MemberAccessExprSyntax.self)?.base != nil else { return false }
        var current = Syntax(call)
        while let parent = current.parent {
            if let binding = parent.as(PatternBindingSyntax.self) {
                return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "body"
            }
            if let closure = parent.as(ClosureExprSyntax.self) {
                // Only a scene's content closure (`WindowGroup { RootView().tint(X) }`) passes.
                guard let owner = closure.parent?.as(FunctionCallExprSyntax.self) ?? closure.parent?.parent?.as(FunctionCallExprSyntax.self),
                    SyntaxHelpers.calleePath(owner)?.last == "WindowGroup"
                else { return false }
            }
            if parent.is(FunctionDeclSyntax.self) || parent.is(MemberBlockItemSyntax.self) || parent.is(ArrayElementSyntax.self) { return false }
            current = parent
        }
        return false
    }

    /// The literal texts a String-typed member of the current type returns, kept until the type ends.
    private func noteReturnedTexts(of member: String, _ body: CodeBlockItemListSyntax) {
        let found = ReturnedTexts.literals(in: body, texts: Self.userTexts)
        guard !found.isEmpty else { return }
        scopes[scopes.count - 1].returnedTexts[member, default: []] += found.map {
            ViewText(text: $0.0, element: "Text", location: location($0.1))
        }
    }

    /// The own member a text argument reads (`caption(for: d)`, `self.statusLine`, `statusLine`), if any.
    private static func ownMember(_ expr: ExprSyntax) -> String? {
        var e = expr
        if let call = e.as(FunctionCallExprSyntax.self) { e = call.calledExpression }
        if let ref = e.as(DeclReferenceExprSyntax.self) { return ref.baseName.text }
        if let member = e.as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" {
            return member.declName.baseName.text
        }
        return nil
    }

    private func collectText(_ node: FunctionCallExprSyntax, name: String, path: [String]?) {
        guard !scopes.isEmpty else { return }
        var candidates: [(ExprSyntax, String)] = []
        let isModifier =
            node.calledExpression.is(MemberAccessExprSyntax.self) && (path?.count ?? 0) <= 1
            || (node.calledExpression.as(MemberAccessExprSyntax.self)?.base.map { !($0.trimmedText.first?.isUppercase ?? false) } ?? false)
        if Self.textElements.contains(name) && !isModifier {
            for arg in node.arguments {
                let l = arg.label?.text
                if l == nil || l == "verbatim" || l == "title" || l == "header" || l == "message" || l == "titleKey" || l == "prompt" {
                    candidates.append((arg.expression, name))
                    if name != "UIAlertController" { break }
                }
            }
        } else if Self.textModifiers.contains(name) && isModifier {
            if let first = node.arguments.first, first.label == nil || first.label?.text == "prompt" { candidates.append((first.expression, name)) }
        }
        for (expr, rawElement) in candidates {
            let element = rawElement == "Text" && Self.isSectionHeader(node) ? "Section" : rawElement
            let texts = Self.shownTexts(expr)
            for (text, at) in texts {
                scopes[scopes.count - 1].texts.append(ViewText(text: text, element: element, location: location(at)))
            }
            if texts.isEmpty, let member = Self.ownMember(expr) {
                scopes[scopes.count - 1].textSources.insert(member)
            } else if texts.isEmpty, let read = Self.typedMember(expr, at: node) {
                scopes[scopes.count - 1].typedTextSources.append((read.base, read.type, read.member, rawElement))
            }
        }
    }

    /// The member of another value a text argument reads (`period.title`, `$0.label`, `period.title.localized`), with
    /// that value's type when a `ForEach` over the type's cases binds it (`ForEach(Period.allCases) { period in … }`);
    /// nil type when it may be a stored property of the view, looked up when the view ends.
    static func typedMember(_ expr: ExprSyntax, at node: some SyntaxProtocol) -> (base: String, type: String?, member: String)? {
        var e = expr
        if let call = e.as(FunctionCallExprSyntax.self), call.arguments.isEmpty { e = call.calledExpression }
        guard var access = e.as(MemberAccessExprSyntax.self) else { return nil }
        // A wrapper read after the member (`period.title.localized`, `.capitalized`): the member is the one before it.
        if ["localized", "capitalized", "uppercased", "lowercased", "localizedCapitalized"].contains(access.declName.baseName.text),
            let inner = access.base?.as(MemberAccessExprSyntax.self), inner.base?.is(DeclReferenceExprSyntax.self) ?? false
        {
            access = inner
        }
        guard let base = access.base?.as(DeclReferenceExprSyntax.self)?.baseName.text, base != "self",
            let first = base.first, first.isLowercase || first == "$"
        else { return nil }
        let member = access.declName.baseName.text
        return (base, caseListType(binding: base, from: Syntax(node)), member)
    }

    /// The type whose cases a `ForEach` enclosing `node` iterates (`ForEach(Period.allCases) { p in … }`,
    /// `ForEach(Period.allCases, id: \.self) { Text($0.title) }`) when its closure binds `name`.
    private static func caseListType(binding name: String, from node: Syntax) -> String? {
        var current: Syntax? = node.parent
        while let c = current {
            if let closure = c.as(ClosureExprSyntax.self) {
                let params: [String] =
                    closure.signature?.parameterClause.map { clause in
                        if let short = clause.as(ClosureShorthandParameterListSyntax.self) { return short.map(\.name.text) }
                        return clause.as(ClosureParameterClauseSyntax.self)?.parameters.map { ($0.secondName ?? $0.firstName).text } ?? []
                    } ?? []
                if params.contains(name) || (params.isEmpty && name == "$0") {
                    let call = closure.parent?.as(FunctionCallExprSyntax.self) ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)
                    guard let call, SyntaxHelpers.calleePath(call)?.last == "ForEach",
                        let list = call.arguments.first?.expression.as(MemberAccessExprSyntax.self),
                        list.declName.baseName.text == "allCases",
                        let type = list.base?.as(DeclReferenceExprSyntax.self)?.baseName.text
                    else { return nil }
                    return type
                }
            }
            if c.is(MemberBlockItemSyntax.self) { return nil }
            current = c.parent
        }
        return nil
    }

    /// The simple name of a declared type (`Period`, `Period?`, `Models.Period` → `Period`); nil for generic or
    /// compound types.
    static func simpleTypeName(_ type: String) -> String? {
        var t = type.trimmingCharacters(in: .whitespaces)
        while t.hasSuffix("?") || t.hasSuffix("!") { t.removeLast() }
        guard !t.isEmpty, t.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) else { return nil }
        let simple = t.split(separator: ".").last.map(String.init) ?? t
        return simple.first?.isUppercase == true ? simple : nil
    }

    /// Stacks a section header lays its title out in.
    private static let headerStacks: Set<String> = ["HStack", "VStack", "Group"]

    /// The first `Text` call a stack's content closure holds directly.
    private static func firstText(in stack: FunctionCallExprSyntax) -> FunctionCallExprSyntax? {
        guard let closure = stack.trailingClosure else { return nil }
        for item in closure.statements {
            if let call = item.item.as(ExpressionStmtSyntax.self)?.expression.as(FunctionCallExprSyntax.self) ?? item.item.as(FunctionCallExprSyntax.self) {
                var base = call
                while let inner = base.calledExpression.as(MemberAccessExprSyntax.self)?.base?.as(FunctionCallExprSyntax.self) { base = inner }
                if SyntaxHelpers.calleePath(base)?.last == "Text" { return base }
            }
        }
        return nil
    }

    /// True for `Section { } header: { Text("…") }` and `Section(header: Text("…"))`: the text titles a section. The
    /// header's first text in a stack (`header: { HStack { Text("Places"); Spacer(); Text(count) } }`) titles it too.
    static func isSectionHeader(_ node: FunctionCallExprSyntax) -> Bool {
        var current = Syntax(node)
        for _ in 0..<14 {
            guard let parent = current.parent else { return false }
            if let trailing = parent.as(MultipleTrailingClosureElementSyntax.self) {
                return trailing.label.text == "header"
            }
            if let labeled = parent.as(LabeledExprSyntax.self), labeled.label?.text == "header" {
                return labeled.parent?.parent?.as(FunctionCallExprSyntax.self).flatMap { SyntaxHelpers.calleePath($0)?.last } == "Section"
            }
            if parent.is(FunctionCallExprSyntax.self) && !parent.is(ClosureExprSyntax.self) && parent.id != node.id {
                if let call = parent.as(FunctionCallExprSyntax.self), call.calledExpression.is(MemberAccessExprSyntax.self) {
                    current = parent
                    continue
                }
                if let call = parent.as(FunctionCallExprSyntax.self), let stack = SyntaxHelpers.calleePath(call)?.last,
                    Self.headerStacks.contains(stack), Self.firstText(in: call)?.id == node.id
                {
                    current = parent
                    continue
                }
                return false
            }
            current = parent
        }
        return false
    }

    /// Every literal text an expression can show, also through `NSLocalizedString("…")`, `String(localized:)`,
    /// `LocalizedStringKey("…")`, the app's own localization wrappers and accessors (`LocalizationWrappers`, their
    /// language choices in the fallback language's text): both sides of `cond ? "A" : "B"`, and of ternaries nested in
    /// parentheses.
    static func userTexts(_ expr: ExprSyntax) -> [(String, ExprSyntax)] {
        let expr = SyntaxHelpers.unwrapped(expr)
        if let seq = expr.as(SequenceExprSyntax.self), let ti = seq.elements.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }),
            let tern = seq.elements[ti].as(UnresolvedTernaryExprSyntax.self)
        {
            let rest = Array(seq.elements[seq.elements.index(after: ti)...])
            return userTexts(tern.thenExpression) + (rest.count == 1 ? userTexts(rest[0]) : [])
        }
        return singleText(expr).map { [$0] } ?? []
    }

    /// The literal texts an argument of a text-taking control shows: its own (`userTexts`), else those of the literal
    /// collection it reads an element of in a `ForEach` (`CollectionTexts`: `Toggle(habit.1, …)` over `let habits`).
    static func shownTexts(_ expr: ExprSyntax) -> [(String, ExprSyntax)] {
        let own = userTexts(expr)
        return own.isEmpty ? CollectionTexts.texts(expr, literal: userTexts) : own
    }

    /// Both literal sides of a ternary written as the elements of an unfolded sequence (`cond`, `?:` with its then
    /// side, else side); nothing when the elements are not one ternary.
    static func ternaryTexts(_ els: [ExprSyntax]) -> [(String, ExprSyntax)] {
        guard let ti = els.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }), ti > 0, ti + 2 == els.count,
            let tern = els[ti].as(UnresolvedTernaryExprSyntax.self)
        else { return [] }
        return userTexts(tern.thenExpression) + userTexts(els[ti + 1])
    }

    private static func singleText(_ expr: ExprSyntax) -> (String, ExprSyntax)? {
        if let s = SyntaxHelpers.stringLiteral(expr) { return s.isEmpty ? nil : (s, expr) }
        if let k = LocalizationWrappers.accessorKey(of: expr) { return (k, expr) }
        if let texts = LocalizationWrappers.chosenTexts(of: expr), let first = texts.first { return (first, expr) }
        let key: ExprSyntax?
        if let call = expr.as(FunctionCallExprSyntax.self) {
            key = SyntaxHelpers.calleePath(call)?.last == "Text" ? call.arguments.first?.expression : LocalizationWrappers.keyArgument(of: call)
        } else {
            key = expr.as(MemberAccessExprSyntax.self).flatMap(LocalizationWrappers.keyReceiver)
        }
        guard let key, let s = SyntaxHelpers.stringLiteral(key), !s.isEmpty else { return nil }
        return (s, key)
    }

    /// UIKit assignments: `label.text = "…"`, `title = "…"`, `view.backgroundColor = …`, `overrideUserInterfaceStyle = .light`.
    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        if node.elements.contains(where: { $0.is(UnresolvedTernaryExprSyntax.self) }) { adaptiveLiteral(ExprSyntax(node)) }
        let els = Array(node.elements)
        guard els.count >= 3, els[1].is(AssignmentExprSyntax.self) else { return .visitChildren }
        let lhs = els[0].trimmedText
        let property = lhs.split(separator: ".").last.map(String.init) ?? lhs
        let rhs = els[2]
        if ["text", "title", "placeholder", "accessibilityLabel", "prompt", "message"].contains(property), !scopes.isEmpty {
            // `label.text = "…"`, or both sides of `label.text = isPaid ? "Paid." : "Pay now"` (one unfolded sequence).
            let texts = els.count == 3 ? Self.userTexts(rhs) : Self.ternaryTexts(Array(els.dropFirst(2)))
            let element = screenTitle(lhs) ? ViewText.uiKitScreenTitle : "UIKit." + property
            for (text, at) in texts {
                scopes[scopes.count - 1].texts.append(ViewText(text: text, element: element, location: location(at)))
            }
        }
        guard els.count == 3 else { return .visitChildren }
        if property == "overrideUserInterfaceStyle", let m = rhs.as(MemberAccessExprSyntax.self) {
            let scheme = m.declName.baseName.text
            if scheme == "light" || scheme == "dark", Self.pinsAScreen(lhs),
                !Self.isAppearancePreference(Syntax(node), setting: property, scheme: scheme)
            {
                facts.overrides.append(
                    ColorSchemeOverride(scheme: scheme, expression: folded(node), location: location(node), enclosingType: enclosingTypeName))
            }
        }
        // AppKit's `window.appearance = NSAppearance(named: .darkAqua)` pins as UIKit's style does.
        if property == "appearance", let scheme = AppKitAppearance.scheme(of: rhs), AppKitAppearance.pinsWindowOrApp(lhs),
            !Self.isAppearancePreference(Syntax(node), setting: property, scheme: scheme)
        {
            facts.overrides.append(
                ColorSchemeOverride(scheme: scheme, expression: folded(node), location: location(node), enclosingType: enclosingTypeName))
        }
        // `self.tint = .orange` where `let tint: Color`: SwiftUI's orange, not UIKit's fixed one.
        let own = lhs == property || lhs == "self." + property
        let swiftUIColor = own && ["Color", "SwiftUI.Color", "Color?"].contains(declaredType(ofProperty: property) ?? "")
        InlineLiteralCollector.collect(assignment: property, value: rhs, node: node, visitor: self, flavor: swiftUIColor ? .swiftUI : .uiKit)
        return .visitChildren
    }

    /// True when `lhs` is the screen title of the enclosing view controller: `navigationItem.title`, or its own `title`
    /// (`title = "Ajustes"`, `self.title`), which UIKit shows in the navigation bar (and the tab, when no item has one).
    private func screenTitle(_ lhs: String) -> Bool {
        let path = lhs.hasPrefix("self.") ? String(lhs.dropFirst(5)) : lhs
        guard path == "title" || path == "navigationItem.title", let scope = scopes.last else { return false }
        return scope.view == .uiKit && (scope.name.hasSuffix("Controller") || scope.inherited.contains { $0.hasSuffix("Controller") })
    }

    /// The declared type of a stored property of the enclosing types, innermost first, when written.
    private func declaredType(ofProperty name: String) -> String? {
        for s in scopes.reversed() {
            if let p = s.storedProperties.first(where: { $0.name == name }), !p.type.isEmpty { return p.type }
        }
        return nil
    }

    // MARK: - Shared with the literal collector

    /// Records `expr` when it is a light/dark pair of literal colors written in place: a choice on the appearance
    /// (`colorScheme == .dark ? A : B`) or a light/dark call (`Color(light: A, dark: B)`), both values exact.
    private func adaptiveLiteral(_ expr: ExprSyntax) {
        let text = expr.trimmedDescription
        let flavor: ColorFlavor = text.contains("UIColor") || text.contains("NSColor") ? .uiKit : .swiftUI
        guard case .dynamic(let light, let dark)? = ColorExpressionReader.read(expr, flavor: flavor), light.isLiteral, dark.isLiteral else { return }
        facts.adaptiveLiterals.append(
            FileFacts.RawAdaptiveLiteral(
                color: .dynamic(light: light, dark: dark), expression: folded(expr), enclosingType: enclosingTypeName, location: location(expr)))
    }

    /// Records an inline literal in the current type.
    func addLiteral(kind: ValueKind, modifier: String, value: DesignValue?, systemName: String? = nil, color: ColorExpr? = nil, at node: some SyntaxProtocol) {
        let lit = InlineLiteral(
            kind: kind, modifier: modifier, value: value, systemName: systemName, expression: folded(node),
            enclosingType: enclosingTypeName, location: location(node))
        facts.literals.append(FileFacts.RawLiteral(literal: lit, color: color))
    }

    /// True when `overrideUserInterfaceStyle` is set on what shows a whole screen or the app: the controller or view
    /// whose code it is (`overrideUserInterfaceStyle`, `self.…`, `view.…`), a window (`view.window?.…`, `window.…`) or a
    /// controller (`navigationController?.…`, `hostingVC.…`). One subview's (`mapView.overrideUserInterfaceStyle =
    /// .dark`: the map's tiles, a picker, a label) styles that control, not the app's appearance.
    static func pinsAScreen(_ lhs: String) -> Bool {
        var parts = lhs.filter { $0 != "?" && $0 != "!" && !$0.isWhitespace }.split(separator: ".").map(String.init)
        if parts.first == "self" { parts.removeFirst() }
        guard parts.count >= 2 else { return true }
        let receiver = parts[parts.count - 2].lowercased()
        // `UIApplication.shared.windows.first?.…` and `scene.windows.forEach { … }` reach a window through the path.
        let throughWindow = parts.dropLast().contains { $0.lowercased().contains("window") || $0.lowercased().contains("scene") }
        return receiver == "view" || throughWindow || receiver.hasSuffix("controller") || receiver.hasSuffix("vc")
    }

    /// True when the code around a `.light`/`.dark` assignment (or modifier) also sets another appearance
    /// (`.unspecified`, `nil`, the other scheme, a stored value) to the same setting: a switch or if over the
    /// user's appearance preference (`case .automatic: … = .unspecified; case .light: … = .light`), not the app
    /// forcing one appearance. "Around" is the innermost function, closure or accessor body.
    static func isAppearancePreference(_ node: Syntax, setting: String, scheme: String) -> Bool {
        // The same target only: `overrideUserInterfaceStyle` and `view.window?.overrideUserInterfaceStyle` are two settings.
        func target(_ e: some SyntaxProtocol) -> String {
            var t = e.trimmedDescription.filter { $0 != "?" && $0 != "!" && !$0.isWhitespace }
            if t.hasPrefix("self.") { t.removeFirst(5) }
            return t
        }
        let own = node.as(SequenceExprSyntax.self).flatMap { $0.elements.first.map(target) }
        var scope: Syntax? = node.parent
        while let s = scope,
            !(s.is(FunctionDeclSyntax.self) || s.is(ClosureExprSyntax.self) || s.is(AccessorDeclSyntax.self)
                || s.is(InitializerDeclSyntax.self) || s.is(AccessorBlockSyntax.self))
        {
            scope = s.parent
        }
        guard let scope else { return false }
        // The scheme a value names (`.dark`, `NSAppearance(named: .darkAqua)`), else the value as written.
        func schemeName(_ e: ExprSyntax) -> String {
            AppKitAppearance.scheme(of: e) ?? SyntaxHelpers.unwrapped(e).as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? e.trimmedDescription
        }
        var values: Set<String> = []
        for seq in SyntaxHelpers.descendants(of: scope, SequenceExprSyntax.self) {
            let els = Array(seq.elements)
            guard els.count == 3, els[1].is(AssignmentExprSyntax.self),
                els[0].trimmedDescription.split(separator: ".").last.map(String.init) == setting, own == nil || target(els[0]) == own
            else { continue }
            values.insert(schemeName(els[2]))
        }
        for call in SyntaxHelpers.descendants(of: scope, FunctionCallExprSyntax.self) {
            guard call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == setting, let arg = call.arguments.first?.expression
            else { continue }
            values.insert(schemeName(arg))
        }
        return values.contains { $0 != scheme }
    }

    /// Records a forced appearance set by a modifier, located at the modifier's name.
    func addOverride(scheme: String, modifier call: FunctionCallExprSyntax) {
        if call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "preferredColorScheme",
            Self.isAppearancePreference(Syntax(call), setting: "preferredColorScheme", scheme: scheme)
        {
            return
        }
        let at = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName
        let text = (at.map { "." + $0.baseName.text } ?? "") + "(" + folded(call.arguments) + ")"
        if Self.isBodyRoot(call) { facts.rootOverrides.insert(facts.overrides.count) }
        facts.overrides.append(
            ColorSchemeOverride(
                scheme: scheme, expression: text, location: at.map { location($0) } ?? location(call), enclosingType: enclosingTypeName))
    }

    /// Records an inline literal whose expression is a whole modifier call (`.shadow(...)`), located at the modifier's name.
    func addLiteral(kind: ValueKind, modifier: String, value: DesignValue?, modifierCall call: FunctionCallExprSyntax) {
        let at = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName
        let text = (at.map { "." + $0.baseName.text } ?? "") + "(" + folded(call.arguments) + ")"
        let lit = InlineLiteral(
            kind: kind, modifier: modifier, value: value, expression: text, enclosingType: enclosingTypeName,
            location: at.map { location($0) } ?? location(call))
        facts.literals.append(FileFacts.RawLiteral(literal: lit, color: nil))
    }

    private func assetReference(_ node: FunctionCallExprSyntax) {
        guard let path = SyntaxHelpers.calleePath(node), let type = path.first, ["Color", "UIColor", "NSColor"].contains(type) || path == ["init"] else {
            return
        }
        guard path.count == 1 || path.last == "init" else { return }
        // `.init("…")` takes its type from where it stands: a color only where a color goes (`NSPasteboard(name: .init(
        // "com.app.selection"))` names a pasteboard).
        if path == ["init"], !ImplicitColorContext.takesColor(node) { return }
        switch reads.color(ExprSyntax(node), flavor: type == "Color" ? .swiftUI : .uiKit) {
        case .asset(let n)?:
            facts.assetReferences.append(.init(name: n, isSymbol: false, expression: folded(node), location: location(node), appKit: type == "NSColor"))
        case .assetSymbol(let n)?:
            facts.assetReferences.append(.init(name: n, isSymbol: true, expression: folded(node), location: location(node)))
        default: break
        }
    }
}
