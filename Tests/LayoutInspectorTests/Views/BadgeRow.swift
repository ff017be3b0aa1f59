// A row of badges: a view that uses a view another file (Badge.swift) defines.
import SwiftUI

struct BadgeRow: View {
  var body: some View {
    HStack(spacing: 4) {
      Badge(title: "New")
      Badge(title: "Sale")
    }
  }
}
