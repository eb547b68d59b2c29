import GapCheckModel
import LibXML

/// The controls a prototype page adds to switch its own state (`<div class="switcher" aria-label="Prototype state">`
/// with "Locked" / "Unlocked" buttons whose script swaps classes on the frame): they drive the mockup, not the app, so
/// they are the page's chrome even where they sit inside the phone frame.
///
/// A group is such a switcher when its own name (`aria-label`, `title`, `id` or a class) calls it the prototype's
/// (`prototype`, `Prototyp`, `prototipo`, `原型`, `プロトタイプ`) and a state or a control (`state`, `controls`,
/// `switcher`, `review`, `Zustand`, `estado`, `状态`, `切换`) — "Prototype review states", `prototype-controls`,
/// "原型状态切换" —, it is no control itself, holds controls and little else (every text with letters but one short
/// caption is inside a control), and it is no frame and holds none. `mockup` and `wireframe` name the app's drawing
/// (`.wireframe-bottom-nav` is the app's tab bar), a `prototype` section wraps the app, and a segmented control named
/// for what it picks (`.period-picker`) says nothing of the prototype: all stay app UI.
enum PrototypeControls {
    /// Words of a name (split at case and punctuation, lower-cased) that call a thing the prototype's.
    private static let prototypeWords: Set<String> = ["prototype", "prototypes", "prototyp", "prototypen", "prototipo", "prototipos"]
    /// Words that call it a state of the prototype or controls of it.
    private static let stateWords: Set<String> = [
        "state", "states", "status", "control", "controls", "switch", "switcher", "toggle", "toggles", "mode", "modes", "review", "scenario",
        "scenarios", "variant", "variants", "toolbar", "zustand", "zustände", "steuerung", "umschalter", "estado", "estados", "controles",
        "escenario", "escenarios"
    ]
    /// The same in scripts written without spaces, found as part of the name.
    private static let prototypeTerms = ["原型", "プロトタイプ", "프로토타입"]
    private static let stateTerms = ["状态", "狀態", "状態", "切换", "切換", "切り替え", "评审", "評審", "控制", "模式", "演示", "상태", "전환"]
    /// Most controls a state switcher holds: a toolbar of a few states, never a screen's list of buttons.
    private static let maxControls = 12

    /// The switchers of a page: the outermost element of each (`frames`: the page's device frames, never one).
    static func find(_ doc: MarkupDocument, classes: ElementClasses, frames: Set<Int>) -> [Int] {
        var out: [Int] = []
        var inside: Set<Int> = []
        for node in doc.elementsInOrder() where node != doc.root {
            if let p = doc.nodes[node].parent, inside.contains(p) {
                inside.insert(node)
                continue
            }
            let n = doc.nodes[node]
            guard namesPrototypeState(n, classes: classes.classList(node)), !isControl(n), !frames.contains(node), isSwitcher(doc, node, frames: frames)
            else { continue }
            out.append(node)
            inside.insert(node)
        }
        return out
    }

    /// True when one of the element's own names calls it the prototype's state or controls.
    static func namesPrototypeState(_ n: MarkupDocument.Node, classes: [String]) -> Bool {
        guard n.kind == .element else { return false }
        let names = classes + [n.attribute("aria-label"), n.attribute("title"), n.attribute("id")].compactMap { $0 }
        return names.contains { name in
            // Every element of every page comes here: split only names that may hold the word.
            guard NameWords.mayHold(["prototyp", "prototipo"], in: name) else { return false }
            let words = Set(NameWords.split(name).map { $0.lowercased() })
            let prototype = !words.isDisjoint(with: prototypeWords) || prototypeTerms.contains { name.contains($0) }
            return prototype && (!words.isDisjoint(with: stateWords) || stateTerms.contains { name.contains($0) })
        }
    }

    /// True when `node` holds one control or more (at most `maxControls`), no frame, and no text with letters outside
    /// its controls but one short caption ("State:").
    private static func isSwitcher(_ doc: MarkupDocument, _ node: Int, frames: Set<Int>) -> Bool {
        let all = doc.elementsInOrder(from: node)
        guard !all.contains(where: frames.contains) else { return false }
        let controls = all.filter { isControl(doc.nodes[$0]) }
        guard !controls.isEmpty, controls.count <= maxControls else { return false }
        return holdsOnlyControls(doc, all, controls: controls, maxCaption: 24)
    }

    /// True when no element of `all` (a group's elements) holds text with letters outside `controls` but one caption of
    /// at most `maxCaption` characters ("State:").
    static func holdsOnlyControls(_ doc: MarkupDocument, _ all: [Int], controls: [Int], maxCaption: Int) -> Bool {
        let inControls = Set(controls.flatMap { doc.elementsInOrder(from: $0) })
        let captions = all.filter { i in
            !inControls.contains(i)
                && doc.nodes[i].children.contains { doc.nodes[$0].kind == .text && doc.nodes[$0].text.contains(where: \.isLetter) }
        }
        return captions.isEmpty
            || captions.count == 1 && MarkupDocument.collapseWhitespace(doc.textContent(of: captions[0])).count <= maxCaption
    }

    /// A control a reader of the page clicks: a button, a link, a form control, or an element with a control's role.
    static func isControl(_ n: MarkupDocument.Node) -> Bool {
        switch n.name {
        case "button", "select", "input": return true
        case "a": return n.attribute("href") != nil
        default: return ["button", "tab", "radio", "switch", "checkbox"].contains(n.attribute("role") ?? "")
        }
    }
}
