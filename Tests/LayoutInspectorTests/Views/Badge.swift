// A badge and two previews of it, for the tests that open SwiftUI source (not compiled: SwiftUI is not here).
import SwiftUI

struct Badge: View {
  let title: String

  var body: some View {
    Text(title)
      .padding(8)
      .background(Color.blue)
  }
}

#Preview("Short") {
  Badge(title: "Hi")
}

#Preview("Long") {
  Badge(title: "Notifications")
}
