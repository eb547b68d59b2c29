import Foundation
import GapCheckModel
import Testing

@testable import MockupReader

/// What makes a row's value data-like: a count with its unit or a date, in any script; a bare number (a statistic) or
/// a word (a setting's value) is not. A Korean library screen whose shelves list books with counts: the shelf names
/// are texts, its fixed settings rows stay labels.
@Suite struct RecordRowsTests {
    @Test func dataShapes() {
        #expect(RecordRows.shape(of: "12 canciones") == "# canciones")
        #expect(RecordRows.shape(of: "1,234张") == "#张")
        #expect(RecordRows.shape(of: "25/05 · 14:32") == "#/# · #:#")
        #expect(RecordRows.shape(of: "42") == nil)
        #expect(RecordRows.shape(of: "Solo Wi-Fi") == nil)
    }

    @Test func namesBesideCountsAreTextsAndFixedLabelsStay() throws {
        let html = """
            <!doctype html><html><head><title>서재</title></head><body data-screen="library">
            <dl class="shelves"><dt>여름 소설</dt><dd>12권</dd><dt>과학</dt><dd>7권</dd><dt>읽을 책</dt><dd>31권</dd></dl>
            <dl class="stats"><dt>이번 달</dt><dd>4</dd><dt>올해</dt><dd>28</dd><dt>전체</dt><dd>312</dd></dl>
            <dl class="settings"><dt>정렬</dt><dd>제목순</dd><dt>보기</dt><dd>목록</dd><dt>동기화</dt><dd>켜짐</dd></dl>
            </body></html>
            """
        let screen = try #require(try readDesign(["library.html": html]).screens.first)
        let kinds = Dictionary(screen.labels.map { ($0.text, $0.kind) }, uniquingKeysWith: { a, _ in a })
        for shelf in ["여름 소설", "과학", "읽을 책"] { #expect(kinds[shelf] == .text, "\(shelf): \(String(describing: kinds[shelf]))") }
        // Statistics with bare numbers and settings with words are still labels.
        for label in ["이번 달", "올해", "정렬", "보기"] { #expect(kinds[label] == .labelValue, "\(label): \(String(describing: kinds[label]))") }
    }

    /// Two-character names in a script without case are words ("旅行"): rows drawn alike, each wrapped in a swipe
    /// container, a picture before the name, are records; a heading two characters long in Latin script is not read so.
    @Test func twoCharacterNamesInDeepRowsAreRecords() throws {
        let row = { (name: String, n: Int) in
            "<div class=\"swipe\"><div class=\"card\"><div class=\"line\"><img src=\"a.png\" alt=\"\"><div class=\"text\">"
                + "<div class=\"title\"><i class=\"icon\"></i><h4>\(name)</h4></div><p>\(n)张</p></div></div></div>"
                + "<div class=\"actions\"><i class=\"trash\"></i></div></div>"
        }
        let html = """
            <!doctype html><html><head><title>相册</title></head><body data-screen="albums"><h1>相册</h1>
            <div class="list">\(row("旅行", 89))\(row("工作", 45))\(row("朋友", 156))</div>
            <div class="list">\(row("Go", 3))\(row("Up", 4))</div>
            </body></html>
            """
        let screen = try #require(try readDesign(["albums.html": html]).screens.first)
        for name in ["旅行", "工作", "朋友"] {
            let s = try #require(screen.sections.first { $0.title == name }, "\(screen.sections.map(\.title))")
            #expect(s.recordEvidence != nil, "\(name)")
        }
        #expect(screen.sections.filter { ["Go", "Up"].contains($0.title) }.allSatisfy { $0.recordEvidence == nil })
    }
}
