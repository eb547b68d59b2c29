import SwiftUI

/// Spacing, typography, radius and color tokens for the Stride app.
///
/// Usage:
/// ```swift
/// Text("Bench Press")
///     .font(.designSystem(.headline))
///     .padding(.md)
/// ```
public enum DesignSystem {
    public static let version = "1.2.0"
}
