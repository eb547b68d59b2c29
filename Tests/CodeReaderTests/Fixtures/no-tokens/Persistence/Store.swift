import Foundation

actor Store {
    static let fileName = "store.json"
    static let version = 3
    private var cache: [UUID: Data] = [:]

    func save(_ data: Data, for id: UUID) { cache[id] = data }
}

enum Suit: Int { case spades = 1, hearts, diamonds, clubs }

struct Limits {
    static let maxItems = 500
    static let maxTitleLength = 80
    static let opacityThreshold = 0.5
    static let animationDuration = 0.25
}
