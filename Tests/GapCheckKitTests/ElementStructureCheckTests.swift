import Foundation
import GapCheckModel
import Testing

@testable import GapCheckAnalysis
@testable import GapCheckKit
@testable import GapCheckReport
@testable import GapCheckReporters

/// Element rules where the structure decides: a card's modifiers are not a chip's, a tab label is not a
/// caption, an icon-only control needs the name the design gives it, padding where both sides state it,
/// the app's own view modifiers, and storyboard scenes. Mockups in a plain "library app" style.
@Suite struct ElementStructureCheckTests {
    static func run(html: String, screen: String = "shelf", files: [String: String]) throws -> Analysis {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("gapcheck-els-\(UUID().uuidString)")
        let design = dir.appendingPathComponent("design"), app = dir.appendingPathComponent("app")
        try FileManager.default.createDirectory(at: design, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try html.write(to: design.appendingPathComponent("\(screen).html"), atomically: true, encoding: .utf8)
        for (name, text) in files {
            let url = app.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return try Pipeline.run(design: [design.path], implementation: [app.path], configuration: Configuration(), date: "2026-01-01", toolVersion: "test")
    }

    static func findings(_ a: Analysis, _ rule: String) -> [Finding] { a.findings.filter { $0.rule == rule } }

    static let duel = """
        <!DOCTYPE html><html><head><style>
        body { background: #fafafa; color: #111111; }
        .match { background: #ffffff; border-radius: 16px; padding: 20px; }
        .versus { background: #2c2c2e; color: #ffffff; border-radius: 6px; padding: 2px 6px; }
        .tabs { background: #f2f2f7; }
        .tabs a { color: #8e8e93; }
        .stat { color: #555555; }
        </style></head>
        <body data-screen="shelf"><h1>Shelf</h1>
        <div class="match"><h2>Alice</h2><span class="versus">vs</span><h2>Bob</h2></div>
        <div class="match"><p class="stat">Loans</p><p>12</p></div>
        <nav class="tabs"><a href="#">Shelf</a><a href="#">Loans</a></nav>
        </body></html>
        """

    @Test func aCardsModifiersAreNotComparedWithAChipInside() throws {
        let a = try Self.run(
            html: Self.duel,
            files: [
                "ShelfView.swift": """
                import SwiftUI

                struct ShelfView: View {
                    var body: some View {
                        VStack {
                            HStack {
                                Text("Alice")
                                Text("vs")
                                Text("Bob")
                            }
                            .background(Color(red: 0.2, green: 0.6, blue: 0.9))
                            .cornerRadius(4)
                            VStack {
                                Text("Loans").foregroundColor(Color(white: 0.33))
                                Text("12")
                            }
                        }
                        .navigationTitle("Shelf")
                    }
                }
                """
            ])
        let pairs = a.matches.elements.filter { $0.design.text == "vs" }
        let vs = try #require(pairs.first)
        #expect(vs.code?.text == "vs")
        // The HStack's blue is the card's; the design's chip behind "vs" is another box: not compared.
        #expect(!vs.differences.contains { $0.aspect == .background || $0.aspect == .radius })
        // The card behind "Alice" and "Bob" is compared with the design's card (and differs).
        let alice = try #require(a.matches.elements.first { $0.design.text == "Alice" })
        #expect(alice.differences.contains { $0.aspect == .background })
        #expect(Self.findings(a, "element.background").allSatisfy { !$0.title.contains("\"vs\"") })
        // The tab label "Loans" pairs with no caption of the same word; the card's "Loans" does.
        let loans = a.matches.elements.filter { $0.design.text == "Loans" }
        #expect(loans.count == 2)
        #expect(loans.filter { $0.design.inTabBar }.allSatisfy { $0.code == nil })
        #expect(loans.filter { !$0.design.inTabBar }.allSatisfy { $0.code?.text == "Loans" })
    }

    static let inbox = """
        <!DOCTYPE html><html><head><style>
        .toolbar button { width: 44px; height: 44px; }
        .pill { background: #0a7cff; color: #ffffff; padding: 14px 24px; border-radius: 12px; }
        </style></head>
        <body><h1>Inbox</h1>
        <div class="toolbar"><button aria-label="Search"><svg></svg></button><button title="Settings"><svg></svg></button>
        <button aria-label="Notifications"><svg></svg></button></div>
        <button class="pill">Archive all</button>
        </body></html>
        """

    @Test func iconControlsNeedTheNameTheDesignGivesThem() throws {
        let a = try Self.run(
            html: Self.inbox, screen: "inbox",
            files: [
                "InboxView.swift": """
                import SwiftUI

                struct InboxView: View {
                    var body: some View {
                        VStack {
                            HStack {
                                Button(action: {}) { Image(systemName: "magnifyingglass") }
                                Button(action: {}) { Image(systemName: "gearshape.fill") }
                                    .accessibilityLabel("Settings")
                                Button("Notifications", systemImage: "bell") {}
                            }
                            Button("Archive all") {}
                                .foregroundColor(.white)
                                .padding(.horizontal, 24)
                                .padding(.vertical, 4)
                                .background(Color(red: 0.04, green: 0.49, blue: 1))
                                .cornerRadius(12)
                        }
                        .navigationTitle("Inbox")
                    }
                }
                """
            ])
        let labels = Self.findings(a, "element.accessibility-label")
        #expect(labels.count == 1)
        let search = try #require(labels.first)
        #expect(search.title.contains("Search") && search.severity == .medium)
        #expect(search.fixLocation?.line == 7)
        // Padding: vertical 4pt where the design pads 14px; horizontal agrees.
        let padding = Self.findings(a, "element.padding")
        #expect(padding.count == 1)
        let archive = try #require(padding.first)
        #expect(archive.title.contains("Archive all") && archive.severity == .medium)
        #expect(archive.message.contains("vertical 4pt vs 14px") && !archive.message.contains("horizontal 24pt vs"))
    }

    @Test func viewModifiersOfTheAppAreComparedAndNamed() throws {
        let html = """
            <!DOCTYPE html><html><head><style>
            .panel { background: #fff4e5; border-radius: 12px; padding: 16px; }
            .panel h2 { color: #b45309; font-size: 20px; font-weight: 600; }
            </style></head>
            <body data-screen="shelf"><h1>Shelf</h1><div class="panel"><h2>Due soon</h2><p>Two books</p></div></body></html>
            """
        let a = try Self.run(
            html: html,
            files: [
                "Style/Panel.swift": """
                import SwiftUI

                struct Panel: ViewModifier {
                    func body(content: Content) -> some View {
                        content.padding(16).background(Color(red: 0.9, green: 0.9, blue: 0.9)).cornerRadius(12)
                    }
                }
                extension View {
                    func panel() -> some View { modifier(Panel()) }
                }
                """,
                "ShelfView.swift": """
                import SwiftUI

                struct ShelfView: View {
                    var body: some View {
                        VStack {
                            VStack {
                                Text("Due soon").font(.system(size: 20, weight: .semibold)).foregroundColor(Color(red: 0.71, green: 0.33, blue: 0.04))
                                Text("Two books")
                            }
                            .panel()
                        }
                        .navigationTitle("Shelf")
                    }
                }
                """
            ])
        let due = try #require(a.matches.elements.first { $0.design.text == "Due soon" })
        #expect(due.code?.background?.via != nil)
        #expect(due.agreeing.contains(.radius) && due.agreeing.contains(.padding) && due.agreeing.contains(.color))
        let bg = try #require(Self.findings(a, "element.background").first)
        // The finding points at the modifier's own line, in the file that declares it.
        #expect(bg.fixLocation?.file.hasSuffix("Panel.swift") == true && bg.fixLocation?.line == 5)
    }

    @Test func storyboardScenesAreComparedElementByElement() throws {
        let html = """
            <!DOCTYPE html><html><head><style>
            .title { color: #1a1a2e; font-size: 24px; font-weight: 700; }
            .primary { background: #5b4fe9; color: #ffffff; border-radius: 10px; }
            </style></head>
            <body data-screen="sign-in"><h1 class="title">Welcome back</h1><button class="primary">Sign In</button></body></html>
            """
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
                <scenes><scene sceneID="s1"><objects>
                    <viewController id="vc" customClass="SignInViewController" sceneMemberID="viewController">
                        <view key="view" id="v">
                            <subviews>
                                <label text="Welcome back" id="l">
                                    <fontDescription key="fontDescription" type="boldSystem" pointSize="24"/>
                                    <color key="textColor" red="0.10" green="0.10" blue="0.18" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                </label>
                                <button buttonType="system" id="b">
                                    <color key="backgroundColor" systemColor="systemGreenColor"/>
                                    <state key="normal" title="Sign In">
                                        <color key="titleColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                                    </state>
                                </button>
                            </subviews>
                        </view>
                    </viewController>
                </objects></scene></scenes>
            </document>
            """
        let a = try Self.run(
            html: html, screen: "sign-in",
            files: [
                "Main.storyboard": storyboard,
                "SignInViewController.swift": "import UIKit\n\nfinal class SignInViewController: UIViewController {}\n"
            ])
        let welcome = try #require(a.matches.elements.first { $0.design.text == "Welcome back" })
        #expect(welcome.code?.kind == "UILabel")
        #expect(welcome.agreeing.contains(.color) && welcome.agreeing.contains(.font))
        let bg = try #require(Self.findings(a, "element.background").first { $0.title.contains("Sign In") })
        #expect(bg.message.contains("systemGreen"))
        #expect(bg.fixLocation?.file.hasSuffix("Main.storyboard") == true)
    }
}
