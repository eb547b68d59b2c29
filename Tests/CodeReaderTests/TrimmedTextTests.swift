import SwiftParser
import SwiftSyntax
import Testing

@testable import CodeReader

@Suite("A node's trimmed text, read from its bytes, is swift-syntax's trimmedDescription")
struct TrimmedTextTests {
    /// Every node of `source`, tokens included.
    private func nodes(_ source: String) -> [Syntax] {
        var out: [Syntax] = []
        var stack = [Syntax(Parser.parse(source: source))]
        while let n = stack.popLast() {
            out.append(n)
            stack.append(contentsOf: n.children(viewMode: .sourceAccurate))
        }
        return out
    }

    @Test("the same text for every node, with comments, blank lines, doc comments and non-ASCII text around and inside")
    func everyNode() {
        let source = """
            // A leading comment
            /// Docs of the type.
            struct Card: View {   // trailing comment
                @State private var n = 0

                var body: some View {
                    VStack(alignment: .leading /* inline */, spacing: 8) {
                        Text("Héllo \\(n) wörld — ☕️")
                            .font(.system(size: 17,
                                          weight: .semibold))   // wrapped arguments
                            .foregroundColor(Color(hex: 0x1A2B3C))
                    }
                    .padding(.horizontal, 16)
                }
            }
            """
        let all = nodes(source)
        #expect(all.count > 100)
        for n in all {
            #expect(n.trimmedText == n.trimmedDescription, "\(n.kind)")
        }
    }

    @Test("a node with leading and trailing trivia loses both, and only those")
    func trivia() throws {
        let tree = Parser.parse(source: "let a =   /* c */  f( 1 ,  2 )   // end\n")
        let call = try #require(nodes(tree.description).first { $0.is(FunctionCallExprSyntax.self) })
        #expect(call.trimmedText == "f( 1 ,  2 )")
        #expect(call.description != call.trimmedText)
    }
}
