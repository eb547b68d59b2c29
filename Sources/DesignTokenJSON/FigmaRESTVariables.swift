import Foundation
import GapCheckModel

/// The response of Figma's REST API `GET /v1/files/:key/variables/local` (what Figma's "variables" GitHub Action writes), read
/// as the mode-keyed variables it holds (`ModeValueTokens`): `meta.variableCollections[id]` names a collection and its modes
/// (`modes: [{modeId, name}]`, in order), `meta.variables[id]` a variable (`name` with `/` between groups, its collection, and
/// `valuesByMode[modeId]`: a color as `{r, g, b, a}` from 0 to 1, a number, a string, or `{"type": "VARIABLE_ALIAS", "id"}`).
/// Booleans and aliases to variables not in the file are left out; remote variables are kept as written.
enum FigmaRESTVariables {
    /// The variables as a mode-keyed tree (`{collection: {group: {variable: {mode: value}}}}`, aliases as `{collection.group.variable}`),
    /// the modes of each collection in order, and the key path in the response of each variable and of each value.
    struct Converted {
        var tree: [String: Any]
        var modeOrder: [String: [String]]
        /// Dotted token name → the variable's key path in the response.
        var places: [String: [String]]
        /// Collection → mode name → mode id, for the key path of a value.
        var modeIDs: [String: [String: String]]
    }

    /// The response's variables, or nil when `root` is no such response (its `meta`, or itself, lacks `variables` and
    /// `variableCollections` objects of variables with `valuesByMode`).
    static func convert(_ root: [String: Any]) -> Converted? {
        let (meta, prefix): ([String: Any], [String]) =
            (root["meta"] as? [String: Any]).map { ($0, ["meta"]) } ?? (root, [])
        guard let variables = meta["variables"] as? [String: Any], let collections = meta["variableCollections"] as? [String: Any],
            !variables.isEmpty, variables.values.allSatisfy({ ($0 as? [String: Any])?["valuesByMode"] is [String: Any] })
        else { return nil }
        var collectionNames: [String: String] = [:]
        var modeNames: [String: [String: String]] = [:]
        var out = Converted(tree: [:], modeOrder: [:], places: [:], modeIDs: [:])
        for (id, c) in collections {
            guard let c = c as? [String: Any], let name = c["name"] as? String, let modes = c["modes"] as? [Any] else { continue }
            collectionNames[id] = name
            let pairs = modes.compactMap { m -> (String, String)? in
                guard let m = m as? [String: Any], let mid = m["modeId"] as? String, let mname = m["name"] as? String else { return nil }
                return (mid, mname)
            }
            modeNames[id] = Dictionary(pairs, uniquingKeysWith: { a, _ in a })
            out.modeOrder[name] = pairs.map(\.1)
            out.modeIDs[name] = Dictionary(pairs.map { ($0.1, $0.0) }, uniquingKeysWith: { a, _ in a })
        }
        func tokenPath(_ v: [String: Any]) -> [String]? {
            guard let name = v["name"] as? String, let cid = v["variableCollectionId"] as? String, let collection = collectionNames[cid] else {
                return nil
            }
            let groups = name.split(separator: "/").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            return groups.isEmpty ? nil : [collection] + groups
        }
        var paths: [String: [String]] = [:]
        for (id, v) in variables {
            if let v = v as? [String: Any], let p = tokenPath(v) { paths[id] = p }
        }
        for id in variables.keys.sorted() {
            guard let v = variables[id] as? [String: Any], let path = paths[id], let cid = v["variableCollectionId"] as? String,
                let values = v["valuesByMode"] as? [String: Any]
            else { continue }
            var modes: [String: Any] = [:]
            for (modeID, raw) in values {
                guard let mode = modeNames[cid]?[modeID], let value = plainValue(raw, paths: paths) else { continue }
                modes[mode] = value
            }
            guard !modes.isEmpty else { continue }
            insert(modes, at: path, into: &out.tree)
            out.places[path.joined(separator: ".")] = prefix + ["variables", id]
        }
        return out.tree.isEmpty ? nil : out
    }

    /// A value as a mode-keyed export writes it: a color as an `rgba()` string, an alias as `{dotted.name}`, numbers and
    /// strings as they are; nil for booleans and aliases to variables not in the response.
    static func plainValue(_ raw: Any, paths: [String: [String]]) -> Any? {
        if let d = raw as? [String: Any] {
            if (d["type"] as? String) == "VARIABLE_ALIAS" {
                guard let id = d["id"] as? String, let p = paths[id] else { return nil }
                return "{\(p.joined(separator: "."))}"
            }
            guard let r = number(d["r"]), let g = number(d["g"]), let b = number(d["b"]) else { return nil }
            let a = number(d["a"]) ?? 1
            func channel(_ x: Double) -> String { String(format: "%.2f", min(max(x, 0), 1) * 255) }
            return "rgba(\(channel(r)), \(channel(g)), \(channel(b)), \(String(format: "%.4f", min(max(a, 0), 1))))"
        }
        if let n = raw as? NSNumber { return String(cString: n.objCType) == "c" ? nil : n }
        return raw as? String
    }

    private static func number(_ v: Any?) -> Double? {
        guard let n = v as? NSNumber, String(cString: n.objCType) != "c" else { return nil }
        return n.doubleValue
    }

    /// Puts `modes` at `path` in `tree`, making the groups on the way; a variable whose group is itself a variable is left out.
    private static func insert(_ modes: [String: Any], at path: [String], into tree: inout [String: Any]) {
        guard let head = path.first else { return }
        if path.count == 1 {
            if tree[head] == nil { tree[head] = modes }
            return
        }
        var child = tree[head] as? [String: Any] ?? [:]
        // A group whose name is a variable's (`color/blue` beside `color/blue/500`) is no group: the deeper one is left out.
        if tree[head] != nil, child.values.contains(where: { !($0 is [String: Any]) }) { return }
        insert(modes, at: Array(path.dropFirst()), into: &child)
        tree[head] = child
    }
}
