//
//  AppInfo.swift
//  Tempo
//

import Foundation

struct AppInfo {
    let version: String
    let build: String

    static let current = AppInfo(
        version: Bundle.main.object(forInfoDictionaryKey: "CFBundleShortVersionString") as? String ?? "—",
        build: Bundle.main.object(forInfoDictionaryKey: "CFBundleVersion") as? String ?? "—"
    )
}
