import SwiftUI

@MainActor
final class DashboardViewModel: ObservableObject {
    @Published var total = 0
    @Published var minutes = 5
    private let client = APIClient()

    func refresh() {
        let highlight = Color(hex: 0x123456)
        let padding: CGFloat = 16
        _ = (highlight, padding)
    }

    func color(for status: Capsule.Status) -> Color {
        let fallback = Color.gray
        switch status {
        case .active: return .green
        default: return fallback
        }
    }
}

struct APIClient {
    var baseURL = URL(string: "https://example.com")
    static let timeout: TimeInterval = 30
    static let retryCount = 3
    func fetch(spacing: CGFloat = 8, tint: Color = Color(hex: 0x654321)) {}
}
