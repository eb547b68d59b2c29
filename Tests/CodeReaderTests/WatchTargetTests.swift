import Foundation
import GapCheckModel
import Testing

@testable import CodeReader

/// Which folders of the app read are a watch app's (`WatchTargets`), and so the platforms the app runs on and the
/// AccentColor each target resolves. Fixtures: a German running app, a SwiftUI watch app and a WatchKit (UIKit-era
/// `WKInterfaceController`) one, in other folder names than the field repositories'.
@Suite struct WatchTargetTests {
    private func read(_ files: [String: String]) throws -> Inventory {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("gapcheck-uhr-\(UUID().uuidString)").appendingPathComponent("Laufband")
        defer { try? FileManager.default.removeItem(at: dir.deletingLastPathComponent()) }
        for (name, text) in files {
            let url = dir.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return try CodeReader.read(roots: [dir.path])
    }

    static let watchApp = """
        import SwiftUI

        @main
        struct LaufbandUhrApp: App {
            var body: some Scene { WindowGroup { StartAnsicht() } }
        }
        """
    static let plainView = """
        import SwiftUI

        struct StartAnsicht: View {
            @State private var tempo = 0.0
            var body: some View {
                VStack {
                    Text("Lauf starten").font(.headline)
                    Text("Tempo").foregroundStyle(Color.accentColor)
                }
            }
        }
        """
    static let crownView = """
        import SwiftUI

        struct TempoAnsicht: View {
            @State private var tempo = 0.0
            var body: some View {
                Text("Tempo").focusable().digitalCrownRotation($tempo)
            }
        }
        """
    static let complication = """
        import SwiftUI
        import WidgetKit

        struct RundenEintrag: View {
            @Environment(\\.widgetFamily) var familie
            var body: some View {
                switch familie {
                case .accessoryCorner: Text("5 km")
                default: Text("5 km heute")
                }
            }
        }
        """
    static let phoneApp = """
        import SwiftUI
        import UIKit

        @main
        struct LaufbandApp: App {
            var body: some Scene { WindowGroup { VerlaufAnsicht() } }
        }

        struct VerlaufAnsicht: View {
            var body: some View {
                Text("Verlauf").foregroundStyle(Color.accentColor).onAppear { UIImpactFeedbackGenerator().impactOccurred() }
            }
        }
        """
    static let swiftUIPhoneApp = """
        import SwiftUI

        @main
        struct LaufbandApp: App {
            var body: some Scene { WindowGroup { VerlaufAnsicht() } }
        }

        struct VerlaufAnsicht: View {
            var body: some View { Text("Verlauf") }
        }
        """
    static let interfaceController = """
        import WatchKit
        import Foundation

        final class RundenController: WKInterfaceController {
            @IBOutlet var zeit: WKInterfaceLabel!
            override func awake(withContext context: Any?) { zeit.setText("00:00") }
        }
        """
    static let watchKitPlist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>WKWatchKitApp</key><true/><key>CFBundleDisplayName</key><string>Laufband</string></dict></plist>
        """

    static func accent(_ hex: String) -> String {
        let (r, g, b) = (hex.prefix(2), hex.dropFirst(2).prefix(2), hex.suffix(2))
        return """
            {"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":{"red":"0x\(r)","green":"0x\(g)","blue":"0x\(b)","alpha":"1.000"}}}],
            "info":{"version":1,"author":"xcode"}}
            """
    }

    @Test func aWatchAppAndItsComplicationAloneRunOnAWatch() throws {
        // The watch app's folder says watch (as Xcode names it), and one of its files the Digital Crown; the
        // complication's folder says nothing, its file a watch face's corner.
        let inv = try read([
            "Laufband Watch App/LaufbandUhrApp.swift": Self.watchApp, "Laufband Watch App/StartAnsicht.swift": Self.plainView,
            "Laufband Watch App/Ansichten/TempoAnsicht.swift": Self.crownView, "Komplikation/RundenEintrag.swift": Self.complication
        ])
        #expect(inv.platforms == [.watch])
        #expect(inv.views.allSatisfy { inv.isWatchCode($0.location.file) }, "\(inv.views.map(\.location.file)) \(inv.watchFolders)")
    }

    @Test func aPhoneAppBesideItsWatchAppRunsOnBoth() throws {
        let inv = try read([
            "Laufband/LaufbandApp.swift": Self.phoneApp, "LaufbandWatch/LaufbandUhrApp.swift": Self.watchApp,
            "LaufbandWatch/StartAnsicht.swift": Self.plainView
        ])
        #expect(inv.platforms == [.mobile, .watch])
        #expect(inv.views.filter { inv.isWatchCode($0.location.file) }.map(\.name) == ["StartAnsicht"])
    }

    @Test func plainSwiftUIBesideAWatchAppMayRunOnAPhoneOrTheDesktop() throws {
        // No UIKit or AppKit type says the phone app's platform: it stays unknown, so no phone or desktop frame is foreign.
        let inv = try read([
            "Laufband/LaufbandApp.swift": Self.swiftUIPhoneApp, "Laufband Watch App/LaufbandUhrApp.swift": Self.watchApp,
            "Laufband Watch App/StartAnsicht.swift": Self.plainView
        ])
        #expect(inv.platforms == [.mobile, .desktop, .watch])
        #expect(!DesignSurface.phone.isForeign(to: inv.platforms))
    }

    @Test func aWatchAppInAFolderThatDoesNotSayWatchKeepsThePlatformsOpen() throws {
        // The crown's file stands for its own folder only: the app beside it, in a folder named in German, may be a
        // phone's, so no phone or desktop frame becomes foreign.
        let inv = try read([
            "Uhr App/LaufbandUhrApp.swift": Self.watchApp, "Uhr App/Ansichten/TempoAnsicht.swift": Self.crownView
        ])
        #expect(inv.platforms == [.mobile, .desktop, .watch])
        #expect(inv.watchFolders.count == 1 && inv.watchFolders[0].hasSuffix("/Uhr App/Ansichten/"), "\(inv.watchFolders)")
    }

    @Test func aFolderHoldingAnotherAppIsNoWatchTarget() throws {
        // The input root is named for the watch, but the phone app's `@main` lives in it too: only the file's own
        // folder is the watch's.
        let inv = try read([
            "LaufbandApp.swift": Self.swiftUIPhoneApp, "Uhr/TempoAnsicht.swift": Self.crownView
        ])
        #expect(inv.watchFolders.count == 1 && inv.watchFolders[0].hasSuffix("/Uhr/"), "\(inv.watchFolders)")
        #expect(!inv.views.contains { $0.name == "VerlaufAnsicht" && inv.isWatchCode($0.location.file) })
    }

    @Test func aWatchKitAppIsAWatchAppByItsControllerAndInfoPlist() throws {
        let inv = try read([
            "Laufband WatchKit Extension/RundenController.swift": Self.interfaceController,
            "Laufband WatchKit App/Info.plist": Self.watchKitPlist
        ])
        #expect(inv.platforms == [.watch])
        #expect(inv.watchFolders.count == 2, "\(inv.watchFolders)")
    }

    @Test func aPhoneAppWithoutAWatchAppIsNoWatchApp() throws {
        // A watch list or a "watch" word in a view's name is no watch app.
        let watchList = "import SwiftUI\nimport UIKit\nstruct WatchListView: View { var body: some View { Text(\"Watch later\") } }\n"
        let inv = try read(["Watch/WatchListView.swift": watchList, "Laufband/LaufbandApp.swift": Self.phoneApp])
        #expect(inv.platforms == [.mobile])
        #expect(inv.watchFolders.isEmpty)
    }

    @Test func accentColorOfAWatchViewIsTheWatchTargetsOwn() throws {
        // Only the phone target ships an AccentColor: a watch view's `Color.accentColor` is the system tint, a value
        // the code does not state; the phone view's is the phone's colorset.
        let files = [
            "Laufband/LaufbandApp.swift": Self.phoneApp, "Laufband/Assets.xcassets/AccentColor.colorset/Contents.json": Self.accent("FF6600"),
            "LaufbandWatch/LaufbandUhrApp.swift": Self.watchApp, "LaufbandWatch/StartAnsicht.swift": Self.plainView
        ]
        let inv = try read(files)
        let watchTempo = inv.elements.first { $0.text == "Tempo" }
        let phoneVerlauf = inv.elements.first { $0.text == "Verlauf" }
        #expect(watchTempo != nil && watchTempo?.color == nil, "\(String(describing: watchTempo?.color))")
        #expect(phoneVerlauf?.color?.color?.hex == "#FF6600", "\(String(describing: phoneVerlauf?.color))")
        // With its own AccentColor, the watch view shows that one.
        var both = files
        both["LaufbandWatch/Assets.xcassets/AccentColor.colorset/Contents.json"] = Self.accent("00AAFF")
        let own = try read(both)
        #expect(own.elements.first { $0.text == "Tempo" }?.color?.color?.hex == "#00AAFF")
        #expect(own.elements.first { $0.text == "Verlauf" }?.color?.color?.hex == "#FF6600")
    }
}
