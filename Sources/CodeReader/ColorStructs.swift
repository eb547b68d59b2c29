import GapCheckModel
import SwiftSyntax

/// The app's own color value types: a platform-neutral struct of channels that token generators and shared packages
/// write instead of `Color` (`struct RGBA { let r: UInt8; let g: UInt8; let b: UInt8; let a: Double }`, built as
/// `RGBA(validatedR: 10, g: 96, b: 153, a: 1)`; `Palette(r: 0x12, g: 0x34, b: 0x56)`).
///
/// A call is read as a color only in a token's place (a static constant, an entry of a token table, an argument of a
/// palette instance), never in view code, and only when its three or four labeled arguments are numbers whose labels
/// end in a channel's name (`r`/`red`, `g`/`green`, `b`/`blue`, `a`/`alpha`/`opacity`: `validatedR:` is red). The
/// type's declaration decides when the app has it: a struct whose stored properties are exactly those channels, of a
/// number type; integer channels are 0–255, floating-point ones 0–1. A type the app declares otherwise is no color
/// (a vector, a pixel with a position). A type the app does not declare (a package's) counts only when its name says
/// color (`RGBA`, `SRGBColor`), its values read as `Color(red:green:blue:)` reads them.
///
/// Declarations are usually in another file than the token table: each file is read first with the types it
/// declares itself (`FileHelpers.colorStructs`), and `CodeReader` reads again, with the app's (`current`), a file that
/// called a type some other file declares (`FileFacts.colorStructCalls`).
struct ColorStructs: Sendable, Hashable {
    /// How a color struct stores its channels.
    struct Shape: Sendable, Hashable {
        /// Red, green and blue are integers (0–255).
        var integerChannels: Bool
        /// The alpha is an integer (0–255); false for a floating-point alpha or none.
        var integerAlpha: Bool
    }

    /// The color structs declared, by type name.
    var shapes: [String: Shape] = [:]
    /// Every struct, class and enum name declared (color structs too): a type the app declares is judged by its
    /// declaration, never by its name.
    var declared: Set<String> = []
    /// Names declared as some other type (a name two files declare, once as a color and once not, is no color).
    var plain: Set<String> = []

    /// The app's color structs while `CodeReader` reads the files again (nil in the first reading).
    @TaskLocal static var current: ColorStructs?

    /// Words of a type name that say it is a color without its declaration.
    static let colorNameWords: Set<String> = ["color", "colour", "rgb", "rgba", "argb", "srgb"]
    /// Types whose stored number properties may be channels.
    static let integerTypes: Set<String> = ["UInt8", "Int", "UInt", "Int32", "UInt32", "Int16", "UInt16"]
    static let floatTypes: Set<String> = ["Double", "Float", "CGFloat", "Float32", "Float64"]
    /// Names of a color struct's stored properties, by channel.
    static let propertyChannels: [String: Character] = [
        "r": "r", "red": "r", "g": "g", "green": "g", "b": "b", "blue": "b", "a": "a", "alpha": "a", "opacity": "a"
    ]

    /// Adds another file's declarations.
    mutating func merge(_ other: ColorStructs) {
        shapes.merge(other.shapes) { a, _ in a }
        declared.formUnion(other.declared)
        plain.formUnion(other.plain)
    }

    /// The channel a label names by its last word (`validatedR` → `r`, `green` → `g`), or nil.
    static func channel(_ label: String) -> Character? {
        switch NameWords.split(label).last {
        case "r", "red": return "r"
        case "g", "green": return "g"
        case "b", "blue": return "b"
        case "a", "alpha", "opacity": return "a"
        default: return nil
        }
    }

    /// A call made only of color channels: its type, its channels' values, and whether each was written as an
    /// integer literal (no fraction).
    struct ChannelCall {
        var type: String
        var values: [Character: Double]
        var wholeNumbers: Bool
    }

    /// `T(r: …, g: …, b: …)` or `T(red: …, green: …, blue: …, alpha: …)` with number arguments, for a type `T` other than
    /// Apple's color types (their recognizers read those); nil for anything else.
    static func channelCall(_ raw: ExprSyntax) -> ChannelCall? {
        guard let call = SyntaxHelpers.unwrapped(raw).as(FunctionCallExprSyntax.self), call.trailingClosure == nil,
            (3...4).contains(call.arguments.count), var path = SyntaxHelpers.calleePath(call)
        else { return nil }
        if path.last == "init" { path.removeLast() }
        guard let type = path.last, type.first?.isUppercase == true, !ColorExpressionReader.colorTypes.contains(path.joined(separator: "."))
        else { return nil }
        var values: [Character: Double] = [:]
        var whole = true
        for arg in call.arguments {
            guard let label = arg.label?.text, let c = channel(label), values[c] == nil, let v = NumberEvaluator.evaluate(arg.expression),
                v.isFinite, v >= 0
            else { return nil }
            values[c] = v
            if c != "a", !SyntaxHelpers.unwrapped(arg.expression).is(IntegerLiteralExprSyntax.self) { whole = false }
        }
        guard values["r"] != nil, values["g"] != nil, values["b"] != nil else { return nil }
        return ChannelCall(type: type, values: values, wholeNumbers: whole)
    }

    /// The color `call` makes under these declarations; nil when its type is declared as no color, or undeclared and
    /// not named as a color, or when its values fit no reading.
    func color(_ call: ChannelCall) -> ColorExpr? {
        guard let r = call.values["r"], let g = call.values["g"], let b = call.values["b"] else { return nil }
        let a = call.values["a"]
        let scale: Double, alphaScale: Double
        if let shape = shapes[call.type], !plain.contains(call.type) {
            scale = shape.integerChannels ? 255 : 1
            alphaScale = shape.integerAlpha ? 255 : 1
        } else {
            guard !declared.contains(call.type), !Set(NameWords.split(call.type)).isDisjoint(with: Self.colorNameWords) else { return nil }
            let top = max(r, g, b)
            // Whole numbers up to 1 read either way (`RGBA(r: 0, g: 0, b: 1)`): unless all are 0, nothing says which.
            if call.wholeNumbers && top == 1 { return nil }
            scale = top > 1 ? 255 : 1
            alphaScale = (a ?? 0) > 1 ? 255 : 1
        }
        let channels = [r / scale, g / scale, b / scale, (a ?? alphaScale) / alphaScale]
        guard channels.allSatisfy({ $0 >= 0 && $0 <= 1 }) else { return nil }
        return .value(Color(red: channels[0], green: channels[1], blue: channels[2], alpha: channels[3]), notes: [])
    }

    /// The struct, class and enum declarations of `tree` (function bodies and closures left out), with the color
    /// structs among them.
    static func declarations(in tree: SourceFileSyntax) -> ColorStructs {
        let collector = Collector(viewMode: .sourceAccurate)
        collector.walk(tree)
        return collector.found
    }

    private final class Collector: SyntaxVisitor {
        var found = ColorStructs()

        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
            let name = node.name.text
            if let shape = ColorStructs.shape(of: node.memberBlock) {
                found.declared.insert(name)
                found.shapes[name] = shape
            } else {
                add(name)
            }
            return .visitChildren
        }
        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { add(node.name.text); return .visitChildren }
        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { add(node.name.text); return .visitChildren }
        override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { add(node.name.text); return .visitChildren }
        private func add(_ name: String) {
            found.declared.insert(name)
            found.plain.insert(name)
        }
        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    }

    /// The shape of a struct whose stored instance properties are exactly red, green, blue and at most an alpha, each
    /// of a number type, written with their types (`let r: UInt8`, `var g, b: Int`); nil otherwise.
    static func shape(of members: MemberBlockSyntax) -> Shape? {
        var types: [Character: String] = [:]
        var pending: [Character] = []
        for member in members.members {
            guard let decl = member.decl.as(VariableDeclSyntax.self), !decl.modifiers.contains(where: { ["static", "class"].contains($0.name.text) })
            else { continue }
            for binding in decl.bindings {
                switch binding.accessorBlock?.accessors {
                case .getter?: continue
                case .accessors(let list)? where list.contains(where: { $0.accessorSpecifier.text == "get" }): continue
                default: break
                }
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let c = propertyChannels[name],
                    types[c] == nil, !pending.contains(c)
                else { return nil }
                pending.append(c)
                if let type = binding.typeAnnotation?.type.trimmedDescription {
                    guard integerTypes.contains(type) || floatTypes.contains(type) else { return nil }
                    for p in pending { types[p] = type }
                    pending = []
                }
            }
        }
        guard pending.isEmpty, let r = types["r"], let g = types["g"], let b = types["b"] else { return nil }
        let integer = [r, g, b].map(integerTypes.contains)
        guard Set(integer).count == 1, let first = integer.first else { return nil }
        return Shape(integerChannels: first, integerAlpha: types["a"].map(integerTypes.contains) ?? false)
    }
}
