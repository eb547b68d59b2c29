import Foundation
import GapCheckModel
import SwiftSyntax

/// The stops of a gradient declared as a token, as `SwiftFileVisitor.gradientStopTokens` reads them.
enum GradientStops {
    /// Callees that build a gradient, lower-cased (`LinearGradient(…)`, `Gradient(colors:)`, `.linearGradient(…)`).
    static let types: Set<String> = [
        "lineargradient", "radialgradient", "angulargradient", "ellipticalgradient", "gradient", "conicgradient"
    ]

    /// The stops' color expressions of a gradient call: the first array among its arguments (`colors: […]`, `stops:
    /// [.init(color: …, location: …)]`, `gradient: Gradient(colors: […])`), each stop's `color:` argument; nil when
    /// the call holds no array.
    static func stops(of call: FunctionCallExprSyntax) -> [ExprSyntax]? {
        SyntaxHelpers.descendants(of: call, ArrayExprSyntax.self).first.map(stops(in:))
    }

    /// The color expression of each element of a gradient's array: the element, or a stop's `color:` argument.
    static func stops(in array: ArrayExprSyntax) -> [ExprSyntax] {
        array.elements.map { el in
            if let stop = el.expression.as(FunctionCallExprSyntax.self), let c = stop.arguments.first(where: { $0.label?.text == "color" }) {
                return c.expression
            }
            return el.expression
        }
    }

    /// True when an array of colors is a gradient's by its declaration: its name or type says so (`heroGradientColors`,
    /// `[CGColor]` as a `CAGradientLayer` takes them). Any other array of colors is a palette or data.
    static func namesGradient(_ name: String, annotation: String?) -> Bool {
        NameWords.split(name).contains("gradient") || annotation.map { $0.replacingOccurrences(of: " ", with: "") == "[CGColor]" } == true
    }

    /// True for a color the gradient writes with its own value (hex, components, a hex constant, those with an opacity
    /// or per appearance), not another token, an asset or a system color.
    static func isOwnValue(_ c: ColorExpr) -> Bool {
        switch c {
        case .value, .hex8, .components255, .hexConstant: return true
        case .dynamic(let l, let d): return isOwnValue(l) && isOwnValue(d)
        case .alpha(let base, _, _), .chosen(let base, _): return isOwnValue(base)
        case .system, .asset, .assetSymbol, .reference: return false
        }
    }

    /// The name of stop `i` of `count`: `start` and `end`, `middle` of three, `stop1`… of more.
    static func name(_ i: Int, of count: Int) -> String {
        if count <= 3 {
            if i == 0 { return "start" }
            if i == count - 1 { return "end" }
            return "middle"
        }
        return "stop\(i + 1)"
    }
}
