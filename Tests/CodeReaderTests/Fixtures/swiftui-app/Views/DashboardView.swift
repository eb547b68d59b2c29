import SwiftUI

struct DashboardView: View {
    @StateObject private var model = DashboardViewModel()
    let accentOverride = Color.red

    var body: some View {
        NavigationStack {
            VStack(alignment: .leading, spacing: 12) {
                Text("Dashboard")
                    .font(.system(size: 28))
                Text("Updated \(model.minutes) min ago")
                    .font(.caption2)
                    .foregroundColor(Color(hex: 0xE74C3C))
                StatRow(title: "Total Capsules", value: "\(model.total)")
                Label("Tunnel", systemImage: "network")
                Button("Refresh") { model.refresh() }
                    .padding(.horizontal, 10)
                    .padding(Spacing.md)
                    .background(Color(red: 0.9, green: 0.2, blue: 0.2))
                    .cornerRadius(10)
                    .frame(width: 32, height: 32)
                Circle().fill(.red)
                RoundedRectangle(cornerRadius: 6)
                    .stroke(Color.brandPrimary)
                Text(verbatim: "v1.0")
                    .clipShape(.rect(cornerRadius: 4))
                    .padding(13)
            }
            .navigationTitle("BuilderOS")
        }
    }
}

extension DashboardView {
    var footer: some View {
        Text("Pull to refresh")
            .accessibilityLabel("Refresh hint")
    }
}
