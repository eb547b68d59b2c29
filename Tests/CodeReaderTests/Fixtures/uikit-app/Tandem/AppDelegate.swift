//
//  AppDelegate.swift
//  Tandem
//

import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {

    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        UINavigationBar.appearance().tintColor = Colors.appBlue
        UINavigationBar.appearance().titleTextAttributes = [
            .foregroundColor: Colors.textMediumBlue,
            .font: Fonts.boldFont(size: 18)
        ]
        return true
    }
}
