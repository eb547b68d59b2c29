import Foundation
import GapCheckModel
import Testing

@testable import MockupReader

/// What a mocked editor pane prints (a file with syntax colours, `~` lines) is the user's content: no contrast pair of
/// the app's. The pane's own chrome (its tab title) still is. Style: a Japanese code editor, `.buffer` preformatted by a
/// rule, colour classes `.kw`, `.cm`, `.nb`.
@Suite struct PrintedSamplesTests {
    static func page(_ buffer: String) -> String {
        """
        <!DOCTYPE html><html lang="ja"><head><title>エディタ</title><style>
        body { background: #141414; color: #E0E0E0; font-family: sans-serif; }
        .tab-title { color: #5A5A5A; font-size: 12px; }
        .buffer { white-space: pre; font-family: monospace; color: #D0D0D0; }
        .kw { color: #C678DD; } .cm { color: #4B4B4B; } .nb { color: #3F3F3F; }
        </style></head><body><div class="editor"><div class="tab-title">main.swift</div>
        \(buffer)
        </div></body></html>
        """
    }

    static let printed = """
        <div class="buffer"><span class="nb"> 1 </span><span class="kw">import</span> Foundation
        <span class="nb"> 2 </span><span class="cm">// 設定を読む</span>
        <span class="nb"> 3 </span><span class="kw">let</span> x = 1
        <span class="nb">  ~</span>
        <span class="nb">  ~</span></div>
        """

    static func selectors(_ buffer: String) throws -> Set<String> {
        Set(try readDesign(["editor.html": page(buffer)]).colorPairs.map(\.selector))
    }

    @Test func aPreformattedBlockColouredByManySpansIsNoAppText() throws {
        let s = try Self.selectors(Self.printed)
        #expect(!s.contains(".cm") && !s.contains(".nb"), "\(s)")
        #expect(s.contains(".tab-title"), "\(s)")
    }

    @Test func aBlockOfOneLineOrFewSpansStaysAppText() throws {
        // The same classes on one line of the app's own UI (a breadcrumb): measured.
        let s = try Self.selectors(
            #"<div class="buffer"><span class="nb">ホーム</span> / <span class="cm">設定</span></div>"#)
        #expect(s.contains(".cm") && s.contains(".nb"), "\(s)")
    }

    /// The editor's status line beside its buffer (mode, position: coloured segments only, in the pane's font) prints
    /// too; an overlay the app draws over the pane, writing text between its parts or in its own font, stays app text.
    @Test func theStatusLineBesideTheBufferPrintsAndAnOverlayDoesNot() throws {
        let page = """
            <!DOCTYPE html><html><head><style>
            body { background: #141414; color: #E0E0E0; font-family: sans-serif; }
            .buffer { white-space: pre; font-family: monospace; color: #D0D0D0; }
            .kw { color: #C678DD; } .cm { color: #4B4B4B; } .nb { color: #3F3F3F; }
            .zeile .modus { color: #141414; background: #61AFEF; } .zeile .ort { color: #484848; background: #1C1C1C; }
            .schild { color: #444444; } .schild .t { color: #E0E0E0; }
            .marke { color: #454545; font-family: monospace; }
            </style></head><body><div class="editor">
            \(Self.printed)
            <div class="zeile"><span class="modus">EINFÜGEN</span><span class="ort"> 3:7 </span></div>
            <div class="schild"><span class="t">nvim</span> · ~/projekt</div>
            <div class="marke"><span class="t">zsh</span><span class="t">~</span></div>
            </div></body></html>
            """
        let s = Set(try readDesign(["editor.html": page]).colorPairs.map(\.selector))
        #expect(!s.contains(".zeile .ort"), "\(s)")
        #expect(s.contains(".schild"), "\(s)")
        // Its segments take their colour from the line: named by their own tag and class.
        #expect(s.contains("span.t"), "\(s)")
    }
}
