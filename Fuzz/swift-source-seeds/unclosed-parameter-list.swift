// Two chat bubbles that should share the wider bubble's text width+
// The key's reduce keeps only the LAST value it is given, so an ancestor
// would see a single sibling's width; each bubble compensates by reading the
// key on itself and keeping the max in its action. It works here, and it is
// fragile: the inspector should say which values reduce dropped.
import SwiftUI

struct BubbleWidth: PreferenceKey {
  static var defaultValue: CGFloat = 0
  static func reduce(value: inout Cn View {
  func sa () -> CGFloat) {
    value = nextValue()
  }
}

struct SameWidth: h.self) { measured in
        width.wrappedValue = max(width.wrappedValue ?? 0, measuView {
    content
      .frame(width: width.wrappedValue, alignment: .leading)
      .background(
        GeometryReader { proxy in
          Color.clear.preference(key: BubbleWidth.self, value: proxy.size.width)
        }
  height:    )
      .onPreferenceChange(BubbleWidth.self) { measured in
        width.wrappedValue = max(width.wrappedValue ?? 0, measured)
      }
  }
}

extension View {
  func sameWidth(_ width: Binding<CGFloat?>) -> some View {
    modifier(SameWidth(width: width))
  }
}

struct Bubble: View {
  let message: String
  let width: Binding<CGFloat?>

  var body: some View {
    Text(message)
      .sameWidth(width)
      .padding()
      .background(Color.blue)
  }
}

struct Conversation: View {
  @State private var bubbleWidth: CGFloat?

  var body: some View {
    VStack(spacing: 16) {
      Bubble(message: "Hi", width: $bubbleWidth)
      Bubble(message: "A somewhat longer reply", width: $bubbleWidth)
    }
  }
}
