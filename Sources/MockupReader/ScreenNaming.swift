import GapCheckModel
import LibXML

/// Turns the texts designers name screens with (file stems, `<title>`s, captions, comments, headings)
/// into screen names: without the words that say "this is a mockup" and without the app's name.
enum ScreenNaming {
    /// Words that say what the page is rather than which screen it shows (`dashboard-screen.html`,
    /// "Settings Mockup", "Login Page").
    static let noiseWords: Set<String> = [
        "screen", "screens", "mockup", "mockups", "mock", "page", "wireframe", "design", "ui", "prototype", "view",
        "demo", "preview", "example", "sample", "interactive", "concept", "feature", "features", "flow"
    ]

    /// Words of a caption that name a state of a screen ("Default State", "Loading / Skeleton"), not a screen.
    static let stateWords: Set<String> = [
        "state", "states", "default", "filled", "active", "inactive", "error", "errors", "loaded", "loading", "skeleton",
        "empty", "with", "without", "data", "no", "success", "failure", "failed", "disabled", "enabled", "selected",
        "focused", "focus", "hover", "pressed", "initial", "populated", "partial", "full", "light", "dark", "mode",
        "variant", "v", "version", "before", "after", "expanded", "collapsed", "open", "closed", "on", "off", "new",
        "old", "current", "redesign", "redesigned", "and", "or", "the", "a", "an", "of", "step", "steps"
    ]

    /// A screen name from a file stem: `dashboard-screen` → `dashboard`, `login_page` → `login`; the stem
    /// itself when nothing else is left.
    static func fromStem(_ stem: String) -> String {
        var words = stem.split(whereSeparator: { $0 == "-" || $0 == "_" || $0 == " " || $0 == "." }).map(String.init)
        while words.count > 1, let last = words.last, noiseWords.contains(last.lowercased()) { words.removeLast() }
        while words.count > 1, let first = words.first, noiseWords.contains(first.lowercased()) { words.removeFirst() }
        let out = words.joined(separator: "-")
        return out.isEmpty ? stem : out
    }

    /// A screen name from free text (a caption, comment, heading or `<title>` part): leading codes and
    /// emoji (`SCR-03:`, `⚡`), separators and the noise words are removed; nil when nothing names a screen
    /// (empty, a sentence, or only state words such as "Loading / Skeleton").
    static func fromText(_ text: String) -> String? {
        let t = MarkupDocument.collapseWhitespace(text)
        guard !t.isEmpty, t.count <= 60 else { return nil }
        // Keep letters, digits and spaces; everything else separates words.
        var words = t.split(whereSeparator: { !($0.isLetter || $0.isNumber) }).map(String.init)
        // Noise and version words first (`FEATURE 1: SNAP & SHIP`, `Inbox v2`), then the codes they leave.
        words = words.filter { w in !noiseWords.contains(w.lowercased()) && !isVersion(w) }
        // Reference codes before the name: `SCR-03`, `S1`, `03`.
        while let first = words.first, isCode(first) { words.removeFirst() }
        if words.count >= 2, words[0].count <= 4, words[0].allSatisfy({ $0.isUppercase }), words[1].allSatisfy({ $0.isNumber }) {
            words.removeFirst(2)
        }
        words = withoutDraftSuffix(words)
        guard !words.isEmpty, words.count <= 6 else { return nil }
        if words.allSatisfy({ w in stateWords.contains(w.lowercased()) || w.allSatisfy({ $0.isNumber }) }) { return nil }
        return words.joined(separator: " ")
    }

    /// Words a designer ends a frame's name with to say it is a draft, in languages written with spaces ("Inicio
    /// borrador", "Startseite Entwurf", "Home static"): never part of the screen's name. Only at the end, where they
    /// qualify the name (a "Draft editor" screen keeps its word).
    static let draftWords: Set<String> = [
        "draft", "static", "entwurf", "statisch", "borrador", "boceto", "maqueta", "estatico", "estático", "brouillon",
        "maquette", "statique", "bozza", "rascunho", "esboço", "esboco", "ontwerp"
    ]

    /// The same in scripts written without spaces, ending the name's last word (`单元总结页静态对齐稿`, `設定画面`): longer
    /// ones first, so `静态对齐稿` goes whole.
    static let draftSuffixes: [String] = [
        "静态对齐稿", "视觉对齐稿", "静态设计稿", "对齐稿", "设计稿", "视觉稿", "静态稿", "效果图", "线框图", "原型图", "示意图", "草稿", "初稿",
        "靜態對齊稿", "對齊稿", "設計稿", "視覺稿", "線框圖", "原型圖", "草圖",
        "デザイン案", "モックアップ", "ワイヤーフレーム", "ラフ案", "ラフ", "시안", "목업", "와이어프레임",
        // "page" and "screen", as `noiseWords` drops them in languages written with spaces (`设置页面`, `設定画面`).
        "页面", "頁面", "画面"
    ]

    /// `words` without a designer's draft word or suffix at its end (`draftWords`, `draftSuffixes`); a name that would
    /// be left with fewer than two letters keeps it.
    static func withoutDraftSuffix(_ words: [String]) -> [String] {
        var out = words
        while out.count > 1, let last = out.last, draftWords.contains(last.lowercased()) { out.removeLast() }
        guard var last = out.last else { return out }
        // `选择题页面静态对齐稿`: the draft word, then the page word.
        while let suffix = draftSuffixes.first(where: { last.hasSuffix($0) && last.count >= $0.count + 2 }) { last = String(last.dropLast(suffix.count)) }
        out[out.count - 1] = last
        return out
    }

    /// True when a text names a state or a step of a screen and nothing else (`state-empty`, `step-2`, "Loading"): past
    /// the noise words, every word is a state word or a number, and one is a state word. An id of a number alone
    /// (`page-3`) names nothing, not a state.
    static func namesStateOnly(_ text: String) -> Bool {
        let words = NameWords.split(text).filter { !noiseWords.contains($0) && !isVersion($0) }
        guard words.contains(where: stateWords.contains) else { return false }
        return words.allSatisfy { stateWords.contains($0) || $0.allSatisfy(\.isNumber) }
    }

    /// Separators between a screen and one of its states in a caption: "扫描进度页 · 扫描中", "Checkout – Error",
    /// "Inbox / Empty", "設定：エラー".
    static let stateSeparators: [String] = [" · ", " • ", " – ", " — ", " / ", " | ", " - ", "：", "｜", "・", ": "]

    /// The screen part of a caption "screen · state" (the text before the last separator), cleaned like any
    /// name; nil when the caption has no separator or either side is empty.
    static func screenOfState(_ caption: String) -> String? {
        let t = MarkupDocument.collapseWhitespace(caption)
        // The state is the last part: "Checkout / Payment · Error" is a state of "Checkout / Payment".
        var cut: Range<String.Index>?
        for separator in stateSeparators {
            if let r = t.range(of: separator, options: .backwards), cut.map({ r.lowerBound > $0.lowerBound }) ?? true { cut = r }
        }
        guard let cut else { return nil }
        let state = t[cut.upperBound...]
        guard state.contains(where: { $0.isLetter || $0.isNumber }) else { return nil }
        return fromText(String(t[..<cut.lowerBound]))
    }

    /// `LIVE PULSE` → `Live Pulse`: comments and banners shout; names are written in title case.
    static func unshouted(_ name: String) -> String {
        guard name.contains(where: \.isLetter), name == name.uppercased() else { return name }
        return name.split(separator: " ").map { w in w.allSatisfy(\.isLetter) && w.count > 2 ? w.prefix(1) + w.dropFirst().lowercased() : String(w) }.joined(
            separator: " ")
    }

    /// `v2`, `V10`: a version of a design, not part of a name.
    static func isVersion(_ w: String) -> Bool {
        guard w.count > 1, let f = w.first, f == "v" || f == "V" else { return false }
        return w.dropFirst().allSatisfy { $0.isNumber }
    }

    /// `03`, `S1`, `SCR01`, `4c`: a reference code, all digits or capitals with a digit, or a step code (a number and
    /// one lowercase letter: the third step "4c" of screen 4).
    static func isCode(_ w: String) -> Bool {
        if w.allSatisfy({ $0.isNumber }) { return true }
        if isStepCode(w) { return true }
        return w.contains { $0.isNumber } && w.allSatisfy { $0.isNumber || $0.isUppercase }
    }

    /// `4b`, `12c`: a number and one lowercase letter, the way a design numbers the steps or states of one screen.
    static func isStepCode(_ w: String) -> Bool {
        guard w.count >= 2, let last = w.last, last.isLowercase, last.isASCII else { return false }
        return w.dropLast().allSatisfy { $0.isASCII && $0.isNumber }
    }

    /// The number a screen's own code gives it when the text naming it starts with one: `4` of "4c. EIGHT SLEEP:
    /// WORKING", of "4. EIGHT SLEEP" and of "4.2 Sign in". Screens a design numbers alike (4, 4b, 4c) are the steps
    /// or states of one screen. Nil when the text starts with no number.
    static func sequenceNumber(_ text: String) -> String? {
        let words = MarkupDocument.collapseWhitespace(text).split(whereSeparator: { !($0.isLetter || $0.isNumber) }).map(String.init)
            .filter { w in !noiseWords.contains(w.lowercased()) && !isVersion(w) }
        guard let first = words.first, words.count >= 2 else { return nil }
        if first.allSatisfy({ $0.isASCII && $0.isNumber }) { return String(Int(first) ?? 0) }
        if isStepCode(first) { return String(Int(first.dropLast()) ?? 0) }
        return nil
    }

    /// The parts of a `<title>` that may name the screen, most likely first: "MyApp - Dashboard Screen" →
    /// [Dashboard, MyApp]. A part holding a noise word ("Screen", "Mockup") or a word of the file stem is
    /// the screen's; otherwise the first part is (the app's name usually comes last: "Settings — Tempo").
    static func titleParts(_ title: String, stem: String) -> [String] {
        var parts = [title]
        for separator in [" — ", " – ", " | ", " · ", " - ", ": "] where parts.count == 1 {
            let split = title.components(separatedBy: separator).filter { !MarkupDocument.collapseWhitespace($0).isEmpty }
            if split.count > 1 { parts = split }
        }
        let stemWords: Set<String> = Set(NameWords.split(stem)).subtracting(noiseWords)
        func score(_ p: String) -> Int {
            let w = p.split(whereSeparator: { !($0.isLetter || $0.isNumber) }).map { $0.lowercased() }
            if !stemWords.isDisjoint(with: w.flatMap { NameWords.split($0) }) { return 0 }
            if w.contains(where: noiseWords.contains) { return 1 }
            return 2
        }
        let ranked = parts.enumerated().sorted { (score($0.element), $0.offset) < (score($1.element), $1.offset) }.map(\.element)
        return ranked.compactMap(fromText)
    }
}
