import GapCheckModel
import SwiftSyntax

/// A code element as one file writes it, before token names are resolved across the tree.
struct RawElement: Sendable {
    /// One style value as written: a color, a gradient, a font or a length, with where it is set.
    ///
    /// Stored behind one shared, immutable reference (copy on write): every element a stack encloses
    /// copies the stack's styles, and an element holds seven of them, so inline they made each element
    /// about 1.3 KB and the reader's peak memory several copies of all elements (bench/RESULTS.md, issue
    /// 14). Fields read and write as before (`style.expression`, `element.color?.inherited = true`).
    @dynamicMemberLookup
    struct Style: Sendable {
        /// The values.
        struct Fields: Sendable {
            var expression: String
            var location: SourceLocation
            var color: ColorExpr?
            var gradient: [ColorExpr]?
            var font: FontExpr?
            /// A radius as a number, or as a token path to resolve (`CornerRadius.lg`).
            var length: Double?
            var lengthPath: [String]?
            var inherited = false
            /// Set on the root of a view's body (or a full-screen container there).
            var atViewRoot = false
            /// For a padding: the vertical one, as a number or a token path (`length` is the horizontal one).
            var vertical: Double?
            var verticalPath: [String]?
            /// The container that sets it draws other texts too: it is a card's, not the element's own box.
            var sharedBox = false
            /// Where along the path from the body's root it was applied: a later (inner) modifier wins over an
            /// earlier one, also over the app's own modifiers resolved across files.
            var seq = 0
            /// The app's `ViewModifier` or `View` extension it comes from (`.cardStyle()`).
            var via: String?
            /// For an opacity a condition chooses (`.opacity(isDimmed ? 0.55 : 1)`): the values it may take; empty when
            /// only the running app knows it (`.opacity(level)`). `length` is then nil.
            var choices: [Double]?
        }

        /// Shared storage: copies of a style share it, and a write replaces it.
        private final class Box: Sendable {
            let fields: Fields
            init(_ fields: Fields) { self.fields = fields }
        }

        private var box: Box

        init(
            expression: String, location: SourceLocation, color: ColorExpr? = nil, gradient: [ColorExpr]? = nil, font: FontExpr? = nil,
            length: Double? = nil, lengthPath: [String]? = nil
        ) {
            box = Box(
                Fields(expression: expression, location: location, color: color, gradient: gradient, font: font, length: length, lengthPath: lengthPath))
        }

        subscript<T>(dynamicMember key: KeyPath<Fields, T>) -> T { box.fields[keyPath: key] }

        subscript<T>(dynamicMember key: WritableKeyPath<Fields, T>) -> T {
            get { box.fields[keyPath: key] }
            set {
                var f = box.fields
                f[keyPath: key] = newValue
                box = Box(f)
            }
        }
    }

    /// A `ViewModifier` type (`CardStyle`) or a `View` extension method (`.cardStyle`) the app applies.
    struct AppliedModifier: Sendable {
        var name: String
        var seq: Int
        var inherited: Bool
    }

    var view: String
    var kind: String
    var role: ElementRole
    var text: String?
    var symbol: String?
    var color: Style?
    var background: Style?
    var font: Style?
    var radius: Style?
    var padding: Style?
    var shadow: Style?
    var opacity: Style?
    var accessibilityLabel: String?
    var location: SourceLocation
    var inMenu = false
    var inControl = false
    var inTabBar = false
    /// The app's own `ButtonStyle` the element's button uses (`PillButtonStyle`), resolved across files.
    var buttonStyle: String?
    /// The app's own modifiers applied on the way to the element, outermost first.
    var modifiers: [AppliedModifier] = []
    /// UIKit: `adjustsFontForContentSizeCategory = true/false` on the same receiver, where written.
    var adjustsFontForContentSize: Bool?
    /// For `Image(systemName: name)` in a component: the stored property that holds the symbol, filled in
    /// from the component's call sites (`ComponentSymbols`).
    var symbolParameter: String?
    /// The smallest side of the control's frame, for an element inside a control whose label (or the control
    /// itself) sets `.frame(width:height:)` or `.frame(minWidth:minHeight:)` with numbers: its hit area.
    var hitSize: Double?
    /// For a call of one of the app's views (`FormatButton(systemName: "bold")`): the view's name and its
    /// string-literal arguments by label. Not an element itself; `ComponentSymbols` reads and drops it.
    var component: String?
    var componentArguments: [String: String] = [:]
}

/// What an app's `ViewModifier` (its `body(content:)`) or `View` extension method sets on the view it
/// modifies, as written; `applies` names the app's other modifiers it applies in turn.
struct RawViewModifier: Sendable {
    var color: RawElement.Style?
    var background: RawElement.Style?
    var font: RawElement.Style?
    var radius: RawElement.Style?
    var padding: RawElement.Style?
    var shadow: RawElement.Style?
    var opacity: RawElement.Style?
    var applies: [String] = []
}

/// What an app's `ButtonStyle` sets on `configuration.label`, as written.
struct RawButtonStyle: Sendable {
    var color: RawElement.Style?
    var background: RawElement.Style?
    var font: RawElement.Style?
    var radius: RawElement.Style?
}

/// Walks the SwiftUI views (and UIKit view classes) of one file and records each user-visible element
/// with the modifiers that style it: its own, and those of the stacks that enclose it (SwiftUI passes
/// `font`, `foregroundStyle` and `tint` down the hierarchy; a container's `background` is behind it).
struct ViewElementCollector {
    let converter: SourceLocationConverter
    /// The file's display path, for locations.
    let path: String
    /// The file's color and font reads, shared with its declaration visitor (`SwiftFileVisitor.reads`).
    var reads = ExpressionReads()

    /// The styles in effect at a point of a view's body.
    private struct Context {
        /// The color a control's label draws in: the foreground, or the `.tint`/`.accentColor` where no explicit
        /// foreground overrides it.
        var color: RawElement.Style?
        /// The foreground alone (`.foregroundColor`, `.foregroundStyle`): what a plain `Text` draws in, since `.tint`
        /// colors controls, not text.
        var foreground: RawElement.Style?
        var background: RawElement.Style?
        var font: RawElement.Style?
        var radius: RawElement.Style?
        var padding: RawElement.Style?
        var shadow: RawElement.Style?
        var opacity: RawElement.Style?
        /// A `.fontWeight`/`.bold()` applied without a font: it modifies the inherited (or default body) font.
        var weight: (Int, String, SourceLocation)?
        var inButton = false
        /// In a `.tabItem`.
        var inTabBar = false
        /// `.accessibilityLabel` of an enclosing control: it names the icon inside.
        var controlLabel: String?
        /// Modifiers applied so far on the path from the body's root (orders own and app modifiers).
        var seq = 0
        /// The app's own modifiers applied on the way.
        var custom: [RawElement.AppliedModifier] = []
        /// Inside swipe actions, context menus, alerts and dialogs.
        var inMenu = false
        /// `.navigationBarTitleDisplayMode(.inline)` seen on the chain.
        var inlineTitle = false
        /// A `.buttonStyle` other than plain applies to the buttons inside: their labels' look is the style's.
        var customButtonStyle = false
        /// Its type name when it is a call or member of the app's own style (`NextUpButtonStyle(...)`).
        var buttonStyleName: String?
        /// True at the top of a view's body and inside the full-screen containers there: a background set
        /// here paints the screen's canvas, not a card behind a text.
        var atRoot = false
        /// The largest frame (its smaller side) set on the way from the enclosing control to here: the hit area.
        var hitSize: Double?

        /// The same styles as seen from inside a container: inherited.
        var inside: Context {
            var c = self
            c.atRoot = false
            c.color?.inherited = true; c.foreground?.inherited = true; c.background?.inherited = true; c.font?.inherited = true; c.radius?.inherited = true
            c.padding?.inherited = true; c.shadow?.inherited = true; c.opacity?.inherited = true
            for i in c.custom.indices { c.custom[i].inherited = true }
            return c
        }
    }

    /// Calls that show text and the role they give it.
    private static let elementKinds: [String: ElementRole] = [
        "Text": .text, "Label": .text, "Button": .action, "Link": .action, "NavigationLink": .action, "Toggle": .toggle,
        "TextField": .field, "SecureField": .field, "Image": .icon, "Menu": .action
    ]
    /// Controls whose label SwiftUI draws in the tint color.
    private static let tintedControls: Set<String> = ["Button", "Link", "NavigationLink", "Menu"]
    /// Modifiers whose closure or argument holds more views, shown in the same environment.
    private static let contentModifiers: Set<String> = [
        "overlay", "toolbar", "safeAreaInset", "sheet", "popover", "fullScreenCover", "navigationDestination", "contextMenu",
        "swipeActions", "alert", "confirmationDialog", "tabItem", "searchable"
    ]
    /// Containers that fill the screen when they are a body's root: their backgrounds, and those of their direct
    /// content, are the canvas too (a `List`'s rows are not).
    private static let screenContainers: Set<String> = [
        "NavigationStack", "NavigationView", "NavigationSplitView", "ScrollView", "TabView", "Group", "ZStack", "GeometryReader"
    ]
    /// Modifiers `apply` reads; the others (`padding`, `frame`, `onTapGesture`...) are skipped before any text is built.
    private static let styleModifiers: Set<String> = [
        "font", "fontWeight", "bold", "foregroundColor", "foregroundStyle", "tint", "accentColor", "background", "backgroundStyle",
        "cornerRadius", "clipShape", "mask", "buttonStyle", "navigationTitle", "navigationBarTitle", "navigationBarTitleDisplayMode",
        "accessibilityLabel", "padding", "shadow", "opacity", "modifier"
    ]
    /// SwiftUI's own modifiers that style nothing the comparison reads: never looked up as the app's own.
    private static let systemModifiers: Set<String> = [
        "frame", "onTapGesture", "onAppear", "onDisappear", "task", "onChange", "id", "tag", "animation", "transition", "disabled",
        "lineLimit", "multilineTextAlignment", "listRowBackground", "listRowInsets", "listStyle", "scrollContentBackground",
        "environment", "environmentObject", "onReceive", "refreshable", "ignoresSafeArea", "edgesIgnoringSafeArea", "offset",
        "zIndex", "accessibilityIdentifier", "accessibilityHint", "accessibilityElement", "accessibilityAddTraits", "hidden",
        "layoutPriority", "fixedSize", "scaleEffect", "rotationEffect", "gesture", "simultaneousGesture", "contentShape",
        "textFieldStyle", "pickerStyle", "toggleStyle", "labelStyle", "keyboardType", "textContentType", "autocapitalization",
        "textInputAutocapitalization", "autocorrectionDisabled", "submitLabel", "onSubmit", "focused", "presentationDetents",
        "minimumScaleFactor", "truncationMode", "lineSpacing", "kerning", "tracking", "italic", "underline", "strikethrough",
        "symbolRenderingMode", "imageScale", "resizable", "aspectRatio", "scaledToFit", "scaledToFill", "clipped", "border",
        "stroke", "fill", "navigationBarHidden", "navigationBarBackButtonHidden", "toolbarBackground", "tabViewStyle",
        "foregroundStyle", "badge", "allowsHitTesting", "onDelete", "onMove", "interactiveDismissDisabled", "preferredColorScheme"
    ]
    private static let actionModifiers: Set<String> = ["swipeActions", "contextMenu", "alert", "confirmationDialog"]
    private static let shapes: Set<String> = ["RoundedRectangle", "Capsule", "Rectangle", "Circle", "UnevenRoundedRectangle", "Ellipse"]

    /// The elements and the button styles of `tree`, from one walk over its type declarations.
    func collectAll(_ tree: SourceFileSyntax) -> (elements: [RawElement], buttonStyles: [String: RawButtonStyle], viewModifiers: [String: RawViewModifier]) {
        let decls = TypeDeclFinder.find(in: tree)
        return (collect(decls), buttonStyles(decls), viewModifiers(decls))
    }

    /// What each `ButtonStyle` of the file sets on `configuration.label` in `makeBody`.
    func buttonStyles(_ tree: SourceFileSyntax) -> [String: RawButtonStyle] { buttonStyles(TypeDeclFinder.find(in: tree)) }

    private func buttonStyles(_ decls: TypeDeclFinder) -> [String: RawButtonStyle] {
        var out: [String: RawButtonStyle] = [:]
        for decl in decls.structs {
            let inherited = decl.inheritanceClause?.inheritedTypes.map { $0.type.trimmedText } ?? []
            guard inherited.contains("ButtonStyle") || inherited.contains("PrimitiveButtonStyle") else { continue }
            for member in decl.memberBlock.members {
                guard let f = member.decl.as(FunctionDeclSyntax.self), f.name.text == "makeBody", let body = f.body else { continue }
                // The longest modifier chain on `configuration.label` is the style.
                var best: [FunctionCallExprSyntax] = []
                for call in SyntaxHelpers.descendants(of: body, FunctionCallExprSyntax.self) {
                    var chain: [FunctionCallExprSyntax] = []
                    var current = ExprSyntax(call)
                    while let c = current.as(FunctionCallExprSyntax.self), let base = modifierBase(c) { chain.append(c); current = base }
                    if current.trimmedText == "configuration.label", chain.count > best.count { best = chain }
                }
                guard !best.isEmpty else { continue }
                var c = Context()
                var hasBackground = false, radius: RawElement.Style?, accessibility: String?, titles: [(String, SourceLocation)] = []
                for m in best {
                    let name = m.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? ""
                    apply(name, m, to: &c, hasBackground: &hasBackground, radius: &radius, accessibility: &accessibility, titles: &titles)
                }
                var font = c.font
                if let (w, expr, _) = c.weight, var f = font { f.font = f.font.map { .modified($0, [.weight(w)]) }; f.expression += " " + expr; font = f }
                out[decl.name.text] = RawButtonStyle(color: c.color, background: c.background, font: font, radius: c.radius ?? (hasBackground ? radius : nil))
            }
        }
        return out
    }

    /// What each `ViewModifier` type of the file (by type name) and each method of a `View` extension (by
    /// `.name`) sets on the view it modifies: the longest modifier chain on `content` or `self` in its body.
    func viewModifiers(_ tree: SourceFileSyntax) -> [String: RawViewModifier] { viewModifiers(TypeDeclFinder.find(in: tree)) }

    private func viewModifiers(_ decls: TypeDeclFinder) -> [String: RawViewModifier] {
        var out: [String: RawViewModifier] = [:]
        var bodies: [(String, CodeBlockSyntax, String)] = []
        for decl in decls.structs {
            let inherited = decl.inheritanceClause?.inheritedTypes.map { $0.type.trimmedText } ?? []
            guard inherited.contains("ViewModifier") else { continue }
            for member in decl.memberBlock.members {
                guard let f = member.decl.as(FunctionDeclSyntax.self), f.name.text == "body", let body = f.body else { continue }
                bodies.append((decl.name.text, body, "content"))
            }
        }
        for ext in decls.extensions where ["View", "SwiftUI.View"].contains(ext.extendedType.trimmedText) {
            for member in ext.memberBlock.members {
                guard let f = member.decl.as(FunctionDeclSyntax.self), let body = f.body,
                    f.signature.returnClause?.type.trimmedText.contains("View") ?? false
                else { continue }
                bodies.append(("." + f.name.text, body, "self"))
            }
        }
        for (name, body, subject) in bodies {
            var best: [FunctionCallExprSyntax] = []
            for call in SyntaxHelpers.descendants(of: body, FunctionCallExprSyntax.self) {
                var chain: [FunctionCallExprSyntax] = []
                var current = ExprSyntax(call)
                while let c = current.as(FunctionCallExprSyntax.self), let base = modifierBase(c) { chain.append(c); current = base }
                // `padding().background(…)` in an extension: the innermost call is on an implicit `self`.
                if let c = current.as(FunctionCallExprSyntax.self), let ref = c.calledExpression.as(DeclReferenceExprSyntax.self),
                    ref.baseName.text.first?.isLowercase ?? false
                {
                    chain.append(c)
                    current = ExprSyntax(ref)
                }
                let base = current.trimmedText
                guard
                    base == subject || base == "self"
                        || current.is(DeclReferenceExprSyntax.self) && chain.last.map({ $0.calledExpression.is(DeclReferenceExprSyntax.self) }) == true
                else { continue }
                if chain.count > best.count { best = chain }
            }
            guard !best.isEmpty else { continue }
            var c = Context()
            var hasBackground = false, radius: RawElement.Style?, accessibility: String?, titles: [(String, SourceLocation)] = []
            for m in best {
                apply(Self.modifierName(m), m, to: &c, hasBackground: &hasBackground, radius: &radius, accessibility: &accessibility, titles: &titles)
            }
            var font = c.font
            if let (w, expr, _) = c.weight, var f = font { f.font = f.font.map { .modified($0, [.weight(w)]) }; f.expression += " " + expr; font = f }
            out[name] = RawViewModifier(
                color: c.color, background: c.background, font: font, radius: c.radius ?? (hasBackground ? radius : nil), padding: c.padding,
                shadow: c.shadow, opacity: c.opacity, applies: c.custom.map(\.name))
        }
        return out
    }

    /// The smaller side of `.frame(width: 72, height: 72)` or `.frame(minWidth: 44, minHeight: 44)` when both
    /// are numbers; nil for a frame that fixes one side only or sizes by expressions.
    static func frameSide(_ m: FunctionCallExprSyntax) -> Double? {
        var w: Double?, h: Double?
        for arg in m.arguments {
            guard let label = arg.label?.text, let v = NumberEvaluator.evaluate(arg.expression) else { continue }
            switch label {
            case "width", "minWidth": w = max(w ?? 0, v)
            case "height", "minHeight": h = max(h ?? 0, v)
            default: continue
            }
        }
        guard let w, let h else { return nil }
        return min(w, h)
    }

    /// The name of a modifier call: `.padding(…)` or, in a `View` extension, `padding(…)` on an implicit `self`.
    private static func modifierName(_ m: FunctionCallExprSyntax) -> String {
        m.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? m.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? ""
    }

    /// Most elements kept per view and file, as on the design side (`DesignElementExtractor.maxPerScreen`).
    static let maxPerView = 400

    /// Elements of every SwiftUI view and UIKit view class declared in `tree`.
    func collect(_ tree: SourceFileSyntax) -> [RawElement] { collect(TypeDeclFinder.find(in: tree)) }

    private func collect(_ decls: TypeDeclFinder) -> [RawElement] {
        var out: [RawElement] = []
        for decl in decls.structs {
            let inherited = decl.inheritanceClause?.inheritedTypes.map { $0.type.trimmedText } ?? []
            guard inherited.contains(where: { SwiftFileVisitor.swiftUIViewTypes.contains($0) }) else { continue }
            var mine: [RawElement] = []
            swiftUIMembers(decl.memberBlock, view: decl.name.text, into: &mine)
            out += mine.prefix(Self.maxPerView)
        }
        for ext in decls.extensions {
            // `extension DashboardView { var header: some View { … } }`: helpers of a view declared elsewhere.
            let name = ext.extendedType.trimmedText
            guard let first = name.first, first.isUppercase, !["View", "Text", "Color", "Font", "Image"].contains(name) else { continue }
            swiftUIMembers(ext.memberBlock, view: name, into: &out)
        }
        for decl in decls.classes {
            let inherited = decl.inheritanceClause?.inheritedTypes.map { $0.type.trimmedText } ?? []
            guard let superclass = inherited.first, SwiftFileVisitor.isUIKitViewClass(superclass) else { continue }
            uiKit(decl.memberBlock, view: decl.name.text, into: &out)
        }
        return out
    }

    // MARK: - SwiftUI

    /// `body` and every computed property or function returning a view.
    private func swiftUIMembers(_ block: MemberBlockSyntax, view: String, into out: inout [RawElement]) {
        for member in block.members {
            if let v = member.decl.as(VariableDeclSyntax.self) {
                for b in v.bindings {
                    let type = b.typeAnnotation?.type.trimmedText ?? ""
                    let name = b.pattern.trimmedText
                    guard name == "body" || type.contains("View"), let accessor = b.accessorBlock else { continue }
                    var root = Context()
                    root.atRoot = name == "body"
                    walk(Syntax(accessor), root, view: view, into: &out)
                }
            } else if let f = member.decl.as(FunctionDeclSyntax.self), let body = f.body,
                f.signature.returnClause?.type.trimmedText.contains("View") ?? false
            {
                walk(Syntax(body), Context(), view: view, into: &out)
            }
        }
    }

    private func walk(_ node: Syntax, _ context: Context, view: String, into out: inout [RawElement]) {
        if let call = node.as(FunctionCallExprSyntax.self) {
            handle(call, context, view: view, into: &out)
            return
        }
        // Tokens hold no views; nested type declarations are walked as their own views.
        if node.is(TokenSyntax.self) || node.is(StructDeclSyntax.self) || node.is(ClassDeclSyntax.self) || node.is(EnumDeclSyntax.self) { return }
        for child in node.children(viewMode: .sourceAccurate) { walk(child, context, view: view, into: &out) }
    }

    /// True when `call` is `base.modifier(…)` on a view (not `Color.red.opacity`, `Font.system(...)`).
    private func modifierBase(_ call: FunctionCallExprSyntax) -> ExprSyntax? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base else { return nil }
        if let path = SyntaxHelpers.path(base), let first = path.first?.first, first.isUppercase { return nil }
        return base
    }

    private func handle(_ call: FunctionCallExprSyntax, _ incoming: Context, view: String, into out: inout [RawElement]) {
        // The modifier chain, outermost first, down to the view it modifies.
        var chain: [FunctionCallExprSyntax] = []
        var current: ExprSyntax = ExprSyntax(call)
        while let c = current.as(FunctionCallExprSyntax.self), let base = modifierBase(c) {
            chain.append(c)
            current = base
        }
        // `Text("a").bold()` style chains through member accesses without calls are rare; the base may also be
        // a property (`header.padding()`), which is walked for nothing.
        var context = incoming
        var chainHasBackground = false
        var chainRadius: RawElement.Style?
        var accessibility: String?
        var titles: [(String, SourceLocation)] = []
        let start = out.count
        for m in chain {
            let name = m.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? ""
            context.seq += 1
            apply(name, m, to: &context, hasBackground: &chainHasBackground, radius: &chainRadius, accessibility: &accessibility, titles: &titles)
            Self.stamp(&context, radius: &chainRadius)
        }
        if chainHasBackground, context.radius == nil, let r = chainRadius { context.radius = r }
        if let accessibility { context.controlLabel = accessibility }
        if incoming.atRoot, chainHasBackground {
            // On a screen, the canvas (`.background(Color(.systemGroupedBackground))` on the root stack); on a
            // component, its card. The aligner knows which the view is.
            context.background?.atViewRoot = true
        }
        for (title, at) in titles {
            var font = RawElement.Style(expression: ".navigationTitle", location: at)
            let style = context.inlineTitle ? "headline" : "largeTitle"
            font.font = FontExpressionReader.textStyle(style).map {
                var s = $0; s.weight = context.inlineTitle ? 600 : 700; return .spec(s)
            }
            font.expression = context.inlineTitle ? "inline navigation title (17pt Semibold)" : "large navigation title (34pt Bold)"
            out.append(RawElement(view: view, kind: "navigationTitle", role: .title, text: title, font: font, location: at))
        }
        // Content of modifiers (`.overlay { Badge() }`, `.toolbar { Button("Edit") }`) in the incoming environment.
        for m in chain {
            let name = m.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? ""
            guard Self.contentModifiers.contains(name) else { continue }
            var content = incoming.inside
            // Swipe actions, menus and dialogs hold actions, whatever element draws them.
            if Self.actionModifiers.contains(name) { content.inButton = true; content.inMenu = true }
            if name == "tabItem" { content.inTabBar = true }
            for arg in m.arguments { walk(Syntax(arg.expression), content, view: view, into: &out) }
            if let t = m.trailingClosure { walk(Syntax(t), content, view: view, into: &out) }
            for t in m.additionalTrailingClosures { walk(Syntax(t.closure), content, view: view, into: &out) }
        }
        guard let base = current.as(FunctionCallExprSyntax.self) else {
            walk(Syntax(current), context.inside, view: view, into: &out)
            return
        }
        let path = SyntaxHelpers.calleePath(base) ?? []
        let name = path.last ?? ""
        if path.count == 1, Self.elementKinds[name] == nil, name.first?.isUppercase ?? false {
            recordComponentCall(base, name: name, context, accessibility: accessibility, view: view, into: &out)
        }
        if path.count == 1, var role = Self.elementKinds[name] {
            if context.inButton, role == .text { role = .action }
            let styled = context.customButtonStyle && ["Button", "Link", "NavigationLink", "Menu"].contains(name)
            var own = styled ? Context() : context
            own.inMenu = context.inMenu
            if styled { own.buttonStyleName = context.buttonStyleName }
            record(base, kind: name, role: role, own, accessibility: accessibility, view: view, into: &out)
        } else if name == "Section", let header = base.arguments.first(where: { $0.label == nil || $0.label?.text == "header" }),
            let text = Self.text(header.expression)
        {
            out.append(
                RawElement(
                    view: view, kind: "Section", role: .heading, text: text, color: context.foreground, background: context.background,
                    font: context.font, location: location(header.expression)))
        }
        // Children: arguments and closures, inside the environment the chain sets.
        var inner = context.inside
        inner.atRoot = incoming.atRoot && Self.screenContainers.contains(name)
        if name == "Button" || name == "Link" || name == "NavigationLink" || name == "Menu" || name == "ShareLink" {
            if context.customButtonStyle {
                // A custom ButtonStyle sets font, colors and background itself; what encloses the button does not show.
                let menu = inner.inMenu
                inner = Context()
                inner.inMenu = menu
                inner.buttonStyleName = context.buttonStyleName
            }
            inner.inButton = true
            // The hit area is the control's: a frame set outside it (a row's height) is not, one on it is.
            var own = Context()
            var bg = false, r: RawElement.Style?, acc: String?, t: [(String, SourceLocation)] = []
            for m in chain where Self.modifierName(m) == "frame" {
                apply("frame", m, to: &own, hasBackground: &bg, radius: &r, accessibility: &acc, titles: &t)
            }
            inner.hitSize = own.hitSize
        }
        let isElement = path.count == 1 && Self.elementKinds[name] != nil
        for arg in base.arguments {
            // An element's own text argument is the element; `Section(header: Text(…))` walks its header.
            if isElement && (arg.label == nil || arg.label?.text == "verbatim") && Self.text(arg.expression) != nil { continue }
            walk(Syntax(arg.expression), inner, view: view, into: &out)
        }
        if name == "ZStack", path.count == 1, let t = base.trailingClosure {
            zStack(t, inner, atRoot: incoming.atRoot, view: view, into: &out)
        } else if let t = base.trailingClosure {
            walk(Syntax(t), inner, view: view, into: &out)
        }
        for t in base.additionalTrailingClosures { walk(Syntax(t.closure), inner, view: view, into: &out) }
        if chainHasBackground, let box = context.background?.seq { Self.markSharedBox(box, in: &out, from: start) }
    }

    /// A `ZStack`'s layers, back to front: a shape, color, gradient or image layer is the background of what is
    /// stacked on it (`ZStack { Capsule().fill(.blue); Text("PRO") }` draws the text on the blue capsule, not on
    /// the card around the stack). A layer whose paint is not known here (an image, a shape filled with the
    /// foreground style) hides the outer background too: the texts on it have no known background.
    private func zStack(_ closure: ClosureExprSyntax, _ context: Context, atRoot: Bool, view: String, into out: inout [RawElement]) {
        var layered = context
        var layers: [(seq: Int, start: Int)] = []
        for item in closure.statements {
            walk(Syntax(item), layered, view: view, into: &out)
            guard let expr = item.item.as(ExprSyntax.self), var layer = zStackLayer(expr) else { continue }
            layered.seq += 1
            layers.append((layered.seq, out.count))
            layer.fill.seq = layered.seq
            layer.fill.inherited = true
            if atRoot { layer.fill.atViewRoot = true }
            layered.background = layer.fill
            layered.padding = nil
            if layer.radius.length != nil || layer.radius.lengthPath != nil {
                var r = layer.radius
                r.seq = layered.seq
                r.inherited = true
                layered.radius = r
            }
        }
        // A layer behind more than one text is a card's, as a container's `.background` is; behind one text, it is
        // that text's own box (`ZStack { Circle().fill(.red); Text("3") }` is a badge).
        for l in layers {
            let drawn = (l.start..<out.count).filter { out[$0].background?.seq == l.seq && out[$0].role != .icon }
            if drawn.count == 1, let i = drawn.first {
                out[i].background?.inherited = false
                if out[i].radius?.seq == l.seq { out[i].radius?.inherited = false }
            }
            Self.markSharedBox(l.seq, in: &out, from: l.start)
        }
    }

    /// What a `ZStack` layer paints behind the layers after it, or nil when it is content rather than a layer.
    private func zStackLayer(_ raw: ExprSyntax) -> (fill: RawElement.Style, radius: RawElement.Style)? {
        let expr = SyntaxHelpers.unwrapped(raw)
        // Down the modifier chain to the view it modifies.
        var current = expr
        while let call = current.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            let base = member.base, !(SyntaxHelpers.path(base)?.first?.first?.isUppercase ?? false)
        {
            current = base
        }
        let at = location(raw)
        let written = SyntaxHelpers.folded(raw)
        let baseName: String? = {
            if let call = current.as(FunctionCallExprSyntax.self) { return SyntaxHelpers.calleePath(call)?.last }
            return SyntaxHelpers.path(current)?.last
        }()
        let isImage = baseName == "Image" || baseName == "AsyncImage"
        let isLayer =
            isImage || isShape(current) || gradient(current) != nil || reads.color(current, flavor: .swiftUI) != nil
        guard isLayer else { return nil }
        if !isImage, let painted = background(raw, written: written, at: at) { return painted }
        // Painted with something unknown here: no color, so nothing is compared against it.
        let unknown = RawElement.Style(expression: written, location: at)
        return (unknown, RawElement.Style(expression: written, location: at))
    }

    /// Gives the styles this chain just set the step they were set at (inherited ones keep theirs).
    private static func stamp(_ c: inout Context, radius: inout RawElement.Style?) {
        let seq = c.seq
        func set(_ s: inout RawElement.Style?) { if s != nil, s?.seq == 0 { s?.seq = seq } }
        set(&c.color); set(&c.foreground); set(&c.background); set(&c.font); set(&c.radius); set(&c.padding); set(&c.shadow); set(&c.opacity); set(&radius)
    }

    /// A container that paints a background behind more than one text is a card: its background, radius and
    /// padding are the card's, compared with a design box that holds several texts too, not with a text's own chip.
    private static func markSharedBox(_ box: Int, in out: inout [RawElement], from start: Int) {
        guard start < out.count else { return }
        let drawn = (start..<out.count).filter { out[$0].background?.seq == box && out[$0].role != .icon }
        guard drawn.count > 1 else { return }
        for i in drawn {
            out[i].background?.sharedBox = true
            if out[i].radius?.inherited ?? false { out[i].radius?.sharedBox = true }
            if out[i].padding?.inherited ?? false { out[i].padding?.sharedBox = true }
        }
    }

    /// Records the element `call` draws (`Text("x")`, `Button("Save") {}`, `Image(systemName:)`).
    private func record(
        _ call: FunctionCallExprSyntax, kind: String, role: ElementRole, _ context: Context, accessibility: String?, view: String,
        into out: inout [RawElement]
    ) {
        var text: String?
        var symbol: String?
        var symbolParameter: String?
        var at = location(call)
        var alternatives: [String] = []
        // Texts of a literal collection the element draws one per row (`Toggle(habit.1, …)` in `ForEach(habits)`),
        // each at its literal.
        var rows: [(String, SourceLocation)] = []
        for arg in call.arguments {
            let label = arg.label?.text
            if label == "systemName" || label == "systemImage" {
                symbol = SyntaxHelpers.stringLiteral(arg.expression)
                // `Image(systemName: systemName)` in a reusable view: the symbol comes from its call sites.
                if symbol == nil, let ref = arg.expression.as(DeclReferenceExprSyntax.self) { symbolParameter = ref.baseName.text }
            }
            if text == nil, label == nil || label == "verbatim" || label == "titleKey" {
                // `Text(isPaused ? "Resume" : "Start")` draws either text.
                let texts = Self.texts(arg.expression)
                if let first = texts.first {
                    text = first
                    alternatives = Array(texts.dropFirst())
                    at = location(arg.expression)
                } else if rows.isEmpty {
                    rows = CollectionTexts.texts(arg.expression) { e in Self.texts(e).map { ($0, e) } }.map { ($0.0, location($0.1)) }
                }
            }
        }
        if kind == "Image" {
            // Only SF Symbols are elements; `Image("logo")` is artwork.
            guard symbol != nil || symbolParameter != nil else { return }
            text = nil
        }
        if text == nil, let first = rows.first {
            (text, at) = first
            rows.removeFirst()
        }
        if text == nil && symbol == nil && symbolParameter == nil && kind != "Text" { return }
        if kind == "Text" && text == nil && call.arguments.isEmpty { return }
        var font = context.font
        if let (w, expr, loc) = context.weight {
            if var f = font {
                f.font = f.font.map { .modified($0, [.weight(w)]) }
                f.expression += " " + expr
                font = f
            } else if role != .icon {
                // SwiftUI's default text font is `.body`.
                font = RawElement.Style(
                    expression: expr + " on the default .body", location: loc,
                    font: FontExpressionReader.textStyle("body").map {
                        var s = $0; s.weight = w; return .spec(s)
                    })
            }
        }
        // A control's label draws in the tint; a plain text, a toggle's label and an icon beside it in the foreground.
        let tinted = context.inButton || Self.tintedControls.contains(kind)
        let shown = [(text, at)] + alternatives.map { (Optional.some($0), at) } + rows.map { (Optional.some($0.0), $0.1) }
        for (t, at) in shown {
            var e = RawElement(
                view: view, kind: kind, role: role, text: t, symbol: symbol, color: tinted ? context.color : context.foreground,
                background: context.background,
                font: font, radius: context.radius, padding: context.padding, shadow: context.shadow, opacity: context.opacity,
                accessibilityLabel: accessibility ?? context.controlLabel, location: at)
            e.inMenu = context.inMenu
            e.inControl = context.inButton
            e.inTabBar = context.inTabBar
            e.modifiers = context.custom
            e.buttonStyle = context.buttonStyleName
            e.symbolParameter = symbolParameter
            e.hitSize = context.inButton ? context.hitSize : nil
            out.append(e)
        }
    }

    /// Records a call of what may be one of the app's views with its string-literal arguments, so that a
    /// symbol the view takes as a parameter becomes an element where it is called (`ComponentSymbols`).
    private func recordComponentCall(
        _ call: FunctionCallExprSyntax, name: String, _ context: Context, accessibility: String?, view: String, into out: inout [RawElement]
    ) {
        var arguments: [String: String] = [:]
        for arg in call.arguments {
            guard let label = arg.label?.text, let value = SyntaxHelpers.stringLiteral(arg.expression) else { continue }
            arguments[label] = value
        }
        guard !arguments.isEmpty else { return }
        var e = RawElement(view: view, kind: name, role: .icon, text: nil, location: location(call))
        e.accessibilityLabel = accessibility ?? context.controlLabel
        e.inMenu = context.inMenu
        e.inTabBar = context.inTabBar
        e.component = name
        e.componentArguments = arguments
        out.append(e)
    }

    /// Every literal text an argument can show: both branches of `cond ? "A" : "B"`, and of the ternaries nested in
    /// parentheses on either side (`a ? "Owe" : (b ? "Owed" : "Balance")`).
    static func texts(_ raw: ExprSyntax) -> [String] {
        let raw = SyntaxHelpers.unwrapped(raw)
        if let seq = raw.as(SequenceExprSyntax.self), let ti = seq.elements.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }),
            let tern = seq.elements[ti].as(UnresolvedTernaryExprSyntax.self)
        {
            let rest = Array(seq.elements[seq.elements.index(after: ti)...])
            return texts(tern.thenExpression) + (rest.count == 1 ? texts(rest[0]) : [])
        }
        if let t = text(raw) { return [t] }
        return []
    }

    /// Applies one modifier of a chain to the context its view (and its children) see.
    private func apply(
        _ name: String, _ m: FunctionCallExprSyntax, to c: inout Context, hasBackground: inout Bool, radius: inout RawElement.Style?,
        accessibility: inout String?, titles: inout [(String, SourceLocation)]
    ) {
        let first = m.arguments.first?.expression
        if name == "frame", let side = Self.frameSide(m) { c.hitSize = max(c.hitSize ?? 0, side) }
        guard Self.styleModifiers.contains(name) else {
            // Possibly the app's own `View` extension (`.cardStyle()`): resolved across files by name.
            if !name.isEmpty, !Self.systemModifiers.contains(name) { c.custom.append(.init(name: "." + name, seq: c.seq, inherited: false)) }
            return
        }
        let at = location(m.calledExpression.as(MemberAccessExprSyntax.self).map { Syntax($0.declName) } ?? Syntax(m))
        let written = "." + name + "(" + SyntaxHelpers.folded(m.arguments) + ")"
        // Outermost modifiers come first: an inner one (applied earlier, closer to the view) wins, so each
        // modifier overrides what the outer ones set.
        switch name {
        case "font":
            guard let first else { return }
            // A `.fontWeight` set outside still applies to this font (a separate environment value).
            c.font = RawElement.Style(expression: written, location: at, font: reads.font(first, implicitIsFont: true))
        case "fontWeight":
            guard let first, let w = FontExpressionReader.weight(first) else { return }
            c.weight = (w, written, at)
        case "bold":
            c.weight = (700, written, at)
        case "foregroundColor", "foregroundStyle", "tint", "accentColor":
            guard let first else { return }
            let expr = SyntaxHelpers.unwrapped(first)
            let tints = name == "tint" || name == "accentColor"
            if let stops = gradient(expr) {
                c.color = RawElement.Style(expression: written, location: at, gradient: stops)
                if !tints { c.foreground = c.color }
            } else if !Self.opacityUnknown(expr), let color = reads.color(expr, flavor: .swiftUI) {
                // `.tint` colors controls only; it does not override an explicit foreground.
                if name == "tint" && c.color != nil && !(c.color?.inherited ?? true) { return }
                c.color = RawElement.Style(expression: written, location: at, color: color)
                if !tints { c.foreground = c.color }
            }
        case "background", "backgroundStyle":
            var content: ExprSyntax? = first
            if content == nil, let closure = m.trailingClosure { content = SyntaxHelpers.resultExpression(closure.statements) }
            guard let content else { return }
            guard var bg = background(content, written: written, at: at) else { return }
            if let shape = m.arguments.first(where: { $0.label?.text == "in" }), let r = shapeRadius(shape.expression) {
                bg.radius.length = r.length; bg.radius.lengthPath = r.lengthPath
                bg.radius.expression = written
                c.radius = bg.radius.length != nil || bg.radius.lengthPath != nil ? bg.radius : nil
            } else {
                c.radius = bg.radius.length != nil || bg.radius.lengthPath != nil ? bg.radius : nil
            }
            c.background = bg.fill
            // A new box: only padding applied inside it (after it in the chain) is its padding.
            c.padding = nil
            hasBackground = true
        case "cornerRadius":
            guard let first else { return }
            radius = lengthStyle(first, written: written, at: at)
        case "clipShape", "mask":
            guard let first, let r = shapeRadius(first) else { return }
            var s = r
            s.expression = written
            s.location = at
            radius = s
        case "buttonStyle":
            // `.plain`/`.borderless` keep the environment; any other style draws the label its own way.
            let arg = first?.trimmedText ?? ""
            c.customButtonStyle = !(arg == ".plain" || arg == ".borderless" || arg.hasPrefix("PlainButtonStyle") || arg.hasPrefix("BorderlessButtonStyle"))
            c.buttonStyleName = nil
            if let f = first.map(SyntaxHelpers.unwrapped), let call = f.as(FunctionCallExprSyntax.self),
                let n = SyntaxHelpers.calleePath(call)?.last, n.first?.isUppercase ?? false
            {
                c.buttonStyleName = n
            }
        case "navigationTitle", "navigationBarTitle":
            if let first, let t = Self.text(first) { titles.append((t, location(first))) }
        case "navigationBarTitleDisplayMode":
            if first?.trimmedText.hasSuffix("inline") ?? false { c.inlineTitle = true }
        case "accessibilityLabel":
            if let first, let t = Self.text(first) { accessibility = t }
        case "modifier":
            // `.modifier(CardStyle())`: the app's `ViewModifier`, resolved across files by type name.
            if let f = first.map(SyntaxHelpers.unwrapped), let call = f.as(FunctionCallExprSyntax.self), let n = SyntaxHelpers.calleePath(call)?.last {
                c.custom.append(.init(name: n, seq: c.seq, inherited: false))
            }
        case "padding":
            // Padding outside the background (`.background(…).padding()`) is a margin, not the box's padding.
            guard hasBackground, var p = padding(m, written: written, at: at) else { return }
            if let old = c.padding, !old.inherited {
                // `.padding(.horizontal, 16).padding(.vertical, 8)`: paddings add up.
                p.length = Self.sum(old.length, p.length); p.vertical = Self.sum(old.vertical, p.vertical)
                p.expression = old.expression + p.expression
                if p.lengthPath == nil { p.lengthPath = old.lengthPath }
                if p.verticalPath == nil { p.verticalPath = old.verticalPath }
            }
            c.padding = p
        case "shadow":
            var s = RawElement.Style(expression: written, location: at)
            if let r = m.arguments.first(where: { $0.label?.text == "radius" })?.expression { s.length = NumberEvaluator.evaluate(r) }
            c.shadow = s
        case "opacity":
            guard let first else { return }
            var s = RawElement.Style(expression: written, location: at)
            if let v = NumberEvaluator.evaluate(first) {
                s.length = v
            } else {
                // A fade a state chooses or only the running app knows: what the view may show, not one value.
                s.choices = Self.numberChoices(first) ?? []
            }
            c.opacity = s
        default:
            break
        }
    }

    /// True when a color's `.opacity(…)` or `.withAlphaComponent(…)` takes a value only the running app knows
    /// (`gold.opacity(isFull ? 0.15 : 0.12)`, `.opacity(level)`): the color painted is a wash of unknown strength, so it
    /// is not compared at all rather than as the solid color (a 12% wash of gold read as gold, the text on it as 1:1).
    static func opacityUnknown(_ raw: ExprSyntax) -> Bool {
        var current = SyntaxHelpers.unwrapped(raw)
        while let call = current.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            let base = member.base
        {
            let n = member.declName.baseName.text
            if n == "opacity" || n == "withAlphaComponent" {
                guard let arg = call.arguments.first?.expression else { return false }
                if NumberEvaluator.evaluate(arg) == nil { return true }
            }
            current = SyntaxHelpers.unwrapped(base)
        }
        return false
    }

    /// The two numbers of `cond ? a : b` (`zone == .one ? 0.55 : 1`); nil for anything else.
    static func numberChoices(_ raw: ExprSyntax) -> [Double]? {
        guard let seq = SyntaxHelpers.unwrapped(raw).as(SequenceExprSyntax.self) else { return nil }
        let els = Array(seq.elements)
        guard let ti = els.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }), ti > 0, ti + 2 == els.count,
            let tern = els[ti].as(UnresolvedTernaryExprSyntax.self), let a = NumberEvaluator.evaluate(tern.thenExpression),
            let b = NumberEvaluator.evaluate(els[ti + 1])
        else { return nil }
        return [a, b]
    }

    private static func sum(_ a: Double?, _ b: Double?) -> Double? { a == nil && b == nil ? nil : (a ?? 0) + (b ?? 0) }

    /// `.padding()`, `.padding(12)`, `.padding(.horizontal, 20)`, `.padding([.top, .bottom], 8)`,
    /// `.padding(EdgeInsets(top:leading:bottom:trailing:))`: horizontal (leading) and vertical (top) padding.
    private func padding(_ m: FunctionCallExprSyntax, written: String, at: SourceLocation) -> RawElement.Style? {
        var s = RawElement.Style(expression: written, location: at)
        let args = Array(m.arguments)
        // SwiftUI's default padding is 16pt on iPhone.
        var amount: (Double?, [String]?) = (16, nil)
        var edges = ".all"
        func value(_ e: ExprSyntax) -> (Double?, [String]?)? {
            if let v = NumberEvaluator.evaluate(e) { return (v, nil) }
            if let p = SyntaxHelpers.path(SyntaxHelpers.unwrapped(e)), p.count >= 2 || !(p.first?.hasPrefix(".") ?? true) { return (nil, p) }
            return nil
        }
        if let first = args.first?.expression {
            let u = SyntaxHelpers.unwrapped(first)
            if let call = u.as(FunctionCallExprSyntax.self), SyntaxHelpers.calleePath(call)?.last == "EdgeInsets" {
                func arg(_ l: String) -> Double? { call.arguments.first { $0.label?.text == l }.flatMap { NumberEvaluator.evaluate($0.expression) } }
                s.length = arg("leading"); s.vertical = arg("top")
                return s.length == nil && s.vertical == nil ? nil : s
            }
            if u.is(MemberAccessExprSyntax.self) && u.trimmedText.hasPrefix(".") || u.is(ArrayExprSyntax.self) {
                edges = u.trimmedText
                if args.count > 1 { guard let v = value(args[1].expression) else { return nil }; amount = v }
            } else {
                guard let v = value(first) else { return nil }
                amount = v
            }
        }
        let horizontal = [".all", ".horizontal", ".leading"].contains(edges) || edges.contains(".horizontal") || edges.contains(".leading")
        let vertical = [".all", ".vertical", ".top"].contains(edges) || edges.contains(".vertical") || edges.contains(".top")
        guard horizontal || vertical else { return nil }
        if horizontal { s.length = amount.0; s.lengthPath = amount.1 }
        if vertical { s.vertical = amount.0; s.verticalPath = amount.1 }
        return s
    }

    /// What `.background(x)` paints: a fill (color or gradient) and the radius of the shape it is drawn in.
    private func background(_ raw: ExprSyntax, written: String, at: SourceLocation) -> (fill: RawElement.Style, radius: RawElement.Style)? {
        let expr = SyntaxHelpers.unwrapped(raw)
        var fill = RawElement.Style(expression: written, location: at)
        var radius = RawElement.Style(expression: written, location: at)
        // `RoundedRectangle(cornerRadius: 12).fill(Color.white)`, `Color.white.cornerRadius(12)`.
        var current = expr
        var fillExpr: ExprSyntax?
        while let call = current.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            let base = member.base
        {
            let n = member.declName.baseName.text
            if ["fill", "foregroundColor", "foregroundStyle"].contains(n), fillExpr == nil { fillExpr = call.arguments.first?.expression }
            if n == "cornerRadius", let a = call.arguments.first?.expression, let r = lengthStyle(a, written: written, at: at) {
                radius.length = r.length; radius.lengthPath = r.lengthPath
            }
            if n == "stroke" || n == "strokeBorder" { return nil }
            if !["fill", "foregroundColor", "foregroundStyle", "cornerRadius", "opacity", "shadow", "padding", "frame", "ignoresSafeArea", "overlay"].contains(
                n)
            {
                // `Color.red.opacity(0.1)` is a color; other calls end the shape chain.
                break
            }
            if n == "opacity" && fillExpr == nil {
                break
            }
            current = base
        }
        if let r = shapeRadius(current) { radius.length = r.length; radius.lengthPath = r.lengthPath }
        let colorSource = fillExpr ?? (shapeRadius(current) != nil || isShape(current) ? nil : current)
        if let source = colorSource {
            let s = SyntaxHelpers.unwrapped(source)
            if let stops = gradient(s) {
                fill.gradient = stops
            } else if Self.opacityUnknown(s) {
                // A box is painted there, of a color only the running app knows: kept, its color unknown.
                fill.color = nil
            } else if let c = reads.color(s, flavor: .swiftUI) {
                fill.color = c
            } else {
                return nil
            }
        } else if fillExpr == nil && isShape(current) {
            // A bare shape fills with the foreground style: unknown here.
            return nil
        }
        return (fill, radius)
    }

    private func isShape(_ expr: ExprSyntax) -> Bool {
        if let call = expr.as(FunctionCallExprSyntax.self), let n = SyntaxHelpers.calleePath(call)?.last { return Self.shapes.contains(n) }
        if let path = SyntaxHelpers.path(expr), let n = path.last { return Self.shapes.contains(n) || n == "capsule" || n == "rect" || n == "circle" }
        return false
    }

    /// The corner radius of `RoundedRectangle(cornerRadius: r)` or `.rect(cornerRadius: r)`.
    private func shapeRadius(_ raw: ExprSyntax) -> RawElement.Style? {
        let expr = SyntaxHelpers.unwrapped(raw)
        guard let call = expr.as(FunctionCallExprSyntax.self),
            let n = SyntaxHelpers.calleePath(call)?.last ?? call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        else { return nil }
        guard n == "RoundedRectangle" || n == "rect" || n == "roundedRectangle" else {
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base != nil,
                let base = member.base, let inner = shapeRadius(base)
            {
                return inner
            }
            return nil
        }
        guard let r = call.arguments.first(where: { $0.label?.text == "cornerRadius" })?.expression else { return nil }
        return lengthStyle(r, written: SyntaxHelpers.folded(call), at: location(call))
    }

    private func lengthStyle(_ expr: ExprSyntax, written: String, at: SourceLocation) -> RawElement.Style? {
        var s = RawElement.Style(expression: written, location: at)
        if let v = NumberEvaluator.evaluate(expr) { s.length = v; return s }
        if let p = SyntaxHelpers.path(SyntaxHelpers.unwrapped(expr)) { s.lengthPath = p; return s }
        return nil
    }

    /// The stops of `LinearGradient(colors: [...])`, `LinearGradient(gradient: Gradient(colors: [...]))`,
    /// `.linearGradient(colors:…)` and `stops: [.init(color: …)]`.
    private func gradient(_ expr: ExprSyntax) -> [ColorExpr]? {
        guard let call = expr.as(FunctionCallExprSyntax.self) else { return nil }
        let name = (SyntaxHelpers.calleePath(call)?.last ?? call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? "")
        guard name.lowercased().hasSuffix("gradient") else { return nil }
        var stops: [ColorExpr] = []
        for arr in SyntaxHelpers.descendants(of: call, ArrayExprSyntax.self) {
            stops = GradientStops.stops(in: arr).compactMap { reads.color($0, flavor: .swiftUI) }
            if !stops.isEmpty { break }
        }
        return stops.isEmpty ? nil : stops
    }

    /// A literal text with interpolations kept (`"\(n) min"`), also through `LocalizedStringKey("…")`,
    /// `String(localized:)`, `NSLocalizedString("…")` and the app's own wrappers and accessors (`LocalizationWrappers`); nil when the text is not written out.
    static func text(_ raw: ExprSyntax) -> String? {
        let expr = SyntaxHelpers.unwrapped(raw)
        if let s = SyntaxHelpers.stringLiteral(expr) { return s.isEmpty ? nil : s }
        if let k = LocalizationWrappers.accessorKey(of: expr) { return k }
        if let texts = LocalizationWrappers.chosenTexts(of: expr), let first = texts.first { return first }
        if let call = expr.as(FunctionCallExprSyntax.self), let key = LocalizationWrappers.keyArgument(of: call) { return text(key) }
        if let member = expr.as(MemberAccessExprSyntax.self), let key = LocalizationWrappers.keyReceiver(of: member) { return text(key) }
        return nil
    }

    private func location(_ node: some SyntaxProtocol) -> SourceLocation {
        let l = node.startLocation(converter: converter)
        return SourceLocation(file: path, line: l.line, column: l.column)
    }

    // MARK: - UIKit

    /// `titleLabel.text = "…"` with `titleLabel.font`, `.textColor`, `.backgroundColor`, `.layer.cornerRadius`
    /// and `button.setTitle("…", for: .normal)`, grouped by receiver within each function or closure.
    private func uiKit(_ block: MemberBlockSyntax, view: String, into out: inout [RawElement]) {
        struct Group {
            var text: String?
            var textAt: SourceLocation?
            var isButton = false
            var color: RawElement.Style?
            var background: RawElement.Style?
            var font: RawElement.Style?
            var radius: RawElement.Style?
            var adjusts: Bool?
            var order: Int
        }
        var groups: [String: Group] = [:]
        var order = 0
        func scopeKey(_ node: some SyntaxProtocol) -> String {
            var p = node.parent
            while let n = p {
                if n.is(ClosureExprSyntax.self) || n.is(FunctionDeclSyntax.self) || n.is(InitializerDeclSyntax.self) { return "\(n.id.hashValue)" }
                p = n.parent
            }
            return "type"
        }
        func receiver(_ lhs: String) -> String {
            var r = lhs.hasPrefix("self.") ? String(lhs.dropFirst(5)) : lhs
            if r.hasSuffix(".titleLabel") { r = String(r.dropLast(".titleLabel".count)) }
            return r
        }
        func update(_ key: String, _ body: (inout Group) -> Void) {
            var g = groups[key] ?? Group(order: order)
            if groups[key] == nil { order += 1 }
            body(&g)
            groups[key] = g
        }
        for seq in SyntaxHelpers.descendants(of: block, SequenceExprSyntax.self) {
            let els = Array(seq.elements)
            guard els.count == 3, els[1].is(AssignmentExprSyntax.self) else { continue }
            let lhs = els[0].trimmedText
            let parts = lhs.split(separator: ".").map(String.init)
            guard parts.count >= 2 else { continue }
            let rhs = els[2]
            guard
                ["text", "font", "textColor", "tintColor", "backgroundColor", "cornerRadius", "adjustsFontForContentSizeCategory"].contains(
                    parts[parts.count - 1])
            else { continue }
            let written = SyntaxHelpers.folded(seq)
            let at = location(seq)
            let scope = scopeKey(seq)
            if lhs.hasSuffix(".layer.cornerRadius") {
                let key = scope + "|" + receiver(String(lhs.dropLast(".layer.cornerRadius".count)))
                if let r = lengthStyle(rhs, written: written, at: at) { update(key) { $0.radius = r } }
                continue
            }
            let property = parts[parts.count - 1]
            let key = scope + "|" + receiver(parts.dropLast().joined(separator: "."))
            switch property {
            case "text":
                if let t = Self.text(rhs) {
                    update(key) {
                        $0.text = t; $0.textAt = location(rhs)
                    }
                }
            case "font":
                if let f = reads.font(rhs, implicitIsFont: true) {
                    update(key) { $0.font = RawElement.Style(expression: written, location: at, font: f) }
                }
            case "textColor", "tintColor":
                if let c = reads.color(rhs, flavor: .uiKit) {
                    update(key) { g in if property == "textColor" || g.color == nil { g.color = RawElement.Style(expression: written, location: at, color: c) }
                    }
                }
            case "backgroundColor":
                if let c = reads.color(rhs, flavor: .uiKit) {
                    update(key) { $0.background = RawElement.Style(expression: written, location: at, color: c) }
                }
            case "adjustsFontForContentSizeCategory":
                if let b = rhs.as(BooleanLiteralExprSyntax.self) { update(key) { $0.adjusts = b.literal.tokenKind == .keyword(.true) } }
            default: break
            }
        }
        for call in SyntaxHelpers.descendants(of: block, FunctionCallExprSyntax.self) {
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base else { continue }
            let n = member.declName.baseName.text
            guard n == "setTitle" || n == "setTitleColor" else { continue }
            guard let first = call.arguments.first?.expression else { continue }
            let key = scopeKey(call) + "|" + receiver(base.trimmedText)
            if n == "setTitle", let t = Self.text(first) {
                update(key) {
                    $0.text = t; $0.textAt = location(first); $0.isButton = true
                }
            } else if n == "setTitleColor", let c = reads.color(first, flavor: .uiKit) {
                update(key) { $0.color = RawElement.Style(expression: SyntaxHelpers.folded(call), location: location(call), color: c) }
            }
        }
        for (_, g) in groups.sorted(by: { $0.value.order < $1.value.order }).prefix(Self.maxPerView) {
            guard let text = g.text, let at = g.textAt else { continue }
            var e = RawElement(
                view: view, kind: g.isButton ? "UIButton" : "UILabel", role: g.isButton ? .action : .text, text: text, color: g.color,
                background: g.background, font: g.font, radius: g.radius, location: at)
            e.adjustsFontForContentSize = g.adjusts
            out.append(e)
        }
    }
}

/// Struct, class and extension declarations of a file, found in one pass (function bodies are not entered).
private final class TypeDeclFinder: SyntaxVisitor {
    var structs: [StructDeclSyntax] = []
    var classes: [ClassDeclSyntax] = []
    var extensions: [ExtensionDeclSyntax] = []

    /// The declarations of `tree`.
    static func find(in tree: SourceFileSyntax) -> TypeDeclFinder {
        let decls = TypeDeclFinder(viewMode: .sourceAccurate)
        decls.walk(tree)
        return decls
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { structs.append(node); return .visitChildren }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { classes.append(node); return .visitChildren }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind { extensions.append(node); return .visitChildren }
    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind { FileHelpers.skip(node) }
}
