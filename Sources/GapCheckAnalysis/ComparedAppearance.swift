import GapCheckModel

/// The appearance of the design pages the app is compared with, where the design's pages draw different ones.
///
/// A folder of style studies (light glass, neumorphism, a dark study, the chosen dark page) has one appearance by the
/// count of its pages, but the app is compared with the pages whose screens it draws: their appearance is the one
/// the app follows. The pages compared are those of the matched screens; with none, the pages the design marks as
/// chosen; with none of those either, every page (`DesignSpec.appearance`). A design with a dark variant, or whose
/// pages all look alike, is its own appearance; and compared pages that do not agree among themselves leave the count
/// over every page as it is.
enum ComparedAppearance {
    static func of(_ design: DesignSpec, matches: MatchResult) -> DesignAppearance {
        guard design.appearance != .lightAndDark, let looks = design.pageLooks else { return design.appearance }
        let retired = Set((design.retiredPages ?? []).map(\.page))
        let matched = Set(matches.screens.filter { $0.viewName != nil }.map(\.screen.location.file)).subtracting(retired)
        let chosen = Set(design.chosenPages ?? []).subtracting(retired)
        let compared = looks.filter { matched.contains($0.file) }
        let pages = compared.isEmpty ? looks.filter { chosen.contains($0.file) } : compared
        // Pages that disagree among themselves by their pairs (a dark player page beside light-looking playlists, each
        // read from a few pairs) say less than the count over every page: only pages of one appearance override it. A
        // page without pairs (a landing page judged by its backdrop alone) takes no side.
        let judged = pages.filter { $0.darkPairs + $0.lightPairs > 0 }
        guard Set(judged.compactMap { PageLook.appearance(of: [$0]) }).count <= 1 else { return design.appearance }
        return PageLook.appearance(of: pages) ?? design.appearance
    }
}
