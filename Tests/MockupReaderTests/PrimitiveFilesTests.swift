import DesignTokenJSON
import GapCheckModel
import Testing

/// Which files of a token set read together are its primitive layer (`PrimitiveFiles`): a file of literal values the
/// other files alias, not any file another borrows a value from.
@Suite struct PrimitiveFilesTests {
    static func read(_ files: [String: String]) -> [String: [DesignToken]] {
        var diagnostics: [Diagnostic] = []
        let names = files.keys.sorted()
        let read = DesignTokenFile.parseTogether(
            names.map { TokenSetFile(name: $0, path: $0, bytes: Array(files[$0]!.utf8)) }, diagnostics: &diagnostics)
        return Dictionary(uniqueKeysWithValues: zip(names, read))
    }

    static let scale =
        ##"{"gray": {"100": {"value": "#F5F5F5", "type": "color"}, "900": {"value": "#1C1C1C", "type": "color"}, "500": {"value": "#808080", "type": "color"}}}"##

    @Test func aFileOfAliasesMakesTheLiteralFileItsLayer() {
        let semantic = ##"{"surface": {"value": "{gray.100}", "type": "color"}, "text": {"value": "{gray.900}", "type": "color"}}"##
        let tokens = Self.read(["scale.json": Self.scale, "roles.json": semantic])
        let use = Dictionary(uniqueKeysWithValues: (tokens["scale.json"] ?? []).map { ($0.name, $0.primitive) })
        #expect(use["gray.100"] == .referenced && use["gray.500"] == .unreferenced, "\(use)")
        #expect((tokens["roles.json"] ?? []).allSatisfy { $0.primitive == nil })
    }

    /// Negative: a token file of its own values that borrows one value from another file is no semantic layer.
    @Test func aFileBorrowingOneValueMakesNoLayer() {
        let own = ##"""
            {"brand": {"value": "#0055AA", "type": "color"}, "warn": {"value": "#FFAA00", "type": "color"},
             "ok": {"value": "#22AA44", "type": "color"}, "line": {"value": "{gray.500}", "type": "color"}}
            """##
        let tokens = Self.read(["scale.json": Self.scale, "own.json": own])
        #expect(tokens.values.joined().allSatisfy { $0.primitive == nil }, "\(tokens.values.joined().map { "\($0.name) \(String(describing: $0.primitive))" })")
    }
}
