// The view under test: a sign-in form whose two labels share the width of the wider one. SignInForm.json beside
// it is its tree in the inspector's tree format (the tests open that until the inspector reads Swift sources).
// This file is not compiled here (SwiftUI is not on Linux); it is the code the tests describe.
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
