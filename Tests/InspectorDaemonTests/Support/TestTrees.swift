import JSONCore

/// Tree documents the daemon's tests open.
enum TestTrees {
  /// The uri tests open the sign-in form under.
  static let formURI = "file:///SignInForm.json"

  /// One label of the sign-in form: a `Text` measured by a background `GeometryReader` that writes its width
  /// under `MaxLabelWidth`, then framed at `labelWidth`, trailing.
  static func label(_ id: String, _ text: String) -> JSONValue {
    [
      "view": "Text", "id": .string(id), "text": .string(text),
      "modifiers": [
        [
          "background": [
            "view": "GeometryReader", "proxy": "proxy",
            "content": [
              [
                "view": "Color", "color": "clear",
                "modifiers": [["preference": ["key": "MaxLabelWidth", "value": "proxy.size.width"]]],
              ]
            ],
          ]
        ],
        ["frame": ["width": "labelWidth", "alignment": "trailing"]],
      ],
    ]
  }

  /// The equal-width sign-in form (`/work/shared/examples/EqualSizedLabels.swift`, with the labels of issue 2's
  /// example): two rows of a label and a field in a padded `VStack` that stores the widest label in `@State`.
  static let signInForm: JSONValue = [
    "environment": ["displayScale": 3],
    "proposal": ["width": 390, "height": 763],
    "state": ["labelWidth": nil],
    "preferenceKeys": [
      "MaxLabelWidth": ["type": "CGFloat", "defaultValue": "0", "reduce": "value = max(value, nextValue())"]
    ],
    "root": [
      "view": "VStack", "id": "form", "alignment": "leading", "spacing": 8,
      "content": [
        [
          "view": "HStack",
          "content": [label("user-label", "User:"), ["view": "TextField", "id": "user-field", "title": "User"]],
        ],
        [
          "view": "HStack",
          "content": [
            label("password-label", "Password:"), ["view": "SecureField", "id": "password-field", "title": "Password"],
          ],
        ],
      ],
      "modifiers": [["padding": [:]], ["onPreferenceChange": ["key": "MaxLabelWidth", "perform": "labelWidth = $0"]]],
    ],
  ]

  /// A form of `rows` rows, each a label and a field in an `HStack`, for big-tree tests.
  static func rows(_ rows: Int) -> JSONValue {
    let content = (0..<rows).map { index -> JSONValue in
      [
        "view": "HStack", "id": .string("row\(index)"),
        "content": [
          ["view": "Text", "id": .string("label\(index)"), "text": .string("Label \(index):")],
          ["view": "TextField", "title": .string("Field \(index)")],
        ],
      ]
    }
    return ["root": ["view": "VStack", "id": "form", "content": .array(content)]]
  }

  /// A chain of `views` nested stacks around a `Text` with a background: `views + 2` layers deep.
  static func deep(views: Int) -> JSONValue {
    var view: JSONValue = ["view": "Text", "text": "deep", "modifiers": [["background": ["view": "Color"]]]]
    for index in 0..<views {
      let kind: JSONValue = index % 3 == 0 ? "HStack" : index % 3 == 1 ? "VStack" : "ZStack"
      view = ["view": kind, "content": [view]]
    }
    return ["root": view]
  }
}
