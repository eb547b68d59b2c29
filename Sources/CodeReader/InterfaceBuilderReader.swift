import GapCheckModel
import LibXML

/// Reads storyboards and xibs: `<color>`, `<fontDescription>`, texts, and named color references.
enum InterfaceBuilderReader {
    /// What one storyboard or xib contributes.
    struct Result: Sendable {
        var literals: [InlineLiteral] = []
        var views: [ViewType] = []
        var assetReferences: [FileFacts.RawAssetReference] = []
        var diagnostics: [Diagnostic] = []
        /// Literal index → asset name, for `<color name="X">` whose value comes from the asset catalog.
        var namedColorLiterals: [Int: String] = [:]
        /// Labels, buttons, text fields and tab bar items with their text and styles, as code elements of
        /// their scene's view controller.
        var elements: [CodeElement] = []
        /// True when the file could not be read at all.
        var unreadable = false
    }

    /// Elements that are scenes' controllers.
    static let controllerElements: Set<String> = [
        "viewController", "tableViewController", "collectionViewController", "navigationController", "tabBarController",
        "pageViewController", "splitViewController", "hostingController", "avPlayerViewController", "glkViewController"
    ]

    /// Reads one document; `namedColors` (the asset catalog's colors by name) gives `<color name="X">` its value.
    static func read(_ bytes: [UInt8], file: InputFile, namedColors: [String: AssetColor] = [:]) -> Result {
        var result = Result()
        let doc: MarkupDocument
        do { doc = try MarkupDocument.xml(bytes, path: file.displayPath) } catch {
            result.diagnostics.append(Diagnostic(.warning, "\(error); skipped", at: SourceLocation(file: file.displayPath)))
            return result
        }
        guard let top = doc.elementChildren(of: doc.root).first, doc.nodes[top].name == "document" else {
            let what = doc.elementChildren(of: doc.root).first.map { "its root element is <\(doc.nodes[$0].name)>" } ?? "no XML elements"
            result.diagnostics.append(
                Diagnostic(
                    .warning, "not an Interface Builder document (\(what)); skipped",
                    at: SourceLocation(file: file.displayPath, line: doc.firstError?.line ?? 1)))
            return result
        }
        if let e = doc.firstError {
            result.diagnostics.append(
                Diagnostic(.warning, "malformed XML (\(e.message)); read what libxml2 recovered", at: SourceLocation(file: file.displayPath, line: e.line)))
        }
        let fileBase = (file.relativePath.split(separator: "/").last.map(String.init) ?? file.relativePath)
        let stem = fileBase.split(separator: ".").dropLast().joined(separator: ".")
        var viewsByName: [String: ViewType] = [:]
        var order: [String] = []

        func loc(_ i: Int) -> SourceLocation { SourceLocation(file: file.displayPath, line: doc.nodes[i].line, column: 0) }

        // xib: File's Owner custom class, looked up once (per label it made 100,000 labels quadratic).
        let filesOwner = doc.nodes.first {
            $0.name == "placeholder" && $0.attribute("placeholderIdentifier") == "IBFilesOwner" && $0.attribute("customClass") != nil
        }?
        .attribute("customClass")

        /// The scene (view controller custom class, storyboard id, or file name) that owns node `i`.
        func owner(_ i: Int) -> String {
            for a in [i] + doc.ancestors(of: i) {
                let n = doc.nodes[a]
                if controllerElements.contains(n.name) {
                    return n.attribute("customClass") ?? n.attribute("storyboardIdentifier") ?? n.attribute("userLabel")
                        ?? "\(stem) \(n.name) \(n.attribute("id") ?? "")"
                }
            }
            // xib: File's Owner custom class, else the file name.
            return filesOwner ?? stem
        }

        /// The styled view: nearest ancestor element with an id, described by userLabel or class.
        func styledView(_ i: Int) -> String {
            for a in doc.ancestors(of: i) {
                let n = doc.nodes[a]
                guard let id = n.attribute("id") else { continue }
                let label = n.attribute("userLabel") ?? n.attribute("customClass") ?? n.name
                return "\(n.name) \"\(label)\" (id \(id))"
            }
            return "document"
        }

        /// A color child of `node` (`<color key="textColor" …/>`) as a code element's style value.
        func colorValue(_ node: Int, keys: [String]) -> ElementStyleValue? {
            guard let c = doc.elementChildren(of: node).first(where: { keys.contains(doc.nodes[$0].attribute("key") ?? "") && doc.nodes[$0].name == "color" })
            else { return nil }
            let cn = doc.nodes[c]
            var v = ElementStyleValue(expression: "<color key=\"\(cn.attribute("key") ?? "")\"\(attributesText(cn))>", location: loc(c))
            if let named = cn.attribute("name") {
                guard let asset = namedColors[named], let light = asset.light else { return nil }
                v.color = light; v.darkColor = asset.dark
            } else if let sys = cn.attribute("systemColor") ?? cn.attribute("cocoaTouchSystemColor") {
                guard let table = SystemColorTable.interfaceBuilder(sys) else { return nil }
                v.color = table.light; v.darkColor = table.dark
                if table.isAdaptive || table.name.hasPrefix("system") { v.systemName = table.name }
            } else {
                guard let color = componentsColor(cn) else { return nil }
                v.color = color
            }
            v.via = "storyboard"
            return v
        }

        /// A storyboard label, button or field as a code element of its scene: text, font, text and background
        /// colors, and the `layer.cornerRadius` a runtime attribute sets.
        func addElement(_ text: String, kind: String, role: ElementRole, colorKeys: [String], at i: Int, colorNode: Int? = nil, styleNode: Int? = nil) {
            guard !text.isEmpty, result.elements.count < ViewElementCollector.maxPerView * 4 else { return }
            var e = CodeElement(view: owner(i), kind: kind, role: role, text: text, location: loc(i))
            e.color = colorValue(colorNode ?? i, keys: colorKeys) ?? (colorNode != nil ? colorValue(i, keys: colorKeys) : nil)
            e.background = colorValue(styleNode ?? i, keys: ["backgroundColor", "baseBackgroundColor"])
            let fontParents = [styleNode, i].compactMap { $0 }
            for p in fontParents {
                guard let f = doc.elementChildren(of: p).first(where: { doc.nodes[$0].name == "fontDescription" }), let spec = font(doc.nodes[f]) else {
                    continue
                }
                var v = ElementStyleValue(expression: "<fontDescription\(attributesText(doc.nodes[f]))>", location: loc(f))
                v.font = spec
                v.via = "storyboard"
                e.font = v
                break
            }
            for a in doc.elementChildren(of: i) where doc.nodes[a].name == "userDefinedRuntimeAttributes" {
                for attr in doc.elementChildren(of: a) where doc.nodes[attr].attribute("keyPath") == "layer.cornerRadius" {
                    let value =
                        doc.nodes[attr].attribute("value").flatMap(Double.init)
                        ?? doc.elementChildren(of: attr).lazy.compactMap { doc.nodes[$0].attribute("value").flatMap(Double.init) }.first
                    if let value {
                        var v = ElementStyleValue(expression: "layer.cornerRadius = \(Length.format(value)) (runtime attribute)", location: loc(attr))
                        v.length = value
                        v.via = "storyboard"
                        e.radius = v
                    }
                }
            }
            e.inControl = kind == "UIButton"
            e.inTabBar = kind == "tabBarItem"
            if let adjusts = doc.nodes[i].attribute("adjustsFontForContentSizeCategory") { e.adjustsFontForContentSize = adjusts == "YES" }
            result.elements.append(e)
        }

        func addText(_ text: String, element: String, at i: Int) {
            guard !text.isEmpty else { return }
            let name = owner(i)
            if viewsByName[name] == nil {
                viewsByName[name] = ViewType(name: name, kind: .storyboard, texts: [], usedViews: [], location: loc(i))
                order.append(name)
            }
            viewsByName[name]?.texts.append(ViewText(text: text, element: element, location: loc(i)))
        }

        // `<resources><systemColor name="…"><color …/>`: the document's own copy, used when a name is not in Apple's table.
        var resourceSystemColors: [String: Color] = [:]
        for i in doc.elementsInOrder() where doc.nodes[i].name == "systemColor" {
            guard let name = doc.nodes[i].attribute("name"),
                let child = doc.elementChildren(of: i).first(where: { doc.nodes[$0].name == "color" }),
                let c = componentsColor(doc.nodes[child])
            else { continue }
            resourceSystemColors[name] = c
        }

        for i in doc.elementsInOrder() {
            let n = doc.nodes[i]
            switch n.name {
            case "color":
                guard let key = n.attribute("key") else { continue }
                let ancestors = doc.ancestors(of: i)
                // `<resources>` definitions are caches of system and named colors, not uses.
                if ancestors.contains(where: { doc.nodes[$0].name == "resources" }) { continue }
                let expression = "<color key=\"\(key)\"\(attributesText(n))> on \(styledView(i))"
                if let named = n.attribute("name") {
                    result.assetReferences.append(.init(name: named, isSymbol: false, expression: expression, location: loc(i)))
                    result.namedColorLiterals[result.literals.count] = named
                    result.literals.append(
                        InlineLiteral(
                            kind: .color, modifier: key, value: nil, expression: expression, enclosingType: owner(i), location: loc(i)))
                    continue
                }
                if let sys = n.attribute("systemColor") ?? n.attribute("cocoaTouchSystemColor") {
                    let c = SystemColorTable.interfaceBuilder(sys)
                    let value = c?.light ?? resourceSystemColors[sys]
                    let adaptive = c.map { $0.isAdaptive || $0.name.hasPrefix("system") } ?? true
                    result.literals.append(
                        InlineLiteral(
                            kind: .color, modifier: key, value: value.map { .color($0) }, systemName: adaptive ? (c?.name ?? sys) : nil,
                            expression: expression, enclosingType: owner(i), location: loc(i)))
                    continue
                }
                guard let color = componentsColor(n) else { continue }
                result.literals.append(
                    InlineLiteral(
                        kind: .color, modifier: key, value: .color(color), expression: expression, enclosingType: owner(i), location: loc(i)))
            case "fontDescription":
                guard let spec = font(n) else { continue }
                let expression = "<fontDescription\(attributesText(n))> on \(styledView(i))"
                result.literals.append(
                    InlineLiteral(
                        kind: .typography, modifier: n.attribute("key") ?? "fontDescription", value: .font(spec), expression: expression,
                        enclosingType: owner(i), location: loc(i)))
            case "label", "textView":
                if let t = n.attribute("text") { addText(t, element: n.name == "label" ? "UILabel.text" : "UITextView.text", at: i) }
                if n.name == "label", let t = n.attribute("text") {
                    addElement(t, kind: "UILabel", role: .text, colorKeys: ["textColor"], at: i)
                }
            case "textField":
                if let t = n.attribute("text") { addText(t, element: "UITextField.text", at: i) }
                if let t = n.attribute("text") ?? n.attribute("placeholder") {
                    addElement(t, kind: "UITextField", role: .field, colorKeys: ["textColor"], at: i)
                }
                if let p = n.attribute("placeholder") { addText(p, element: "UITextField.placeholder", at: i) }
            case "state":
                if let t = n.attribute("title") { addText(t, element: "UIButton.title", at: i) }
                // The normal state's title is the button's text; its own `<color key="titleColor">` colors it.
                if n.attribute("key") == "normal", let t = n.attribute("title"), let button = n.parent, doc.nodes[button].name == "button" {
                    addElement(t, kind: "UIButton", role: .action, colorKeys: ["titleColor"], at: button, colorNode: i)
                }
            case "buttonConfiguration":
                if let t = n.attribute("title"), let button = n.parent, doc.nodes[button].name == "button" {
                    addElement(t, kind: "UIButton", role: .action, colorKeys: ["baseForegroundColor"], at: button, colorNode: i, styleNode: i)
                }
            case "navigationItem", "barButtonItem", "tabBarItem", "segment", "searchBar", "button":
                if let t = n.attribute("title") { addText(t, element: "\(n.name).title", at: i) }
                if n.name == "tabBarItem", let t = n.attribute("title") { addElement(t, kind: "tabBarItem", role: .text, colorKeys: [], at: i) }
                if let p = n.attribute("placeholder") { addText(p, element: "\(n.name).placeholder", at: i) }
                if let p = n.attribute("prompt") { addText(p, element: "\(n.name).prompt", at: i) }
            default:
                if controllerElements.contains(n.name), let t = n.attribute("title") { addText(t, element: "\(n.name).title", at: i) }
            }
        }
        // Every scene is a view, even with no texts.
        for i in doc.elementsInOrder() where controllerElements.contains(doc.nodes[i].name) {
            let name = owner(i)
            if viewsByName[name] == nil {
                viewsByName[name] = ViewType(name: name, kind: .storyboard, texts: [], usedViews: [], location: loc(i))
                order.append(name)
            }
        }
        result.views = order.compactMap { viewsByName[$0] }
        return result
    }

    private static func attributesText(_ n: MarkupDocument.Node) -> String {
        n.attributes.filter { $0.name != "key" }.map { " \($0.name)=\"\($0.value)\"" }.joined()
    }

    /// An IB `<color>` with components: `red green blue alpha` or `white alpha`, in its color space.
    static func componentsColor(_ n: MarkupDocument.Node) -> Color? {
        let alpha = n.attribute("alpha").flatMap(Double.init) ?? 1
        let space = n.attribute("customColorSpace") ?? n.attribute("colorSpace") ?? "sRGB"
        if let w = n.attribute("white").flatMap(Double.init) {
            if space == "genericGamma22GrayColorSpace" { return ColorSpaces.grayGamma22ToSRGB(white: w, alpha: alpha) }
            return Color(red: w, green: w, blue: w, alpha: alpha)
        }
        guard let r = n.attribute("red").flatMap(Double.init), let g = n.attribute("green").flatMap(Double.init),
            let b = n.attribute("blue").flatMap(Double.init)
        else { return nil }
        let c = Color(red: r, green: g, blue: b, alpha: alpha)
        if space == "displayP3" { return ColorSpaces.displayP3ToSRGB(c) }
        return c
    }

    /// An IB `<fontDescription>`: system, bold system, custom name, or text style.
    static func font(_ n: MarkupDocument.Node) -> FontSpec? {
        var spec = FontSpec()
        if let style = n.attribute("style"), let s = FontExpressionReader.textStyle(style) { spec = s }
        if let size = n.attribute("pointSize").flatMap(Double.init) { spec.size = size }
        switch n.attribute("type") {
        case "boldSystem"?: spec.weight = 700
        case "italicSystem"?: spec.italic = true; spec.weight = spec.weight ?? 400
        case "system"?: spec.weight = spec.weight ?? 400
        default: break
        }
        if let w = n.attribute("weight").flatMap(FontWeightName.weight(named:)) { spec.weight = w }
        if let name = n.attribute("name") {
            let ps = FontExpressionReader.postScript(name, size: spec.size)
            spec.family = name
            spec.weight = ps.weight
            spec.italic = spec.italic || ps.italic
        }
        if spec.size == nil && spec.textStyle == nil { return nil }
        if spec.weight == nil { spec.weight = 400 }
        // A text style scales (its point size is the default one); a point size alone is fixed.
        if spec.textStyle == nil { spec.scales = false }
        return spec
    }
}
