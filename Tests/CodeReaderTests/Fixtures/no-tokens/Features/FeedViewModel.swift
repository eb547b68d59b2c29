import SwiftUI
import Combine

@MainActor
final class FeedViewModel: ObservableObject {
    static let placeholderCount = 5
    static let refreshInterval: TimeInterval = 60
    static let defaultFilter = Filter.all
    static let highlightColorName = "Brand"

    @Published var items: [FeedItem] = []
    @Published var filter: Filter = .all
    @Published var accent: Color = .blue

    enum Filter: Int, CaseIterable { case all = 0, unread = 1, starred = 2 }

    func badgeColor(for item: FeedItem) -> Color {
        let urgent = Color(red: 1, green: 0.2, blue: 0.2)
        if item.isUrgent { return urgent }
        return item.isRead ? .secondary : Color(hex: 0x007AFF)
    }

    func layout(spacing: CGFloat = 12, cornerRadius: CGFloat = 8, tint: Color = .green) -> CGFloat {
        let padding: CGFloat = 16
        return spacing + cornerRadius + padding
    }
}

struct FeedItem: Identifiable, Hashable {
    static let empty = FeedItem(id: UUID(), title: "", isRead: false, isUrgent: false)
    let id: UUID
    var title: String
    var isRead: Bool
    var isUrgent: Bool
}
