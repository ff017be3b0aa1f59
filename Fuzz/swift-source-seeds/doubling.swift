import SwiftUI

struct Doubling: View {
    @State private var text = "ab"

    var body: some View {
        VStack {
            Text((0..<40).reduce(text) { s, _ in s + s })
            Button("Double") { for _ in 0..<40 { text = text + text } }
        }
        .frame(width: 300)
    }
}
