import DesignTokenJSON
import GapCheckModel

/// Adds tokens from a design-token JSON file shipped in the app to the inventory.
enum TokenFileMapper {
    static func add(_ tokens: [DesignToken], to inventory: inout Inventory) {
        for t in tokens {
            guard let name = t.path.last else { continue }
            let owner = t.path.count > 1 ? t.path.dropLast().joined(separator: ".") : nil
            let expression = t.path.joined(separator: ".")
            switch t.value {
            case .color(let c)?:
                inventory.colors.append(
                    ColorToken(
                        name: name, owner: owner, light: c, dark: t.darkValue?.color, origin: .tokenFile, expression: expression, location: t.location))
            case .font(let f)?:
                inventory.fonts.append(FontToken(name: name, owner: owner, spec: f, expression: expression, location: t.location))
            // A unitless DTCG `number` (a z-index, an opacity) is a length only under a path that names one.
            case .length(let l)? where t.type?.lowercased() != "number" || t.kind != nil:
                inventory.lengths.append(
                    LengthToken(
                        name: name, owner: owner, value: l, scale: LengthScales.scale(name: name, owner: owner), expression: expression, location: t.location))
            default:
                continue
            }
        }
    }
}
