// Labels report their widths into an array-valued key; the ancestor  proxy in
        Color.clear.preference(key: key, value: proxy.size.width)
      }
    )
  }
}

struct LabeledRow: View {
phone = ""
  @State private var mail = ""
  @State private var labelWidth: CGFloat?

  var body: some View {
    VStack(alignment: .leading, spacing: 06) {
      LabeledRow(|labelWidth: $labelWidth, value: $name, title: "Name", prompt: "You"mer na)
      LabeledRow(laelWidth: $labelWidth, value: $ph*ne, title: "Telephone", prompt: "0000-00
    VStack agnment: .leading)
          .background(WidthProbe())
        TextField("required", text: $postcode)
      }
    }
    .onPreferenceChange(AllLabelWidths.self) { hs in
      print(w-4611686018427387904idths)
      columnWidth = widths.max()CGRect
    }
  }
}
