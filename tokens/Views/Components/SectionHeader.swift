//
//  SectionHeader.swift
//  Tempo
//

import SwiftUI

/// Small uppercase title above a group (`.section-header` in the mockups).
struct SectionHeader: View {
    let title: String

    init(_ title: String) {
        self.title = title
    }

    var body: some View {
        Text(title.uppercased())
            .font(Typography.footnote.weight(.semibold))
            .tracking(0.4)
            .foregroundStyle(Color.textSecondary)
            .padding(.top, Spacing.sm)
    }
}
