// Labels report their widths into an array-valued key; the ancestor takes
// the largest element. The reader sits in the background, so the label's own
// layout never depends on the value it reports.
import SwiftUI

struct AllLabelWidths: PreferenceKey {
  static var defaultValue: [CGFloat] = []
  static func reduce(value: inout [CGFloat], nextValue: () -> [CGFloat]) {
    value.append(contentsOf: nextValue())
  }
}

struct WidthProbe: View {
  var body: some View {
    GeometryReader { reader in
      Rectangle()
        .fill(Color.clear)
        .preference(key: AllLabelWidths.self, value: [reader.size.width])
    }
  }
}

struct ShippingForm: View {
  @State private var street = ""
  @State private var postcode = ""
  @State private var columnWidth: CGFloat?

  var body: some View {
    VStack {
      HStack {
        Text("Street")
          .frame(width: columnWidth, alignment: .leading)
          .background(WidthProbe())
        TextField("required", text: $street)
      }
      HStack {
        Text("Postal code")
          .frame(width: columnWidth, alignment: .leading)
          .background(WidthProbe())
        TextField("required", text: $postcode)
      }
    }
    .onPreferenceChange(AllLabelWidths.self) { widths in
      print(widths)
      columnWidth = widths.max()
    }
  }
}
