//
//  FieldStyle.swift
//  Tempo
//

import SwiftUI

struct FieldStyle: ViewModifier {
    func body(content: Content) -> some View {
        content
            .font(Typography.body)
            .padding(Spacing.sm)
            .frame(minHeight: Layout.minTapTarget)
            .background(Color.surface)
            .overlay(
                RoundedRectangle(cornerRadius: CornerRadius.md.rawValue)
                    .stroke(Color.border, lineWidth: 1)
            )
    }
}

extension View {
    func fieldStyle() -> some View {
        modifier(FieldStyle())
    }
}
