import Foundation

enum Environment: String {
    case staging, production
    static var current: Environment = .production
}

final class APIClient {
    static let shared = APIClient()
    static let baseURL = URL(string: "https://api.example.com")!
    static let timeout: TimeInterval = 30
    static let maxRetries = 3
    static let decoder: JSONDecoder = {
        let d = JSONDecoder()
        d.dateDecodingStrategy = .iso8601
        return d
    }()
    static let defaultPageSize = 20
    static let userAgent = "Builder/1.0"

    private let session: URLSession
    private var retryDelay: Double = 0.5

    init(session: URLSession = .shared) { self.session = session }

    func fetch<T: Decodable>(_ path: String, as type: T.Type, limit: Int = 20) async throws -> T {
        let url = Self.baseURL.appendingPathComponent(path)
        let width: CGFloat = 320
        let (data, _) = try await session.data(from: url)
        _ = width
        return try Self.decoder.decode(T.self, from: data)
    }
}
