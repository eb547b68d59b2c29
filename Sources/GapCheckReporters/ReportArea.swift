import GapCheckModel

/// A section of the Markdown report: one category, or screens together with their content labels.
enum ReportArea: CaseIterable {
    case color, typography, spacing, tokens, screens, models, hardcoded, darkMode, accessibility

    /// Finding categories reported in this area.
    var categories: [Category] {
        switch self {
        case .color: return [.color]
        case .typography: return [.typography]
        case .spacing: return [.spacing]
        case .tokens: return [.tokens]
        case .screens: return [.screens, .content]
        case .models: return [.models]
        case .hardcoded: return [.hardcoded]
        case .darkMode: return [.darkMode]
        case .accessibility: return [.accessibility]
        }
    }

    var title: String {
        switch self {
        case .screens: return "Screens & Sections"
        default: return categories[0].title
        }
    }

    /// What one compared row is called (`3 design colors`).
    var itemNoun: String {
        switch self {
        case .color: return "color"
        case .typography: return "text style"
        case .spacing: return "length"
        case .screens: return "screen"
        default: return "item"
        }
    }
}
