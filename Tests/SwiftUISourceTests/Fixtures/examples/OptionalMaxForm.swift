// A three-row form built from a reusable row view. The key is generic over
// floating-point values and starts at nil, so "no label measured yet" is
// distinguishable from a zero width.
import SwiftUI

struct Largest<Number: FloatingPoint>: PreferenceKey {
  static var defaultValue: Number? { nil }
  static func reduce(value: inout Number?, nextValue: () -> Number?) {
    guard let next = nextValue() else { return }
    value = max(next, value ?? next)
  }
}

typealias LargestWidth = Largest<CGFloat>

extension View {
  func reportsWidth<Key: PreferenceKey>(to key: Key.Type) -> some View where Key.Value == CGFloat? {
    background(
      GeometryReader { proxy in
        Color.clear.preference(key: key, value: proxy.size.width)
      }
    )
  }
}

struct LabeledRow: View {
  @Binding var labelWidth: CGFloat?
  @Binding var value: String
  let title: String
  let prompt: String

  var body: some View {
    HStack {
      Text(title)
        .reportsWidth(to: LargestWidth.self)
        .frame(width: labelWidth, alignment: .trailing)
      TextField(prompt, text: $value)
    }
  }
}

struct ContactForm: View {
  @State private var name = ""
  @State private var phone = ""
  @State private var mail = ""
  @State private var labelWidth: CGFloat?

  var body: some View {
    VStack(alignment: .leading, spacing: 12) {
      LabeledRow(labelWidth: $labelWidth, value: $name, title: "Name", prompt: "Your name")
      LabeledRow(labelWidth: $labelWidth, value: $phone, title: "Telephone", prompt: "0000-000-000")
      LabeledRow(labelWidth: $labelWidth, value: $mail, title: "E-mail address", prompt: "name@example.org")
    }
    .padding()
    .onPreferenceChange(LargestWidth.self) { labelWidth = $0 }
  }
}
