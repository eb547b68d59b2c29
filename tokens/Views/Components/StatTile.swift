//
//  StatTile.swift
//  Tempo
//

import SwiftUI

struct StatTile: View {
    let value: String
    let title: String

    var body: some View {
        VStack(alignment: .leading, spacing: Spacing.xxs) {
            Text(value)
                .font(.system(size: 28, weight: .bold, design: .rounded))
                .foregroundStyle(Color.textPrimary)
            Text(title)
                .font(Typography.footnote)
                .foregroundStyle(Color.textSecondary)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding(13)
        .background(Color.surface)
        .clipShape(RoundedRectangle(cornerRadius: CornerRadius.md.rawValue))
    }
}
