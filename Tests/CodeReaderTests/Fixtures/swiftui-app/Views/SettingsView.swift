import SwiftUI

struct SettingsView: View {
    @State private var notificationsEnabled = true
    @State private var name = ""

    var body: some View {
        Form {
            Section("Connection") {
                LabeledContent("Device", value: "roth-macbook")
                TextField("Your name", text: $name)
                Toggle("Notifications", isOn: $notificationsEnabled)
            }
            Section {
                NavigationLink("Appearance") { Text("Pick one") }
                Picker("Theme", selection: $name) { Text("Light").tag("light") }
            } header: {
                Text("App Settings")
            }
        }
        .preferredColorScheme(.light)
    }
}

struct StatRow: View {
    let title: String
    let value: String
    var body: some View {
        HStack { Text(title); Spacer(); Text(value) }
    }
}

#Preview {
    SettingsView()
        .padding(99)
}

struct SettingsView_Previews: PreviewProvider {
    static var previews: some View {
        SettingsView().padding(98)
    }
}
