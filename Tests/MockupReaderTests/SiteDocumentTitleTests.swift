import Testing

@testable import MockupReader

/// The titles that name a legal or support document of a website, in several languages and scripts, and titles of an
/// app's screens that do not.
@Suite struct SiteDocumentTitleTests {
    @Test func titlesNamingADocumentOfTheSite() {
        for title in [
            "Pebble – Privacy Policy", "Datenschutzerklärung | Wanderlust", "Mentions légales", "Política de privacidad",
            "日记 · 隐私政策", "アプリ利用規約", "Terms & Conditions", "Impressum", "Help Center", "이용약관"
        ] {
            #expect(SiteDocument.namesDocument(title), "\(title)")
        }
        for title in ["Supported devices", "Meine Touren", "Dashboard", "Privacy", "Contacts", "Assistant"] {
            #expect(!SiteDocument.namesDocument(title), "\(title)")
        }
    }
}
