import Foundation
import GapCheckModel
import Testing

@testable import CodeReader

/// Code elements styled where a reviewer would not look first: the app's own `ViewModifier`s and `View`
/// extensions (in another file), padding, shadow and opacity, containers that paint behind several texts,
/// icon controls, tab items, and storyboard scenes.
@Suite struct ViewElementStylingTests {
    static func read(_ files: [String: String]) throws -> Inventory {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("gapcheck-ves-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        for (name, text) in files {
            let url = dir.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return try CodeReader.read(roots: [dir.path])
    }

    static func element(_ inv: Inventory, _ text: String) -> CodeElement? { inv.elements.first { $0.text == text } }

    static let styles = """
        import SwiftUI

        struct TileBackground: ViewModifier {
            func body(content: Content) -> some View {
                content
                    .padding(.horizontal, 20)
                    .background(Color(red: 1, green: 0.97, blue: 0.9))
                    .clipShape(RoundedRectangle(cornerRadius: 14))
                    .shadow(color: .black.opacity(0.08), radius: 6, x: 0, y: 2)
            }
        }

        extension View {
            func tile() -> some View { modifier(TileBackground()) }
            func caption() -> some View {
                font(.system(size: 13, weight: .medium)).foregroundColor(Color(white: 0.4))
            }
        }
        """

    @Test func appModifiersAndViewExtensionsStyleTheirViews() throws {
        let inv = try Self.read([
            "Styles/Tile.swift": Self.styles,
            "Orders/OrdersView.swift": """
            import SwiftUI

            struct OrdersView: View {
                var body: some View {
                    VStack {
                        VStack {
                            Text("Pending")
                            Text("3 items").caption()
                        }
                        .tile()
                        Text("Shipped").foregroundColor(.blue).caption()
                        Text("Returned").caption().foregroundColor(.blue)
                        Text("Faded").opacity(0.5)
                    }
                }
            }
            """
        ])
        let pending = try #require(Self.element(inv, "Pending"))
        // Through `.tile()` → `modifier(TileBackground())`, declared in another file.
        #expect(pending.background?.color?.hex == "#FFF7E6")
        #expect(pending.background?.via == "TileBackground" || pending.background?.via == ".modifier(TileBackground())")
        #expect(pending.background?.inherited == true)
        #expect(pending.radius?.length == 14 && pending.padding?.length == 20 && pending.padding?.verticalLength == nil)
        #expect(pending.shadow?.length == 6)
        let items = try #require(Self.element(inv, "3 items"))
        #expect(items.font?.font?.size == 13 && items.color?.color?.hex == "#666666")
        // As in SwiftUI's environment, the modifier closest to the text wins: the text's own color before the
        // extension, the extension's color before a color applied around it.
        let shipped = try #require(Self.element(inv, "Shipped"))
        #expect(shipped.font?.font?.size == 13)
        #expect(shipped.color?.systemName == "systemBlue")
        #expect(Self.element(inv, "Returned")?.color?.color?.hex == "#666666")
        #expect(Self.element(inv, "Faded")?.opacity?.length == 0.5)
    }

    @Test func paddingCountsInsideTheBackgroundOnly() throws {
        let inv = try Self.read([
            "Pay.swift": """
            import SwiftUI

            enum Space { static let md: CGFloat = 12 }

            struct PayView: View {
                var body: some View {
                    VStack {
                        Button("Pay") {}
                            .padding(.vertical, Space.md)
                            .padding(.horizontal, 24)
                            .background(Color.blue)
                            .padding(40)
                        Text("Margin only").background(Color.white).padding(8)
                        Text("Default").padding().background(Color.white)
                        Text("Edges").padding(EdgeInsets(top: 4, leading: 10, bottom: 4, trailing: 10)).background(Color.white)
                    }
                }
            }
            """
        ])
        let pay = try #require(Self.element(inv, "Pay"))
        #expect(pay.padding?.length == 24 && pay.padding?.verticalLength == 12)
        #expect(Self.element(inv, "Margin only")?.padding == nil)
        #expect(Self.element(inv, "Default")?.padding?.length == 16 && Self.element(inv, "Default")?.padding?.verticalLength == 16)
        #expect(Self.element(inv, "Edges")?.padding?.length == 10 && Self.element(inv, "Edges")?.padding?.verticalLength == 4)
    }

    @Test func aContainerPaintingBehindSeveralTextsIsACard() throws {
        let inv = try Self.read([
            "Offer.swift": """
            import SwiftUI

            struct OfferView: View {
                var body: some View {
                    VStack {
                        HStack {
                            Text("Alice")
                            Text("vs")
                            Text("Bob")
                        }
                        .background(Color.gray)
                        HStack { Text("Solo") }.background(Color.gray)
                        Text("Chip").background(Color.gray)
                    }
                }
            }
            """
        ])
        #expect(Self.element(inv, "vs")?.background?.sharedBox == true)
        #expect(Self.element(inv, "Solo")?.background?.sharedBox == false)
        #expect(Self.element(inv, "Chip")?.background?.sharedBox == false)
    }

    @Test func iconControlsTakeTheirButtonsLabelAndTabItemsAreMarked() throws {
        let inv = try Self.read([
            "Home.swift": """
            import SwiftUI

            struct HomeView: View {
                var body: some View {
                    VStack {
                        Button(action: {}) { Image(systemName: "bell") }
                            .accessibilityLabel("Notifications")
                        Button(action: {}) { Image(systemName: "gearshape") }
                        Image(systemName: "star")
                    }
                    .tabItem { Label("Home", systemImage: "house") }
                }
            }
            """
        ])
        let bell = try #require(inv.elements.first { $0.symbol == "bell" })
        #expect(bell.accessibilityLabel == "Notifications" && bell.inControl)
        let gear = try #require(inv.elements.first { $0.symbol == "gearshape" })
        #expect(gear.accessibilityLabel == nil && gear.inControl)
        #expect(inv.elements.first { $0.symbol == "star" }?.inControl == false)
        #expect(Self.element(inv, "Home")?.inTabBar == true)
        #expect(inv.elements.filter { $0.inTabBar }.count == 1)
    }

    @Test func storyboardLabelsButtonsAndFieldsAreElementsOfTheirScene() throws {
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701">
                <scenes>
                    <scene sceneID="a1">
                        <objects>
                            <viewController id="vc1" customClass="SignInViewController" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="v1">
                                    <subviews>
                                        <label opaque="NO" text="Welcome back" id="l1">
                                            <fontDescription key="fontDescription" type="boldSystem" pointSize="24"/>
                                            <color key="textColor" red="0.10" green="0.10" blue="0.18" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                            <nil key="highlightedColor"/>
                                        </label>
                                        <textField opaque="NO" placeholder="Email" id="t1">
                                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                        </textField>
                                        <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="b1">
                                            <color key="backgroundColor" name="Brand"/>
                                            <fontDescription key="fontDescription" type="system" weight="semibold" pointSize="17"/>
                                            <state key="normal" title="Sign In">
                                                <color key="titleColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                                            </state>
                                            <userDefinedRuntimeAttributes>
                                                <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius">
                                                    <integer key="value" value="10"/>
                                                </userDefinedRuntimeAttribute>
                                            </userDefinedRuntimeAttributes>
                                        </button>
                                    </subviews>
                                    <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let colorset = """
            {"colors":[{"color":{"color-space":"srgb","components":{"red":"0x5B","green":"0x4F","blue":"0xE9","alpha":"1.000"}},"idiom":"universal"}],"info":{"author":"xcode","version":1}}
            """
        let inv = try Self.read([
            "App/Base.lproj/Main.storyboard": storyboard, "App/Assets.xcassets/Brand.colorset/Contents.json": colorset
        ])
        let welcome = try #require(Self.element(inv, "Welcome back"))
        #expect(welcome.kind == "UILabel" && welcome.view == "SignInViewController")
        #expect(welcome.font?.font?.size == 24 && welcome.font?.font?.weight == 700)
        #expect(welcome.color?.color?.hex == "#1A1A2E")
        let email = try #require(Self.element(inv, "Email"))
        #expect(email.role == .field)
        let signIn = try #require(Self.element(inv, "Sign In"))
        #expect(signIn.role == .action && signIn.view == "SignInViewController")
        #expect(signIn.background?.color?.hex == "#5B4FE9")
        #expect(signIn.font?.font?.weight == 600 && signIn.radius?.length == 10)
        #expect(signIn.color?.color?.hex == "#FFFFFF")
    }
}
