import SwiftUI

// MARK: - Colors

public enum AppColors {
    // Surfaces
    public static let background = Color(hex: "0D0D0F")
    public static let surfacePrimary = Color(hex: "151518")
    public static let surfaceTertiary = Color(hex: "2A2A2E")

    // Text
    public static let textPrimary = Color(hex: "FAFAFA")
    public static let textSecondary = Color(hex: "A1A1AA")
    public static let textTertiary = Color(hex: "5A5A62")

    // Accents
    public static let dominant = Color(hex: "00D4E8")
    public static let accent1 = Color(hex: "A78BFA")
    public static let accent2 = Color(hex: "F472B6")
    public static let accent3 = Color(hex: "2DD4BF")
    public static let programAccent = Color(hex: "F59E0B")

    // Semantic
    public static let success = Color(hex: "22C55E")
    public static let warning = programAccent
    public static let error = Color(hex: "EF4444")
    public static let accentSubtle = dominant.opacity(0.12)

    public static func moduleColor(_ index: Int) -> Color {
        let palette = [accent1, accent2, accent3]
        return palette[index % palette.count]
    }
}

// MARK: - Spacing

public extension CGFloat {
    static let space2: CGFloat = 2
    static let space4: CGFloat = 4
    static let space8: CGFloat = 8
    static let space12: CGFloat = 12
    static let space16: CGFloat = 16
    static let space20: CGFloat = 20
    static let space24: CGFloat = 24
    static let space32: CGFloat = 32
    static let space48: CGFloat = 48
    static let space64: CGFloat = 64
}

public enum AppSpacing {
    public static let minTouchTarget: CGFloat = 44
    public static let primaryActionHeight: CGFloat = 56
    public static let cardPadding: CGFloat = .space16
}

// MARK: - Animation (not design tokens in the visual sense)

public extension Animation {
    static let micro = Animation.easeOut(duration: 0.15)
    static let standard = Animation.easeInOut(duration: 0.25)
    static let emphasis = Animation.spring(response: 0.4, dampingFraction: 0.7)
    static let smooth = Animation.easeInOut(duration: 0.35)
}

// MARK: - Components

public struct PrimaryButton: View {
    let title: String
    let action: () -> Void

    public init(title: String, action: @escaping () -> Void) {
        self.title = title
        self.action = action
    }

    public var body: some View {
        Button(action: action) {
            Text(title)
                .font(.headlineSmall)
                .foregroundColor(AppColors.background)
                .frame(maxWidth: .infinity)
                .frame(height: AppSpacing.primaryActionHeight)
                .background(AppColors.dominant)
                .cornerRadius(12)
        }
    }
}
