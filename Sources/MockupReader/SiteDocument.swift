import Foundation
import GapCheckModel
import LibXML

/// What shows a page with no device frame to be a document of the product's website rather than a screen of the app,
/// in any language: its `<title>` or `<h1>` names a legal or support document (Privacy Policy, Terms of Service,
/// Datenschutz, Impressum, Mentions légales, 隐私政策, 利用規約, Support, FAQ), its text is prose (paragraphs of
/// sentences under headings), and it draws nothing of an app: no form control or button, no tab bar, navigation bar
/// or toggle. Such a page often has no site header or footer, only a link back to the site. `ReadState.markSiteDocuments`
/// decides with the pages it links: one that links a page of the product's website is a page of that website too.
struct SiteDocument: Sendable, Hashable {
    /// Local pages the page links, as written (`MockupGallery.pageReference`); the site's root (`/`, `./`) as its
    /// `index.html`.
    var links: Set<String> = []

    /// Least number of sentences (`AppFrames.isSentence`) in the page's prose blocks.
    static let minimumSentences = 2

    /// Words of a `<title>` or `<h1>` that name a document of a website, each as the words `NameWords.split` gives:
    /// legal notices and support pages, in the languages apps are most often made in. Phrases of scripts written
    /// without spaces (Chinese, Japanese) are matched inside a word.
    static let documentPhrases: [String] = [
        // English
        "privacy policy", "privacy notice", "privacy statement", "terms of service", "terms of use", "terms and conditions",
        "terms conditions", "legal notice", "cookie policy", "end user license agreement", "eula", "disclaimer", "imprint",
        "support", "help center", "faq", "faqs", "frequently asked questions", "contact us",
        // German
        "datenschutz", "datenschutzerklärung", "datenschutzhinweise", "impressum", "nutzungsbedingungen", "agb",
        "allgemeine geschäftsbedingungen", "hilfe", "kontakt",
        // French
        "politique de confidentialité", "confidentialité", "mentions légales", "conditions d utilisation",
        "conditions générales", "cgu", "cgv", "aide", "assistance",
        // Spanish, Portuguese, Italian
        "política de privacidad", "aviso de privacidad", "términos de servicio", "términos y condiciones", "aviso legal",
        "términos de uso", "soporte", "ayuda", "preguntas frecuentes", "política de privacidade", "termos de uso",
        "termos de serviço", "suporte", "informativa sulla privacy", "termini di servizio", "termini e condizioni",
        "note legali",
        // Dutch, Russian
        "privacybeleid", "algemene voorwaarden", "политика конфиденциальности",
        "пользовательское соглашение", "условия использования", "поддержка",
        // Chinese, Japanese, Korean
        "隐私政策", "隱私政策", "隐私权政策", "隱私權政策", "用户协议", "用戶協議", "服务条款", "服務條款", "使用条款", "常见问题",
        "帮助中心", "プライバシーポリシー", "個人情報保護方針", "利用規約", "特定商取引法", "よくある質問", "サポート",
        "개인정보처리방침", "개인정보 처리방침", "이용약관", "고객지원", "자주 묻는 질문"
    ]

    /// Words of a class that name a part of an app's screen: a page drawing one is no document of a website.
    private static let appPartWords: [[String]] = [
        ["navbar"], ["nav", "bar"], ["navigation", "bar"], ["statusbar"], ["status", "bar"], ["toolbar"], ["tabbar"],
        ["toggle"], ["switch"]
    ]

    /// The evidence of `doc`, nil when it is no document of a website by itself.
    init?(_ doc: MarkupDocument) {
        var namesDocument = false
        var sentences = 0, proseLength = 0
        // Depth first, knowing whether an ancestor is already a prose block: a list item's paragraph is its item's.
        var stack: [(node: Int, inProse: Bool)] = [(doc.root, false)]
        while let (node, inProse) = stack.popLast() {
            let n = doc.nodes[node]
            guard n.kind == .element else { continue }
            if ["input", "select", "textarea", "button"].contains(n.name) || AppFrames.isTabBar(n) { return nil }
            if n.attribute("role") == "switch" { return nil }
            let words = NameWords.split(n.attribute("class") ?? "")
            if Self.appPartWords.contains(where: { $0.allSatisfy(words.contains) }) { return nil }
            if n.name == "title" || n.name == "h1" { namesDocument = namesDocument || Self.namesDocument(doc.textContent(of: node)) }
            if n.name == "a", let href = n.attribute("href") {
                let h = href.trimmingCharacters(in: .whitespacesAndNewlines)
                if h == "/" || h == "./" {
                    links.insert("index.html")
                } else if let ref = MockupGallery.pageReference(h) {
                    links.insert(ref)
                }
            }
            let prose = ["p", "li", "dd", "blockquote"].contains(n.name)
            if prose, !inProse {
                let text = doc.textContent(of: node)
                if AppFrames.isSentence(text) {
                    sentences += 1
                    proseLength += text.count
                } else if AppFrames.isClause(text) {
                    proseLength += text.count
                }
            }
            for c in n.children.reversed() { stack.append((c, inProse || prose)) }
        }
        guard namesDocument, sentences >= Self.minimumSentences, !links.isEmpty else { return nil }
        // Prose holds half of the page's text or more: a screen's labels, values and rows are short.
        let body = doc.elementsInOrder().first { doc.nodes[$0].name == "body" } ?? doc.root
        guard proseLength * 2 >= doc.textContent(of: body).count else { return nil }
    }

    /// True when a title or main heading names a document of a website (`documentPhrases`), as a whole phrase among its
    /// words, or inside a word for a script written without spaces.
    static func namesDocument(_ text: String) -> Bool {
        let words = NameWords.split(text)
        let joined = " " + words.joined(separator: " ") + " "
        return documentPhrases.contains { phrase in
            if joined.contains(" " + phrase + " ") { return true }
            // Chinese, Japanese and Korean titles run their words together ("记账本 隐私政策", "アプリ利用規約").
            return phrase.unicodeScalars.contains { $0.value >= 0x3040 } && joined.contains(phrase)
        }
    }
}
