// Reading a view's size and origin through preferences. The size comes from a
// background GeometryReader; the origin from an anchor resolved by an
// enclosing GeometryReader. A button toggles a value that a parent observes.
import SwiftUI

struct MeasuredSize: PreferenceKey {
  static var defaultValue: CGSize = .zero
  static func reduce(value: inout CGSize, nextValue: () -> CGSize) {
    value = nextValue()
  }
}

struct BoundsAnchor: Equatable {
  var anchor: Anchor<CGRect>? = nil
  static func == (lhs: BoundsAnchor, rhs: BoundsAnchor) -> Bool { false }
}

struct BoundsAnchorKey: PreferenceKey {
  static let defaultValue = BoundsAnchor()
  static func reduce(value: inout BoundsAnchor, nextValue: () -> BoundsAnchor) {
    value.anchor = nextValue().anchor ?? value.anchor
  }
}

struct GeometryProbe: View {
  var body: some View {
    GeometryReader { geometry in
      Color.clear
        .preference(key: MeasuredSize.self, value: geometry.size)
        .anchorPreference(key: BoundsAnchorKey.self, value: .bounds) { BoundsAnchor(anchor: $0) }
    }
  }
}

struct Positions: View {
  var body: some View {
    GeometryReader { screen in
      VStack(alignment: .center, spacing: 0) {
        Rectangle().frame(height: 120)
        Text("Morning")
          .background(GeometryProbe())
          .onPreferenceChange(BoundsAnchorKey.self) { data in
            guard let anchor = data.anchor else { return }
            print("Morning origin:", screen[anchor].origin)
          }
          .onPreferenceChange(MeasuredSize.self) { size in
            print("Morning size:", size)
          }
        Text("Evening")
          .background(GeometryProbe())
          .onPreferenceChange(MeasuredSize.self) { size in
            print("Evening size:", size)
          }
      }
    }
  }
}

struct Toggled: PreferenceKey {
  static var defaultValue: Bool = false
  static func reduce(value: inout Bool, nextValue: () -> Bool) {
    value = nextValue()
  }
}

struct Panel<Content: View>: View {
  let content: Content
  @State private var flag = false

  init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  var body: some View {
    VStack {
      content
      Button("Toggle") { flag.toggle() }
        .preference(key: Toggled.self, value: flag)
    }
  }
}

struct Counter: View {
  @State private var toggles = 0

  var body: some View {
    Panel {
      Text("Toggled \(toggles) times")
    }
    .onPreferenceChange(Toggled.self) { _ in toggles += 1 }
  }
}
