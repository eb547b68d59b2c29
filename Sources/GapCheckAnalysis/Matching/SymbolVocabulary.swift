import GapCheckModel

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

    /// Words of accessible names, in the languages mockups are written in, that say which way a control goes or that it
    /// loads again (`"Semaine précédente"`, `"Nächste Woche"`, `"Refresh"`).
    private static let senseOfWord: [String: IconSense] = [
        "back": .backward, "previous": .backward, "prev": .backward, "précédent": .backward, "précédente": .backward, "retour": .backward,
        "zurück": .backward, "vorherige": .backward, "vorheriger": .backward, "vorheriges": .backward, "anterior": .backward,
        "atrás": .backward, "volver": .backward, "voltar": .backward, "precedente": .backward, "indietro": .backward, "vorige": .backward,
        "terug": .backward, "next": .forward, "forward": .forward, "suivant": .forward, "suivante": .forward, "nächste": .forward,
        "nächster": .forward, "nächstes": .forward, "weiter": .forward, "siguiente": .forward, "próximo": .forward, "próxima": .forward,
        "successivo": .forward, "successiva": .forward, "avanti": .forward, "volgende": .forward, "refresh": .refresh, "reload": .refresh,
        "sync": .refresh, "actualiser": .refresh, "rafraîchir": .refresh, "aktualisieren": .refresh, "actualizar": .refresh,
        "atualizar": .refresh, "aggiorna": .refresh
    ]

    /// Words of accessible names in scripts written without spaces (`前の週`, `下一周`, `刷新`).
    private static let senseOfCJK: [(String, IconSense)] = [
        ("前へ", .backward), ("前の", .backward), ("戻る", .backward), ("上一", .backward), ("返回", .backward), ("이전", .backward),
        ("次へ", .forward), ("次の", .forward), ("下一", .forward), ("다음", .forward), ("更新", .refresh), ("刷新", .refresh),
        ("새로고침", .refresh)
    ]

    /// What an accessible name says the control does; nil when it names no direction and no refresh, or two.
    static func sense(name: String) -> IconSense? {
        let words = TextNormalizer.normalize(name).split(separator: " ").map(String.init)
        var senses = Set(words.compactMap { senseOfWord[$0] })
        for (word, sense) in senseOfCJK where name.contains(word) { senses.insert(sense) }
        return senses.count == 1 ? senses.first : nil
    }

    /// What an SF Symbol draws: a chevron or arrow one way (`chevron.left`, `chevron.backward`, `arrow.right.circle`,
    /// `backward.fill`), or a circular arrow (`arrow.clockwise`, `arrow.triangle.2.circlepath`); nil for others and for a
    /// diagonal or turning arrow (`arrow.up.right`, `arrow.uturn.left`).
    static func sense(symbol: String) -> IconSense? {
        let parts = symbol.lowercased().split(separator: ".").map(String.init)
        guard let head = parts.first else { return nil }
        if parts.contains(where: { $0 == "clockwise" || $0 == "counterclockwise" || $0.hasSuffix("circlepath") }) { return .refresh }
        if head == "backward" { return .backward }
        if head == "forward" { return .forward }
        let turns = parts.contains { $0.hasPrefix("uturn") || $0.hasPrefix("turn") }
        guard ["chevron", "arrow", "arrowtriangle", "arrowshape", "control"].contains(head), !turns else { return nil }
        var senses: Set<IconSense> = []
        for p in parts.dropFirst() {
            switch p {
            case "left", "backward": senses.insert(.backward)
            case "right", "forward": senses.insert(.forward)
            case "up": senses.insert(.up)
            case "down": senses.insert(.down)
            default: break
            }
        }
        return senses.count == 1 ? senses.first : nil
    }

    /// True when the design's control and the symbol do different things: a refresh symbol for a control that is no
    /// refresh, a symbol pointing against the way the design's name or drawing goes (`chevron.left` for "Next week").
    /// A name's direction along the row does not contradict a symbol across it ("Next" may be a down chevron); a drawn one
    /// does.
    static func contradicts(name: String, drawn: IconSense?, symbol: String) -> Bool {
        guard let code = sense(symbol: symbol) else { return false }
        let named = sense(name: name)
        if code == .refresh { return named != .refresh && drawn != .refresh }
        if let drawn, drawn != code { return true }
        guard let named else { return false }
        return named != code && !(named.isHorizontal && code.isVertical)
    }

    /// True when an accessible name fits a symbol: a word of the name is a word of the symbol
    /// (`"Camera"` ↔ `camera.fill`) or one the symbol commonly draws (`"Settings"` ↔ `gearshape`).
    static func fits(name: String, symbol: String) -> Bool {
        let parts = symbol.lowercased().split(separator: ".").map(String.init)
        guard let head = parts.first else { return false }
        // The name says which way the control goes (in any of the languages above) and the symbol goes that way.
        if let named = sense(name: name), named == sense(symbol: symbol) { return true }
        let words = TextNormalizer.normalize(name).split(separator: " ").map(String.init)
        for w in words where w.count >= 3 {
            if parts.contains(w) { return true }
            if symbolsOfWord[w]?.contains(head) ?? false { return true }
        }
        return false
    }
}
