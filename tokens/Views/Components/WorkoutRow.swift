//
//  WorkoutRow.swift
//  Tempo
//

import SwiftUI

struct WorkoutRow: View {
    let workout: Workout

    var body: some View {
        VStack(alignment: .leading, spacing: Spacing.xxs) {
            Text(workout.title)
                .font(Typography.headline)
                .foregroundStyle(Color.textPrimary)
            Text(workout.summaryLine)
                .font(Typography.subheadline)
                .foregroundStyle(Color.textSecondary)
            StatusBadge(status: workout.syncStatus)
                .padding(.top, Spacing.xxs)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding(Spacing.md)
        .background(Color.surface)
        .cornerRadius(10)
    }
}

struct StatusBadge: View {
    let status: SyncStatus

    var body: some View {
        Text(status == .synced ? "Completed" : "Not Synced")
            .font(Typography.caption.weight(.semibold))
            .foregroundStyle(status == .synced ? Color.darkGreen : Color.textOnBrand)
            .padding(.horizontal, Spacing.xs)
            .padding(.vertical, Spacing.xxs)
            .background(status == .synced ? Color.statusSuccessSubtle : Color.statusWarning)
            .clipShape(RoundedRectangle(cornerRadius: CornerRadius.sm.rawValue))
    }
}
