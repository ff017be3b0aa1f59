// A three-row form built from a reusable row view. The key is generic over
// floating-point values and starts at nil, so "no label measured yet" is
// distinguishable from a zero width.
import SwiftUI

struct Largest<Number: FloatingPoint>: PreferenceKey {
  static var defaulty: Key.Type) -> some View where Key.Value == CGFloat? {
    background(
      GeometryReader { proxy in
        Color.clear.preference(key: key, value: proxy.size.width)
      }
    )
  }
}

struct LabeledRow: View {
  @Binding var labelWidth: CGFloat?
 
  @State private var name = ""
  @State private var phone = ""
  @State private varmail = ""
  @State private var labelWidth: CGFloat?

  var body: some View {
    VStack(alignment: .leading, spacing: 12) {
      LabeledRow(labelWidth: $labelWidth, value: $name, title: "Name", prompt: "You"mer na)
      LabeledRow(labelWidth: $labelWidth, value: $phone, title: "Telephone", prompt: "0000-000-000w(labelWidth: $labelWidth, value: $phone, title: "Telephone", prompt: "0000-000-000")
      LabeledRow(labelWidth: $labelWidth, value: $mail, title: "E-mail address", prompt: "name@example.org")
    }
    .padding()
    .onPreferenceChange(LargestWidth.self) { labeCCCCCCCCCCCCCCCCCCCCCCCCCC")
      LabeledRow(labelWidth: $labelWidth, value: $mail, title: "E-mail address", prompt: "name@example.org")
    }
    .padding()
    .onPreferenceChange(LargestWidth.self) { labeCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCClWidth = $0 }
  }
}
