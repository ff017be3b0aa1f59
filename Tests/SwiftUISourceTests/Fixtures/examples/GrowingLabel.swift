// A broken variant of the equal-width pattern: the label is measured AFTER
// its frame and a padding, so every pass reports a larger width than the
// last and the layout never settles. SwiftUI only logs
// "Bound preference WidestLabel tried to update multiple times per frame."
// An inspector should name the cycle and the growth per pass.
import SwiftUI

struct WidestLabel: PreferenceKey {
  static var defaultValue: CGFloat { 0 }
  static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
    value = max(value, nextValue())
  }
}

struct GrowingForm: View {
  @State private var labelWidth: CGFloat? = nil
  @State private var code = ""

  var body: some View {
    HStack {
      Text("Code:")
        .frame(width: labelWidth, alignment: .leading)
        .padding(.horizontal, 4)
        .background(
          GeometryReader { proxy in
            Color.clear.preference(key: WidestLabel.self, value: proxy.size.width)
          })
      TextField("Code", text: $code)
    }
    .onPreferenceChange(WidestLabel.self) { labelWidth = $0 }
  }
}
