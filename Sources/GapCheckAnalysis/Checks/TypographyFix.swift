import Foundation
import GapCheckModel

/// The font expression for a design text style, in the app's framework.
enum TypographyFix {
    /// `Font.system(size: 22, weight: .bold)`, `.custom("Inter", size: 17)`, with rounded/monospaced designs;
    /// `UIFont.systemFont(ofSize: 22, weight: .bold)` and a family-and-weight descriptor in a UIKit app.
    static func expression(_ spec: FontSpec, framework: CodeIdiom.Framework = .swiftUI) -> String {
        let size = Length.format(FontComparison.size(of: spec) ?? 17)
        let weight = FontComparison.weight(of: spec, defaultRegular: true) ?? 400
        let fam = FontComparison.family(of: spec) ?? "system"
        let weightName = FontWeightName.swiftName(for: weight)
        if framework == .uiKit {
            guard fam.hasPrefix("system") else {
                // A family and a weight, not a face name: `UIFont(name:)` wants a face ("Inter-Bold") whose
                // spelling differs between fonts, while a descriptor picks the family's face of that weight.
                let family = customFamily(spec) ?? fam
                let attributes = "[.family: \"\(family)\", .traits: [UIFontDescriptor.TraitKey.weight: UIFont.Weight.\(weightName)]]"
                return "UIFont(descriptor: UIFontDescriptor(fontAttributes: \(attributes)), size: \(size))"
            }
            let system = "UIFont.systemFont(ofSize: \(size), weight: .\(weightName))"
            guard fam != "system" else { return system }
            // UIKit has no design parameter: the system font's descriptor takes it.
            let design = fam.dropFirst("system-".count)
            return "UIFont(descriptor: \(system).fontDescriptor.withDesign(.\(design)) ?? \(system).fontDescriptor, size: \(size))"
        }
        if fam.hasPrefix("system") {
            let design = fam == "system" ? "" : ", design: .\(fam.dropFirst("system-".count))"
            return "Font.system(size: \(size), weight: .\(FontWeightName.swiftName(for: weight))\(design))"
        }
        let family = customFamily(spec) ?? fam
        return "Font.custom(\"\(family)\", size: \(size)).weight(.\(FontWeightName.swiftName(for: weight)))"
    }

    /// The first family of a CSS font stack, unquoted.
    private static func customFamily(_ spec: FontSpec) -> String? {
        spec.family?.split(separator: ",").first.map { $0.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "\"'")) }
    }
}
