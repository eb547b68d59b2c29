import SwiftUI

enum BrokenTokens {
    static let ok = Color(hex: 0x0A0B0C)
    static let broken = Color(hex: 
}

struct BrokenView: View {
    var body: some View {
        Text("Still here"
    }
}
