import JSONCore

/// The built-in example of `inspect-client demo`: the equal-width sign-in form, as SwiftUI source (what the demo
/// reads) and as a tree document (what `session` opens without a file).
///
/// `tree` is a verbatim copy of `Examples/SignInForm.json` (a test checks that they are equal), kept in the
/// binary so that the demo needs no files: `swift run inspect-client demo` works from any directory.
enum SignInFormExample {
  /// The document's name in messages and the uri's tail.
  static let name = "SignInForm.json"

  /// The tree document's text, byte for byte the file's.
  static let treeText = #"""
    {
      "$schema": "../Schemas/view-tree.schema.json",
      "environment": {
        "displayScale": 3
      },
      "preferenceKeys": {
        "MaxLabelWidth": {
          "defaultValue": "0",
          "reduce": "value = max(value, nextValue())",
          "type": "CGFloat"
        }
      },
      "proposal": {
        "height": 763,
        "width": 390
      },
      "root": {
        "alignment": "leading",
        "content": [
          {
            "content": [
              {
                "id": "user-label",
                "modifiers": [
                  {
                    "background": {
                      "content": [
                        {
                          "color": "clear",
                          "modifiers": [
                            {
                              "preference": {
                                "key": "MaxLabelWidth",
                                "value": "proxy.size.width"
                              }
                            }
                          ],
                          "view": "Color"
                        }
                      ],
                      "proxy": "proxy",
                      "view": "GeometryReader"
                    }
                  },
                  {
                    "frame": {
                      "alignment": "trailing",
                      "width": "labelWidth"
                    }
                  }
                ],
                "text": "User:",
                "view": "Text"
              },
              {
                "id": "user-field",
                "text": "\\(user)",
                "title": "User",
                "view": "TextField"
              }
            ],
            "id": "user-row",
            "view": "HStack"
          },
          {
            "content": [
              {
                "id": "password-label",
                "modifiers": [
                  {
                    "background": {
                      "content": [
                        {
                          "color": "clear",
                          "modifiers": [
                            {
                              "preference": {
                                "key": "MaxLabelWidth",
                                "value": "proxy.size.width"
                              }
                            }
                          ],
                          "view": "Color"
                        }
                      ],
                      "proxy": "proxy",
                      "view": "GeometryReader"
                    }
                  },
                  {
                    "frame": {
                      "alignment": "trailing",
                      "width": "labelWidth"
                    }
                  }
                ],
                "text": "Password:",
                "view": "Text"
              },
              {
                "id": "password-field",
                "text": "\\(password)",
                "title": "Password",
                "view": "SecureField"
              }
            ],
            "id": "password-row",
            "view": "HStack"
          }
        ],
        "id": "form",
        "modifiers": [
          {
            "padding": {}
          },
          {
            "onPreferenceChange": {
              "key": "MaxLabelWidth",
              "perform": "labelWidth = $0"
            }
          }
        ],
        "spacing": 8,
        "view": "VStack"
      },
      "state": {
        "labelWidth": {
          "type": "CGFloat?",
          "value": null
        },
        "password": "",
        "user": ""
      }
    }
    """#

  /// The SwiftUI source the demo reads: a verbatim copy of `Examples/SignInForm.swift` (a test checks that they
  /// are equal), the same form as the tree document.
  static let swiftSource = #"""
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
    """#

  /// The source's name in messages and the uri's tail.
  static let swiftName = "SignInForm.swift"

  /// The tree document, parsed.
  static func tree() throws(CommandError) -> JSONValue {
    do {
      return try JSONParser.parse(treeText)
    } catch {
      throw CommandError(.daemon, "The built-in example does not parse: \(error)")
    }
  }
}
