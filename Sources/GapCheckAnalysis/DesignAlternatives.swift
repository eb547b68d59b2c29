import Foundation
import GapCheckModel

/// Pages that are competing alternatives of one design (`option-1-noir.html`, `option-2-gold.html`;
/// `player-variant-a.html`, `player-variant-b.html`; titles "App — Concept 1", "App — Concept 2"): the app can
/// follow one of them at most, so comparing it with all of them reports the same gap once per alternative
/// and every rejected palette as missing.
///
/// Pages form a group when they sit in one folder and their file names (or, failing that, their titles)
/// agree up to an alternative word — option, variant, variation, concept, direction, alternative, alt —
/// followed by a number or a single letter that differs. Of each group the app is compared with the
/// alternative it matches best: the largest share of the page's own texts (screen labels and text elements)
/// the app's views show, plus the page's own color tokens the app has within the drift tolerance, out of
/// all of them; ties go to the larger count, then to the file name. The others are left out of the design
/// (their screens, tokens, elements, contrast pairs and tap targets) and named in one diagnostic. A page outside
/// the group that designs the same screens (a tenth of the best alternative's texts, five at least) and that the
/// app follows better (share and count) is the direction chosen after them: then none of the alternatives is compared.
///
/// Pages whatever their names are alternatives too when they draw one screen in several styles (`styleGroups`:
/// mostly the same texts, mostly different colors): one screen, never one missing screen per style. When the
/// design marks one alternative as chosen (`DesignSpec.chosenPages`: ★ or "final" on its gallery card or in its
/// title), that one is compared and the others are superseded, however well the app follows them. When none of
/// them is marked but a page the design marks elsewhere names one of them in its title (by the words that set the
/// alternative's title apart from the others': "Native layout × Glassmorphism" names "Glassmorphism"), that page
/// is the direction chosen after them (`namingSuccessor`): none of the alternatives is compared, nor a page whose
/// title names only a rejected one (a flow drawn in the rejected "Dark Pro" style: `followers`).
public enum DesignAlternatives {
    /// Words that, before a number or a letter, mark a page as one alternative of several.
    static let markers: Set<String> = ["option", "variant", "variation", "concept", "direction", "alternative", "alt"]

    /// `spec` without the alternatives the app does not follow, with a diagnostic per group of alternatives.
    public static func choose(_ spec: DesignSpec, inventory: Inventory, configuration: Configuration) -> DesignSpec {
        let retired = Self.retired(spec)
        let chosenPages = Set(spec.chosenPages ?? [])
        let alternatives = Self.groups(spec)
        let versions = Self.markedVersions(spec, chosen: chosenPages, excluding: Set(alternatives.joined()))
        let versionPages = Set(versions.joined())
        let named = alternatives + versions
        // A retired page is no alternative: each group is chosen among the pages the notes leave.
        let groups = (named + Self.styleGroups(spec, excluding: Set(named.joined()))).map { $0.filter { !retired.contains($0) } }
            .filter { $0.count > 1 }
        guard !groups.isEmpty || !retired.isEmpty else { return spec }
        let shown = appTexts(inventory)
        let codeColors =
            inventory.colors.compactMap(\.light) + inventory.assets.compactMap(\.light)
            + inventory.literals.compactMap { $0.value?.color }
        var rejected = retired
        // Groups the design's own marks decided (not the app's likeness), with the page kept: pages naming only
        // their rejected alternatives follow them out.
        var decidedByMarks: [(group: [String], kept: String?)] = []
        // Alternatives kept by lot: their screen is compared, not their values.
        var unstyled: Set<String> = []
        let titles = titleWords(spec)
        var out = spec
        if let notes = spec.retiredPages, !retired.isEmpty {
            let said = notes.filter { retired.contains($0.page) }
            out.diagnostics.append(
                Diagnostic(
                    .warning,
                    "the design's notes retire \(said.count == 1 ? "1 page" : "\(said.count) pages") (superseded, archived): \(said.prefix(8).map { "\($0.page) (\(($0.note.file as NSString).lastPathComponent):\($0.note.line))" }.joined(separator: ", "))\(said.count > 8 ? ", …" : "") — not compared",
                    at: said[0].note))
        }
        // Pages with screens that belong to no group: candidates for a direction chosen after the alternatives.
        let grouped = Set(groups.joined())
        let outside = Set(spec.screens.map(\.location.file)).subtracting(grouped).subtracting(retired).filter {
            let ext = ($0 as NSString).pathExtension.lowercased()
            return ext == "html" || ext == "htm"
        }.sorted()
        for group in groups {
            let scored = group.map { file in
                (file: file, score: score(file, spec: spec, shown: shown, codeColors: codeColors, tolerance: configuration.driftDeltaE))
            }
            // The alternative the design marks as chosen wins over the app's likeness (the best of them, if several).
            let chosen = scored.filter { chosenPages.contains($0.file) }
            let marked = !chosen.isEmpty && chosen.count < scored.count
            guard
                let best = (marked ? chosen : scored).max(by: { a, b in
                    let (x, y) = (a.score, b.score)
                    if x.share != y.share { return x.share < y.share }
                    if x.matched != y.matched { return x.matched < y.matched }
                    return a.file > b.file
                })
            else { continue }
            // A page the design marks as chosen outside the group that names one of its alternatives is the direction
            // chosen after them, however little the app follows it yet.
            if !marked, let (page, named) = namingSuccessor(of: group, chosen: chosenPages, titles: titles) {
                rejected.formUnion(group)
                decidedByMarks.append((group, nil))
                out.diagnostics.append(
                    Diagnostic(
                        .warning,
                        "\(group.count) pages are alternatives of one design, none marked as chosen, and the design marks \(page) as chosen, whose title names \(named.joined(separator: ", ")): it is the direction chosen after them, so none of them was compared: \(group.joined(separator: ", "))",
                        at: SourceLocation(file: page, line: 1, column: 1)))
                continue
            }
            // A page outside every group that designs the same thing (five or more of the best option's texts, a tenth
            // of them at least: directions of one app share its vocabulary, not their copy) and that the app follows
            // better (a larger share and more texts and colors) is the direction chosen after the options: the app is
            // compared with it, and with none of them.
            let bestTexts = texts(best.file, spec: spec)
            let successor =
                bestTexts.count < 6 || marked
                ? nil
                : outside.compactMap { page -> (file: String, score: (share: Double, matched: Int, total: Int))? in
                    let shared = texts(page, spec: spec).intersection(bestTexts).count
                    guard shared >= 5, shared * 10 >= bestTexts.count else { return nil }
                    let s = score(page, spec: spec, shown: shown, codeColors: codeColors, tolerance: configuration.driftDeltaE)
                    return s.share > best.score.share && s.matched > best.score.matched ? (page, s) : nil
                }.max { ($0.score.share, $1.file) < ($1.score.share, $0.file) }
            if let successor {
                rejected.formUnion(group)
                out.diagnostics.append(
                    Diagnostic(
                        .warning,
                        "\(group.count) pages are alternatives of one design, and \(successor.file) designs the same screens outside them; the app follows it better (it shows or has \(successor.score.matched) of its \(successor.score.total) texts and colors, the best alternative \(best.file) \(best.score.matched) of \(best.score.total)), so it was compared with that page and none of the alternatives: \(group.joined(separator: ", "))",
                        at: SourceLocation(file: successor.file, line: 1, column: 1)))
                continue
            }
            let others = group.filter { $0 != best.file }
            rejected.formUnion(others)
            if marked { decidedByMarks.append((group, best.file)) }
            // Nothing says which one the team chose when the app follows another just as far (the same share and
            // count): the screen they share is compared, but no alternative's values, which one of them would be by lot.
            let arbitrary = !marked && scored.contains { $0.file != best.file && $0.score.share == best.score.share && $0.score.matched == best.score.matched }
            if arbitrary {
                unstyled.insert(best.file)
                out.diagnostics.append(
                    Diagnostic(
                        .warning,
                        "\(group.count) pages are alternatives of one design, none marked as chosen, and the app follows several of them equally (\(best.score.matched) of \(best.score.total) texts and colors): the screen they share was compared (from \(best.file)), but none of their colors, type, contrast or touch targets; also designed: \(others.joined(separator: ", ")) — not compared",
                        at: SourceLocation(file: best.file, line: 1, column: 1)))
                continue
            }
            out.diagnostics.append(
                Diagnostic(
                    .warning,
                    marked
                        ? "\(group.count) pages are \(group.allSatisfy(versionPages.contains) ? "versions of one page" : "alternatives of one design") and the design marks \(best.file) as the chosen one; the app was compared with it (it shows or has \(best.score.matched) of its \(best.score.total) texts and colors); superseded: \(others.joined(separator: ", ")) — not compared"
                        : "\(group.count) pages are alternatives of one design; the app was compared with \(best.file) (it shows or has \(best.score.matched) of its \(best.score.total) texts and colors); also designed: \(others.joined(separator: ", ")) — not compared",
                    at: SourceLocation(file: best.file, line: 1, column: 1)))
        }
        let followers = followers(of: decidedByMarks, among: outside.filter { !chosenPages.contains($0) }, titles: titles)
        for (page, named) in followers.sorted(by: { $0.key < $1.key }) {
            rejected.insert(page)
            out.diagnostics.append(
                Diagnostic(
                    .warning,
                    "\(page) names in its title \(named.joined(separator: ", ")), set aside by the page the design marks as chosen: it draws the rejected direction and was not compared",
                    at: SourceLocation(file: page, line: 1, column: 1)))
        }
        out.screens = spec.screens.filter { !rejected.contains($0.location.file) }
        // What an alternative kept by lot draws, beyond its screen, is left out too.
        let kept = { (file: String) in !rejected.contains(file) && !unstyled.contains(file) }
        out.elements = spec.elements.filter { kept($0.location.file) }
        out.colorPairs = spec.colorPairs.filter { kept($0.location.file) }
        out.tapTargets = spec.tapTargets.filter { kept($0.location.file) }
        out.expectations = spec.expectations.compactMap { e in
            // A token a kept file repeats with the same value stays, declared there.
            var e = e
            let also = (e.alsoDeclaredIn ?? []).filter(kept)
            if !kept(e.location.file) {
                guard let first = also.first else { return nil }
                e.location = SourceLocation(file: first, line: 1, column: 1)
                e.alsoDeclaredIn = also.count > 1 ? Array(also.dropFirst()) : nil
                return e
            }
            if e.alsoDeclaredIn != nil { e.alsoDeclaredIn = also.isEmpty ? nil : also }
            return e
        }
        return out
    }

    /// The pages the design's notes retire (`DesignSpec.retiredPages`), unless they are every page that draws a
    /// screen: notes that would leave nothing to compare are taken as out of date, not the design.
    static func retired(_ spec: DesignSpec) -> Set<String> {
        let retired = Set((spec.retiredPages ?? []).map(\.page))
        guard !retired.isEmpty, spec.screens.contains(where: { !retired.contains($0.location.file) }) else { return [] }
        return retired
    }

    /// The words each page is named by, accents folded (`forêt`, `foret`): `stem` of its file name, `title` of its
    /// screens' titles.
    struct PageNames {
        var stem: [String: Set<String>] = [:]
        var title: [String: Set<String>] = [:]
        /// Every word of the page's names.
        func all(_ file: String) -> Set<String>? {
            guard stem[file] != nil || title[file] != nil else { return nil }
            return (stem[file] ?? []).union(title[file] ?? [])
        }
    }

    /// The names of every page with a screen.
    static func titleWords(_ spec: DesignSpec) -> PageNames {
        var out = PageNames()
        for s in spec.screens {
            if out.stem[s.location.file] == nil {
                out.stem[s.location.file] = Self.words(((s.location.file as NSString).lastPathComponent as NSString).deletingPathExtension)
            }
            if let title = s.title { out.title[s.location.file, default: []].formUnion(Self.words(title)) }
        }
        return out
    }

    /// `text`'s words (`NameWords`), accents folded.
    static func words(_ text: String) -> Set<String> {
        Set(NameWords.split(text).map { $0.folding(options: .diacriticInsensitive, locale: nil) })
    }

    /// What sets each alternative of `group` apart by its name: the words of its file name that not every other
    /// alternative's file name has (`glassmorphism` of `01-glassmorphism` beside `02-liquid-glass`), or, when its file
    /// name has none (`style-2`), those of its title; empty when neither says anything of its own.
    static func distinctions(of group: [String], titles: PageNames) -> [String: Set<String>] {
        func own(_ names: [String: Set<String>], _ file: String) -> Set<String> {
            guard let mine = names[file] else { return [] }
            let shared = group.filter { $0 != file }.map { names[$0] ?? [] }.reduce(mine) { $0.intersection($1) }
            // A number or a single letter (`2`, `b`) names nothing by itself.
            return mine.subtracting(shared).filter { $0.count > 1 && !$0.allSatisfy(\.isNumber) }
        }
        var out: [String: Set<String>] = [:]
        for file in group {
            let byStem = own(titles.stem, file)
            out[file] = byStem.isEmpty ? own(titles.title, file) : byStem
        }
        return out
    }

    /// The alternatives of `group` whose distinguishing title words all appear in `words`.
    static func named(in words: Set<String>, group: [String], titles: PageNames) -> [String] {
        distinctions(of: group, titles: titles).filter { !$0.value.isEmpty && $0.value.isSubset(of: words) }.keys.sorted()
    }

    /// A page the design marks as chosen in the folder of `group`, not one of it, whose title names one or more of its
    /// alternatives, with those named: the direction chosen after them. The first such page by file name.
    static func namingSuccessor(of group: [String], chosen: Set<String>, titles: PageNames) -> (page: String, named: [String])? {
        let folder = (group[0] as NSString).deletingLastPathComponent
        for page in chosen.subtracting(group).sorted() where (page as NSString).deletingLastPathComponent == folder {
            guard let words = titles.all(page) else { continue }
            let hits = named(in: words, group: group, titles: titles)
            if !hits.isEmpty { return (page, hits) }
        }
        return nil
    }

    /// Pages of `candidates` whose titles name alternatives of a group the design's marks decided, none of them the
    /// one kept, with the file names of those named: a flow or state drawn in a rejected style ("Dark Pro · flow"
    /// beside the rejected study "Dark Pro").
    static func followers(of decided: [(group: [String], kept: String?)], among candidates: [String], titles: PageNames)
        -> [String: [String]]
    {
        var out: [String: [String]] = [:]
        for page in candidates {
            guard let words = titles.all(page) else { continue }
            for (group, kept) in decided where (group[0] as NSString).deletingLastPathComponent == (page as NSString).deletingLastPathComponent {
                let hits = named(in: words, group: group, titles: titles)
                guard !hits.isEmpty, kept.map({ !hits.contains($0) }) ?? true else { continue }
                out[page, default: []].append(contentsOf: hits.map { ($0 as NSString).lastPathComponent })
            }
        }
        return out
    }

    /// Groups of two or more design pages that are alternatives of one design, each sorted by file name.
    static func groups(_ spec: DesignSpec) -> [[String]] {
        var titles: [String: String] = [:]
        for s in spec.screens where titles[s.location.file] == nil { titles[s.location.file] = s.title }
        var byKey: [String: [(file: String, label: String)]] = [:]
        // Locations name files as the reader displayed them, so the pages are taken from there.
        let pages = Set(spec.screens.map(\.location.file) + spec.elements.map(\.location.file) + spec.expectations.map(\.location.file))
        for file in pages.sorted() {
            let ext = (file as NSString).pathExtension.lowercased()
            guard ext == "html" || ext == "htm" else { continue }
            let folder = (file as NSString).deletingLastPathComponent
            let stem = ((file as NSString).lastPathComponent as NSString).deletingPathExtension
            guard let key = alternativeKey(stem) ?? titles[file].flatMap(alternativeKey) else { continue }
            byKey[folder + "\u{1F}" + key.prefix, default: []].append((file, key.label))
        }
        return byKey.keys.sorted().compactMap { key in
            guard let members = byKey[key], Set(members.map(\.label)).count >= 2 else { return nil }
            return members.map(\.file).sorted()
        }
    }

    /// Least number of texts a page must have, and share with another, for the two to be one screen in two styles.
    static let styleGroupTexts = 5
    /// Words that name an appearance: pages that differ only by them are one design's light and dark, not alternatives.
    static let appearanceWords: Set<String> = ["light", "dark", "day", "night", "dim", "lightmode", "darkmode"]

    /// Groups of two or more design pages in one folder that draw the same screen in different styles, each sorted
    /// by file name, from pages in no group of `excluding`. Two pages are linked when their texts are mostly the same
    /// (`styleGroupTexts` shared at least, half the texts of the page with fewer and a third of the other's), their
    /// colors differ (less than a third of the smaller palette shared, two colors each at least), they hold as many
    /// screens, and their names neither differ only by an appearance word (`home-light`, `home-dark`) nor name a
    /// version (`home-v2`: `namesVersion`); a group is the pages so linked, directly or through others. Two screens
    /// of one design (sign in, sign up; two states of one flow) share their texts and much of one palette; a gallery
    /// of competing styles repeats the texts and changes the palette.
    static func styleGroups(_ spec: DesignSpec, excluding: Set<String>) -> [[String]] {
        let files = Set(spec.screens.map(\.location.file)).subtracting(excluding).filter {
            let ext = ($0 as NSString).pathExtension.lowercased()
            return ext == "html" || ext == "htm"
        }.sorted()
        guard files.count >= 2 else { return [] }
        // The page's texts (`texts`, and the screens' other static texts), in one pass.
        var textsOf = Dictionary(uniqueKeysWithValues: files.map { ($0, Set<String>()) })
        for s in spec.screens where textsOf[s.location.file] != nil {
            for t in s.labels.map(\.text) + s.texts { textsOf[s.location.file]?.insert(TextNormalizer.normalize(t)) }
        }
        for e in spec.elements where textsOf[e.location.file] != nil { textsOf[e.location.file]?.insert(TextNormalizer.normalize(e.text)) }
        var paletteOf: [String: Set<String>] = [:]
        for e in spec.elements where textsOf[e.location.file] != nil {
            for c in [e.light.color, e.light.background].compactMap({ $0 }) + (e.light.gradient ?? []) {
                paletteOf[e.location.file, default: []].insert(c.hex)
            }
        }
        for p in spec.colorPairs where textsOf[p.location.file] != nil {
            for c in [p.foreground, p.background] { paletteOf[p.location.file, default: []].insert(c.hex) }
        }
        var screensOf: [String: Int] = [:]
        for s in spec.screens { screensOf[s.location.file, default: 0] += 1 }
        // Each page's texts without the empty one, once: the pairs below only compare them.
        for f in files { textsOf[f]?.remove("") }
        let candidates = files.filter { (textsOf[$0]?.count ?? 0) >= styleGroupTexts && (paletteOf[$0]?.count ?? 0) >= 2 }
        var parent = Dictionary(uniqueKeysWithValues: candidates.map { ($0, $0) })
        func root(_ f: String) -> String {
            var r = f
            while let p = parent[r], p != r { r = p }
            return r
        }
        // Pages are only linked within a folder: the pairs of each folder, in the order of the sorted files.
        var inFolder: [String: [String]] = [:]
        var place: [String: (folder: String, index: Int)] = [:]
        for f in candidates {
            let folder = (f as NSString).deletingLastPathComponent
            place[f] = (folder, inFolder[folder, default: []].count)
            inFolder[folder, default: []].append(f)
        }
        var versioned: [String: Bool] = [:]
        func namesVersionOnce(_ f: String) -> Bool {
            if let v = versioned[f] { return v }
            let v = namesVersion(f)
            versioned[f] = v
            return v
        }
        // Each candidate's texts and colors as sorted numbers, once: a pair then counts what it shares by one merge
        // instead of hashing the strings of one page into the other's set (pages × pages in a folder: issue 14).
        var numbers: [String: Int] = [:]
        func numbered(_ set: Set<String>) -> [Int] {
            set.map { s in
                if let n = numbers[s] { return n }
                numbers[s] = numbers.count
                return numbers.count - 1
            }.sorted()
        }
        var textsNumbered: [String: [Int]] = [:]
        var paletteNumbered: [String: [Int]] = [:]
        for f in candidates {
            textsNumbered[f] = numbered(textsOf[f, default: []])
            paletteNumbered[f] = numbered(paletteOf[f, default: []])
        }
        for a in candidates {
            let (ta, pa) = (textsNumbered[a, default: []], paletteNumbered[a, default: []])
            let (folder, index) = place[a]!
            for b in inFolder[folder, default: []].dropFirst(index + 1) {
                let tb = textsNumbered[b, default: []]
                let (fewer, more) = (min(ta.count, tb.count), max(ta.count, tb.count))
                // What the texts shared can reach (no more than the smaller set) before counting them.
                guard fewer * 3 >= more, screensOf[a] == screensOf[b] else { continue }
                let shared = Self.sharedCount(ta, tb)
                guard shared >= styleGroupTexts, shared * 2 >= fewer, shared * 3 >= more else { continue }
                let pb = paletteNumbered[b, default: []]
                guard Self.sharedCount(pa, pb) * 3 < min(pa.count, pb.count), !differOnlyByAppearance(a, b),
                    !namesVersionOnce(a), !namesVersionOnce(b)
                else { continue }
                let (ra, rb) = (root(a), root(b))
                if ra != rb { parent[rb] = ra }
            }
        }
        var byRoot: [String: [String]] = [:]
        for f in candidates { byRoot[root(f), default: []].append(f) }
        return byRoot.values.filter { $0.count >= 2 }.map { $0.sorted() }.sorted { $0[0] < $1[0] }
    }

    /// How many numbers two ascending arrays without repeats have in common (the count of their sets'
    /// intersection), by one merge.
    static func sharedCount(_ a: [Int], _ b: [Int]) -> Int {
        var (i, j, n) = (0, 0, 0)
        while i < a.count, j < b.count {
            if a[i] < b[j] {
                i += 1
            } else if a[i] > b[j] {
                j += 1
            } else {
                n += 1
                i += 1
                j += 1
            }
        }
        return n
    }

    /// Words of a file name that make it a version of a design rather than an alternative (`home-v2`, `old-home`):
    /// versions are told apart by which one the code follows (`MatchIndex.supersededFiles`), not set aside.
    static let versionWords: Set<String> = ["version", "old", "new", "legacy", "updated", "latest", "previous", "current", "redesign"]

    /// Groups of versions of one page the design decided between: pages in one folder whose file names are the same
    /// but for a version number (`v1.html`, `v2.html`; `home.html`, `home-v2.html`), one of them — not all — marked
    /// as chosen (`DesignSpec.chosenPages`: a note calling it the source of truth, a ★ on its card). Each is sorted
    /// by file name. A version number alone says neither which page shipped nor which is newer in intent (a proposal
    /// `prototype-v2.html` beside the shipped `prototype.html`), so unmarked versions form no group here: they are
    /// told apart by which one the code follows (`MatchIndex.supersededFiles`).
    static func markedVersions(_ spec: DesignSpec, chosen: Set<String>, excluding: Set<String>) -> [[String]] {
        guard !chosen.isEmpty else { return [] }
        let pages = Set(spec.screens.map(\.location.file) + spec.expectations.map(\.location.file)).filter {
            let ext = ($0 as NSString).pathExtension.lowercased()
            return (ext == "html" || ext == "htm") && !excluding.contains($0)
        }
        var byStem: [String: [String]] = [:]
        for page in pages {
            // Neither a version number nor an order number (`13-landing`, `14-landing-v2`) sets a page apart.
            let stem = nameParts(page).filter { !isVersionNumber($0) && !$0.allSatisfy(\.isNumber) }
            byStem[(page as NSString).deletingLastPathComponent + "/" + stem.joined(separator: "-"), default: []].append(page)
        }
        return byStem.values.filter { group in
            let marked = group.filter(chosen.contains).count
            return group.count > 1 && marked >= 1 && marked < group.count
                && group.contains { nameParts($0).contains(where: isVersionNumber) }
        }.map { $0.sorted() }.sorted { $0[0] < $1[0] }
    }

    /// The parts of a page's file name between separators, lowercased, letters and digits kept together
    /// (`landing-download_v2` → landing, download, v2).
    static func nameParts(_ file: String) -> [String] {
        ((file as NSString).lastPathComponent as NSString).deletingPathExtension.lowercased()
            .split { !($0.isLetter || $0.isNumber) }.map(String.init)
    }

    /// True for a part that numbers a version: `v2`, `v10`.
    static func isVersionNumber(_ part: String) -> Bool { part.count >= 2 && part.first == "v" && part.dropFirst().allSatisfy(\.isNumber) }

    /// True when the file name of `file` names a version (`v2`, `version-3`, `old`).
    static func namesVersion(_ file: String) -> Bool {
        NameWords.split(((file as NSString).lastPathComponent as NSString).deletingPathExtension).contains { w in
            versionWords.contains(w) || (w.count >= 2 && w.first == "v" && w.dropFirst().allSatisfy(\.isNumber))
        }
    }

    /// True when the file names of `a` and `b` differ only by words naming an appearance (`settings-dark`).
    static func differOnlyByAppearance(_ a: String, _ b: String) -> Bool {
        let words = { (f: String) in
            NameWords.split(((f as NSString).lastPathComponent as NSString).deletingPathExtension).filter { !appearanceWords.contains($0) }
        }
        let all = { (f: String) in NameWords.split(((f as NSString).lastPathComponent as NSString).deletingPathExtension) }
        return all(a) != all(b) && words(a) == words(b)
    }

    /// The words before an alternative marker and the label after it (`option-2-obsidian-gold` → ("", "2"),
    /// `Player — Variant B` → ("player", "b")); nil when `name` names no alternative.
    static func alternativeKey(_ name: String) -> (prefix: String, label: String)? {
        let words = NameWords.split(name)
        for (i, w) in words.enumerated() where markers.contains(w) && i + 1 < words.count {
            let label = words[i + 1]
            guard label.allSatisfy(\.isNumber) || label.count == 1 && label.allSatisfy(\.isLetter) else { continue }
            return (words[..<i].joined(separator: " "), label)
        }
        return nil
    }

    /// How well the app follows the page `file`: its texts the app shows and its color tokens the app has.
    static func score(_ file: String, spec: DesignSpec, shown: Set<String>, codeColors: [Color], tolerance: Double)
        -> (share: Double, matched: Int, total: Int)
    {
        let texts = texts(file, spec: spec)
        let colors = spec.expectations.filter { $0.location.file == file && $0.kind == .color }.compactMap { $0.light.color }
        let textHits = texts.filter(shown.contains).count
        let colorHits = colors.filter { c in codeColors.contains { abs($0.alpha - c.alpha) < 0.02 && $0.deltaE2000(to: c) <= tolerance } }.count
        let total = texts.count + colors.count
        let matched = textHits + colorHits
        return (total == 0 ? 0 : Double(matched) / Double(total), matched, total)
    }

    /// The page's own texts (screen labels and text elements), normalized.
    static func texts(_ file: String, spec: DesignSpec) -> Set<String> {
        var texts: Set<String> = []
        for s in spec.screens where s.location.file == file { for l in s.labels { texts.insert(TextNormalizer.normalize(l.text)) } }
        for e in spec.elements where e.location.file == file { texts.insert(TextNormalizer.normalize(e.text)) }
        texts.remove("")
        return texts
    }

    /// Every text the app's views show, normalized.
    static func appTexts(_ inventory: Inventory) -> Set<String> {
        var out: Set<String> = []
        for v in inventory.views { for t in v.texts { out.insert(TextNormalizer.normalize(t.text)) } }
        return out
    }
}
