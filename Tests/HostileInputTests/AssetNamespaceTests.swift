import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Asset names come from `provides-namespace` in the `Contents.json` of a colorset's parent folders:
/// only folders inside the catalog and the input root are opened, never one above the root or through
/// a link that leaves it.
@Suite("asset namespaces stay inside the root", .enabled(if: GapCheckBinary.isAvailable, "build the gapcheck product first"))
struct AssetNamespaceTests {
    static let namespace = #"{"info":{"version":1,"author":"xcode"},"properties":{"provides-namespace":true}}"#
    static let colorset =
        #"{"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":{"red":"0.1","green":"0.2","blue":"0.3","alpha":"1"}}}]}"#

    @Test("a namespace Contents.json symlinked outside the root is not followed")
    func linkOutside() throws {
        let ws = try Workspace()
        try ws.addBaseline()
        try ws.write("outside/Contents.json", Self.namespace)
        try ws.write("app/Assets.xcassets/Leak/Brand.colorset/Contents.json", Self.colorset)
        #expect(symlink(ws.path + "/outside/Contents.json", ws.path + "/app/Assets.xcassets/Leak/Contents.json") == 0)
        try ws.write("app/Assets.xcassets/Inside/Contents.json", Self.namespace)
        try ws.write("app/Assets.xcassets/Inside/Accent.colorset/Contents.json", Self.colorset)
        let r = try ws.run(["inventory", "app"])
        #expect(r.status == 0, "\(r)")
        // Inventory rows start with the asset name: `  Inside/Accent  #1A334D  app/...`.
        #expect(r.out.contains("\n  Inside/Accent "), "an in-root namespace is still applied: \(r.out)")
        #expect(r.out.contains("\n  Brand ") && !r.out.contains("\n  Leak/Brand "), "the namespace outside the root was read: \(r.out)")
    }

    @Test("folders above the root are never opened: a colorset root's parents do not name the asset")
    func aboveTheRoot() throws {
        let ws = try Workspace()
        try ws.addBaseline()
        // The app root is a folder inside a namespace folder; the namespace above the root must not apply,
        // and no catalog (`.xcassets`) above it stops the walk up to `/` either.
        try ws.write("outside/Above/Contents.json", Self.namespace)
        try ws.write("outside/Above/app/Brand.colorset/Contents.json", Self.colorset)
        try ws.write("outside/Above/app/App.swift", "import SwiftUI\nlet brand = Color(\"Brand\")\n")
        let r = try GapCheckBinary.run(["inventory", "outside/Above/app"], in: ws.path, timeout: 120)
        #expect(r.status == 0, "\(r)")
        #expect(r.out.contains("\n  Brand ") && !r.out.contains("\n  Above/Brand "), "a namespace above the root was read: \(r.out)")
    }
}
