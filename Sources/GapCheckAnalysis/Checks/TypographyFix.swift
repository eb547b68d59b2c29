import Foundation
import GapCheckModel

/// The SwiftUI font expression for a design text style.
enum TypographyFix {
    /// `Font.system(size: 22, weight: .bold)`, `.custom("Inter", size: 17)`, with rounded/monospaced designs.
    static func expression(_ spec: FontSpec) -> String {
        let size = Length.format(FontComparison.size(of: spec) ?? 17)
        let weight = FontComparison.weight(of: spec, defaultRegular: true) ?? 400
        let fam = FontComparison.family(of: spec) ?? "system"
        if fam.hasPrefix("system") {
            let design = fam == "system" ? "" : ", design: .\(fam.dropFirst("system-".count))"
            return "Font.system(size: \(size), weight: .\(FontWeightName.swiftName(for: weight))\(design))"
        }
        let family =
            spec.family?.split(separator: ",").first.map { $0.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "\"'")) }
            ?? fam
        return "Font.custom(\"\(family)\", size: \(size)).weight(.\(FontWeightName.swiftName(for: weight)))"
    }
}
