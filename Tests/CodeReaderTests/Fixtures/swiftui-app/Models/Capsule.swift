import Foundation

struct Capsule: Identifiable, Codable {
    let id: UUID
    var name: String
    var tags: [String]
    var description: String?
    var status: Status
    var displayName: String { name.capitalized }

    enum Status: String, Codable {
        case active, development
        case testing = "testing"
    }
}

final class SystemStatus: ObservableObject {
    @Published var capsulesCount: Int = 0
    @Published var lastLatencyMs = 0
    var uptime: TimeInterval?
    static let shared = SystemStatus()
}
