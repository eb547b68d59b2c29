/// What SF Symbols commonly stand for, so an icon-only control of a mockup (`aria-label="Settings"`) can be
/// paired with the code's symbol (`gearshape`) when neither side writes the other's word.
enum SymbolVocabulary {
    /// Accessible-name word → the first word of symbols that draw it.
    private static let symbolsOfWord: [String: Set<String>] = [
        "settings": ["gear", "gearshape", "slider"], "preferences": ["gear", "gearshape", "slider"],
        "search": ["magnifyingglass"], "find": ["magnifyingglass"],
        "add": ["plus"], "new": ["plus", "square"], "create": ["plus", "square"], "compose": ["square"],
        "close": ["xmark"], "dismiss": ["xmark"], "cancel": ["xmark"], "clear": ["xmark"],
        "back": ["chevron", "arrow"], "previous": ["chevron", "arrow"], "next": ["chevron", "arrow"], "forward": ["chevron", "arrow"],
        "more": ["ellipsis"], "options": ["ellipsis", "slider"], "menu": ["line", "ellipsis", "list"],
        "notifications": ["bell"], "notification": ["bell"], "alerts": ["bell"], "reminders": ["bell"],
        "profile": ["person"], "account": ["person"], "user": ["person"],
        "delete": ["trash", "minus"], "remove": ["trash", "minus", "xmark"],
        "share": ["square"], "export": ["square"], "edit": ["pencil", "square"],
        "favorite": ["heart", "star"], "favourite": ["heart", "star"], "like": ["heart", "hand"],
        "filter": ["line", "slider", "funnel"], "sort": ["arrow", "line"], "home": ["house"],
        "help": ["questionmark"], "info": ["info"], "information": ["info"],
        "refresh": ["arrow"], "reload": ["arrow"], "sync": ["arrow"], "mail": ["envelope"], "email": ["envelope"],
        "message": ["message", "bubble"], "messages": ["message", "bubble"], "chat": ["message", "bubble"],
        "call": ["phone"], "location": ["location", "mappin", "map"], "send": ["paperplane", "arrow"],
        "done": ["checkmark"], "complete": ["checkmark"], "confirm": ["checkmark"], "save": ["checkmark", "square", "tray"],
        "logout": ["rectangle", "arrow"], "download": ["arrow", "icloud"], "upload": ["arrow", "icloud"],
        "photo": ["photo", "camera"], "photos": ["photo"], "attach": ["paperclip"], "microphone": ["mic"], "record": ["mic", "record"]
    ]

    /// True when an accessible name fits a symbol: a word of the name is a word of the symbol
    /// (`"Camera"` ↔ `camera.fill`) or one the symbol commonly draws (`"Settings"` ↔ `gearshape`).
    static func fits(name: String, symbol: String) -> Bool {
        let parts = symbol.lowercased().split(separator: ".").map(String.init)
        guard let head = parts.first else { return false }
        let words = TextNormalizer.normalize(name).split(separator: " ").map(String.init)
        for w in words where w.count >= 3 {
            if parts.contains(w) { return true }
            if symbolsOfWord[w]?.contains(head) ?? false { return true }
        }
        return false
    }
}
