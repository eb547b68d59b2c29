//
//  WorkoutDetailView.swift
//  Tempo
//

import SwiftUI

struct WorkoutDetailView: View {
    let workout: Workout

    var body: some View {
        List {
            Section("Summary") {
                LabeledContent("Date", value: workout.startDate.formatted(date: .abbreviated, time: .omitted))
                LabeledContent("Duration", value: workout.durationText)
                LabeledContent("Distance", value: workout.distanceText)
                LabeledContent("Avg Pace", value: workout.paceText)
                LabeledContent("Avg Heart Rate") {
                    Text("\(workout.averageHeartRate) bpm")
                }
                LabeledContent("Elevation Gain", value: "\(Int(workout.elevationGain)) m")
                // TODO(TEMPO-212): cadence comes from HealthKit stepCount; not stored yet.
                LabeledContent("Cadence", value: "—")
            }

            Section("Splits") {
                Grid(alignment: .leading, horizontalSpacing: Spacing.sm, verticalSpacing: Spacing.xs) {
                    GridRow {
                        Text("Km")
                        Text("Pace")
                        Text("Heart Rate")
                    }
                    .font(Typography.caption)
                    .foregroundStyle(Color(red: 0.39, green: 0.39, blue: 0.4))

                    ForEach(workout.splits) { split in
                        GridRow {
                            Text("\(split.km)")
                            Text(split.paceText)
                            Text("\(split.heartRate)")
                        }
                        .font(Typography.subheadline.monospacedDigit())
                    }
                }
            }

            Section("Heart Rate Zones") {
                ForEach(workout.zones) { zoneTime in
                    ZoneBar(zoneTime: zoneTime, total: workout.duration)
                }
            }
        }
        .navigationTitle(workout.title)
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
            ShareLink(item: workout.title) {
                Image(systemName: "square.and.arrow.up")
            }
        }
    }
}

private struct ZoneBar: View {
    let zoneTime: ZoneTime
    let total: TimeInterval

    var body: some View {
        HStack(spacing: Spacing.xs) {
            Text(zoneTime.zone.name)
                .font(Typography.footnote)
                .foregroundStyle(Color.textSecondary)
                .frame(width: 72, alignment: .leading)
            GeometryReader { proxy in
                ZStack(alignment: .leading) {
                    Capsule().fill(Color.chartGrid)
                    Capsule()
                        .fill(zoneTime.zone.color)
                        .frame(width: proxy.size.width * zoneTime.duration / max(total, 1))
                }
            }
            .frame(height: 12)
            Text(Duration.seconds(zoneTime.duration).formatted(.time(pattern: .minuteSecond)))
                .font(Typography.footnote.monospacedDigit())
                .foregroundStyle(Color.textSecondary)
                .frame(width: 48, alignment: .trailing)
        }
    }
}
