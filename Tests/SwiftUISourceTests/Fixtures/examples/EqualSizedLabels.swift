// A sign-in form whose two labels share the width of the wider one.
// Pattern: a modifier that measures its content in a background GeometryReader
// and reports the width under a max-reducing key; an ancestor stores the
// maximum in @State, which every label then applies as its frame width.
import SwiftUI

struct WidestLabel: PreferenceKey {
  static var defaultValue: CGFloat { 0 }
  static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
    value = max(value, nextValue())
  }
}

struct MeasureLabel: ViewModifier {
  func body(content: Content) -> some View {
    content.background(
      GeometryReader { geometry in
        Color.clear.preference(key: WidestLabel.self, value: geometry.size.width)
      }
    )
  }
}

extension View {
  func sharedLabelWidth(_ width: CGFloat?, alignment: Alignment) -> some View {
    modifier(MeasureLabel()).frame(width: width, alignment: alignment)
  }

  func collectLabelWidth(into width: Binding<CGFloat?>) -> some View {
    onPreferenceChange(WidestLabel.self) { width.wrappedValue = $0 }
  }
}

struct SignInForm: View {
  @State private var labelWidth: CGFloat? = nil
  @State private var account = ""
  @State private var secret = ""

  var body: some View {
    VStack {
      HStack {
        Text("Account:")
          .sharedLabelWidth(labelWidth, alignment: .trailing)
        TextField("Account", text: $account)
      }
      HStack {
        Text("Passphrase:")
          .sharedLabelWidth(labelWidth, alignment: .trailing)
        SecureField("Passphrase", text: $secret)
      }
    }
    .padding()
    .collectLabelWidth(into: $labelWidth)
  }
}
