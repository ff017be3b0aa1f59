// The sign-in form of `inspect-client demo`: two labels that share the width of the wider one.
// Each label measures itself in a background GeometryReader and reports its width under MaxLabelWidth,
// whose reduce keeps the maximum; the form stores it in labelWidth, which both labels' frames read.
// Examples/SignInForm.json is the same form written as a tree document.
import SwiftUI

struct MaxLabelWidth: PreferenceKey {
    static var defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
        value = max(value, nextValue())
    }
}

struct SignInForm: View {
    @State private var labelWidth: CGFloat? = nil
    @State private var user = ""
    @State private var password = ""

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack {
                Text("User:")
                    .background(GeometryReader { proxy in
                        Color.clear.preference(key: MaxLabelWidth.self, value: proxy.size.width)
                    })
                    .frame(width: labelWidth, alignment: .trailing)
                TextField("User", text: $user)
            }
            HStack {
                Text("Password:")
                    .background(GeometryReader { proxy in
                        Color.clear.preference(key: MaxLabelWidth.self, value: proxy.size.width)
                    })
                    .frame(width: labelWidth, alignment: .trailing)
                SecureField("Password", text: $password)
            }
        }
        .padding()
        .onPreferenceChange(MaxLabelWidth.self) { labelWidth = $0 }
    }
}

#Preview(traits: .fixedLayout(width: 390, height: 763)) {
    SignInForm()
}
