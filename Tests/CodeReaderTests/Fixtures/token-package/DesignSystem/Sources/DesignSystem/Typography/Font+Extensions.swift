import SwiftUI

public extension Font {
    // MARK: Display (rounded, bold — celebration moments, big stats)
    static let displayLarge = Font.system(size: 57, weight: .bold, design: .rounded)
    static let displayMedium = Font.system(size: 45, weight: .bold, design: .rounded)

    // MARK: Monospaced (numbers that change)
    static let monoLarge = Font.system(size: 48, weight: .semibold, design: .monospaced)
    static let monoMedium = Font.system(.title3, design: .monospaced, weight: .medium)

    // MARK: Standard
    static let headlineSmall = Font.system(.headline, weight: .semibold)
    static let bodyMedium = Font.system(size: 15)
    static let bodySmall = Font.footnote
    static let labelLarge = Font.subheadline.weight(.semibold)
}

// MARK: - Semantic modifiers

public extension Text {
    func displayLarge() -> some View {
        font(.displayLarge)
    }

    func displayMedium() -> some View {
        font(.displayMedium)
    }

    func monoLarge() -> some View {
        font(.monoLarge).monospacedDigit()
    }

    func monoMedium() -> some View {
        font(.monoMedium)
    }

    func elegantLabel(color: Color = AppColors.textSecondary) -> some View {
        self
            .font(.system(size: 12, weight: .semibold))
            .tracking(1.2)
            .textCase(.uppercase)
            .foregroundColor(color)
    }

    func statLabel() -> some View {
        font(.bodySmall).foregroundColor(AppColors.textTertiary)
    }
}
