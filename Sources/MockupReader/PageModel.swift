import GapCheckModel

/// One parsed page with its screens and the style sources that apply to it, in cascade order.
struct PageModel: Sendable {
    var page: HTMLPage
    var screens: [ScreenSpec]
    /// Element → name of the screen it belongs to.
    var screenOfNode: [Int: String]
    /// The elements drawn as a device by their box (`DeviceBoxes`).
    var deviceBoxes: DeviceBoxes = .none
    /// Indices of `StyleSource`s applying to the page, in cascade order.
    var sources: [Int] = []
    /// Screen names of the page, for rules that style the page but match no element.
    var screenNames: [String] { screens.map(\.name) }
}
